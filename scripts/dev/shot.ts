import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP_CHROMIUM } from '../chromium';
(async () => {
  const b = await chromium.launch({
    executablePath: DESKTOP_CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const p = await b.newPage();
  p.on('console', (m) => console.log('console:', m.type(), m.text()));
  p.on('pageerror', (e) => console.log('pageerror:', e.message));
  p.on('requestfailed', (r) => console.log('failed:', r.url()));
  await p.goto(process.argv[2] || 'http://127.0.0.1:8123/#/login');
  await p.waitForTimeout(3000);
  await p.screenshot({ path: '/tmp/shot.png' });
  await b.close();
})();
