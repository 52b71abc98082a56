/**
 * What a publish changes, in business words, field by field (pure): e.g.
 * `新增字段 类型 (下拉，字典 holiday_type，必填)`, `列 名称 宽度 120 -> 160`, `删除操作 导出`.
 * Compares two screen files as written (before: the version the draft started from). The words
 * are the locale's (studio.diff.*), so the same change reads in both languages.
 */
import type { Field, ScreenFile, Text } from '@/engine/types';
import { displayRegistry, widgetRegistry } from '@/engine/registry';

export type Translate = (id: string, values?: Record<string, string | number>) => string;
type Lang = 'zh-CN' | 'en-US';

const textOf = (v: Text | undefined, lang: Lang): string | undefined => (v === undefined ? undefined : typeof v === 'string' ? v : v[lang] ?? v['zh-CN']);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const BUILTIN = new Set(['add', 'bulkDelete', 'export', 'view', 'edit', 'delete', 'addChild']);

/** The change from `before` to `after` as sentences, in the order of the screen's parts. */
export function describeChanges(before: Partial<ScreenFile>, after: Partial<ScreenFile>, t: Translate, lang: Lang): string[] {
  const out: string[] = [];
  const none = t('studio.diff.none');
  const show = (v: unknown) => (v === undefined || v === null || v === '' ? none : typeof v === 'object' ? JSON.stringify(v) : String(v));

  // Title (also the menu name), each language.
  const tz = [textOf(before.title, 'zh-CN'), textOf(after.title, 'zh-CN')];
  if (tz[0] !== tz[1]) out.push(t('studio.diff.title', { from: show(tz[0]), to: show(tz[1]) }));
  const te = [textOf(before.title, 'en-US'), textOf(after.title, 'en-US')];
  if (te[0] !== te[1]) out.push(t('studio.diff.titleEn', { from: show(te[0]), to: show(te[1]) }));

  // Fields: added, removed, changed, reordered.
  const bf = before.fields ?? [];
  const af = after.fields ?? [];
  const byName = (list: Field[]) => new Map(list.map((f) => [f.name, f]));
  const bm = byName(bf);
  const am = byName(af);
  const nameOf = (f: Field) => textOf(f.label, lang) ?? f.name;
  const widget = (f: Field) => textOf(widgetRegistry[f.widget ?? 'text']?.label, lang) ?? f.widget ?? 'text';
  const validatorOf = (f: Field) => (f.validator === undefined ? undefined : [f.validator].flat().map((v) => t(`studio.validator.${v}`)).join(t('studio.diff.sep')));
  const displayOf = (f: Field) => (f.display ? (textOf(displayRegistry[f.display]?.label, lang) ?? f.display) : t('studio.display.plain'));
  for (const f of af) {
    if (bm.has(f.name)) continue;
    const desc = [widget(f), f.dict ? t('studio.diff.dictOf', { dict: f.dict }) : '', f.required ? t('studio.diff.required') : ''].filter(Boolean).join(t('studio.diff.sep'));
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
    seen('dict', t('studio.diff.dict', { name, from: show(b.dict), to: show(a.dict) }));
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
  const actionName = (n: string, s: Partial<ScreenFile>) => (BUILTIN.has(n) ? t(`studio.action.${n}`) : textOf(s.actions?.[n]?.label, lang) ?? n);
  const buttons = (s: Partial<ScreenFile>) => [...(s.list?.toolbar ?? []), ...(s.list?.row ?? [])];
  const [ba, aa] = [buttons(before), buttons(after)];
  for (const n of aa) if (!ba.includes(n)) out.push(t('studio.diff.addAction', { name: actionName(n, after) }));
  for (const n of ba) if (!aa.includes(n)) out.push(t('studio.diff.removeAction', { name: actionName(n, before) }));

  // Menu entry.
  const [bmenu, amenu] = [before.menu, after.menu];
  if (!bmenu && amenu) out.push(t('studio.diff.menuAdd', { to: amenu.parent }));
  else if (bmenu && !amenu) out.push(t('studio.diff.menuRemove'));
  else if (bmenu && amenu) {
    if (bmenu.parent !== amenu.parent) out.push(t('studio.diff.menuParent', { from: bmenu.parent, to: amenu.parent }));
    if (bmenu.icon !== amenu.icon) out.push(t('studio.diff.menuIcon', { from: show(bmenu.icon), to: show(amenu.icon) }));
    if (bmenu.sort !== amenu.sort) out.push(t('studio.diff.menuSort', { from: show(bmenu.sort), to: show(amenu.sort) }));
  }

  // Anything else, by its key.
  const listRest = (s: Partial<ScreenFile>) => ({ ...(s.list ?? {}), toolbar: undefined, row: undefined });
  if (!same(listRest(before), listRest(after))) out.push(t('studio.diff.other', { key: 'list' }));
  const told = new Set(['title', 'fields', 'list', 'menu']);
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (!told.has(k) && !same((before as any)[k], (after as any)[k])) out.push(t('studio.diff.other', { key: k }));
  return out;
}

/** A Translate over a flat message table ({x} placeholders), for the tests and the review's second language. */
export function translator(messages: Record<string, string>): Translate {
  return (id, values) => (messages[id] ?? id).replace(/\{(\w+)\}/g, (m, k) => (values && k in values ? String(values[k]) : m));
}
