/**
 * The generic CRUD endpoints every administration screen speaks (BladeX style), as a thin layer
 * over resource descriptors (resource.ts):
 *   GET  <base>/list | page   paged, strictly filtered by columns (text by substring)
 *   GET  <base>/detail        ?id=
 *   POST <base>/submit        insert or update (an id that exists updates; a missing one is 404)
 *   POST <base>/remove        ids comma-joined (unknown ids refused)
 * and for trees GET <base>/lazy-list (?parentId=, rows carry hasChildren) and GET <base>/tree.
 * Every crud() says who may make its calls (`access`, e.g. 'admin'): there is no default.
 */
import { NON_FILTERS, resource, type CallName, type Field, type Resource } from './resource';
import type { Table, Row } from './store';
import type { Response } from 'express';
import { fail, idList, ok, paginate, type Routes } from './http';
import { users } from './users';

export { creatorOf, treeOf } from './resource';

export interface CrudOptions<T extends Row> extends Omit<Resource<T>, 'table' | 'base' | 'calls'> {
  /** Path segment per endpoint; false leaves it out. Defaults: list, page, detail, submit, remove. */
  names?: Partial<Record<CallName, string | false>>;
  /** field -> message: a submit without the field answers 400 with the message. */
  required?: Record<string, string>;
}

export function crud<T extends Row>(table: Table<T>, base: string, o: CrudOptions<T>): Routes {
  const { names, required, fields = {}, ...rest } = o;
  const merged: Record<string, Field> = { ...fields };
  for (const [f, m] of Object.entries(required ?? {})) merged[f] = { ...merged[f], required: m };
  return resource({ ...rest, table, base, calls: names, fields: merged });
}

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
