/**
 * What a publish changes, in business words, field by field (pure): e.g.
 * `新增字段 类型 (下拉，字典 holiday_type，必填)`, `列 名称 宽度 120 -> 160`, `删除操作 导出`.
 * Compares two screen files as written (before: the version the draft started from). The words
 * are the locale's (studio.diff.*), so the same change reads in both languages.
 */
import type { Condition, Field, OptionsSource, Payload, ScreenFile, Text } from '@/engine/format/types';
import { describeCondition, type Namer, type Translate } from './conditions';
import { builtinActionRegistry, displayRegistry, widgetRegistry } from '@/engine/format/registry';

type Lang = 'zh-CN' | 'en-US';

const textOf = (v: Text | undefined, lang: Lang): string | undefined => (v === undefined ? undefined : typeof v === 'string' ? v : (v[lang] ?? v['zh-CN']));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A value's label in a language, when the studio knows it (a dictionary's or fixed option's); else the value is shown. */
export type ValueLabel = (field: string, value: unknown) => string | undefined;
/** What the studio knows by name: values by their option labels, dictionaries by their names (else their codes are shown). */
export interface Names {
  value?: ValueLabel;
  dict?: (code: string) => string | undefined;
}

/** Parts of a screen the forms do not edit, by what they are (studio.diff.part.*): never a raw key in the review. */
const PARTS = ['key', 'api', 'routes', 'list', 'detail', 'form', 'actions', 'description', 'changes', 'tree'];

/** The change from `before` to `after` as sentences, in the order of the screen's parts. */
export function describeChanges(before: Partial<ScreenFile>, after: Partial<ScreenFile>, t: Translate, lang: Lang, known?: ValueLabel | Names): string[] {
  const { value: valueLabel, dict: dictName } = typeof known === 'function' ? { value: known, dict: undefined } : (known ?? {});
  const dictOf = (code: string) => t('studio.diff.dictOf', { dict: dictName?.(code) ?? code });
  // A new screen (nothing before it) is told as what it is: its name, menu entry and address, then its parts.
  const isNew = Object.keys(before).length === 0;
  const out: string[] = [];
  const none = t('studio.diff.none');
  const show = (v: unknown) => (v === undefined || v === null || v === '' ? none : typeof v === 'object' ? JSON.stringify(v) : String(v));
  // Fields and values named as the screen after the change names them (else before).
  const labelled = new Map([...(before.fields ?? []), ...(after.fields ?? [])].map((f) => [f.name, f]));
  const namer: Namer = {
    field: (n) => {
      const f = labelled.get(n);
      return (f && textOf(f.label, lang)) || n;
    },
    value: (field, v) => {
      const opt = labelled.get(field)?.options?.find((o) => String(o.value) === String(v));
      return (opt && textOf(opt.label, lang)) ?? valueLabel?.(field, v) ?? show(v);
    },
  };
  const cond = (c: Condition | undefined, kind: 'visible' | 'required') => describeCondition(c, kind, t, namer);
  const sourceOf = (f: Field) =>
    f.dict
      ? dictOf(f.dict)
      : f.optionsFrom
        ? t('studio.diff.endpointOf', { api: (f.optionsFrom as OptionsSource).api })
        : f.options
          ? t('studio.diff.fixedOptions')
          : none;
  const filterOf = (p: Payload | undefined) =>
    p && Object.keys(p).length
      ? Object.entries(p)
          .map(([k, v]) => t('studio.diff.filterOf', { field: namer.field(k), value: namer.value(k, v) }))
          .join(t('studio.diff.sep'))
      : none;
  const names = (list: string[] | undefined) => (list?.length ? list.map(namer.field).join(t('studio.diff.sep')) : none);

  // Menu entry: its parent by the group's name, never its code.
  const group = (code: string) => {
    const name = t(`studio.group.${code}`);
    return name === `studio.group.${code}` ? code : name;
  };
  if (isNew) {
    const name = textOf(after.title, lang) ?? '';
    const other = textOf(after.title, lang === 'zh-CN' ? 'en-US' : 'zh-CN') ?? '';
    const menu = after.menu ? t('studio.diff.newMenu', { group: group(after.menu.parent), name }) : t('studio.diff.newNoMenu');
    out.push(t('studio.diff.newScreen', { name, other, menu, path: after.routes?.list ?? Object.values(after.routes ?? {})[0] ?? none }));
  }
  // Title (also the menu name), each language.
  const tz = [textOf(before.title, 'zh-CN'), textOf(after.title, 'zh-CN')];
  if (tz[0] !== tz[1] && !isNew) out.push(t('studio.diff.title', { from: show(tz[0]), to: show(tz[1]) }));
  const te = [textOf(before.title, 'en-US'), textOf(after.title, 'en-US')];
  if (te[0] !== te[1] && !isNew) out.push(t('studio.diff.titleEn', { from: show(te[0]), to: show(te[1]) }));

  // Fields: added, removed, changed, reordered.
  const bf = before.fields ?? [];
  const af = after.fields ?? [];
  const byName = (list: Field[]) => new Map(list.map((f) => [f.name, f]));
  const bm = byName(bf);
  const am = byName(af);
  const nameOf = (f: Field) => textOf(f.label, lang) ?? f.name;
  const widget = (f: Field) => textOf(widgetRegistry[f.widget ?? 'text']?.label, lang) ?? f.widget ?? 'text';
  const validatorOf = (f: Field) =>
    f.validator === undefined
      ? undefined
      : [f.validator]
          .flat()
          .map((v) => t(`studio.validator.${v}`))
          .join(t('studio.diff.sep'));
  const displayOf = (f: Field) => (f.display ? (textOf(displayRegistry[f.display]?.label, lang) ?? f.display) : t('studio.display.plain'));
  for (const f of af) {
    if (bm.has(f.name)) continue;
    const desc = [widget(f), f.dict ? dictOf(f.dict) : '', f.required ? t('studio.diff.required') : '', f.search ? t('studio.diff.searchable') : '']
      .filter(Boolean)
      .join(t('studio.diff.sep'));
    out.push(t('studio.diff.addField', { name: nameOf(f), desc }));
  }
  for (const f of bf) if (!am.has(f.name)) out.push(t('studio.diff.removeField', { name: nameOf(f) }));
  for (const a of af) {
    const b = bm.get(a.name);
    if (!b || same(a, b)) continue;
    const name = nameOf(a);
    const what = t(a.inList === false ? 'studio.diff.field' : 'studio.diff.column');
    const done = new Set<string>();
    const seen = (k: keyof Field, line?: string) => {
      done.add(k);
      if (line && !same(a[k], b[k])) out.push(line);
    };
    for (const l of ['zh-CN', 'en-US'] as Lang[]) {
      const [x, y] = [textOf(b.label, l), textOf(a.label, l)];
      if (x !== y) out.push(t(l === 'zh-CN' ? 'studio.diff.labelZh' : 'studio.diff.labelEn', { what, name, from: show(x), to: show(y) }));
    }
    done.add('label');
    seen('width', t('studio.diff.width', { name, from: b.width ?? t('studio.diff.auto'), to: a.width ?? t('studio.diff.auto') }));
    seen('widget', t('studio.diff.widget', { name, from: widget(b), to: widget(a) }));
    if (Boolean(a.required) !== Boolean(b.required)) out.push(t(a.required ? 'studio.diff.requiredOn' : 'studio.diff.requiredOff', { name }));
    else if (!same(a.required, b.required)) {
      const m = (f: Field) => (typeof f.required === 'object' || typeof f.required === 'string' ? textOf(f.required, lang) : undefined);
      out.push(t('studio.diff.requiredMsg', { name, from: show(m(b)), to: show(m(a)) }));
    }
    done.add('required');
    seen('maxLength', t('studio.diff.maxLength', { name, from: show(b.maxLength), to: show(a.maxLength) }));
    seen('validator', t('studio.diff.validator', { name, from: show(validatorOf(b)), to: show(validatorOf(a)) }));
    if (a.dict && b.dict && a.dict !== b.dict && same(a.optionsFrom, b.optionsFrom))
      out.push(t('studio.diff.dict', { name, from: dictName?.(b.dict) ?? b.dict, to: dictName?.(a.dict) ?? a.dict }));
    else if (!same(a.dict, b.dict) || !same(a.optionsFrom, b.optionsFrom)) {
      out.push(t('studio.diff.source', { name, from: sourceOf(b), to: sourceOf(a) }));
      // Fixed options given up for (or replacing) a dictionary or a call are part of that line.
      if (Boolean(a.options) !== Boolean(b.options)) done.add('options');
    }
    done.add('dict');
    done.add('optionsFrom');
    if (!same(a.visibleWhen, b.visibleWhen)) out.push(t('studio.diff.condition', { name, words: cond(a.visibleWhen, 'visible') }));
    done.add('visibleWhen');
    if (!same(a.requiredWhen, b.requiredWhen)) out.push(t('studio.diff.condition', { name, words: cond(a.requiredWhen, 'required') }));
    done.add('requiredWhen');
    seen('default', t('studio.diff.default', { name, from: show(b.default), to: show(a.default) }));
    seen('display', t('studio.diff.display', { name, from: displayOf(b), to: displayOf(a) }));
    if ((a.inList === false) !== (b.inList === false)) out.push(t(a.inList === false ? 'studio.diff.hideColumn' : 'studio.diff.showColumn', { name }));
    done.add('inList');
    if ((a.inForm === false) !== (b.inForm === false)) out.push(t(a.inForm === false ? 'studio.diff.hideInForm' : 'studio.diff.showInForm', { name }));
    done.add('inForm');
    if (Boolean(a.search) !== Boolean(b.search)) out.push(t(a.search ? 'studio.diff.addSearch' : 'studio.diff.removeSearch', { name }));
    done.add('search');
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Field>)
      if (!done.has(k) && !same(a[k], b[k])) out.push(t('studio.diff.fieldOther', { name, prop: k }));
  }
  const kept = (list: Field[], other: Map<string, Field>) => list.filter((f) => other.has(f.name)).map((f) => f.name);
  if (!same(kept(bf, am), kept(af, bm))) out.push(t('studio.diff.order', { to: af.map(nameOf).join(t('studio.diff.sep')) }));

  // Buttons: toolbar and row actions.
  const actionName = (n: string, s: Partial<ScreenFile>) =>
    builtinActionRegistry[n] ? t(builtinActionRegistry[n].studioLabel) : (textOf(s.actions?.[n]?.label, lang) ?? n);
  const buttons = (s: Partial<ScreenFile>) => [...(s.list?.toolbar ?? []), ...(s.list?.row ?? [])];
  const [ba, aa] = [buttons(before), buttons(after)];
  if (isNew)
    for (const key of ['toolbar', 'row'] as const) {
      const y = after.list?.[key] ?? [];
      if (y.length)
        out.push(t(`studio.diff.new${key === 'toolbar' ? 'Toolbar' : 'Row'}`, { to: y.map((n) => actionName(n, after)).join(t('studio.diff.sep')) }));
    }
  else for (const n of aa) if (!ba.includes(n)) out.push(t('studio.diff.addAction', { name: actionName(n, after) }));
  for (const n of ba) if (!aa.includes(n)) out.push(t('studio.diff.removeAction', { name: actionName(n, before) }));
  for (const key of ['toolbar', 'row'] as const) {
    const [x, y] = [before.list?.[key] ?? [], after.list?.[key] ?? []];
    const keptOf = (l: string[], o: string[]) => l.filter((n) => o.includes(n));
    if (!same(keptOf(x, y), keptOf(y, x))) out.push(t(`studio.diff.${key}Order`, { to: y.map((n) => actionName(n, after)).join(t('studio.diff.sep')) }));
  }
  // Button permissions (codes).
  const [bp, ap] = [before.permissions ?? {}, after.permissions ?? {}];
  for (const n of new Set([...Object.keys(bp), ...Object.keys(ap)]))
    if (bp[n] !== ap[n]) out.push(t('studio.diff.permission', { name: actionName(n, ap[n] ? after : before), from: show(bp[n]), to: show(ap[n]) }));

  // Status tabs (views).
  const [bv, av] = [before.views ?? {}, after.views ?? {}];
  for (const [k, v] of Object.entries(av)) {
    const o = bv[k];
    const name = textOf(v.label, lang) ?? k;
    if (!o) {
      out.push(t('studio.diff.addTab', { name, filter: filterOf(v.params) }));
      continue;
    }
    for (const l of ['zh-CN', 'en-US'] as Lang[])
      if (textOf(o.label, l) !== textOf(v.label, l))
        out.push(t(l === 'zh-CN' ? 'studio.diff.tabLabel' : 'studio.diff.tabLabelEn', { name, from: show(textOf(o.label, l)), to: show(textOf(v.label, l)) }));
    if (!same(o.params, v.params)) out.push(t('studio.diff.tabFilter', { name, from: filterOf(o.params), to: filterOf(v.params) }));
    const { label: _a, params: _b, ...restO } = o;
    const { label: _c, params: _d, ...restV } = v;
    if (!same(restO, restV)) out.push(t('studio.diff.tabOther', { name }));
  }
  for (const [k, v] of Object.entries(bv)) if (!av[k]) out.push(t('studio.diff.removeTab', { name: textOf(v.label, lang) ?? k }));

  // Detail sections and wizard steps: titled groups of fields.
  const groups = (
    kind: 'section' | 'step',
    x: { title: Text; fields?: string[]; visibleWhen?: Condition }[],
    y: { title: Text; fields?: string[]; visibleWhen?: Condition }[],
  ) => {
    const key = (g: { title: Text }) => textOf(g.title, 'zh-CN') ?? '';
    const ym = new Map(y.map((g) => [key(g), g]));
    const xm = new Map(x.map((g) => [key(g), g]));
    y.forEach((g, i) => {
      const name = textOf(g.title, lang) ?? '';
      const o = xm.get(key(g)) ?? (x[i] && !ym.has(key(x[i])) ? x[i] : undefined);
      if (!o) return void out.push(t(`studio.diff.${kind}Add`, { name, fields: names(g.fields) }));
      for (const l of ['zh-CN', 'en-US'] as Lang[])
        if (textOf(o.title, l) !== textOf(g.title, l))
          out.push(t(`studio.diff.${kind}Title`, { name, from: show(textOf(o.title, l)), to: show(textOf(g.title, l)) }));
      if (!same(o.fields ?? [], g.fields ?? [])) out.push(t(`studio.diff.${kind}Fields`, { name, from: names(o.fields), to: names(g.fields) }));
      if (!same(o.visibleWhen, g.visibleWhen)) out.push(t(`studio.diff.${kind}Condition`, { name, words: cond(g.visibleWhen, 'visible') }));
    });
    x.forEach((o, i) => {
      if (ym.has(key(o)) || (y[i] && !xm.has(key(y[i])))) return;
      out.push(t(`studio.diff.${kind}Remove`, { name: textOf(o.title, lang) ?? '' }));
    });
    const order = (l: typeof x, m: Map<string, unknown>) => l.map(key).filter((k) => m.has(k));
    if (!same(order(x, ym), order(y, xm))) out.push(t(`studio.diff.${kind}Order`, { to: y.map((g) => textOf(g.title, lang)).join(t('studio.diff.sep')) }));
  };
  groups('section', before.detail?.sections ?? [], after.detail?.sections ?? []);
  groups('step', before.form?.steps ?? [], after.form?.steps ?? []);

  const [bmenu, amenu] = [before.menu, after.menu];
  // A new screen's menu entry is said in its first line.
  if (isNew) return out;
  if (!bmenu && amenu) out.push(t('studio.diff.menuAdd', { to: group(amenu.parent) }));
  else if (bmenu && !amenu) out.push(t('studio.diff.menuRemove'));
  else if (bmenu && amenu) {
    if (bmenu.parent !== amenu.parent) out.push(t('studio.diff.menuParent', { from: group(bmenu.parent), to: group(amenu.parent) }));
    if (bmenu.icon !== amenu.icon) out.push(t('studio.diff.menuIcon', { from: show(bmenu.icon), to: show(amenu.icon) }));
    if (bmenu.sort !== amenu.sort) out.push(t('studio.diff.menuSort', { from: show(bmenu.sort), to: show(amenu.sort) }));
  }

  // Anything else, by what it is (a new screen's calls, address and the like come with its first line).
  const other = (key: string) => out.push(t('studio.diff.other', { key: PARTS.includes(key) ? t(`studio.diff.part.${key}`) : key }));
  const listRest = (s: Partial<ScreenFile>) => ({ ...(s.list ?? {}), toolbar: undefined, row: undefined });
  if (!same(listRest(before), listRest(after))) other('list');
  const without = (o: object | undefined, k: string) => ({ ...(o ?? {}), [k]: undefined });
  if (!same(without(before.detail, 'sections'), without(after.detail, 'sections'))) other('detail');
  if (!same(without(before.form, 'steps'), without(after.form, 'steps'))) other('form');
  // A tab's route comes and goes with its tab.
  const tabRoutes = new Set([...Object.keys(bv), ...Object.keys(av)].filter((k) => !bv[k] !== !av[k]));
  const routesRest = (s: Partial<ScreenFile>) => Object.fromEntries(Object.entries(s.routes ?? {}).filter(([k]) => !tabRoutes.has(k)));
  if (!same(routesRest(before), routesRest(after))) other('routes');
  // The meta-schema's address is the editor's help, not part of the screen.
  const told = new Set(['title', 'fields', 'list', 'menu', 'permissions', 'views', 'detail', 'form', 'routes', '$schema']);
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) if (!told.has(k) && !same((before as any)[k], (after as any)[k])) other(k);
  return out;
}

/** A Translate over a flat message table ({x} placeholders), for the tests and the review's second language. */
export function translator(messages: Record<string, string>): Translate {
  return (id, values) => (messages[id] ?? id).replace(/\{(\w+)\}/g, (m, k) => (values && k in values ? String(values[k]) : m));
}
