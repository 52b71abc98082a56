/**
 * npm run gateway:openapi — writes docs/gateway.openapi.json, an OpenAPI 3.1 description of the
 * gateway the console calls, generated from the mock gateway's own declarations so the two never
 * disagree (a unit test fails when the committed file is stale):
 *   - every route of the mock (TypeScript service files and mock/**\/*.resource.json) with its
 *     method and path (":id" becomes "{id}");
 *   - who may call it: its access declaration (mock/_lib/access.ts) as the security requirement
 *     and `x-access` (user, real-name, admin, button:<code>, public, asset, dev), the refusals it
 *     answers (401, 403 with the message), `x-query` on a list read sent as POST;
 *   - for the calls a resource descriptor answers: the query of its lists (paging and every
 *     accepted filter), the id of its details, the body of its saves (each field's type, length,
 *     values, pattern and range; the required ones with their message), the ids of its removals,
 *     the owner rule (`x-owner`), and the row it answers;
 *   - for the hand-written calls that declare their wire types (`wire` of mock/_lib/access.ts: the
 *     query, the body, the answer's data, by the names of shared/wire/index.ts WireTypes): those
 *     types, published under components.schemas; the others answer the bare wrapper;
 *   - the answer's wrapper (spec 7) and page, from the wire types both the console and the mock use
 *     (shared/wire/envelope.ts).
 * Development-only routes (/api/__dev/*, answered only with MOCK_DEV_ENDPOINTS=1) are left out:
 * a real gateway has none. A backend team checks its gateway against this file (README).
 */
import './mockMemory';
import fs from 'node:fs';
import path from 'node:path';
import { generator } from './schema-meta';
import { mockRoutes } from '../mock/index';
import { declarationOf, NOT_ALLOWED, NOT_VERIFIED, type Declaration, type WireAnswer } from '../mock/_lib/access';
import {
  contractOf,
  describedBy,
  fieldOf,
  lifecycleCallOf,
  NON_FILTERS,
  NOT_OWNER,
  ownerField,
  WRONG_STATE,
  type Described,
  type LifecycleCall,
  type Resource,
} from '../mock/_lib/resource';

export const GATEWAY_OPENAPI_PATH = path.resolve(__dirname, '../docs/gateway.openapi.json');
const ENVELOPE_TYPES = path.resolve(__dirname, '../shared/wire/envelope.ts');
const WIRE_INDEX = path.resolve(__dirname, '../shared/wire/index.ts');

type Schema = Record<string, any>;

/** The wire types as JSON Schema (ts-json-schema-generator, as the meta-schemas are made), one program for all. */
function wireSchemas(types: Record<string, string>): Record<string, Schema> {
  const gen = generator(ENVELOPE_TYPES, Object.values(types)[0]);
  return Object.fromEntries(
    Object.entries(types).map(([published, type]) => {
      const defs: Record<string, Schema> = (gen.createSchema(type) as Schema).definitions ?? {};
      let def: Schema = { ...defs[type] };
      // An alias of a generic instance (ApiResult<unknown>): its definition, with the alias's description.
      while (typeof def.$ref === 'string') {
        const { $ref, ...rest } = def;
        def = { ...rest, ...defs[decodeURIComponent($ref.replace('#/definitions/', ''))] };
      }
      return [published, def];
    }),
  );
}

/**
 * The declarable wire types (shared/wire/index.ts WireTypes) and the types they use, as
 * components.schemas entries under their own names. A gateway may answer more keys than these
 * (additional keys are not refused).
 */
function declarableSchemas(): Record<string, Schema> {
  const defs: Record<string, Schema> = (generator(WIRE_INDEX, 'WireTypes').createSchema('WireTypes') as Schema).definitions ?? {};
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node as Schema)
        .filter(([k, v]) => !(k === 'additionalProperties' && v === false))
        .map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/definitions/', '#/components/schemas/') : rewrite(v)]),
    );
  };
  return Object.fromEntries(
    Object.entries(defs)
      .filter(([name]) => name !== 'WireTypes')
      .map(([name, def]) => [name, rewrite(def) as Schema]),
  );
}
let wireDefs: Record<string, Schema> = {};
const wireRef = (name: string): Schema => {
  if (!wireDefs[name]) throw new Error(`wire type "${name}" is not in shared/wire/index.ts WireTypes`);
  return { $ref: `#/components/schemas/${name}` };
};
/** The answer's data of a declared answer: a type, a page of it, a list of it, or one of several. */
function wireAnswer(a: WireAnswer | WireAnswer[]): Schema {
  if (Array.isArray(a)) return { oneOf: a.map(wireAnswer) };
  if (typeof a === 'string') return wireRef(a);
  return 'page' in a ? pageOf(wireRef(a.page)) : { type: 'array', items: wireRef(a.list) };
}
/** A declared query type's keys as query parameters. */
function wireQuery(name: string): Schema[] {
  wireRef(name);
  const def = wireDefs[name];
  const required = new Set<string>(def.required ?? []);
  return Object.entries((def.properties ?? {}) as Record<string, Schema>).map(([key, s]) => {
    const { description, ...schema } = s;
    return { name: key, in: 'query', required: required.has(key), ...(description ? { description } : {}), schema };
  });
}

const LIST_CALLS = new Set(['list', 'page', 'lazyList']);

/** A column's schema from its field rule (the validation step of mock/_lib/resource.ts). */
function fieldSchema(r: Resource<any>, name: string): Schema {
  const f = fieldOf(r, name);
  const out: Schema = {};
  if (f.label) out.title = f.label;
  if (f.type === 'number') out.type = ['number', 'null'];
  else if (f.type === 'int') out.type = ['integer', 'null'];
  else if (f.type === 'text') {
    out.type = 'string';
    out.maxLength = f.max ?? 500;
  }
  if (f.enum) out.enum = [...f.enum];
  if (f.pattern) {
    out.pattern = f.pattern[0].source;
    out['x-message'] = f.pattern[1];
  }
  if (f.range) [out.minimum, out.maximum] = f.range;
  if (f.required) out['x-required-message'] = f.required;
  if (f.check) out['x-checked'] = 'a named validator or dictionary; a refused value answers 400 with its message';
  return out;
}

/** The rows of each resource, published once under components.schemas by their base path ("sfbn-system.param"). */
const rows = new Map<string, Schema>();
function rowSchema(r: Resource<any>): Schema {
  const name = r.base.replace(/^\/api\//, '').replace(/[^A-Za-z0-9_-]+/g, '.');
  if (!rows.has(name)) {
    const cols = [...contractOf(r).columns].sort();
    rows.set(name, {
      type: 'object',
      title: `a row of ${r.base}`,
      properties: Object.fromEntries(cols.map((c) => [c, c === 'id' ? { type: 'string' } : fieldSchema(r, c)])),
    });
  }
  return { $ref: `#/components/schemas/${name}` };
}

const envelope = (data: Schema): Schema => ({
  allOf: [{ $ref: '#/components/schemas/ApiResult' }, { type: 'object', properties: { data } }],
});
const pageOf = (row: Schema): Schema => ({
  allOf: [{ $ref: '#/components/schemas/Page' }, { type: 'object', properties: { records: { type: 'array', items: row } } }],
});
const json = (schema: Schema) => ({ 'application/json': { schema } });
const refusal = (description: string, msg?: string) => ({
  description,
  content: json(
    msg
      ? { allOf: [{ $ref: '#/components/schemas/ApiResult' }, { type: 'object', properties: { msg: { const: msg } } }] }
      : { $ref: '#/components/schemas/ApiResult' },
  ),
});
/** The refusals every call may meet, published once under components.responses. */
const RESPONSES = {
  Ok: { description: 'success: code 200 (the data of a hand-written call is not described)', content: json({ $ref: '#/components/schemas/ApiResult' }) },
  Refused: refusal('a refused call: msg says why (validation, state, unknown rows)'),
  Unauthorized: refusal('no session, or an expired one', '请求未授权'),
  Forbidden: refusal(`not allowed: ${NOT_ALLOWED}, or ${NOT_VERIFIED} before the identity is verified`),
  ForbiddenOrNotOwner: refusal(`not allowed (${NOT_ALLOWED}, ${NOT_VERIFIED}), or another user's row: ${NOT_OWNER}`),
};
const response = (name: keyof typeof RESPONSES): Schema => ({ $ref: `#/components/responses/${name}` });

/** Who may call, in words, with the refusals a caller meets. */
function accessText(d: Declaration): string {
  const a = d.access;
  const product = 'Product staff (role product) may make it only if it reads (a GET, or a list query sent as POST).';
  if (a === 'public') return 'Public: no session (the client credential only).';
  if (a === 'asset')
    return 'A stored file served by link: no client credential; the session, if any, is the access-token cookie, and the call decides who sees the file.';
  if (a === 'user') return 'Any signed-in user.';
  if (a === 'real-name') return `A signed-in user whose identity is verified (status 2; else 403 ${NOT_VERIFIED}); administrators always. ${product}`;
  if (a === 'admin') return `The administrator role (else 403 ${NOT_ALLOWED}). ${product}`;
  return `A verified user whose role holds the button code ${a.slice('button:'.length)} (else 403 ${NOT_ALLOWED}, or ${NOT_VERIFIED} before verification); administrators always. ${product}`;
}

/** A lifecycle call's body (the row's id, the fields the transition requires and copies) and its transitions. */
function transitionBody(l: LifecycleCall): { body: Schema; transitions: Schema[] } {
  const lc = l.resource.lifecycle!;
  // A chooser picks among the transitions no other call names outright (e.g. pass / refuse of an audit).
  const named = new Set(Object.values(lc.calls).filter((c): c is string => typeof c === 'string'));
  const unnamed = Object.keys(lc.transitions).filter((a) => !named.has(a));
  const actions = typeof l.choose === 'string' ? [l.choose] : unnamed.length ? unnamed : Object.keys(lc.transitions);
  const properties: Schema = { id: { type: 'string', description: 'the row' } };
  const required = new Set(['id']);
  for (const a of actions) {
    const t = lc.transitions[a];
    for (const [f, msg] of Object.entries(t?.require ?? {})) {
      properties[f] = { type: 'string', 'x-required-message': msg };
      if (typeof l.choose === 'string') required.add(f);
    }
    for (const f of t?.copy ?? []) properties[f] ??= { type: 'string', maxLength: 500 };
  }
  return {
    body: { type: 'object', properties, required: [...required].sort() },
    transitions: actions
      .filter((a) => lc.transitions[a])
      .map((a) => ({ action: a, field: lc.field, from: [...lc.transitions[a].from], to: lc.transitions[a].to })),
  };
}

function operation(
  method: string,
  apiPath: string,
  file: string,
  d: Declaration,
  described: Described | undefined,
  lifecycle: LifecycleCall | undefined,
): Schema {
  const service = apiPath.split('/')[2];
  const params: Schema[] = [...apiPath.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const op: Schema = {
    operationId: `${method.toLowerCase()}${apiPath.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [service],
    description: `${accessText(d)}\n\nDeclared in ${file}.`,
    'x-access': d.access,
    ...(d.query ? { 'x-query': true } : {}),
    security: d.access === 'public' ? [{ client: [] }] : d.access === 'asset' ? [{}, { sessionCookie: [] }] : [{ client: [], session: [] }],
  };
  let data: Schema = {};
  if (described) {
    const { resource: r, call } = described;
    const row = rowSchema(r);
    op.summary = `${call} of ${r.base}`;
    // The column holding the owner (its BID, or with `user: id` the user's id), or a rule of the mock's own.
    if (r.owner) op['x-owner'] = ownerField(r.owner) ?? 'a rule of the resource (mock)';
    const isList = LIST_CALLS.has(call) || (r.views && Object.keys(r.views).some((v) => `${r.base}/${v}` === apiPath));
    const isDetail = call === 'detail' || (r.details ?? []).some((p) => `${r.base}/${p}` === apiPath);
    if (isList) {
      const filters = [...contractOf(r).filters].filter((k) => !NON_FILTERS.has(k)).sort();
      params.push(
        { name: 'current', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200, default: 10 } },
        ...filters.map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
      );
      op['x-unknown-filter'] = '400 不支持的查询条件: <key>';
      data = call === 'lazyList' ? { type: 'array', items: row } : pageOf(row);
    } else if (isDetail) {
      params.push({ name: 'id', in: 'query', required: true, schema: { type: 'string' } });
      data = row;
    } else if (call === 'tree') {
      data = { type: 'array', items: { type: 'object' } };
    } else if (call === 'remove') {
      op.requestBody = {
        content: json({ type: 'object', required: ['ids'], properties: { ids: { type: 'string', description: 'comma-joined ids (spec 5)' } } }),
      };
      data = {};
    } else {
      // A save (submit / add / update) or an application: the declared fields and the columns it stores.
      const apply = call === r.apply?.path;
      // creator and createTime are the gateway's (set on insert), not the caller's.
      const keys = (apply ? Object.keys(r.fields ?? {}) : [...contractOf(r).stores]).filter((k) => k !== 'creator' && k !== 'createTime');
      const required = Object.entries(r.fields ?? {})
        .filter(([k, f]) => f.required && keys.includes(k))
        .map(([k]) => k);
      op.requestBody = {
        content: json({
          type: 'object',
          properties: Object.fromEntries([
            ...(apply ? [] : [['id', { type: 'string', description: 'an existing row to change; absent for a new row' }]]),
            ...keys.sort().map((k) => [k, fieldSchema(r, k)]),
          ]),
          ...(required.length ? { required: required.sort() } : {}),
        }),
      };
      data = row;
    }
  } else if (lifecycle) {
    const { body, transitions } = transitionBody(lifecycle);
    op.summary = `a transition of ${lifecycle.resource.base}`;
    if (lifecycle.resource.owner) op['x-owner'] = ownerField(lifecycle.resource.owner) ?? 'a rule of the resource (mock)';
    op['x-transitions'] = transitions;
    op.description += `\n\nA row in any other state answers 400 ${WRONG_STATE}.${typeof lifecycle.choose === 'string' ? '' : " The transition is chosen from the call's parameters."}`;
    op.requestBody = { content: json(body) };
    data = rowSchema(lifecycle.resource);
  } else if (d.wire) {
    // A hand-written call that declares its wire types (mock/_lib/access.ts `wire`).
    if (d.wire.query) params.push(...wireQuery(d.wire.query));
    if (d.wire.body)
      op.requestBody = { content: d.wire.form ? { 'application/x-www-form-urlencoded': { schema: wireRef(d.wire.body) } } : json(wireRef(d.wire.body)) };
    if (d.wire.answer) data = wireAnswer(d.wire.answer);
  }
  // A body nobody declared: any object, as JSON or multipart.
  if (!described && !lifecycle && !d.wire?.body && method !== 'GET' && method !== 'DELETE') {
    op.requestBody = {
      required: false,
      content: { 'application/json': { schema: { type: 'object' } }, 'multipart/form-data': { schema: { type: 'object' } } },
    };
  }
  if (params.length) op.parameters = params;
  op.responses = {
    '200':
      described || lifecycle || d.wire?.answer
        ? d.wire?.file
          ? { description: 'success: the file itself', content: { [d.wire.file]: { schema: data } } }
          : d.wire?.bare
            ? { description: 'success (the answer itself, not wrapped)', content: json(data) }
            : { description: 'success: code 200', content: json(envelope(data)) }
        : response('Ok'),
    ...(d.access === 'asset' ? {} : { '400': response('Refused') }),
    ...(['public', 'asset'].includes(d.access) ? {} : { '401': response('Unauthorized') }),
    ...(['real-name', 'admin'].includes(d.access) || d.access.startsWith('button:') ? { '403': response('Forbidden') } : {}),
    ...((described ?? lifecycle)?.resource.owner ? { '403': response('ForbiddenOrNotOwner') } : {}),
  };
  return op;
}

export function generateGatewayOpenApi(): string {
  rows.clear();
  wireDefs = declarableSchemas();
  const paths: Record<string, Record<string, Schema>> = {};
  const routes = [...mockRoutes()].sort(([a], [b]) =>
    a.split(' ')[1] === b.split(' ')[1] ? a.localeCompare(b) : a.split(' ')[1].localeCompare(b.split(' ')[1]),
  );
  for (const [key, { handler, file }] of routes) {
    const d = declarationOf(handler);
    if (!d) throw new Error(`${key} (${file}) declares no access`);
    if (d.access === 'dev') continue;
    const [method, apiPath] = key.split(' ');
    const oaPath = apiPath.replace(/:(\w+)/g, '{$1}');
    (paths[oaPath] ??= {})[method.toLowerCase()] = operation(method, apiPath, file, d, describedBy(handler), lifecycleCallOf(handler));
  }
  const doc = {
    openapi: '3.1.0',
    info: {
      title: 'Backbone network gateway',
      version: '1.0.0',
      description:
        'The calls the backbone console makes, generated from the mock gateway (mock/) by `npm run gateway:openapi`; do not edit by hand. ' +
        'Every path is under /api (spec 7). Every answer is the wrapper ApiResult {code, success, data, msg}; lists answer a Page. ' +
        'x-access says who may call: user (any session), real-name (a verified identity), admin, button:<code>, public (no session), asset (a file by link). ' +
        'Calls need the client credential (Authorization: Basic) and, unless public, the session token (header Auth: bearer <token>). ' +
        'Ids are strings. Text is trimmed; unknown body keys are dropped; a list refuses a query key it does not know with 400. docs/mock.md describes the rules.',
    },
    servers: [{ url: '/', description: 'the console origin: /api is proxied to the gateway (README "Pointing at a real gateway")' }],
    tags: [...new Set(Object.keys(paths).map((p) => p.split('/')[2]))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        client: { type: 'http', scheme: 'basic', description: 'the client credential CLIENT_ID:CLIENT_SECRET (default saber:saber_secret)' },
        session: { type: 'apiKey', in: 'header', name: 'Auth', description: 'bearer <access token> from POST /api/sfbn-auth/oauth/token' },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'bbn-access-token',
          description: 'the console keeps the access token in this cookie; links (<img src>) send it',
        },
      },
      schemas: {
        ...wireSchemas({ ApiResult: 'Envelope', Page: 'AnyPage' }),
        ...Object.fromEntries(Object.entries(wireDefs).sort(([a], [b]) => a.localeCompare(b))),
        ...Object.fromEntries([...rows].sort(([a], [b]) => a.localeCompare(b))),
      },
      responses: RESPONSES,
    },
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  fs.writeFileSync(GATEWAY_OPENAPI_PATH, generateGatewayOpenApi());
  console.log(`wrote ${path.relative(process.cwd(), GATEWAY_OPENAPI_PATH)}`);
  process.exit(0);
}
