/**
 * Lighthouse 12 in `npm run bench` (issue 13): accessibility, best practices and performance of
 * /home, /login, /register and a list screen, mobile (Lighthouse's default: Moto G power, 4x CPU
 * slowdown, slow 4G) and desktop, against the served build, in Debian's Chromium.
 *
 * Chromium is started by playwright with a persistent profile and a DevTools port, so the list
 * screen is audited signed in: the bench logs in once in that profile, and Lighthouse keeps the
 * storage (disableStorageReset) for the authenticated page only.
 *
 * A page with a performance budget is audited BENCH_LH_RUNS times (default 3) and judged on the
 * median run as Lighthouse's own computeMedianRun picks it (median first contentful paint and time
 * to interactive): one run's score moves by ten points with what else the machine does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { chromium } from 'playwright-core';
import { DESKTOP_CHROMIUM } from './chromium';

export interface LighthouseRow {
  page: string;
  form: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Total blocking time (ms), the part of performance a heavy first load costs. */
  tbtMs: number;
  /** Performance of every run when the page was audited more than once (the row is the median run). */
  runs?: number[];
  /** Failed accessibility and best-practice audits, by id, so a drop says why. */
  failed: string[];
  /** The elements each failed audit names (selector and snippet), in bench.json. */
  failedNodes: Record<string, string[]>;
  ok: boolean;
}

/** The goals; performance is checked on mobile only (desktop is reported). */
export const LH_BUDGETS = {
  accessibility: 95,
  bestPractices: 100,
  mobilePerformance: { '/home': 95, '/login': 90 } as Record<string, number>,
};

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

export async function runLighthouse(
  base: string,
  login: (page: import('playwright-core').Page) => Promise<void>,
  chromiumArgs: string[],
): Promise<LighthouseRow[]> {
  // Lighthouse is ESM only; a dynamic import keeps the bench a CommonJS script.
  const { default: lighthouse, desktopConfig } = (await import('lighthouse')) as any;
  const { computeMedianRun } = (await import('lighthouse/core/lib/median-run.js')) as any;
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: DESKTOP_CHROMIUM,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const rows: LighthouseRow[] = [];
  try {
    const only = process.env.BENCH_LH_PAGES?.split(',');
    const pages: { route: string; signedIn: boolean }[] = [
      { route: '/home', signedIn: false },
      { route: '/login', signedIn: false },
      { route: '/register', signedIn: false },
      { route: '/system/user', signedIn: true },
    ];
    const forms = (process.env.BENCH_LH_FORMS?.split(',') ?? ['mobile', 'desktop']) as ('mobile' | 'desktop')[];
    for (const form of forms) {
      for (const { route, signedIn } of pages.filter((p) => !only || only.includes(p.route))) {
        if (signedIn) {
          const page = await context.newPage();
          try {
            await login(page);
          } catch (e) {
            await page.screenshot({ path: path.join(os.tmpdir(), 'bench-lh-login.png') });
            throw e;
          }
          await page.close();
        }
        const perfBudget = form === 'mobile' ? LH_BUDGETS.mobilePerformance[route] : undefined;
        const lhrs: any[] = [];
        for (let run = 0; run < (perfBudget === undefined ? 1 : RUNS); run++) {
          const result = await lighthouse(
            `${base}/#${route}`,
            {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              disableStorageReset: signedIn,
            },
            form === 'desktop' ? desktopConfig : undefined,
          );
          if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
          lhrs.push(result.lhr);
        }
        const lhr = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failed = ['accessibility', 'best-practices'].flatMap((cat) =>
          lhr.categories[cat].auditRefs.filter((r: any) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1).map((r: any) => r.id),
        );
        const row: LighthouseRow = {
          page: route,
          form,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          runs: lhrs.length > 1 ? lhrs.map((l) => Math.round(l.categories.performance.score * 100)) : undefined,
          failed,
          failedNodes: Object.fromEntries(
            failed.map((id) => [
              id,
              (lhr.audits[id].details?.items ?? []).map((i: any) =>
                `${i.node?.selector ?? ''} ${i.node?.snippet ?? ''} ${i.node?.explanation ?? ''}`.slice(0, 400),
              ),
            ]),
          ),
          ok: true,
        };
        row.ok =
          row.accessibility >= LH_BUDGETS.accessibility &&
          row.bestPractices >= LH_BUDGETS.bestPractices &&
          (perfBudget === undefined || row.performance >= perfBudget);
        rows.push(row);
      }
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}
