/**
 * Options of select-like fields: a dictionary code (GET /sfbn-system/dict/dictionary?code=), fixed
 * options, or an endpoint. English labels of known dictionary keys come from the registry when the
 * locale is en-US. The lists are reads of the query layer (src/services/query.ts): kept until a
 * write invalidates their resource (the dictionary screens declare `changes: ["/sfbn-system/dict"]`),
 * an endpoint's list asked again when a form opens (`fresh`), one call in flight shared. Inside a
 * preview sandbox (src/services/sandbox.tsx) the loads carry its marker and are kept apart.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_READ, queryClient, type ReadKey } from '@/services/query';
import { apiFor, useSandbox } from '@/services/sandbox';
import { widgetOf } from '../format/compile';
import { dictionaries, widgetRegistry } from '../format/registry';
import { formDependencies, resolve, text, type Context } from '../format/runtime';

export { formDependencies };
import type { Field, OptionsSource } from '../format/types';

export interface Option {
  label: string;
  value: any;
  children?: Option[];
  isLeaf?: boolean;
  /** Tag colour (fixed options, lifecycle states). */
  color?: string;
}

type Source = Pick<Field, 'dict' | 'options' | 'optionsFrom' | 'widget'>;

const DICT = 'GET /sfbn-system/dict/dictionary';

/** The rows of a list answer (an array, or a page's records). */
async function rowsOf({ queryKey, signal }: { queryKey: ReadKey; signal: AbortSignal }): Promise<any[]> {
  const [spec, params, sandbox] = queryKey;
  const res = await apiFor(sandbox).call(spec as string, params ?? {}, { signal });
  const d = res?.data;
  return Array.isArray(d) ? d : Array.isArray(d?.records) ? d.records : [];
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * In a form (ctx.form), the first field the options wait for: a "$form.<field>" parameter whose
 * field is still empty. Lists and search forms have no form values: they ask without it.
 */
export function waitingFor(f: Source, ctx: Context = {}): string | undefined {
  if (!f.optionsFrom || ctx.form === undefined) return undefined;
  return formDependencies(f.optionsFrom).find((n) => blank(ctx.form?.[n]));
}

/** The read behind a field's options, or null for options that need none (fixed, switch) or wait for a form value. */
export function optionsKey(f: Source, ctx: Context = {}, sandbox?: string): ReadKey | null {
  if (f.options) return null;
  if (f.dict) return [DICT, { code: f.dict }, sandbox];
  if (f.optionsFrom) return waitingFor(f, ctx) ? null : [f.optionsFrom.api, resolve(f.optionsFrom.params, ctx) ?? {}, sandbox];
  return null;
}

/** Option lists stay until a write invalidates them (never dropped while the console is open). */
const KEPT = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The read of a field's rows as query options (useQueries: several fields at once; `optionsOf`
 * turns the rows into options in a language), or null where optionsKey needs none.
 */
export function optionsRead(f: Source, ctx: Context = {}, sandbox?: string) {
  const key = optionsKey(f, ctx, sandbox);
  return key ? { queryKey: key, queryFn: rowsOf, ...KEPT } : null;
}

/**
 * The rows of a read: the kept ones unless invalidated; `fresh` asks again (sharing a call in
 * flight). An answer equal to the kept rows keeps that object (structural sharing).
 */
function rows(key: ReadKey, fresh: boolean): Promise<any[]> {
  return queryClient.fetchQuery({ queryKey: key, queryFn: rowsOf, ...KEPT, staleTime: fresh ? 0 : Infinity });
}

function dictOptions(code: string, list: any[], locale: string): Option[] {
  return list.map((r: any) => ({
    value: isNaN(Number(r.dictKey)) || r.dictKey === '' ? r.dictKey : Number(r.dictKey),
    // English: the server's own English label when its entries carry one, else the registry's.
    label: locale === 'en-US' ? (r.dictValueEn ?? dictionaries[code]?.en?.[r.dictKey] ?? r.dictValue) : r.dictValue,
  }));
}

function mapItems(items: any[], src: OptionsSource): Option[] {
  const lk = src.label;
  const vk = src.value ?? 'id';
  const ck = src.children ?? 'children';
  return items.map((it) => {
    const children = Array.isArray(it[ck]) && it[ck].length ? mapItems(it[ck], src) : undefined;
    return { label: String(lk ? it[lk] : (it.title ?? it.name ?? it[vk])), value: it[vk], children };
  });
}

/** Options that need no read: fixed ones, the widget's own (a switch's yes / no); null when a read gives them. */
function staticOptions(f: Source, locale: string): Option[] | null {
  if (f.options) return f.options.map((o) => ({ label: text(o.label, locale), value: o.value, color: o.color }));
  if (f.dict || f.optionsFrom) return null;
  // The widget's own options (a switch's 否 / 是).
  const own = widgetRegistry[widgetOf(f)]?.ownOptions;
  if (own) return own.map((o) => ({ value: o.value, label: text(o.label, locale) }));
  return [];
}

/** A field's options from the rows of its read. */
export const optionsOf = (f: Source, list: any[], locale: string): Option[] => (f.dict ? dictOptions(f.dict, list, locale) : mapItems(list, f.optionsFrom!));

/** `fresh`: an endpoint's options are asked again (a form opening) rather than the kept ones; a dictionary is kept either way. */
export async function loadOptions(f: Source, locale: string, ctx: Context = {}, fresh = false, sandbox?: string): Promise<Option[]> {
  const fixed = staticOptions(f, locale);
  if (fixed) return fixed;
  const key = optionsKey(f, ctx, sandbox);
  return key ? optionsOf(f, await rows(key, fresh && !f.dict), locale) : [];
}

/**
 * The options of a field, drawn at once when already loaded (a list loads its columns' options
 * with its rows). `fresh` (form inputs): an endpoint's list is asked again on mount; cells keep
 * the loaded list. An answer equal to the list shown keeps that list (the same object), so an
 * open dropdown does not change under a click.
 */
export function useOptions(f: Source | undefined, locale: string, fresh = false, ctx: Context = {}, sandbox?: string): Option[] {
  return useOptionsState(f, locale, fresh, ctx, sandbox).options;
}

/**
 * useOptions, and whether the list is the answer for the current parameters (`settled`: loaded,
 * fixed, or waiting for a form value, which offers none) rather than still loading.
 */
export function useOptionsState(
  f: Source | undefined,
  locale: string,
  fresh = false,
  ctx: Context = {},
  /** The sandbox to read in, where not the one of the surrounding SandboxProvider (the studio's designer, beside its preview). */
  inSandbox?: string,
): { options: Option[]; settled: boolean } {
  const around = useSandbox();
  const sandbox = inSandbox ?? around;
  const fixed = f ? staticOptions(f, locale) : [];
  const read = f && !fixed ? optionsRead(f, ctx, sandbox) : null;
  const key = read?.queryKey ?? null;
  const { data } = useQuery({
    ...(read ?? NO_READ),
    refetchOnMount: fresh && Boolean(f?.optionsFrom) ? 'always' : false,
  });
  const fixedKey = fixed && JSON.stringify(fixed);
  // A read that waits for a form value offers nothing (the last key's rows are not shown).
  const waiting = key === null && !fixed;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => fixed ?? (f && !waiting && data ? optionsOf(f, data, locale) : []), [fixedKey, data, locale, waiting]);
  return { options, settled: key === null || data !== undefined };
}

/** Flattens a tree of options (label lookup of tree selects). */
export function flatOptions(list: Option[], out: Option[] = []): Option[] {
  for (const o of list) {
    out.push(o);
    if (o.children) flatOptions(o.children, out);
  }
  return out;
}
