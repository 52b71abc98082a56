/**
 * Authorisation as data: what a call needs, declared with its resource (resource.ts attaches it to
 * the handlers it makes) or, for hand-written handlers, in the table of mock/_lib/grants.ts.
 * app.ts checks it after the session check and answers 403 with the reason.
 *
 *   'user'       any signed-in user
 *   'real-name'  a signed-in user whose identity is verified (status 2); administrators always pass
 *   'admin'      the administrator role
 *   'button:x'   a verified user whose role is granted the button code x (mock/_seed/menus.json);
 *                administrators hold all
 *
 * Product staff (role "product", issue 22) design screens: they read what every screen shows (to
 * preview it) but change nothing but their own account: any call other than a read that needs more
 * than a session is refused to them, except in a preview's sandbox (thrown away).
 */
import type { Handler } from './http';
import { buttonCodesFor } from './menus';
import { isReadByPost } from './grants';
import { isAdmin, isProduct, type User } from './users';

export type Need = 'user' | 'real-name' | 'admin' | `button:${string}`;

const NEED = Symbol.for('bbn.mock.need');

export const NOT_VERIFIED = '该账号暂未实名认证，请先实名认证';
export const NOT_ALLOWED = '无权访问该接口';

/** Attaches a need to a handler (the handler is returned for chaining). */
export function needs(h: Handler, need: Need | undefined): Handler {
  if (need) (h as any)[NEED] = need;
  return h;
}

export function needOf(h: Handler): Need | undefined {
  return (h as any)[NEED];
}

/**
 * null when the user may make the call `key` ('METHOD /api/path'), else the refusal message.
 * `sandboxed`: the call works on a preview's throw-away copy of the data (sandbox.ts).
 */
export function refusal(user: User, need: Need | undefined, key = '', sandboxed = false): string | null {
  if (!need || need === 'user' || isAdmin(user)) return null;
  if (isProduct(user)) return sandboxed || key.startsWith('GET ') || isReadByPost(key) ? null : NOT_ALLOWED;
  if (need === 'admin') return NOT_ALLOWED;
  if (need === 'real-name') return user.status === 2 ? null : NOT_VERIFIED;
  const code = need.slice('button:'.length);
  if (!buttonCodesFor(user.roleName).includes(code)) return NOT_ALLOWED;
  // Buttons live on console screens, which need a verified identity (spec 6).
  return user.status === 2 ? null : NOT_VERIFIED;
}
