/**
 * The benchmark's login, shared by every timed page: the /#/login form filled as a user does, the
 * captcha read from the mock's development endpoint (bench.ts starts the mock with
 * MOCK_DEV_ENDPOINTS=1). Returns on the console home. A page already signed in (Lighthouse keeps
 * cookies between audits) is left as it is.
 */
import type { Page } from 'playwright-core';

export async function benchLogin(page: Page, base: string, { navigate = true } = {}) {
  if (navigate) await page.goto(`${base}/#/login`);
  const home = page.getByTestId('console-home');
  await home.or(page.getByTestId('captcha-image').locator('img')).first().waitFor();
  if (await home.isVisible()) return;
  const key = (await page.getByTestId('captcha-image').getAttribute('data-key')) ?? '';
  const code = ((await (await fetch(`${base}/api/__dev/captcha/${key}`)).json()) as any).code as string;
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('Admin@123');
  await page.getByTestId('login-captcha').fill(code);
  await page.getByTestId('login-submit').click();
  await home.waitFor();
}
