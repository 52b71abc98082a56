/**
 * Builds the console (unless E2E_SKIP_BUILD=1 and dist/ exists), serves it with the mock gateway
 * on a free port and hands the address to the tests. E2E_BASE_URL=http://... tests a running
 * server instead (e.g. `npm run serve` against a real gateway).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildForTests } from '../../scripts/build-for-tests';
import { freePort } from '../../scripts/freePort';

const root = path.resolve(__dirname, '../..');

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not answer within ${ms} ms`);
}

let server: ChildProcess | undefined;
let studioGit = '';

/**
 * A git directory for the studio's commits (studio/git.ts STUDIO_GIT_DIR), with the project as
 * its work tree and schemas/ and mock/ as they are now as its first commit: an approval in a browser
 * test commits there, and the test reads its log.
 */
function studioGitDir(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bbn-e2e-git-')), 'studio.git');
  const env = { ...process.env, GIT_DIR: dir, GIT_WORK_TREE: root, GIT_INDEX_FILE: path.join(dir, 'index') };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '-A', '--', 'schemas', 'mock');
  git('-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', 'commit', '--quiet', '-m', 'the project as the browser tests start');
  return dir;
}

export default async function setup(project: TestProject) {
  let base = process.env.E2E_BASE_URL;
  if (!base) {
    const haveDist = fs.existsSync(path.join(root, 'dist/index.html'));
    if (!(process.env.E2E_SKIP_BUILD === '1' && haveDist)) buildForTests();
    const port = await freePort();
    studioGit = studioGitDir();
    server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
      cwd: root,
      // The tests read captchas and verify codes through the mock's development endpoints; the mock
      // starts from its seed in memory, never from (or into) a developer's .mock-state/.
      env: {
        ...process.env,
        PORT: String(port),
        API_TARGET: '',
        MOCK_DEV_ENDPOINTS: '1',
        MOCK_CAPTCHAS_PER_MINUTE: '5000',
        MOCK_STATE: 'memory',
        MOCK_IP_FAILURES: '1000',
        // The studio commits approved screen changes into a git directory of this run, never the developer's repository.
        STUDIO_GIT_DIR: studioGit,
        STUDIO_GIT_BRANCH: '',
        STUDIO_GIT_REMOTE: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/`, 60_000);
  }
  project.provide('baseUrl', base);
  project.provide('studioGitDir', studioGit);
  // The signed-in sessions login() keeps per account and worker (tests/e2e/harness.ts), for this run only.
  const authDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbn-e2e-sessions-'));
  project.provide('authDir', authDir);
  return async () => {
    fs.rmSync(authDir, { recursive: true, force: true });
    if (studioGit) fs.rmSync(path.dirname(studioGit), { recursive: true, force: true });
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    authDir: string;
    /** The git directory the studio commits to in this run ('' against E2E_BASE_URL). */
    studioGitDir: string;
  }
}
