/**
 * The development save's second half (studio/screenSave.ts): a screen whose calls nothing in
 * the mock answers gets a JSON mock resource derived from it (docs/mock.md, "No resource at all"),
 * written under mock/ next to the mock's own files, so the running mock answers the screen at once.
 * The dev tool writes both sides; the mock never reads schemas/.
 *
 * What is derived: the base path and the call paths (list, detail, submit / add / update, remove);
 * every field of the screen as a column with the form's rules (required with the form's message,
 * maximum length, fixed options, dictionary, named validators, number range); a filter for each
 * date-range search (gte / lte) and each multiple-choice search (in); who may call it from the
 * menu roles (administrators only, or every verified user). The seed rows of an earlier derived
 * file are kept. Not derived: views (tabs), actions, trees and lifecycles: those need a
 * TypeScript descriptor (docs/mock.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResourceField, ResourceFile, ResourceFilter } from '../mock/_lib/resourceFile';
import { requiredMessage, widgetOf } from '../src/engine/format/compile';
import { widgetRegistry } from '../src/engine/format/registry';
import { text } from '../src/engine/format/runtime';
import type { ScreenSchema } from '../src/engine/format/types';
import { routeFor, type RouteTable } from './contractCheck';

const CALL = /^(GET|POST|PUT|DELETE) (\/[A-Za-z0-9_\-./]+)$/;
const plain = (name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);

/** The calls of a screen a derived resource answers, by standard call name. */
function callsOf(s: ScreenSchema): [keyof NonNullable<ResourceFile['calls']>, string, 'GET' | 'POST'][] {
  const a = s.api ?? {};
  const out: [keyof NonNullable<ResourceFile['calls']>, string, 'GET' | 'POST'][] = [];
  if (a.list) out.push(['page', a.list, 'GET']);
  if (a.detail) out.push(['detail', a.detail, 'GET']);
  if (a.submit) out.push(['submit', a.submit, 'POST']);
  if (a.add) out.push(['add', a.add, 'POST']);
  if (a.update) out.push(['update', a.update, 'POST']);
  if (a.remove) out.push(['remove', a.remove, 'POST']);
  return out;
}

/**
 * Whether the save derives a resource for this screen: none of its calls is answered, or every
 * answered one is answered by a resource derived from this very screen file (it is derived again).
 */
export function shouldDerive(s: ScreenSchema, screenFile: string, routes: RouteTable, readResource: (file: string) => ResourceFile | undefined): boolean {
  const calls = callsOf(s);
  // A screen on development endpoints (the studio's change requests) is answered by the dev server, never by a derived resource.
  if (!calls.length || s.list?.kind === 'tree' || calls.some(([, c]) => c.includes(' /__dev/'))) return false;
  const answered = calls.map(([, c]) => routeFor(c, routes)).filter((r): r is NonNullable<typeof r> => Boolean(r));
  return answered.every((r) => r.file.endsWith('.resource.json') && readResource(r.file)?.derivedFrom === screenFile);
}

/** The resource file derived from a screen: its path relative to mock/ and its content, or why it cannot be. */
export function deriveResource(s: ScreenSchema, screenFile: string, previous?: ResourceFile): { file: string; json: ResourceFile } | { error: string } {
  const calls = callsOf(s);
  const parsed: [keyof NonNullable<ResourceFile['calls']>, string][] = [];
  for (const [name, call, method] of calls) {
    const m = CALL.exec(call);
    if (!m) return { error: `${call}: a derived mock resource cannot answer a path with variables` };
    if (m[1] !== method) return { error: `${call}: a derived mock resource answers ${name} with ${method}` };
    parsed.push([name, `/api${m[2]}`]);
  }
  if (!parsed.length) return { error: 'the screen names no call a mock resource answers' };
  // The base: the folder every call shares.
  const dirs = parsed.map(([, p]) => p.split('/').slice(0, -1));
  const common: string[] = [];
  for (let i = 0; dirs.every((d) => i < d.length && d[i] === dirs[0][i]); i += 1) common.push(dirs[0][i]);
  if (common.length < 3) return { error: 'the calls share no service folder (e.g. /sfbn-system/holiday/...)' };
  const base = common.join('/');
  const rel = (p: string) => p.slice(base.length + 1);
  const callPaths: NonNullable<ResourceFile['calls']> = { list: false, page: false, detail: false, submit: false, remove: false };
  for (const [name, p] of parsed) callPaths[name] = rel(p);

  const fields: Record<string, ResourceField> = {};
  const filters: Record<string, ResourceFilter> = {};
  for (const f of s.fields) {
    // What the column is follows from the widget's module (src/engine/format/names/widgets).
    const m = widgetRegistry[widgetOf(f)];
    if (!plain(f.name) || m?.saved === false) continue;
    const label = text(f.label, 'zh-CN');
    const field: ResourceField = { label };
    if (m?.column) field.type = m.column;
    if (m?.ownOptions) field.enum = m.ownOptions.map((o) => o.value);
    const inForm = f.inForm !== false && !f.readOnly;
    if (inForm && f.required && !f.visibleWhen && !f.requiredWhen) field.required = requiredMessage(f, 'zh-CN');
    if (m?.maxLength) field.max = Math.min(f.maxLength ?? m.maxLength, m.maxLength);
    else if (f.maxLength) field.max = f.maxLength;
    // Fixed options of a one-value choice (select, radio) are the values the column takes.
    if (f.options && m?.options === 'any' && m.value !== 'array') field.enum = f.options.map((o) => (typeof o.value === 'boolean' ? Number(o.value) : o.value));
    if (f.dict) field.dict = f.dict;
    if (f.validator) field.validator = f.validator;
    if (m?.value === 'number' && typeof f.min === 'number' && typeof f.max === 'number') field.range = [f.min, f.max];
    fields[f.name] = field;
    if (f.search) {
      const sm = widgetRegistry[f.searchWidget ?? widgetOf(f)];
      if (sm?.range) {
        const [from, to] = f.searchParams ?? [`${f.name}Start`, `${f.name}End`];
        filters[from] = { field: f.name, op: 'gte' };
        filters[to] = { field: f.name, op: 'lte' };
      } else if (sm?.value === 'array') filters[f.name] = { field: f.name, op: 'in' };
    }
  }
  const roles = s.menu?.roles ?? ['administrator'];
  const need = roles.some((r) => r !== 'administrator') ? 'real-name' : 'admin';
  const json: ResourceFile = {
    $schema: '../resource.schema.json',
    derivedFrom: screenFile,
    base,
    table: s.key,
    calls: callPaths,
    access: { read: need, write: need },
    fields,
    ...(Object.keys(filters).length ? { filters } : {}),
    seed: previous?.seed ?? [],
  };
  const service = common[2];
  return { file: `${service}/${s.key}.resource.json`, json };
}

/** Reads a resource file named as the mock's route table names it, relative to the project (undefined when absent or unreadable). */
export function readResourceFile(file: string): ResourceFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', file), 'utf8'));
  } catch {
    return undefined;
  }
}
