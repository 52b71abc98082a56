/**
 * The generic CRUD endpoints every administration screen speaks (BladeX style):
 *   GET  <base>/list | page   paged, filtered by any column (text by substring)
 *   GET  <base>/detail        ?id=
 *   POST <base>/submit        insert or update (an id that exists updates)
 *   POST <base>/remove        ids comma-joined
 * and for trees GET <base>/lazy-list (?parentId=, rows carry hasChildren) and GET <base>/tree.
 * A topic file calls crud(table, '/api/sfbn-system/param', {...}) and adds what is special.
 */
import type { Request } from 'express';
import { fail, idList, ok, paginate, params, type Handler, type Routes } from './http';
import { Table, type Row } from './store';
import { users } from './users';

type Name = 'list' | 'page' | 'detail' | 'submit' | 'remove' | 'add' | 'update' | 'lazyList' | 'tree';

export interface CrudOptions<T extends Row> {
  /** Path segment per endpoint; false leaves it out. Defaults: list, page, detail, submit, remove. */
  names?: Partial<Record<Name, string | false>>;
  /** Values a new row starts with (creator and createTime are added). */
  defaults?: (req: Request) => Partial<T>;
  /** field -> message: a submit without the field answers 400 with the message. */
  required?: Record<string, string>;
  /** Fields whose value must be unique (message: "<label>已存在"). */
  unique?: Record<string, string>;
  /** Extra list filter (beyond column equality / substring). */
  filter?: (row: T, p: Record<string, any>, req: Request) => boolean;
  /** Row as sent to the console (e.g. names joined in, secrets removed). */
  view?: (row: T) => Record<string, any>;
  /** Tree: field of the parent id (default parentId); lists then answer top-level rows by default. */
  tree?: { parentField?: string; label?: string; keyField?: string; root?: string };
  /** Called before insert / update; return a message to refuse with 400. */
  beforeSave?: (values: Record<string, any>, existing: T | undefined, req: Request) => string | void;
  /** Sort of the list (default: table order, newest first). */
  sort?: (a: T, b: T) => number;
}

export function creatorOf(req: Request): string {
  return (req as any).user?.bid ?? '';
}

export function crud<T extends Row>(table: Table<T>, base: string, o: CrudOptions<T> = {}): Routes {
  const n = (k: Name, d: string) => (o.names?.[k] === false ? null : (o.names?.[k] as string) ?? d);
  const view = (r: T) => (o.view ? o.view(r) : r);
  const pf = o.tree?.parentField ?? 'parentId';
  const kf = o.tree?.keyField ?? 'id';
  const root = o.tree?.root ?? '0';
  const hasChildren = (key: string) => table.rows.some((r) => String(r[pf]) === String(key));
  const withFlag = (r: T) => (o.tree ? { ...view(r), hasChildren: hasChildren(r[kf]) } : view(r));

  const list: Handler = (req, res) => {
    const p = params(req);
    let rows = table.filter(p, (r) => (o.filter ? o.filter(r, p, req) : true));
    // Tree lists show top-level rows unless a parent (or any filter) is asked for.
    if (o.tree && p[pf] === undefined) {
      const filtered = Object.keys(p).some((k) => !['current', 'size', 'descs', 'ascs', 'tenantId', '_t'].includes(k) && p[k] !== '');
      if (!filtered) rows = rows.filter((r) => !r[pf] || String(r[pf]) === root);
    }
    if (o.sort) rows = [...rows].sort(o.sort);
    const page = paginate(rows, p.current, p.size);
    ok(res, { ...page, records: page.records.map(withFlag) });
  };

  const detail: Handler = (req, res) => {
    const p = params(req);
    const row = table.get(p.id);
    if (!row) return fail(res, '数据不存在');
    ok(res, withFlag(row));
  };

  const save = (mode: 'submit' | 'add' | 'update'): Handler => (req, res) => {
    const values = { ...params(req) } as Record<string, any>;
    delete values.hasChildren;
    const existing = values.id ? table.get(values.id) : undefined;
    if (mode === 'update' && !existing) return fail(res, '数据不存在');
    const merged = { ...(existing ?? {}), ...values };
    for (const [f, m] of Object.entries(o.required ?? {})) {
      if (merged[f] === undefined || merged[f] === null || merged[f] === '') return fail(res, m);
    }
    for (const [f, label] of Object.entries(o.unique ?? {})) {
      if (values[f] === undefined) continue;
      const clash = table.rows.find((r) => String(r[f]) === String(values[f]) && String(r.id) !== String(existing?.id ?? ''));
      if (clash) return fail(res, `${label}已存在`);
    }
    const refusal = o.beforeSave?.(values, existing, req);
    if (refusal) return fail(res, refusal);
    if (existing) {
      table.update(existing.id, values as Partial<T>);
      return ok(res, withFlag(table.get(existing.id)!));
    }
    if (o.tree && (values[pf] === undefined || values[pf] === '')) values[pf] = root;
    const { id: _drop, ...rest } = values;
    const row = table.insert(rest as Partial<T>, { ...(o.defaults?.(req) ?? {}), creator: creatorOf(req) } as unknown as Partial<T>);
    ok(res, withFlag(row));
  };

  const remove: Handler = (req, res) => {
    const ids = idList(params(req).ids ?? params(req).id);
    if (!ids.length) return fail(res, '请选择至少一条数据');
    // Removing a tree node removes its descendants too.
    const all = new Set(ids);
    if (o.tree) {
      let grew = true;
      while (grew) {
        grew = false;
        const keys = new Set(table.rows.filter((r) => all.has(r.id)).map((r) => String(r[kf])));
        for (const r of table.rows) if (keys.has(String(r[pf])) && !all.has(r.id)) (all.add(r.id), (grew = true));
      }
    }
    ok(res, table.remove([...all]), '删除成功');
  };

  const routes: Routes = {};
  const at = (method: string, name: string | null, h: Handler) => {
    if (name) routes[`${method} ${base}/${name}`] = h;
  };
  at('GET', n('list', 'list'), list);
  at('GET', n('page', 'page'), list);
  at('GET', n('detail', 'detail'), detail);
  at('POST', n('submit', 'submit'), save('submit'));
  at('POST', n('add', o.names?.add ? 'add' : ''), save('add'));
  at('POST', n('update', o.names?.update ? 'update' : ''), save('update'));
  at('POST', n('remove', 'remove'), remove);
  if (o.tree) {
    at('GET', n('lazyList', 'lazy-list'), (req, res) => {
      const parent = String(params(req)[pf] ?? params(req).parentId ?? root);
      ok(res, table.rows.filter((r) => String(r[pf] ?? root) === parent).map(withFlag));
    });
    at('GET', n('tree', 'tree'), (_req, res) => ok(res, treeOf(table, pf, o.tree?.label ?? 'name', root, kf)));
  }
  return routes;
}

/** Nested {id, key, value, title, children} of a table, for tree selects and grant trees. */
export function treeOf<T extends Row>(table: Table<T>, pf = 'parentId', label = 'name', root = '0', kf = 'id'): any[] {
  const build = (parent: string): any[] =>
    table.rows
      .filter((r) => String(r[pf] ?? root) === parent)
      .map((r) => {
        const children = build(String(r[kf]));
        return { id: r[kf], key: r[kf], value: r[kf], title: r[label], parentId: r[pf], ...(children.length ? { children } : {}) };
      });
  return build(root);
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
