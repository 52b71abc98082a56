/**
 * `npm start`'s one signal that the screens changed (issue 36): schemas/ is watched
 * (studio/menuSeed.ts), and once an editor's, the playground's or the studio's writes settle,
 * in this order:
 *  1. the menu seed is written (unless the save wrote it already) and the running mock reloads it,
 *     so it serves the new menu entries;
 *  2. the release (the manifest and every composed screen, with its version) is sent to every open
 *     console on one server-sent event stream (SCREENS_STREAM); the console replaces its screens
 *     and loads its menus again (src/utils/screenManifest.ts, ConsoleLayout);
 *  3. two seconds later the screen modules are written (config/screenModules.ts), so a page loaded
 *     from then on starts from the new release.
 * The stale-manifest case, why the event stream was reverted before: its event said "changed" and
 * the console then read the manifest module, whose hot update had not arrived yet. Here the
 * message is the release itself, and it leaves only once the mock serves what it names. The
 * bundler's own update of manifest.ts, later, carries the same version and changes nothing.
 */
import type express from 'express';
import { Router } from 'express';
import { SCHEMAS_DIR } from '../config/schemaFiles';
import { SCREENS_STREAM, screensRelease, writeScreenModules } from '../config/screenModules';
import { reloadMock } from '../mock';
import type { ScreensRelease } from '../src/utils/screenManifest';
import { SEED_FILE, watchSchemas } from './menuSeed';

/** How long after the release is sent the modules are written (see below). */
const MODULES_DELAY_MS = 2000;

const message = (release: ScreensRelease) => `event: screens\ndata: ${JSON.stringify(release)}\n\n`;

/** Watches `root` and serves the stream; `onRelease` is told of each release sent (tests). */
export function screensStream({
  root = SCHEMAS_DIR,
  seedFile = SEED_FILE,
  out,
  onRelease,
}: { root?: string; seedFile?: string; out?: string; onRelease?: (release: ScreensRelease) => void } = {}): { router: express.Router; close: () => void } {
  const clients = new Set<express.Response>();
  let latest = writeScreenModules({ hot: true, root, out }).release!;
  let writeLater: NodeJS.Timeout | undefined;
  const stop = watchSchemas(root, seedFile, undefined, () => {
    // Whoever wrote the seed (this watch, or the save before it), the mock reloads it now.
    reloadMock();
    const release = screensRelease(root);
    if (release.version === latest.version) return;
    latest = release;
    for (const res of clients) res.write(message(release));
    onRelease?.(release);
    // The modules, for pages loaded from now on, once the writes have settled: the bundler's
    // rebuild (mako regenerates every chunk) then no longer competes with the consoles taking the
    // release. A page loaded meanwhile gets it as the stream's first message.
    clearTimeout(writeLater);
    writeLater = setTimeout(() => writeScreenModules({ hot: true, root, out }), MODULES_DELAY_MS);
  });
  const router = Router();
  router.get(SCREENS_STREAM, (req, res) => {
    // no-transform: the dev server's compression would hold the events back.
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
    // The release of now: a page built from an older module (loaded while the bundler rebuilt) catches up.
    res.write(message(latest));
    clients.add(res);
    req.on('close', () => clients.delete(res));
  });
  return {
    router,
    close: () => {
      stop();
      clearTimeout(writeLater);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
