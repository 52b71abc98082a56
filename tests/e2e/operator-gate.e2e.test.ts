/**
 * An operator's day (issue 23): detail pages opened without their key (item 6), the status gate on
 * every console route and refused calls (item 10), and the status-1 menu rule of spec 6 (item 15).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, login, url, useBrowser } from './harness';

const b = useBrowser();
const REFUSED = '该账号暂未实名认证，请先实名认证';

/** Uncaught errors of a page from now on (pageerror: an exception or a rejection nobody handled). */
function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('item 6: chain-browser detail pages without their key or with an unknown one', () => {
  const cases = [
    { path: 'block2', text: '未指定合约：请从合约列表或搜索打开' },
    { path: 'block', text: '未指定区块：请从区块列表或搜索打开' },
    { path: 'block1', text: '未指定交易：请从交易列表或搜索打开' },
    { path: 'block3', text: '未指定地址：请从交易或搜索打开' },
    { path: `block2?address=0x${'0'.repeat(39)}1`, text: `合约 0x${'0'.repeat(39)}1 不存在` },
    { path: 'block?number=99999999', text: '区块 99999999 不存在' },
  ];
  it.each(['permissioned', 'ottpermissioned'])('the %s set says which and leads back to the browser home', async (set) => {
    const page = await b.newPage();
    const errors = uncaught(page);
    await login(page, 'admin');
    for (const c of cases) {
      await page.goto(url(`/subchain/${set}/${c.path}`));
      const missing = page.getByTestId('browser-not-found');
      await missing.getByText(c.text, { exact: true }).waitFor();
      expect(await page.getByTestId('error-boundary').count()).toBe(0);
    }
    await page.getByTestId('browser-not-found-back').click();
    await page.waitForURL(new RegExp(`#/subchain/${set}/browser1$`));
    expect(errors).toEqual([]);
  });
});

describe('item 10: one status gate for every console route', () => {
  it('zhangsan (status 1) opening the IDE by its address is refused as a menu click is', async () => {
    const page = await b.newPage();
    const errors = uncaught(page);
    const projectCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/chainContractProject/') && projectCalls.push(r.url()));
    await login(page, 'zhangsan');
    await page.goto(url('/development/index'));
    await expectToast(page, REFUSED);
    await page.waitForURL(/#\/wel\/index$/);
    await page.getByTestId('console-home').waitFor();
    expect(await page.getByTestId('ide-picker').count()).toBe(0);
    expect(projectCalls).toEqual([]);
    // The chain browser, a bespoke page of another area, alike.
    await page.goto(url('/subchain/permissioned/browser1'));
    await page.waitForURL(/#\/(wel\/index|403)$/);
    expect(errors).toEqual([]);
  });

  it('a call the gateway refuses shows its message and leaves no uncaught error', async () => {
    const page = await b.newPage();
    const errors = uncaught(page);
    await login(page, 'admin');
    // The gateway's refusal as the mock gives it to zhangsan (403 + msg), here for a user the console admits.
    await page.route('**/api/sfbn-alliance/chainContractProject/save', (r) =>
      r.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 403, success: false, data: null, msg: '该账号暂未实名认证，不能创建项目' }),
      }),
    );
    await page.goto(url('/development/index'));
    await page.getByTestId('picker-name').fill(`被拒项目${Date.now() % 100000}`);
    await page.getByTestId('picker-create').click();
    await expectToast(page, '该账号暂未实名认证，不能创建项目');
    // The button is usable again: the refusal was handled to its end.
    await expect.poll(() => page.getByTestId('picker-create').getAttribute('class')).not.toContain('ant-btn-loading');
    expect(errors).toEqual([]);
  });
});

describe('item 15: the status-1 menu rule of spec 6', () => {
  it('every menu click other than home is refused; 去实名认证 and the dropdown still reach the application', async () => {
    const page = await b.newPage();
    const errors = uncaught(page);
    await login(page, 'zhangsan');
    // The 数字身份 top menu: refused like every other area.
    await page.getByTestId('top-menu').getByText('数字身份').click();
    await expectToast(page, REFUSED);
    expect(page.url()).toMatch(/#\/wel\/index$/);
    expect(await page.getByTestId('schema-form').or(page.getByTestId('schema-list')).count()).toBe(0);

    // The home page's 去实名认证 opens the application.
    await page.getByTestId('home-apply-identity').click();
    await page.waitForURL(/#\/digital\/distinction$/);
    // Its side entries are menu clicks: refused.
    const side = page.getByTestId('side-menu');
    await side.getByText('申请数字身份', { exact: true }).click();
    await expectToast(page, REFUSED);
    await page.waitForURL(/#\/wel\/index$/);

    // The header dropdown's 数字身份 is not a menu click: the personal identity card, and from it the application.
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('user-panel').getByRole('button', { name: '数字身份' }).click();
    await page.waitForURL(/#\/personal\/digital\/index$/);
    await page.getByTestId('apply-identity').click();
    await page.waitForURL(/#\/digital\/distinction$/);
    expect(errors).toEqual([]);
  });
});
