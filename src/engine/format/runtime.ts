/** Pure helpers the pages, compile functions and the registry's modules share: texts, payload templates, calls. */
import type { Payload, Text } from './types';

export type Locale = 'zh-CN' | 'en-US';

export function text(t: Text | undefined, locale: string = 'zh-CN'): string {
  if (t === undefined || t === null) return '';
  if (typeof t === 'string') return t;
  return (t as any)[locale] ?? t['zh-CN'];
}

export interface Context {
  row?: Record<string, any>;
  ids?: string;
  query?: Record<string, any>;
  user?: { bid?: string; userId?: string; account?: string };
  form?: Record<string, any>;
}

function lookup(path: string, ctx: Context): unknown {
  const [head, ...rest] = path.split('.');
  let cur: any;
  if (head === '$row') cur = ctx.row;
  else if (head === '$query') cur = ctx.query;
  else if (head === '$user') cur = ctx.user;
  else if (head === '$form') cur = ctx.form;
  else if (head === '$ids') return ctx.ids;
  else return path;
  for (const k of rest) cur = cur?.[k];
  return cur;
}

/** The form fields a payload template reads: its values written "$form.<field>" (options that depend on another field). */
export function formDependencies(src: { params?: Payload } | undefined): string[] {
  return Object.values(src?.params ?? {}).flatMap((v) => (typeof v === 'string' && v.startsWith('$form.') ? [v.slice('$form.'.length).split('.')[0]] : []));
}

/** Resolves "$row.id", "$ids", "$query.x", "$user.bid", "$form" (whole values) in a payload template. */
export function resolve(template: Payload | undefined, ctx: Context): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [k, v] of Object.entries(template ?? {})) {
    if (typeof v === 'string' && v.startsWith('$')) {
      if (v === '$form') Object.assign(out, ctx.form ?? {});
      else {
        const r = lookup(v, ctx);
        if (r !== undefined) out[k] = r;
      }
    } else out[k] = v;
  }
  return out;
}

/** Splits "GET /x/y" into method and path. */
export function parseCall(spec: string): { method: string; path: string } {
  const m = /^(GET|POST|PUT|DELETE) (\/\S+)$/.exec(spec.trim());
  if (!m) throw new Error(`"${spec}" is not "METHOD /service/path"`);
  return { method: m[1], path: m[2] };
}

/** Trims every string of a form's values (spec 5: text inputs are trimmed). */
export function trimValues<T extends Record<string, any>>(values: T): T {
  const out: Record<string, any> = {};
  for (const [k, v] of Object.entries(values ?? {})) out[k] = typeof v === 'string' ? v.trim() : v;
  return out as T;
}
