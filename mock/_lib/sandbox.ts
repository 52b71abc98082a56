/**
 * Sandboxes: throw-away copies of the mock's data for previews (the schema playground now, the
 * studio next). A request carrying `X-Mock-Sandbox: <id>` reads and writes the sandbox's copy of
 * each table it reaches (copied from the live rows the first time, copy-on-access per table);
 * the live rows and the state store never see it. A sandbox is dropped after SANDBOX_IDLE_MS
 * without a request, or by `DELETE /api/__dev/sandbox/:id`. Development only: without
 * MOCK_DEV_ENDPOINTS=1 a request with the header is refused (app.ts). docs/mock.md, "Sandboxes".
 *
 * Covered: every Table's rows (users included). Not covered (live even in a sandbox): the stored
 * maps of state.ts (sessions, lockout, uploaded files, role grants, balances), the id sequence and
 * the in-process chain.
 */
import { LIVE, type SandboxData, type TableLike } from './scope';

export const SANDBOX_HEADER = 'X-Mock-Sandbox';
/** What a sandbox id may be: the client picks it (a random id per preview). */
export const SANDBOX_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const SANDBOX_IDLE_MS = 30 * 60_000;
/** At most this many sandboxes at once; a new one drops the longest idle. */
export const MAX_SANDBOXES = 20;

class Sandbox implements SandboxData {
  private readonly tables = new Map<TableLike, any[]>();
  lastUsed = Date.now();
  constructor(readonly id: string) {}
  rowsOf(table: TableLike): any[] {
    let rows = this.tables.get(table);
    if (!rows) {
      rows = structuredClone(table[LIVE]);
      this.tables.set(table, rows);
    }
    return rows;
  }
  setRows(table: TableLike, rows: any[]) {
    this.tables.set(table, rows);
  }
  /** Names of the tables copied so far. */
  copied(): string[] {
    return [...this.tables.keys()].map((t) => t.name);
  }
}

const sandboxes = new Map<string, Sandbox>();

function sweep(now = Date.now()) {
  for (const [id, s] of sandboxes) if (now - s.lastUsed > SANDBOX_IDLE_MS) sandboxes.delete(id);
}

/** The sandbox of an id, made on first use. */
export function openSandbox(id: string): Sandbox {
  if (!SANDBOX_ID.test(id)) throw new Error(`not a sandbox id: ${id}`);
  sweep();
  let s = sandboxes.get(id);
  if (!s) {
    if (sandboxes.size >= MAX_SANDBOXES) {
      const oldest = [...sandboxes.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
      sandboxes.delete(oldest.id);
    }
    s = new Sandbox(id);
    sandboxes.set(id, s);
  }
  s.lastUsed = Date.now();
  return s;
}

/** Throws a sandbox away; answers whether it existed. */
export function dropSandbox(id: string): boolean {
  return sandboxes.delete(id);
}

/** The open sandboxes with the tables each has copied (the development endpoint lists them). */
export function listSandboxes(): { id: string; tables: string[]; idleSeconds: number }[] {
  sweep();
  return [...sandboxes.values()].map((s) => ({ id: s.id, tables: s.copied(), idleSeconds: Math.round((Date.now() - s.lastUsed) / 1000) }));
}
