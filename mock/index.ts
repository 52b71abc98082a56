/**
 * The mock gateway: every service file under mock/ (folders per service, a file per topic;
 * names starting with "_" are helpers, not services) exports a route map as default, and every
 * *.resource.json file declares a resource as data (mock/_lib/jsonResource.ts). Discovered at
 * start-up, so adding a service needs no list to edit.
 *
 * The router is a thin shell around a replaceable inner router: reloadMock() reads the resource
 * files and the menu seed again and swaps the inner router of every live mock, so a changed or new
 * *.resource.json (or mock/_seed/menus.json) is answered at once, without a restart. With
 * `watch`, the mock does so by itself when those files change (npm start, npm run serve); the
 * development save calls it directly after writing. TypeScript service files are loaded once.
 * The mock reads only its own folder.
 */
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { createRouter } from './_lib/app';
import type { Handler, Routes } from './_lib/http';
import { RESOURCE_SUFFIX, resourceFiles, routesOfResourceText } from './_lib/jsonResource';
import { EventEmitter } from 'node:events';
import { menuSeedPath, reloadMenus } from './_lib/menus';
import { watchTree } from './_lib/watch';

export const MOCK_DIR = __dirname;

export { warmChains } from './_chain/chains';
import { warmCompiler } from './_chain/solidity';

/**
 * What the servers meant for people warm up in the background (`npm run serve` at start, `npm
 * start` as soon as it mounts the mock): the compiler thread, so the first compile a user asks for
 * does not pay for loading solc. Not on import: a unit test that starts the mock for other calls
 * never loads solc, and a compile a test asks for still starts the thread on first use.
 */
export function warmCompilerInBackground(): void {
  warmCompiler().catch((e) => {
    console.error('[mock] solc worker failed to start:', e);
  });
}

function serviceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('_') && !e.name.startsWith('.'))
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return serviceFiles(p);
      return /\.ts$/.test(e.name) && !/\.d\.ts$|^index\.ts$|\.test\.ts$/.test(e.name) ? [p] : [];
    })
    .sort();
}

/** A route map and the file that declares it. */
interface Source {
  file: string;
  routes: Routes;
}

let tsMaps: Source[] | null = null;
function typeScriptMaps(): Source[] {
  // The route files are found at run time (serviceFiles), so required by path.
  if (!tsMaps)
    tsMaps = serviceFiles(__dirname)
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      .map((f) => ({ file: f, routes: require(f).default as Routes }))
      .filter((s) => Boolean(s.routes));
  return tsMaps;
}

/** Folders holding resource files: the mock's own; the unit tests add a temporary one (addResourceDir). */
const resourceDirs = [__dirname];
/** Also serve the resource files under `dir` (unit tests: a temporary folder instead of mock/). */
export function addResourceDir(dir: string) {
  if (!resourceDirs.includes(dir)) resourceDirs.push(dir);
}

/** Each resource file's last good text and routes: an unchanged file is not parsed again (its table is kept anyway). */
const loaded = new Map<string, { text: string; routes: Routes }>();
const shown = (f: string) => path.relative(path.resolve(__dirname, '..'), f).replace(/\\/g, '/');

/**
 * The route maps of the resource files. strict: a broken file throws (start-up, tests); otherwise
 * it is reported and its last good version (if any) stays (a file being edited).
 */
function resourceMaps(strict: boolean, taken: Set<string>): Source[] {
  const out: Source[] = [];
  const files = resourceDirs.flatMap((d) => resourceFiles(d));
  for (const f of [...loaded.keys()]) if (!files.includes(f)) loaded.delete(f);
  for (const f of files) {
    let text: string;
    try {
      text = fs.readFileSync(f, 'utf8');
    } catch {
      continue; // removed meanwhile
    }
    let entry = loaded.get(f);
    if (entry?.text !== text) {
      try {
        const routes = routesOfResourceText(text, shown(f));
        const clash = Object.keys(routes).find((k) => taken.has(k));
        if (clash) throw new Error(`${shown(f)}: "${clash}" is already answered by another service file`);
        entry = { text, routes };
        loaded.set(f, entry);
      } catch (e: any) {
        if (strict) throw e;
        console.error(`[mock] ${e.message}${entry ? ' (the previous version is still served)' : ''}`);
      }
    }
    if (entry) {
      out.push({ file: f, routes: entry.routes });
      Object.keys(entry.routes).forEach((k) => taken.add(k));
    }
  }
  return out;
}

function sources(strict: boolean): Source[] {
  const ts = typeScriptMaps();
  const taken = new Set(ts.flatMap((m) => Object.keys(m.routes)));
  return [...ts, ...resourceMaps(strict, taken)];
}

export function loadRouteMaps(strict = true): Routes[] {
  return sources(strict).map((s) => s.routes);
}

/**
 * Every route of the mock as it is now on disk: 'METHOD /api/path' -> its handler and the file
 * declaring it (relative to the project). The development save and the schema checker read it.
 */
export function mockRoutes(): Map<string, { handler: Handler; file: string }> {
  return new Map(sources(false).flatMap((s) => Object.entries(s.routes).map(([k, handler]) => [k, { handler, file: shown(s.file) }] as const)));
}

const live = new Set<{ rebuild: (maps: Routes[]) => void }>();
let menuText = '';
const seedText = () => (fs.existsSync(menuSeedPath()) ? fs.readFileSync(menuSeedPath(), 'utf8') : '');
/** Emits 'reloaded' after every reload (tests wait for it). */
export const mockEvents = new EventEmitter();

/** Reads the resource files and the menu seed again and swaps every live mock's routes. */
export function reloadMock() {
  const text = seedText();
  if (text !== menuText) {
    menuText = text;
    reloadMenus();
  }
  const maps = loadRouteMaps(false);
  for (const m of live) m.rebuild(maps);
  mockEvents.emit('reloaded');
}

export interface MockRouter extends express.Router {
  /** Stops watching (with `watch`). */
  close: () => void;
}

export function createMockRouter(opts: { watch?: boolean } = {}): MockRouter {
  menuText = seedText();
  let inner = createRouter(loadRouteMaps());
  const entry = { rebuild: (maps: Routes[]) => (inner = createRouter(maps)) };
  live.add(entry);
  const outer = express.Router() as MockRouter;
  outer.use((req, res, next) => inner(req, res, next));
  const stops: (() => void)[] = [];
  if (opts.watch) {
    let timer: NodeJS.Timeout | undefined;
    const onChange = (abs: string) => {
      if (!abs.endsWith(RESOURCE_SUFFIX) && abs !== menuSeedPath()) return;
      // An editor's save is several events: one reload once they settle.
      clearTimeout(timer);
      timer = setTimeout(reloadMock, 100);
    };
    for (const dir of resourceDirs) stops.push(watchTree(dir, onChange));
    if (!resourceDirs.some((d) => menuSeedPath().startsWith(d + path.sep) && !path.relative(d, menuSeedPath()).startsWith('_')))
      stops.push(watchTree(path.dirname(menuSeedPath()), onChange));
  }
  outer.close = () => {
    stops.forEach((stop) => stop());
    live.delete(entry);
  };
  return outer;
}
