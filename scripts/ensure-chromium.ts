/**
 * Browser tests need Debian's Chromium (never a downloaded browser) and a CJK font. As root it
 * installs them with apt; otherwise it says exactly what to install.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const fontOk = () => {
  try {
    return /wqy|WenQuanYi/i.test(execSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
};

if (fs.existsSync(chromium) && fontOk()) process.exit(0);
const cmd = 'apt-get update && apt-get install -y chromium fonts-wqy-microhei';
if (process.getuid?.() === 0) {
  console.log(`[ensure-chromium] installing: ${cmd}`);
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} else {
  console.error(`[ensure-chromium] Chromium or the CJK font is missing. Install them as root:\n  sudo sh -c '${cmd}'`);
  process.exit(1);
}
