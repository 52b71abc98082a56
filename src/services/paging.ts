/** The one adapter between ProTable's paging and the gateway's (spec 3 Paging). */
import type { ApiResult } from './request';

export interface BackendPage<T> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
}

/** ProTable {current, pageSize, ...filters} -> gateway {current, size, ...filters}; empty filters dropped. */
export function toBackendQuery(params: Record<string, any>): Record<string, any> {
  const { current = 1, pageSize = 10, keyword: _k, ...filters } = params;
  const out: Record<string, any> = { current, size: pageSize };
  for (const [k, v] of Object.entries(filters)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = Array.isArray(v) ? v.join(',') : v;
  }
  return out;
}

/** Gateway {records, total} -> ProTable {data, total, success}. */
export function toTableResult<T>(res: ApiResult<BackendPage<T> | T[]> | undefined) {
  const d = res?.data as any;
  if (Array.isArray(d)) return { data: d as T[], total: d.length, success: true };
  return { data: (d?.records ?? []) as T[], total: Number(d?.total ?? 0), success: Boolean(res && res.code === 200) };
}
