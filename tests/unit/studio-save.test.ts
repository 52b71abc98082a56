/**
 * The studio's reading, checking and saving of screen files (studio/router.ts, studio/screenSave.ts,
 * what the schema playground's endpoints were): off without the development flag; they write only
 * checked schemas/**.json files, never outside schemas/.
 */
import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../config/schemaFiles';
import { createRequire } from 'node:module';

// Loaded through Node's require, as `npm start` loads it: its save judges the screen against the
// mock (studio/contractCheck.ts), which it loads once, before the tests (beforeAll).
const nodeRequire = createRequire(import.meta.url);
const { studioRouter } = nodeRequire('../../studio/router.ts');
const { devRouters } = nodeRequire('../../studio/devRouters.ts');

let tmp: string;
let root: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-save-'));
  root = path.join(tmp, 'schemas');
  fs.cpSync(SCHEMAS_DIR, root, { recursive: true });
  const app = express();
  app.use(studioRouter(root));
  const server = await new Promise<ReturnType<typeof app.listen>>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/__dev/studio`;
  close = () => server.close();
  nodeRequire('../../mock/index.ts').mockRoutes();
  // The mock seeds its chains in the background at load: the server answers once that is done.
  await fetch(`${base}/file?path=system/param.json`);
}, 60_000);
afterAll(() => {
  close?.();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const put = async (p: string, text: string) => {
  const r = await fetch(`${base}/file`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: p, text }) });
  return { status: r.status, body: await r.json() };
};

describe('the studio development endpoints for screen files', () => {
  it('exist only with MOCK_DEV_ENDPOINTS=1', () => {
    const before = process.env.MOCK_DEV_ENDPOINTS;
    process.env.MOCK_DEV_ENDPOINTS = '';
    expect(devRouters()).toHaveLength(0);
    process.env.MOCK_DEV_ENDPOINTS = '1';
    expect(devRouters()).toHaveLength(1); // the studio's (studio/router.ts): one router
    process.env.MOCK_DEV_ENDPOINTS = before;
  });

  it('reads a screen file, and refuses the meta-schema', async () => {
    const { text } = (await (await fetch(`${base}/file?path=system/param.json`)).json()).data;
    expect(text).toBe(fs.readFileSync(path.join(root, 'system/param.json'), 'utf8'));
    expect((await (await fetch(`${base}/file?path=screen.schema.json`)).json()).msg).toBe('不能修改页面格式的元模式文件');
  });

  it('refuses paths outside schemas/, other file types and the meta-schema', async () => {
    expect(await put('../package.json', '{}')).toMatchObject({ status: 400, body: { msg: '文件路径只能是 schemas/ 下的相对路径' } });
    expect(await put('/etc/x.json', '{}')).toMatchObject({ status: 400, body: { msg: '文件路径只能是 schemas/ 下的相对路径' } });
    expect(await put('system/x.js', '{}')).toMatchObject({ status: 400, body: { msg: '只能保存 .json 文件' } });
    expect(await put('screen.schema.json', '{}')).toMatchObject({ status: 400, body: { msg: '不能修改页面格式的元模式文件' } });
    expect(fs.existsSync(path.join(tmp, 'package.json'))).toBe(false);
  });

  it('checks with the CI checker: a broken file is refused with its problems and left unchanged', async () => {
    const file = path.join(root, 'system/param.json');
    const original = fs.readFileSync(file, 'utf8');
    const broken = original.replace('"widget": "textarea"', '"widget": "textarae"');
    const check = (
      await (
        await fetch(`${base}/check`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ path: 'system/param.json', text: broken }),
        })
      ).json()
    ).data;
    expect(check.problems.map((p: any) => `${p.file}: ${p.pointer}`)).toContain('schemas/system/param.json: /fields/3/widget');
    const r = await put('system/param.json', broken);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('文件有问题，未保存');
    expect(fs.readFileSync(file, 'utf8')).toBe(original);
    expect(await put('system/param.json', '{ not json')).toMatchObject({ status: 400, body: { msg: '文件有问题，未保存' } });
  });

  it('writes a checked file, and refuses one that breaks the directory (a route taken twice)', async () => {
    const file = path.join(root, 'system/param.json');
    const edited = fs.readFileSync(file, 'utf8').replace('"zh-CN": "参数名称"', '"zh-CN": "参数的名称"');
    expect(await put('system/param.json', edited)).toMatchObject({ status: 200, body: { msg: '已保存' } });
    expect(fs.readFileSync(file, 'utf8')).toBe(edited);
    const twin = edited.replace('"key": "system.param"', '"key": "system.param2"');
    const r = await put('system/param2.json', twin);
    expect(r.status).toBe(400);
    expect(fs.existsSync(path.join(root, 'system/param2.json'))).toBe(false);
  });
});
