/**
 * Resource descriptors: a resource declares its table, base path and call names, fields (the
 * validation step), owner rule, what each call needs (access.ts), a status field with its
 * transitions, cascades and filters; the generic code below answers
 *   list / page (paged, strictly filtered), status views (lists with fixed filters), detail,
 *   submit / add / update (validated), remove (cascading), apply (create in an initial state),
 *   transitions (audit, revoke ... : allowed from-states -> to-state, with an audit history),
 *   and for trees lazy-list and tree.
 * In the spirit of react-admin's ra-data-fakerest (a fake backend from plain data), with owners
 * and lifecycles. The format is documented in docs/mock.md.
 */
import type { Request, Response } from 'express';
import { needs, type Need } from './access';
import { fail, idList, ok, paginate, params, type Handler, type Routes } from './http';
import { Table, formatTime, type Row } from './store';
import { isAdmin, type User } from './users';
import { buttonCodesFor } from './menus';

export type CallName = 'list' | 'page' | 'detail' | 'submit' | 'remove' | 'add' | 'update' | 'lazyList' | 'tree';

/** One field of a resource: how its value is checked and stored. */
export interface Field {
  /** Label used in messages ("<label>长度不能超过50个字符"). */
  label?: string;
  /** text (default for string columns), number, int, or a fixed set of values (enum). */
  type?: 'text' | 'number' | 'int' | 'any';
  enum?: readonly (string | number)[];
  /** Message when missing or blank (after trimming). */
  required?: string;
  /** Longest text accepted (default 500). */
  max?: number;
  /** [rule, message] for text values. */
  pattern?: [RegExp, string];
  /** Smallest and largest number accepted ("<label>须在a到b之间"). */
  range?: [number, number];
  /** Any other check of a non-empty value (a named validator, a dictionary): the message, or undefined when good. */
  check?: (value: string | number) => string | undefined;
}

/** A lifecycle call's action: fixed, or chosen from the call's parameters and the row. */
export type Chooser<T extends Row = Row> = string | ((p: Record<string, any>, row: T) => string | undefined);
/** A status list's rows: a fixed filter (column -> value), or a test of a row with the caller. */
export type View<T extends Row = Row> = Record<string, any> | ((row: T, user: User) => boolean);

export interface Transition<T extends Row = Row> {
  /** States the row must be in; anything else answers 400 当前状态不允许该操作. */
  from: readonly any[];
  to: any;
  need?: Need;
  /** field -> message: the call must carry these. */
  require?: Record<string, string>;
  /** Fields of the call copied onto the row (e.g. the refusal reason). */
  copy?: string[];
  /** Side effects after the state changed (e.g. the user's status, a BID issued). */
  after?: (row: T, p: Record<string, any>, user: User) => void;
  /** The success message. */
  msg?: string;
}

/**
 * Who owns a row: a field holding the owner's BID ('creator'), a field holding the owner's user id
 * ({ field: 'userId', user: 'id' }), or a test. The owner field is the gateway's: a save never takes it.
 */
export type Owner<T extends Row = Row> = string | { field: string; user: 'id' | 'bid' } | ((row: T, user: User) => boolean);
/** The column holding a row's owner, when the rule names one. */
export const ownerField = (o: Owner<any> | undefined): string | undefined => (typeof o === 'string' ? o : o && typeof o === 'object' ? o.field : undefined);

export interface Resource<T extends Row = Row> {
  table: Table<T>;
  /** '/api/<service>/<entity>'; call paths are relative to it. */
  base: string;
  /**
   * Path per standard call; false leaves it out. Defaults: list, page, detail, submit, remove. A path
   * may name its method first ('GET delete': a removal the gateway takes as a GET), as may a
   * lifecycle call's.
   */
  calls?: Partial<Record<CallName, string | false>>;
  /** Declared fields; columns of the seed rows not declared here are checked by their seed type. */
  fields?: Record<string, Field>;
  /** field -> message: shorthand for a field's `required` (a save without the field answers 400 with the message). */
  required?: Record<string, string>;
  /**
   * Who owns a row: a field holding the owner's BID ('creator'), or a test. Users see and change
   * only their rows; administrators all.
   */
  owner?: Owner<T>;
  /**
   * Rows every user may read, not only their owner (a published template): lists and details show
   * them to all; changing them stays the owner's.
   */
  readable?: (row: T) => boolean;
  /**
   * The answer to a row the call names that does not exist or that the owner rule keeps from the
   * caller: 400 with this message, the same for both, so another user's row is not revealed
   * (default: 404 数据不存在 and 403 无权操作该数据).
   */
  missing?: string;
  /** Columns a save never takes from the call: the gateway's (states other calls set, names joined in). */
  readOnly?: string[];
  /** Success messages of the saves and the removal (default 操作成功, 删除成功). */
  messages?: Partial<Record<'submit' | 'add' | 'update' | 'remove', string>>;
  /**
   * Who may make each call (access.ts): one need for every call, or read (lists, details), write
   * (everything else) and per call name / path. Required: a call left without a need is a start-up error.
   */
  access: Need | ({ read?: Need; write?: Need } & Record<string, Need | undefined>);
  /** Extra query keys a list accepts, with their test (beyond column equality / substring). */
  filters?: Record<string, (row: T, value: string, req: Request) => boolean>;
  /**
   * Status lists: path -> fixed filter, e.g. { 'identityKey/auditListByPage': { status: 3 } }, or a
   * row test with the caller for what a fixed value cannot say (the caller's own tasks, an empty column).
   */
  views?: Record<string, View<T>>;
  /** More detail paths answering like detail (per status view). */
  details?: string[];
  /** Lifecycle: the status field, its transitions by action and the calls that trigger them. */
  lifecycle?: {
    field: string;
    transitions: Record<string, Transition<T>>;
    /** path -> action, or a chooser from the call's parameters and the row (one call, two outcomes). */
    calls: Record<string, Chooser<T>>;
  };
  /** Create in the initial state (an application): path, state, and the check that may refuse. */
  apply?: { path: string; status: any; check?: (user: User, p: Record<string, any>) => string | void; after?: (row: T, user: User) => void; msg?: string };
  /** Removing a row removes the rows of these tables that point at it. */
  cascade?: { table: Table; field: string }[];
  /** Side effects after a save (the row as stored, the call's parameters), e.g. files copied into a new project. */
  afterSave?: (row: T, p: Record<string, any>, req: Request, existing: boolean) => void;
  /** Values a new row starts with (creator and createTime are added). */
  defaults?: (req: Request) => Partial<T>;
  /** Fields whose value must be unique (message "<label>已存在"). */
  unique?: Record<string, string>;
  /** Row as sent to the console (names joined in, secrets removed); `call`: 'detail' for a detail, else the list's, save's or transition's. */
  view?: (row: T, user: User | undefined, call: 'detail' | 'other') => Record<string, any>;
  /** Tree: field of the parent id (default parentId); lists then answer top-level rows by default. */
  tree?: { parentField?: string; label?: string; keyField?: string; root?: string };
  /** Called before insert / update; return a message to refuse with 400 (or {code, msg}). */
  beforeSave?: (values: Record<string, any>, existing: T | undefined, req: Request) => string | { code: number; msg: string } | void;
  sort?: (a: T, b: T) => number;
  /** A list call may return more than a page (up to 10000 rows) to holders of this button (exports). */
  exportButton?: string;
}

/** Keys a list call carries that are not filters: paging, sort, tenant, the client's cache-buster. */
export const NON_FILTERS = new Set(['current', 'size', 'descs', 'ascs', 'tenantId', '_t', 'pageSize']);
/** The largest page-size choice of the console. */
export const MAX_PAGE = 200;
export const WRONG_STATE = '当前状态不允许该操作';
export const NOT_OWNER = '无权操作该数据';

export const creatorOf = (req: Request): string => (req as any).user?.bid ?? '';
const userOf = (req: Request): User | undefined => (req as any).user;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Columns of the seed rows, remembered so a table emptied by removals still knows its filters. */
const seedColumns = new WeakMap<Table<any>, Set<string>>();

/** The columns of a table: declared fields, the seed's columns and every key a row has. */
function columns(r: Pick<Resource<any>, 'table' | 'fields'> & { base?: string }): Set<string> {
  const set = new Set<string>([...Object.keys(r.fields ?? {}), ...(seedColumns.get(r.table) ?? [])]);
  for (const row of r.table.rows) Object.keys(row).forEach((k) => set.add(k));
  return set;
}

/** A column's field rule: declared, or inferred from the seed rows' value type (also read by scripts/gateway-openapi.ts). */
export function fieldOf(r: Pick<Resource<any>, 'table' | 'fields'> & { base?: string }, name: string): Field {
  const declared = r.fields?.[name];
  if (declared?.type || declared?.enum) return declared;
  return { ...declared, type: seedTypes.get(r.table)?.get(name) ?? 'any' };
}

/** Each column's type by its first seeded value: numbers stay numbers, text stays text. */
function inferTypes(rows: Row[]): Map<string, Field['type']> {
  const types = new Map<string, Field['type']>();
  for (const row of rows)
    for (const [k, v] of Object.entries(row)) {
      if (types.has(k) || v === undefined || v === null || v === '') continue;
      types.set(k, typeof v === 'number' ? 'number' : typeof v === 'string' ? 'text' : 'any');
    }
  return types;
}
const seedTypes = new WeakMap<Table<any>, Map<string, Field['type']>>();

/**
 * Who made a row and when are the gateway's to write, never a body's: the row rules of spec 6
 * (a creator's own rows) and the lists' order rest on them, on every resource, owned or not.
 */
const GATEWAY_FIELDS = ['creator', 'createTime', 'updateTime'];

/**
 * The validation step: unknown keys and __proto__ dropped, values typed (numbers stay numbers),
 * text trimmed and capped, enums checked, objects refused in text fields, required fields present.
 * Answers the cleaned values or the first message.
 */
export function validate(
  r: Pick<Resource<any>, 'table' | 'fields'> & { base?: string },
  input: Record<string, any>,
  existing: Row | undefined,
): { values: Record<string, any> } | { error: string } {
  const cols = columns(r);
  const values: Record<string, any> = Object.create(null);
  for (const [k, raw] of Object.entries(input)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype' || !cols.has(k)) continue;
    const f = fieldOf(r, k);
    const label = f.label ?? k;
    let v = raw;
    if (f.type === 'any') {
      values[k] = v;
      continue;
    }
    // A multi-value column (checkbox, multi-select) travels as a list of scalars and is stored
    // comma-joined, as the seeds hold it; any other object or array is refused.
    if (Array.isArray(v) && f.type === 'text' && v.every((x) => typeof x === 'string' || typeof x === 'number')) v = v.join(',');
    if (v !== null && typeof v === 'object') return { error: `${label}格式不正确` };
    if (typeof v === 'string') v = v.trim();
    if (v === '' || v === null || v === undefined) {
      values[k] = f.type === 'number' || f.type === 'int' ? null : '';
      continue;
    }
    if (f.type === 'number' || f.type === 'int') {
      // A switch sends true / false for a 0 / 1 column.
      const n = Number(v);
      if (!Number.isFinite(n) || (f.type === 'int' && !Number.isInteger(n))) return { error: `${label}必须为数字` };
      if (f.range && (n < f.range[0] || n > f.range[1])) return { error: `${label}须在${f.range[0]}到${f.range[1]}之间` };
      v = n;
    } else if (typeof v !== 'string') v = String(v);
    if (f.enum && !f.enum.map(String).includes(String(v))) return { error: `${label}取值不正确` };
    if (typeof v === 'string' && v.length > (f.max ?? 500)) return { error: `${label}长度不能超过${f.max ?? 500}个字符` };
    if (typeof v === 'string' && f.pattern && !f.pattern[0].test(v)) return { error: f.pattern[1] };
    const refused = f.check?.(v as string | number);
    if (refused) return { error: refused };
    values[k] = v;
  }
  for (const [k, f] of Object.entries(r.fields ?? {})) {
    if (!f.required) continue;
    const v = k in values ? values[k] : existing?.[k];
    if (blank(v)) return { error: f.required };
  }
  return { values: { ...values } };
}

/** Strict list filters: a key that is no column, no declared filter and no paging key is an error. */
function listRows<T extends Row>(r: Resource<T>, p: Record<string, any>, req: Request, fixed: View<T> = {}): T[] | string {
  const cols = columns(r);
  const pf = r.tree?.parentField ?? 'parentId';
  for (const k of Object.keys(p)) {
    if (!NON_FILTERS.has(k) && !cols.has(k) && !r.filters?.[k]) return `不支持的查询条件: ${k}`;
  }
  const query: Record<string, any> = {};
  for (const [k, v] of Object.entries(p)) if (!r.filters?.[k]) query[k] = v;
  const test = typeof fixed === 'function' ? fixed : undefined;
  if (!test) Object.assign(query, fixed);
  const user = userOf(req);
  let rows = r.table.filter(query, (row) => {
    if (user && !mayRead(r, row, user)) return false;
    if (test && !test(row, user!)) return false;
    return Object.entries(r.filters ?? {}).every(([k, test]) => blank(p[k]) || test(row, String(p[k]), req));
  });
  // Tree lists show top-level rows unless a parent (or any filter) is asked for.
  if (r.tree && p[pf] === undefined) {
    const filtered = Object.keys(p).some((k) => !NON_FILTERS.has(k) && p[k] !== '');
    if (!filtered) rows = rows.filter((row) => !row[pf] || String(row[pf]) === (r.tree?.root ?? '0'));
  }
  if (r.sort) rows = [...rows].sort(r.sort);
  return rows;
}

/**
 * The owner rule of a descriptor, the one place it is enforced: true when the user may see and
 * change the row (no owner rule, an administrator, or the row is theirs). Hand-written handlers
 * beside a resource ask it here instead of comparing owners themselves.
 */
export function mayChange(r: Pick<Resource<any>, 'owner'>, row: Record<string, any>, user: User | undefined): boolean {
  if (!r.owner || !user || isAdmin(user)) return true;
  return isOwner(r, row, user);
}

/** Whether the user may see the row: they may change it, or the resource makes it readable to all. */
export function mayRead(r: Pick<Resource<any>, 'owner' | 'readable'>, row: Record<string, any>, user: User | undefined): boolean {
  return mayChange(r, row, user) || Boolean(r.readable?.(row));
}

/**
 * The same rule without the administrators' pass: true when the row is the user's own. For what
 * is the user's whatever their role (their own chains and drafts counted, the rows "mine" lists,
 * a record only its owner may remove, not even an administrator).
 */
export function isOwner(r: Pick<Resource<any>, 'owner'>, row: Record<string, any>, user: User | undefined): boolean {
  if (!r.owner || !user) return false;
  if (typeof r.owner === 'function') return r.owner(row, user);
  if (typeof r.owner === 'string') return row[r.owner] === user.bid;
  return String(row[r.owner.field]) === String(user[r.owner.user]);
}

/** Appends to the row's audit history and stamps who audited when. */
function record(row: Row, action: string, user: User, reason?: string) {
  const time = formatTime();
  row.history = [
    ...(Array.isArray(row.history) ? row.history : []),
    { action, user: user.realName || user.name, time, status: row.status, reason: reason ?? '' },
  ];
  if (action !== 'apply') Object.assign(row, { auditTime: time, auditUser: user.realName || user.name });
}

/** A new row has every column of the table: text columns '', others null, until set. */
function blankRow(r: Resource<any>): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [k, type] of seedTypes.get(r.table) ?? []) if (!['id', 'createTime', 'history'].includes(k)) out[k] = type === 'text' ? '' : null;
  return out;
}

export function resource<T extends Row>(declared: Resource<T>): Routes {
  const { required, ...rest } = declared;
  const fields: Record<string, Field> = { ...declared.fields };
  for (const [f, m] of Object.entries(required ?? {})) fields[f] = { ...fields[f], required: m };
  const r: Resource<T> = { ...rest, fields };
  if (!seedColumns.has(r.table)) seedColumns.set(r.table, columns(r));
  if (!seedTypes.has(r.table)) seedTypes.set(r.table, inferTypes(r.table.rows));
  const n = (k: CallName, d: string) => (r.calls?.[k] === false ? null : ((r.calls?.[k] as string) ?? d));
  const view = (row: T, req: Request, call: 'detail' | 'other') => (r.view ? r.view(row, userOf(req), call) : row);
  const pf = r.tree?.parentField ?? 'parentId';
  const kf = r.tree?.keyField ?? 'id';
  const root = r.tree?.root ?? '0';
  const hasChildren = (key: string) => r.table.rows.some((row) => String(row[pf]) === String(key));
  const nodeOf = (key: string) => r.table.rows.find((row) => String(row[kf]) === key);
  /**
   * Why a node may not hang under `parent` (undefined: it may). A parent that is no node, the node
   * itself or one of its descendants would take the node and its subtree out of every tree the
   * console draws (they grow from the root): the row would be saved and never seen again. The
   * messages are not the spec's (it names none).
   */
  const misplaced = (parent: string, self: string | undefined): string | undefined => {
    if (parent === root) return undefined;
    if (!nodeOf(parent)) return '上级节点不存在';
    const seen = new Set<string>();
    for (let at: string | undefined = parent; at !== undefined && at !== root && !seen.has(at); at = nodeOf(at)?.[pf]?.toString()) {
      if (at === self) return '上级节点不能是自身或其下级';
      seen.add(at);
    }
    return undefined;
  };
  const out = (row: T, req: Request, call: 'detail' | 'other' = 'other') =>
    r.tree ? { ...view(row, req, call), hasChildren: hasChildren(row[kf]) } : view(row, req, call);
  const needFor = (call: string, read: boolean): Need => {
    const a = r.access;
    const need = typeof a === 'string' ? a : (a?.[call] ?? (read ? a?.read : a?.write));
    if (!need) throw new Error(`mock resource ${r.base}: call "${call}" has no access rule (give the resource access: '<need>' or {read, write, '${call}'})`);
    return need;
  };

  const list =
    (fixed?: View<T>): Handler =>
    (req, res) => {
      const p = params(req);
      const rows = listRows(r, p, req, fixed);
      if (typeof rows === 'string') return fail(res, rows);
      const user = userOf(req);
      const exporting = r.exportButton && user && (isAdmin(user) || buttonCodesFor(user.roleName).includes(r.exportButton));
      const page = paginate(rows, p.current, p.size, exporting ? 10000 : MAX_PAGE);
      ok(res, { ...page, records: page.records.map((row) => out(row, req)) });
    };

  /** The row of ?id= the caller may see, or an answer already sent. */
  const own = (req: Request, res: Response, id: unknown): T | undefined => ownedRow(r, req, res, id);

  const detail: Handler = (req, res) => {
    const row = ownedRow(r, req, res, params(req).id, { read: true });
    if (row) ok(res, out(row, req, 'detail'));
  };

  const save =
    (mode: 'submit' | 'add' | 'update'): Handler =>
    (req, res) => {
      const p = params(req);
      const id = typeof p.id === 'string' || typeof p.id === 'number' ? String(p.id).trim() : '';
      const existing = id ? r.table.get(id) : undefined;
      // An edit of a row deleted meanwhile must not bring it back under a new id.
      if ((id || mode === 'update') && !existing) return r.missing ? fail(res, r.missing) : fail(res, '数据不存在', 404);
      if (existing && !mayChange(r, existing, userOf(req))) return r.missing ? fail(res, r.missing) : fail(res, NOT_OWNER, 403);
      const checked = validate(r, p, existing);
      if ('error' in checked) return fail(res, checked.error);
      const values = checked.values;
      delete values.id;
      delete values.hasChildren;
      for (const k of [...GATEWAY_FIELDS, ...(r.readOnly ?? [])]) delete values[k];
      if (ownerField(r.owner)) delete values[ownerField(r.owner)!];
      if (r.lifecycle) delete values[r.lifecycle.field];
      for (const [f, label] of Object.entries(r.unique ?? {})) {
        if (values[f] === undefined) continue;
        const clash = r.table.rows.find((row) => String(row[f]) === String(values[f]) && String(row.id) !== String(existing?.id ?? ''));
        if (clash) return fail(res, `${label}已存在`);
      }
      if (r.tree && !blank(values[pf])) {
        const wrong = misplaced(String(values[pf]), existing ? String(existing[kf]) : undefined);
        if (wrong) return fail(res, wrong);
      }
      const refused = r.beforeSave?.(values, existing, req);
      if (refused) return typeof refused === 'string' ? fail(res, refused) : fail(res, refused.msg, refused.code);
      const saved = r.messages?.[mode];
      if (existing) {
        r.table.update(existing.id, values as Partial<T>);
        r.afterSave?.(r.table.get(existing.id)!, p, req, true);
        return ok(res, out(r.table.get(existing.id)!, req), saved);
      }
      if (r.tree && blank(values[pf])) values[pf] = root;
      const row = r.table.insert(values as Partial<T>, { ...blankRow(r), ...(r.defaults?.(req) ?? {}), creator: creatorOf(req) } as unknown as Partial<T>);
      r.afterSave?.(row, p, req, false);
      ok(res, out(row, req), saved);
    };

  const remove: Handler = (req, res) => {
    const ids = idList(params(req).ids ?? params(req).id);
    if (!ids.length) return fail(res, '请选择至少一条数据');
    const rows = ids.map((id) => r.table.get(id));
    if (rows.some((row) => !row)) return fail(res, r.missing ?? '数据不存在');
    if (rows.some((row) => !mayChange(r, row!, userOf(req)))) return r.missing ? fail(res, r.missing) : fail(res, NOT_OWNER, 403);
    // Removing a tree node removes its descendants too.
    const all = new Set(ids);
    if (r.tree) {
      let grew = true;
      while (grew) {
        grew = false;
        const keys = new Set(r.table.rows.filter((row) => all.has(row.id)).map((row) => String(row[kf])));
        for (const row of r.table.rows)
          if (keys.has(String(row[pf])) && !all.has(row.id)) {
            all.add(row.id);
            grew = true;
          }
      }
    }
    for (const c of r.cascade ?? []) c.table.rows = c.table.rows.filter((row) => !all.has(String(row[c.field])));
    ok(res, r.table.remove([...all]), r.messages?.remove ?? '删除成功');
  };

  const transition =
    (choose: Chooser<T>): Handler =>
    (req, res) => {
      const p = params(req);
      const user = userOf(req)!;
      const row = own(req, res, p.id);
      if (!row) return;
      const action = typeof choose === 'string' ? choose : choose(p, row);
      const t = action ? r.lifecycle!.transitions[action] : undefined;
      if (!t) return fail(res, '不支持的操作');
      if (!t.from.map(String).includes(String(row[r.lifecycle!.field]))) return fail(res, WRONG_STATE);
      for (const [f, m] of Object.entries(t.require ?? {})) if (blank(p[f])) return fail(res, m);
      const copied: Record<string, any> = {};
      for (const f of t.copy ?? []) {
        if (p[f] !== null && typeof p[f] === 'object') return fail(res, `${f}格式不正确`);
        if (!blank(p[f])) copied[f] = typeof p[f] === 'string' ? p[f].trim().slice(0, 500) : p[f];
      }
      Object.assign(row, copied, { [r.lifecycle!.field]: t.to });
      record(row, action!, user, copied.auditReason ?? copied.revokeReason ?? copied.reason);
      t.after?.(row, p, user);
      ok(res, out(row, req), t.msg ?? '操作成功');
    };

  const apply: Handler = (req, res) => {
    const a = r.apply!;
    const user = userOf(req)!;
    const refused = a.check?.(user, params(req));
    if (refused) return fail(res, refused);
    // An application carries only the declared fields: status, owner, keys and history are the gateway's.
    const declared = Object.fromEntries(Object.entries(params(req)).filter(([k]) => Object.prototype.hasOwnProperty.call(r.fields ?? {}, k)));
    const checked = validate(r, declared, undefined);
    if ('error' in checked) return fail(res, checked.error);
    const values = checked.values;
    delete values.id;
    for (const k of GATEWAY_FIELDS) delete values[k];
    if (ownerField(r.owner)) delete values[ownerField(r.owner)!];
    const row = r.table.insert(
      { ...values, [r.lifecycle?.field ?? 'status']: a.status } as Partial<T>,
      {
        ...blankRow(r),
        ...(r.defaults?.(req) ?? {}),
        creator: creatorOf(req),
      } as unknown as Partial<T>,
    );
    record(row, 'apply', user);
    a.after?.(row, user);
    ok(res, out(row, req), a.msg ?? '提交成功');
  };

  const routes: Routes = {};
  // The descriptor travels with its routes (not enumerable: spreading the routes leaves it), so
  // hand-written handlers beside it enforce its owner rule through ownerOf(routes).
  Object.defineProperty(routes, ROUTES_DESCRIPTOR, { value: r, enumerable: false });
  const at = (method: string, call: string, path: string | null, h: Handler, read: boolean) => {
    if (path) routes[routeKey(method, r.base, path)] = described(needs(h, needFor(call, read)), r, call);
  };
  at('GET', 'list', n('list', 'list'), list(), true);
  at('GET', 'page', n('page', 'page'), list(), true);
  at('GET', 'detail', n('detail', 'detail'), detail, true);
  at('POST', 'submit', n('submit', 'submit'), save('submit'), false);
  at('POST', 'add', n('add', r.calls?.add ? 'add' : ''), save('add'), false);
  at('POST', 'update', n('update', r.calls?.update ? 'update' : ''), save('update'), false);
  at('POST', 'remove', n('remove', 'remove'), remove, false);
  for (const [path, fixed] of Object.entries(r.views ?? {})) at('GET', path, path, list(fixed), true);
  for (const path of r.details ?? []) at('GET', path, path, detail, true);
  for (const [path, choose] of Object.entries(r.lifecycle?.calls ?? {})) {
    const fixedNeed = typeof choose === 'string' ? r.lifecycle!.transitions[choose]?.need : undefined;
    const own = typeof r.access === 'string' ? undefined : r.access?.[path];
    if (path) routes[routeKey('POST', r.base, path)] = lifecycleCall(needs(transition(choose), own ?? fixedNeed ?? needFor(path, false)), r, choose);
  }
  if (r.apply) at('POST', r.apply.path, r.apply.path, apply, false);
  if (r.tree) {
    at(
      'GET',
      'lazyList',
      n('lazyList', 'lazy-list'),
      (req, res) => {
        const parent = String(params(req)[pf] ?? params(req).parentId ?? root);
        ok(
          res,
          r.table.rows.filter((row) => String(row[pf] ?? root) === parent).map((row) => out(row, req)),
        );
      },
      true,
    );
    at('GET', 'tree', n('tree', 'tree'), (_req, res) => ok(res, treeOf(r.table, pf, r.tree?.label ?? 'name', root, kf)), true);
  }
  return routes;
}

const ROUTES_DESCRIPTOR = Symbol.for('bbn.mock.routesDescriptor');

/** 'METHOD /base/path' of a call: the path's own method ('GET delete') or the call's default. */
function routeKey(method: string, base: string, path: string): string {
  const m = /^(GET|POST) (.+)$/.exec(path);
  return m ? `${m[1]} ${base}/${m[2]}` : `${method} ${base}/${path}`;
}

/** A call path without its method ('GET delete' -> 'delete'). */
export const callPath = (path: string): string => path.replace(/^(GET|POST) /, '');

/**
 * The row of `id` in the resource's table that the caller may see and change, or an answer already
 * sent (404, 403 无权操作该数据). `ownerOnly`: the owner's alone, administrators refused too.
 */
export function ownedRow<T extends Row>(
  r: Pick<Resource<T>, 'owner' | 'table' | 'readable' | 'missing'>,
  req: Request,
  res: Response,
  id: unknown,
  { ownerOnly = false, read = false }: { ownerOnly?: boolean; read?: boolean } = {},
): T | undefined {
  const row = r.table.get(id);
  if (!row) return void (r.missing ? fail(res, r.missing) : fail(res, '数据不存在', 404));
  const user = userOf(req);
  const allowed = ownerOnly ? isOwner(r, row, user) : read ? mayRead(r, row, user) : mayChange(r, row, user);
  if (!allowed) return void (r.missing ? fail(res, r.missing) : fail(res, NOT_OWNER, 403));
  return row;
}

/**
 * The owner rule of the resource behind `routes` (what resource() answered), for the hand-written
 * handlers beside it: `owns(row, user)` (theirs, or an administrator), `mine(row, user)` (theirs
 * whatever their role), `rowsOf(user)` (the table's rows that are theirs) and `row(req, res, id)`
 * (the row, or 404 / 403 already answered). The rule is the descriptor's `owner`, written once; a
 * resource without one throws.
 */
export function ownerOf<T extends Row = Row>(routes: Routes) {
  const r: Resource<T> | undefined = (routes as any)[ROUTES_DESCRIPTOR];
  if (!r?.owner) throw new Error(`mock: ownerOf() needs the routes of a resource with an owner rule${r ? ` (${r.base} has none)` : ''}`);
  return {
    owns: (row: Row, user: User | undefined): boolean => mayChange(r, row, user),
    reads: (row: Row, user: User | undefined): boolean => mayRead(r, row, user),
    mine: (row: Row, user: User | undefined): boolean => isOwner(r, row, user),
    rowsOf: (user: User | undefined): T[] => r.table.rows.filter((row) => isOwner(r, row, user)),
    row: (req: Request, res: Response, id: unknown, o?: { ownerOnly?: boolean; read?: boolean }): T | undefined => ownedRow(r, req, res, id, o),
  };
}

const isNumber = (s: string) => /^-?\d+(\.\d+)?$/.test(s);
/**
 * A filter's comparison of a cell with a query value: eq, contains, in (comma-joined values),
 * gte / lte (numbers as numbers, text and times as text; "2026-01-31" as an end takes that whole
 * day of a datetime column).
 */
export function matches(cell: unknown, value: string, op: 'eq' | 'contains' | 'gte' | 'lte' | 'in'): boolean {
  if (cell === null || cell === undefined || cell === '') return false;
  const c = String(cell);
  switch (op) {
    case 'contains':
      return c.includes(value);
    case 'in':
      return value
        .split(',')
        .map((s) => s.trim())
        .includes(c);
    case 'gte':
      return isNumber(c) && isNumber(value) ? Number(c) >= Number(value) : c >= value;
    case 'lte':
      return isNumber(c) && isNumber(value) ? Number(c) <= Number(value) : c.slice(0, value.length) <= value;
    default:
      return c === value;
  }
}

/** The two filters of a date range search: [from, to] query names on a time column. */
export function timeRange(field: string, [from, to]: [string, string]): Record<string, (row: Row, value: string) => boolean> {
  return { [from]: (row, v) => matches(row[field], v, 'gte'), [to]: (row, v) => matches(row[field], v, 'lte') };
}

const DESCRIPTOR = Symbol.for('bbn.mock.descriptor');

/** What a descriptor's handler is: the resource and the call it answers (read by the schema checker). */
export interface Described {
  resource: Resource<any>;
  call: string;
}
function described(h: Handler, r: Resource<any>, call: string): Handler {
  (h as any)[DESCRIPTOR] = { resource: r, call } satisfies Described;
  return h;
}
const LIFECYCLE_CALL = Symbol.for('bbn.mock.lifecycleCall');
/** A lifecycle call of a resource: the transition it makes (an action), or a chooser from the call's parameters. */
export interface LifecycleCall {
  resource: Resource<any>;
  choose: Chooser<any>;
}
function lifecycleCall(h: Handler, r: Resource<any>, choose: LifecycleCall['choose']): Handler {
  (h as any)[LIFECYCLE_CALL] = { resource: r, choose } satisfies LifecycleCall;
  return h;
}
/** The lifecycle call a handler made by resource() answers, if any (read by scripts/gateway-openapi.ts). */
export const lifecycleCallOf = (h: Handler): LifecycleCall | undefined => (h as any)[LIFECYCLE_CALL];

/** The resource behind a handler made by resource(), if any. */
export const describedBy = (h: Handler): Described | undefined => (h as any)[DESCRIPTOR];

/**
 * What a resource stores and accepts, for the schema checker (studio/contractCheck.ts):
 * `stores` the keys a save keeps (columns; the id, the owner and the status field are the
 * gateway's), `filters` the query keys a list accepts.
 */
export function contractOf(r: Resource<any>): { stores: Set<string>; filters: Set<string>; columns: Set<string> } {
  const cols = columns(r);
  const stores = new Set(cols);
  for (const k of [
    'id',
    'hasChildren',
    ...(r.readOnly ?? []),
    ...(ownerField(r.owner) ? [ownerField(r.owner)!] : []),
    ...(r.lifecycle ? [r.lifecycle.field] : []),
  ])
    stores.delete(k);
  return { stores, filters: new Set([...cols, ...Object.keys(r.filters ?? {}), ...NON_FILTERS]), columns: cols };
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
