/**
 * Public pages (spec 2.2, issue 5): registration with each message, pending approval, approval,
 * login; the password-reset wizard end to end; the agreement; /Authorization; unknown routes.
 */
import { describe, expect, it } from 'vitest';
import { apiAs, baseUrl, captchaCode, expectToast, fillLogin, login, newAccountSignedIn, url, useBrowser, verifyCode } from './harness';

const b = useBrowser();
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** Approves a pending registration the way the administrator would (mock call until the users screen exists). */
async function approve(page: import('playwright-core').Page, account: string) {
  await login(page, 'admin');
  return page.evaluate(
    async ({ account, basic }) => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('bbn-access-token='))!
        .split('=')[1];
      const headers = { Authorization: basic, Auth: `bearer ${decodeURIComponent(token)}`, 'Content-Type': 'application/json' };
      const list = await (await fetch('/api/sfbn-system/user/register-list?size=100', { headers })).json();
      const row = list.data.records.find((r: any) => r.account === account);
      const res = await (
        await fetch('/api/sfbn-system/user/audit-register', { method: 'POST', headers, body: JSON.stringify({ id: row.id, approved: 1 }) })
      ).json();
      return res.code;
    },
    { account, basic },
  );
}

const formError = (page: import('playwright-core').Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text }).first().waitFor();

describe('registration', () => {
  it('tenant form: each message, the server reason, then pending approval, approval and login', async () => {
    const page = await b.newPage();
    await page.goto(url('/register'));
    await page.getByTestId('register-tab-tenant').click();
    await page.getByTestId('register-tenant-submit').click();
    await formError(page, '请先输入租户编号');
    await formError(page, '请先输入账号名称');
    await formError(page, '请先输入密码');

    await page.getByTestId('reg-tenantId').fill('999999');
    await page.getByTestId('reg-name').fill('王五');
    await page.getByTestId('reg-account').fill('wangwu');
    await page.getByTestId('reg-tenant-password').fill('Wang5678a');
    await page.getByTestId('reg-password2').fill('Wang5678b');
    await page.getByTestId('register-tenant-submit').click();
    await formError(page, '两次密码输入不一致');

    await page.getByTestId('reg-password2').fill('Wang5678a');
    await page.getByTestId('register-tenant-form').getByTestId('register-agree').check();
    await page.getByTestId('register-tenant-submit').click();
    await expectToast(page, '租户编号不存在'); // the server's error_description
    expect(page.url()).toContain('#/register');

    await page.getByTestId('reg-tenantId').fill('000000');
    await page.getByTestId('register-tenant-submit').click();
    await expectToast(page, '注册申请已提交,请耐心等待管理员通过!');
    await page.waitForURL(/#\/login$/);

    await fillLogin(page, 'wangwu', 'Wang5678a');
    await expectToast(page, '注册申请尚未通过审核');

    const admin = await b.newPage();
    expect(await approve(admin, 'wangwu')).toBe(200);

    const again = await b.newPage();
    await fillLogin(again, 'wangwu', 'Wang5678a');
    await again.waitForURL(/#\/wel\/index/);
    await again.getByTestId('console-home').waitFor();
  });

  it('portal form: mismatch, wrong captcha, fallback message, then success', async () => {
    const page = await b.newPage();
    await page.goto(url('/register'));
    await page.getByTestId('register-submit').click();
    await formError(page, '请先输入账号名称');
    await formError(page, '请先输入密码');
    await page.getByTestId('reg-userName').fill('zhaoliu');
    await page.getByTestId('reg-password').fill('Zhao5678a');
    await page.getByTestId('reg-confirmPassword').fill('Zhao5678x');
    await formError(page, '两次密码输入不一致');
    await page.getByTestId('reg-confirmPassword').fill('Zhao5678a');
    await page.getByTestId('register-portal-form').getByTestId('register-agree').check();

    // Each refused submit draws a new captcha: the next step waits for it, as a user does, rather
    // than reading the one just used.
    const img = page.getByTestId('reg-captcha-image');
    const shownKey = async () => (await img.getAttribute('data-key')) ?? '';
    await expect.poll(shownKey).not.toBe('');
    let usedKey = await shownKey();
    await page.getByTestId('reg-captcha').fill('zzzz');
    await page.getByTestId('register-submit').click();
    await expectToast(page, '验证码不正确');
    await expect.poll(shownKey).not.toBe(usedKey);

    // A failure without error_description falls back to 提交失败.
    await page.route('**/api/sfbn-system/user/register', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, success: false, msg: 'boom' }) }),
    );
    usedKey = await shownKey();
    await page.getByTestId('reg-captcha').fill('1234');
    await page.getByTestId('register-submit').click();
    await expectToast(page, '提交失败');
    await page.unroute('**/api/sfbn-system/user/register');

    await expect.poll(shownKey).not.toBe(usedKey);
    const key = await shownKey();
    await page.getByTestId('reg-captcha').fill(await captchaCode(key));
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/user/register') && sent.push(r.postData() ?? ''));
    await page.getByTestId('register-submit').click();
    await expectToast(page, '注册申请已提交,请耐心等待管理员通过!');
    await page.waitForURL(/#\/login$/);
    expect(sent[0]).not.toContain('Zhao5678a');
    expect(JSON.parse(sent[0]).password).toMatch(/^04[0-9a-f]{190,}$/);
  });
});

describe('password reset', () => {
  it('walks the wizard; the new password logs in and the old one fails', async () => {
    // An account of its own with a bound phone: a reset ends the account's sessions, and the demo
    // accounts' sessions are used by the other files running against the same gateway.
    const { account, page: user } = await newAccountSignedIn(b, 'rp');
    const phone = `137${String(Date.now() % 100000000).padStart(8, '0')}`;
    expect((await apiAs(user, `/sfbn-resource/person/verify-code/bind?phone=${phone}`)).code).toBe(200);
    const bindCode = await verifyCode(account, 'bind');
    expect((await apiAs(user, '/sfbn-system/account/bind', { body: { phone, code: bindCode } })).code).toBe(200);

    const page = await b.newPage();
    await page.goto(url('/login'));
    await page.getByText('忘记密码').click();
    await page.waitForURL(/#\/resetpassword$/);
    await page.getByTestId('reset-start').click();
    await page.waitForURL(/#\/step\/resetpass$/);

    await page.getByTestId('reset-account').fill('nobody');
    await page.getByTestId('reset-account-next').click();
    await formError(page, '账号不存在');
    await page.getByTestId('reset-account').fill(account);
    await page.getByTestId('reset-account-next').click();
    await page.waitForURL(/#\/step\/verification1$/);
    await page
      .getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
      .first()
      .waitFor();

    await page.getByTestId('reset-send-code').click();
    await expectToast(page, '发送成功!');
    await page.waitForURL(/#\/step\/verification2$/);
    const code = await verifyCode(account);
    await page.getByTestId('reset-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('reset-code-next').click();
    await formError(page, '验证码不正确');
    await page.getByTestId('reset-code').fill(code);
    await page.getByTestId('reset-code-next').click();
    await page.waitForURL(/#\/step\/verification3$/);
    await page.getByTestId('reset-to-password').click();
    await page.waitForURL(new RegExp(`#/step/setpassword/${account}$`));

    await page.getByTestId('reset-password').fill('Reset@2026x');
    await page.getByTestId('reset-again').fill('Reset@2026y');
    await page.getByTestId('reset-submit').click();
    await formError(page, '两次密码输入不一致');
    await page.getByTestId('reset-again').fill('Reset@2026x');
    await page.getByTestId('reset-submit').click();
    await page.waitForURL(/#\/step\/finish$/);
    await page.getByTestId('reset-to-login').click();
    await page.waitForURL(/#\/login$/);

    await fillLogin(page, account, 'Start1234');
    await expectToast(page, '用户名或密码不正确');
    await fillLogin(page, account, 'Reset@2026x');
    await page.waitForURL(/#\/wel\/index/);
  });

  it('a step opened out of order asks to start again', async () => {
    const page = await b.newPage();
    await page.goto(url('/step/verification3'));
    await page.getByTestId('reset-restart').waitFor();
    await page.goto(url('/step'));
    await page.waitForURL(/#\/step\/resetpass$/);
  });
});

describe('other public pages', () => {
  it('the service agreement is a real text', async () => {
    const page = await b.newPage();
    await page.goto(url('/redirectpage'));
    await page.getByRole('heading', { name: '链网骨干网服务协议' }).waitFor();
    expect((await page.getByTestId('agreement-page').innerText()).length).toBeGreaterThan(1500);
  });

  it('an unknown route shows 404 with a way back; forgot-password goes to the root', async () => {
    const page = await b.newPage();
    await page.goto(url('/no/such/page'));
    await page.getByTestId('error-back').waitFor();
    expect(await page.locator('body').innerText()).toContain('404');
    await page.getByTestId('error-back').click();
    await page.waitForURL(/#\/home$/);
    await page.goto(url('/forgot-password'));
    await page.waitForURL(/#\/home$/);
  });

  it('/Authorization explains itself without a code, refuses a bad one and signs in with a good one', async () => {
    const page = await b.newPage();
    await page.goto(url('/Authorization'));
    await expect.poll(() => page.getByTestId('authorization-page').getAttribute('data-state')).toBe('missing');
    await page.goto(url('/Authorization?code=not-a-code'));
    await expect.poll(() => page.getByTestId('authorization-reason').innerText()).toBe('授权码无效或已过期');
    const { code } = (await (await fetch(`${baseUrl()}/api/__dev/auth-code/admin`)).json()) as any;
    await page.goto(url(`/Authorization?code=${code}`));
    await page.waitForURL(/#\/wel\/index/);
    await page.getByTestId('console-home').waitFor();
  });
});
