/**
 * Issue 14 in the browser: the headers of `npm run serve` and a CSP the console lives with, the
 * route guard, the /myiframe sandbox, and the messages for a call with no answer, a timeout, a
 * malformed list answer and an ended session (issue 13).
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { ListPage } from './pages/ListPage';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectToast, login, url, useBrowser } from './harness';

const b = useBrowser();

/** Entries of the console's error log (spec 2.3), as the log dialog reads them. */
const errorLog = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('bbn-errorLog') ?? 'null')?.content ?? []) as { type: string; message: string }[]);

/** CSP violations the page reported. */
function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|create|frame|connect)/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe('finding 10: security headers of npm run serve', () => {
  it('pages carry CSP, nosniff, frame-ancestors and Referrer-Policy; API answers no-store', async () => {
    const page = await fetch(`${baseUrl()}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const api = await fetch(`${baseUrl()}/api/sfbn-auth/oauth/captcha`, {
      headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
    });
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the portal, the console and the IDE run under the CSP without a violation', async () => {
    const page = await b.newPage();
    const violations = watchCsp(page);
    await page.goto(url('/home'));
    await page.locator('img').first().waitFor();
    await login(page, 'admin', { form: true });
    await page.goto(url('/development/index?id=1500000000000000102&type=1&contractProjectName=存证示例&cz=1'));
    await page.locator('.ide-editor .monaco-editor .view-lines').waitFor();
    expect(violations).toEqual([]);
  });
});

describe('finding 3: route guard', () => {
  it('zhangsan typing #/system/user lands on 403 and no user list is asked for', async () => {
    const page = await b.newPage();
    await login(page, 'zhangsan');
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sfbn-system/pageList') || r.url().includes('/api/blade-user/page')) listCalls.push(r.url());
    });
    await page.goto(url('/system/user'));
    await page.waitForURL(/#\/403$/);
    await page.getByText('抱歉，您无权访问此页面').waitFor();
    expect(listCalls).toEqual([]);
    expect(await page.locator('.ant-table-row').count()).toBe(0);
  });

  it('a detail view is refused with its list, and the administrator is admitted to both', async () => {
    const detail = '/operations/system/user/userDetail?id=1123598821738675202';
    const page = await b.newPage();
    await login(page, 'zhangsan');
    await page.goto(url(detail));
    await page.waitForURL(/#\/403$/);

    const admin = await b.newPage();
    await login(admin, 'admin');
    await admin.goto(url('/system/user'));
    await admin.getByTestId('schema-list').locator('.ant-table-row').first().waitFor();
    expect(admin.url()).toMatch(/#\/system\/user$/);
    await admin.goto(url(detail));
    await admin.locator('[data-testid=schema-detail]').getByText('zhangsan').first().waitFor();
    expect(admin.url()).toContain('#/operations/system/user/userDetail');
  });
});

describe('finding 5: /myiframe', () => {
  it('frames another site in a sandbox without allow-same-origin', async () => {
    const page = await b.newPage();
    await page.route('http://frame.example/**', (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: '<p id="x">outside</p><script>try{parent.document.title="pwned"}catch(e){document.body.dataset.blocked="1"}</script>',
      }),
    );
    await login(page, 'admin');
    await page.goto(url(`/myiframe/page?src=${encodeURIComponent('http://frame.example/page')}`));
    const frame = page.getByTestId('menu-iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(await frame.getAttribute('src')).toBe('http://frame.example/page');
    await page.frameLocator('[data-testid="menu-iframe"]').locator('body[data-blocked="1"]').waitFor();
    expect(await page.title()).not.toBe('pwned');
  });

  it('refuses a crafted path that resolves to another host, and a same-origin page no menu names', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.goto(url(`/myiframe/page?src=${encodeURIComponent('/\\evil.example/x')}`));
    await page.waitForURL(/#\/403$/);
    await page.getByText('抱歉，您无权访问此页面').waitFor();
    await page.goto(url(`/myiframe/page?src=${encodeURIComponent('/api/sfbn-resource/attach/file/x/a.html')}`));
    await page.waitForURL(/#\/403$/);
    await page.getByText('抱歉，您无权访问此页面').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
  });
});

describe('issue 13: calls the user is told about', () => {
  it('no connection on a list: a message, and no unhandled rejection in the error log', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.route('**/api/sfbn-system/param/list**', (r) => r.abort('connectionrefused'));
    await page.goto(url('/system/param'));
    await expectToast(page, '无法连接服务器，请检查网络后重试');
    await page.getByTestId('schema-list').waitFor();
    expect((await errorLog(page)).filter((e) => e.type === 'promise')).toEqual([]);
  });

  it('a call unanswered for 50 s: the timeout message', async () => {
    const page = await b.newPage();
    await page.clock.install();
    await login(page, 'admin');
    let asked!: () => void;
    const listAsked = new Promise<void>((r) => (asked = r));
    // The gateway never answers this list.
    await page.route('**/api/sfbn-system/param/list**', () => asked());
    await page.goto(url('/system/param'));
    await listAsked;
    await page.clock.fastForward(50_001);
    await expectToast(page, '请求超时，请稍后重试');
    expect((await errorLog(page)).filter((e) => e.type === 'promise')).toEqual([]);
  });

  it('a malformed list answer: a localized message, recorded in the error log, no table crash', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.route('**/api/sfbn-system/param/list**', (r) =>
      r.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, success: true, data: { records: 'oops', total: 1 }, msg: '' }) }),
    );
    await page.goto(url('/system/param'));
    await expectToast(page, '数据加载失败，请稍后重试');
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await expect.poll(async () => (await errorLog(page)).filter((e) => e.type === 'list' && /malformed list answer/.test(e.message)).length).toBe(1);
  });

  it('a 401: sent to /home and told the session ended', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.evaluate(() => {
      document.cookie = 'bbn-access-token=at.ended; path=/';
    });
    await page.goto(url('/system/param'));
    await page.waitForURL(/#\/home$/);
    await expectToast(page, '登录已过期，请重新登录');
  });

  it('in English too', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
    await page.route('**/api/sfbn-system/param/list**', (r) => r.abort('connectionrefused'));
    await page.goto(url('/system/param'));
    await page.reload();
    await expectToast(page, 'Cannot reach the server; check your network and try again');
  });
});

describe('finding 14: CSV export', () => {
  it('writes the list’s labels and defuses a name that starts a formula', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    // 32 characters, the nickname's longest (the gateway refuses a longer one).
    const name = '=HYPERLINK("http://evil.ex","x")';
    const saved = await page.evaluate(async (n) => {
      const token = decodeURIComponent(document.cookie.match(/bbn-access-token=([^;]+)/)![1]);
      const r = await fetch('/api/blade-user/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa('saber:saber_secret')}`, Auth: `bearer ${token}` },
        body: JSON.stringify({ account: 'csvformula', name: n, realName: '公式', userType: 1, phone: '13900000099', email: 'csv@bbn.example.cn' }),
      });
      return r.json();
    }, name);
    expect(saved.success).toBe(true);
    const list = new ListPage(page, 'POST /sfbn-system/pageList');
    await list.goto('/system/user');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action=export]').click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const line = csv.split('\r\n').find((l) => l.includes('csvformula'))!;
    expect(line).toContain('"\'=HYPERLINK(""http://evil.ex"",""x"")"');
    expect(line).toContain('"未认证"');
    expect(line).toContain('"个人"');
    expect(csv).not.toMatch(/(^|,)"=/m);
  });
});
