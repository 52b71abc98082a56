/**
 * The console's one route for every schema screen: the manifest the build makes from schemas/
 * (config/screenModules.ts), and where a path leads (src/utils/screenRoutes.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../../config/routes';
import { SCHEMAS_DIR } from '../../config/schemaFiles';
import { screenManifest } from '../../config/screenManifest';
import { composedScreen, writeScreenModules } from '../../config/screenModules';
import type { MenuItem } from '@/stores/session';
import type { ScreenRoute } from '../../shared/screenRoute';
import { indexScreens, parentTarget } from '@/utils/screenRoutes';

const manifest = screenManifest() as ScreenRoute[];
const index = indexScreens(manifest);

/** The screen modules as the build writes them, into a temporary folder; what manifest.ts registers. */
function writeModules(root = SCHEMAS_DIR, hot = false): { entries: ScreenRoute[]; out: string; text: (f: string) => string } {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
  writeScreenModules({ root, out, hot });
  const text = (f: string) => fs.readFileSync(path.join(out, f), 'utf8');
  const literal = /setManifest\(JSON\.parse\((".*")\)\);/.exec(text('manifest.ts'))![1];
  return { entries: JSON.parse(JSON.parse(literal)), out, text };
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

  it('is what the build serves: src/.screens/manifest.ts, and a loader per screen file in load.ts', () => {
    const { entries, out, text } = writeModules();
    expect(entries).toEqual(JSON.parse(JSON.stringify(manifest)));
    expect(text('load.ts')).toContain(`"system/param": () => import(/* webpackChunkName: "screen-system-param" */ './system/param.json'),`);
    expect(JSON.parse(text('system/param.json')).title).toEqual({ 'zh-CN': '参数管理', 'en-US': 'Parameters' });
    // A build has no hot update; `npm start` accepts its own (the console's signal that the screens changed).
    expect(text('manifest.ts')).not.toContain('module.hot');
    // Under npm start manifest.ts holds the whole release (every composed screen) and follows the dev server's stream.
    const { release } = writeScreenModules({ out, hot: true });
    expect(text('manifest.ts')).toContain('followScreens("/__dev/screens")');
    expect(text('manifest.ts')).toContain('module.hot.accept()');
    expect(release!.screens['system/param']).toEqual(JSON.parse(composedScreen(path.join(SCHEMAS_DIR, 'system/param.json'))));
    expect(release!.manifest).toEqual(entries);
    expect(text('load.ts')).not.toContain('import(');
    expect(fs.readdirSync(out).sort()).toEqual(['load.ts', 'manifest.ts']);
  });

  it('a screen file added under schemas/ is in the next modules; removed, it and its module are gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    fs.cpSync(SCHEMAS_DIR, dir, { recursive: true });
    const { out, text } = writeModules(dir);
    const screen = JSON.parse(fs.readFileSync(path.join(dir, 'system/param.json'), 'utf8'));
    screen.key = 'zz-holiday';
    screen.title = { 'zh-CN': '节假日管理', 'en-US': 'Holidays' };
    screen.routes = { list: '/zz/holiday' };
    fs.mkdirSync(path.join(dir, 'zz'));
    fs.writeFileSync(path.join(dir, 'zz/holiday.json'), JSON.stringify(screen));
    // Changed: the manifest's text (and so its hot update) follows.
    expect(writeScreenModules({ root: dir, out }).changed).toBe(true);
    const read = () => JSON.parse(JSON.parse(/setManifest\(JSON\.parse\((".*")\)\);/.exec(text('manifest.ts'))![1]));
    expect(indexScreens(read()).at('/zz/holiday')).toMatchObject({ screen: 'zz/holiday', view: 'list' });
    expect(text('load.ts')).toContain("'./zz/holiday.json'");
    expect(fs.existsSync(path.join(out, 'zz/holiday.json'))).toBe(true);
    // Unchanged: nothing is written, so the bundler has nothing to update.
    expect(writeScreenModules({ root: dir, out }).changed).toBe(false);
    fs.rmSync(path.join(dir, 'zz'), { recursive: true });
    expect(writeScreenModules({ root: dir, out }).changed).toBe(true);
    expect(indexScreens(read()).at('/zz/holiday')).toBeUndefined();
    expect(text('load.ts')).not.toContain('zz/holiday');
    expect(fs.existsSync(path.join(out, 'zz/holiday.json'))).toBe(false);
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
