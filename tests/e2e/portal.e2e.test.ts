/**
 * The public portal as a visitor meets it (spec 2.1, issue 5): every marketing route with its
 * title, header and footer; the header turning solid on scroll; navigation, login in a new tab,
 * English; the identifier resolver; and the first-load budget of /#/home.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectToast, login, url, useBrowser } from './harness';

const b = useBrowser();

const ROUTES: [string, string, string][] = [
  // route, document title (zh-CN), page heading
  ['/home', '首页', '链网骨干网：可信互联的区块链基础网络'],
  ['/platform/TNaas', '网络即服务平台', '网络即服务平台'],
  ['/platform/Tbaas', '区块链即服务平台', '区块链即服务平台'],
  ['/platform/acrossChain', '跨链服务平台', '跨链服务平台'],
  ['/platform/depositPlatform', '可信存证平台', '可信存证平台'],
  ['/platform/construction', '骨干网建设', '骨干网建设'],
  ['/platform/solution', '行业解决方案', '行业解决方案'],
  ['/platform/resolution', '标识解析', '标识解析服务'],
  ['/platform/result', '建设成果', '建设成果'],
];

const header = (page: import('playwright-core').Page) => page.getByTestId('portal-header');

describe('portal', () => {
  it('every marketing route renders its title, header, footer and alt-texted images', async () => {
    const page = await b.newPage();
    for (const [route, title, heading] of ROUTES) {
      await page.goto(url(route));
      await expect.poll(() => page.getByTestId('page-title').innerText(), { message: route }).toBe(heading);
      await expect.poll(() => page.title(), { message: route }).toBe(`${title} - 链网骨干网控制台`);
      await header(page).waitFor();
      await page.getByTestId('portal-footer').waitFor();
      const imgs = await page.locator('main img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).alt));
      expect(imgs.length, route).toBeGreaterThan(0);
      expect(
        imgs.every((a) => a.trim().length > 0),
        route,
      ).toBe(true);
    }
  });

  it('/ and /platform redirect to their first pages', async () => {
    const page = await b.newPage();
    await page.goto(`${url('/')}`);
    await page.waitForURL(/#\/home$/);
    await page.goto(url('/platform'));
    await page.waitForURL(/#\/platform\/TNaas$/);
    await page.getByTestId('page-tnaas').waitFor();
  });

  it('the header is transparent at the top, solid after 150 px of scrolling, and transparent again at the top', async () => {
    const page = await b.newPage();
    await page.goto(url('/home'));
    await header(page).waitFor();
    expect(await header(page).getAttribute('data-solid')).toBe('false');
    const bgTop = await header(page).evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(bgTop).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => header(page).getAttribute('data-solid')).toBe('true');
    await expect.poll(() => header(page).evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header(page).getAttribute('data-solid')).toBe('false');
  });

  it('navigates through the dropdowns by mouse and keyboard', async () => {
    const page = await b.newPage();
    await page.goto(url('/home'));
    await page.getByTestId('nav-platform').click();
    await page.getByTestId('nav-tbaas').click();
    await page.waitForURL(/#\/platform\/Tbaas$/);
    // Keyboard: focus the Open services button, open it with Enter, Tab to its first entry.
    await page.getByTestId('nav-open').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('nav-open').getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('nav-resolution').waitFor(); // the entries are in the page before Tab moves to them
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-resolution');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/platform\/resolution$/);
    await page.keyboard.press('Escape');
  });

  it('opens the login in a new tab and the blockchain browser externally', async () => {
    const page = await b.newPage();
    await page.goto(url('/home'));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('portal-login').click()]);
    await tab.waitForURL(/#\/login$/);
    await tab.getByTestId('login-submit').waitFor();
    expect(await tab.getByTestId('portal-header').count()).toBe(0);
    const browser = page.getByTestId('nav-browser');
    expect(await browser.getAttribute('target')).toBe('_blank');
    expect(await browser.getAttribute('rel')).toContain('noopener');
    expect(await browser.getAttribute('href')).toMatch(/^https:\/\//);
    const friendly = page.getByTestId('portal-friendly-links').locator('a');
    expect(await friendly.count()).toBeGreaterThanOrEqual(5);
    expect(await friendly.evaluateAll((as) => as.every((a) => a.getAttribute('target') === '_blank'))).toBe(true);
  });

  it('the console shows no marketing header or footer', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    expect(await page.getByTestId('portal-header').count()).toBe(0);
    expect(await page.getByTestId('portal-footer').count()).toBe(0);
  });

  it('offers a signed-in visitor the console instead of login and register', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.goto(url('/home'));
    await page.getByTestId('portal-console').click();
    await page.waitForURL(/#\/wel\/index$/);
    expect(await page.getByTestId('portal-login').count()).toBe(0);
  });

  it('switches the portal to English and keeps it after a reload', async () => {
    const page = await b.newPage();
    await page.goto(url('/platform/TNaas'));
    await header(page).getByTestId('lang-toggle').click();
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('Network as a service platform');
    await expect.poll(() => page.getByTestId('nav-platform').innerText()).toBe('Platform services');
    await expect.poll(() => page.title()).toBe('Network as a service - Backbone Network Console');
    await page.getByTestId('portal-footer').getByText('Friendly links').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('Network as a service platform');
    await header(page).getByTestId('lang-toggle').click();
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('网络即服务平台');
  });

  it('hides the portal behind the offline image and restores it', async () => {
    const page = await b.newPage();
    await page.goto(url('/home'));
    await page.getByTestId('portal-home').waitFor();
    await page.context().setOffline(true);
    await page.getByTestId('offline-overlay').waitFor();
    await page.getByText('请检查下网络是否正常在进行操作！！！').waitFor();
    expect(await page.getByTestId('portal-header').isVisible()).toBe(false);
    await page.context().setOffline(false);
    await page.getByTestId('offline-overlay').waitFor({ state: 'detached' });
    await expectToast(page, '网络已恢复');
    expect(await page.getByTestId('portal-header').isVisible()).toBe(true);
  });

  it('works at the 768 breakpoint: the navigation folds into a menu button', async () => {
    const page = await b.newPage();
    await page.setViewportSize({ width: 760, height: 900 });
    await page.goto(url('/home'));
    expect(await page.locator('#pn-nav').isVisible()).toBe(false);
    await page.getByTestId('portal-burger').click();
    expect(await header(page).getAttribute('data-solid')).toBe('true');
    await page.getByTestId('nav-ecosystem').click();
    await page.getByTestId('nav-construction').click();
    await page.waitForURL(/#\/platform\/construction$/);
    expect(await page.locator('#pn-nav').isVisible()).toBe(false);
  });
});

describe('identifier resolution', () => {
  it('resolves a seeded BID without a token', async () => {
    const page = await b.newPage();
    const authHeaders: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sfbn-id/resolver/bid')) authHeaders.push(r.headers()['auth']);
    });
    await page.goto(url('/platform/resolution'));
    await page.getByTestId('resolver-input').fill('did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq');
    await page.getByTestId('resolver-submit').click();
    await expect.poll(() => page.getByTestId('resolver-doc-id').innerText()).toBe('did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq');
    const text = await page.getByTestId('resolver-result').innerText();
    expect(text).toContain('did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq#key-1');
    expect(text).toContain('SM2');
    expect(text).toContain('a001');
    expect(text).toContain('链网政务协同子链运营中心');
    expect(authHeaders).toEqual([undefined]);
  });

  it('explains a malformed and an unknown BID', async () => {
    const page = await b.newPage();
    await page.goto(url('/platform/resolution'));
    await page.getByTestId('resolver-input').fill('did:bid:hello-world');
    await page.getByTestId('resolver-submit').click();
    await expect
      .poll(() => page.getByTestId('resolver-error').innerText())
      .toBe('BID 格式不正确：应为 did:bid:[4位子链编码:]<e|z|s><f|s|t><22-31位 base58 字符>');
    expect(await page.getByTestId('resolver-result').count()).toBe(0);
    await page.getByTestId('resolver-input').fill(`did:bid:ef${'2'.repeat(25)}`);
    await page.getByTestId('resolver-submit').click();
    await expect.poll(() => page.getByTestId('resolver-error').innerText()).toContain('未找到标识');
  });
});

describe('performance', () => {
  it('/#/home loads at most 200 KiB of gzip JavaScript, none of it pro-components, Formily or Monaco', async () => {
    const page = await b.newPage();
    const scripts: { url: string; gz: number; body: string }[] = [];
    page.on('response', async (r) => {
      if (!r.url().endsWith('.js')) return;
      const body = await r.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: r.url().split('/').pop()!, gz: gzipSync(body, { level: 9 }).length, body: body.toString('utf8') });
    });
    await page.goto(url('/home'), { waitUntil: 'networkidle' });
    await page.getByTestId('portal-home').waitFor();
    const paint = await page.evaluate(
      () =>
        new Promise<{ fcp?: number; lcp?: number }>((resolve) => {
          const out: { fcp?: number; lcp?: number } = {};
          new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (out.fcp = e.startTime))).observe({
            type: 'paint',
            buffered: true,
          });
          new PerformanceObserver((l) => (out.lcp = l.getEntries().at(-1)?.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(out), 300);
        }),
    );
    const total = scripts.reduce((s, x) => s + x.gz, 0);
    console.log(
      `/#/home first load: ${(total / 1024).toFixed(1)} KiB gzip JS in ${scripts.length} files`,
      scripts.map((s) => `${s.url} ${(s.gz / 1024).toFixed(1)}`),
      `FCP ${paint.fcp?.toFixed(0)} ms, LCP ${paint.lcp?.toFixed(0)} ms`,
    );
    for (const s of scripts) {
      expect(s.url).not.toMatch(/ConsoleLayout|schema|ide/i);
      // The runtime's chunk maps (id: "name") name lazy chunks such as the IDE's Monaco; names are not code.
      const code = s.body.replace(/\d+:"[\w.-]+"/g, '');
      expect(/ant-pro-|x-component|@formily|monaco/i.test(code), `${s.url} carries pro-components, Formily or Monaco`).toBe(false);
    }
    // The portal's own share (layout + page) stays small whatever the shared entry weighs.
    const own = scripts.filter((s) => /PortalLayout|p__portal__/.test(s.url)).reduce((n, s) => n + s.gz, 0);
    expect(own).toBeLessThan(30 * 1024);
    expect(total).toBeLessThanOrEqual(200 * 1024);
  });

  it("the first load of /#/home and /#/login asks for none of the browser's number or date data", async () => {
    // The first Intl.NumberFormat / DateTimeFormat (or supportedLocalesOf) loads Chromium's locale
    // data, the largest single cost of these loads under Lighthouse's throttling (patches/, patch-package).
    const page = await b.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { intlCalls: string[] };
      w.intlCalls = [];
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Original = Intl[name] as any;
        const record = (what: string) => w.intlCalls.push(`${name}${what}: ${new Error().stack?.split('\n')[3]?.trim()}`);
        const Wrapped = new Proxy(Original, {
          construct: (t, args) => (record(''), Reflect.construct(t, args)),
          apply: (t, self, args) => (record(''), Reflect.apply(t, self, args)),
        });
        Wrapped.supportedLocalesOf = (...args: unknown[]) => (record('.supportedLocalesOf'), Original.supportedLocalesOf(...args));
        (Intl as any)[name] = Wrapped;
      }
    });
    for (const [path, ready] of [
      ['/home', 'portal-home'],
      ['/login', 'login-username'],
    ]) {
      await page.goto(url(path));
      await page.getByTestId(ready).waitFor();
      expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls), path).toEqual([]);
    }
    await page.close();
  });

  it('a visit to /#/login or /#/home fetches its page chunks (and /home its hero image) from index.html, without waiting for umi.js', async () => {
    const page = await b.newPage();
    // Who fetched each chunk: "link" is the preload written into index.html (config/routePreload.ts),
    // "script" the router asking once umi.js has run.
    const initiators = () =>
      page.evaluate(() =>
        Object.fromEntries(
          performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname.split('.')[0], (e as PerformanceResourceTiming).initiatorType]),
        ),
      );
    await page.goto(url('/login'));
    await page.getByTestId('login-username').waitFor();
    expect((await initiators())['/p__login__index']).toBe('link');
    await page.goto(`${baseUrl()}/?l=1#/home`);
    await page.getByTestId('portal-home').waitFor();
    // A fetch is listed once it has finished: the hero illustration may still be on its way when
    // the page is drawn, so the list is read once the image is shown.
    await expect.poll(() => page.locator('.pn-hero-art').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const home = await initiators();
    expect([home['/layouts__PortalLayout'], home['/p__portal__Home']]).toEqual(['link', 'link']);
    // The hero illustration (the page's largest paint) comes with them, before the page asks for it.
    expect(home['/portal/home']).toBe('link');
    // Other routes load as before (the map lists the landing routes only).
    await page.goto(`${baseUrl()}/?l=2#/register`);
    await page.getByTestId('register-portal-form').waitFor();
    expect((await initiators())['/p__register__index']).toBe('script');
  });
});
