/** What the review names by name: values of conditions and tab filters by their option labels, dictionaries by their names. */
import { useCallback, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { flatOptions, optionsOf, optionsRead } from '@/engine/react/options';
import { NO_READ } from '@/services/query';
import type { Labels } from './ChangeList';
import { useDictName } from './dictionaries';
import type { Lang } from './parts';
import type { Condition, ScreenFile } from '@/engine/format/types';

/** Values named in conditions and tab filters, by their option labels in each language (dictionaries loaded in the sandbox). */
export function useValueLabels(doc: ScreenFile | null, sandbox: string): Labels {
  const wanted = useMemo(() => {
    if (!doc) return [];
    const names = new Set<string>();
    const walk = (c: Condition | undefined) => {
      if (!c || typeof c !== 'object') return;
      if ('field' in c) names.add(c.field);
      if ('all' in c) c.all.forEach(walk);
      if ('any' in c) c.any.forEach(walk);
      if ('not' in c) walk(c.not);
    };
    for (const f of doc.fields ?? []) {
      walk(f.visibleWhen);
      walk(f.requiredWhen);
    }
    for (const st of doc.form?.steps ?? []) walk(st.visibleWhen);
    for (const v of Object.values(doc.views ?? {})) Object.keys(v.params ?? {}).forEach((k) => names.add(k));
    return (doc.fields ?? []).filter((f) => names.has(f.name) && (f.dict || f.optionsFrom));
  }, [doc]);
  // One read per field (its rows serve both languages), through the query layer.
  const rows = useQueries({ queries: wanted.map((f) => optionsRead(f, {}, sandbox) ?? NO_READ), combine: dataOf });
  const dict = useDictName();
  return useCallback(
    (l: Lang) => {
      const byField = new Map(
        wanted.map((f, i) => [f.name, new Map(flatOptions(rows[i] ? optionsOf(f, rows[i], l) : []).map((o) => [String(o.value), o.label]))]),
      );
      return { value: (field: string, v: unknown) => byField.get(field)?.get(String(v)), dict };
    },
    [wanted, rows, dict],
  );
}
/** The answers of several reads (a stable function: useQueries then keeps the combined array while they stay the same). */
const dataOf = (results: { data?: unknown }[]) => results.map((r) => r.data as any[] | undefined);
