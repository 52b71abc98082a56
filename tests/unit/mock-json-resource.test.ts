/**
 * JSON mock resources (mock/_lib/jsonResource.ts, docs/mock.md): a *.resource.json file is served
 * by the generic resource code with paging, its filters, detail, submit, remove, its field rules
 * (400 with the form's message) and the role rules; a changed file is answered without a restart.
 * The files live in a temporary folder the mock is pointed at (addResourceDir), never in mock/.
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

const nodeRequire = createRequire(import.meta.url);
process.env.MOCK_DEV_ENDPOINTS = '1';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-res-'));
const file = path.join(tmp, 'test-svc', 'holiday.resource.json');
// The menu seed the mock reads: a copy, so the test may change it.
const seedFile = path.join(tmp, '_seed', 'menus.json');

const resourceFile = (extra: Record<string, any> = {}) => ({
  base: '/api/test-svc/holiday',
  access: { read: 'real-name', write: 'real-name' },
  fields: {
    name: { label: '节日名称', required: '请输入节日名称', max: 20 },
    kind: { label: '类型', required: '请选择类型', dict: 'leave_type' },
    day: { label: '日期', type: 'date', required: '请选择日期' },
    phone: { label: '联系电话', validator: 'phone' },
    idCard: { label: '证件号码', validator: 'idCard' },
    code: { label: '编码', pattern: ['^[A-Z]*$', '编码只能是大写字母'] },
    days: { label: '天数', type: 'int', range: [1, 30] },
    ...(extra.fields ?? {}),
  },
  filters: { dayStart: { field: 'day', op: 'gte' }, dayEnd: { field: 'day', op: 'lte' }, ...(extra.filters ?? {}) },
  sort: { field: 'day', order: 'asc' },
  seed: Array.from({ length: 12 }, (_, i) => ({ name: `节日${i + 1}`, kind: String((i % 4) + 1), day: `2026-${String(i + 1).padStart(2, '0')}-01`, days: 1 })),
});
const write = (json: unknown) => fs.writeFileSync(file, JSON.stringify(json, null, 2));

let base = '';
let server: ReturnType<express.Express['listen']>;
let router: any;
const admin = {} as Session;
const zhangsan = {} as Session;

beforeAll(async () => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  write(resourceFile());
  const mock = nodeRequire('../../mock/index.ts');
  const menus = nodeRequire('../../mock/_lib/menus.ts');
  fs.mkdirSync(path.dirname(seedFile), { recursive: true });
  fs.copyFileSync(menus.MENU_SEED_FILE, seedFile);
  menus.reloadMenus(seedFile);
  mock.addResourceDir(tmp);
  router = mock.createMockRouter({ watch: true });
  const app = express();
  app.use(router);
  server = await new Promise((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(admin, await session(base));
  Object.assign(zhangsan, await session(base, 'zhangsan', 'Zhang@123'));
}, 60_000);
afterAll(() => {
  router?.close();
  server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const valid = { name: '劳动节', kind: '1', day: '2026-05-01', phone: '13800138000', code: 'LD', days: 5 };

describe('a JSON mock resource', () => {
  it('pages its seed rows in the declared order', async () => {
    const p1 = await admin.get('/test-svc/holiday/page', { current: '1', size: '10' });
    expect(p1.data).toMatchObject({ total: 12, current: 1, size: 10, pages: 2 });
    expect(p1.data.records.map((r: any) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `节日${i + 1}`));
    const p2 = await admin.get('/test-svc/holiday/page', { current: '2', size: '10' });
    expect(p2.data.records.map((r: any) => r.name)).toEqual(['节日11', '节日12']);
  });

  it('filters by every declared filter and by its columns, and refuses other keys', async () => {
    const byKind = await admin.get('/test-svc/holiday/page', { kind: '2', size: '50' });
    expect(byKind.data.records.map((r: any) => r.name)).toEqual(['节日2', '节日6', '节日10']);
    const range = await admin.get('/test-svc/holiday/page', { dayStart: '2026-03-01', dayEnd: '2026-05-01' });
    expect(range.data.records.map((r: any) => r.name)).toEqual(['节日3', '节日4', '节日5']);
    const byName = await admin.get('/test-svc/holiday/page', { name: '节日1' });
    expect(byName.data.records.map((r: any) => r.name)).toEqual(['节日1', '节日10', '节日11', '节日12']);
    const bad = await admin.call('GET', '/test-svc/holiday/page', { colour: 'red' });
    expect(bad).toMatchObject({ status: 400, body: { msg: '不支持的查询条件: colour' } });
  });

  it('answers a detail, adds, edits and removes', async () => {
    const first = (await admin.get('/test-svc/holiday/page', { name: '节日3' })).data.records[0];
    expect((await admin.get('/test-svc/holiday/detail', { id: first.id })).data).toMatchObject({ name: '节日3', day: '2026-03-01' });
    const added = await admin.post('/test-svc/holiday/submit', valid);
    expect(added).toMatchObject({ code: 200, data: { name: '劳动节', kind: '1', day: '2026-05-01', phone: '13800138000', days: 5, idCard: '' } });
    const id = added.data.id;
    expect((await admin.get('/test-svc/holiday/page', { name: '劳动节' })).data.records).toHaveLength(1);
    const edited = await admin.post('/test-svc/holiday/submit', { ...valid, id, name: '五一劳动节' });
    expect(edited.data).toMatchObject({ id, name: '五一劳动节' });
    expect((await admin.get('/test-svc/holiday/detail', { id })).data.name).toBe('五一劳动节');
    expect(await admin.post('/test-svc/holiday/remove', { ids: id })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await admin.call('GET', '/test-svc/holiday/detail', { id })).toMatchObject({ status: 404, body: { msg: '数据不存在' } });
  });

  it('refuses bad input with 400 and the message the form shows', async () => {
    const cases: [Record<string, any>, string][] = [
      [{ name: '  ' }, '请输入节日名称'],
      [{ kind: undefined }, '请选择类型'],
      [{ kind: '9' }, '类型取值不正确'],
      [{ day: '2026/05/01' }, '日期格式不正确'],
      [{ phone: '1380013800' }, '手机号码长度不为11位'],
      [{ phone: '12800138000' }, '手机号码格式不正确'],
      [{ idCard: '110101199003071234' }, '证件号码校验位错误'],
      [{ code: 'ld' }, '编码只能是大写字母'],
      [{ name: '一二三四五六七八九十一二三四五六七八九十一' }, '节日名称长度不能超过20个字符'],
      [{ days: 31 }, '天数须在1到30之间'],
      [{ days: 'many' }, '天数必须为数字'],
    ];
    for (const [change, msg] of cases) {
      const body = { ...valid, ...change };
      const r = await admin.call('POST', '/test-svc/holiday/submit', body);
      expect({ change, status: r.status, msg: r.body.msg }).toEqual({ change, status: 400, msg });
    }
    expect((await admin.get('/test-svc/holiday/page', { name: '劳动节' })).data.records).toHaveLength(0);
  });

  it('refuses a user whose identity is not verified (status 1), as TypeScript resources do', async () => {
    for (const [method, p] of [
      ['GET', '/test-svc/holiday/page'],
      ['POST', '/test-svc/holiday/submit'],
    ] as const) {
      expect(await zhangsan.call(method, p, method === 'POST' ? valid : {})).toMatchObject({ status: 403, body: { msg: '该账号暂未实名认证，请先实名认证' } });
    }
  });

  it('answers a changed file at once, without a restart, and keeps the rows', async () => {
    const kept = await admin.post('/test-svc/holiday/submit', { ...valid, name: '保留的行' });
    expect(kept.code).toBe(200);
    // Before the change the new field is no column: a filter on it is refused.
    expect(await admin.call('GET', '/test-svc/holiday/page', { remark: '调休' })).toMatchObject({ status: 400, body: { msg: '不支持的查询条件: remark' } });
    const reloaded = once(nodeRequire('../../mock/index.ts').mockEvents, 'reloaded');
    write(resourceFile({ fields: { remark: { label: '备注', required: '请输入备注', max: 10 } } }));
    await reloaded;
    expect(await admin.call('POST', '/test-svc/holiday/submit', { ...valid, name: '国庆节' })).toMatchObject({ status: 400, body: { msg: '请输入备注' } });
    const added = await admin.post('/test-svc/holiday/submit', { ...valid, name: '国庆节', remark: '调休' });
    expect(added.data).toMatchObject({ name: '国庆节', remark: '调休' });
    expect((await admin.get('/test-svc/holiday/page', { remark: '调休' })).data.records.map((r: any) => r.name)).toEqual(['国庆节']);
    expect((await admin.get('/test-svc/holiday/detail', { id: kept.data.id })).data.name).toBe('保留的行');
  });
});

describe('the menu seed', () => {
  it('is read again when it changes: the next menu call has the new entry', async () => {
    const before = JSON.stringify((await admin.get('/sfbn-system/menu/routes')).data);
    expect(before).not.toContain('/system/holiday');
    const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
    seed.screens.push({
      code: 'system.holiday',
      parent: 'system-base',
      sort: 50,
      path: '/system/holiday',
      title: { 'zh-CN': '节假日管理', 'en-US': 'Holidays' },
      roles: ['administrator'],
      buttons: [],
    });
    const reloaded = once(nodeRequire('../../mock/index.ts').mockEvents, 'reloaded');
    fs.writeFileSync(seedFile, JSON.stringify(seed, null, 2));
    await reloaded;
    const after = (await admin.get('/sfbn-system/menu/routes')).data;
    const all = (list: any[]): any[] => list.flatMap((n) => [n, ...all(n.children ?? [])]);
    const entry = all(after).find((n: any) => n.path === '/system/holiday');
    expect(entry).toMatchObject({ name: '节假日管理', code: 'system.holiday', meta: { title: { 'zh-CN': '节假日管理', 'en-US': 'Holidays' } } });
  });
});

describe('the JSON Schema of resource files', () => {
  it('is what npm run mock:meta writes from mock/_lib/resourceFile.ts, and a resource file passes it', async () => {
    const { generateResourceMeta, RESOURCE_META_PATH } = nodeRequire('../../scripts/resource-meta.ts');
    const text = generateResourceMeta();
    expect(fs.readFileSync(RESOURCE_META_PATH, 'utf8'), 'mock/resource.schema.json is stale: npm run mock:meta').toBe(text);
    const { default: Ajv2020 } = await import('ajv/dist/2020');
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(text));
    expect(validate(resourceFile())).toBe(true);
    // A misspelt key and an unknown validator are what an editor marks.
    expect(validate({ ...resourceFile(), feilds: {} })).toBe(false);
    expect(validate({ base: '/api/x/y', fields: { phone: { validator: 'mobile' } } })).toBe(false);
    expect(validate({ base: '/api/x/y', fields: {}, access: { read: 'everyone' } })).toBe(false);
  });
});
