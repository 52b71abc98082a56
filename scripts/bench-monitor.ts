/**
 * The monitoring center's timing for `npm run bench` (issue 9): after logging in on the console
 * home, the monitoring route is opened from the address bar (a hash navigation, so the console is
 * already loaded, as after a menu click) and timed until it is interactive: the statistics and the
 * figures of the 7 days are shown (interactiveMs, budget 1,500 ms), and until every chart has drawn
 * its canvas (chartsMs; chart.js comes in its own chunk after the figures). The first load is cold
 * (the route's chunks fetched); warm is the best of three more.
 */
import type { Browser } from 'playwright-core';
import { benchLogin } from './bench-login';

export const MONITOR_ROUTE = '/monitor/backbone/index';
const CHARTS = ['chart-blocks', 'chart-nodes', 'chart-members', 'chart-contracts'];

export async function benchMonitor(browser: Browser, base: string) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await ctx.newPage();
  await benchLogin(page, base);
  await page.waitForLoadState('networkidle');

  const open = async () => {
    const t0 = Date.now();
    await page.goto(`${base}/#${MONITOR_ROUTE}`);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid=figures-blocks] tbody tr.ant-table-row').length === 7 &&
        document.querySelectorAll('[data-testid=figures-nodes] tbody tr.ant-table-row').length > 0 &&
        /\d/.test(document.querySelector('[data-testid=monitor-blockTotal]')?.textContent ?? ''),
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    const interactiveMs = Date.now() - t0;
    await page.waitForFunction((charts) => charts.every((id) => document.querySelector(`[data-testid=${id}] canvas`)), CHARTS, {
      timeout: 30_000,
      polling: 'raf',
    });
    return { interactiveMs, chartsMs: Date.now() - t0 };
  };
  const cold = await open();
  const warm: { interactiveMs: number; chartsMs: number }[] = [];
  for (let i = 0; i < 3; i += 1) {
    await page.goto(`${base}/#/wel/index`);
    await page.getByTestId('console-home').waitFor();
    warm.push(await open());
  }
  await ctx.close();
  return {
    route: MONITOR_ROUTE,
    interactiveMs: cold.interactiveMs,
    chartsMs: cold.chartsMs,
    warmInteractiveMs: Math.min(...warm.map((w) => w.interactiveMs)),
    warmChartsMs: Math.min(...warm.map((w) => w.chartsMs)),
    budgetMs: 1500,
  };
}
