/**
 * The studio's development endpoints (scripts/studioDev.ts): publishing refuses paths outside
 * schemas/, detects a concurrent edit (409 with the other version), saves through the
 * playground's checked save, and keeps the last 50 published versions with who and when.
 */
import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../config/schemaFiles';
import { devRouters } from '../../scripts/devRouters';
import { playgroundRouter } from '../../scripts/playgroundDev';
import { HISTORY_SIZE, studioRouter, textHash } from '../../scripts/studioDev';

let tmp: string;
let root: string;
let base: string;
let close: () => void;
/** The screens the smoke test was asked about (the real one: tests/unit/studio-smoke.test.ts); `failing` makes it fail. */
const smoked: string[] = [];
let failing = false;
const smoke = async (s: { key: string }) => {
  smoked.push(s.key);
  return failing ? { passed: false, steps: [{ step: 'list' as const, result: 'failed' as const, detail: '接口不存在' }] } : { passed: true, steps: [] };
};

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-'));
  root = path.join(tmp, 'schemas');
  fs.cpSync(SCHEMAS_DIR, root, { recursive: true });
  const app = express();
  const playground = playgroundRouter(root);
  app.use(playground);
  app.use(studioRouter(playground, root, { historyDir: path.join(tmp, 'history'), smoke }));
  const server = await new Promise<ReturnType<typeof app.listen>>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/__dev/studio`;
  close = () => server.close();
});
afterAll(() => {
  close?.();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const publish = async (body: Record<string, unknown>) => {
  const r = await fetch(`${base}/publish`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: r.status, body: await r.json() };
};
const get = async (url: string) => (await fetch(`${base}${url}`)).json();
const FILE = () => path.join(root, 'system/param.json');

describe('studio development endpoints', () => {
  it('are mounted with the playground only with MOCK_DEV_ENDPOINTS=1', () => {
    const before = process.env.MOCK_DEV_ENDPOINTS;
    process.env.MOCK_DEV_ENDPOINTS = '';
    expect(devRouters()).toHaveLength(0);
    process.env.MOCK_DEV_ENDPOINTS = '1';
    expect(devRouters()).toHaveLength(2);
    process.env.MOCK_DEV_ENDPOINTS = before;
  });

  it('refuse paths outside schemas/ and the meta-schema, writing nothing', async () => {
    expect(await publish({ path: '../package.json', text: '{}', baseHash: null })).toMatchObject({
      status: 400,
      body: { msg: '文件路径只能是 schemas/ 下的相对路径' },
    });
    expect(await publish({ path: '/tmp/x.json', text: '{}', baseHash: null })).toMatchObject({
      status: 400,
      body: { msg: '文件路径只能是 schemas/ 下的相对路径' },
    });
    expect(await publish({ path: 'screen.schema.json', text: '{}', baseHash: null })).toMatchObject({
      status: 400,
      body: { msg: '不能修改页面格式的元模式文件' },
    });
    expect((await get('/file?path=../package.json')).msg).toBe('文件路径只能是 schemas/ 下的相对路径');
    expect(fs.existsSync(path.join(tmp, 'package.json'))).toBe(false);
  });

  it('publish a checked change made on the current version, and keep it in the history with who and when', async () => {
    const opened = (await get('/file?path=system/param.json')).data;
    expect(opened.text).toBe(fs.readFileSync(FILE(), 'utf8'));
    expect(opened.hash).toBe(textHash(opened.text));
    const edited = opened.text.replace('"zh-CN": "参数名称"', '"zh-CN": "参数的名称"');
    // A failing smoke test publishes nothing.
    failing = true;
    expect(await publish({ path: 'system/param.json', text: edited, baseHash: opened.hash, who: 'chanpin' })).toMatchObject({
      status: 400,
      body: { msg: '冒烟测试未通过，未发布', data: { smoke: { passed: false, steps: [{ step: 'list', result: 'failed', detail: '接口不存在' }] } } },
    });
    expect(fs.readFileSync(FILE(), 'utf8')).toBe(opened.text);
    failing = false;
    const r = await publish({ path: 'system/param.json', text: edited, baseHash: opened.hash, who: 'chanpin' });
    expect(r).toMatchObject({ status: 200, body: { msg: '已保存', data: { hash: textHash(edited), smoke: { passed: true } } } });
    expect(smoked).toEqual(['system.param', 'system.param']);
    expect(fs.readFileSync(FILE(), 'utf8')).toBe(edited);
    const versions = (await get('/history?path=system/param.json')).data;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ who: 'chanpin', hash: textHash(edited) });
    expect(Date.now() - Date.parse(versions[0].at)).toBeLessThan(60_000);
    expect((await get(`/version?path=system/param.json&id=${versions[0].id}`)).data.text).toBe(edited);
  });

  it('answer 409 with the other version when the file changed since the draft began, and leave it', async () => {
    const theirs = fs.readFileSync(FILE(), 'utf8');
    const stale = textHash('an older version');
    const mine = theirs.replace('"en-US": "Key"', '"en-US": "Parameter key"');
    const r = await publish({ path: 'system/param.json', text: mine, baseHash: stale, who: 'admin' });
    expect(r).toMatchObject({ status: 409, body: { msg: '该页面已被他人修改', data: { text: theirs, hash: textHash(theirs) } } });
    expect(fs.readFileSync(FILE(), 'utf8')).toBe(theirs);
    // A new screen whose file someone else created meanwhile: also a conflict.
    expect((await publish({ path: 'system/param.json', text: mine, baseHash: null })).status).toBe(409);
  });

  it('refuse a file with problems through the playground check, keeping the history as it was', async () => {
    const now = fs.readFileSync(FILE(), 'utf8');
    const broken = now.replace('"widget": "textarea"', '"widget": "textarae"');
    const r = await publish({ path: 'system/param.json', text: broken, baseHash: textHash(now) });
    expect(r).toMatchObject({ status: 400, body: { msg: '文件有问题，未保存' } });
    expect(fs.readFileSync(FILE(), 'utf8')).toBe(now);
    expect((await get('/history?path=system/param.json')).data).toHaveLength(1);
  });

  it('keep the last 50 published versions, newest first', async () => {
    let text = fs.readFileSync(FILE(), 'utf8');
    for (let i = 0; i < HISTORY_SIZE + 3; i++) {
      const next = text.replace(/"form": \{ "width": \d+ \}/, `"form": { "width": ${600 + i} }`);
      const r = await publish({ path: 'system/param.json', text: next, baseHash: textHash(text), who: 'admin' });
      expect(r.status).toBe(200);
      text = next;
    }
    const versions = (await get('/history?path=system/param.json')).data;
    expect(versions).toHaveLength(HISTORY_SIZE);
    expect((await get(`/version?path=system/param.json&id=${versions[0].id}`)).data.text).toContain(`"width": ${600 + HISTORY_SIZE + 2}`);
  }, 60_000);

  it("check a draft: the checker's problems, and apart the fields the mock does not store, at their fields", async () => {
    const text = fs
      .readFileSync(FILE(), 'utf8')
      .replace(
        '"widget": "textarea", "inList": false }',
        '"widget": "textarea", "inList": false },\n    { "name": "holidayNote", "label": { "zh-CN": "节日说明", "en-US": "Note" }, "inList": false }',
      );
    const check = async (t: string) =>
      (
        await (
          await fetch(`${base}/check`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ path: 'system/param.json', text: t }),
          })
        ).json()
      ).data;
    const r = await check(text);
    expect(r.problems).toEqual([]);
    expect(r.json.key).toBe('system.param');
    expect(r.contract).toHaveLength(1);
    expect(r.contract[0]).toMatchObject({ file: 'schemas/system/param.json', pointer: '/fields/4' });
    expect(r.contract[0].message).toMatch(/^form field "holidayNote" is not stored by POST \/sfbn-system\/param\/submit/);
    // The shipped screen has none; a broken one has problems and no contract findings yet.
    expect((await check(fs.readFileSync(FILE(), 'utf8'))).contract).toEqual([]);
    const broken = await check(text.replace('"widget": "textarea"', '"widget": "textarae"'));
    expect(broken.problems.length).toBeGreaterThan(0);
    expect(broken.contract).toEqual([]);
  });

  it("answer a preview's server error with a 500 and its message", async () => {
    const r = await fetch(`${base}/preview-error`);
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ code: 500, success: false, data: null, msg: '服务器内部错误（预览模拟）' });
  });
});
