/**
 * Sandboxes: throw-away copies of the mock's data for previews (the screen studio's preview; its
 * smoke tests). A request carrying `X-Mock-Sandbox: <id>` reads and writes the sandbox's copy of
 * each table it reaches (copied from the live rows the first time, copy-on-access per table);
 * the live rows and the state store never see it. A sandbox is dropped after SANDBOX_IDLE_MS
 * without a request, or by `DELETE /api/__dev/sandbox/:id`. Development only: without
 * MOCK_DEV_ENDPOINTS=1 a request with the header is refused (app.ts). docs/mock.md, "Sandboxes".
 *
 * Covered: every Table's rows (users included). Not covered (live even in a sandbox): the stored
 * maps of state.ts (sessions, lockout, uploaded files, role grants, balances), the id sequence and
 * the in-process chain.
 */
import type { Routes } from './http';
import { sandboxResource } from './jsonResource';
import type { ResourceFile } from './resourceFile';
import { LIVE, type SandboxData, type TableLike } from './scope';
import type { Table } from './store';

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
  /** Resources served in this sandbox only, by file: their routes and their own tables (kept when served again). */
  readonly own = new Map<string, { routes: Routes; table: Table }>();
  /** Every route of those resources, one object per change (app.ts builds its router once per object). */
  routes: Routes | undefined;
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

/**
 * Serves a JSON resource in one sandbox only (issue 34): the studio's preview of a new screen
 * saves and lists rows on the resource its first publish will derive, before anything is written.
 * Served again (the draft changed) it keeps its rows; throws on a resource that is not valid.
 */
export function serveInSandbox(id: string, file: string, json: ResourceFile): void {
  const s = openSandbox(id);
  s.own.set(file, sandboxResource(json, `${file} (sandbox ${id})`, s.own.get(file)?.table));
  s.routes = Object.assign({}, ...[...s.own.values()].map((r) => r.routes));
}

/** The routes served in a sandbox only (undefined: none, or no such sandbox). */
export function sandboxRoutes(id: string): Routes | undefined {
  return sandboxes.get(id)?.routes;
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
