/**
 * Whether a condition holds (visibleWhen, enabledWhen, a view's filter): a registered name runs
 * its module's test (src/engine/format/names/conditions), the other forms compare the values. Apart from
 * runtime.ts, whose helpers the registry's modules use, because it reads the registry.
 */
import { conditions } from './registry';
import type { Context } from './runtime';
import type { Condition } from './types';

const empty = (v: unknown) => v === null || v === undefined || v === '';

export function evaluate(c: Condition | undefined, values: Record<string, any>, ctx: Context = {}): boolean {
  if (c === undefined) return true;
  if (typeof c === 'string') {
    // A registered name: its module's test (src/engine/format/names/conditions).
    const named = conditions[c];
    if (!named) throw new Error(`unknown condition "${c}"`);
    return named.test(ctx.row ?? values, ctx);
  }
  if ('all' in c) return c.all.every((x) => evaluate(x, values, ctx));
  if ('any' in c) return c.any.some((x) => evaluate(x, values, ctx));
  if ('not' in c) return !evaluate(c.not, values, ctx);
  const v = values?.[c.field];
  // Numbers and numeric strings compare alike: the gateway sends "1" where a schema writes 1.
  const same = (a: unknown, b: unknown) => a === b || (!empty(a) && !empty(b) && String(a) === String(b));
  if ('equals' in c && !same(v, c.equals)) return false;
  if ('notEquals' in c && same(v, c.notEquals)) return false;
  if (c.in && !c.in.some((x) => same(v, x))) return false;
  if (c.empty !== undefined && empty(v) !== c.empty) return false;
  return true;
}
