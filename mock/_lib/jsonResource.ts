/**
 * JSON mock resources: a mock/<service>/<name>.resource.json file (format: resourceFile.ts, JSON
 * Schema mock/resource.schema.json, docs/mock.md) turned into a resource descriptor and answered by
 * the generic code of resource.ts, exactly as a TypeScript descriptor is. The tables live as long
 * as the process: a changed file (mock/index.ts reloads it without a restart) keeps its table's
 * rows and answers with the new fields, rules and filters at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isNeed, type Need } from './access';
import { ADMIN_BID } from './rows';
import type { Routes } from './http';
import { matches, resource, type CallName, type Field, type Resource } from './resource';
import type { ResourceField, ResourceFile, ResourceFilter } from './resourceFile';
import { ruleError, ruleNames } from './rules';
import { Table, seedTime, type Row } from './store';
import { dictKeys } from './dictionaries';

export const RESOURCE_SUFFIX = '.resource.json';

/** Tables of the JSON resources by name: a reloaded file keeps its rows. */
const tables = new Map<string, Table>();

/**
 * The table of a JSON resource by its name, for a hand-written call beside it that needs code over
 * the rows (a computation, a projection). Read when the call is made: the files load after the
 * TypeScript service files.
 */
export function resourceTable(name: string): Table {
  const table = tables.get(name);
  if (!table) throw new Error(`mock: no JSON resource has the table "${name}"`);
  return table;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function fieldOf(name: string, f: ResourceField, problem: (m: string) => never): Field {
  const label = f.label ?? name;
  const type = f.type ?? 'text';
  if (!['text', 'number', 'int', 'date', 'datetime', 'any'].includes(type))
    problem(`field "${name}": type "${type}" is not text, number, int, date, datetime or any`);
  const validators = f.validator === undefined ? [] : Array.isArray(f.validator) ? f.validator : [f.validator];
  for (const v of validators) if (!ruleNames().includes(v)) problem(`field "${name}": validator "${v}" is not one of ${ruleNames().join(', ')}`);
  let pattern: [RegExp, string] | undefined;
  if (f.pattern) {
    try {
      pattern = [new RegExp(f.pattern[0]), f.pattern[1]];
    } catch (e: any) {
      problem(`field "${name}": pattern is not a regular expression (${e.message})`);
    }
  }
  if (type === 'date') pattern = [DATE, `${label}格式不正确`];
  if (type === 'datetime') pattern = [DATETIME, `${label}格式不正确`];
  const dict = f.dict;
  const check =
    validators.length || dict
      ? (v: string | number): string | undefined => {
          for (const n of validators) {
            const m = ruleError(n, v);
            if (m) return m;
          }
          if (dict) {
            const keys = dictKeys(dict);
            if (!keys) return `字典不存在: ${dict}`;
            if (
              !String(v)
                .split(',')
                .every((k) => keys.includes(k.trim()))
            )
              return `${label}取值不正确`;
          }
          return undefined;
        }
      : undefined;
  return {
    label,
    type: type === 'date' || type === 'datetime' ? 'text' : type,
    ...(f.enum ? { enum: f.enum } : {}),
    ...(f.required ? { required: f.required } : {}),
    ...(f.max ? { max: f.max } : {}),
    ...(pattern ? { pattern } : {}),
    ...(f.range ? { range: f.range } : {}),
    ...(check ? { check } : {}),
  };
}

const numeric = (s: string) => /^-?\d+(\.\d+)?$/.test(s);
const filterOf = (f: ResourceFilter) => (row: Row, value: string) => matches(row[f.field], value, f.op);

/**
 * The descriptor of a parsed resource file; `file` names it in errors. `own`: a resource served in
 * one sandbox only (sandbox.ts), on a table of its own that no other request reaches (its rows
 * kept in `own.table` when the resource is served again).
 */
export function descriptorOf(json: ResourceFile, file: string, own?: { table?: Table }): Resource {
  const problem = (m: string): never => {
    throw new Error(`${file}: ${m}`);
  };
  if (!json || typeof json !== 'object') problem('not a JSON object');
  if (typeof json.base !== 'string' || !/^\/api(\/[A-Za-z0-9_\-.]+)*$/.test(json.base))
    problem('"base" must be a gateway path such as "/api/sfbn-system/holiday"');
  if (!json.fields || typeof json.fields !== 'object') problem('"fields" must map field names to their rules');
  const fields: Record<string, Field> = {};
  for (const [name, f] of Object.entries(json.fields)) fields[name] = fieldOf(name, f ?? {}, problem);
  const filters: Resource['filters'] = {};
  for (const [q, f] of Object.entries(json.filters ?? {})) {
    if (!json.fields[f.field]) problem(`filter "${q}": field "${f.field}" is not a field of the resource`);
    filters[q] = filterOf(f);
  }
  const name = json.table ?? path.basename(file).replace(/\.resource\.json$/, '');
  const seed = (json.seed ?? []).map((row, i) => ({
    ...Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.type === 'number' || f.type === 'int' ? null : ''])),
    creator: ADMIN_BID(),
    createTime: seedTime(i),
    ...row,
    id: row.id === undefined || row.id === null ? String(i + 1) : String(row.id),
  })) as Row[];
  let table = own ? own.table : tables.get(name);
  if (!table) {
    table = new Table(name, seed, own ? { transient: true } : {});
    if (!own) tables.set(name, table);
  } else {
    // A field added to the file: the rows already there get it empty, as a new row would.
    for (const row of table.rows)
      for (const [k, f] of Object.entries(fields)) if (!(k in row)) (row as Row)[k] = f.type === 'number' || f.type === 'int' ? null : '';
  }
  const sort = json.sort;
  if (sort && !json.fields[sort.field] && !['createTime', 'id'].includes(sort.field)) problem(`sort: field "${sort.field}" is not a field of the resource`);
  // Who may call it is declared, never assumed (docs/mock.md "Who may call a route").
  if (!json.access || typeof json.access !== 'object') problem('"access" must say who may call it, e.g. {"read": "real-name", "write": "admin"}');
  for (const [call, need] of Object.entries(json.access))
    if (!isNeed(need)) problem(`access "${call}": "${need}" is not user, real-name, admin or button:<code>`);
  const access = json.access as Record<string, Need>;
  return {
    table,
    base: json.base,
    calls: json.calls as Partial<Record<CallName, string | false>> | undefined,
    fields,
    filters,
    access,
    ...(json.ownRows ? { owner: 'creator' } : {}),
    ...(json.unique ? { unique: json.unique } : {}),
    // A new row has every declared column ('' for text, null for numbers), so lists show them all.
    defaults: () => Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.type === 'number' || f.type === 'int' ? null : ''])) as any,
    ...(sort
      ? {
          sort: (a: Row, b: Row) => {
            const [x, y] = [a[sort.field], b[sort.field]];
            const c = numeric(String(x)) && numeric(String(y)) ? Number(x) - Number(y) : String(x ?? '').localeCompare(String(y ?? ''));
            return sort.order === 'desc' ? -c : c;
          },
        }
      : {}),
  };
}

/** The routes of one resource file (its text already read). */
export function routesOfResourceText(text: string, file: string): Routes {
  let json: ResourceFile;
  try {
    json = JSON.parse(text);
  } catch (e: any) {
    throw new Error(`${file}: not valid JSON (${e.message})`, { cause: e });
  }
  const descriptor = descriptorOf(json, file);
  try {
    return resource(descriptor);
  } catch (e: any) {
    throw new Error(`${file}: ${e.message}`, { cause: e });
  }
}

/**
 * The routes of a resource served in one sandbox only (a new screen's derived resource in the
 * studio's preview before its first publish): its own table, `kept` from a previous serving.
 */
export function sandboxResource(json: ResourceFile, file: string, kept?: Table): { routes: Routes; table: Table } {
  const descriptor = descriptorOf(json, file, { table: kept });
  return { routes: resource(descriptor), table: descriptor.table as Table };
}

/** Every *.resource.json under a folder (names starting with "_" or "." are left out), sorted. */
export function resourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('_') && !e.name.startsWith('.') && e.name !== 'node_modules')
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return resourceFiles(p);
      return e.name.endsWith(RESOURCE_SUFFIX) ? [p] : [];
    })
    .sort();
}
