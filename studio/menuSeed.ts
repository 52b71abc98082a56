/**
 * Writes mock/_seed/menus.json: the menu entries, roles and button codes of the screen schemas,
 * as a real gateway holds them in its database. The mock reads only this seed (never schemas/);
 * `npm start` regenerates it before mounting the mock (plugin.ts) and whenever a screen file changes
 * (watchSchemas), the studio's save writes it with the screen, `npm run mock:seed` does by hand
 * (scripts/menu-seed.ts), and tests/unit/mock-consistency.test.ts fails when it is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSchemaFiles, SCHEMAS_DIR } from '../config/schemaFiles';
import type { SchemaMenu } from '../mock/_lib/menus';
import { watchTree } from '../mock/_lib/watch';

export const SEED_FILE = path.resolve(__dirname, '../mock/_seed/menus.json');

export function screenMenus(root = SCHEMAS_DIR): SchemaMenu[] {
  return readSchemaFiles(root)
    .map(({ json: s }) => s)
    .filter((s) => s.routes?.list)
    .map((s) => ({
      code: s.key,
      parent: s.menu?.parent ?? '',
      sort: s.menu?.sort ?? 100,
      path: s.routes.list,
      title: typeof s.title === 'string' ? { 'zh-CN': s.title, 'en-US': s.title } : s.title,
      roles: s.menu?.roles ?? ['administrator'],
      ...(s.menu?.icon ? { icon: s.menu.icon } : {}),
      ...(s.menu?.hidden ? { hidden: true } : {}),
      buttons: [...new Set(Object.values(s.permissions ?? {}).filter((v): v is string => typeof v === 'string'))],
    }));
}

export function seedText(root = SCHEMAS_DIR): string {
  return `${JSON.stringify({ generatedFrom: 'schemas/ by scripts/menu-seed.ts', screens: screenMenus(root) }, null, 2)}\n`;
}

/** Writes the seed (of the screens under `root`, into `file`); false when it was up to date. */
export function writeSeed(root = SCHEMAS_DIR, file = SEED_FILE): boolean {
  const text = seedText(root);
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (old === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}

/**
 * `npm start`: writes the seed again whenever a screen file under `root` changes (a file saved by
 * an editor, not only by the studio), so the running mock, which watches its seed, serves the
 * new menu entry at once. A file being edited that does not parse yet is reported and skipped
 * until it does. `onWrite` is told after each write (tests). Watching never keeps the process alive.
 */
export function watchSchemas(root = SCHEMAS_DIR, file0 = SEED_FILE, onWrite?: () => void, onSettled?: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  // Parts (files and folders starting with "_") make screens too: their folders are watched as well.
  const stop = watchTree(
    root,
    (file) => {
      if (!file.endsWith('.json')) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          if (writeSeed(root, file0)) onWrite?.();
        } catch (e: any) {
          console.error(`[menu seed] not written: ${e.message}`);
        }
        onSettled?.();
      }, 100);
    },
    fs.readdirSync(root).filter((n) => n.startsWith('_')),
  );
  return () => {
    clearTimeout(timer);
    stop();
  };
}
