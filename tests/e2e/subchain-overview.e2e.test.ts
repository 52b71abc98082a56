/**
 * The sub-chain overview on the console home and the application wizard's draft, legal person and
 * SMS code (docs/domain/subchain.md "Overview, run status and ledger", "Drafts, legal person and
 * SMS code"), as user01 (verified, no sub-chain of his own, so the figures are his alone): the
 * overview opens on demand; an application begun in the wizard is left after two steps and
 * continued from its draft; the legal person comes from his identity; a wrong SMS code is refused
 * with its message; the application is submitted and the overview's figures move; refused by the
 * administrator, the application is deleted from the list. A running sub-chain's detail lists its apps.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, expectToast, fillLogin, login, url, useBrowser, verifyCode } from './harness';
import { FormDialog } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
let userPage: Page | undefined;
async function user01(): Promise<Page> {
  if (!userPage) {
    userPage = await b.newPage();
    await fillLogin(userPage, 'user01', 'Init@123');
    await userPage.waitForURL(/#\/wel\/index/);
    await userPage.getByTestId('console-home').waitFor();
  }
  return userPage;
}
let adminPage: Page | undefined;
async function admin(): Promise<Page> {
  if (!adminPage) {
    adminPage = await b.newPage();
    await login(adminPage, 'admin');
  }
  return adminPage;
}

const NAME = 'E2E概览子链';
const CODE = 'ov21';
const PHONE = '13900003333';
const formScreen = (p: Page) => new FormDialog(p, p.locator('[data-testid=schema-form-screen]'));
const option = (p: Page, text: string) => p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first();
async function type(form: FormDialog, label: string, value: string) {
  const input = form.item(label).locator('input, textarea').first();
  await input.fill(value);
  await input.blur();
}
const activeStep = (p: Page, title: string) => p.locator('[data-testid=schema-steps] .ant-steps-item-active', { hasText: title }).waitFor();

/** Opens 子链概览 on the home and answers the figure `key` once the statistics are in. */
async function openOverview(p: Page) {
  await p.goto(url('/wel/index'));
  await p.getByTestId('home-sub-toggle').click();
  await p.getByTestId('sub-overview').waitFor();
  await p.locator('[data-testid=sub-stat-total] .ant-statistic-content-value').waitFor();
}
const figure = async (p: Page, key: string) => Number(await p.locator(`[data-testid=sub-stat-${key}] .ant-statistic-content-value`).innerText());

describe('sub-chain overview, draft, SMS code and removal (user01)', () => {
  let before = { total: 0, review: 0 };

  it('the overview is not loaded with the home; opened, it shows the figures, recommendations and a run status', async () => {
    const p = await user01();
    expect(await p.getByTestId('sub-overview').count()).toBe(0);
    expect(await p.getByTestId('home-sub-toggle').getAttribute('aria-expanded')).toBe('false');
    const chunk = p.waitForResponse((r) => /sub-overview.*\.js/.test(r.url()));
    await p.getByTestId('home-sub-toggle').click();
    await chunk;
    await p.locator('[data-testid=sub-stat-total] .ant-statistic-content-value').waitFor();
    const stats = (await apiAs(p, '/sfbn-alliance/homePage/sub/subStatistics')).data;
    before = { total: await figure(p, 'total'), review: await figure(p, 'review') };
    expect(before).toEqual({ total: stats.total, review: stats.byStatus['1'] });
    // Recommended: running sub-chains of others; 查看 shows one's run status and recent transactions.
    const rec = (await apiAs(p, '/sfbn-alliance/childChain/screen/recommendChildChain', { body: {} })).data;
    const first = p.locator('[data-testid=sub-recommend] tbody tr').first();
    expect(await first.locator('td').first().innerText()).toBe(rec[0].childChainName);
    await first.locator('[data-action=view]').click();
    const run = p.getByTestId('sub-run');
    await expect.poll(() => run.getAttribute('data-chain')).toBe(rec[0].id);
    const status = (await apiAs(p, `/sfbn-alliance/childChain/getChildChainRunStatus?id=${rec[0].id}`)).data;
    expect(await p.getByTestId('sub-run-state').innerText()).toBe('运行中');
    await expect
      .poll(async () => (await p.locator('[data-testid=sub-run-height] .ant-statistic-content-value').innerText()).replace(/,/g, ''))
      .toBe(String(status.blockHeight));
    expect(await p.getByTestId('sub-run-apply').innerText()).toBe('申请加入');
    await expect.poll(() => p.locator('[data-testid=sub-txs] tbody tr').count()).toBe(5);
    // Filtered by kind: only finance (金融) sub-chains.
    await p.getByTestId('sub-recommend-kind').click();
    await option(p, '金融').click();
    const finance = (await apiAs(p, '/sfbn-alliance/childChain/screen/recommendChildChain?childType=2', { body: {} })).data;
    await expect
      .poll(() => p.locator('[data-testid=sub-recommend] tbody tr td:first-child').allInnerTexts())
      .toEqual(finance.slice(0, 6).map((c: any) => c.childChainName));
    expect(await p.locator('[data-testid=sub-recommend] tbody tr td:nth-child(2)').allInnerTexts()).toEqual(finance.slice(0, 6).map(() => '金融'));
  });

  it('an application left after two steps is continued from its draft', async () => {
    const p = await user01();
    await p.goto(url('/subchain/permissioned/addform2'));
    await activeStep(p, '基本信息');
    const form = formScreen(p);
    await type(form, '子链名称', NAME);
    await type(form, '子链编码', CODE);
    await form.choose('子链类型', '供应链');
    await type(form, '机构名称', '国家链网运营中心');
    const draft = p.waitForResponse((r) => r.url().includes('/childChain/saveChildChainCache'));
    await p.locator('[data-action=next]').click();
    expect((await (await draft).json()).msg).toBe('草稿已保存');
    await activeStep(p, '建设计划');
    await form.choose('共识算法', 'RAFT');
    await type(form, '节点数量', '5');
    const plan = p.waitForResponse((r) => r.url().includes('/childPlan/save'));
    await p.locator('[data-action=next]').click();
    expect((await (await plan).json()).data).toMatchObject({ childChainName: NAME, consensus: 'RAFT', nodeCount: 5 });
    await activeStep(p, '接入信息');

    // Away and back: the wizard offers the draft and continues at the access step, values kept.
    await p.goto(url('/wel/index'));
    await p.goto(url('/subchain/permissioned/addform2'));
    const offer = p.getByTestId('schema-draft');
    await offer.waitFor();
    expect(await offer.innerText()).toContain('您有一份未完成的申请草稿');
    await offer.locator('[data-action=draft-continue]').click();
    await activeStep(p, '接入信息');
    await form.choose('接入方式', '公网接入');
    await p.locator('[data-action=prev]').click();
    await activeStep(p, '建设计划');
    expect(await form.item('节点数量').locator('input').inputValue()).toBe('5');
    await p.locator('[data-action=next]').click();
    await activeStep(p, '接入信息');
    await p.locator('[data-action=next]').click();
    await activeStep(p, '法人信息');

    // The legal person comes from user01's verified identity.
    const me = (await apiAs(p, '/sfbn-alliance/childChain/getLegalPersonInformation')).data;
    await expect.poll(() => form.item('法定代表人').locator('input').inputValue()).toBe(me.legalPerson);
    expect(await form.item('法人身份证号').locator('input').inputValue()).toBe(me.legalIdCard);
    await type(form, '联系电话', PHONE);

    // A wrong SMS code is refused with its message; the right one submits the application.
    await form.item('短信验证码').locator('[data-action=send-code]').click();
    await expectToast(p, '发送成功!');
    const code = await verifyCode('user01', 'subchain');
    await type(form, '短信验证码', code === '000000' ? '111111' : '000000');
    await p.locator('[data-action=save]').click();
    await expectToast(p, '验证码不正确');
    await form.root.locator('.ant-formily-item-error-help', { hasText: '验证码不正确' }).waitFor();
    expect(p.url()).toContain('#/subchain/permissioned/addform2');
    // The wrong try left the code valid (under 5 tries).
    await type(form, '短信验证码', code);
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-alliance/childChain/save'));
    await p.locator('[data-action=save]').click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      type: 1,
      buildType: 1,
      childChainName: NAME,
      childChainCode: CODE,
      consensus: 'RAFT',
      nodeCount: 5,
      accessType: 1,
      contactPhone: PHONE,
    });
    expect(body.verifyCode).toBeUndefined();
    await expectToast(p, '提交成功');
    await p.waitForURL((u) => u.hash === '#/subchain/permissioned/application');
    // The application replaced the draft.
    expect((await apiAs(p, '/sfbn-alliance/childChain/getChildChainCache?type=1&buildType=1')).data).toBeNull();
  });

  it("the overview's figures, applications and operations show the new application", async () => {
    const p = await user01();
    await openOverview(p);
    expect(await figure(p, 'total')).toBe(before.total + 1);
    expect(await figure(p, 'review')).toBe(before.review + 1);
    const mine = p.locator('[data-testid=sub-self] tbody tr', { hasText: NAME });
    expect(await mine.locator('.ant-tag').innerText()).toBe('审核中');
    const last = p.locator('[data-testid=sub-receipts] tbody tr').first();
    // The receipts arrive with their own call: the first row is the new application once they are in.
    await expect.poll(() => last.locator('td').nth(0).innerText()).toBe(NAME);
    expect(await last.locator('td').nth(1).innerText()).toBe('提交申请');
  });

  it('refused by the administrator, the application is deleted from the list', async () => {
    const a = await admin();
    const row = (await apiAs(a, `/sfbn-alliance/childchainaudit/listByPage?childChainName=${encodeURIComponent(NAME)}`)).data.records[0];
    expect((await apiAs(a, '/sfbn-alliance/childchainaudit/audit', { body: { id: row.id, auditStatus: 2, auditReason: '建设方案不完整' } })).msg).toBe(
      '已驳回',
    );

    const p = await user01();
    const list = new ListPage(p, 'GET /sfbn-alliance/childChain/list');
    await list.goto('/subchain/permissioned/application');
    await list.search('子链名称', NAME);
    const mine = list.row(NAME);
    expect(await mine.locator('.ant-tag').innerText()).toBe('已驳回');
    await list.rowAction(mine, 'remove');
    await list.waitForList(() => list.confirm(), '删除成功');
    expect(await list.rowCount()).toBe(0);
    await openOverview(p);
    expect(await figure(p, 'total')).toBe(before.total);
  });

  it("a running sub-chain's detail lists the apps on it (childChain/appInfo)", async () => {
    const a = await admin();
    const list = new ListPage(a, 'GET /sfbn-alliance/childChain/list');
    await list.goto('/subchain/permissioned/management');
    await list.search('子链名称', '供应链金融链');
    await list.rowAction(list.row('供应链金融链'), 'view');
    const table = a.locator('.ant-modal-wrap [data-testid=schema-detail-table]');
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('h5').innerText()).toBe('子链应用');
    expect(await table.locator('td[data-field=appName]').allInnerTexts()).toEqual(['供应链金融', '版权登记']);
  });
});
