/**
 * What JSON Schema cannot say about a screen: names exist in the registry, references point at
 * fields and actions that exist, calls are well formed, keys and routes are unique across files.
 * Pure, so `npm run schemas:check`, the unit tests and the generic page (which shows a failing
 * screen as an error panel naming the file and field) all use it.
 */
import {
  actionKinds,
  builtinRowActions,
  builtinToolbarActions,
  CALL_PATTERN,
  conditionFields,
  conditionNames,
  conditions,
  dictionaries,
  isText,
  menuGroups,
  optionWidgets,
  validators,
  widgets,
} from './registry';
import type { Action, Field, ScreenSchema } from './types';

export interface Problem {
  file: string;
  /** JSON pointer into the file ("" is the whole file). */
  pointer: string;
  message: string;
}

export const formatProblem = (p: Problem) => `${p.file}: ${p.pointer || '/'}: ${p.message}`;

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function checkField(f: Field, at: string, names: Set<string>, add: (pointer: string, message: string) => void) {
  const widget = f.widget ?? 'text';
  if (!widgets.includes(widget)) add(`${at}/widget`, `widget "${widget}" is not registered; use one of ${widgets.join(', ')}`);
  if (f.searchWidget && !widgets.includes(f.searchWidget)) add(`${at}/searchWidget`, `widget "${f.searchWidget}" is not registered`);
  for (const [i, v] of (Array.isArray(f.validator) ? f.validator : f.validator ? [f.validator] : []).entries()) {
    if (!validators[v])
      add(`${at}/validator${Array.isArray(f.validator) ? `/${i}` : ''}`, `validator "${v}" is not registered; use one of ${Object.keys(validators).join(', ')}`);
  }
  if (f.dict && !dictionaries[f.dict]) add(`${at}/dict`, `dictionary "${f.dict}" is not registered in src/engine/registry.ts`);
  if (optionWidgets.includes(widget) && !f.dict && !f.options && !f.optionsFrom)
    add(at, `field "${f.name}" uses widget "${widget}" but has no "dict", "options" or "optionsFrom"`);
  if ((widget === 'tree' || widget === 'treeSelect') && !f.optionsFrom)
    add(at, `field "${f.name}" uses widget "${widget}", which needs "optionsFrom"`);
  if (f.optionsFrom && !CALL_PATTERN.test(f.optionsFrom.api)) add(`${at}/optionsFrom/api`, `call "${f.optionsFrom.api}" is not "METHOD /service/path"`);
  if (f.upload?.api && !CALL_PATTERN.test(f.upload.api)) add(`${at}/upload/api`, `call "${f.upload.api}" is not "METHOD /service/path"`);
  if (f.upload && !['file', 'image', 'avatar'].includes(widget)) add(`${at}/upload`, `"upload" only applies to file, image and avatar widgets`);
  if (f.searchParams && (f.searchWidget ?? widget) !== 'dateRange') add(`${at}/searchParams`, `"searchParams" only applies to a dateRange search`);
  for (const key of ['visibleWhen', 'requiredWhen'] as const) {
    const c = f[key];
    for (const n of conditionNames(c)) if (!conditions[n]) add(`${at}/${key}`, `condition "${n}" is not registered; use one of ${Object.keys(conditions).join(', ')}`);
    for (const ref of conditionFields(c)) if (!names.has(ref)) add(`${at}/${key}`, `condition refers to field "${ref}", which this form does not have`);
  }
  if (!isText(f.label)) add(`${at}/label`, 'label must be a string or {"zh-CN", "en-US"}');
}

function checkFields(list: Field[], at: string, add: (pointer: string, message: string) => void) {
  const names = new Set<string>();
  list.forEach((f, i) => {
    if (names.has(f.name)) add(`${at}/${i}/name`, `field name "${f.name}" is used twice`);
    names.add(f.name);
  });
  list.forEach((f, i) => checkField(f, `${at}/${i}`, names, add));
}

/** Checks one parsed screen file; `file` is the name printed. */
export function crossCheck(s: ScreenSchema, file: string): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (!s || typeof s !== 'object') {
    add('', 'the file is not a JSON object');
    return problems;
  }
  if (!Array.isArray(s.fields)) {
    add('/fields', '"fields" must be a list of fields');
    return problems;
  }
  checkFields(s.fields, '/fields', add);
  const fieldNames = new Set(s.fields.map((f) => f.name));

  for (const [k, v] of Object.entries(s.api ?? {})) {
    if (typeof v !== 'string' || !CALL_PATTERN.test(v)) add(`/api/${k}`, `call "${v}" is not "METHOD /service/path" (e.g. "GET /sfbn-system/param/list")`);
  }
  const kind = s.list?.kind ?? 'table';
  if (kind !== 'none' && !s.api?.list) add('/api', 'a list screen needs "api.list"');
  if (kind === 'none' && !s.api?.submit && !s.api?.update && !s.api?.add) add('/api', 'a form screen (list.kind "none") needs "api.submit"');
  if (kind === 'tree' && !s.api?.children && !s.api?.list) add('/api', 'a tree screen needs "api.children" or a list answering trees');
  if (s.routes && !s.routes.list) add('/routes', 'every screen needs a "list" route (it is the menu entry)');
  if (s.detail?.mode === 'route' && !s.routes?.detail) add('/detail/mode', 'detail mode "route" needs "routes.detail"');
  if (s.detail?.mode === 'route' && !s.api?.detail) add('/detail/mode', 'a detail route loads the row itself: it needs "api.detail"');
  if (s.menu && !(menuGroups as readonly string[]).includes(s.menu.parent))
    add('/menu/parent', `menu group "${s.menu.parent}" does not exist; use one of ${menuGroups.join(', ')}`);

  const actions = s.actions ?? {};
  const needs: Record<string, keyof ScreenSchema['api'] | (keyof ScreenSchema['api'])[]> = {
    edit: ['submit', 'update'],
    delete: 'remove',
    bulkDelete: 'remove',
    add: ['submit', 'add'],
    addChild: ['submit', 'add'],
    export: 'export',
  };
  const checkRef = (name: string, at: string, builtins: readonly string[]) => {
    if (builtins.includes(name)) {
      const need = needs[name];
      const list = Array.isArray(need) ? need : [need];
      if (need && !list.some((n) => s.api?.[n])) add(at, `"${name}" needs "api.${list.join('" or "api.')}"`);
      return;
    }
    if (!actions[name]) add(at, `action "${name}" is neither built in (${builtins.join(', ')}) nor declared in "actions"`);
  };
  (s.list?.row ?? []).forEach((n, i) => checkRef(n, `/list/row/${i}`, builtinRowActions));
  (s.list?.toolbar ?? []).forEach((n, i) => checkRef(n, `/list/toolbar/${i}`, builtinToolbarActions));
  (s.detail?.actions ?? []).forEach((n, i) => {
    if (!actions[n]) add(`/detail/actions/${i}`, `action "${n}" is not declared in "actions"`);
  });
  if (s.list?.row?.includes('addChild') && kind !== 'tree') add('/list/row', '"addChild" only applies to tree lists');
  for (const f of s.list?.inherit ?? []) if (!fieldNames.has(f)) add('/list/inherit', `field "${f}" does not exist`);

  for (const [name, a] of Object.entries(actions) as [string, Action][]) {
    const at = `/actions/${esc(name)}`;
    if (!actionKinds.includes(a.kind)) {
      add(`${at}/kind`, `action kind "${a.kind}" is not registered; use one of ${actionKinds.join(', ')}`);
      continue;
    }
    for (const key of ['api', 'load'] as const) {
      if (a[key] !== undefined && !CALL_PATTERN.test(String(a[key]))) add(`${at}/${key}`, `call "${a[key]}" is not "METHOD /service/path"`);
    }
    if (['call', 'toggle', 'form', 'audit', 'download', 'result'].includes(a.kind) && !a.api) add(at, `a "${a.kind}" action needs "api"`);
    if (a.kind === 'toggle') {
      if (!a.field) add(at, 'a toggle needs "field"');
      if (!a.states || a.states.length !== 2) add(at, 'a toggle needs two "states"');
    }
    if (a.kind === 'link' && !a.to) add(at, 'a link needs "to"');
    if (a.kind === 'copy' && !a.copyField) add(at, 'a copy needs "copyField"');
    if (a.kind === 'form' && !a.fields?.length) add(at, 'a form action needs "fields"');
    if (a.fields) checkFields(a.fields, `${at}/fields`, add);
    for (const n of conditionNames(a.visibleWhen)) if (!conditions[n]) add(`${at}/visibleWhen`, `condition "${n}" is not registered`);
    for (const ref of conditionFields(a.visibleWhen))
      if (!fieldNames.has(ref) && ref !== 'creator' && ref !== 'id') add(`${at}/visibleWhen`, `condition refers to field "${ref}", which the screen does not have`);
  }
  for (const [k] of Object.entries(s.permissions ?? {})) {
    const known = [...builtinRowActions, ...builtinToolbarActions, 'submit', ...Object.keys(actions)];
    if (!known.includes(k)) add(`/permissions/${esc(k)}`, `"${k}" is not an action of this screen`);
  }
  return problems;
}

/** Across files: unique keys and routes. */
export function crossCheckAll(files: { file: string; json: ScreenSchema }[], reservedRoutes: string[] = []): Problem[] {
  const problems: Problem[] = [];
  const keys = new Map<string, string>();
  const routes = new Map<string, string>(reservedRoutes.map((r) => [r, 'the bespoke routes (config/routes.ts)']));
  for (const { file, json } of files) {
    if (!json || typeof json !== 'object') continue;
    if (typeof json.key === 'string') {
      const other = keys.get(json.key);
      if (other) problems.push({ file, pointer: '/key', message: `key "${json.key}" is already used by ${other}` });
      else keys.set(json.key, file);
    }
    for (const [view, path] of Object.entries(json.routes ?? {})) {
      const other = routes.get(path);
      if (other) problems.push({ file, pointer: `/routes/${esc(view)}`, message: `route "${path}" is already used by ${other}` });
      else routes.set(path, file);
    }
  }
  return problems;
}
