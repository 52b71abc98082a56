/** Console foundation as a user meets it: login, header, language, session expiry, 404, offline, logout. */
import { describe, expect, it } from 'vitest';
import { apiAs, baseUrl, expectToast, fillLogin, login, url, useBrowser } from './harness';

const b = useBrowser();

describe('console foundation', () => {
  it('logs in without sending a clear-text password, and later calls carry the Auth header', async () => {
    const page = await b.newPage();
    const tokenRequests: { url: string; post: string }[] = [];
    const authHeaders: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sfbn-auth/oauth/token')) tokenRequests.push({ url: r.url(), post: r.postData() ?? '' });
      if (r.url().includes('/api/sfbn-system/menu/routes')) authHeaders.push(r.headers()['auth'] ?? '');
    });
    await login(page, 'admin', { form: true });
    expect(tokenRequests).toHaveLength(1);
    const sent = decodeURIComponent(tokenRequests[0].url + tokenRequests[0].post);
    expect(sent).not.toContain('Admin@123');
    expect(sent).not.toContain('username=admin&');
    expect(sent).toMatch(/password=04[0-9a-f]{190,}/);
    expect(authHeaders.length).toBeGreaterThan(0);
    expect(authHeaders.every((h) => /^bearer \S+/.test(h))).toBe(true);
  });

  it('asks for each empty login field under it, checks again as the user types, and shows the password on request', async () => {
    const page = await b.newPage();
    const tokenCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/sfbn-auth/oauth/token') && tokenCalls.push(r.url()));
    await page.goto(url('/login'));
    await page.getByTestId('captcha-image').locator('img').waitFor();
    const errors = () => page.locator('form [role=alert]').allInnerTexts();
    await page.getByTestId('login-submit').click();
    await expect.poll(errors).toEqual(['请输入账号', '请输入密码', '请输入验证码']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-username');
    expect(await page.getByTestId('login-username').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('login-username').fill('admin');
    await expect.poll(errors).toEqual(['请输入密码', '请输入验证码']);
    await page.getByTestId('login-username').fill('   ');
    await expect.poll(errors).toEqual(['请输入账号', '请输入密码', '请输入验证码']);

    const password = page.getByTestId('login-password');
    await password.fill('Admin@123');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: '显示密码' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: '隐藏密码' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await expect.poll(errors).toEqual(['请输入账号', '请输入验证码']);
    expect(tokenCalls).toEqual([]);
  });

  it('shows the server error_description for a wrong password and stays on /login', async () => {
    const page = await b.newPage();
    await fillLogin(page, 'admin', 'wrong-password');
    await expectToast(page, '用户名或密码不正确');
    expect(page.url()).toContain('#/login');
  });

  it('header shows the name, the masked BID, and copies it', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await login(page, 'admin');
    await expect.poll(() => page.getByTestId('header-user-name').innerText()).toBe('王建国');
    await page.getByTestId('user-dropdown').click();
    await expect.poll(() => page.getByTestId('user-bid').innerText()).toBe('did:bid:ef******VXHZB2');
    await expect.poll(() => page.getByTestId('user-status').innerText()).toBe('已实名认证');
    await page.getByTestId('copy-bid').click();
    await expectToast(page, '复制成功');
  });

  it('switches to English and shows English labels, remembered across reloads', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Welcome back, 王建国').waitFor();
    await page.getByTestId('top-menu').getByText('Home').waitFor();
    await page.getByTestId('side-menu').getByText('Dashboard').waitFor();
    await page.reload();
    await page.getByText('Welcome back, 王建国').waitFor();
  });

  it('an expired token ends at /home', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.evaluate(() => {
      document.cookie = 'bbn-access-token=at.expired.token; path=/';
    });
    await page.goto(url('/wel/index'));
    await page.reload();
    await page.waitForURL(/#\/home$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'bbn-access-token')).toBeUndefined();
  });

  it('a protected route without a token goes to the root', async () => {
    const page = await b.newPage();
    await page.goto(url('/wel/index'));
    await page.waitForURL(/#\/home$/);
  });

  it('an unknown route shows 404 with a way back', async () => {
    const page = await b.newPage();
    await page.goto(url('/no/such/page'));
    await page.waitForURL(/#\/404$/);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.getByTestId('error-back').click();
    await page.waitForURL(/#\/home$/);
  });

  it('hides the app behind the offline image and restores it', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.context().setOffline(true);
    await page.getByTestId('offline-overlay').waitFor();
    await page.getByText('请检查下网络是否正常在进行操作！！！').waitFor();
    expect(await page.getByTestId('console-home').isVisible()).toBe(false);
    await page.context().setOffline(false);
    await page.getByTestId('offline-overlay').waitFor({ state: 'detached' });
    await expectToast(page, '网络已恢复');
    expect(await page.getByTestId('console-home').isVisible()).toBe(true);
  });

  it('an unauthenticated user is stopped at menu entries other than home', async () => {
    const page = await b.newPage();
    await login(page, 'zhangsan');
    await page.getByTestId('user-dropdown').click();
    await expect.poll(() => page.getByTestId('user-status').innerText()).toBe('未实名认证');
    await page.keyboard.press('Escape');
    await page.getByTestId('top-menu').getByText('开发者中心').click();
    await expectToast(page, '该账号暂未实名认证，请先实名认证');
    expect(page.url()).toMatch(/#\/wel\/index$/);
    // Spec 6 names no exception: the 数字身份 top menu is refused too (the application opens from
    // the home page's 去实名认证 and the header dropdown, tests/e2e/operator-gate.e2e.test.ts).
    await page.getByTestId('top-menu').getByText('数字身份').click();
    await expectToast(page, '该账号暂未实名认证，请先实名认证');
    expect(page.url()).toMatch(/#\/wel\/index$/);
  });

  it('the message center shows numeric badges, 99+ at 99 or more', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.getByRole('button', { name: '消息中心' }).click();
    await page.getByTestId('notice-open-center').click();
    await page.waitForURL(/#\/Message\/todoList\/pending$/);
    await expect.poll(() => page.getByTestId('badge-/Message/alarm/index').innerText()).toBe('99+');
    // The to-do count is the gateway's (3 seeded, plus the screen changes other tests of the suite
    // submitted for review on the same mock): shown as its number under 99.
    const pending = (await apiAs(page, '/sfbn-system/messagePending/getCount')).data as number;
    expect(pending).toBeGreaterThanOrEqual(3);
    expect(pending).toBeLessThan(99);
    await expect.poll(() => page.getByTestId('badge-/Message/todoList/pending').innerText()).toBe(String(pending));
  });

  it('shows the top progress bar while a request is still running, and removes it with the answer', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    // Hold the list call until the bar has been seen: a slow gateway, without a fixed wait.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sfbn-system/param/list**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/system/param'));
    await page.locator('#nprogress .bar').waitFor();
    release();
    await page.getByRole('row').nth(1).waitFor();
    await page.locator('#nprogress').waitFor({ state: 'detached' });
  });

  it('asks before logging out, then ends at /login', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('logout').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '退出系统, 是否继续?' }).waitFor();
    await page
      .getByRole('button', { name: '取 消' })
      .or(page.getByRole('button', { name: '取消' }))
      .click();
    expect(page.url()).toContain('#/wel/index');
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('logout').click();
    await page
      .getByRole('button', { name: '确 定' })
      .or(page.getByRole('button', { name: '确定' }))
      .click();
    await page.waitForURL(/#\/login$/);
  });
});

describe('lock screen', () => {
  it('locks the session and unlocks only with the password the gateway accepts', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.getByRole('button', { name: '锁屏' }).click();
    await page.waitForURL(/#\/lock/);
    await page.getByTestId('unlock-password').waitFor();
    await page.goto(url('/wel/index'));
    await page.waitForURL(/#\/lock/); // still locked: the console sends you back
    await page.getByTestId('unlock-password').fill('wrong');
    await page.getByTestId('unlock-submit').click();
    await expectToast(page, '密码不正确');
    await page.getByTestId('unlock-password').fill('Admin@123');
    await page.getByTestId('unlock-submit').click();
    await page.waitForURL(/#\/wel\/index$/);
    await page.getByTestId('console-home').waitFor();
  });
});

describe('keyboard', () => {
  it('blocks the browser save shortcut everywhere', async () => {
    const page = await b.newPage();
    await page.goto(url('/login'));
    const prevented = await page.evaluate(() => {
      const ev = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(ev);
      return ev.defaultPrevented;
    });
    expect(prevented).toBe(true);
  });
});

describe('error log dialog', () => {
  it('captures an unhandled error, shows it, uploads after confirmation and clears', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('测试未处理错误');
      });
    });
    await page.getByTestId('open-logs').click();
    await page.getByRole('cell', { name: '测试未处理错误' }).waitFor();
    await page.getByRole('button', { name: '上传服务器' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '确定上传本地日志到服务器?' }).waitFor();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await expectToast(page, '发送成功!');
    await page.getByText('暂无错误日志').waitFor();
  });
});
