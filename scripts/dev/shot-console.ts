// Development aid: log in as admin and screenshot a console route. Usage: tsx scripts/dev/shot-console.ts http://127.0.0.1:8124 /system/param /tmp/x.png
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP_CHROMIUM } from '../chromium';

(async () => {
  const [base, route, out = '/tmp/console.png'] = process.argv.slice(2);
  const b = await chromium.launch({
    executablePath: DESKTOP_CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const p = await b.newPage({ viewport: { width: 1366, height: 860 } });
  p.on('pageerror', (e) => console.log('pageerror:', e.message));
  await p.goto(`${base}/#/login`);
  await p.getByTestId('captcha-image').locator('img').waitFor();
  const key = await p.getByTestId('captcha-image').getAttribute('data-key');
  const code = ((await (await fetch(`${base}/api/__dev/captcha/${key}`)).json()) as any).code;
  await p.getByTestId('login-username').fill('admin');
  await p.getByTestId('login-password').fill('Admin@123');
  await p.getByTestId('login-captcha').fill(code);
  await p.getByTestId('login-submit').click();
  await p.getByTestId('console-home').waitFor();
  await p.goto(`${base}/#${route}`);
  await p.waitForTimeout(2500);
  console.log('url:', p.url());
  await p.screenshot({ path: out });
  await b.close();
})();
