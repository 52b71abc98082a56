/**
 * The mock's tables. Rows live in memory and in the state store (state.ts): a write survives a
 * restart of the server; `MOCK_STATE=memory` keeps them in memory only. Seeds are deterministic
 * (no Math.random) so tests and screenshots are stable; they are used when nothing is stored.
 */
import { LIVE, requestScope } from './scope';
import { attach, nextId, touchedOutside } from './state';

export { nextId };

export type Row = Record<string, any> & { id: string };

export interface TableOptions {
  /** A table of one call (a filter helper): never stored, never taken into a sandbox. */
  transient?: boolean;
}

/** Keys a list call carries that are not filters. */
const NON_FILTERS = new Set(['current', 'size', 'descs', 'ascs', 'tenantId', '_t']);

/** Deterministic "now" for seeds: 2026-01-01 plus n hours, formatted YYYY-MM-DD HH:mm:ss. */
export function seedTime(n: number): string {
  return formatTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0) + n * 3_600_000));
}

export function formatTime(d: Date = new Date()): string {
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** A copy without the keys that would reach an object's prototype (a JSON body may carry "__proto__"). */
function own<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (k !== '__proto__' && k !== 'constructor' && k !== 'prototype') out[k] = v;
  return out as T;
}

export class Table<T extends Row = Row> {
  [LIVE]: T[];
  readonly transient: boolean;
  /**
   * True when the rows came from the state store rather than the seed: code that adds seed rows
   * at start-up (outside the constructor) skips it then, or a restart would add them again.
   */
  readonly restored: boolean;
  /**
   * `name` is the table's key in the state store: one table per name (a later table of the same
   * name takes it over, e.g. a reloaded resource). The seed is used when nothing is stored.
   */
  constructor(
    public readonly name: string,
    seed: T[] = [],
    options: TableOptions = {},
  ) {
    this[LIVE] = seed.map((r) => ({ ...r }));
    this.transient = Boolean(options.transient);
    this.restored = this.transient ? false : attach(this);
  }

  /**
   * The rows a caller sees: the live rows, or inside a sandboxed request the sandbox's copy.
   * Reaching them inside a request marks the table for the write-back before the answer, so
   * handlers may change rows in place (`row.status = 2`) or replace the array.
   */
  get rows(): T[] {
    if (this.transient) return this[LIVE];
    const scope = requestScope.getStore();
    if (!scope) touchedOutside(this);
    else if (scope.sandbox) return scope.sandbox.rowsOf(this) as T[];
    else scope.touched.add(this);
    return this[LIVE];
  }

  set rows(rows: T[]) {
    if (this.transient) {
      this[LIVE] = rows;
      return;
    }
    const scope = requestScope.getStore();
    if (scope?.sandbox) {
      scope.sandbox.setRows(this, rows);
      return;
    }
    if (!scope) touchedOutside(this);
    else scope.touched.add(this);
    this[LIVE] = rows;
  }

  get(id: unknown): T | undefined {
    return this.rows.find((r) => String(r.id) === String(id));
  }

  find(pred: (r: T) => boolean): T | undefined {
    return this.rows.find(pred);
  }

  /**
   * Generic list filter: every query key that names a column filters by it. Text matches as a
   * substring (what a user typing part of a name expects), anything else by equality.
   * Rows are newest first by createTime, then by insertion order.
   */
  filter(query: Record<string, any> = {}, extra?: (r: T) => boolean): T[] {
    const entries = Object.entries(query).filter(([k, v]) => !NON_FILTERS.has(k) && v !== undefined && v !== null && v !== '');
    return this.rows.filter((r) => {
      if (extra && !extra(r)) return false;
      return entries.every(([k, v]) => {
        if (!(k in r)) return true; // not a column of this table: not a filter here
        const cell = r[k];
        if (cell === null || cell === undefined) return false;
        if (typeof cell === 'string' && typeof v === 'string' && !/^-?\d+$/.test(cell)) return cell.includes(v);
        return String(cell) === String(v);
      });
    });
  }

  insert(values: Partial<T>, defaults: Partial<T> = {}): T {
    const row = { ...own(defaults), ...own(values), id: values.id ? String(values.id) : nextId() } as T;
    if (!('createTime' in row)) (row as Row).createTime = formatTime();
    this.rows.unshift(row);
    return row;
  }

  update(id: unknown, values: Partial<T>): T | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    Object.assign(row, own(values), { id: row.id });
    (row as Row).updateTime = formatTime();
    return row;
  }

  /** Insert or update, as BladeX `submit` does: an id that exists updates, else inserts. */
  upsert(values: Partial<T>, defaults: Partial<T> = {}): T {
    if (values.id && this.get(values.id)) return this.update(values.id, values)!;
    const { id: _ignored, ...rest } = values as Row;
    return this.insert(rest as Partial<T>, defaults);
  }

  remove(ids: string[]): number {
    const before = this.rows.length;
    const set = new Set(ids.map(String));
    this.rows = this.rows.filter((r) => !set.has(String(r.id)));
    return before - this.rows.length;
  }
}
