/**
 * What JSON Schema cannot say about a screen: names exist in the registry, references point at
 * fields and actions that exist, calls are well formed, keys and routes are unique across files.
 * Pure, so `npm run schemas:check`, the unit tests and the generic page (which shows a failing
 * screen as an error panel naming the file and field) all use it.
 */
import {
  actionKindRegistry,
  actionKinds,
  builtinActionRegistry,
  builtinRowActions,
  builtinToolbarActions,
  CALL_PATTERN,
  conditionFields,
  conditionNames,
  conditions,
  DICT_CODE,
  isText,
  menuIcons,
  menuGroups,
  optionWidgets,
  validators,
  widgetRegistry,
  widgets,
  type WidgetEntry,
} from './registry';
import { listed } from './compile';
import { formDependencies } from './runtime';
import type { Action, Field, ScreenSchema } from './types';

export interface Problem {
  file: string;
  /** JSON pointer into the file ("" is the whole file). */
  pointer: string;
  message: string;
}

export const formatProblem = (p: Problem) => `${p.file}: ${p.pointer || '/'}: ${p.message}`;

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The widgets whose module has a property, named in a message: "the smsCode widget", "file, image and avatar widgets". */
function widgetsWhere(has: (m: WidgetEntry) => unknown): string {
  const names = widgets.filter((w) => has(widgetRegistry[w]));
  return names.length === 1 ? `the ${names[0]} widget` : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} widgets`;
}

function checkField(f: Field, at: string, names: Set<string>, add: (pointer: string, message: string) => void) {
  const widget = f.widget ?? 'text';
  if (!widgets.includes(widget)) add(`${at}/widget`, `widget "${widget}" is not registered; use one of ${widgets.join(', ')}`);
  if (f.searchWidget && !widgets.includes(f.searchWidget)) add(`${at}/searchWidget`, `widget "${f.searchWidget}" is not registered`);
  for (const [i, v] of (Array.isArray(f.validator) ? f.validator : f.validator ? [f.validator] : []).entries()) {
    if (!validators[v])
      add(
        `${at}/validator${Array.isArray(f.validator) ? `/${i}` : ''}`,
        `validator "${v}" is not registered; use one of ${Object.keys(validators).join(', ')}`,
      );
  }
  // Dictionaries live on the server (an administrator may add one at run time): only the form of the code is checked.
  if (f.dict && !DICT_CODE.test(f.dict)) add(`${at}/dict`, `dictionary code "${f.dict}" is not well formed (lowercase letters, digits and _)`);
  if (optionWidgets.includes(widget) && !f.dict && !f.options && !f.optionsFrom)
    add(at, `field "${f.name}" uses widget "${widget}" but has no "dict", "options" or "optionsFrom"`);
  if ((widgetRegistry[widget]?.options === 'endpoint' || widgetRegistry[widget]?.options === 'form') && !f.optionsFrom)
    add(at, `field "${f.name}" uses widget "${widget}", which needs "optionsFrom"`);
  if (f.optionsFrom && !CALL_PATTERN.test(f.optionsFrom.api)) add(`${at}/optionsFrom/api`, `call "${f.optionsFrom.api}" is not "METHOD /service/path"`);
  // Options that depend on another field of the form ("$form.<field>" parameters).
  for (const dep of formDependencies(f.optionsFrom))
    if (!names.has(dep) || dep === f.name) add(`${at}/optionsFrom/params`, `"$form.${dep}" must name another field of this form`);
  if (f.upload?.api && !CALL_PATTERN.test(f.upload.api)) add(`${at}/upload/api`, `call "${f.upload.api}" is not "METHOD /service/path"`);
  if (f.upload && !widgetRegistry[widget]?.upload) add(`${at}/upload`, `"upload" only applies to ${widgetsWhere((m) => m.upload)}`);
  // The widget's own rule (its module's check).
  widgetRegistry[widget]?.check?.(f, (pointer, message) => add(`${at}${pointer}`, message));
  if (f.sms && !widgetRegistry[widget]?.sms) add(`${at}/sms`, `"sms" only applies to ${widgetsWhere((m) => m.sms)}`);
  for (const k of ['send', 'check'] as const)
    if (f.sms?.[k] && !CALL_PATTERN.test(f.sms[k])) add(`${at}/sms/${k}`, `call "${f.sms[k]}" is not "METHOD /service/path"`);
  if (f.searchParams && !widgetRegistry[f.searchWidget ?? widget]?.range)
    add(`${at}/searchParams`, `"searchParams" only applies to a ${widgets.filter((w) => widgetRegistry[w].range).join(' or ')} search`);
  for (const key of ['visibleWhen', 'requiredWhen'] as const) {
    const c = f[key];
    for (const n of conditionNames(c))
      if (!conditions[n]) add(`${at}/${key}`, `field "${f.name}": condition "${n}" is not registered; use one of ${Object.keys(conditions).join(', ')}`);
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
  // Only an action's dialog sends a field encrypted (the add / edit form would send it in clear).
  s.fields.forEach((f, i) => {
    if (f?.encrypt) add(`/fields/${i}/encrypt`, '"encrypt" applies to a field of an action\'s dialog (actions.<name>.fields), not to a screen field');
  });
  const fieldNames = new Set(s.fields.map((f) => f.name));

  for (const [k, v] of Object.entries(s.api ?? {})) {
    if (typeof v !== 'string' || !CALL_PATTERN.test(v)) add(`/api/${k}`, `call "${v}" is not "METHOD /service/path" (e.g. "GET /sfbn-system/param/list")`);
  }
  const kind = s.list?.kind ?? 'table';
  // A screen without a list route shows only its detail routes (e.g. the user's own application).
  const hasList = !s.routes || Boolean(s.routes.list);
  if (hasList && kind !== 'none' && !s.api?.list) add('/api', 'a list screen needs "api.list"');
  if (hasList && kind === 'none' && !s.api?.submit && !s.api?.update && !s.api?.add && !s.form?.next)
    add('/api', 'a form screen (list.kind "none") needs "api.submit" (or "form.next" for a form that only chooses where to go)');
  if (!hasList && !s.api?.detail) add('/api', 'a screen without a list route shows details: it needs "api.detail"');
  if (kind === 'tree' && !s.api?.children && !s.api?.list) add('/api', 'a tree screen needs "api.children" or a list answering trees');
  if (s.routes && !s.routes.list && s.menu) add('/routes', 'a screen in the menu needs a "list" route (it is the menu entry)');
  if (s.routes && !s.routes.list && !Object.keys(s.routes).some((r) => r.startsWith('detail')))
    add('/routes', 'a screen needs a "list" route or detail routes');
  if (s.detail?.mode === 'route' && !s.routes?.detail) add('/detail/mode', 'detail mode "route" needs "routes.detail"');
  // Form pages (routes.add / routes.edit) are a list screen's add and edit forms.
  if ((s.routes?.add || s.routes?.edit) && s.list?.kind === 'none') add('/routes', 'a form screen has no add or edit page (its list route is the form)');
  if (s.routes?.add && !(s.api?.add ?? s.api?.submit)) add('/routes/add', 'an add page needs "api.add" or "api.submit"');
  if (s.routes?.edit && !(s.api?.update ?? s.api?.submit)) add('/routes/edit', 'an edit page needs "api.update" or "api.submit"');
  if (s.routes?.edit && !s.api?.detail) add('/routes/edit', 'an edit page needs "api.detail" (it loads the row of ?id=)');
  if (s.detail?.mode === 'route' && !s.api?.detail) add('/detail/mode', 'a detail route loads the row itself: it needs "api.detail"');
  if (s.menu && !(menuGroups as readonly string[]).includes(s.menu.parent))
    add('/menu/parent', `menu group "${s.menu.parent}" does not exist; use one of ${menuGroups.join(', ')}`);
  if (s.menu?.icon && !(menuIcons as readonly string[]).includes(s.menu.icon))
    add('/menu/icon', `icon "${s.menu.icon}" is not registered; use one of ${menuIcons.join(', ')}`);

  const actions = s.actions ?? {};
  // A built-in action asks for the calls its module needs; any other name is one of the screen's actions.
  const checkRef = (name: string, at: string, builtins: readonly string[]) => {
    if (builtins.includes(name)) {
      const needs = builtinActionRegistry[name].needs;
      if (needs && !needs.some((n) => s.api?.[n])) add(at, `"${name}" needs "api.${needs.join('" or "api.')}"`);
      return;
    }
    if (!actions[name]) add(at, `action "${name}" is neither built in (${builtins.join(', ')}) nor declared in "actions"`);
  };
  (s.list?.row ?? []).forEach((n, i) => checkRef(n, `/list/row/${i}`, builtinRowActions));
  (s.list?.toolbar ?? []).forEach((n, i) => checkRef(n, `/list/toolbar/${i}`, builtinToolbarActions));

  // Views (tabs): each is a route of the screen, with its own buttons, columns and detail route.
  for (const [name, v] of Object.entries(s.views ?? {})) {
    const at = `/views/${esc(name)}`;
    if (!s.routes?.[name]) add(at, `view "${name}" needs a route of the same name in "routes"`);
    if (name.startsWith('detail')) add(at, `a view name may not start with "detail" (those are detail routes)`);
    for (const key of ['api', 'detail'] as const)
      if (v[key] !== undefined && !CALL_PATTERN.test(String(v[key]))) add(`${at}/${key}`, `call "${v[key]}" is not "METHOD /service/path"`);
    (v.row ?? []).forEach((n, i) => checkRef(n, `${at}/row/${i}`, builtinRowActions));
    (v.toolbar ?? []).forEach((n, i) => checkRef(n, `${at}/toolbar/${i}`, builtinToolbarActions));
    (v.columns ?? []).forEach((n, i) => {
      if (!fieldNames.has(n)) add(`${at}/columns/${i}`, `field "${n}" does not exist`);
    });
    if (v.detailRoute !== undefined && (!s.routes?.[v.detailRoute] || !v.detailRoute.startsWith('detail')))
      add(`${at}/detailRoute`, `"${v.detailRoute}" is not a detail route of this screen (a key of "routes" starting with "detail")`);
  }

  // Lifecycle: the status field, its states, and transitions named after actions.
  const lc = s.lifecycle;
  if (lc) {
    if (!fieldNames.has(lc.field)) add('/lifecycle/field', `field "${lc.field}" does not exist`);
    const values = new Set((lc.states ?? []).map((st) => String(st.value)));
    (lc.states ?? []).forEach((st, i) => {
      if (!isText(st.label)) add(`/lifecycle/states/${i}/label`, 'label must be a string or {"zh-CN", "en-US"}');
    });
    for (const [name, tr] of Object.entries(lc.transitions ?? {})) {
      const at = `/lifecycle/transitions/${esc(name)}`;
      if (!actions[name] && !(builtinRowActions as readonly string[]).includes(name)) add(at, `transition "${name}" is not an action of this screen`);
      (tr.from ?? []).forEach((v, i) => {
        if (!values.has(String(v))) add(`${at}/from/${i}`, `${JSON.stringify(v)} is not a state of the lifecycle`);
      });
      (Array.isArray(tr.to) ? tr.to : [tr.to]).forEach((v, i) => {
        if (!values.has(String(v))) add(`${at}/to${Array.isArray(tr.to) ? `/${i}` : ''}`, `${JSON.stringify(v)} is not a state of the lifecycle`);
      });
    }
  }

  // Detail sections and form steps name fields of the screen.
  (s.detail?.sections ?? []).forEach((sec, i) => {
    const detailNames = new Set(s.fields.filter((f) => f.inDetail !== false).map((f) => f.name));
    (sec.fields ?? []).forEach((n, j) => {
      if (!detailNames.has(n)) add(`/detail/sections/${i}/fields/${j}`, `field "${n}" does not exist or is not shown in details`);
    });
    if (sec.history !== undefined && !fieldNames.has(sec.history)) add(`/detail/sections/${i}/history`, `field "${sec.history}" does not exist`);
    if (sec.table && !CALL_PATTERN.test(sec.table.api)) add(`/detail/sections/${i}/table/api`, `call "${sec.table.api}" is not "METHOD /service/path"`);
  });
  const steps = s.form?.steps;
  if (steps) {
    if (kind !== 'none') add('/form/steps', 'steps apply to form screens (list.kind "none")');
    const formNames = new Set(s.fields.filter((f) => f.inForm !== false && !f.readOnly).map((f) => f.name));
    const placed = new Set<string>();
    steps.forEach((st, i) => {
      st.fields.forEach((n, j) => {
        if (!formNames.has(n)) add(`/form/steps/${i}/fields/${j}`, `field "${n}" is not a form field of this screen`);
        placed.add(n);
      });
      for (const n of conditionFields(st.visibleWhen))
        if (!fieldNames.has(n)) add(`/form/steps/${i}/visibleWhen`, `condition refers to field "${n}", which this form does not have`);
      if (st.route !== undefined && (!s.routes?.[st.route] || st.route === 'list' || st.route.startsWith('detail')))
        add(`/form/steps/${i}/route`, `"${st.route}" is not a route of this screen (a key of "routes" other than list and detail routes)`);
      if (st.route !== undefined && steps.some((o, k) => k !== i && o.route === st.route))
        add(`/form/steps/${i}/route`, `route "${st.route}" opens another step too`);
      for (const k of ['load', 'save'] as const) {
        const c = st[k];
        if (c !== undefined && !CALL_PATTERN.test(c)) add(`/form/steps/${i}/${k}`, `call "${c}" is not "METHOD /service/path"`);
        if (c !== undefined && st.route === undefined)
          add(`/form/steps/${i}/${k}`, `"${k}" needs the step's "route" (it is used when the route re-enters a saved row)`);
      }
      if (st.route !== undefined && !st.save) add(`/form/steps/${i}/save`, 'a step with a route needs "save", the call that saves it alone');
      for (const k of ['draft', 'prefill'] as const) {
        const c = st[k];
        if (c !== undefined && !CALL_PATTERN.test(c)) add(`/form/steps/${i}/${k}`, `call "${c}" is not "METHOD /service/path"`);
      }
      if (st.draft !== undefined && !s.form?.draft) add(`/form/steps/${i}/draft`, 'a step\'s "draft" needs "form.draft", the call that finds the draft again');
    });
    for (const k of ['load', 'remove'] as const) {
      const c = s.form?.draft?.[k];
      if (c !== undefined && !CALL_PATTERN.test(c)) add(`/form/draft/${k}`, `call "${c}" is not "METHOD /service/path"`);
    }
    for (const [i, f] of s.fields.entries()) if (f.sms && !fieldNames.has(f.sms.phone)) add(`/fields/${i}/sms/phone`, `field "${f.sms.phone}" does not exist`);
    s.fields.forEach((f, i) => {
      if (formNames.has(f.name) && !widgetRegistry[f.widget ?? 'text']?.bare && !placed.has(f.name))
        add(`/fields/${i}`, `form field "${f.name}" is in no step of "form.steps"`);
    });
  }
  (s.formEncoded ?? []).forEach((n, i) => {
    if (n === 'steps' ? !s.form?.steps?.some((st) => st.save) : !s.api?.[n])
      add(`/formEncoded/${i}`, n === 'steps' ? 'no step of this screen has its own "save"' : `the screen has no "api.${n}"`);
  });
  (s.form?.loadWhen ?? []).forEach((l, i) => {
    if (!CALL_PATTERN.test(l.api)) add(`/form/loadWhen/${i}/api`, `call "${l.api}" is not "METHOD /service/path"`);
  });
  (s.detail?.actions ?? []).forEach((n, i) => {
    if (!actions[n]) add(`/detail/actions/${i}`, `action "${n}" is not declared in "actions"`);
  });
  // A built-in action's own rule for the list that names it (addChild: tree lists only).
  for (const which of ['row', 'toolbar'] as const) {
    const builtins = which === 'row' ? builtinRowActions : builtinToolbarActions;
    for (const n of new Set(s.list?.[which] ?? []))
      if (builtins.includes(n)) builtinActionRegistry[n].check?.(s, (pointer, message) => add(`/list/${which}${pointer}`, message));
  }
  for (const f of s.list?.inherit ?? []) if (!fieldNames.has(f)) add('/list/inherit', `field "${f}" does not exist`);
  (s.list?.hiddenColumns ?? []).forEach((n, i) => {
    const f = s.fields?.find((x) => x.name === n);
    if (!f) add(`/list/hiddenColumns/${i}`, `field "${n}" does not exist`);
    else if (!listed(f)) add(`/list/hiddenColumns/${i}`, `field "${n}" is not a column of the list`);
  });

  for (const [name, a] of Object.entries(actions) as [string, Action][]) {
    const at = `/actions/${esc(name)}`;
    if (!actionKinds.includes(a.kind)) {
      add(`${at}/kind`, `action kind "${a.kind}" is not registered; use one of ${actionKinds.join(', ')}`);
      continue;
    }
    for (const key of ['api', 'load'] as const) {
      if (a[key] !== undefined && !CALL_PATTERN.test(String(a[key]))) add(`${at}/${key}`, `call "${a[key]}" is not "METHOD /service/path"`);
    }
    // The kind's own rule (its module's check).
    actionKindRegistry[a.kind].check?.(a, (pointer, message) => add(`${at}${pointer}`, message));
    if (a.show && !actionKindRegistry[a.kind]?.show)
      add(`${at}/show`, `"show" applies to ${actionKinds.filter((k) => actionKindRegistry[k].show).join(' and ')} actions`);
    (a.show ?? []).forEach((n, j) => {
      if (!fieldNames.has(n)) add(`${at}/show/${j}`, `field "${n}" does not exist`);
    });
    if (a.fields) checkFields(a.fields, `${at}/fields`, add);
    for (const n of conditionNames(a.visibleWhen)) if (!conditions[n]) add(`${at}/visibleWhen`, `condition "${n}" is not registered`);
    for (const ref of conditionFields(a.visibleWhen))
      if (!fieldNames.has(ref) && ref !== 'creator' && ref !== 'id')
        add(`${at}/visibleWhen`, `condition refers to field "${ref}", which the screen does not have`);
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
