/**
 * The console's one route for every schema screen: the manifest the build makes from schemas/
 * (config/screenManifestLoader.js), and where a path leads (src/utils/screenRoutes.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../../config/routes';
import { screenManifest } from '../../config/screenManifest';
import type { MenuItem } from '@/stores/session';
import type { ScreenRoute } from '../../shared/screenRoute';
import { indexScreens, parentTarget } from '@/utils/screenRoutes';

const require = createRequire(import.meta.url);

const manifest = screenManifest() as ScreenRoute[];
const index = indexScreens(manifest);

/** Runs the webpack loader as webpack would and evaluates the module it writes. */
function loadManifestModule(mode = 'production'): { entries: ScreenRoute[]; watched: string[]; files: string[]; out: string } {
  const watched: string[] = [];
  const files: string[] = [];
  const out: string = require('../../config/screenManifestLoader.js').call(
    { mode, addContextDependency: (d: string) => watched.push(d), addDependency: (f: string) => files.push(f) },
    '',
  );
  const entries = new Function(out.split('\n')[0].replace('export default', 'return'))();
  return { entries, watched, files, out };
}

describe('the screen manifest', () => {
  it('holds every view of every screen file, and the route table only the bespoke pages and one catch-all', () => {
    expect(index.at('/system/param')).toEqual({
      path: '/system/param',
      screen: 'system/param',
      view: 'list',
      title: { 'zh-CN': '参数管理', 'en-US': 'Parameters' },
      menu: true,
    });
    // A status tab of a lifecycle list, and a detail view.
    expect(index.at('/unions/member/audit')).toMatchObject({ screen: 'alliance/member', view: 'audit', tab: true });
    expect(index.at('/unions/member/details')).toMatchObject({ screen: 'alliance/member', view: 'detail' });
    expect(index.at('/unions/member/details')?.tab).toBeUndefined();
    expect(index.listPathOf('alliance/member')).toBe('/unions/member/applyls');
    // Matched as react-router matches: case and a trailing slash aside.
    expect(index.at('/System/Param/')?.screen).toBe('system/param');
    expect(index.at('/system/nothing')).toBeUndefined();
    expect(manifest.length).toBeGreaterThan(200);
    const count = (list: any[]): number => list.reduce((n, r) => n + 1 + count(r.routes ?? []), 0);
    expect(count(routes)).toBeLessThan(80);
  });

  it('is what the build serves, and the build watches schemas/ for it', () => {
    const { entries, watched, files } = loadManifestModule();
    expect(entries).toEqual(JSON.parse(JSON.stringify(manifest)));
    // The folder (a file added or removed) and each screen file (its routes or title edited).
    expect(watched).toEqual([path.resolve(__dirname, '../../schemas')]);
    expect(files).toContain(path.resolve(__dirname, '../../schemas/system/param.json'));
    expect(files.some((f) => f.endsWith('menus.json'))).toBe(false);
  });

  it('under npm start, a change of the menu seed changes the module too (the console then reloads its menus)', () => {
    const seed = path.resolve(__dirname, '../../mock/_seed/menus.json');
    const dev = loadManifestModule('development');
    expect(dev.files).toContain(seed);
    expect(dev.out).toMatch(/^export const menuSeed = "[0-9a-f]{40}";$/m);
    expect(dev.entries).toEqual(loadManifestModule().entries);
  });

  it('a screen file added under schemas/ is in the next manifest; removed, it is gone', () => {
    const dir = path.resolve(__dirname, '../../schemas/zz-test');
    const file = path.join(dir, `holiday-${process.pid}.json`);
    fs.mkdirSync(dir, { recursive: true });
    try {
      const screen = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas/system/param.json'), 'utf8'));
      screen.key = `zz-holiday-${process.pid}`;
      screen.title = { 'zh-CN': '节假日管理', 'en-US': 'Holidays' };
      screen.routes = { list: `/zz/holiday${process.pid}` };
      fs.writeFileSync(file, JSON.stringify(screen));
      expect(indexScreens(loadManifestModule().entries).at(`/zz/holiday${process.pid}`)).toMatchObject({
        screen: `zz-test/holiday-${process.pid}`,
        view: 'list',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(indexScreens(loadManifestModule().entries).at(`/zz/holiday${process.pid}`)).toBeUndefined();
  });
});

describe('a parent path', () => {
  const item = (path: string, extra: Partial<MenuItem> = {}) => ({ id: path, path, name: path, ...extra }) as MenuItem;
  const menus: MenuItem[][] = [
    [item('/wel/index')],
    [
      item('/digital', {
        children: [item('/digital/personal/index', { meta: { hidden: true } } as any), item('/digital/org/index'), item('/digital/personal/apply')],
      }),
    ],
  ];

  it('opens the first page under it that the menus show, in menu order', () => {
    expect(parentTarget('/digital', menus)).toBe('/digital/org/index');
    expect(parentTarget('/digital/', menus)).toBe('/digital/org/index');
    expect(parentTarget('/wel', menus)).toBe('/wel/index');
  });

  it('is no parent when nothing the user may see lies under it', () => {
    expect(parentTarget('/system', menus)).toBeUndefined();
    expect(parentTarget('/digi', menus)).toBeUndefined();
    expect(parentTarget('/', menus)).toBeUndefined();
  });
});
