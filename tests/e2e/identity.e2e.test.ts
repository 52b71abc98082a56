/**
 * The digital identity journey on the lifecycle screens, against the mock gateway. The applicants
 * are accounts of this file's own (registered and approved first): the demo accounts are shared by
 * every test file running against the one mock server, and this journey changes their status.
 * A person (张三)
 * chooses person, fills the application in steps (spec 5 messages), submits and sees it under
 * review; the administrator finds it under 待审核, passes it, and it shows under 已认证 with a BID;
 * the applicant's own page then shows the BID. Refusal needs a reason, lands in 已驳回 with its type,
 * the applicant sees dismissdetail and can apply again (prefilled). Revocation lands in 已撤销.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, expectToast, fillLogin, login, registeredAccount, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { SectionDetail, StatusTabs } from './pages/IdentityPages';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
const PNG = { name: 'card.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };
const BID_MASKED = /^did:bid:zf[1-9A-HJ-NP-Za-km-z]{0,2}\*{6}[1-9A-HJ-NP-Za-km-z]{6}$/;

const stamp = Date.now().toString(36).slice(-6);
/** The person who applies through the screens, and an organisation whose application is refused. */
const ACCOUNTS = { person: `idp${stamp}`, org: `ido${stamp}` };
const PASSWORD = 'Start1234';

const pages: Partial<Record<'person' | 'admin' | 'org', Page>> = {};
async function as(who: 'person' | 'admin' | 'org'): Promise<Page> {
  if (!pages[who]) {
    const p = await b.newPage();
    if (who === 'admin') await login(p, 'admin');
    else {
      await registeredAccount(await as('admin'), ACCOUNTS[who], PASSWORD);
      await fillLogin(p, ACCOUNTS[who], PASSWORD);
      await p.waitForURL(/#\/wel\/index/);
      await p.getByTestId('console-home').waitFor();
    }
    pages[who] = p;
  }
  return pages[who]!;
}

/** The organisation's application, made through the calls (its screens are the person's, tested above). */
async function orgApplies(): Promise<void> {
  const o = await as('org');
  const licence = (await apiAs(o, '/sfbn-identity/identityAudit/applyCompanyCertificate', { image: true })).data.id;
  const applied = await apiAs(o, '/sfbn-identity/identityAudit/apply', {
    body: {
      applyType: 2,
      companyName: '链测数据有限公司',
      creditCode: '91110105MA01234567',
      legalPerson: '李四',
      legalIdCard: '11010519491231002X',
      contactPhone: '13912345678',
      address: '北京市朝阳区',
      licence,
    },
  });
  expect(applied.code).toBe(200);
}

const formScreen = (p: Page) => new FormDialog(p, p.locator('[data-testid=schema-form-screen]'));
const errorsOf = (p: Page) => p.locator('[data-testid=schema-form-screen] .ant-formily-item-error-help').allInnerTexts();
const waitError = (p: Page, text: string) => p.locator('[data-testid=schema-form-screen] .ant-formily-item-error-help', { hasText: text }).first().waitFor();

async function typeInto(p: Page, label: string, value: string) {
  const input = formScreen(p).item(label).locator('input').first();
  await input.fill(value);
  await input.blur();
}

describe('digital identity', () => {
  it('a person applies in steps, with the messages of spec 5, and sees it under review', async () => {
    const p = await as('person');
    await p.goto(url('/digital/distinction'));
    await formScreen(p).item('认证类型').locator('.ant-radio-wrapper', { hasText: '个人认证' }).click();
    await p.locator('[data-testid=schema-form-screen] [data-action=save]').click();
    await p.waitForURL((u) => u.hash === '#/digital/applyBid?type=1');

    const steps = p.locator('[data-testid=schema-steps] .ant-steps-item-title');
    await steps.first().waitFor();
    expect(await steps.allInnerTexts()).toEqual(['实名信息', '证件照片']);
    // Next on an empty step: each required message, and the step stays.
    await p.locator('[data-action=next]').click();
    await waitError(p, '姓名不能为空');
    expect(await errorsOf(p)).toEqual(expect.arrayContaining(['姓名不能为空', '证件号码不能为空', '手机号码不能为空']));
    await typeInto(p, '真实姓名', 'Zhang3');
    await waitError(p, '请输入2到8个汉字');
    await typeInto(p, '真实姓名', '张三');
    await typeInto(p, '身份证号', '99010519491231002X');
    await waitError(p, '地址编码错误');
    await typeInto(p, '身份证号', '110105194912310021');
    await waitError(p, '证件号码校验位错误');
    await typeInto(p, '身份证号', '11010519491231002X');
    await typeInto(p, '手机号码', '1380013800');
    await waitError(p, '手机号码长度不为11位');
    await typeInto(p, '手机号码', '13800138000');
    expect(await errorsOf(p)).toEqual([]);
    await p.locator('[data-action=next]').click();
    await p.locator('[data-testid=schema-steps] .ant-steps-item-active', { hasText: '证件照片' }).waitFor();

    // Images: only png / jpg; one each.
    const front = formScreen(p).item('身份证人像面');
    await front.locator('input[type=file]').setInputFiles({ ...PNG, name: 'card.gif', mimeType: 'image/gif' });
    await expectToast(p, '上传只能是图片格式!');
    await p.locator('[data-action=save]').click();
    await waitError(p, '请选择身份证人像面');
    await front.locator('input[type=file]').setInputFiles(PNG);
    await expectToast(p, '上传成功');
    await formScreen(p).item('身份证国徽面').locator('input[type=file]').setInputFiles(PNG);
    await formScreen(p).item('身份证国徽面').locator('.ant-upload-list-item-done').first().waitFor();

    // Back keeps the values of the first step.
    await p.locator('[data-action=prev]').click();
    expect(await formScreen(p).item('真实姓名').locator('input').inputValue()).toBe('张三');
    await p.locator('[data-action=next]').click();

    const sent = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-identity/identityAudit/apply'));
    await p.locator('[data-action=save]').click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ applyType: '1', realName: '张三', idCard: '11010519491231002X', phone: '13800138000' });
    expect(body.cardFront).toMatch(/^[^/]+$/); // an attachment id, not a link
    await expectToast(p, '提交成功');
    await p.waitForURL((u) => u.hash === '#/digital/reviewdetail');
    const mine = new SectionDetail(p);
    await mine.root.waitFor();
    await expect.poll(() => mine.value('status').innerText()).toBe('审核中');
    expect(await mine.value('realName').innerText()).toBe('张三');
    expect(await mine.history().first().innerText()).toContain('提交申请');
  });

  it('the administrator finds it under 待审核, passes it, and it shows under 已认证 with a masked BID', async () => {
    const p = await as('admin');
    const list = new ListPage(p, 'GET /sfbn-identity/identityKey/auditListByPage');
    await list.goto('/Digitalidentity/identity/auditUsersList');
    const tabs = new StatusTabs(p);
    expect(await tabs.active()).toBe('待审核');
    const row = list.row('张三');
    await row.waitFor();
    expect(await row.locator('.ant-tag').innerText()).toBe('待审核');
    // Revoke is no transition from "to be reviewed": its button is not offered.
    expect(await row.locator('[data-action=revoke]').count()).toBe(0);
    await list.rowAction(row, 'view');
    await p.waitForURL((u) => u.hash.startsWith('#/Digitalidentity/identity/auditdetail?id='));
    const detail = new SectionDetail(p);
    await detail.root.waitFor();
    expect(await detail.section('证件照片').locator('img').count()).toBe(2);
    expect(await detail.action('revoke').count()).toBe(0);
    await detail.action('audit').click();
    const audited = p.waitForResponse((r) => r.url().endsWith('/api/sfbn-identity/identityAudit/auditUser'));
    await p.locator('.ant-modal-wrap [data-action=pass]').last().click();
    expect((await (await audited).json()).code).toBe(200);
    await expectToast(p, '操作成功');
    // Passed: the audit is no longer offered on this detail.
    await detail.action('audit').waitFor({ state: 'detached' });

    await p.goBack();
    await tabs.tab('待审核').waitFor();
    const active = await tabs.open('已认证', 'GET /sfbn-identity/identityKey/listByPage');
    expect(p.url()).toContain('#/Digitalidentity/identity/userslist');
    const passed = active.row('张三');
    await passed.waitFor();
    expect(await passed.locator('.ant-tag').innerText()).toBe('已认证');
    const bids = await active.column('BID');
    const names = await active.column('真实姓名');
    expect(bids[names.findIndex((n) => n.trim() === '张三')].trim()).toMatch(BID_MASKED);
    await p.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await active.rowAction(passed, 'copyBid');
    await expectToast(p, '复制成功');
    expect(await p.evaluate(() => navigator.clipboard.readText())).toMatch(/^did:bid:zf[1-9A-HJ-NP-Za-km-z]{22,31}$/);
  });

  it('the applicant, still signed in, sees his identity authenticated with its BID', async () => {
    const p = await as('person');
    const mine = await new SectionDetail(p).open('/digital/reviewdetail');
    await expect.poll(() => mine.value('status').innerText()).toBe('已认证');
    expect((await mine.value('bid').innerText()).trim()).toMatch(BID_MASKED);
    expect(await mine.history().allInnerTexts()).toEqual([expect.stringContaining('提交申请'), expect.stringContaining('审核通过')]);
  });

  it('refusal needs a reason, lands in 已驳回 with its type; the applicant sees why and applies again', async () => {
    await orgApplies();
    const p = await as('admin');
    const list = new ListPage(p, 'GET /sfbn-identity/identityKey/auditListByPage');
    await list.goto('/Digitalidentity/institutional/auditOrganization');
    const row = list.rows().filter({ hasText: ACCOUNTS.org }).first();
    await row.waitFor();
    await list.rowAction(row, 'audit');
    const modal = p.locator('.ant-modal-wrap').last();
    await modal.locator('[data-action=refuse]').click();
    await modal.locator('.ant-formily-item-error-help', { hasText: '请输入驳回原因' }).waitFor();
    await new FormDialog(p, modal).choose('驳回类型', '证件照片不清晰');
    await modal.locator('textarea').fill('营业执照模糊');
    await list.waitForList(() => modal.locator('[data-action=refuse]').click(), '操作成功');

    const refused = await new StatusTabs(p).open('已驳回', 'GET /sfbn-identity/identityKey/refusedListByPage');
    expect(p.url()).toContain('#/Digitalidentity/institutional/refusedOrganization');
    const r = refused.rows().filter({ hasText: ACCOUNTS.org }).first();
    await r.waitFor();
    expect(await r.innerText()).toContain('证件照片不清晰');
    expect(await r.innerText()).toContain('营业执照模糊');

    const l = await as('org');
    const mine = await new SectionDetail(l).open('/digital/dismissdetail');
    await expect.poll(() => mine.value('status').innerText()).toBe('已驳回');
    expect(await mine.value('rejectType').innerText()).toBe('证件照片不清晰');
    expect(await mine.value('auditReason').innerText()).toBe('营业执照模糊');
    await mine.action('reapply').click();
    await l.waitForURL((u) => u.hash === '#/digital/applyBid?type=2');
    const steps = l.locator('[data-testid=schema-steps] .ant-steps-item-title');
    await steps.first().waitFor();
    expect(await steps.allInnerTexts()).toEqual(['机构信息', '营业执照']);
    await expect.poll(() => formScreen(l).item('机构名称').locator('input').inputValue()).not.toBe('');
  });

  it('revocation needs a type and a reason and lands in 已撤销', async () => {
    const p = await as('admin');
    const list = new ListPage(p, 'GET /sfbn-identity/identityKey/listByPage');
    await list.goto('/Digitalidentity/identity/userslist');
    const row = list.row('张三');
    await row.waitFor();
    await list.rowAction(row, 'revoke');
    const dialog = await FormDialog.open(p);
    await dialog.ok();
    await dialog.root.locator('.ant-formily-item-error-help', { hasText: '请选择撤销类型' }).waitFor();
    await dialog.choose('撤销类型', '用户申请注销');
    await dialog.item('撤销原因').locator('textarea').fill('用户申请');
    await list.waitForList(() => dialog.ok(), '撤销成功');
    const revoked = await new StatusTabs(p).open('已撤销', 'GET /sfbn-identity/identityKey/revokeListByPage');
    const r = revoked.row('张三');
    await r.waitFor();
    expect(await r.locator('.ant-tag').innerText()).toBe('已撤销');
    expect(await r.innerText()).toContain('用户申请注销');
  });
});
