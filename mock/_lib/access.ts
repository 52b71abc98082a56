/**
 * Authorisation as data: every route of the mock says who may call it, once, in its own
 * declaration. A resource descriptor declares it with the resource (`access`, resource.ts attaches
 * it to the handlers it makes); a hand-written handler is wrapped where its route is written:
 *
 *   needs(h, 'user')        any signed-in user
 *   needs(h, 'real-name')   a signed-in user whose identity is verified (status 2); administrators always pass
 *   needs(h, 'admin')       the administrator role
 *   needs(h, 'button:x')    a verified user whose role is granted the button code x (mock/_seed/menus.json);
 *                           administrators hold all
 *   open(h)                 public: no session (login, captcha, registration, the public resolver)
 *   asset(h)                a stored file served by link (<img src>): no client credential, the session
 *                           from the console's cookie; the handler decides who sees what
 *   devOnly(h)              a development endpoint (/api/__dev/*): exists only with MOCK_DEV_ENDPOINTS=1
 *
 * There is no table of prefixes and no default: app.ts refuses to start with a route that declares
 * nothing (or a /api/__dev/ route not declared devOnly, or the reverse), and a second, different
 * declaration of one handler throws. tests/unit/mock-access.test.ts walks every route.
 *
 * Product staff (role "product", issue 22) design screens: they read what every screen shows (to
 * preview it) but change nothing but their own account: any call other than a read that needs more
 * than a session is refused to them, except in a preview's sandbox (thrown away). A list query
 * sent as POST is a read when its declaration says so (`needs(h, 'admin', { query: true })`).
 */
import type { WireName } from '../../shared/wire';
import type { Handler } from './http';
import { buttonCodesFor } from './menus';
import { isAdmin, isProduct, type User } from './users';

export type Need = 'user' | 'real-name' | 'admin' | `button:${string}`;
/** Who may call a route: a need (a session and more), or no session at all. */
export type Access = Need | 'public' | 'asset' | 'dev';

/**
 * What a hand-written route takes and answers, by the names of wire types (shared/wire/index.ts
 * WireTypes): the query's keys, the JSON body, and the answer's data (a type, a page of it or a
 * list of it; several: one of them). docs/gateway.openapi.json publishes them (npm run gateway:openapi); a resource
 * descriptor's calls are described by the descriptor instead.
 */
export interface Wire {
  query?: WireName;
  body?: WireName;
  /** The body is form-encoded (application/x-www-form-urlencoded), not JSON (the OAuth grants). */
  form?: boolean;
  /** The answer is the type itself, not wrapped in {code, data, msg} (OAuth's answers). */
  bare?: boolean;
  /**
   * The answer is a file of this media type (or range: 'image/*'), its bytes rather than JSON
   * (an image, a download); `answer` names the type of its bytes (FileBytes).
   */
  file?: string;
  /** Several: one of them, as the call's parameters say (the types' descriptions tell which). */
  answer?: WireAnswer | WireAnswer[];
}
export type WireAnswer = WireName | { page: WireName } | { list: WireName };

/** A route's declaration. `query`: a POST that only reads (a list query), which product staff may make. `wire`: what it takes and answers. */
export interface Declaration {
  access: Access;
  query?: boolean;
  wire?: Wire;
}

const ACCESS = Symbol.for('bbn.mock.access');

export const NOT_VERIFIED = '该账号暂未实名认证，请先实名认证';
export const NOT_ALLOWED = '无权访问该接口';

const NEED = /^(user|real-name|admin|button:[A-Za-z][A-Za-z0-9_:-]*)$/;
export const isNeed = (a: unknown): a is Need => typeof a === 'string' && NEED.test(a);

/**
 * Attaches a route's declaration to its handler (returned for chaining). A handler declared twice
 * with different declarations throws: it would answer one of its routes under the other's rule.
 */
export function declare(h: Handler, access: Access, opts: { query?: boolean; wire?: Wire } = {}): Handler {
  if (!isNeed(access) && !['public', 'asset', 'dev'].includes(access))
    throw new Error(`mock: "${access}" is not an access declaration (user, real-name, admin, button:<code>, public, asset, dev)`);
  const d: Declaration = { access, ...(opts.query ? { query: true } : {}), ...(opts.wire ? { wire: opts.wire } : {}) };
  const before: Declaration | undefined = (h as any)[ACCESS];
  if (before && (before.access !== d.access || Boolean(before.query) !== Boolean(d.query) || JSON.stringify(before.wire) !== JSON.stringify(d.wire)))
    throw new Error(`mock: one handler declared twice (${before.access} and ${d.access}); give each route its own handler`);
  (h as any)[ACCESS] = d;
  return h;
}

/** What a hand-written handler needs (see the header). `query`: a POST that only reads; `wire`: what it takes and answers. */
export const needs = (h: Handler, need: Need, opts: { query?: boolean; wire?: Wire } = {}): Handler => declare(h, need, opts);
/** Marks a handler callable without a token (login, captcha, registration, public resolver). */
export const open = (h: Handler, opts: { wire?: Wire } = {}): Handler => declare(h, 'public', opts);
/**
 * Marks a handler serving stored files by link (<img src>, <a href>): browsers send no headers
 * there, so no client credential is asked, and the session is read from the access-token cookie
 * the console keeps (SameSite=Strict, so another site's page cannot borrow it). The handler
 * decides who may see what; without a session (req as any).user is unset.
 */
export const asset = (h: Handler, opts: { wire?: Wire } = {}): Handler => declare(h, 'asset', opts);
/** A development endpoint (/api/__dev/*): mounted only with MOCK_DEV_ENDPOINTS=1, no session. */
export const devOnly = (h: Handler): Handler => declare(h, 'dev');

/** The declaration of a handler, if any. */
export const declarationOf = (h: Handler): Declaration | undefined => (h as any)[ACCESS];

/** The need of a handler that needs a session, else undefined (public, asset, dev or undeclared). */
export function needOf(h: Handler): Need | undefined {
  const a = declarationOf(h)?.access;
  return isNeed(a) ? a : undefined;
}

/**
 * A handler answering through another (a wrapper adding side effects): it carries the inner
 * handler's declaration and descriptor, so the route is still declared once, where the inner one is.
 */
export function wrapping(inner: Handler, outer: Handler): Handler {
  for (const s of Object.getOwnPropertySymbols(inner)) (outer as any)[s] = (inner as any)[s];
  return outer;
}

/**
 * A list read also offered as a POST query (its filters in the body): the same handler, resource
 * descriptor and need, declared a query (a read product staff may make).
 */
export function asQuery(h: Handler): Handler {
  const need = needOf(h);
  if (!need) throw new Error('mock: asQuery() takes a handler that declares a need');
  const q: Handler = (req, res) => h(req, res);
  for (const s of Object.getOwnPropertySymbols(h)) if (s !== ACCESS) (q as any)[s] = (h as any)[s];
  return declare(q, need, { query: true, wire: declarationOf(h)?.wire });
}

/** Why a route key ('METHOD /api/path') and its handler's declaration do not fit together, or null. */
export function declarationProblem(key: string, h: Handler): string | null {
  const d = declarationOf(h);
  const dev = / \/api\/__dev\//.test(key);
  if (!d)
    return `mock route "${key}" declares no access: wrap its handler in needs(h, 'user' | 'real-name' | 'admin' | 'button:<code>'), open(h), asset(h) or devOnly(h), or give its resource an access rule (docs/mock.md)`;
  if (dev && d.access !== 'dev') return `mock route "${key}" is under /api/__dev/ but declared ${d.access}: development endpoints are devOnly(h)`;
  if (!dev && d.access === 'dev') return `mock route "${key}" is declared devOnly but is not under /api/__dev/`;
  if (d.query && !key.startsWith('POST ')) return `mock route "${key}" is declared a query sent as POST but is not a POST`;
  return null;
}

/**
 * null when the user may make the call, else the refusal message. `key` is 'METHOD /api/path';
 * `sandboxed`: the call works on a preview's throw-away copy of the data (sandbox.ts).
 */
export function refusal(user: User, decl: Declaration, key: string, sandboxed = false): string | null {
  const need = decl.access;
  if (!isNeed(need) || need === 'user' || isAdmin(user)) return null;
  if (isProduct(user)) return sandboxed || key.startsWith('GET ') || decl.query ? null : NOT_ALLOWED;
  if (need === 'admin') return NOT_ALLOWED;
  if (need === 'real-name') return user.status === 2 ? null : NOT_VERIFIED;
  const code = need.slice('button:'.length);
  if (!buttonCodesFor(user.roleName).includes(code)) return NOT_ALLOWED;
  // Buttons live on console screens, which need a verified identity (spec 6).
  return user.status === 2 ? null : NOT_VERIFIED;
}
