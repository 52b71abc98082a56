/**
 * The screen <-> mock contract (issue 21 part 3), run by `npm run schemas:check` and the
 * studio's check: for each screen, the calls it names are looked up in the mock's route table
 * (mock/index.ts mockRoutes: TypeScript service files and *.resource.json alike) and reported, with
 * file and JSON pointer:
 *   - a form field the save call's resource does not store (the mock would drop it silently),
 *   - a search filter (or fixed list parameter) the list call refuses (400 不支持的查询条件),
 *   - a list column the list call never returns,
 *   - a dictionary the mock does not have.
 * What can be known, honestly:
 *   - Calls answered by a resource descriptor (mock/_lib/resource.ts: TypeScript descriptors, crud()
 *     and JSON resources) are judged from the descriptor: the columns a save keeps and the query
 *     keys a list accepts are exactly what its generic code keeps and accepts.
 *   - Hand-written handlers are probed in-process as the administrator: each search key is sent
 *     alone ("不支持的查询条件: <key>" is a refusal; a hand-written list that ignores unknown keys
 *     cannot be told from one that filters), and the columns are read from the rows the list
 *     answers (a list with no rows, or a handler that answers only after awaiting, is not judged).
 *     What a hand-written save stores is not judged: only a real save with valid values could tell.
 * Calls nothing answers are not findings here: the development save derives a resource for a
 * screen none of whose calls are answered (studio/resourceFromScreen.ts), and the mock
 * consistency test fails on a call without a handler.
 */
import path from 'node:path';
import { listScreenFiles, resolveSchemaFile, SCHEMAS_DIR } from '../config/schemaFiles';
import { mockRoutes } from '../mock';
import { dictKeys } from '../mock/_lib/dictionaries';
import { contractOf, describedBy, NON_FILTERS } from '../mock/_lib/resource';
import type { Handler } from '../mock/_lib/http';
import { users } from '../mock/_lib/users';
import type { Problem } from '../src/engine/format/check';
import { widgetOf } from '../src/engine/format/compile';
import { widgetRegistry } from '../src/engine/format/registry';
import type { Field, ScreenSchema } from '../src/engine/format/types';

export type RouteTable = ReturnType<typeof mockRoutes>;
const CALL = /^(GET|POST|PUT|DELETE) (\/\S+)$/;

/** The mock's route answering "METHOD /service/path" exactly (express path variables :x match any segment). */
export function routeFor(call: string | undefined, routes: RouteTable): { key: string; handler: Handler; file: string } | undefined {
  const m = call ? CALL.exec(call) : null;
  if (!m) return undefined;
  const [, method, p] = m;
  const key = `${method} /api${p}`;
  const exact = routes.get(key);
  if (exact) return { key, ...exact };
  const segs = `/api${p}`.split('/');
  for (const [k, r] of routes) {
    const [km, kp] = k.split(' ');
    if (km !== method) continue;
    const ks = kp.split('/');
    if (ks.length === segs.length && ks.every((s, i) => s === segs[i] || s.startsWith(':'))) return { key: k, ...r };
  }
  return undefined;
}

/**
 * The calls a screen's call stands for: a path variable {x} naming a field with fixed options is
 * each option (one screen over several services); any other variable stands for an id.
 */
export function expand(call: string, s: ScreenSchema): string[] {
  const options = (name: string): string[] => (s.fields.find((f) => f.name === name)?.options ?? []).map((o) => String(o.value));
  return [...call.matchAll(/\{(\w+)\}/g)].reduce(
    (acc, [whole, name]) => acc.flatMap((c) => (options(name).length ? options(name) : ['1']).map((v) => c.replace(whole, v))),
    [call],
  );
}

/** Calls a handler in-process as the administrator; its answer if it answered before returning. */
export function probe(handler: Handler, query: Record<string, string>): { status: number; body: any } | undefined {
  const admin = users.rows.find((u) => u.account === 'admin');
  let answer: { status: number; body: any } | undefined;
  let status = 200;
  const res: any = {
    headersSent: false,
    status(c: number) {
      status = c;
      return res;
    },
    json(b: unknown) {
      answer = { status, body: b };
      res.headersSent = true;
      return res;
    },
    send(b: unknown) {
      return res.json(b);
    },
    setHeader: () => res,
    set: () => res,
    type: () => res,
    end: () => res,
  };
  const req: any = { method: 'GET', query, body: {}, params: {}, headers: {}, header: () => undefined, get: () => undefined, user: admin };
  try {
    const r = handler(req, res) as any;
    if (r && typeof r.then === 'function') r.then(undefined, () => undefined);
  } catch {
    return undefined;
  }
  return answer;
}

const searchParams = (f: Field): string[] => {
  const sw = f.searchWidget ?? widgetOf(f);
  return widgetRegistry[sw]?.range ? (f.searchParams ?? [`${f.name}Start`, `${f.name}End`]) : [f.name];
};
const shown = (f: Field) => widgetRegistry[widgetOf(f)]?.view !== 'none';
const plain = (name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);

/** The findings for one composed screen; pointers are into the composed screen (map them with the resolver's origin). */
export function contractProblems(s: ScreenSchema, file: string, routes: RouteTable = mockRoutes()): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (!s || !Array.isArray(s.fields)) return problems;

  // Dictionaries: a select naming a dictionary the mock does not have shows no options.
  s.fields.forEach((f, i) => {
    if (f.dict && !dictKeys(f.dict))
      add(
        `/fields/${i}/dict`,
        `dictionary "${f.dict}" does not exist in the mock (mock/sfbn-system/dict.ts): the select would offer nothing; add it there, or use "options"`,
      );
  });

  // Form fields against the save calls.
  const saves = [...new Set([s.api?.submit, s.api?.add, s.api?.update].filter((c): c is string => Boolean(c)))];
  const form = s.fields
    .map((f, i) => [f, i] as const)
    .filter(([f]) => f.inForm !== false && !f.readOnly && widgetRegistry[widgetOf(f)]?.saved !== false && plain(f.name));
  const reported = new Set<string>();
  // A field naming a path variable of the save call ({innovationService}) travels in the path: the call is its store.
  const inPath = new Set(saves.flatMap((c) => [...c.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
  for (const call of saves.flatMap((c) => expand(c, s))) {
    const r = routeFor(call, routes);
    const d = r && describedBy(r.handler);
    if (!r || !d) continue;
    const stores = d.call === d.resource.apply?.path ? new Set(Object.keys(d.resource.fields ?? {})) : contractOf(d.resource).stores;
    for (const [f, i] of form)
      if (!stores.has(f.name) && !inPath.has(f.name) && !reported.has(`${i}|${call}`)) {
        reported.add(`${i}|${call}`);
        add(`/fields/${i}`, `form field "${f.name}" is not stored by ${call} (${r.file}): the mock drops it on save; declare it in the resource's fields`);
      }
  }

  // Lists: the main list and each view's.
  const lists: { call: string; at: string; columns?: string[]; params: Record<string, unknown> }[] = [];
  if (s.api?.list && s.list?.kind !== 'none') for (const call of expand(s.api.list, s)) lists.push({ call, at: '/api/list', params: s.list?.params ?? {} });
  for (const [name, v] of Object.entries(s.views ?? {}))
    for (const call of expand(v.api, s))
      lists.push({ call, at: `/views/${name}`, columns: v.columns, params: { ...(s.list?.params ?? {}), ...(v.params ?? {}) } });
  const seen = new Set<string>();
  for (const l of lists) {
    const r = routeFor(l.call, routes);
    if (!r) continue;
    const d = describedBy(r.handler);
    const contract = d ? contractOf(d.resource) : undefined;
    const refuses = (key: string): string | undefined => {
      if (NON_FILTERS.has(key)) return undefined;
      if (contract) return contract.filters.has(key) ? undefined : `不支持的查询条件: ${key}`;
      const a = probe(r.handler, { [key]: '1' });
      return a && a.status === 400 && a.body?.msg === `不支持的查询条件: ${key}` ? a.body.msg : undefined;
    };
    const once = (pointer: string, message: string) => {
      if (!seen.has(`${pointer}|${message}`)) add(pointer, message);
      seen.add(`${pointer}|${message}`);
    };
    s.fields.forEach((f, i) => {
      if (!f.search) return;
      for (const q of searchParams(f)) {
        const why = refuses(q);
        if (why) once(`/fields/${i}/search`, `search filter "${q}" is refused by ${l.call} (${r.file}): ${why}`);
      }
    });
    for (const k of Object.keys(l.params)) {
      const why = refuses(k);
      if (why) once(l.at === '/api/list' ? `/list/params/${k}` : `${l.at}/params/${k}`, `list parameter "${k}" is refused by ${l.call} (${r.file}): ${why}`);
    }
    // Columns: the rows the list answers (with the fixed parameters a screen sends).
    if (s.list?.kind === 'tree') continue;
    const query: Record<string, string> = { current: '1', size: '200' };
    for (const [k, v] of Object.entries(l.params)) if (typeof v !== 'string' || !v.startsWith('$')) query[k] = String(v);
    const a = CALL.exec(l.call)![1] === 'GET' ? probe(r.handler, query) : undefined;
    const data = a?.status === 200 ? a.body?.data : undefined;
    const rows: any[] = Array.isArray(data) ? data : Array.isArray(data?.records) ? data.records : [];
    const keys = new Set(rows.flatMap((row) => (row && typeof row === 'object' ? Object.keys(row) : [])));
    if (d && !d.resource.view) contract!.columns.forEach((c) => keys.add(c));
    if (!keys.size) continue;
    s.fields.forEach((f, i) => {
      if (f.inList === false || !shown(f) || !plain(f.name) || (l.columns && !l.columns.includes(f.name))) return;
      if (!keys.has(f.name)) once(`/fields/${i}`, `column "${f.name}" is never in the rows ${l.call} answers (${r.file})`);
    });
  }
  return problems;
}

/** The findings of one screen file on disk (or of `text` as that file), at the file and pointer where each field was written. */
export function fileContractProblems(abs: string, root: string, routes: RouteTable, read?: (f: string) => string): Problem[] {
  const name = (f: string) => path.relative(path.resolve(root, '..'), f).replace(/\\/g, '/');
  const r = resolveSchemaFile(abs, root, read);
  if (r.problems.length || !r.json) return [];
  return contractProblems(r.json as ScreenSchema, name(abs), routes).map((p) => {
    const o = r.origin(p.pointer);
    return { ...p, file: name(o.file), pointer: o.pointer };
  });
}

/** Every screen file's findings (a base or fragment shared by several screens is reported once per message). */
export function checkContracts(root = SCHEMAS_DIR): Problem[] {
  const routes = mockRoutes();
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const abs of listScreenFiles(root))
    for (const p of fileContractProblems(abs, root, routes)) {
      const k = `${p.file}|${p.pointer}|${p.message}`;
      if (!seen.has(k)) out.push(p);
      seen.add(k);
    }
  return out;
}
