/**
 * The studio's development endpoints (studio/router.ts, changes.ts) on a temporary copy
 * of schemas/ in a git repository of the test's own: product staff submit a change for review, an
 * administrator other than its author approves it (one commit: author the requester, committer the
 * approver, `Reviewed-by:` and the smoke test's result) or refuses it with a reason; the author
 * withdraws or amends; an administrator's own change is published directly; the history is the
 * file's git log. A stale base answers 409, uncommitted edits and a failed push refuse, and nothing
 * is half-written. Messages and 操作日志 are read back through the gateway as the users see them.
 */
import express from 'express';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, initRepo } from './gitRepo';
import { session, type Session } from './mockServer';

const nodeRequire = createRequire(import.meta.url);
process.env.MOCK_DEV_ENDPOINTS = '1';
// The mock and the studio's endpoints share the mock's tables and sessions: both loaded as `npm start` loads them.
const { SCHEMAS_DIR } = nodeRequire('../../config/schemaFiles.ts');
const mock = nodeRequire('../../mock/index.ts');
const { devRouters } = nodeRequire('../../studio/devRouters.ts');
const { studioRouter, textHash, HISTORY_SIZE } = nodeRequire('../../studio/router.ts');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-'));
const root = path.join(tmp, 'schemas');
const seedFile = path.join(tmp, 'mock', '_seed', 'menus.json');
let base = '';
let close = () => {};
/** The screens the smoke test was asked about (the real one: tests/unit/studio-smoke.test.ts); `failing` makes it fail. */
const smoked: string[] = [];
let failing = false;
const smoke = async (s: { key: string }) => {
  smoked.push(s.key);
  return failing
    ? { passed: false, steps: [{ step: 'list' as const, result: 'failed' as const, detail: '接口不存在' }] }
    : { passed: true, steps: [{ step: 'list' as const, result: 'passed' as const, detail: '' }] };
};
/** The git settings of the studio under test (a test sets a remote). */
const gitConfig: { remote?: string } = {};
const admin = {} as Session;
const chanpin = {} as Session;
let admin2: Session;

beforeAll(async () => {
  fs.cpSync(SCHEMAS_DIR, root, { recursive: true });
  fs.mkdirSync(path.dirname(seedFile), { recursive: true });
  fs.copyFileSync(nodeRequire('../../mock/_lib/menus.ts').MENU_SEED_FILE, seedFile);
  initRepo(tmp);
  const app = express();
  app.use(studioRouter(root, { seedFile, smoke, git: gitConfig }));
  const router = mock.createMockRouter();
  app.use(router);
  const server = await new Promise<ReturnType<typeof app.listen>>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    router.close?.();
    server.close();
  };
  Object.assign(admin, await session(base));
  Object.assign(chanpin, await session(base, 'chanpin', 'Chanpin@123'));
  // The second administrator of the seed.
  admin2 = await session(base, 'shenhe', 'Shenhe@123');
}, 60_000);
afterAll(() => {
  close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const call = async (who: Session | null, method: 'GET' | 'POST', url: string, body?: unknown) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (who) headers.Auth = `bearer ${who.token.access_token}`;
  const r = await fetch(`${base}/api/__dev/studio${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: r.status, body: await r.json() };
};
const get = async (url: string, who: Session | null = admin) => (await call(who, 'GET', url)).body;
const FILE = () => path.join(root, 'system/param.json');
const DISK = () => fs.readFileSync(FILE(), 'utf8');
const opened = async () => (await get('/file?path=system/param.json')).data as { text: string; hash: string };
const lastCommit = (format: string) => git(tmp, 'log', '-1', `--format=${format}`, '--', 'schemas/system/param.json');
const relabel = (text: string, from: string, to: string) => text.replace(`"zh-CN": "${from}"`, `"zh-CN": "${to}"`);

// The publishes run git and the whole-directory check: on a loaded two-core machine more than the default 30 s.
describe('studio development endpoints', { timeout: 120_000 }, () => {
  it('are mounted only with MOCK_DEV_ENDPOINTS=1', () => {
    const before = process.env.MOCK_DEV_ENDPOINTS;
    process.env.MOCK_DEV_ENDPOINTS = '';
    expect(devRouters()).toHaveLength(0);
    process.env.MOCK_DEV_ENDPOINTS = '1';
    expect(devRouters()).toHaveLength(1);
    process.env.MOCK_DEV_ENDPOINTS = before;
  });

  it('refuse paths outside schemas/ and the meta-schema, writing nothing', async () => {
    const publish = (p: string) => call(admin, 'POST', '/publish', { path: p, text: '{}', baseHash: null, words: ['x'] });
    expect(await publish('../package.json')).toMatchObject({ status: 400, body: { msg: '文件路径只能是 schemas/ 下的相对路径' } });
    expect(await publish('/tmp/x.json')).toMatchObject({ status: 400, body: { msg: '文件路径只能是 schemas/ 下的相对路径' } });
    expect(await publish('screen.schema.json')).toMatchObject({ status: 400, body: { msg: '不能修改页面格式的元模式文件' } });
    expect((await get('/file?path=../package.json')).msg).toBe('文件路径只能是 schemas/ 下的相对路径');
    expect(fs.existsSync(path.join(tmp, 'package.json'))).toBe(false);
  });

  it('let only a signed-in administrator publish directly: recorded as such, one commit, in the history', async () => {
    const { text, hash } = await opened();
    const edited = relabel(text, '参数名称', '参数的名称');
    const body = { path: 'system/param.json', text: edited, baseHash: hash, words: ['列 参数的名称 名称 参数名称 -> 参数的名称'] };
    expect(await call(null, 'POST', '/publish', body)).toMatchObject({ status: 401, body: { msg: '请先登录' } });
    expect(await call(chanpin, 'POST', '/publish', body)).toMatchObject({ status: 403, body: { msg: '只有管理员可以直接发布，请提交审核' } });
    // A failing smoke test publishes nothing.
    failing = true;
    expect(await call(admin, 'POST', '/publish', body)).toMatchObject({
      status: 400,
      body: { msg: '冒烟测试未通过，未发布', data: { smoke: { passed: false, steps: [{ step: 'list', result: 'failed', detail: '接口不存在' }] } } },
    });
    expect(DISK()).toBe(text);
    failing = false;
    const r = await call(admin, 'POST', '/publish', body);
    expect(r).toMatchObject({ status: 200, body: { msg: '已发布', data: { hash: textHash(edited), smoke: { passed: true } } } });
    expect(DISK()).toBe(edited);
    expect(lastCommit('%H')).toBe(r.body.data.commit);
    expect(lastCommit('%an <%ae>|%cn|%s')).toBe('王建国 <admin@bbn.example.cn>|王建国|页面 参数管理：列 参数的名称 名称 参数名称 -> 参数的名称');
    expect(lastCommit('%b')).toContain('Smoke-test: 通过（打开列表 通过）\nPublished-directly-by: 王建国 <admin@bbn.example.cn>');
    expect(git(tmp, 'status', '--porcelain')).toBe('');
    const versions = (await get('/history?path=system/param.json')).data;
    expect(versions.map((v: any) => [v.author, v.approver, v.direct, v.summary])).toEqual([
      ['王建国', '王建国', true, '页面 参数管理：列 参数的名称 名称 参数名称 -> 参数的名称'],
      ['Setup', 'Setup', false, 'setup'],
    ]);
    expect(Date.now() - Date.parse(versions[0].at)).toBeLessThan(60_000);
    expect((await get(`/version?path=system/param.json&id=${versions[0].id}`)).data.text).toBe(edited);
    expect((await get(`/version?path=system/param.json&id=${versions[1].id}`)).data.text).toBe(text);
    // In 操作日志 with the screen's menu name.
    const log = await admin.get('/sfbn-log/operation/list', { title: '参数管理', current: 1, size: 10 });
    expect(log.data.records[0]).toMatchObject({ title: '页面变更 直接发布：参数管理', operator: 'admin' });
  });

  it('edit a base or fragment through the screens that use it: listed with them, checked in each, published without a smoke test', async () => {
    const PART = 'resource/_sms-fields.json';
    const partFile = path.join(root, PART);
    const before = fs.readFileSync(partFile, 'utf8');
    // A screen composed of parts checks clean as it stands (its "$schema" is the parts' format; the
    // studio's check once judged it against the whole screen's and refused it).
    const sms = fs.readFileSync(path.join(root, 'resource/sms.json'), 'utf8');
    expect((await call(admin, 'POST', '/check', { path: 'resource/sms.json', text: sms })).body.data.problems).toEqual([]);
    // Listed apart from the screens, with the screens whose composition reads it.
    const parts = (await get('/parts')).data as { path: string; usedBy: { path: string; title: { 'zh-CN': string } }[] }[];
    expect(parts.find((p) => p.path === PART)?.usedBy.map((u) => [u.path, u.title['zh-CN']])).toEqual([
      ['resource/sms-add.json', '新增短信配置'],
      ['resource/sms-edit.json', '编辑短信配置'],
      ['resource/sms.json', '短信配置'],
    ]);
    // A broken edit is named in the part, at its pointer, for every screen it would break.
    const broken = await call(admin, 'POST', '/check', { path: PART, text: before.replace('"widget": "select"', '"widget": "selekt"') });
    expect(broken.body.data.problems).toEqual([{ file: `schemas/${PART}`, pointer: '/0/widget', message: expect.stringContaining('"selekt" is not allowed') }]);
    // A good edit: each screen composed before and after it; the preview shows the one with a list.
    const edited = before.replace('"zh-CN": "服务类型"', '"zh-CN": "短信服务类型"');
    const checked = (await call(admin, 'POST', '/check', { path: PART, text: edited })).body.data;
    expect(checked.problems).toEqual([]);
    expect(checked.users.map((u: any) => [u.path, u.before.fields[0].label['zh-CN'], u.after.fields[0].label['zh-CN']])).toEqual([
      ['resource/sms-add.json', '服务类型', '短信服务类型'],
      ['resource/sms-edit.json', '服务类型', '短信服务类型'],
      ['resource/sms.json', '服务类型', '短信服务类型'],
    ]);
    expect(checked.json.title['zh-CN']).toBe('短信配置');
    // Refused at publish when a screen would break, nothing written.
    const hash = textHash(before);
    const publish = (text: string) =>
      call(admin, 'POST', '/publish', { path: PART, text, baseHash: hash, words: ['短信配置：字段 服务类型 名称 服务类型 -> 短信服务类型'] });
    expect(await publish(before.replace('"widget": "select"', '"widget": "selekt"'))).toMatchObject({ status: 400, body: { msg: '文件有问题，未保存' } });
    expect(fs.readFileSync(partFile, 'utf8')).toBe(before);
    // Published as one commit named by the file, with no smoke test run.
    const asked = smoked.length;
    const r = await publish(edited);
    expect(r).toMatchObject({ status: 200, body: { msg: '已发布', data: { smoke: null } } });
    expect(smoked.length).toBe(asked);
    expect(fs.readFileSync(partFile, 'utf8')).toBe(edited);
    expect(git(tmp, 'log', '-1', '--format=%s', '--', `schemas/${PART}`)).toBe(`公共部分 ${PART}：短信配置：字段 服务类型 名称 服务类型 -> 短信服务类型`);
    expect(git(tmp, 'log', '-1', '--format=%b', '--', `schemas/${PART}`)).toContain('Smoke-test: 未运行');
    expect(git(tmp, 'status', '--porcelain')).toBe('');
  });

  it('take a change for review: administrators are told with a link, the author amends one request, withdraws it', async () => {
    const { text, hash } = await opened();
    const submit = (t: string, words: string[], who = chanpin) =>
      call(who, 'POST', '/change/submit', { path: 'system/param.json', text: t, baseHash: hash, words, wordsEn: words.map((w) => `en ${w}`) });
    const count = async () => (await admin2.get('/sfbn-system/messagePending/getCount')).data;
    const before = await count();
    const first = await submit(relabel(text, '参数的名称', '参数名'), ['列 参数名 名称 参数的名称 -> 参数名']);
    // The header's counter follows.
    expect(await count()).toBe(before + 1);
    expect(first).toMatchObject({ status: 200, body: { msg: '已提交审核', data: { amended: false } } });
    const id = first.body.data.id;
    expect(DISK()).toBe(text);
    // Both administrators have it in 待办事项, with the way to the review.
    for (const who of [admin, admin2]) {
      const pending = await who.get('/sfbn-system/messagePending/page', { current: 1, size: 5 });
      expect(pending.data.records[0]).toMatchObject({ title: '页面变更待审核：参数管理', link: `/tool/studio?change=${id}`, isRead: 0 });
      expect(pending.data.records[0].content).toContain('列 参数名 名称 参数的名称 -> 参数名');
    }
    // Amending keeps one request.
    const amended = await submit(relabel(text, '参数的名称', '参数名字'), ['列 参数名字 名称 参数的名称 -> 参数名字']);
    expect(amended).toMatchObject({ status: 200, body: { msg: '已修改待审核的变更', data: { id, amended: true } } });
    const mine = (await get('/change/page?current=1&size=50&status=1', chanpin)).data;
    expect(mine.records.filter((r: any) => r.path === 'system/param.json')).toHaveLength(1);
    expect(mine.records[0]).toMatchObject({ summary: '列 参数名字 名称 参数的名称 -> 参数名字', createUserName: '陈品', screenName: '参数管理', status: 1 });
    expect(mine.records[0].text).toBeUndefined();
    // Only its author withdraws it (an administrator cannot), once.
    expect(await call(admin, 'POST', '/change/withdraw', { id })).toMatchObject({ status: 403, body: { msg: '只有提交人可以撤回' } });
    expect(await call(chanpin, 'POST', '/change/withdraw', { id })).toMatchObject({ status: 200, body: { msg: '已撤回' } });
    expect(await call(chanpin, 'POST', '/change/withdraw', { id })).toMatchObject({ status: 400, body: { msg: '该变更不在待审核状态' } });
    expect((await get(`/change/detail?id=${id}`)).data).toMatchObject({ status: 4, current: text });
    const log = await admin.get('/sfbn-log/operation/list', { operator: 'chanpin', current: 1, size: 10 });
    expect(log.data.records.slice(0, 3).map((r: any) => r.title)).toEqual([
      '页面变更 撤回：参数管理',
      '页面变更 修改变更：参数管理',
      '页面变更 提交审核：参数管理',
    ]);
    // A change made from an older version is not taken either: the author sees the current one.
    expect(await call(chanpin, 'POST', '/change/submit', { path: 'system/param.json', text, baseHash: textHash('older'), words: ['x'] })).toMatchObject({
      status: 409,
      body: { msg: '该页面已被他人修改', data: { text, hash } },
    });
    // A change that fails the checker is not taken.
    const broken = await submit(text.replace('"widget": "textarea"', '"widget": "textarae"'), ['x']);
    expect(broken).toMatchObject({ status: 400, body: { msg: '文件有问题，未提交' } });
  });

  it('approve: another administrator, the checks again, one commit with both names; the author hears of it', async () => {
    const { text, hash } = await opened();
    const edited = relabel(text, '参数的名称', '参数名');
    const id = (
      await call(chanpin, 'POST', '/change/submit', { path: 'system/param.json', text: edited, baseHash: hash, words: ['列 参数名 名称 参数的名称 -> 参数名'] })
    ).body.data.id;
    expect(await call(chanpin, 'POST', '/change/audit', { id, auditStatus: 2 })).toMatchObject({ status: 403, body: { msg: '只有管理员可以审核页面变更' } });
    expect(await call(admin, 'POST', '/change/audit', { id, auditStatus: 3, auditReason: ' ' })).toMatchObject({
      status: 400,
      body: { msg: '请输入驳回原因' },
    });
    smoked.length = 0;
    const r = await call(admin, 'POST', '/change/audit', { id, auditStatus: 2 });
    expect(r).toMatchObject({ status: 200, body: { msg: '审核通过，已发布' } });
    // The smoke test ran again at approval, on the current files.
    expect(smoked).toEqual(['system.param']);
    expect(DISK()).toBe(edited);
    expect(lastCommit('%an <%ae>|%cn <%ce>|%s')).toBe(
      '陈品 <chanpin@bbn.example.cn>|王建国 <admin@bbn.example.cn>|页面 参数管理：列 参数名 名称 参数的名称 -> 参数名',
    );
    expect(lastCommit('%b')).toContain(`Change-request: ${id}\nReviewed-by: 王建国 <admin@bbn.example.cn>`);
    expect((await get('/history?path=system/param.json')).data[0]).toMatchObject({ author: '陈品', approver: '王建国', direct: false });
    expect((await get(`/change/detail?id=${id}`)).data).toMatchObject({ status: 2, auditUserName: '王建国', commit: r.body.data.commit });
    const notice = await chanpin.get('/sfbn-system/messageNotice/listByPage', { current: 1, size: 5 });
    expect(notice.data.records[0]).toMatchObject({ title: '页面变更已通过：参数管理', link: `/tool/studio?change=${id}` });
    // Decided once.
    expect(await call(admin2, 'POST', '/change/audit', { id, auditStatus: 3, auditReason: '晚了' })).toMatchObject({
      status: 400,
      body: { msg: '该变更不在待审核状态' },
    });
  });

  it('refuse with a reason, which reaches the author; nobody audits their own change', async () => {
    const { text, hash } = await opened();
    const id = (
      await call(chanpin, 'POST', '/change/submit', { path: 'system/param.json', text: relabel(text, '参数名', '名'), baseHash: hash, words: ['列 名'] })
    ).body.data.id;
    const unread = async () => (await chanpin.get('/sfbn-system/messageNotice/notReadNum')).data;
    const before = await unread();
    expect(await call(admin, 'POST', '/change/audit', { id, auditStatus: 3, auditReason: '名称太短，请写全' })).toMatchObject({
      status: 200,
      body: { msg: '已驳回' },
    });
    expect(await unread()).toBe(before + 1);
    expect(DISK()).toBe(text);
    const notice = await chanpin.get('/sfbn-system/messageNotice/listByPage', { current: 1, size: 5 });
    expect(notice.data.records[0]).toMatchObject({ title: '页面变更被驳回：参数管理' });
    expect(notice.data.records[0].content).toContain('驳回原因：名称太短，请写全');
    expect((await get('/change/page?current=1&size=10&status=3', chanpin)).data.records[0]).toMatchObject({ id, auditReason: '名称太短，请写全' });

    const own = (
      await call(admin, 'POST', '/change/submit', { path: 'system/param.json', text: relabel(text, '参数名', '参数'), baseHash: hash, words: ['列 参数'] })
    ).body.data.id;
    expect(await call(admin, 'POST', '/change/audit', { id: own, auditStatus: 2 })).toMatchObject({ status: 403, body: { msg: '不能审核自己提交的变更' } });
    expect(DISK()).toBe(text);
    const log = await admin.get('/sfbn-log/operation/list', { operator: 'admin', current: 1, size: 10 });
    expect(log.data.records.slice(0, 2).map((r: any) => r.title)).toEqual(['页面变更 提交审核：参数管理', '页面变更 驳回：参数管理']);
    await call(admin, 'POST', '/change/withdraw', { id: own });
  });

  it('refuse at approval a change whose base is no longer current (409 with the other version), writing nothing', async () => {
    const { text, hash } = await opened();
    const id = (await call(chanpin, 'POST', '/change/submit', { path: 'system/param.json', text: relabel(text, '参数名', 'A'), baseHash: hash, words: ['A'] }))
      .body.data.id;
    const theirs = relabel(text, '参数名', 'B');
    expect((await call(admin, 'POST', '/publish', { path: 'system/param.json', text: theirs, baseHash: hash, words: ['B'] })).status).toBe(200);
    const head = git(tmp, 'rev-parse', 'HEAD');
    const r = await call(admin2, 'POST', '/change/audit', { id, auditStatus: 2 });
    expect(r).toMatchObject({ status: 409, body: { msg: '该页面已被他人修改', data: { text: theirs, hash: textHash(theirs) } } });
    expect(DISK()).toBe(theirs);
    expect(git(tmp, 'rev-parse', 'HEAD')).toBe(head);
    expect((await get(`/change/detail?id=${id}`)).data.status).toBe(1);
    await call(chanpin, 'POST', '/change/withdraw', { id });
  });

  it('refuse uncommitted edits of the file and a failed push: a clear reason, the files and the branch as they were', async () => {
    const { text, hash } = await opened();
    const body = { path: 'system/param.json', text: relabel(text, '参数名', 'C'), baseHash: hash, words: ['C'] };
    const head = git(tmp, 'rev-parse', 'HEAD');
    // Someone edits the file by hand, the same text as the studio's base: refused, since a commit would take it in.
    git(tmp, 'reset', '--quiet', '--soft', 'HEAD~1');
    expect(await call(admin, 'POST', '/publish', body)).toMatchObject({
      status: 400,
      body: { msg: '无法提交到 git 仓库，未发布', data: { git: 'dirty', detail: 'schemas/system/param.json' } },
    });
    git(tmp, 'reset', '--quiet', '--soft', head);
    expect(DISK()).toBe(text);
    // A remote that refuses: nothing written, the branch unmoved.
    gitConfig.remote = path.join(tmp, 'no-such-remote.git');
    const r = await call(admin, 'POST', '/publish', body);
    expect(r).toMatchObject({ status: 400, body: { msg: '无法提交到 git 仓库，未发布', data: { git: 'push' } } });
    expect(DISK()).toBe(text);
    expect(git(tmp, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(tmp, 'status', '--porcelain')).toBe('');
    // A remote that takes it: the commit is there too.
    const remote = path.join(tmp, 'remote.git');
    fs.mkdirSync(remote);
    initRepo(remote, { bare: true });
    gitConfig.remote = remote;
    const pushed = await call(admin, 'POST', '/publish', body);
    expect(pushed.status).toBe(200);
    expect(git(remote, 'rev-parse', 'main')).toBe(pushed.body.data.commit);
    delete gitConfig.remote;
  });

  it('answer 409 with the other version when the file changed since the draft began, and leave it', async () => {
    const theirs = DISK();
    const mine = theirs.replace('"en-US": "Key"', '"en-US": "Parameter key"');
    const r = await call(admin, 'POST', '/publish', { path: 'system/param.json', text: mine, baseHash: textHash('an older version'), words: ['x'] });
    expect(r).toMatchObject({ status: 409, body: { msg: '该页面已被他人修改', data: { text: theirs, hash: textHash(theirs) } } });
    expect(DISK()).toBe(theirs);
    // A new screen whose file someone else created meanwhile: also a conflict.
    expect((await call(admin, 'POST', '/publish', { path: 'system/param.json', text: mine, baseHash: null, words: ['x'] })).status).toBe(409);
  });

  it("refuse a file with problems through the save's check, keeping the history as it was", async () => {
    const now = DISK();
    const before = (await get('/history?path=system/param.json')).data.length;
    const broken = now.replace('"widget": "textarea"', '"widget": "textarae"');
    const r = await call(admin, 'POST', '/publish', { path: 'system/param.json', text: broken, baseHash: textHash(now), words: ['x'] });
    expect(r).toMatchObject({ status: 400, body: { msg: '文件有问题，未保存' } });
    expect(DISK()).toBe(now);
    expect((await get('/history?path=system/param.json')).data).toHaveLength(before);
    expect(HISTORY_SIZE).toBe(50);
  });

  it("check a draft: the checker's problems, and apart the fields the mock does not store, at their fields", async () => {
    const text = DISK().replace(
      '"widget": "textarea", "inList": false }',
      '"widget": "textarea", "inList": false },\n    { "name": "holidayNote", "label": { "zh-CN": "节日说明", "en-US": "Note" }, "inList": false }',
    );
    const check = async (t: string) => (await call(null, 'POST', '/check', { path: 'system/param.json', text: t })).body.data;
    const r = await check(text);
    expect(r.problems).toEqual([]);
    expect(r.json.key).toBe('system.param');
    expect(r.contract).toHaveLength(1);
    expect(r.contract[0]).toMatchObject({ file: 'schemas/system/param.json', pointer: '/fields/4' });
    expect(r.contract[0].message).toMatch(/^form field "holidayNote" is not stored by POST \/sfbn-system\/param\/submit/);
    // The shipped screen has none; a broken one has problems and no contract findings yet.
    expect((await check(DISK())).contract).toEqual([]);
    const broken = await check(text.replace('"widget": "textarea"', '"widget": "textarae"'));
    expect(broken.problems.length).toBeGreaterThan(0);
    expect(broken.contract).toEqual([]);
  });

  it("answer a preview's server error with a 500 and its message", async () => {
    const r = await fetch(`${base}/api/__dev/studio/preview-error`);
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ code: 500, success: false, data: null, msg: '服务器内部错误（预览模拟）' });
  });
});
