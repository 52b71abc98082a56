/**
 * `npm run bench:start`: how long the first `npm start` takes to be usable (issue 23 item 11), as a
 * fresh clone meets it: umi's dev server started with no build cache (node_modules/.cache/webpack
 * and src/.umi removed first; BENCH_START_WARM=1 keeps them), then
 *  - answerMs: the dev server answers / (umi serves its "Umi Loading..." page until the first
 *    compile is done),
 *  - loginMs: Chromium shows the login form (the first compile is done and the app runs),
 *  - consoleMs: admin is signed in and the console home is drawn,
 *  - saveToMenuMs: a new screen saved through the studio's tooling save, until its entry shows in the
 *    side menu of the console that is open (no reload; the README promises a few seconds).
 * All from the moment `umi dev` is spawned. Prints one JSON line and writes bench-start.json.
 * Not part of `npm run bench` (a cold dev compile takes a minute or more; run it on its own).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP_CHROMIUM } from './chromium';
import { benchLogin } from './bench-login';
import { freePort } from './freePort';
import { liveScreen } from './liveScreen';

const root = path.resolve(__dirname, '..');

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

async function main() {
  if (process.env.BENCH_START_WARM !== '1') {
    for (const dir of ['node_modules/.cache/webpack', 'node_modules/.cache/mfsu', 'src/.umi'])
      fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  const dev = spawn('npx', ['umi', 'dev'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BROWSER: 'none', API_TARGET: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  dev.stdout?.on('data', () => undefined);
  const deadline = t0 + Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000);
  const browser = await chromium.launch({
    executablePath: DESKTOP_CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    await answered(`${base}/`, deadline);
    const answerMs = Date.now() - t0;
    const page = await browser.newPage();
    page.setDefaultTimeout(Math.max(1, deadline - Date.now()));
    // The login form: umi's loading page reloads itself into the app when the compile is done.
    await page.goto(`${base}/#/login`);
    await page.getByTestId('captcha-image').locator('img').waitFor();
    const loginMs = Date.now() - t0;
    await benchLogin(page, base, { navigate: false });
    const consoleMs = Date.now() - t0;
    // Screens live (issue 21): a screen saved through the studio's tooling save, until its entry is in
    // the side menu of this open console (the system area, its 系统设置 group open).
    await page.goto(`${base}/#/dict-horizontal/index`);
    await page.locator('.ant-menu-submenu-open > .ant-menu-submenu-title', { hasText: '系统设置' }).waitFor();
    const live = liveScreen();
    let saveToMenuMs: number;
    try {
      const saved = Date.now();
      await live.save(base);
      await page.getByTestId('side-menu').getByText(live.title, { exact: true }).waitFor();
      saveToMenuMs = Date.now() - saved;
    } finally {
      live.remove();
    }
    const result = { answerMs, loginMs, consoleMs, saveToMenuMs, cold: process.env.BENCH_START_WARM !== '1', node: process.version };
    console.log(JSON.stringify(result));
    fs.writeFileSync(path.join(root, 'bench-start.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
