/** A temporary git repository for the studio's tests: the tests never commit to the project's own. */
import { execFileSync } from 'node:child_process';

const ENV: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' };
delete ENV.GIT_DIR;
delete ENV.GIT_INDEX_FILE;
delete ENV.GIT_WORK_TREE;

/** Runs git in `cwd` and answers its output. */
export const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }).trim();

/** `git init` in `dir` on branch main, everything in it committed by "Setup". */
export function initRepo(dir: string, opts: { bare?: boolean } = {}): void {
  git(dir, 'init', '--quiet', '--initial-branch=main', ...(opts.bare ? ['--bare'] : []));
  if (opts.bare) return;
  git(dir, 'config', 'user.name', 'Setup');
  git(dir, 'config', 'user.email', 'setup@example.cn');
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '--allow-empty', '-m', 'setup');
}
