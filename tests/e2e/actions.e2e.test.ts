/**
 * One browser test per action kind of the engine, each on a screen that uses it, asserting what
 * the administrator sees: the confirm question, the message, the changed row, the dialog, the URL
 * reached, the file saved. (add, edit, view, delete and bulkDelete are driven on representative
 * screens by engine.e2e.test.ts and proven against the gateway for every screen by
 * tests/unit/screen-contract.test.ts; copy by the identity journey.)
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, expectToast, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
let page: Page;
let signedIn: Promise<void> | null = null;
/** One signed-in page for the file (created inside the first test, so failures are photographed). */
beforeEach(async () => {
  if (!signedIn)
    signedIn = b.newPage().then(async (p) => {
      page = p;
      await login(p, 'admin');
    });
  await signedIn;
});

/** The id of the first row offering this row action inline (or, `folded`, any row: the action sits under 更多). */
async function rowWith(list: ListPage, action: string, folded = false): Promise<string> {
  const row = folded
    ? list.rows().first()
    : list
        .rows()
        .filter({ has: page.locator(`[data-action=${action}]`) })
        .first();
  await row.waitFor();
  return (await row.getAttribute('data-row-key'))!;
}
const rowById = (list: ListPage, id: string) => list.root.locator(`tr.ant-table-row[data-row-key="${id}"]`);
const confirmText = () => page.locator('.ant-modal-confirm-content').last();
/** The confirmation's question, its first line (the rows it names follow, tests/e2e/operator.e2e.test.ts). */
const confirmQuestion = async () => (await confirmText().innerText()).split('\n')[0].trim();

describe('action kinds', () => {
  it('call: asks, calls, says 操作成功 and the row changes (job start -> stop)', async () => {
    const list = new ListPage(page, 'POST /sfbn-job-admin/jobinfo/pageList');
    await list.goto('/job/info');
    const id = await rowWith(list, 'start');
    await list.rowAction(rowById(list, id), 'start');
    expect(await confirmQuestion()).toBe('确定启动该任务?');
    await list.waitForList(() => list.confirm(), '操作成功');
    await rowById(list, id).locator('[data-action=stop]').waitFor();
    expect(await rowById(list, id).locator('[data-action=start]').count()).toBe(0);
  });

  it('toggle: the button names the other state, asks its question, and flips (SMS config)', async () => {
    // A config of its own (new ones start disabled): the seeded ones are sent through by apps.e2e,
    // which runs against the same gateway.
    const smsCode = `sms_toggle_${Date.now() % 100000}`;
    const saved = await apiAs(page, '/sfbn-resource/sms/submit', {
      body: { category: 1, smsCode, templateName: '切换测试', templateId: 'SMS_T', accessKey: 'LTAIt', signName: '骨干网' },
    });
    expect(saved.code).toBe(200);
    const list = new ListPage(page, 'GET /sfbn-resource/sms/list');
    await list.goto('/operations/third/sms');
    const button = list.row(smsCode).locator('[data-action=enable]');
    expect((await button.innerText()).trim()).toBe('启用');
    await button.click();
    expect(await confirmQuestion()).toBe('确定启用该配置?');
    await list.waitForList(() => list.confirm(), '操作成功');
    await expect.poll(async () => (await button.innerText()).trim()).toBe('停用');
    await button.click();
    expect(await confirmQuestion()).toBe('确定停用该配置?');
    await list.waitForList(() => list.confirm(), '操作成功');
    await expect.poll(async () => (await button.innerText()).trim()).toBe('启用');
  });

  it('form: a dialog of its own fields, submitted (job run once)', async () => {
    const list = new ListPage(page, 'POST /sfbn-job-admin/jobinfo/pageList');
    await list.goto('/job/info');
    const id = await rowWith(list, 'trigger', true);
    await list.rowAction(rowById(list, id), 'trigger');
    const dialog = await FormDialog.open(page);
    expect(await dialog.root.locator('.ant-modal-title').innerText()).toBe('执行一次');
    await dialog.item('任务参数').locator('textarea').fill('--once');
    const sent = page.waitForRequest((r) => r.url().includes('/api/sfbn-job-admin/jobinfo/trigger'));
    await dialog.root.locator('.ant-modal-footer .ant-btn-primary').click();
    expect((await sent).postDataJSON()).toMatchObject({ id, executorParam: '--once' });
    await expectToast(page, '操作成功');
    await dialog.root.waitFor({ state: 'hidden' });
  });

  it('result: the answer is shown in a dialog (next run times)', async () => {
    const list = new ListPage(page, 'POST /sfbn-job-admin/jobinfo/pageList');
    await list.goto('/job/info');
    const id = await rowWith(list, 'nextTime', true);
    await list.rowAction(rowById(list, id), 'nextTime');
    const modal = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '下次执行时间' }) }).last();
    await modal.waitFor();
    const items = await modal.locator('.ant-list-item').allInnerTexts();
    expect(items.length).toBeGreaterThan(0);
    for (const t of items) expect(t).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await modal.locator('.ant-modal-footer .ant-btn').click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('audit: refusing needs a reason; passing says its message and the row leaves the to-be-audited state', async () => {
    const list = new ListPage(page, 'GET /blade-desk/process/leave/list');
    await list.goto('/flow/leave/index');
    const id = await rowWith(list, 'approve');
    await list.rowAction(rowById(list, id), 'approve');
    await page.locator('.ant-modal-wrap [data-action=refuse]').last().click();
    await page.locator('.ant-modal-wrap .ant-formily-item-error-help', { hasText: '请输入驳回原因' }).last().waitFor();
    await list.waitForList(() => page.locator('.ant-modal-wrap [data-action=pass]').last().click(), '操作成功');
    expect(await rowById(list, id).locator('[data-action=approve]').count()).toBe(0);
  });

  it('link: opens its route with the row in the query (read-only contract)', async () => {
    const list = new ListPage(page, 'GET /sfbn-alliance/chainContractProject/page');
    await list.goto('/chainmanagement/contract/index');
    const id = await rowWith(list, 'open');
    await list.rowAction(rowById(list, id), 'open');
    await page.waitForURL((u) => u.hash.startsWith('#/development/index?'));
    const q = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(q.get('id')).toBe(id);
    expect(q.get('type')).toBe('1');
  });

  it('download: saves the file under its name (attachments)', async () => {
    const list = new ListPage(page, 'GET /sfbn-resource/attach/list');
    await list.goto('/system/attach');
    const id = await rowWith(list, 'download');
    const names = await list.column('附件原名');
    const ids = await list.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
    const name = names[ids.indexOf(id)].trim();
    const download = page.waitForEvent('download');
    await list.rowAction(rowById(list, id), 'download');
    const d = await download;
    expect(d.suggestedFilename()).toBe(name);
    const file = await d.path();
    expect(fs.statSync(file!).size).toBeGreaterThan(0);
  });

  it('export: the current search as a CSV with the column titles (operation logs)', async () => {
    const list = new ListPage(page, 'GET /sfbn-log/operation/list');
    await page.goto(url('/wel/index'));
    await list.goto('/monitor/log/operation');
    const download = page.waitForEvent('download');
    await list.toolbar('export').click();
    const d = await download;
    expect(d.suggestedFilename()).toBe('操作日志.csv');
    const csv = fs.readFileSync((await d.path())!, 'utf8').replace(/^\ufeff/, '');
    const [head, ...rows] = csv.split('\r\n');
    expect(head).toContain('"请求接口"');
    expect(rows.length).toBeGreaterThan(0);
  });
});
