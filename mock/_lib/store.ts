/**
 * The mock's in-memory tables. State lives for the server process: a write persists until restart.
 * Seeds are deterministic (no Math.random) so tests and screenshots are stable.
 */
export type Row = Record<string, any> & { id: string };

/** Keys a list call carries that are not filters. */
const NON_FILTERS = new Set(['current', 'size', 'descs', 'ascs', 'tenantId', '_t']);

let sequence = 1_000_000;
export function nextId(): string {
  sequence += 1;
  return String(sequence);
}

/** Deterministic "now" for seeds: 2026-01-01 plus n hours, formatted YYYY-MM-DD HH:mm:ss. */
export function seedTime(n: number): string {
  return formatTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0) + n * 3_600_000));
}

export function formatTime(d: Date = new Date()): string {
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(
    d.getUTCMinutes(),
  )}:${p(d.getUTCSeconds())}`;
}

/** A copy without the keys that would reach an object's prototype (a JSON body may carry "__proto__"). */
function own<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (k !== '__proto__' && k !== 'constructor' && k !== 'prototype') out[k] = v;
  return out as T;
}

export class Table<T extends Row = Row> {
  rows: T[];
  constructor(
    public readonly name: string,
    seed: T[] = [],
  ) {
    this.rows = seed.map((r) => ({ ...r }));
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
    const entries = Object.entries(query).filter(
      ([k, v]) => !NON_FILTERS.has(k) && v !== undefined && v !== null && v !== '',
    );
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
