/**
 * The identification center against the mock gateway: the administrator defines a template with
 * attributes, creates an identifier from it (the form draws the template's attributes as inputs,
 * a required one is enforced), resolves its BID on the console's resolution page and on the public
 * portal's, takes it out of use (it stops resolving, the failure is recorded) and back. Every
 * identification route opens with content for the administrator.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
const mark = `E2E${Date.now().toString(36).slice(-5)}`;
const TEMPLATE = `仓储模板${mark}`;
const NAME = `北京一号仓${mark}`;
let page: Page;
let bid = '';

async function admin(): Promise<Page> {
  if (!page) {
    page = await b.newPage();
    await login(page, 'admin');
  }
  return page;
}

async function resolveOn(p: Page, value: string) {
  await p.getByTestId('resolver-input').fill(value);
  await p.getByTestId('resolver-submit').click();
}

describe('identification center', () => {
  it('defines a template with attributes', async () => {
    const p = await admin();
    const list = new ListPage(p, 'GET /sfbn-id/backBone/template/listByPage');
    await list.openFromMenu('identification-backbone', '标识模板');
    await list.toolbar('add').click();
    const form = await FormDialog.open(p);
    await form.item('模板名称').locator('input').fill(TEMPLATE);
    await form.item('标识类型').locator('.ant-select-selector').click();
    await p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '设备' }).click();
    await form.item('模板属性').locator('textarea').fill('warehouse,所属仓库,text,是\ncapacity,容量,number,否\ncolour,颜色,bool,否');
    await form.ok();
    await expectToast(p, '第3行属性类型须为 text、number 或 date');
    await form.item('模板属性').locator('textarea').fill('warehouse,所属仓库,text,是\ncapacity,容量,number,否');
    await list.waitForList(() => form.ok());
    await expectToast(p, '新增成功');
    expect(await list.row(TEMPLATE).count()).toBe(1);
  });

  it("creates an identifier from it: the template's attributes are the form's fields", async () => {
    const p = await admin();
    const list = new ListPage(p, 'GET /sfbn-id/backBone/id/listByPage');
    await list.openFromMenu('identification-backbone', '骨干标识');
    await list.toolbar('add').click();
    const form = await FormDialog.open(p);
    await form.item('标识名称').locator('input').fill(NAME);
    await form.item('标识属性').getByText('请先选择模板').waitFor();
    await form.item('标识模板').locator('.ant-select-selector').click();
    await p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: TEMPLATE }).click();
    await form.item('所属子链').locator('.ant-select-selector').click();
    await p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'a001' }).click();
    const attrs = form.item('标识属性').getByTestId('template-attrs');
    await attrs.waitFor();
    expect(await attrs.locator('label').allInnerTexts()).toEqual(['*所属仓库', '容量']);
    await attrs.getByLabel('容量').fill('很多');
    await form.ok();
    await expectToast(p, '请输入所属仓库（warehouse）');
    await attrs.getByLabel('所属仓库').fill('北京一号仓');
    await form.ok();
    await expectToast(p, '容量必须为数字');
    await attrs.getByLabel('容量').fill('1200');
    await list.waitForList(() => form.ok());
    await expectToast(p, '新增成功');
    const row = list.row(NAME);
    expect(await row.locator('.ant-tag').innerText()).toBe('使用中');
    bid = (await row.locator('td').filter({ hasText: /^did:bid:/ }).first().innerText()).trim();
    expect(bid).toMatch(/^did:bid:a001:zf[1-9A-HJ-NP-Za-km-z]{22,31}$/);
  });

  it('resolves it on the console resolution page and on the public portal', async () => {
    const p = await admin();
    await new ListPage(p).clickMenu('identification-resolution', '解析查询');
    await p.waitForURL((u) => u.hash === '#/identification/resolution/searchpage');
    await resolveOn(p, bid);
    await expect.poll(() => p.getByTestId('resolver-doc-id').innerText()).toBe(bid);
    const doc = p.getByTestId('resolver-result');
    expect(await doc.innerText()).toContain('所属仓库: 北京一号仓');
    expect(await doc.innerText()).toContain('容量: 1200');

    const visitor = await b.newPage();
    await visitor.goto(url('/platform/resolution'));
    await resolveOn(visitor, bid);
    await expect.poll(() => visitor.getByTestId('resolver-doc-id').innerText()).toBe(bid);
    await visitor.close();

    const records = new ListPage(p, 'GET /sfbn-id/record/success/listByPage');
    await records.openFromMenu('identification-resolution', '解析成功记录');
    await records.search('解析的 BID', bid);
    expect(await records.column('来源')).toEqual(['门户', '控制台']);
  });

  it('out of use it no longer resolves; the failure is recorded; back in use it resolves', async () => {
    const p = await admin();
    const list = new ListPage(p, 'GET /sfbn-id/backBone/id/listByPage');
    await list.openFromMenu('identification-backbone', '骨干标识');
    await list.rowAction(list.row(NAME), 'isUse');
    await list.waitForList(() => list.confirm());
    await expectToast(p, '操作成功');
    expect(await list.row(NAME).locator('.ant-tag').innerText()).toBe('已停用');

    await p.goto(url('/platform/resolution'));
    await resolveOn(p, bid);
    await p.getByText(`未找到标识 ${bid}，请确认 BID 是否正确`).waitFor();

    await p.goto(url('/wel/index'));
    const fails = new ListPage(p, 'GET /sfbn-id/record/fail/listByPage');
    await fails.openFromMenu('identification-resolution', '解析失败记录');
    await fails.search('解析的 BID', bid);
    expect(await fails.column('失败原因')).toEqual(['未找到标识']);

    await list.openFromMenu('identification-backbone', '骨干标识');
    await list.waitForList(() => list.rowAction(list.row(NAME), 'isUse'));
    await expectToast(p, '操作成功');
    expect(await list.row(NAME).locator('.ant-tag').innerText()).toBe('使用中');
  });

  it('downloads the key store only after the password', async () => {
    const p = await admin();
    const list = new ListPage(p, 'GET /sfbn-id/backBone/id/listByPage');
    await list.goto('/identification/backbone/index');
    await list.rowAction(list.row(NAME), 'keyStore');
    const form = await FormDialog.open(p);
    await form.ok();
    await form.root.locator('.ant-formily-item-error-help', { hasText: '请输入登录密码' }).waitFor();
    await form.item('登录密码').locator('input').fill('Wrong@123');
    await form.ok();
    await expectToast(p, '密码错误');
    await form.item('登录密码').locator('input').fill('Admin@123');
    // The field says it is secret ("encrypt": true): the password leaves the browser sm2-encrypted.
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-id/backBone/keyStore/privateKey'));
    const [download] = await Promise.all([p.waitForEvent('download'), form.ok()]);
    expect((await sent).postDataJSON().password).toMatch(/^04[0-9a-f]{192,}$/);
    expect(download.suggestedFilename()).toBe('keystore.json');
    const file = JSON.parse(await new Promise<string>((resolve, reject) => {
      download.createReadStream().then((s) => {
        const parts: Buffer[] = [];
        s.on('data', (c: Buffer) => parts.push(c));
        s.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
        s.on('error', reject);
      }, reject);
    }));
    expect(file).toMatchObject({ bid, algorithm: 'sm2' });
    expect(file.privateKey).toMatch(/^[0-9a-f]{64}$/);
    await expectToast(p, '下载成功');
  });

  it('every identification route opens with content for the administrator', async () => {
    const p = await admin();
    const routes: [string, string][] = [
      ['/identification/backbone/index', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/backbone/backbonenew', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/backbone/backboneedit', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/backbone/identifynew', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/backbone/identifyedit', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/template/index', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/record/success', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/record/fail', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/resolution/searchpage', '[data-testid=resolver-input]'],
    ];
    for (const [route, content] of routes) {
      await p.goto(url(route));
      await p.locator(content).first().waitFor();
    }
    // Detail routes of a seeded identifier.
    for (const route of ['/identification/backbone/backbonedetail', '/identification/backbone/identifydetail']) {
      await p.goto(url(`${route}?id=1810000000000000001`));
      await p.locator('[data-testid=schema-detail]', { hasText: '骨干节点服务器 BJ-02' }).waitFor();
    }
  });
});
