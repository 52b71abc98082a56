/**
 * The identification center against the mock gateway: the administrator defines a template with
 * attributes, creates an identifier from it (the form draws the template's attributes as inputs,
 * a required one is enforced), resolves its BID on the console's resolution page and on the public
 * portal's, takes it out of use (it stops resolving, the failure is recorded) and back. Sub-chain
 * identifiers: a managed identifier is created from a sub-chain's template on its own route (the
 * resolution page's figures count it), the sub-chain applies for hosting, the administrator audits,
 * the identifier is then listed, shown and resolved as hosted. Every identification route opens
 * with content for the administrator.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { SectionDetail, StatusTabs } from './pages/IdentityPages';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
const mark = `E2E${Date.now().toString(36).slice(-5)}`;
const TEMPLATE = `仓储模板${mark}`;
const NAME = `北京一号仓${mark}`;
const SUB_NAME = `一号产线机器人${mark}`;
let page: Page;
let bid = '';
let subBid = '';

async function admin(): Promise<Page> {
  if (!page) {
    page = await b.newPage();
    await login(page, 'admin');
  }
  return page;
}

/** A figure of the resolution page's overview (resolver/idInfoDataOver), as a number. */
async function figure(p: Page, key: string): Promise<number> {
  const text = await p.getByTestId(`id-overview-${key}`).locator('.ant-statistic-content-value').innerText();
  return Number(text.replace(/,/g, ''));
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
    await form.choose('标识类型', '设备');
    await form.item('模板属性').locator('textarea').fill('warehouse,所属仓库,text,是\ncapacity,容量,number,否\ncolour,颜色,bool,否');
    await form.ok();
    // The gateway's rule for attribute lines is the form's (validator attrLines): said under the field before any call.
    await form.item('模板属性').getByText('第3行属性类型须为 text、number 或 date', { exact: true }).waitFor();
    await form.item('模板属性').locator('textarea').fill('warehouse,所属仓库,text,是\ncapacity,容量,number,否');
    await list.waitForList(() => form.ok(), '新增成功');
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
    await form.choose('标识模板', TEMPLATE);
    await form.choose('所属子链', 'a001');
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
    await list.waitForList(() => form.ok(), '新增成功');
    const row = list.row(NAME);
    expect(await row.locator('.ant-tag').innerText()).toBe('使用中');
    bid = (
      await row
        .locator('td')
        .filter({ hasText: /^did:bid:/ })
        .first()
        .innerText()
    ).trim();
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
    await list.waitForList(() => list.confirm(), '操作成功');
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
    await list.waitForList(() => list.rowAction(list.row(NAME), 'isUse'), '操作成功');
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
    const file = JSON.parse(
      await new Promise<string>((resolve, reject) => {
        download.createReadStream().then((s) => {
          const parts: Buffer[] = [];
          s.on('data', (c: Buffer) => parts.push(c));
          s.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
          s.on('error', reject);
        }, reject);
      }),
    );
    expect(file).toMatchObject({ bid, algorithm: 'sm2' });
    expect(file.privateKey).toMatch(/^[0-9a-f]{64}$/);
    await expectToast(p, '下载成功');
  });

  it('creates a managed identifier from a sub-chain template on its own route; the overview counts it', async () => {
    const p = await admin();
    await p.goto(url('/identification/resolution/searchpage'));
    await p.getByTestId('id-overview-idTotal').waitFor();
    await expect.poll(() => figure(p, 'idTotal')).toBeGreaterThan(0);
    const before = await figure(p, 'idTotal');

    const managed = new ListPage(p, 'GET /sfbn-id/subIdInfo/listByPage');
    await managed.openFromMenu('identification-subchain', '管理标识');
    expect(p.url()).toBe(url('/identification/managed/index'));
    await managed.toolbar('create').click();
    await p.waitForURL((u) => u.hash === '#/identification/managed/identifynew');
    const form = new FormDialog(p, p.locator('[data-testid=schema-form-screen]'));
    await form.item('标识名称').locator('input').fill(SUB_NAME);
    await form.choose('标识模板', '工业设备标识模板');
    const attrs = form.item('标识属性').getByTestId('template-attrs');
    await attrs.waitFor();
    expect(await attrs.locator('label').allInnerTexts()).toEqual(['*设备型号', '出厂编号']);
    await attrs.getByLabel('出厂编号').fill('SN-E2E-01');
    await p.locator('[data-testid=schema-form-screen] [data-action=save]').click();
    await expectToast(p, '请输入设备型号（model）');
    await attrs.getByLabel('设备型号').fill('ROBOT-X1');
    await managed.waitForList(() => p.locator('[data-testid=schema-form-screen] [data-action=save]').click(), '保存成功');
    expect(p.url()).toBe(url('/identification/managed/index'));
    const row = managed.row(SUB_NAME);
    await row.waitFor();
    expect(await row.locator('.ant-tag').allInnerTexts()).toEqual(['使用中', '未托管']);
    subBid = (
      await row
        .locator('td')
        .filter({ hasText: /^did:bid:/ })
        .first()
        .innerText()
    ).trim();
    expect(subBid).toMatch(/^did:bid:indu:zf[1-9A-HJ-NP-Za-km-z]{22,31}$/);

    await new ListPage(p).clickMenu('identification-resolution', '解析查询');
    await p.waitForURL((u) => u.hash === '#/identification/resolution/searchpage');
    await expect.poll(() => figure(p, 'idTotal')).toBeGreaterThanOrEqual(before + 1);
    // Not hosted yet: the backbone does not resolve it.
    await resolveOn(p, subBid);
    await p.getByText(`标识 ${subBid} 所属子链未托管至骨干网`).waitFor();
  });

  it('the sub-chain applies for hosting, the administrator audits; the identifier is hosted and resolves', async () => {
    const p = await admin();
    const apps = new ListPage(p, 'GET /sfbn-alliance/subIdHostingApplyInfo/listByPage');
    await apps.openFromMenu('identification-subchain', '标识托管申请');
    expect(p.url()).toBe(url('/identification/solutio/index'));
    await apps.toolbar('hosting').click();
    const dialog = await FormDialog.open(p);
    await dialog.choose('子链', '工业标识链（indu）');
    await dialog.item('联系人').locator('input').fill('赵工');
    await dialog.item('联系电话').locator('input').fill('13912345678');
    await dialog.item('申请说明').locator('textarea').fill('工业标识托管至骨干网');
    await apps.waitForList(() => dialog.ok(), '提交成功');
    const mine = apps.rows().filter({ hasText: 'indu' }).first();
    await expect.poll(() => mine.locator('.ant-tag').allInnerTexts()).toEqual(['托管至骨干网', '待审核']);

    const audit = new ListPage(p, 'GET /sfbn-alliance/subIdHostingApplyInfo/listByPage');
    await audit.goto('/identification/solutio/audit');
    expect(await new StatusTabs(p).active()).toBe('待审核');
    const pending = audit.rows().filter({ hasText: 'indu' }).first();
    await pending.waitFor();
    await audit.rowAction(pending, 'audit');
    await audit.waitForList(() => p.locator('.ant-modal-wrap [data-action=pass]').last().click(), '操作成功');
    await pending.waitFor({ state: 'detached' });

    await apps.goto('/identification/solutio/index');
    await apps.rowAction(apps.rows().filter({ hasText: 'indu' }).first(), 'view');
    await p.waitForURL((u) => u.hash.startsWith('#/identification/solutio/hosteddetail?id='));
    const detail = new SectionDetail(p);
    await detail.root.waitFor();
    expect(await detail.section('审核').innerText()).toContain('已通过');
    expect(await detail.history().count()).toBe(2);

    const hosted = new ListPage(p, 'GET /sfbn-id/subIdInfo/listByPage');
    await hosted.openFromMenu('identification-subchain', '托管标识');
    await hosted.search('标识名称', SUB_NAME);
    const row = hosted.row(SUB_NAME);
    await row.waitFor();
    expect(await row.innerText()).toContain('已托管');
    await hosted.rowAction(row, 'view');
    await p.waitForURL((u) => u.hash.startsWith('#/identification/hosted/hosteddetail?id='));
    const shown = p.locator('[data-testid=schema-detail]', { hasText: SUB_NAME });
    await shown.waitFor();
    expect(await shown.innerText()).toContain(subBid);

    await new ListPage(p).clickMenu('identification-resolution', '解析查询');
    await p.waitForURL((u) => u.hash === '#/identification/resolution/searchpage');
    await resolveOn(p, subBid);
    await expect.poll(() => p.getByTestId('resolver-doc-id').innerText()).toBe(subBid);
    expect(await p.getByTestId('resolver-result').innerText()).toContain('设备型号: ROBOT-X1');
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
      ['/identification/managed/index', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/managed/template', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/hosted/index', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/solutio/index', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/solutio/audit', '[data-testid=schema-list] .ant-table-row'],
      ['/identification/managed/identifynew', '[data-testid=schema-form-screen] input'],
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
    // Sub-chain identifiers: a seeded one of the hosted 供应链金融链 and its hosting application.
    for (const route of ['/identification/managed/identifydetail', '/identification/hosted/hosteddetail']) {
      await p.goto(url(`${route}?id=1850000000000000001`));
      await p.locator('[data-testid=schema-detail]', { hasText: '供应链票据 SCF-2026-0001' }).waitFor();
    }
    // Its key store (subIdKeyStoreInfo/keyStore): the algorithm and the public key, never the private key.
    const bidShown = await p.locator('[data-testid=schema-detail] [data-field=bid]').first().innerText();
    await p.locator('.ant-card-extra [data-action=keyInfo]').click();
    const store = p.locator('.ant-modal-wrap .ant-descriptions').last();
    await store.waitFor();
    expect(await store.innerText()).toMatch(/algorithm\s+sm2/);
    expect(await store.innerText()).toContain(bidShown.trim());
    expect(await store.innerText()).not.toContain('privateKey');
    await p.locator('.ant-modal-wrap .ant-modal-footer .ant-btn').last().click();
    await p.goto(url('/identification/solutio/hosteddetail?id=2400000000000000001'));
    await p.locator('[data-testid=schema-detail]', { hasText: '供应链金融链' }).waitFor();
    await p.goto(url('/identification/managed/identifyedit?id=1850000000000000003'));
    const edit = new FormDialog(p, p.locator('[data-testid=schema-form-screen]'));
    await expect.poll(() => edit.item('标识名称').locator('input').inputValue()).toBe('政务子链共识节点 01');
    await expect.poll(() => edit.item('标识属性').getByLabel('描述').inputValue()).toBe('政务数据共享链第一个共识节点');
  });
});
