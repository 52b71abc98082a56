/**
 * The personal center as a user meets it (issue 8, personal half): the dropdown's entries and the
 * profile routes reach real pages; points (balance, fee before confirming, both balances change,
 * refusal above the balance); a registration approved by the administrator logs in, then the new
 * account's avatar, phone binding and password change; an administrator's pass reaches a signed-in
 * user without a new login.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { sm2 } from 'sm-crypto';
import { apiAs, captchaCode, expectToast, fillLogin, login, png, pressAndClose, newAccountSignedIn, url, useBrowser, verifyCode } from './harness';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
const balanceOn = async (page: Page) => Number((await page.getByTestId('points-balance').innerText()).replace(/[^\d]/g, ''));

/** Opens the points page afresh (a goto to the hash route already shown would not load it again). */
async function openPoints(page: Page) {
  if (page.url() === url('/personal/integral/index')) await page.reload();
  else await page.goto(url('/personal/integral/index'));
  await page.getByTestId('points-page').waitFor();
  await expect.poll(() => balanceOn(page)).toBeGreaterThan(0);
}

/** Opens an entry of the header's user dropdown. */
async function fromDropdown(page: Page, entry: string) {
  await page.getByTestId('user-dropdown').click();
  const button = page.getByTestId('user-panel').getByRole('button', { name: entry });
  await button.waitFor();
  await button.click();
}

describe('personal center pages', () => {
  it('the dropdown entries and the profile routes reach real pages', async () => {
    const page = await b.newPage();
    await login(page, 'zhangsan');
    await fromDropdown(page, '账号信息');
    await page.waitForURL(/#\/personal\/account\/index$/);
    await expect.poll(() => page.getByTestId('account-name').innerText()).toBe('zhangsan');

    await fromDropdown(page, '数字身份');
    await page.waitForURL(/#\/personal\/digital\/index$/);
    await expect.poll(() => page.getByTestId('identity-status').innerText()).toBe('未实名认证');
    await page.getByTestId('apply-identity').waitFor();

    await fromDropdown(page, '我的积分');
    await page.waitForURL(/#\/personal\/integral\/index$/);
    await expect.poll(() => balanceOn(page)).toBeGreaterThan(0);
    // Not authenticated: no transfer.
    expect(await page.getByTestId('open-transfer').isDisabled()).toBe(true);

    // Spec 2.4 profile routes open the account page.
    for (const route of ['/info/index', '/account']) {
      await page.goto(url(route));
      await page.waitForURL(/#\/personal\/account\/index$/);
      await page.getByTestId('account-page').waitFor();
    }
    // The home variants show the home with the identity card.
    for (const route of ['/wel/dashboard', '/wel/home']) {
      await page.goto(url(route));
      await expect.poll(() => page.getByTestId('home-identity-status').innerText()).toBe('未实名认证');
    }
  });

  it('my messages shows the message center lists as tabs', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.goto(url('/personal/message/index'));
    const box = page.getByTestId('my-messages');
    await box.locator('tr.ant-table-row', { hasText: '节点入网申请待审批' }).first().waitFor();
    await box.getByRole('tab', { name: '通知公告' }).click();
    await box.locator('tr.ant-table-row', { hasText: '骨干网 v2.3 升级公告' }).first().waitFor();
  });
});

describe('my files and my organisation', () => {
  it('uploads a file with the spec 5 rules, lists it among my files and opens its detail', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    const list = new ListPage(page, 'GET /sfbn-resource/attach/list');
    await list.goto('/personal/resource/index');
    await list.toolbar('additive').click();
    await page.waitForURL(/#\/personal\/resource\/fileList\/additive$/);
    const input = page.getByTestId('file-additive').locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expectToast(page, '文件只能是pdf、word、ppt、excel格式');
    const name = `个人文件${Date.now().toString(36)}.pdf`;
    await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
    await expectToast(page, '上传成功');
    await list.waitForList(() => page.getByTestId('file-back').click());
    await list.search('文件名称', name);
    const row = list.row(name);
    await row.waitFor();
    await list.rowAction(row, 'view');
    await page.waitForURL(/#\/personal\/resource\/fileList\/particulars\?id=/);
    await page.getByText(name).first().waitFor();
  });

  it('shows my organisation and joins one only with the right invitation code', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.goto(url('/personal/mechanis'));
    await page.getByTestId('my-organisation').getByText('链网科技集团有限公司').waitFor();
    await page.getByTestId('org-code').fill('WRONG-CODE');
    await page.getByTestId('org-join').click();
    await page.locator('.ant-form-item-explain-error', { hasText: '邀请码错误' }).waitFor();
    await page.getByTestId('org-code').fill('BBN-7K3Q-9XW2');
    await page.getByTestId('org-join').click();
    await expectToast(page, '已加入机构');
  });
});

describe('points', () => {
  it('shows the fee before confirming, moves points between both sides, refuses above the balance', async () => {
    const page = await b.newPage();
    const receiver = await b.newPage();
    await login(receiver, 'zhangsan');
    await openPoints(receiver);
    const receiverBefore = await balanceOn(receiver);
    // The receiver's BID as it is now (an identity pass elsewhere may have changed it).
    const toBid: string = (await apiAs(receiver, '/sfbn-identity/tradeRecord/getIntegral')).data.bid;

    await login(page, 'admin');
    await openPoints(page);
    const before = await balanceOn(page);

    await page.getByTestId('open-transfer').click();
    await page.getByTestId('transfer-to').fill(toBid);
    await page.getByTestId('transfer-amount').fill('250');
    await page.getByTestId('transfer-remark').fill('浏览器测试转账');
    await page.getByRole('button', { name: '下一步' }).click();
    const confirm = page.getByTestId('transfer-confirm');
    await expect.poll(() => page.getByTestId('transfer-fee').innerText()).toBe('手续费：3 积分');
    expect(await confirm.innerText()).toContain('合计扣除：253 积分');
    await pressAndClose(page, page.locator('.ant-modal-confirm-btns .ant-btn-primary', { hasText: '确认转账' }));
    await expectToast(page, '转账成功');
    await expect.poll(() => balanceOn(page)).toBe(before - 253);
    const list = new ListPage(page);
    // The list reloads after the transfer: the new expense row of 250 appears.
    const row = list
      .rows()
      .filter({ hasText: '支出' })
      .filter({ has: page.locator('td', { hasText: /^250$/ }) })
      .first();
    await row.waitFor();

    // The trade record's detail page.
    await list.rowAction(row, 'view');
    await page.waitForURL(/#\/integral\/payDetail\?id=/);
    await page.getByText('浏览器测试转账').waitFor();

    // The receiver sees the income.
    await openPoints(receiver);
    await expect.poll(() => balanceOn(receiver)).toBe(receiverBefore + 250);
    await new ListPage(receiver)
      .rows()
      .filter({ hasText: '收入' })
      .filter({ has: receiver.locator('td', { hasText: /^250$/ }) })
      .first()
      .waitFor();

    // Above the balance: refused with the contract's message, balance unchanged.
    await openPoints(page);
    await page.getByTestId('open-transfer').click();
    await page.getByTestId('transfer-to').fill(toBid);
    await page.getByTestId('transfer-amount').fill(String(before * 10));
    await page.getByRole('button', { name: '下一步' }).click();
    await pressAndClose(page, page.locator('.ant-modal-confirm-btns .ant-btn-primary', { hasText: '确认转账' }));
    await expectToast(page, '积分余额不足');
    expect(await balanceOn(page)).toBe(before - 253);

    // A malformed BID is stopped in the form.
    await page.getByTestId('transfer-to').fill('did:bid:nope');
    await page.locator('.ant-form-item-explain-error', { hasText: '收款方BID格式不正确' }).waitFor();
  });
});

describe('registration approval and the new account', () => {
  it('an approved registration logs in; avatar, phone binding and password change work for it', async () => {
    const account = `pc${Date.now().toString(36).slice(-6)}`;
    const password = 'Start1234';

    // 1. Register on /register.
    const page = await b.newPage();
    await page.goto(url('/register'));
    await page.getByTestId('reg-userName').fill(account);
    await page.getByTestId('reg-password').fill(password);
    await page.getByTestId('reg-confirmPassword').fill(password);
    await page.getByTestId('register-portal-form').getByTestId('register-agree').check();
    const img = page.getByTestId('reg-captcha-image');
    await expect.poll(async () => (await img.getAttribute('data-key')) ?? '').not.toBe('');
    await page.getByTestId('reg-captcha').fill(await captchaCode((await img.getAttribute('data-key'))!));
    await page.getByTestId('register-submit').click();
    await expectToast(page, '注册申请已提交,请耐心等待管理员通过!');

    // 2. The administrator approves it on 注册审批.
    const admin = await b.newPage();
    await login(admin, 'admin');
    const list = new ListPage(admin, 'GET /sfbn-system/user/register-list');
    await list.openFromMenu('system-base', '注册审批');
    await list.search('账号名称', account);
    const row = list.row(account);
    expect(await row.innerText()).toContain('待审批');
    await list.rowAction(row, 'audit');
    const dialog = admin.getByTestId('schema-audit-form');
    await list.waitForList(() => dialog.locator('[data-action=pass]').click(), '审核完成');
    // It leaves the waiting list.
    await expect.poll(() => list.rows().filter({ hasText: account }).count()).toBe(0);

    // 3. The account logs in.
    await fillLogin(page, account, password);
    await page.waitForURL(/#\/wel\/index/);
    await page.getByTestId('console-home').waitFor();

    // 4. Avatar: too large refused, upload shown in the header, removal asks first.
    await fromDropdown(page, '账号信息');
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    const input = form.locator('input[type=file]');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(600 * 1024) });
    await expectToast(page, '上传头像图片大小不能超过 500KB!');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(300) });
    await expectToast(page, '头像已更新');
    await expect.poll(async () => (await page.getByTestId('user-dropdown').locator('img').getAttribute('src')) ?? '').toContain('/api/');
    await form.locator('button.ant-btn-dangerous').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '确定移除头像?' }).waitFor();
    await pressAndClose(page, page.locator('.ant-modal-confirm-btns .ant-btn-primary'));
    await expectToast(page, '头像已移除');
    await expect.poll(() => page.getByTestId('user-dropdown').locator('img').count()).toBe(0);

    // 5. Phone binding with the code sent to the phone.
    const phone = `139${String(Date.now()).slice(-8)}`;
    await page.getByRole('tab', { name: '手机绑定' }).click();
    await page.getByTestId('phone-number').fill(phone);
    await page.getByTestId('phone-send').click();
    await expectToast(page, '发送成功!');
    const code = await verifyCode(account, 'bind');
    await page.getByTestId('phone-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('phone-bind').click();
    await expectToast(page, '验证码不正确');
    await page.getByTestId('phone-code').fill(code);
    await page.getByTestId('phone-bind').click();
    await expectToast(page, '绑定成功');
    await expect.poll(() => page.getByTestId('account-phone').innerText()).toBe(phone);

    // 6. Password change: wrong old one, mismatch, then the new one logs in.
    await page.getByRole('tab', { name: '修改密码' }).click();
    await page.getByTestId('password-old').fill('Wrong1234');
    await page.getByTestId('password-new').fill('Newpass5678');
    await page.getByTestId('password-again').fill('Newpass5679');
    await page.locator('.ant-form-item-explain-error', { hasText: '两次密码输入不一致' }).waitFor();
    await page.getByTestId('password-again').fill('Newpass5678');
    await page.getByTestId('password-save').click();
    await expectToast(page, '原密码不正确');
    await page.getByTestId('password-old').fill(password);
    await page.getByTestId('password-save').click();
    await expectToast(page, '密码修改成功');

    const again = await b.newPage();
    await fillLogin(again, account, 'Newpass5678');
    await again.waitForURL(/#\/wel\/index/);
    await again.getByTestId('console-home').waitFor();
  });
});

describe('live status', () => {
  it("an administrator's pass reaches the signed-in user without a new login: status, BID, menus, keys", async () => {
    const { account, admin, page: user } = await newAccountSignedIn(b, 'ls');
    await expect.poll(() => user.getByTestId('home-identity-status').innerText()).toBe('未实名认证');

    // The person application (its screens are the identity area's; here it is the setup).
    const front = (await apiAs(user, '/sfbn-identity/identityAudit/applyPersonCertificate', { image: true })).data.id;
    const back = (await apiAs(user, '/sfbn-identity/identityAudit/applyPersonCertificate', { image: true })).data.id;
    const applied = await apiAs(user, '/sfbn-identity/identityAudit/apply', {
      body: { applyType: 1, realName: '王小明', idCard: '11010519491231002X', phone: '13912345678', cardFront: front, cardBack: back },
    });
    expect(applied.code).toBe(200);

    // Navigating is enough for the console to notice: under review.
    await fromDropdown(user, '数字身份');
    await expect.poll(() => user.getByTestId('identity-status').innerText()).toBe('认证审核中');
    await user.getByTestId('user-dropdown').click();
    await expect.poll(() => user.getByTestId('user-status').innerText()).toBe('认证审核中');
    await user.keyboard.press('Escape');
    // A menu other than home is still refused.
    await user.getByTestId('top-menu').getByText('开发者中心', { exact: true }).click();
    await expectToast(user, '实名认证审核中，请耐心等待审核结果');

    // The administrator passes it (other browser, other session).
    const pending = (await apiAs(admin, `/sfbn-identity/identityKey/auditListByPage?account=${account}`)).data.records[0];
    expect((await apiAs(admin, '/sfbn-identity/identityAudit/auditUser', { body: { id: pending.id, auditStatus: 1 } })).code).toBe(200);
    const bid: string = (await apiAs(admin, `/sfbn-identity/identityKey/detail?id=${pending.id}`)).data.bid;
    expect(bid).toMatch(/^did:bid:([a-z0-9]{4}:)?[ezs][fst][1-9A-HJ-NP-Za-km-z]{22,31}$/);
    const masked = `${bid.slice(0, 10)}******${bid.slice(-6)}`;

    // No new login: the next navigation (the menu guard left the user on /wel/index) shows the
    // new status, the masked BID and the admitted menus.
    await fromDropdown(user, '数字身份');
    await user.waitForURL(/#\/personal\/digital\/index$/);
    await expect.poll(() => user.getByTestId('identity-status').innerText()).toBe('已实名认证');
    await expect.poll(() => user.getByTestId('identity-bid').innerText()).toBe(masked);
    await user.getByTestId('user-dropdown').click();
    await expect.poll(() => user.getByTestId('user-status').innerText()).toBe('已实名认证');
    await expect.poll(() => user.getByTestId('user-bid').innerText()).toBe(masked);
    await user.getByTestId('user-dropdown').click();
    await user.getByTestId('user-panel').waitFor({ state: 'hidden' });
    const publicKey = await user.getByTestId('identity-public-key').innerText();
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/);

    // The key file holds a real sm2 pair whose public key is the identity's.
    const [download] = await Promise.all([user.waitForEvent('download'), user.getByTestId('download-keys').click()]);
    expect(download.suggestedFilename()).toBe(`${account}-keys.json`);
    const keys = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(keys).toMatchObject({ bid, algorithm: 'sm2', publicKey });
    // A signature made with the private key verifies with the identity's public key.
    const signature = sm2.doSignature('backbone', keys.privateKey, { hash: true });
    expect(sm2.doVerifySignature('backbone', signature, publicKey, { hash: true })).toBe(true);

    await user.getByTestId('top-menu').getByText('首页', { exact: true }).click();
    await expect.poll(() => user.getByTestId('home-identity-status').innerText()).toBe('已实名认证');

    // Menus admit the user now: the developer center opens.
    await user.getByTestId('top-menu').getByText('开发者中心', { exact: true }).click();
    await user.waitForURL((u) => !u.hash.startsWith('#/wel') && !u.hash.startsWith('#/personal'));
  });
});
