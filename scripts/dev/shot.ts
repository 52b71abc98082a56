import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
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
