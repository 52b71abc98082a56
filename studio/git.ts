/**
 * Git for the screen studio (docs/studio.md, "From the studio to production"): an approved change
 * becomes one commit in the repository the development server runs in, and a screen's history is
 * the git log of its file.
 *
 * A commit is built apart from the working copy and the developer's index (a temporary index read
 * from the branch's tip, the changed files' blobs put in it, `git commit-tree`), pushed first when a
 * remote is configured, and only then the branch moved with a compare-and-swap (`git update-ref
 * <branch> <new> <old>`): a refused push or a branch that moved meanwhile leaves the repository as it
 * was. Configuration (environment of `npm start`):
 *   STUDIO_GIT_BRANCH   the branch to commit to (default: the one checked out)
 *   STUDIO_GIT_REMOTE   a remote to push that branch to after each commit (default: none)
 *   STUDIO_GIT_DIR      another git directory to use with the project as its work tree (the browser
 *                       tests give a temporary one, so they never commit to the developer's repository)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface GitConfig {
  /** The branch to commit to; default: the one checked out. */
  branch?: string;
  /** A remote (name or URL) to push the branch to after each commit. */
  remote?: string;
  /** A git directory to use with `cwd` as its work tree (default: the repository `cwd` is in). */
  gitDir?: string;
}

/** The configuration of the development server (its environment). */
export const gitConfigFromEnv = (env = process.env): GitConfig => ({
  branch: env.STUDIO_GIT_BRANCH || undefined,
  remote: env.STUDIO_GIT_REMOTE || undefined,
  gitDir: env.STUDIO_GIT_DIR || undefined,
});

/** Why git refused: the approver is told in words (src/locales/*\/studio.ts `studio.git.<code>`), `detail` is git's own. */
export type GitProblem = 'noRepo' | 'detached' | 'noBranch' | 'dirty' | 'push' | 'moved' | 'failed';
export class GitRefusal extends Error {
  constructor(
    public readonly code: GitProblem,
    public readonly detail = '',
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
  }
}

export interface Person {
  name: string;
  email: string;
}

/** Where a commit goes: the work tree's top, the branch, its tip (null: no commit yet) and whether it is the checked-out one. */
export interface Target {
  top: string;
  branch: string;
  tip: string | null;
  current: boolean;
  env: NodeJS.ProcessEnv;
  remote?: string;
}

const ZERO = '0000000000000000000000000000000000000000';

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv, input?: string): string {
  return execFileSync('git', args, { cwd, env, input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}
const stderrOf = (e: any) => String(e?.stderr || e?.message || e).trim();

/** The repository `cwd` is in (or the configured git directory), and the branch a commit goes to. */
export function gitTarget(cwd: string, config: GitConfig = {}): Target {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
  delete env.GIT_INDEX_FILE;
  if (config.gitDir) Object.assign(env, { GIT_DIR: path.resolve(config.gitDir), GIT_WORK_TREE: path.resolve(cwd) });
  else delete env.GIT_DIR;
  let top: string;
  try {
    top = config.gitDir ? path.resolve(cwd) : run(cwd, ['rev-parse', '--show-toplevel'], env).trim();
    if (config.gitDir) run(cwd, ['rev-parse', '--git-dir'], env);
  } catch (e) {
    throw new GitRefusal('noRepo', stderrOf(e));
  }
  let checkedOut: string | null;
  try {
    checkedOut = run(top, ['symbolic-ref', '--quiet', '--short', 'HEAD'], env).trim();
  } catch {
    checkedOut = null;
  }
  const branch = config.branch ?? checkedOut;
  if (!branch) throw new GitRefusal('detached');
  try {
    run(top, ['check-ref-format', '--branch', branch], env);
  } catch (e) {
    throw new GitRefusal('noBranch', stderrOf(e));
  }
  let tip: string | null;
  try {
    tip = run(top, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`], env).trim() || null;
  } catch {
    tip = null;
  }
  // Another branch than the checked-out one must exist: the commit's parent is its tip.
  if (!tip && branch !== checkedOut) throw new GitRefusal('noBranch', branch);
  return { top, branch, tip, current: branch === checkedOut, env, remote: config.remote };
}

/** A file's text at the branch's tip (path relative to the work tree's top), null when it is not there. */
export function committedText(t: Target, rel: string): string | null {
  if (!t.tip) return null;
  try {
    return run(t.top, ['show', `${t.tip}:${rel}`], t.env);
  } catch {
    return null;
  }
}

/**
 * The files (absolute paths under the work tree) whose text on disk differs from the branch's tip:
 * someone's uncommitted edits, which a commit of the studio would take in silently.
 */
export function uncommitted(t: Target, files: string[]): string[] {
  return files.filter((f) => {
    const disk = fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : null;
    return disk !== committedText(t, relOf(t, f));
  });
}

export const relOf = (t: Target, abs: string) => path.relative(t.top, abs).split(path.sep).join('/');

/**
 * One commit of `files` (absolute path -> text, null for a removed file) on the target branch, with
 * `author` and `committer`; pushed to the remote first when one is configured. Returns its id.
 * Throws a GitRefusal and changes nothing when git refuses.
 */
export function commitFiles(t: Target, files: Map<string, string | null>, author: Person, committer: Person, message: string): string {
  const index = path.join(os.tmpdir(), `studio-index-${process.pid}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
  const env = { ...t.env, GIT_INDEX_FILE: index };
  try {
    let sha: string;
    try {
      run(t.top, t.tip ? ['read-tree', t.tip] : ['read-tree', '--empty'], env);
      for (const [abs, text] of files) {
        const rel = relOf(t, abs);
        if (text === null) run(t.top, ['update-index', '--force-remove', '--', rel], env);
        else {
          const blob = run(t.top, ['hash-object', '-w', '--stdin'], env, text).trim();
          run(t.top, ['update-index', '--add', '--cacheinfo', `100644,${blob},${rel}`], env);
        }
      }
      const tree = run(t.top, ['write-tree'], env).trim();
      const people = {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
      };
      sha = run(t.top, ['commit-tree', tree, ...(t.tip ? ['-p', t.tip] : []), '-F', '-'], { ...env, ...people }, message).trim();
    } catch (e) {
      throw new GitRefusal('failed', stderrOf(e));
    }
    if (t.remote) {
      try {
        run(t.top, ['push', '--quiet', t.remote, `${sha}:refs/heads/${t.branch}`], t.env);
      } catch (e) {
        throw new GitRefusal('push', stderrOf(e));
      }
    }
    try {
      run(t.top, ['update-ref', '-m', 'studio: approved change', `refs/heads/${t.branch}`, sha, t.tip ?? ZERO], t.env);
    } catch (e) {
      throw new GitRefusal('moved', stderrOf(e));
    }
    // The checked-out branch moved: its index takes the committed files, so `git status` stays clean.
    if (t.current)
      for (const [abs, text] of files) {
        const rel = relOf(t, abs);
        try {
          if (text === null) run(t.top, ['update-index', '--force-remove', '--', rel], t.env);
          else run(t.top, ['update-index', '--add', '--cacheinfo', `100644,${run(t.top, ['hash-object', '--stdin'], t.env, text).trim()},${rel}`], t.env);
        } catch {
          // The commit stands; a stale index entry only shows in `git status` until the next `git add`.
        }
      }
    return sha;
  } finally {
    fs.rmSync(index, { force: true });
  }
}

/** One commit of a file's history. */
export interface FileVersion {
  id: string;
  author: string;
  authorEmail: string;
  /** Who approved it: the committer, or the `Reviewed-by:` trailer's name when there is one. */
  approver: string;
  at: string;
  summary: string;
  /** Published directly by an administrator (`Published-directly-by:` trailer). */
  direct: boolean;
}

const FIELD = '\x1f';
const RECORD = '\x1e';

/** The last `max` commits of the branch that changed the file (newest first). */
export function fileLog(t: Target, abs: string, max = 50): FileVersion[] {
  if (!t.tip) return [];
  const out = run(
    t.top,
    ['log', `-n${max}`, `--format=%H${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%cI${FIELD}%s${FIELD}%b${RECORD}`, t.tip, '--', relOf(t, abs)],
    t.env,
  );
  return out
    .split(RECORD)
    .map((r) => r.replace(/^\n/, ''))
    .filter((r) => r.trim())
    .map((r) => {
      const [id, author, authorEmail, committer, at, summary, body = ''] = r.split(FIELD);
      const reviewed = /^Reviewed-by:\s*(.+?)\s*(<[^>]*>)?\s*$/m.exec(body);
      const direct = /^Published-directly-by:/m.test(body);
      return { id, author, authorEmail, approver: reviewed?.[1] ?? (direct ? author : committer), at, summary, direct };
    });
}

/** The file's text at a commit of its history; undefined when the commit is not one of the branch's. */
export function textAt(t: Target, id: string, abs: string): string | null | undefined {
  if (!/^[0-9a-f]{7,40}$/.test(id) || !t.tip) return undefined;
  try {
    run(t.top, ['merge-base', '--is-ancestor', id, t.tip], t.env);
  } catch {
    return undefined;
  }
  try {
    return run(t.top, ['show', `${id}:${relOf(t, abs)}`], t.env);
  } catch {
    return null;
  }
}
