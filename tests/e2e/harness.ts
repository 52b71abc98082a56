/**
 * Shared browser-test helpers: one Chromium per test file, a fresh context per test that wants
 * one, log-in as a demo account, screenshots of failures under test-results/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { sm2 } from 'sm-crypto';
import { afterAll, beforeAll, expect, inject, onTestFailed, onTestFinished } from 'vitest';
import { SM2_PUBLIC_KEY } from '../../mock/_lib/keys';
import { webConfig } from '../../src/config/web';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../../scripts/chromium';

export const accounts = {
  admin: { username: 'admin', password: 'Admin@123' },
  zhangsan: { username: 'zhangsan', password: 'Zhang@123' },
  lisi: { username: 'lisi', password: 'Lisi@123' },
  chanpin: { username: 'chanpin', password: 'Chanpin@123' },
  shenhe: { username: 'shenhe', password: 'Shenhe@123' },
} as const;
export type AccountName = keyof typeof accounts;

export const baseUrl = () => inject('baseUrl');
/** A hash route as a full URL: url('/wel/index'). */
export const url = (route: string) => `${baseUrl()}/#${route}`;

export function launch(): Promise<Browser> {
  // CHROMIUM_PATH=/usr/bin/chromium runs the tests in the full browser (scripts/chromium.ts).
  return chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Per file: `const b = useBrowser();` then `const page = await b.newPage()` in a test.
 * Pages of failed tests are photographed into test-results/<test name>.png.
 *
 * Pages ask for reduced motion (the console honours it, src/components/AntdProvider.tsx): a
 * dialog or dropdown is where it stays from its first frame. With motion, its first frame is at
 * full size but transparent and the zoom or slide starts a frame later, so a press landing then
 * moves away between mouse-down and mouse-up and selects nothing; a user cannot aim at what is not
 * yet drawn, a test can. `newPage({ motion: 'no-preference' })` is the animated console.
 *
 * A test fails when its page reached one of Monaco's build-time stand-ins (src/pages/ide/monacoUnused.js:
 * a module the build leaves out because the editors never run it), even where the error is caught,
 * and when its page logged a React or antd warning (watchWarnings).
 */
/** The message of src/pages/ide/monacoUnused.js's errors. */
const STAND_IN = /is not bundled in this IDE/;

/**
 * React's warnings and antd's (and its rc-* components') all begin so: "Warning: Each child in a
 * list should have a unique key", "Warning: [antd: Modal] `destroyOnClose` is deprecated".
 */
const FRAMEWORK_WARNING = /^Warning: /;

/**
 * Fails the running test when the page logs a React or antd warning, so a deprecation or a
 * misuse is fixed when it appears rather than learned to be ignored. The production build the
 * browser suite serves drops most of them (React's and antd's checks are development-only);
 * tests/dev/*.dev.test.ts runs the development server, where all of them speak.
 */
export function watchWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && FRAMEWORK_WARNING.test(m.text())) warnings.push(m.text().split('\n')[0]);
  });
  onTestFinished(() => {
    if (warnings.length) throw new Error(`the page logged ${warnings.length} React or antd warning(s):\n${[...new Set(warnings)].join('\n')}`);
  });
}

export function useBrowser(opts: { locale?: string } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      return browser;
    },
    async newPage(prefs: { motion?: 'reduce' | 'no-preference' } = {}): Promise<Page> {
      const context = await browser.newContext({
        locale: opts.locale ?? 'zh-CN',
        viewport: { width: 1366, height: 860 },
        acceptDownloads: true,
        reducedMotion: prefs.motion ?? 'reduce',
      });
      contexts.push(context);
      const page = await context.newPage();
      const standIns: string[] = [];
      const reached = (text: string) => STAND_IN.test(text) && standIns.push(text);
      page.on('pageerror', (e) => reached(e.message));
      page.on('console', (m) => m.type() === 'error' && reached(m.text()));
      watchWarnings(page);
      onTestFinished(() => {
        if (standIns.length) throw new Error(`the page reached a Monaco stand-in: ${standIns.join('; ')}`);
      });
      onTestFailed(async ({ task }) => {
        try {
          fs.mkdirSync('test-results', { recursive: true });
          await page.screenshot({ path: path.join('test-results', `${task.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_')}.png`), fullPage: true });
        } catch {
          // the page may be gone already
        }
      });
      return page;
    },
  };
}

/** Reads the captcha the mock drew (development-only endpoint). */
export async function captchaCode(key: string): Promise<string> {
  const r = await fetch(`${baseUrl()}/api/__dev/captcha/${encodeURIComponent(key)}`);
  const j = (await r.json()) as { code: string | null };
  if (!j.code) throw new Error(`no captcha for key ${key}`);
  return j.code;
}

/**
 * The last verification code the mock sent to `account` (development-only endpoint): of the reset
 * flow by default, or of `codeType` (bind, subchain).
 */
export async function verifyCode(account: string, codeType?: string): Promise<string> {
  const r = await fetch(`${baseUrl()}/api/__dev/verify-code/${encodeURIComponent(account)}${codeType ? `?codeType=${codeType}` : ''}`);
  return ((await r.json()) as { code: string }).code;
}

/** The captcha each page last answered: a captcha is used once, and a refused login draws a new one. */
const spentCaptcha = new WeakMap<Page, string>();

/**
 * Fills the login form and returns once the form is submitted (not awaiting navigation). After a
 * refused login on the same page it waits, as a user does, for the new captcha to be drawn (the
 * console asks for it after the refusal; the old one is spent).
 */
export async function fillLogin(page: Page, username: string, password: string) {
  await page.goto(url('/login'));
  const img = page.getByTestId('captcha-image');
  const spent = spentCaptcha.get(page) ?? '';
  await page.locator(`[data-testid=captcha-image]:not([data-key=""]):not([data-key="${spent}"]) img`).waitFor();
  const key = (await img.getAttribute('data-key')) ?? '';
  spentCaptcha.set(page, key);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-captcha').fill(await captchaCode(key));
  await page.getByTestId('login-submit').click();
}

/**
 * Signs a demo account in and waits for the console home. The login form is used once per account
 * and worker: what the console keeps of a session (its tokens in cookies, spec 9, and the session
 * store in localStorage: user, menus, buttons) is kept in the run's folder (global-setup.ts) under
 * vitest's worker id. A later login() of that account in the same worker, once the gateway still
 * accepts the token (a test may have ended that session: logout, expiry), puts both into its page
 * and opens the console home. Tests of the login itself pass `{ form: true }` (or use fillLogin).
 */
export async function login(page: Page, who: AccountName = 'admin', opts: { form?: boolean } = {}) {
  const file = path.join(inject('authDir'), `${process.env.VITEST_POOL_ID ?? process.pid}-${who}.json`);
  if (!opts.form && fs.existsSync(file)) {
    const kept: KeptSession = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (await sessionAlive(kept.cookies)) {
      await page.context().addCookies(kept.cookies);
      // The store is written on the console's origin: a static file of it opens that origin without the app.
      await page.goto(`${baseUrl()}/favicon.svg`);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SESSION_STORE, kept.store] as const);
      await page.goto(url('/wel/index'));
      await page.getByTestId('console-home').waitFor();
      return;
    }
  }
  const a = accounts[who];
  await fillLogin(page, a.username, a.password);
  await page.waitForURL(/#\/wel\/index/);
  await page.getByTestId('console-home').waitFor();
  const store = await page.evaluate((k) => localStorage.getItem(k), SESSION_STORE);
  if (store === null) throw new Error(`no ${SESSION_STORE} in localStorage after the login of ${who}`);
  fs.writeFileSync(file, JSON.stringify({ cookies: await page.context().cookies(), store } satisfies KeptSession));
}

/** The session store's key (src/stores/session.ts through src/utils/storage.ts). */
const SESSION_STORE = `${webConfig.storagePrefix}session`;
interface KeptSession {
  cookies: Cookie[];
  store: string;
}
type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** Whether the gateway still answers the session these cookies hold (its person call, as the console's first). */
async function sessionAlive(cookies: Cookie[]): Promise<boolean> {
  const token = cookies.find((c) => c.name === 'bbn-access-token')?.value;
  if (!token) return false;
  const r = await fetch(`${baseUrl()}/api/sfbn-system/account/getPerson`, { headers: { Authorization: BASIC, Auth: `bearer ${decodeURIComponent(token)}` } });
  return r.status === 200 && ((await r.json()) as { code?: number }).code === 200;
}

/** The text of antd's message toasts currently shown. */
export async function toasts(page: Page): Promise<string[]> {
  return page.locator('.ant-message-notice-content').allInnerTexts();
}

/** Waits until a toast with exactly this text is visible. */
export async function expectToast(page: Page, text: string) {
  await page.locator('.ant-message-notice-content', { hasText: text }).first().waitFor({ state: 'visible' });
}

/**
 * Waits until no dropdown is still sliding in: an animated popup is drawn transparent at full size a
 * frame before it moves, so a press then can land its mouse-down and mouse-up on different nodes.
 */
export async function popupsStill(page: Page) {
  await page.locator('.ant-slide-up-appear, .ant-slide-up-enter').first().waitFor({ state: 'detached' });
}

/** Waits until no dialog is still zooming in (a press while a dialog moves can miss its button). */
export async function dialogsStill(page: Page) {
  await page.locator('.ant-modal-root .ant-zoom-appear, .ant-modal-root .ant-zoom-enter').first().waitFor({ state: 'detached' });
}

/**
 * Presses a confirm dialog's button once its zoom-in has finished (a press while the dialog still
 * moves can miss it on a busy machine), then waits until the dialog is gone.
 */
export async function pressAndClose(page: Page, button: ReturnType<Page['locator']>) {
  const dialog = page.locator('.ant-modal-confirm').last();
  await dialog.waitFor();
  await dialogsStill(page);
  await button.click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A login or registration password as the console sends it (sm2, the gateway's public key). */
export const encrypt = (s: string) => `04${sm2.doEncrypt(s, SM2_PUBLIC_KEY, 1)}`;

/** A small valid PNG of about `bytes` bytes (padding after IEND is ignored by decoders). */
export function png(bytes = 200): Buffer {
  const onePixel = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b3a1b40000000049454e44ae426082',
    'hex',
  );
  return Buffer.concat([onePixel, Buffer.alloc(Math.max(0, bytes - onePixel.length))]);
}

/**
 * A call with the page's own session (cookie token), for what a test must know or set up
 * outside the screens under test (a BID, an application). `image` posts a PNG as multipart `file`.
 */
export async function apiAs(page: Page, path: string, init: { body?: unknown; image?: boolean } = {}): Promise<any> {
  return page.evaluate(
    async ({ path, body, image, pngBase64 }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('bbn-access-token='))!
          .split('=')[1],
      );
      const headers: Record<string, string> = { Authorization: `Basic ${btoa('saber:saber_secret')}`, Auth: `bearer ${token}` };
      let payload: BodyInit | undefined;
      if (image) {
        const bytes = Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0));
        payload = new FormData();
        payload.append('file', new File([bytes], 'card.png', { type: 'image/png' }));
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const r = await fetch(`/api${path}`, { method: payload ? 'POST' : 'GET', headers, body: payload });
      return r.json();
    },
    { path, body: init.body, image: Boolean(init.image), pngBase64: png(300).toString('base64') },
  );
}

/**
 * Registers an account through the portal call and has the administrator approve it. Tests that
 * change a user's status use such an account of their own: the demo accounts are shared by every
 * test file running against the one mock server.
 */
export async function registeredAccount(admin: Page, account: string, password: string) {
  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
  const captcha = (await (await fetch(`${baseUrl()}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: basic } })).json()) as any;
  const res = (await (
    await fetch(`${baseUrl()}/api/sfbn-system/user/register`, {
      method: 'POST',
      headers: { Authorization: basic, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        userName: account,
        password: encrypt(password),
        confirmPassword: encrypt(password),
        captcha: await captchaCode(captcha.key),
        captchaKey: captcha.key,
      }),
    })
  ).json()) as any;
  expect(res.code).toBe(200);
  const row = (await apiAs(admin, `/sfbn-system/user/register-list?account=${account}`)).data.records.find((r: any) => r.account === account);
  expect((await apiAs(admin, '/sfbn-system/user/audit-register', { body: { id: row.id, auditStatus: 1 } })).code).toBe(200);
}

/**
 * An account of its own (registeredAccount), signed in through the login form in a page of its
 * own: that page, the administrator's page that approved it, and the account's name.
 */
export async function newAccountSignedIn(b: ReturnType<typeof useBrowser>, prefix: string, password = 'Start1234') {
  const account = `${prefix}${Date.now().toString(36).slice(-6)}`;
  const admin = await b.newPage();
  await login(admin, 'admin');
  await registeredAccount(admin, account, password);
  const page = await b.newPage();
  await fillLogin(page, account, password);
  await page.waitForURL(/#\/wel\/index/);
  return { account, admin, page };
}

/**
 * The header's top-menu entry `name`: in the bar when it fits, else under the bar's "..." entry
 * (antd's overflow), which is opened first. Returns the entry once it can be pressed.
 */
export async function topMenuEntry(page: Page, name: string) {
  const bar = page.getByTestId('top-menu');
  const exact = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  const inBar = bar.locator(':scope > li.ant-menu-item').filter({ hasText: exact });
  if (await inBar.first().isVisible()) return inBar.first();
  await bar.locator(':scope > li.ant-menu-overflow-item-rest').hover();
  const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
  const entry = popup.locator('li.ant-menu-item').filter({ hasText: exact }).first();
  await entry.waitFor();
  return entry;
}

/** Presses the top-menu entry `name` (through "..." when it is not in the bar). */
export async function openTopMenu(page: Page, name: string) {
  await (await topMenuEntry(page, name)).click();
}
