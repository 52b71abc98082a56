/**
 * Where an address leads and how the shell shows where the user is: the one catch-all route of
 * the schema screens (src/utils/screenRoutes.ts), parent paths, status tabs and the menus.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, url, useBrowser } from './harness';
import { StatusTabs } from './pages/IdentityPages';
import { ListPage } from './pages/ListPage';

const b = useBrowser();

const selectedTop = (p: Page) => p.locator('[data-testid=top-menu] .ant-menu-item-selected').innerText();
const selectedSide = (p: Page) => p.locator('[data-testid=side-menu] .ant-menu-item-selected').innerText();
const consoleTabs = (p: Page) => p.locator('.bbn-tabs .ant-tabs-tab').allInnerTexts();

async function admin(): Promise<Page> {
  const page = await b.newPage();
  await login(page, 'admin');
  return page;
}

describe('navigation', () => {
  it('a status tab changes the list only: the area, the side menu and the console tab stay', async () => {
    const p = await admin();
    // Opened by its address: the menus show where the user is.
    const list = new ListPage(p, 'GET /sfbn-identity/identityKey/listByPage');
    await list.goto('/Digitalidentity/institutional/organization');
    expect((await selectedTop(p)).trim()).toBe('数字身份');
    expect((await selectedSide(p)).trim()).toBe('机构身份');
    const before = await consoleTabs(p);
    expect(before.filter((t) => t.includes('机构身份'))).toHaveLength(1);

    await new StatusTabs(p).open('待审核', 'GET /sfbn-identity/identityKey/auditListByPage');
    await p.waitForURL(/#\/Digitalidentity\/institutional\/auditOrganization$/);
    expect((await selectedTop(p)).trim()).toBe('数字身份');
    expect((await selectedSide(p)).trim()).toBe('机构身份');
    expect(await consoleTabs(p)).toEqual(before);
    // The console tab keeps the status tab: back from another page, the list is where it was.
    await p.locator('[data-testid=top-menu] .ant-menu-item', { hasText: '首页' }).click();
    await p.waitForURL(/#\/wel\/index$/);
    await p.locator('.bbn-tabs .ant-tabs-tab', { hasText: '机构身份' }).click();
    await p.waitForURL(/#\/Digitalidentity\/institutional\/auditOrganization$/);
    expect(await new StatusTabs(p).active()).toBe('待审核');
  });

  it('a parent path opens its first page; a page reached from a row opens for who may see it', async () => {
    const p = await admin();
    await p.goto(url('/wel'));
    await p.waitForURL(/#\/wel\/index$/);
    await p.getByTestId('console-home').waitFor();

    await p.goto(url('/digital'));
    await p.waitForURL((u) => /^#\/digital\/[^/]+/.test(u.hash));
    expect(p.url()).not.toMatch(/#\/40[34]$/);

    // The points records list, reached from a 积分 row, is the user's own list, not a 403.
    const records = new ListPage(p, 'GET /sfbn-identity/tradeRecord/list');
    await records.goto('/personal/integral/records');
    expect(p.url()).toMatch(/#\/personal\/integral\/records$/);
  });

  it('a path of no page answers the 404 page, signed in too', async () => {
    const p = await admin();
    await p.goto(url('/system/no-such-screen'));
    await p.waitForURL(/#\/404$/);
    await p.getByText('抱歉，您访问的页面不存在').waitFor();
  });

  it("the personal center's menu lists its pages, not the detail pages reached from their rows", async () => {
    const p = await admin();
    await p.goto(url('/personal/account/index'));
    const side = p.getByTestId('side-menu');
    await side.getByText('我的积分').waitFor();
    const items = await side.locator('.ant-menu-item').allInnerTexts();
    expect(items.map((s) => s.trim())).not.toContain('文件详情');
    expect(items.map((s) => s.trim())).not.toContain('交易详情');
    expect(items.map((s) => s.trim())).toContain('我的文件');
  });
});
