/**
 * The mock's state store: Table rows, the id sequence and the stored maps (sessions, lockout
 * counters, uploads, role grants...) kept in one SQLite file (better-sqlite3), so `npm start` and
 * `npm run serve` find the rows, sessions and files of the last run (docs/mock.md, "State").
 *
 * - Where: `MOCK_STATE_DIR` (default `.mock-state/` at the repository root, git-ignored), file
 *   `mock.db`. `MOCK_STATE=memory` keeps everything in memory from the seed (the tests); `npm run
 *   mock:reset` deletes the folder, so the next start begins from the seed.
 * - First start (nothing stored): every table keeps its deterministic seed and the seed is written.
 *   Later starts load the stored rows instead of the seed.
 * - Durable before the answer: app.ts runs each handler in a request scope; the tables the request
 *   reached are compared row by row (JSON) with what is stored, and the changed, added and removed
 *   rows are written in one transaction (synchronous=FULL) before the status line goes out. Handlers
 *   stay as they are: `row.status = 2`, a pushed nested array or a replaced `table.rows` are all seen.
 *   Changes made outside a request (timers) are written on the next turn of the event loop.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { LIVE, requestScope, type TableLike } from './scope';

/** Default folder of the state, at the repository root (the mock sits in <root>/mock/_lib). */
export const DEFAULT_STATE_DIR = path.resolve(__dirname, '../..', '.mock-state');
export const STATE_FILE = 'mock.db';

export const stateDir = () => path.resolve(process.env.MOCK_STATE_DIR || DEFAULT_STATE_DIR);
/** `MOCK_STATE=memory`: nothing is read or written, every start is the seed (tests, the bench). */
export const persistent = () => process.env.MOCK_STATE !== 'memory';

type DB = Database.Database;
let db: DB | null | undefined;
let stmts: ReturnType<typeof prepare>;

function prepare(d: DB) {
  return {
    isStored: d.prepare('SELECT 1 FROM stored WHERE name = ?').pluck(),
    markStored: d.prepare('INSERT OR IGNORE INTO stored (name) VALUES (?)'),
    loadRows: d.prepare('SELECT id, pos, data FROM rows WHERE tbl = ? ORDER BY pos'),
    putRow: d.prepare('INSERT INTO rows (tbl, id, pos, data) VALUES (?, ?, ?, ?) ON CONFLICT (tbl, id) DO UPDATE SET data = excluded.data, pos = excluded.pos'),
    setData: d.prepare('UPDATE rows SET data = ? WHERE tbl = ? AND id = ?'),
    setPos: d.prepare('UPDATE rows SET pos = ? WHERE tbl = ? AND id = ?'),
    delRow: d.prepare('DELETE FROM rows WHERE tbl = ? AND id = ?'),
    loadEntries: d.prepare('SELECT key, value FROM entries WHERE ns = ?'),
    putEntry: d.prepare('INSERT INTO entries (ns, key, value) VALUES (?, ?, ?) ON CONFLICT (ns, key) DO UPDATE SET value = excluded.value'),
    delEntry: d.prepare('DELETE FROM entries WHERE ns = ? AND key = ?'),
    clearEntries: d.prepare('DELETE FROM entries WHERE ns = ?'),
    getMeta: d.prepare('SELECT value FROM meta WHERE key = ?').pluck(),
    putMeta: d.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
  };
}

/** The open store, or null in memory mode. Opened on first use, so the environment is read then. */
function store(): DB | null {
  if (db !== undefined) return db;
  if (!persistent()) return (db = null);
  const dir = stateDir();
  fs.mkdirSync(dir, { recursive: true });
  const d = new Database(path.join(dir, STATE_FILE));
  d.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before it returns, so an answered write survives a crash, not only a kill.
  d.pragma('synchronous = FULL');
  d.exec(`
    CREATE TABLE IF NOT EXISTS stored (name TEXT PRIMARY KEY);
    CREATE TABLE IF NOT EXISTS rows (tbl TEXT NOT NULL, id TEXT NOT NULL, pos INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (tbl, id));
    CREATE TABLE IF NOT EXISTS entries (ns TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (ns, key));
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
  db = d;
  stmts = prepare(d);
  const seq = Number(stmts.getMeta.get('sequence'));
  if (Number.isFinite(seq) && seq > sequence) sequence = seq;
  savedSequence = sequence;
  return db;
}

// ---- the id sequence -------------------------------------------------------------------------
const SEQUENCE_START = 1_000_000;
let sequence = SEQUENCE_START;
let savedSequence = sequence;
/** A new row id, unique across restarts (the sequence is stored with the rows it numbered). */
export function nextId(): string {
  store();
  sequence += 1;
  if (!requestScope.getStore()) schedule();
  return String(sequence);
}

// ---- tables ----------------------------------------------------------------------------------
interface Stored {
  /** Ids in stored order. */
  order: string[];
  /** Id -> the row's JSON as stored. */
  json: Map<string, string>;
  /** Position of the first row: rows added in front get smaller ones. */
  first: number;
}
const tables = new Map<string, TableLike>();
const known = new WeakMap<TableLike, Stored>();

/**
 * Registers a table (its constructor calls this): its stored rows replace the seed, or, with
 * nothing stored yet, the seed is written. A later table of the same name takes the name over
 * (a reloaded resource file), after the earlier one's changes are written.
 */
export function attach(table: TableLike): boolean {
  const d = store();
  if (!d) return false;
  const before = tables.get(table.name);
  if (before && before !== table) commit([before]);
  tables.set(table.name, table);
  if (stmts.isStored.get(`table:${table.name}`)) {
    const rows = stmts.loadRows.all(table.name) as { id: string; pos: number; data: string }[];
    table[LIVE] = rows.map((r) => JSON.parse(r.data));
    known.set(table, { order: rows.map((r) => r.id), json: new Map(rows.map((r) => [r.id, r.data])), first: rows[0]?.pos ?? 0 });
    return true;
  }
  known.set(table, { order: [], json: new Map(), first: 0 });
  pending.add(table);
  schedule();
  return false;
}

/** Writes what changed in a table since it was last stored (inside commit's transaction). */
function flushTable(table: TableLike) {
  const s = known.get(table);
  if (!s || tables.get(table.name) !== table) return;
  const name = table.name;
  const rows = table[LIVE];
  const ids: string[] = [];
  const seen = new Set<string>();
  const added: string[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    const id = String(row.id);
    if (seen.has(id)) {
      // A row must be stored under its id; a second row with the same id cannot be (a bug of a seed or handler).
      if (!warned.has(name)) console.error(`[mock] table "${name}" holds id ${id} twice: only the first row is stored`);
      warned.add(name);
      continue;
    }
    seen.add(id);
    ids.push(id);
    const json = JSON.stringify(row);
    const old = s.json.get(id);
    if (old === json) continue;
    if (old === undefined) added.push(id);
    else stmts.setData.run(json, name, id);
    s.json.set(id, json);
  }
  let removed = 0;
  if (seen.size !== s.json.size) {
    for (const id of s.json.keys()) {
      if (seen.has(id)) continue;
      stmts.delRow.run(name, id);
      s.json.delete(id);
      removed += 1;
    }
  }
  stmts.markStored.run(`table:${name}`);
  if (!added.length && !removed && sameOrder(ids, s.order)) return;
  // New rows in front of the old order (Table.insert): only they get positions, before the first.
  const k = added.length;
  const inFront =
    k > 0 &&
    ids.slice(0, k).every((id, i) => id === added[i]) &&
    sameOrder(
      ids.slice(k),
      s.order.filter((id) => seen.has(id)),
    );
  if (inFront && s.order.length) {
    for (let i = 0; i < k; i += 1) stmts.putRow.run(name, ids[i], s.first - k + i, s.json.get(ids[i]));
    s.first -= k;
  } else {
    const fresh = new Set(added);
    for (let i = 0; i < ids.length; i += 1) {
      if (fresh.has(ids[i])) stmts.putRow.run(name, ids[i], i, s.json.get(ids[i]));
      else stmts.setPos.run(i, name, ids[i]);
    }
    s.first = 0;
  }
  s.order = ids;
}

const warned = new Set<string>();
const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Writes the given tables' changes and the id sequence in one transaction. app.ts calls it with
 * a request's touched tables before the answer; nothing to write costs a JSON comparison per row.
 */
export function commit(touched: Iterable<TableLike>) {
  const d = store();
  if (!d) return;
  d.transaction(() => {
    for (const t of touched) flushTable(t);
    for (const t of pending) flushTable(t);
    pending.clear();
    if (sequence !== savedSequence) {
      stmts.putMeta.run('sequence', String(sequence));
      savedSequence = sequence;
    }
  })();
}

/** Tables reached outside a request (start-up, timers): written on the next turn. */
const pending = new Set<TableLike>();
let scheduled = false;
function schedule() {
  if (scheduled || !db) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    commit([]);
  });
}
/**
 * Tables a reading request (GET) reached: compared a moment after the answer, together, so a list
 * of 10,000 rows does not wait for a comparison of them; a GET that changed rows is stored then.
 */
export function commitSoon(touched: Iterable<TableLike>) {
  if (!db) return;
  for (const t of touched) pending.add(t);
  if (soon) return;
  soon = setTimeout(() => {
    soon = undefined;
    commit([]);
  }, SOON_MS);
}
const SOON_MS = 100;
let soon: ReturnType<typeof setTimeout> | undefined;

/** A table was reached outside any request. */
export function touchedOutside(table: TableLike) {
  if (!db || pending.has(table)) return;
  pending.add(table);
  schedule();
}

/** Writes every registered table (tests, and before a table's name is taken over). */
export function commitAll() {
  commit(tables.values());
}

// ---- stored maps -----------------------------------------------------------------------------
/** JSON with Buffers (uploaded files) as base64, one level deep, as the stored values hold them. */
function encode(value: unknown): string {
  if (Buffer.isBuffer(value)) return JSON.stringify({ $buffer: value.toString('base64') });
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = Buffer.isBuffer(v) ? { $buffer: v.toString('base64') } : v;
    return JSON.stringify(out);
  }
  return JSON.stringify(value);
}
function decode(text: string): any {
  const isBuf = (v: any) => v && typeof v === 'object' && typeof v.$buffer === 'string' && Object.keys(v).length === 1;
  const v = JSON.parse(text);
  if (isBuf(v)) return Buffer.from(v.$buffer, 'base64');
  if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) if (isBuf(x)) v[k] = Buffer.from((x as any).$buffer, 'base64');
  return v;
}

/**
 * A Map kept in the state store, written through on every set / delete / clear (so before the
 * answer): sessions, lockout counters, uploaded files, grants. Values are JSON (Buffers allowed at
 * the top level or one level down); a value changed in place must be set again to be stored.
 * `seed` entries are used only when nothing is stored under `ns` yet. Not sandboxed: a sandboxed
 * request reads and writes these live.
 */
export class StoredMap<V> extends Map<string, V> {
  private readonly ns: string;
  /** True when the entries came from the state store (seed code that adds entries skips then). */
  readonly restored: boolean = false;
  constructor(ns: string, seed?: Iterable<readonly [string, V]>) {
    super();
    this.ns = ns;
    const d = store();
    if (d && stmts.isStored.get(`map:${ns}`)) {
      for (const r of stmts.loadEntries.all(ns) as { key: string; value: string }[]) super.set(r.key, decode(r.value));
      this.restored = true;
      return;
    }
    if (d) stmts.markStored.run(`map:${ns}`);
    for (const [k, v] of seed ?? []) this.set(k, v);
  }
  set(key: string, value: V): this {
    super.set(key, value);
    // Map's own constructor calls set before `ns` exists; this class passes it no entries.
    if (this.ns !== undefined && store()) stmts.putEntry.run(this.ns, key, encode(value));
    return this;
  }
  delete(key: string): boolean {
    const had = super.delete(key);
    if (had && store()) stmts.delEntry.run(this.ns, key);
    return had;
  }
  clear() {
    super.clear();
    if (store()) stmts.clearEntries.run(this.ns);
  }
}

/** A single stored value (a counter): `get()` and `set(v)`, written through. */
export function storedValue<V>(name: string, seed: V): { get(): V; set(v: V): V } {
  const map = new StoredMap<V>(`value:${name}`, [['value', seed]]);
  return { get: () => map.get('value') as V, set: (v: V) => (map.set('value', v), v) };
}

/** Closes the store and forgets the sequence, as a new process would start (tests that reopen it). */
export function closeState() {
  if (db) db.close();
  db = undefined;
  tables.clear();
  pending.clear();
  sequence = SEQUENCE_START;
  savedSequence = sequence;
}
