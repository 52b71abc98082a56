/**
 * The production build the browser tests run against: `umi build` with the frame allow-list the
 * /myiframe tests need (security.e2e.test.ts frames this origin).
 *
 * tests/e2e/global-setup.ts calls it before a browser run (unless E2E_SKIP_BUILD=1 and dist/
 * exists). `npm test` runs it as `npm run build:e2e` beside the checks and the unit tests, which
 * leave one of a two-core machine's cores idle for most of their time, then runs the browser
 * tests on that dist/ with E2E_SKIP_BUILD=1.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const E2E_FRAME_ORIGINS = 'http://frame.example';
const root = path.resolve(__dirname, '..');

export function buildForTests() {
  const r = spawnSync('npx', ['umi', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', FRAME_ORIGINS: E2E_FRAME_ORIGINS },
  });
  if (r.status !== 0) throw new Error('umi build failed');
}

if (require.main === module) buildForTests();
