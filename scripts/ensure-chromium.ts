/**
 * Browser tests need Debian's Chromium headless shell (never a downloaded browser, scripts/chromium.ts) and a CJK font; the
 * production-serving test (tests/e2e/nginx.e2e.test.ts) Debian's nginx and its brotli module. As
 * root it installs them with apt; otherwise it says exactly what to install (without nginx that
 * one test file is skipped, the rest run).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { TEST_CHROMIUM } from './chromium';

const fontOk = () => {
  try {
    return /wqy|WenQuanYi/i.test(execSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
};

const nginxOk = () => fs.existsSync('/usr/sbin/nginx') && fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
if (fs.existsSync(TEST_CHROMIUM) && fontOk() && nginxOk()) process.exit(0);
if (fs.existsSync(TEST_CHROMIUM) && fontOk() && process.getuid?.() !== 0) {
  console.warn('[ensure-chromium] nginx is missing: tests/e2e/nginx.e2e.test.ts is skipped. As root: apt-get install -y nginx libnginx-mod-http-brotli-filter');
  process.exit(0);
}
const cmd = 'apt-get update && apt-get install -y chromium-headless-shell fonts-wqy-microhei nginx libnginx-mod-http-brotli-filter';
if (process.getuid?.() === 0) {
  console.log(`[ensure-chromium] installing: ${cmd}`);
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} else {
  console.error(`[ensure-chromium] Chromium or the CJK font is missing. Install them as root:\n  sudo sh -c '${cmd}'`);
  process.exit(1);
}
