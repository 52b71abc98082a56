/** The one adapter between the list's paging and the gateway's (spec 3 Paging). */
import type { ApiResult, CallOptions } from './request';
import type { Page } from '../../shared/wire/envelope';

/** The gateway's page (shared/wire/envelope.ts): the console reads its records and total. */
export type BackendPage<T> = Pick<Page<T>, 'records' | 'total'> & Partial<Page<T>>;

/** List {current, pageSize, ...filters} -> gateway {current, size, ...filters}; empty filters dropped. */
export function toBackendQuery(params: Record<string, any>): Record<string, any> {
  const { current = 1, pageSize = 10, keyword: _k, ...filters } = params;
  const out: Record<string, any> = { current, size: pageSize };
  for (const [k, v] of Object.entries(filters)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = Array.isArray(v) ? v.join(',') : v;
  }
  return out;
}

/** A successful list answer whose data is not rows: the list cannot show it (issue 13). */
export class MalformedListError extends Error {
  constructor(detail: string) {
    super(`malformed list answer: ${detail}`);
    this.name = 'MalformedListError';
  }
}

const isRow = (r: unknown) => Boolean(r) && typeof r === 'object' && !Array.isArray(r);

/** Gateway {records, total} -> list {data, total, success}; rows that are not objects throw. */
export function toTableResult<T>(res: ApiResult<BackendPage<T> | T[]> | undefined) {
  const d = res?.data as any;
  const ok = Boolean(res && res.code === 200);
  const rows = Array.isArray(d) ? d : (d?.records ?? []);
  if (ok && (!Array.isArray(rows) || !rows.every(isRow))) throw new MalformedListError(JSON.stringify(d).slice(0, 200));
  if (ok && !Array.isArray(d) && d?.total !== undefined && !Number.isFinite(Number(d.total))) throw new MalformedListError(`total ${String(d.total)}`);
  if (Array.isArray(d)) return { data: d as T[], total: d.length, success: true };
  return { data: rows as T[], total: Number(d?.total ?? 0), success: ok };
}

/**
 * A list call: GET sends everything as query; POST its filters as the body and the paging as
 * query (spec 7.5). `call` is request.ts's (or a sandbox's); the screen contract test uses it too.
 */
export function listCall<R>(
  call: (spec: string, payload?: Record<string, any>, options?: CallOptions) => R,
  api: string,
  q: Record<string, any>,
  options: CallOptions = {},
): R {
  if (!/^POST\s/.test(api.trim())) return call(api, q, options);
  const { current, size, ...filters } = q;
  return call(api, filters, { ...options, params: { current, size } });
}
