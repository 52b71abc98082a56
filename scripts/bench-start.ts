/**
 * `npm run bench:start`: how long `npm start` takes to be usable (issues 23 and 36). Each run:
 *  - a fresh start as a fresh clone meets it: the build caches (node_modules/.cache but ESLint's)
 *    and src/.umi removed first, then `umi dev` spawned and timed to
 *      answerMs   the dev server answers /,
 *      loginMs    Chromium shows the login form (the first compile is done and the app runs),
 *      consoleMs  admin is signed in and the console home is drawn,
 *      saveToMenuMs  a new screen saved through the studio's tooling save, until its entry shows in
 *                 the side menu of the console that is open (no reload),
 *      editToUpdateMs  an edit of a React component of the open console home (an attribute of its
 *                 root), until the page shows it by hot update (no reload);
 *  - a second start with the caches the first left: loginMs again (secondLoginMs).
 * All from the moment `umi dev` is spawned (the last two from the save or the edit). Prints each
 * run and the medians as JSON lines and writes bench-start.json.
 *   BENCH_START_RUNS=3           runs (medians over them)
 *   BENCH_START_BUNDLERS=mako,webpack  the development bundlers to compare, interleaved run by run
 *                                in one sitting (DEV_BUNDLER of .umirc.ts; default: the configured one)
 *   BENCH_START_WARM=1           keeps the caches for the "fresh" start too
 * Not part of `npm run bench` (a cold webpack compile takes a minute or more; run it on its own).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP_CHROMIUM } from './chromium';
import { benchLogin } from './bench-login';
import { freePort } from './freePort';
import { liveScreen } from './liveScreen';

const root = path.resolve(__dirname, '..');
const TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000);
/** The component the React edit changes: the console home, shown after the sign-in. */
const EDITED = path.join(root, 'src/pages/console/home/index.tsx');
const EDITED_ROOT = '<div data-testid="console-home">';
/** How long a step after the sign-in may take before it counts as failed. */
const STEP_TIMEOUT_MS = 30_000;

/** Resolves when GET url answers 200, polling each 200 ms (the server is starting: no event to wait for). */
async function answered(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** What a fresh clone lacks: the bundlers' caches (ESLint's is no part of `npm start`) and umi's generated files. */
function removeCaches() {
  const cache = path.join(root, 'node_modules/.cache');
  for (const name of fs.existsSync(cache) ? fs.readdirSync(cache) : [])
    if (name !== 'eslint') fs.rmSync(path.join(cache, name), { recursive: true, force: true });
  for (const dir of ['src/.umi', 'src/.screens', '.turbopack']) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
}

/** `umi dev` on a free port with `bundler` (undefined: the configured one); stop() ends its process group. */
async function startDev(bundler: string | undefined) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', BROWSER: 'none', API_TARGET: '', MOCK_STATE: 'memory' };
  if (bundler) env.DEV_BUNDLER = bundler;
  const t0 = Date.now();
  const dev = spawn('npx', ['umi', 'dev'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  const keep = (d: Buffer) => (log = (log + String(d)).slice(-4000));
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
  const exited = new Promise<never>((_, reject) => dev.on('exit', (code) => reject(new Error(`umi dev exited with ${code}:\n${log}`))));
  return {
    base: `http://127.0.0.1:${port}`,
    t0,
    exited,
    stop: async () => {
      if (dev.pid && dev.exitCode === null) {
        process.kill(-dev.pid, 'SIGTERM');
        await new Promise((r) => dev.once('exit', r));
      }
    },
  };
}

/** The login form drawn: umi's loading page (webpack) reloads itself into the app when the first compile is done. */
async function toLogin(browser: Browser, dev: Awaited<ReturnType<typeof startDev>>): Promise<{ page: Page; answerMs: number; loginMs: number }> {
  const deadline = dev.t0 + TIMEOUT_MS;
  await Promise.race([answered(`${dev.base}/`, deadline), dev.exited]);
  const answerMs = Date.now() - dev.t0;
  const page = await browser.newPage();
  page.setDefaultTimeout(Math.max(1, deadline - Date.now()));
  await page.goto(`${dev.base}/#/login`);
  await Promise.race([page.getByTestId('captcha-image').locator('img').waitFor(), dev.exited]);
  return { page, answerMs, loginMs: Date.now() - dev.t0 };
}

/** A timed step after the sign-in: its milliseconds, or null when it failed (said on stderr); the run goes on. */
async function timed(name: string, page: Page, run: () => Promise<void>): Promise<number | null> {
  const start = Date.now();
  try {
    await run();
    if (!(await sameDocument(page))) throw new Error('the page was reloaded');
    return Date.now() - start;
  } catch (e: any) {
    console.error(`${name} failed: ${String(e?.message ?? e).split('\n')[0]}`);
    return null;
  }
}

const sameDocument = (page: Page) => page.evaluate(() => (window as any).__benchSameDocument === true);

async function freshRun(browser: Browser, bundler: string | undefined) {
  if (process.env.BENCH_START_WARM !== '1') removeCaches();
  const dev = await startDev(bundler);
  const original = fs.readFileSync(EDITED, 'utf8');
  try {
    const { page, answerMs, loginMs } = await toLogin(browser, dev);
    await benchLogin(page, dev.base, { navigate: false });
    const consoleMs = Date.now() - dev.t0;
    await page.evaluate(() => ((window as any).__benchSameDocument = true));
    // A React edit of the open console home, until the page shows it in place.
    const mark = String(Date.now());
    const editToUpdateMs = await timed('the React edit', page, async () => {
      fs.writeFileSync(EDITED, original.replace(EDITED_ROOT, `<div data-testid="console-home" data-bench-edit="${mark}">`));
      await page.locator(`[data-testid="console-home"][data-bench-edit="${mark}"]`).waitFor({ timeout: STEP_TIMEOUT_MS });
    });
    fs.writeFileSync(EDITED, original);
    // Screens live (issues 21, 36): a screen saved through the studio's tooling save, until its entry
    // is in the side menu of this open console (the system area, its 系统设置 group open).
    await page.goto(`${dev.base}/#/dict-horizontal/index`);
    await page.locator('.ant-menu-submenu-open > .ant-menu-submenu-title', { hasText: '系统设置' }).waitFor();
    await page.evaluate(() => ((window as any).__benchSameDocument = true));
    const live = liveScreen();
    const saveToMenuMs = await timed('the save', page, async () => {
      await live.save(dev.base);
      await page.getByTestId('side-menu').getByText(live.title, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    }).finally(() => live.remove());
    await page.close();
    return { answerMs, loginMs, consoleMs, saveToMenuMs, editToUpdateMs };
  } finally {
    fs.writeFileSync(EDITED, original);
    await dev.stop();
  }
}

async function secondRun(browser: Browser, bundler: string | undefined) {
  const dev = await startDev(bundler);
  try {
    const { page, loginMs } = await toLogin(browser, dev);
    await page.close();
    return { secondLoginMs: loginMs };
  } finally {
    await dev.stop();
  }
}

/** The median; null when a run failed the step. */
const median = (xs: (number | null)[]) => {
  if (xs.some((x) => x === null)) return null;
  const s = (xs as number[]).sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

async function main() {
  const runs = Number(process.env.BENCH_START_RUNS ?? 1);
  const bundlers = (process.env.BENCH_START_BUNDLERS ?? '').split(',').filter(Boolean);
  const candidates: (string | undefined)[] = bundlers.length ? bundlers : [undefined];
  const browser = await chromium.launch({ executablePath: DESKTOP_CHROMIUM, args: CHROMIUM_ARGS });
  const results = new Map<string, Record<string, number | null>[]>();
  try {
    for (let i = 0; i < runs; i++)
      for (const bundler of candidates) {
        const load1 = Math.round(os.loadavg()[0] * 100) / 100;
        const name = bundler ?? 'configured';
        let r: Record<string, number | null>;
        try {
          r = { ...(await freshRun(browser, bundler)), ...(await secondRun(browser, bundler)), load1 };
        } catch (e: any) {
          // A bundler that fails to start is a result too (said on stderr): its run counts as failed.
          console.error(`${name} run ${i + 1} failed: ${String(e?.message ?? e).slice(0, 2000)}`);
          r = { answerMs: null, loginMs: null, consoleMs: null, saveToMenuMs: null, editToUpdateMs: null, secondLoginMs: null, load1 };
        }
        console.log(JSON.stringify({ bundler: name, run: i + 1, ...r }));
        results.set(name, [...(results.get(name) ?? []), r]);
      }
  } finally {
    await browser.close();
  }
  const medians = Object.fromEntries(
    [...results].map(([name, rs]) => [name, Object.fromEntries(Object.keys(rs[0]).map((k) => [k, median(rs.map((r) => r[k]))]))]),
  );
  const out = { runs, cold: process.env.BENCH_START_WARM !== '1', node: process.version, medians };
  console.log(JSON.stringify(out));
  fs.writeFileSync(path.join(root, 'bench-start.json'), `${JSON.stringify(out, null, 2)}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
