/**
 * For `npm run bench`: the chain browser on a 10,000-block chain (bench.ts starts the mock with
 * MOCK_CHAIN_BLOCKS=10000). Measures, in Chromium, the browser home's load (navigation to the
 * first block row) and, for blockPage and tradePage on the first and a deep page, the time from
 * the answer's arrival to its first row on screen. Budget: 300 ms from answer to rows.
 */
import type { Browser, Page, Response } from 'playwright-core';

export const BROWSER_ROWS_BUDGET_MS = 300;
const ROUTE = '/subchain/permissioned/browser1';

async function login(page: Page, base: string) {
  await page.goto(`${base}/#/login`);
  await page.getByTestId('captcha-image').locator('img').waitFor();
  const key = (await page.getByTestId('captcha-image').getAttribute('data-key')) ?? '';
  const code = ((await (await fetch(`${base}/api/__dev/captcha/${key}`)).json()) as any).code as string;
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('Admin@123');
  await page.getByTestId('login-captcha').fill(code);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('console-home').waitFor();
}

/** Runs `act`, then times from the matching answer's end to `row` being on screen. */
async function answerToRow(page: Page, match: (r: Response) => boolean, act: () => Promise<unknown>, row: (body: any) => string) {
  const answer = page.waitForResponse(match, { timeout: 120_000 });
  await act();
  const r = await answer;
  const body = await r.json();
  const t0 = Date.now();
  await page.locator(row(body)).first().waitFor({ timeout: 30_000 });
  return { ms: Date.now() - t0, total: body.data.total as number };
}

export async function benchBrowser(browser: Browser, base: string) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await ctx.newPage();
  try {
    await login(page, base);
    // The chains grow to 10,000 blocks at start: wait until the server has them.
    const end = Date.now() + 600_000;
    for (;;) {
      const h = await page.evaluate(async () => {
        const token = document.cookie.split('; ').find((c) => c.startsWith('bbn-access-token='))!.split('=')[1];
        const r = await fetch('/api/sfbn-alliance/browser/overview?networkType=2', {
          headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, Auth: `bearer ${decodeURIComponent(token)}` },
        });
        return (await r.json()).data.blockHeight as number;
      });
      if (h >= 10_000) break;
      if (Date.now() > end) throw new Error(`the chain has ${h} blocks, not 10,000`);
      await page.waitForTimeout(1000);
    }
    const blockRow = (b: any) => `[data-testid=block-table] tr[data-row-key="${b.data.records[0].number}"]`;
    const tradeRow = (b: any) => `[data-testid=trade-table] tr[data-row-key="${b.data.records[0].hash}"]`;
    const isCall = (name: string, current: number) => (r: Response) => r.url().includes(`/browser/${name}`) && r.url().includes(`current=${current}&`);

    const t0 = Date.now();
    const first = await answerToRow(page, isCall('blockPage', 1), () => page.goto(`${base}/#${ROUTE}`), blockRow);
    const loadMs = Date.now() - t0;
    // A deep page (500 of 1,000) through the pager's jump box.
    const jumper = page.getByTestId('block-table').locator('.ant-pagination-options-quick-jumper input');
    const deep = await answerToRow(page, isCall('blockPage', 500), async () => {
      await jumper.fill('500');
      await jumper.press('Enter');
    }, blockRow);
    const trades = await answerToRow(page, isCall('tradePage', 1), () => page.getByRole('tab', { name: '交易' }).click(), tradeRow);
    const worst = Math.max(first.ms, deep.ms, trades.ms);
    return {
      blocks: first.total,
      loadMs,
      blockRowsMs: first.ms,
      deepBlockRowsMs: deep.ms,
      tradeRowsMs: trades.ms,
      budgetMs: BROWSER_ROWS_BUDGET_MS,
      ok: worst <= BROWSER_ROWS_BUDGET_MS,
    };
  } finally {
    await ctx.close();
  }
}
