/**
 * Options of select-like fields: a dictionary code (GET /sfbn-system/dict/dictionary?code=,
 * cached per code for the session), fixed options, or an endpoint. English labels of known
 * dictionary keys come from the registry when the locale is en-US. Inside a preview sandbox
 * (src/services/sandbox.tsx) the loads carry its marker and are cached apart (`sandbox`).
 */
import { useEffect, useState } from 'react';
import { apiFor, useSandbox } from '@/services/sandbox';
import { dictionaries } from './registry';
import { resolve, text, type Context } from './runtime';
import type { Field, OptionsSource } from './types';

export interface Option {
  label: string;
  value: any;
  children?: Option[];
  isLeaf?: boolean;
  /** Tag colour (fixed options, lifecycle states). */
  color?: string;
}

/**
 * Loaded option lists by source. A dictionary is kept for the session (its screen clears the
 * cache when it is edited); an endpoint's list is asked again when a form opens (`fresh`), so a
 * sub-chain approved a minute ago is offered without reloading the console. A load in flight is
 * shared either way.
 */
const cache = new Map<string, { list: Promise<any[]>; settled: boolean }>();

function cached(key: string, load: () => Promise<any[]>, fresh = false): Promise<any[]> {
  const hit = cache.get(key);
  if (hit && !(fresh && hit.settled)) return hit.list;
  const entry = { list: load(), settled: false };
  entry.list.then(
    () => (entry.settled = true),
    () => cache.get(key) === entry && cache.delete(key), // a failed load is retried next time
  );
  cache.set(key, entry);
  return entry.list;
}

/** Forget cached options (after a dictionary is edited). */
export function clearOptionsCache() {
  cache.clear();
  resolved.clear();
}

export function loadDict(code: string, locale: string, sandbox?: string): Promise<Option[]> {
  return cached(`dict:${code}:${sandbox ?? ''}`, async () => {
    const res = await apiFor(sandbox).call('GET /sfbn-system/dict/dictionary', { code });
    return Array.isArray(res?.data) ? res.data : [];
  }).then((rows) =>
    rows.map((r: any) => ({
      value: isNaN(Number(r.dictKey)) || r.dictKey === '' ? r.dictKey : Number(r.dictKey),
      // English: the server's own English label when its entries carry one, else the registry's.
      label: locale === 'en-US' ? r.dictValueEn ?? dictionaries[code]?.en?.[r.dictKey] ?? r.dictValue : r.dictValue,
    })),
  );
}

function mapItems(items: any[], src: OptionsSource): Option[] {
  const lk = src.label;
  const vk = src.value ?? 'id';
  const ck = src.children ?? 'children';
  return items.map((it) => {
    const children = Array.isArray(it[ck]) && it[ck].length ? mapItems(it[ck], src) : undefined;
    return { label: String(lk ? it[lk] : it.title ?? it.name ?? it[vk]), value: it[vk], children };
  });
}

export function loadFrom(src: OptionsSource, ctx: Context = {}, fresh = false, sandbox?: string): Promise<Option[]> {
  const payload = resolve(src.params, ctx);
  return cached(
    `api:${src.api}:${JSON.stringify(payload)}:${sandbox ?? ''}`,
    async () => {
      const res = await apiFor(sandbox).call(src.api, payload);
      const d = res?.data;
      return Array.isArray(d) ? d : Array.isArray(d?.records) ? d.records : [];
    },
    fresh,
  ).then((items) => mapItems(items, src));
}

/** `fresh`: an endpoint's options are asked again (a form opening) rather than remembered. */
export function loadOptions(f: Pick<Field, 'dict' | 'options' | 'optionsFrom' | 'widget'>, locale: string, ctx: Context = {}, fresh = false, sandbox?: string): Promise<Option[]> {
  if (f.options) return Promise.resolve(f.options.map((o) => ({ label: text(o.label, locale), value: o.value, color: o.color })));
  if (f.dict) return loadDict(f.dict, locale, sandbox);
  if (f.optionsFrom) return loadFrom(f.optionsFrom, ctx, fresh, sandbox);
  if (f.widget === 'switch')
    return Promise.resolve([
      { value: 0, label: locale === 'en-US' ? 'No' : '否' },
      { value: 1, label: locale === 'en-US' ? 'Yes' : '是' },
    ]);
  return Promise.resolve([]);
}

/** Options already loaded, by field source and locale: cells render them at once (no effect, no re-render). */
const resolved = new Map<string, Option[]>();
const sourceKey = (f: Pick<Field, 'dict' | 'options' | 'optionsFrom' | 'widget'>, locale: string, sandbox?: string) =>
  JSON.stringify([f.dict, f.options, f.optionsFrom, f.widget, locale, sandbox ?? '']);

/** Loads once and remembers the result for synchronous use (list pages preload their columns' options). */
export function preloadOptions(f: Pick<Field, 'dict' | 'options' | 'optionsFrom' | 'widget'>, locale: string, fresh = false, sandbox?: string): Promise<Option[]> {
  const k = sourceKey(f, locale, sandbox);
  return loadOptions(f, locale, {}, fresh, sandbox).then((o) => {
    // An answer equal to the list remembered keeps that list (the same object): components showing
    // it are not redrawn, so an open dropdown does not change under a click.
    const known = resolved.get(k);
    const kept = known && sameOptions(known, o) ? known : o;
    resolved.set(k, kept);
    return kept;
  });
}

/** Two option lists that show the same: same values and labels, in the same order. */
function sameOptions(a: Option[], b: Option[]): boolean {
  return a === b || (a.length === b.length && a.every((o, i) => o.value === b[i].value && o.label === b[i].label && sameOptions(o.children ?? [], b[i].children ?? [])));
}

/**
 * The options of a field, drawn at once when already loaded. `fresh` (form inputs): an endpoint's
 * list is asked again on mount and replaces the remembered one; cells keep the remembered list.
 */
export function useOptions(f: Pick<Field, 'dict' | 'options' | 'optionsFrom' | 'widget'> | undefined, locale: string, fresh = false): Option[] {
  const sandbox = useSandbox();
  const key = f ? sourceKey(f, locale, sandbox) : '';
  const [opts, setOpts] = useState<Option[]>(() => resolved.get(key) ?? []);
  useEffect(() => {
    let live = true;
    if (f && (!resolved.has(key) || (fresh && f.optionsFrom))) preloadOptions(f, locale, fresh, sandbox).then((o) => live && setOpts(o)).catch(() => undefined);
    else if (f) setOpts((cur) => (cur === resolved.get(key) ? cur : resolved.get(key)!));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale]);
  return opts;
}

/** Flattens a tree of options (label lookup of tree selects). */
export function flatOptions(list: Option[], out: Option[] = []): Option[] {
  for (const o of list) {
    out.push(o);
    if (o.children) flatOptions(o.children, out);
  }
  return out;
}
