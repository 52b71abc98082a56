/**
 * A screen file's checks and its save, for the studio's development endpoints (studio/router.ts,
 * docs/studio.md): the path rules (only .json files under schemas/, never the meta-schema), the
 * composed check of a text as if it were that file (the same checker as `npm run schemas:check`),
 * its contract with the mock (studio/contractCheck.ts: form fields the mock does not store,
 * search filters it refuses, columns it never returns), and the save that writes it. Nothing here
 * runs code: files are JSON text only. They belong to the dev tooling, not to the mock (the mock
 * reads no file of the console).
 *
 * The save: a screen none of whose calls the mock answers gets its mock resource too, derived from
 * it (studio/resourceFromScreen.ts: mock/<service>/<key>.resource.json), and the menu seed is
 * written again (studio/menuSeed.ts); the running mock reloads both at once (mock/index.ts
 * reloadMock), so the screen answers and shows in the menu without a restart. The dev tool writes
 * both sides; the mock never reads schemas/. A screen whose resource the save derives is judged
 * against the mock's dictionaries only (it fits by construction).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isPart, listPartFiles, listScreenFiles, resolveSchemaFile, SCHEMAS_DIR, type Resolved } from '../config/schemaFiles';
import { MOCK_DIR, mockRoutes, reloadMock } from '../mock';
import type { Problem } from '../src/engine/format/check';
import type { ScreenSchema } from '../src/engine/format/types';
import { fileContractProblems } from './contractCheck';
import { SEED_FILE, writeSeed } from './menuSeed';
import type { PartUser as Wire } from '../shared/wire/studio';
import { deriveResource, readResourceFile, shouldDerive } from './resourceFromScreen';
import { checkDirectory, checkFile } from './schemaChecker';

const MAX_TEXT = 512 * 1024;

const relTo = (root: string, abs: string) => path.relative(root, abs).replace(/\\/g, '/');

/** The absolute path of a file named relative to schemas/, or the reason it is refused. */
export function schemaPath(name: unknown, root = SCHEMAS_DIR): { abs: string } | { error: string } {
  if (typeof name !== 'string' || !name) return { error: '请给出 schemas/ 下的文件路径' };
  if (!/^[A-Za-z0-9_\-/.]+$/.test(name) || name.includes('..') || name.startsWith('/')) return { error: '文件路径只能是 schemas/ 下的相对路径' };
  if (!name.endsWith('.json')) return { error: '只能保存 .json 文件' };
  if (name.endsWith('.schema.json')) return { error: '不能修改页面格式的元模式文件' };
  const abs = path.resolve(root, name);
  if (!abs.startsWith(root + path.sep)) return { error: '文件路径只能是 schemas/ 下的相对路径' };
  return { abs };
}

/**
 * Composes and checks `text` as the content of schemas/<name>; other files are read from disk, or
 * from `others` (absolute path -> text: a base or fragment being edited, in place for its screens).
 */
export function checkAs(abs: string, text: string, root = SCHEMAS_DIR, others: ReadonlyMap<string, string> = new Map()): { json?: any; problems: Problem[] } {
  try {
    JSON.parse(text);
  } catch (e: any) {
    return { problems: [{ file: `schemas/${relTo(root, abs)}`, pointer: '', message: `not valid JSON: ${e.message}` }] };
  }
  return checkFile(abs, root, (f) => (f === abs ? text : (others.get(f) ?? fs.readFileSync(f, 'utf8'))));
}

/** A screen that uses a base or fragment, composed with it as on disk and as edited. */
export type PartUser = Wire<ScreenSchema, Problem>;

/**
 * The screens each base or fragment is composed into: part (absolute path) -> the screens reading
 * it (absolute paths), each with its composition as on disk (one composition per screen serves the
 * parts list, its titles and the review's "before").
 */
export function partUsage(root = SCHEMAS_DIR): Map<string, { screen: string; composed: Resolved }[]> {
  const usage = new Map<string, { screen: string; composed: Resolved }[]>(listPartFiles(root).map((f) => [f, []]));
  for (const screen of listScreenFiles(root)) {
    const composed = resolveSchemaFile(screen, root);
    for (const f of composed.files) if (f !== screen) usage.get(f)?.push({ screen, composed });
  }
  return usage;
}

/**
 * The screens using the base or fragment `abs` (directly or through another part), each checked
 * with `text` standing in for the part (the checker of `npm run schemas:check`): the studio's review
 * of a part tells the change screen by screen, and refuses it when one of them would break.
 */
export function partUsers(abs: string, text: string, root = SCHEMAS_DIR): PartUser[] {
  const others = new Map([[abs, text]]);
  return (partUsage(root).get(abs) ?? []).map(({ screen, composed: before }) => {
    const after = checkAs(screen, fs.readFileSync(screen, 'utf8'), root, others);
    return {
      path: relTo(root, screen),
      title: after.json?.title ?? before.json?.title,
      before: before.problems.length ? null : before.json,
      ...(after.problems.length ? {} : { after: after.json }),
      problems: after.problems,
    };
  });
}

export interface SaveOptions {
  /** Where derived mock resources are written (default mock/; the unit tests' temporary copy). */
  mockDir?: string;
  /** The mock's menu seed (default mock/_seed/menus.json). */
  seedFile?: string;
}

/**
 * The screen's contract problems, and whether the save derives its resource instead (nothing
 * answers it, or only a resource derived from it). `text` stands in for the file on disk.
 */
export function contractOf(abs: string, text: string, json: ScreenSchema | undefined, root: string): { derive: boolean; problems: Problem[] } {
  if (!json || isPart(relTo(root, abs))) return { derive: false, problems: [] };
  const routes = mockRoutes();
  const screenFile = `schemas/${relTo(root, abs)}`;
  if (shouldDerive(json, screenFile, routes, readResourceFile)) {
    // Only the dictionaries are judged: a derived select checks its values against the mock's dictionary.
    const problems = fileContractProblems(abs, root, new Map(), (f) => (f === abs ? text : fs.readFileSync(f, 'utf8')));
    return { derive: true, problems };
  }
  return { derive: false, problems: fileContractProblems(abs, root, routes, (f) => (f === abs ? text : fs.readFileSync(f, 'utf8'))) };
}

/** A gateway-shaped answer of the development endpoints. */
export interface Answer<T = any> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}
const answer = (msg: string, code = 400, data: any = null): Answer => ({ code, success: code === 200, data, msg });

/**
 * The save of a screen file (the studio's publish, and PUT /api/__dev/studio/file): checks `text`
 * as schemas/<name>, writes it, and for a screen nothing answers its derived mock resource; the
 * menu seed is written again and the running mock reloaded.
 */
export function saveScreen(name: unknown, text: unknown, root = SCHEMAS_DIR, opts: SaveOptions = {}): Answer {
  // The mock's own files are written only for the project's schemas/ (a copy elsewhere names its own, or none).
  const real = root === SCHEMAS_DIR;
  const mockDir = opts.mockDir ?? (real ? MOCK_DIR : undefined);
  const seedFile = opts.seedFile ?? (real ? SEED_FILE : undefined);
  const rel = (f: string) => relTo(root, f);
  const p = schemaPath(name, root);
  if ('error' in p) return answer(p.error);
  if (typeof text !== 'string' || text.length > MAX_TEXT) return answer('文件内容不正确');
  const part = isPart(rel(p.abs));
  let problems: Problem[];
  if (part) {
    // A base or fragment is checked through the screens that use it, with the new text in place.
    try {
      JSON.parse(text);
      problems = [];
    } catch (e: any) {
      problems = [{ file: `schemas/${rel(p.abs)}`, pointer: '', message: `not valid JSON: ${e.message}` }];
    }
  } else problems = checkAs(p.abs, text, root).problems;
  let contract: { derive: boolean; problems: Problem[] } = { derive: false, problems: [] };
  let json: ScreenSchema | undefined;
  if (!problems.length && !part) {
    json = checkAs(p.abs, text, root).json;
    contract = contractOf(p.abs, text, json, root);
    problems = contract.problems;
  }
  if (problems.length) return answer('文件有问题，未保存', 400, { problems });
  const before = fs.existsSync(p.abs) ? fs.readFileSync(p.abs, 'utf8') : null;
  fs.mkdirSync(path.dirname(p.abs), { recursive: true });
  fs.writeFileSync(p.abs, text.endsWith('\n') ? text : `${text}\n`);
  // The whole directory must still pass (a part used by other screens, a route taken twice).
  const all = checkDirectory(root).problems;
  if (all.length) {
    if (before === null) fs.unlinkSync(p.abs);
    else fs.writeFileSync(p.abs, before);
    return answer('文件有问题，未保存', 400, { problems: all });
  }
  // The mock side: the derived resource, the menu seed, and the running mock reloads them.
  let resource: string | null = null;
  let resourceError: string | undefined;
  if (contract.derive && json && mockDir) {
    const screenFile = `schemas/${rel(p.abs)}`;
    const target = (f: string) => path.join(mockDir, f);
    const first = deriveResource(json, screenFile);
    const previous = 'file' in first && fs.existsSync(target(first.file)) ? JSON.parse(fs.readFileSync(target(first.file), 'utf8')) : undefined;
    const derived = previous ? deriveResource(json, screenFile, previous) : first;
    if ('error' in derived) resourceError = derived.error;
    else {
      fs.mkdirSync(path.dirname(target(derived.file)), { recursive: true });
      fs.writeFileSync(target(derived.file), `${JSON.stringify(derived.json, null, 2)}\n`);
      resource = relTo(path.resolve(mockDir, '..'), target(derived.file));
    }
  }
  if (seedFile) writeSeed(root, seedFile);
  if (mockDir || seedFile) reloadMock();
  return answer('已保存', 200, { path: rel(p.abs), resource, ...(resourceError ? { resourceError } : {}) });
}
