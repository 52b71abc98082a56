/**
 * Helpers of the hand-written routes and seeds beside the resource descriptors (resource.ts, which
 * answers the generic BladeX calls: list, page, detail, submit, remove, lazy-list, tree): a
 * strictly filtered page, a checked removal, deterministic seed rows and the seeded owners' BIDs.
 */
import { NON_FILTERS } from './resource';
import type { Table } from './store';
import type { Response } from 'express';
import { fail, idList, ok, paginate } from './http';
import { users } from './users';

/** A hand-written list: strictly filtered by the table's columns (400 for an unknown key), paged. */
export function pageOf(res: Response, table: Table<any>, p: Record<string, any>) {
  const columns = new Set(table.rows.flatMap((r) => Object.keys(r)));
  const unknown = Object.keys(p).find((k) => !NON_FILTERS.has(k) && !columns.has(k));
  if (unknown) return fail(res, `不支持的查询条件: ${unknown}`);
  ok(res, paginate(table.filter(p), p.current, p.size));
}

/** A hand-written removal: ids comma-joined, every one known, else 400 and nothing removed. */
export function removeRows(res: Response, table: Table<any>, raw: unknown) {
  const ids = idList(raw);
  if (!ids.length) return fail(res, '请选择至少一条数据');
  if (ids.some((id) => !table.get(id))) return fail(res, '数据不存在');
  ok(res, table.remove(ids), '删除成功');
}

/** Deterministic seeds: n rows from a row maker. */
export function seed<T>(count: number, make: (i: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i));
}

/** Deterministic pick from a list. */
export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length];

/** The administrator's BID: seeded rows are theirs, so they can select them (spec 6). */
export const ADMIN_BID = () => users.find((u) => u.account === 'admin')?.bid ?? '';
/** Another user's BID: some seeded rows are not selectable, as in production. */
export const OTHER_BID = () => users.find((u) => u.account === 'zhangsan')?.bid ?? '';
