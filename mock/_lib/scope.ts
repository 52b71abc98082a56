/**
 * What one request of the mock may see and has touched. app.ts runs every handler inside a scope:
 * the tables the handler reached are written to the state store before the answer leaves
 * (state.ts), and a request carrying a sandbox reads and writes the sandbox's copies instead of the
 * live rows (sandbox.ts). Code outside a request (start-up, timers) has no scope.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The live rows of a Table, behind its `rows` accessor (store.ts). */
export const LIVE = Symbol.for('bbn.mock.liveRows');

export interface TableLike {
  readonly name: string;
  [LIVE]: any[];
}

/** A throw-away copy of the data: a table is copied the first time a sandboxed request reaches it. */
export interface SandboxData {
  readonly id: string;
  rowsOf(table: TableLike): any[];
  setRows(table: TableLike, rows: any[]): void;
}

export interface RequestScope {
  /** Live tables this request reached (read or written): compared with the store before the answer. */
  touched: Set<TableLike>;
  sandbox?: SandboxData;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
