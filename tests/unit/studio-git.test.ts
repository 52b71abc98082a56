/**
 * The studio's git (studio/git.ts) on temporary repositories: a commit with its author and
 * committer that leaves the working copy and `git status` clean, another branch, a push to a local
 * bare remote, a refused push that changes nothing, a detached or missing repository, uncommitted
 * edits found, and a file's history read back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitFiles, committedText, fileLog, gitTarget, GitRefusal, textAt, uncommitted } from '../../studio/git';
import { git, initRepo } from './gitRepo';

let tmp: string;
let repo: string;
const chanpin = { name: '陈品', email: 'chanpin@bbn.example.cn' };
const admin = { name: '王建国', email: 'admin@bbn.example.cn' };
const file = () => path.join(repo, 'schemas', 'a.json');

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-git-'));
  repo = path.join(tmp, 'repo');
  fs.mkdirSync(path.join(repo, 'schemas'), { recursive: true });
  fs.writeFileSync(file(), '{"a": 1}\n');
  initRepo(repo);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof GitRefusal) return e.code;
    throw e;
  }
  return 'none';
};

// Each test runs a few dozen git commands: on a loaded two-core machine more than the default 30 s.
describe('studio git', { timeout: 120_000 }, () => {
  it('commits the files on the checked-out branch with author and committer, git status stays clean', () => {
    const t = gitTarget(path.join(repo, 'schemas'));
    expect(t).toMatchObject({ top: fs.realpathSync(repo), branch: 'main', current: true });
    fs.writeFileSync(file(), '{"a": 2}\n');
    const sha = commitFiles(t, new Map([[file(), '{"a": 2}\n']]), chanpin, admin, '页面 A: 字段 a 改为 2\n\nReviewed-by: 王建国 <admin@bbn.example.cn>\n');
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(sha);
    expect(git(repo, 'log', '-1', '--format=%an <%ae>|%cn <%ce>|%s')).toBe('陈品 <chanpin@bbn.example.cn>|王建国 <admin@bbn.example.cn>|页面 A: 字段 a 改为 2');
    expect(git(repo, 'status', '--porcelain')).toBe('');
    expect(committedText(gitTarget(repo), 'schemas/a.json')).toBe('{"a": 2}\n');
    const log = fileLog(gitTarget(repo), file());
    expect(log.map((v) => [v.author, v.approver, v.summary])).toEqual([
      ['陈品', '王建国', '页面 A: 字段 a 改为 2'],
      ['Setup', 'Setup', 'setup'],
    ]);
    expect(textAt(gitTarget(repo), log[1].id, file())).toBe('{"a": 1}\n');
    expect(textAt(gitTarget(repo), 'deadbeef', file())).toBeUndefined();
  });

  it('commits to another branch when configured, leaving the checked-out one as it was', () => {
    git(repo, 'branch', 'screens');
    const head = git(repo, 'rev-parse', 'HEAD');
    const t = gitTarget(repo, { branch: 'screens' });
    expect(t.current).toBe(false);
    commitFiles(t, new Map([[file(), '{"a": 3}\n']]), chanpin, admin, 'change');
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(repo, 'show', 'screens:schemas/a.json')).toBe('{"a": 3}');
    expect(refusal(() => gitTarget(repo, { branch: 'nowhere' }))).toBe('noBranch');
  });

  it('pushes to the configured remote; a refused push changes nothing', () => {
    const remote = path.join(tmp, 'remote.git');
    fs.mkdirSync(remote);
    initRepo(remote, { bare: true });
    git(repo, 'push', '--quiet', remote, 'main');
    const t = gitTarget(repo, { remote });
    const sha = commitFiles(t, new Map([[file(), '{"a": 4}\n']]), chanpin, admin, 'pushed');
    expect(git(remote, 'rev-parse', 'main')).toBe(sha);

    // The remote moved on (someone else pushed): the push is refused, the local branch stays.
    const other = path.join(tmp, 'other');
    git(tmp, 'clone', '--quiet', remote, other);
    git(other, 'config', 'user.name', 'Other');
    git(other, 'config', 'user.email', 'other@example.cn');
    git(other, 'commit', '--quiet', '--allow-empty', '-m', 'elsewhere');
    git(other, 'push', '--quiet', 'origin', 'main');
    const before = git(repo, 'rev-parse', 'HEAD');
    expect(refusal(() => commitFiles(gitTarget(repo, { remote }), new Map([[file(), '{"a": 5}\n']]), chanpin, admin, 'refused'))).toBe('push');
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(before);
    expect(refusal(() => commitFiles(gitTarget(repo, { remote: path.join(tmp, 'missing.git') }), new Map([[file(), '{}\n']]), chanpin, admin, 'x'))).toBe(
      'push',
    );
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(before);
  });

  it('finds uncommitted edits, and refuses a detached or missing repository', () => {
    const t = gitTarget(repo);
    expect(uncommitted(t, [file(), path.join(repo, 'schemas', 'new.json')])).toEqual([]);
    fs.writeFileSync(file(), '{"a": "edited by hand"}\n');
    fs.writeFileSync(path.join(repo, 'schemas', 'new.json'), '{}\n');
    expect(uncommitted(t, [file(), path.join(repo, 'schemas', 'new.json')])).toEqual([file(), path.join(repo, 'schemas', 'new.json')]);

    git(repo, 'checkout', '--quiet', '--detach');
    expect(refusal(() => gitTarget(repo))).toBe('detached');
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-nogit-'));
    try {
      expect(refusal(() => gitTarget(bare))).toBe('noRepo');
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('uses a separate git directory with the project as its work tree', () => {
    const gitDir = path.join(tmp, 'side.git');
    const work = path.join(tmp, 'work');
    fs.mkdirSync(path.join(work, 'schemas'), { recursive: true });
    fs.writeFileSync(path.join(work, 'schemas', 'a.json'), '{}\n');
    git(tmp, 'init', '--quiet', '--initial-branch=main', '--separate-git-dir', gitDir, path.join(tmp, 'scratch'));
    const t = gitTarget(work, { gitDir });
    expect(t.tip).toBeNull();
    commitFiles(t, new Map([[path.join(work, 'schemas', 'a.json'), '{}\n']]), chanpin, admin, 'first');
    expect(fileLog(gitTarget(work, { gitDir }), path.join(work, 'schemas', 'a.json')).map((v) => v.summary)).toEqual(['first']);
  });
});
