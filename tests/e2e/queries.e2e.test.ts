/**
 * The query layer (issue 25, src/services/query.ts) as users see it: the header's counters change
 * right after a notice is removed (its write invalidates them; before, a 60 s poll), and the chain
 * browser's block page shows the block asked for last when the answers arrive out of order.
 */
import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogin, login, registeredAccount, url, useBrowser } from './harness';
import { ListPage } from './pages/ListPage';

const b = useBrowser();

describe('header counters', () => {
  it('the bell shows the new notice count as soon as a notice is removed', async () => {
    // An account of its own: a message's read and removed flags are per user, and other test
    // files remove the demo accounts' notices while this one runs.
    const account = `qn${Date.now().toString(36).slice(-6)}`;
    const admin = await b.newPage();
    await login(admin, 'admin');
    await registeredAccount(admin, account, 'Start1234');
    const page = await b.newPage();
    await fillLogin(page, account, 'Start1234');
    await page.waitForURL(/#\/wel\/index/);
    // The message center is open to a user not yet authenticated (reached by the bell).
    const list = new ListPage(page, 'GET /sfbn-system/messageNotice/listByPage');
    await list.goto('/Message/notice/index');

    const bell = page.getByTestId('message-dot').getByRole('button', { name: '消息中心' });
    const noticeCount = page.getByTestId('notice-popover').getByTestId('notice-kind-notice').locator('.ant-badge-count');
    await bell.click();
    await noticeCount.waitFor();
    const before = Number(await noticeCount.getAttribute('title'));
    expect(before).toBeGreaterThan(0);
    await bell.click();
    await page.getByTestId('notice-popover').waitFor({ state: 'hidden' });

    // The counters were read when the console opened; their poll comes a minute later. The read
    // that follows the removal must come well before that (30 s at most), and show what it says.
    const counted = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/sfbn-system/messageNotice/notReadNum'), { timeout: 30_000 });
    const removed = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/sfbn-system/messageNotice/remove'));
    await list.rowAction(list.rows().first(), 'delete');
    await list.confirm();
    expect((await (await removed).json()).msg).toBe('删除成功');
    const count: number = (await (await counted).json()).data;
    // Notices published meanwhile by other tests count too; the removed one no longer does.
    expect(count).toBeLessThanOrEqual(before);

    await bell.click();
    await expect.poll(() => noticeCount.getAttribute('title'), { timeout: 10_000 }).toBe(String(count));
  });
});

describe('chain browser', () => {
  it('the block page shows the block asked for last when the previous answer comes later', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    const base = '/subchain/permissioned';
    // The answer for block 3 is held until block 4 is shown.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let asked!: (req: Request) => void;
    const slowAsked = new Promise<Request>((r) => (asked = r));
    let settled!: () => void;
    const slowSettled = new Promise<void>((r) => (settled = r));
    const isBlock3 = (u: URL) => u.pathname.endsWith('/sfbn-alliance/browser/blockInfo') && u.searchParams.get('number') === '3';
    await page.route(isBlock3, async (route: Route) => {
      asked(route.request());
      await held;
      // The console may have cancelled the call meanwhile (it no longer shows block 3): then the
      // browser refuses to continue it, which is what a cancelled call is.
      await route.continue().then(settled, (e) => {
        expect(String(e)).toMatch(/abort|cancel|handled|closed/i);
        settled();
      });
    });

    await page.goto(url(`${base}/block?number=3`));
    await slowAsked;
    await page.goto(url(`${base}/block?number=4`));
    await expect.poll(() => page.getByTestId('block-number').innerText(), { timeout: 10_000 }).toBe('4');

    release();
    await slowSettled;
    const late = await (await slowAsked).response();
    if (late) await late.finished(); // answered: its body reached the page
    // Whatever came of block 3's call (an answer the page read, or a call it had cancelled), the
    // page has drawn since: two frames after it settled.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.getByTestId('browser-title').innerText()).toBe('区块 #4');
    expect(await page.getByTestId('block-number').innerText()).toBe('4');
  });
});
