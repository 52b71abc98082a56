/**
 * The studio's list tells screens of one menu name apart by their menu path (issue 34: 申请子链,
 * 通知公告, 应用管理, 自建子链申请 each twice): read from the menus the gateway gives product staff.
 */
import { describe, expect, it } from 'vitest';
import { screenManifest } from '../../config/screenManifest';
import type { MenuItem } from '../../shared/wire/session';
import { menuTrail } from '../../src/pages/tool/studio/menuTrail';
import { useMock } from './mockServer';

const mock = useMock();
const chanpin = mock.as('chanpin');
const zh = (v: unknown) => (typeof v === 'string' ? v : (v as Record<string, string>)['zh-CN']);

describe('studio screen list: where each screen sits in the menu', () => {
  it('gives every screen of a shared name its own menu path, and leaves out the bench fixture for product staff', async () => {
    const tops = (await chanpin.get('/sfbn-system/menu/top-menu')).data as { id: string; name: string }[];
    const menus: Record<string, MenuItem[]> = {};
    for (const t of tops) menus[t.id] = (await chanpin.get('/sfbn-system/menu/routes', { topMenuId: t.id })).data;
    const label = (m: MenuItem) => (m.meta?.title ? m.meta.title['zh-CN'] : m.name);
    const lists = screenManifest().filter((r) => r.view === 'list');
    const where = (title: string) =>
      lists
        .filter((r) => zh(r.title) === title)
        .map((r) => {
          const trail = menuTrail(r.path, tops, menus, label);
          return trail ? `${trail.names.join(' / ')}${trail.inMenu ? '' : ' (按钮)'}` : '';
        })
        .sort();
    for (const title of ['申请子链', '通知公告', '应用管理', '自建子链申请']) {
      const paths = where(title);
      expect(paths.length, title).toBe(2);
      expect(paths.every(Boolean), `${title}: ${paths}`).toBe(true);
      expect(new Set(paths).size, `${title}: ${paths}`).toBe(2);
    }
    expect(where('通知公告')).toEqual(['消息中心 / 通知公告', '系统管理 / 消息配置 / 通知公告'].sort());
    // The bench's fixture has a menu entry, but not in product staff's menus: the studio does not list it to them.
    const bench = lists.find((r) => r.path === '/system/bench-rows')!;
    expect(bench.menu).toBe(true);
    expect(menuTrail(bench.path, tops, menus, label)?.inMenu).not.toBe(true);
  });
});
