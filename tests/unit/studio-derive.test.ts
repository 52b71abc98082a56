/**
 * The development save derives a screen's mock resource (studio/resourceFromScreen.ts): a new
 * screen whose calls nothing answers is served by the running mock as soon as the save answers,
 * with its menu entry in the mock's menu seed. Everything is written to a temporary copy of
 * schemas/ and of the mock's folders (the mock is pointed at them), never to the project.
 */
import express from 'express';
import fs from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from './mockServer';

// Loaded through Node's require, as `npm start` loads them: the save reloads the very mock that answers.
const nodeRequire = createRequire(import.meta.url);
process.env.MOCK_DEV_ENDPOINTS = '1';
const { SCHEMAS_DIR } = nodeRequire('../../config/schemaFiles.ts');
const mock = nodeRequire('../../mock/index.ts');
const menus = nodeRequire('../../mock/_lib/menus.ts');
const { studioRouter } = nodeRequire('../../studio/router.ts');
const { watchSchemas } = nodeRequire('../../studio/menuSeed.ts');
const { screensStream } = nodeRequire('../../studio/screensStream.ts');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'derive-'));
const root = path.join(tmp, 'schemas');
const mockDir = path.join(tmp, 'mock');
const seedFile = path.join(mockDir, '_seed', 'menus.json');

const screen = {
  $schema: '../screen.schema.json',
  key: 'system.holiday',
  title: { 'zh-CN': '节假日管理', 'en-US': 'Holidays' },
  routes: { list: '/system/holiday' },
  menu: { parent: 'system-base', sort: 50, roles: ['administrator'] },
  api: {
    list: 'GET /sfbn-system/holiday/page',
    detail: 'GET /sfbn-system/holiday/detail',
    submit: 'POST /sfbn-system/holiday/submit',
    remove: 'POST /sfbn-system/holiday/remove',
  },
  list: { toolbar: ['add'], row: ['edit', 'delete'] },
  fields: [
    { name: 'holidayName', label: { 'zh-CN': '节日名称', 'en-US': 'Name' }, search: true, required: true, maxLength: 20 },
    { name: 'kind', label: { 'zh-CN': '类型', 'en-US': 'Kind' }, widget: 'select', dict: 'leave_type', search: true, required: true },
    { name: 'day', label: { 'zh-CN': '日期', 'en-US': 'Date' }, widget: 'date', required: true },
  ],
};

let base = '';
let server: ReturnType<express.Express['listen']>;
let router: any;
const admin = {} as Session;
let put: (p: string, text: string) => Promise<{ status: number; body: any }>;

beforeAll(async () => {
  fs.cpSync(SCHEMAS_DIR, root, { recursive: true });
  fs.mkdirSync(path.dirname(seedFile), { recursive: true });
  fs.copyFileSync(menus.MENU_SEED_FILE, seedFile);
  mock.addResourceDir(mockDir);
  menus.reloadMenus(seedFile);
  router = mock.createMockRouter({ watch: true });
  const app = express();
  app.use(studioRouter(root, { mockDir, seedFile }));
  app.use(router);
  server = await new Promise((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(admin, await session(base));
  put = async (p, text) => {
    const r = await fetch(`${base}/api/__dev/studio/file`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: p, text }),
    });
    return { status: r.status, body: await r.json() };
  };
}, 60_000);
let stopWatching = () => {};
afterAll(() => {
  stopWatching();
  router?.close();
  server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the development save derives the mock resource of a new screen', () => {
  it('before the save nothing answers the screen', async () => {
    expect(await admin.call('GET', '/sfbn-system/holiday/page')).toMatchObject({ status: 404, body: { msg: '接口不存在: GET /sfbn-system/holiday/page' } });
  });

  it('writes the screen, its resource and its menu entry; the mock answers them without a restart', async () => {
    const saved = await put('system/holiday.json', JSON.stringify(screen, null, 2));
    expect(saved).toMatchObject({
      status: 200,
      body: { msg: '已保存', data: { path: 'system/holiday.json', resource: 'mock/sfbn-system/system.holiday.resource.json' } },
    });
    const resource = JSON.parse(fs.readFileSync(path.join(mockDir, 'sfbn-system/system.holiday.resource.json'), 'utf8'));
    expect(resource).toMatchObject({
      derivedFrom: 'schemas/system/holiday.json',
      base: '/api/sfbn-system/holiday',
      access: { read: 'admin', write: 'admin' },
      fields: {
        holidayName: { label: '节日名称', required: '请输入节日名称', max: 20 },
        kind: { label: '类型', required: '请选择类型', dict: 'leave_type' },
        day: { label: '日期', type: 'date', required: '请选择日期' },
      },
    });
    // The derived file is a valid resource file for an editor (mock/resource.schema.json).
    const { default: Ajv2020 } = await import('ajv/dist/2020');
    const meta = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../mock/resource.schema.json'), 'utf8'));
    expect(new Ajv2020({ strict: false }).compile(meta)(resource)).toBe(true);
    const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
    expect(seed.screens.find((s: any) => s.code === 'system.holiday')).toMatchObject({
      parent: 'system-base',
      path: '/system/holiday',
      roles: ['administrator'],
    });
    // The running mock's menus have the entry.
    const tree = (await admin.get('/sfbn-system/menu/routes')).data;
    const paths = JSON.stringify(tree);
    expect(paths).toContain('"path":"/system/holiday"');

    // The new screen's calls: add with every field, refuse bad input with the form's messages.
    const added = await admin.post('/sfbn-system/holiday/submit', { holidayName: '国庆节', kind: '2', day: '2026-10-01' });
    expect(added).toMatchObject({ code: 200, data: { holidayName: '国庆节', kind: '2', day: '2026-10-01' } });
    expect(await admin.call('POST', '/sfbn-system/holiday/submit', { kind: '2', day: '2026-10-01' })).toMatchObject({
      status: 400,
      body: { msg: '请输入节日名称' },
    });
    expect(await admin.call('POST', '/sfbn-system/holiday/submit', { holidayName: '元旦', kind: '9', day: '2026-01-01' })).toMatchObject({
      status: 400,
      body: { msg: '类型取值不正确' },
    });
    expect(await admin.post('/sfbn-system/holiday/submit', { holidayName: '元旦', kind: '1', day: '2026-01-01' })).toMatchObject({ code: 200 });
    const list = (await admin.get('/sfbn-system/holiday/page', { current: '1', size: '10' })).data;
    expect(list.records.map((r: any) => [r.holidayName, r.kind, r.day])).toEqual([
      ['元旦', '1', '2026-01-01'],
      ['国庆节', '2', '2026-10-01'],
    ]);
  });

  it('a list filtered by the select answers the matching row', async () => {
    const byKind = (await admin.get('/sfbn-system/holiday/page', { kind: '2' })).data.records;
    expect(byKind.map((r: any) => r.holidayName)).toEqual(['国庆节']);
    expect((await admin.get('/sfbn-system/holiday/page', { kind: '3' })).data.records).toEqual([]);
  });

  it('a changed screen derives its resource again and keeps the rows', async () => {
    const changed = { ...screen, fields: [...screen.fields, { name: 'remark', label: { 'zh-CN': '备注', 'en-US': 'Remark' }, widget: 'textarea' }] };
    expect(await put('system/holiday.json', JSON.stringify(changed, null, 2))).toMatchObject({ status: 200 });
    const edited = await admin.post('/sfbn-system/holiday/submit', { holidayName: '春节', kind: '1', day: '2026-02-17', remark: '调休七天' });
    expect(edited.data).toMatchObject({ holidayName: '春节', remark: '调休七天' });
    expect((await admin.get('/sfbn-system/holiday/page', { size: '10' })).data.total).toBe(3);
  });

  it("a screen naming a dictionary the mock lacks is refused with the checker's problem", async () => {
    const bad = {
      ...screen,
      key: 'system.holiday2',
      routes: { list: '/system/holiday2' },
      api: Object.fromEntries(Object.entries(screen.api).map(([k, v]) => [k, v.replace('/holiday/', '/holiday2/')])),
      fields: [{ ...screen.fields[1], dict: 'holiday_kind' }],
    };
    const r = await put('system/holiday2.json', JSON.stringify(bad, null, 2));
    expect(r.status).toBe(400);
    expect(r.body.data.problems).toContainEqual({
      file: 'schemas/system/holiday2.json',
      pointer: '/fields/0/dict',
      message:
        'dictionary "holiday_kind" does not exist in the mock (mock/sfbn-system/dict.ts): the select would offer nothing; add it there, or use "options"',
    });
    expect(fs.existsSync(path.join(root, 'system/holiday2.json'))).toBe(false);
  });

  it("a screen saved by an editor, not the studio, reaches the menu seed and the running mock's menus (npm start watches schemas/)", async () => {
    const reloaded = new Promise<void>((resolve) => {
      stopWatching = watchSchemas(root, seedFile, () => once(mock.mockEvents, 'reloaded').then(() => resolve()));
    });
    const other = { ...screen, key: 'system.holiday3', title: { 'zh-CN': '调休管理', 'en-US': 'Day swaps' }, routes: { list: '/system/holiday3' } };
    fs.writeFileSync(path.join(root, 'system/holiday3.json'), JSON.stringify(other, null, 2));
    await reloaded;
    expect(JSON.parse(fs.readFileSync(seedFile, 'utf8')).screens.map((s: any) => s.code)).toContain('system.holiday3');
    expect(JSON.stringify((await admin.get('/sfbn-system/menu/routes')).data)).toContain('"path":"/system/holiday3"');
  });

  it('under npm start, a new screen is sent to open consoles only once the mock serves its menu entry (the stale-manifest case)', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    // What the mock served at the moment each release was sent (the console's one signal).
    const servedThen: boolean[] = [];
    const stream = screensStream({
      root,
      seedFile,
      out,
      onRelease: (release: any) => {
        if (release.manifest.some((r: any) => r.path === '/system/holiday4'))
          servedThen.push(menus.schemaMenus().some((m: any) => m.path === '/system/holiday4'));
      },
    });
    const app = express();
    app.use(stream.router);
    const server = await new Promise<ReturnType<express.Express['listen']>>((r) => {
      const s = app.listen(0, '127.0.0.1', () => r(s));
    });
    try {
      // An open console's stream: the release of now first, then the new one.
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/__dev/screens`);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const releases: any[] = [];
      let buffer = '';
      const next = async () => {
        while (!buffer.includes('\n\n')) buffer += (await reader.read()).value ?? '';
        const [event, rest] = [buffer.slice(0, buffer.indexOf('\n\n')), buffer.slice(buffer.indexOf('\n\n') + 2)];
        buffer = rest;
        expect(event.split('\n')[0]).toBe('event: screens');
        releases.push(JSON.parse(event.split('\n')[1].replace(/^data: /, '')));
      };
      await next();
      expect(releases[0].manifest.some((r: any) => r.path === '/system/holiday4')).toBe(false);
      const other = { ...screen, key: 'system.holiday4', title: { 'zh-CN': '补班管理', 'en-US': 'Make-up days' }, routes: { list: '/system/holiday4' } };
      fs.writeFileSync(path.join(root, 'system/holiday4.json'), JSON.stringify(other, null, 2));
      await next();
      // The message is the release itself: the list with the new path, and the screen it names.
      expect(releases[1].manifest).toContainEqual(expect.objectContaining({ path: '/system/holiday4', screen: 'system/holiday4', view: 'list' }));
      expect(releases[1].screens['system/holiday4'].title).toEqual(other.title);
      expect(releases[1].version).not.toBe(releases[0].version);
      expect(servedThen).toEqual([true]);
      // And a page loaded from then on starts from the same release (the modules follow the message).
      await expect.poll(() => fs.readFileSync(path.join(out, 'manifest.ts'), 'utf8').includes(releases[1].version), { timeout: 10_000 }).toBe(true);
      await reader.cancel();
    } finally {
      stream.close();
      server.close();
    }
  });
});
