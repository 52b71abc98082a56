/**
 * Conditions in words (pure): the schema's condition format (src/engine/format/types.ts Condition,
 * docs/schemas.md "Conditions") read as a sentence, `当 类型 等于 节假日 时显示`, and the one
 * comparison the studio's pickers build ({field, equals | notEquals | in | empty}). Anything else
 * (all / any / not, registered names) is read in words too and edited in the JSON view.
 */
import type { Condition } from '@/engine/format/types';

export type Op = 'equals' | 'notEquals' | 'in' | 'empty' | 'notEmpty';
export const OPS: Op[] = ['equals', 'notEquals', 'in', 'empty', 'notEmpty'];

/** The one comparison the pickers edit. */
export interface Simple {
  field: string;
  op: Op;
  value?: unknown;
}

/** The condition as the pickers' comparison, or null when it is not one (combined, named). */
export function simpleOf(c: Condition | undefined): Simple | null {
  if (!c || typeof c !== 'object' || !('field' in c)) return null;
  const keys = Object.keys(c).filter((k) => k !== 'field');
  if (keys.length !== 1) return null;
  const k = keys[0];
  const v = (c as any)[k];
  if (k === 'empty') return { field: c.field, op: v === false ? 'notEmpty' : 'empty' };
  if (k === 'equals' || k === 'notEquals') return { field: c.field, op: k, value: v };
  if (k === 'in' && Array.isArray(v)) return { field: c.field, op: 'in', value: v };
  return null;
}

/** The schema's condition for a comparison. */
export function conditionOf(s: Simple): Condition {
  if (s.op === 'empty') return { field: s.field, empty: true };
  if (s.op === 'notEmpty') return { field: s.field, empty: false };
  if (s.op === 'in') return { field: s.field, in: Array.isArray(s.value) ? s.value : s.value === undefined ? [] : [s.value] };
  return { field: s.field, [s.op]: s.value ?? '' } as Condition;
}

/** The studio's messages by id (src/locales studio.*), with {x} placeholders filled. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** How the words name a field and a value of it (labels in the review's language). */
export interface Namer {
  field: (name: string) => string;
  value: (field: string, value: unknown) => string;
}

/** The condition in words, without its "when ... shown" frame: `类型 等于 节假日`. */
export function conditionWords(c: Condition, t: Translate, n: Namer): string {
  if (typeof c === 'string') return t('studio.cond.named', { name: c });
  if ('all' in c) return c.all.map((x) => conditionWords(x, t, n)).join(t('studio.cond.and'));
  if ('any' in c) return c.any.map((x) => conditionWords(x, t, n)).join(t('studio.cond.or'));
  if ('not' in c) return t('studio.cond.not', { cond: conditionWords(c.not, t, n) });
  const field = n.field(c.field);
  if (c.empty !== undefined) return t(c.empty ? 'studio.cond.empty' : 'studio.cond.notEmpty', { field });
  if ('in' in c && Array.isArray(c.in)) return t('studio.cond.in', { field, value: c.in.map((v) => n.value(c.field, v)).join(t('studio.diff.sep')) });
  if ('notEquals' in c) return t('studio.cond.notEquals', { field, value: n.value(c.field, c.notEquals) });
  return t('studio.cond.equals', { field, value: n.value(c.field, c.equals) });
}

/** The whole sentence: `当 类型 等于 节假日 时显示` (kind visible) or `... 时必填` (required); none: always. */
export function describeCondition(c: Condition | undefined, kind: 'visible' | 'required', t: Translate, n: Namer): string {
  if (c === undefined) return t(kind === 'visible' ? 'studio.cond.alwaysVisible' : 'studio.cond.neverRequired');
  return t(kind === 'visible' ? 'studio.cond.visible' : 'studio.cond.required', { cond: conditionWords(c, t, n) });
}
