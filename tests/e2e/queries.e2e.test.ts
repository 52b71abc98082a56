/**
 * The query layer (issue 25, src/services/query.ts) as users see it: the header's counters change
 * right after a notice is removed (its write invalidates them; before, a 60 s poll); the chain
 * browser's block page shows the block asked for last when the answers arrive out of order; a
 * bespoke page's read already on screen follows an administrator's decision (the points page's
 * BID; before, it kept the answer of its first visit), and the header follows the personal
 * center's profile save (the save declares the person among what it changes).
 */
import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, expectToast, login, newAccountSignedIn, url, useBrowser } from './harness';
import { ListPage } from './pages/ListPage';

const b = useBrowser();

describe('header counters', () => {
  it('the bell shows the new notice count as soon as a notice is removed', async () => {
    // An account of its own: a message's read and removed flags are per user, and other test
    // files remove the demo accounts' notices while this one runs.
    const { page } = await newAccountSignedIn(b, 'qn');
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

describe('bespoke pages', () => {
  it("the points page on screen shows the BID an administrator's pass gave, when the user comes back to the window", async () => {
    const { account, admin, page: user } = await newAccountSignedIn(b, 'qb');
    // The personal center is open to a user not yet authenticated (the header dropdown's 我的积分).
    await user.getByTestId('user-dropdown').click();
    await user.getByTestId('user-panel').getByRole('button', { name: '我的积分' }).click();
    await user.getByTestId('points-page').waitFor();
    await user.getByText('完成实名认证后可转账').waitFor();
    expect(await user.getByTestId('points-bid').innerText()).toBe('--');

    // The application and the administrator's pass happen elsewhere (the identity area's screens).
    const front = (await apiAs(user, '/sfbn-identity/identityAudit/applyPersonCertificate', { image: true })).data.id;
    const back = (await apiAs(user, '/sfbn-identity/identityAudit/applyPersonCertificate', { image: true })).data.id;
    const applied = await apiAs(user, '/sfbn-identity/identityAudit/apply', {
      body: { applyType: 1, realName: '李小华', idCard: '11010519491231002X', phone: '13912345679', cardFront: front, cardBack: back },
    });
    expect(applied.code).toBe(200);
    const pending = (await apiAs(admin, `/sfbn-identity/identityKey/auditListByPage?account=${account}`)).data.records[0];
    expect((await apiAs(admin, '/sfbn-identity/identityAudit/auditUser', { body: { id: pending.id, auditStatus: 1 } })).code).toBe(200);
    const bid: string = (await apiAs(admin, `/sfbn-identity/identityKey/detail?id=${pending.id}`)).data.bid;

    // The user comes back to the window: the status check finds the pass (the transfer opens)
    // and the page's own read of the balance and BID, still on screen, is asked again.
    await user.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => user.getByTestId('open-transfer').isEnabled(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => user.getByTestId('points-bid').innerText(), { timeout: 10_000 }).toBe(`${bid.slice(0, 10)}******${bid.slice(-6)}`);
    expect(user.url()).toBe(url('/personal/integral/index'));
  });

  it("the header shows the nickname saved on 账号信息 at once, and the account's page its new values", async () => {
    const { account, page } = await newAccountSignedIn(b, 'qp');
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('user-panel').getByRole('button', { name: '账号信息' }).click();
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    await expect.poll(() => page.getByTestId('profile-name').inputValue()).not.toBe('');

    const nick = `昵称${account.slice(-4)}`;
    await page.getByTestId('profile-name').fill(nick);
    await page.getByTestId('profile-email').fill(`${account}@example.cn`);
    await page.getByTestId('profile-save').click();
    await expectToast(page, '修改成功');
    await expect.poll(() => page.getByTestId('header-user-name').innerText(), { timeout: 10_000 }).toBe(nick);
    await page.getByTestId('user-dropdown').click();
    await expect.poll(() => page.getByTestId('user-name').innerText()).toBe(nick);
    await page.keyboard.press('Escape');
    // The form shows what the gateway now holds (the profile read asked again), still on the same page.
    expect(await page.getByTestId('profile-email').inputValue()).toBe(`${account}@example.cn`);
    expect(page.url()).toBe(url('/personal/account/index'));
  });
});
