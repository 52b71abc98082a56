/**
 * Solidity compilation for the IDE: solc from npm, in a worker thread (compile.worker.cjs) so the
 * mock server keeps answering while a project compiles. Every file of a project goes in as a source,
 * so `import "./Other.sol";` between them works. Errors come back as diagnostics with the line and
 * column of the editor's text: solc counts UTF-8 bytes, the editor counts UTF-16 code units, and a
 * Chinese comment above an error would otherwise shift the marker.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MULTI_FILE_PROJECT } from './examples';

/** The hardfork the in-process chains run (chain.ts); solc 0.8.37 would default to osaka. */
export const EVM_VERSION = 'prague';

export interface SourceFile {
  /** Source unit name, e.g. "Token.sol"; imports name files this way. */
  name: string;
  content: string;
}

// The wire types of a diagnostic: shared with the console (shared/wire/contract.ts).
export type { Diagnostic, Severity } from '../../shared/wire/contract';
import type { Diagnostic, Severity } from '../../shared/wire/contract';

export interface CompiledContract {
  file: string;
  contractName: string;
  abi: any[];
  /** Creation bytecode, hex without 0x (the form solc and .bin files use); empty for interfaces and abstract contracts. */
  bytecode: string;
}

export interface CompileResult {
  ok: boolean;
  contracts: CompiledContract[];
  diagnostics: Diagnostic[];
  /** Wall time of the compile, worker round trip included. */
  ms: number;
}

/** 1-based line and UTF-16 column of a UTF-8 byte offset into `text`. */
export function positionOfByteOffset(text: string, byteOffset: number): { line: number; column: number } {
  const bytes = Buffer.from(text, 'utf8');
  const clamped = Math.max(0, Math.min(byteOffset, bytes.length));
  const before = bytes.subarray(0, clamped).toString('utf8');
  const lastBreak = before.lastIndexOf('\n');
  let line = 1;
  for (let i = 0; i < before.length; i += 1) if (before.charCodeAt(i) === 10) line += 1;
  return { line, column: before.length - lastBreak };
}

/** solc's error objects -> diagnostics positioned in the sources' text. */
export function toDiagnostics(errors: any[] | undefined, sources: SourceFile[]): Diagnostic[] {
  const byName = new Map(sources.map((s) => [s.name, s.content]));
  return (errors ?? []).map((e) => {
    const loc = e.sourceLocation;
    const text = loc ? byName.get(loc.file) : undefined;
    const start = text !== undefined && loc.start >= 0 ? positionOfByteOffset(text, loc.start) : { line: 1, column: 1 };
    const end = text !== undefined && loc.end >= 0 ? positionOfByteOffset(text, loc.end) : start;
    const severity: Severity = e.severity === 'error' ? 'error' : e.severity === 'warning' ? 'warning' : 'info';
    return {
      file: loc?.file ?? '',
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: Math.max(end.column, end.line === start.line ? start.column + 1 : end.column),
      severity,
      type: e.type ?? (severity === 'error' ? 'Error' : 'Warning'),
      message: String(e.message ?? e.formattedMessage ?? ''),
    };
  });
}

/** One line a person can act on: where, what kind, what; and how many more errors there are. */
export function describeFailure(diagnostics: Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return '编译失败';
  const first = errors[0];
  const where = first.file ? `${first.file} 第 ${first.line} 行第 ${first.column} 列 ` : '';
  const more = errors.length > 1 ? `（共 ${errors.length} 处错误）` : '';
  return `编译失败：${where}${first.type}: ${first.message}${more}`;
}

export function standardInput(sources: SourceFile[]) {
  return {
    language: 'Solidity',
    sources: Object.fromEntries(sources.map((s) => [s.name, { content: s.content }])),
    settings: {
      evmVersion: EVM_VERSION,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
}

// ---- the worker ----------------------------------------------------------------------------

const WORKER_FILE = path.join(__dirname, 'compile.worker.cjs');
const COMPILE_TIMEOUT_MS = 60_000;

interface Pending {
  resolve: (output: string) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/** How many times the worker compiles the example project at start-up (see compile.worker.cjs). */
const WARM_COMPILES = 5;

let worker: Worker | null = null;
let warming = true;

/**
 * The compiler thread keeps the process alive only while it works (warming up or compiling):
 * an idle compiler must never keep a script (tests, bench) from exiting.
 */
function holdWhileBusy() {
  if (!worker) return;
  if (warming || pending.size > 0) worker.ref();
  else worker.unref();
}
let ready: Promise<string> | null = null;
let seq = 0;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_FILE);
  warming = true;
  ready = new Promise((resolve, reject) => {
    let version = '';
    const onWarm = (msg: any) => {
      if (msg && 'ready' in msg) version = String(msg.ready);
      if (msg && msg.warmed) {
        w.off('message', onWarm);
        warming = false;
        holdWhileBusy();
        resolve(version);
      }
    };
    w.on('message', onWarm);
    w.once('error', reject);
  });
  ready.catch(() => undefined);
  const warmSources = MULTI_FILE_PROJECT.map((f) => ({ name: `${f.contractName}.sol`, content: f.source }));
  w.postMessage({ warm: JSON.stringify(standardInput(warmSources)), times: WARM_COMPILES });
  w.on('message', (msg: any) => {
    if (!msg || typeof msg.id !== 'number') return;
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    clearTimeout(p.timer);
    holdWhileBusy();
    if (typeof msg.output === 'string') p.resolve(msg.output);
    else p.reject(new Error(msg.error || 'compiler failed'));
  });
  const dead = (why: Error) => {
    for (const p of pending.values()) {
      clearTimeout(p.timer);
      p.reject(why);
    }
    pending.clear();
    if (worker === w) {
      worker = null;
      ready = null;
    }
  };
  w.on('error', dead);
  w.on('exit', (code) => dead(new Error(`compiler thread exited (${code})`)));
  worker = w;
  holdWhileBusy();
  return w;
}

/**
 * Starts the compiler thread, which loads solc and compiles the example project a few times,
 * without waiting: called when the mock starts so the first compile a user asks for is warm.
 * Resolves with solc's version once the warming is done.
 */
export function warmCompiler(): Promise<string> {
  startWorker();
  return ready!;
}

function runSolc(input: string): Promise<string> {
  const w = startWorker();
  seq += 1;
  const id = seq;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      holdWhileBusy();
      reject(new Error('编译超时'));
      // A stuck compiler is no use to the next caller either.
      void w.terminate();
    }, COMPILE_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve, reject, timer });
    holdWhileBusy();
    w.postMessage({ id, input });
  });
}

/** Compiles the sources together. Warnings never fail a compile; any error does. */
export async function compileSources(sources: SourceFile[]): Promise<CompileResult> {
  const t0 = performance.now();
  const output = JSON.parse(await runSolc(JSON.stringify(standardInput(sources))));
  const diagnostics = toDiagnostics(output.errors, sources);
  const contracts: CompiledContract[] = [];
  for (const [file, byName] of Object.entries<any>(output.contracts ?? {})) {
    for (const [contractName, c] of Object.entries<any>(byName)) {
      contracts.push({ file, contractName, abi: c.abi ?? [], bytecode: c.evm?.bytecode?.object ?? '' });
    }
  }
  return {
    ok: !diagnostics.some((d) => d.severity === 'error'),
    contracts,
    diagnostics,
    ms: Math.round(performance.now() - t0),
  };
}

/**
 * The contract a file stands for: the one named like the file, else the last deployable one
 * declared in it (helpers and interfaces usually come first), else the last one. solc lists a
 * file's contracts by name, so the declaration order is read from the source.
 */
export function mainContractOf(contracts: CompiledContract[], file: string, preferredName?: string, source = ''): CompiledContract | undefined {
  const declaredAt = (name: string) => {
    const m = new RegExp(`\\b(?:contract|library|interface)\\s+${name}\\b`).exec(source);
    return m ? m.index : -1;
  };
  const inFile = contracts.filter((c) => c.file === file).sort((a, b) => declaredAt(a.contractName) - declaredAt(b.contractName));
  return inFile.find((c) => c.contractName === preferredName) ?? [...inFile].reverse().find((c) => c.bytecode) ?? inFile[inFile.length - 1];
}
