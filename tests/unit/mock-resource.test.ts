/**
 * The resource descriptor engine of the mock (mock/_lib/resource.ts), through the same router the
 * gateway runs: a small declared resource mounted next to the real service files, called with
 * real sessions. Every refusal is checked to have stored nothing.
 */
import express from 'express';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from './mockServer';

const nodeRequire = createRequire(import.meta.url);
const { resource } = nodeRequire('../../mock/_lib/resource.ts');
const { Table } = nodeRequire('../../mock/_lib/store.ts');
const { createRouter } = nodeRequire('../../mock/_lib/app.ts');
const { loadRouteMaps } = nodeRequire('../../mock/index.ts');
const { users } = nodeRequire('../../mock/_lib/users.ts');

const ADMIN_BID = users.find((u: any) => u.account === 'admin').bid;
const ZHANG_BID = users.find((u: any) => u.account === 'zhangsan').bid;
const row = (id: string, creator: string, status: number, name = `gadget ${id}`) => ({
  id,
  name,
  count: 1,
  kind: 'a',
  creator,
  status,
  remark: '',
  createTime: `2026-01-0${id} 00:00:00`,
});
const gadgets = new Table('gadget', [row('1', ADMIN_BID, 0), row('2', ZHANG_BID, 0), row('3', ZHANG_BID, 1), row('4', ADMIN_BID, 2)]);
const parts = new Table('part', [
  { id: 'p1', gadgetId: '1', name: 'bolt' },
  { id: 'p2', gadgetId: '2', name: 'nut' },
]);

const routes = resource({
  table: gadgets,
  base: '/api/test/gadget',
  owner: 'creator',
  access: { read: 'user', write: 'real-name', doneList: 'button:param_add' },
  fields: {
    name: { label: '名称', max: 10, required: '请输入名称' },
    count: { label: '数量', type: 'int' },
    kind: { label: '类型', enum: ['a', 'b'] },
  },
  views: { draftList: { status: 0 }, doneList: { status: 2 }, myDrafts: (r: any, user: any) => r.status === 0 && r.creator === user.bid },
  cascade: [{ table: parts, field: 'gadgetId' }],
  lifecycle: {
    field: 'status',
    transitions: {
      send: { from: [0], to: 1, need: 'real-name' },
      approve: { from: [1], to: 2, need: 'admin', copy: ['auditReason'] },
    },
    calls: { send: 'send', approve: 'approve' },
  },
});

/** A resource without an owner rule: who made a row is still the gateway's to say. */
const notes = new Table('note', [{ id: 'n1', title: 'seed', creator: ADMIN_BID, createTime: '2026-01-01 00:00:00' }]);
const noteRoutes = resource({ table: notes, base: '/api/test/note', access: { read: 'user', write: 'user' }, fields: { title: { label: '标题' } } });

/** A tree keyed by code under the root "00", as the regions are. */
const places = new Table('place', [
  { id: 'p11', code: '11', parentCode: '00', name: '北京' },
  { id: 'p1101', code: '1101', parentCode: '11', name: '市辖区' },
  { id: 'p110101', code: '110101', parentCode: '1101', name: '东城区' },
]);
const placeRoutes = resource({
  table: places,
  base: '/api/test/place',
  access: { read: 'user', write: 'admin' },
  tree: { parentField: 'parentCode', keyField: 'code', root: '00' },
  fields: { code: { label: '编号' }, parentCode: { label: '上级编号' }, name: { label: '名称' } },
});

let base = '';
let server: any;
type Session = Awaited<ReturnType<typeof session>>;
let admin: Session;
let zhang: Session;

beforeAll(async () => {
  const app = express();
  app.use(createRouter([...loadRouteMaps(), routes, noteRoutes, placeRoutes]));
  server = await new Promise<any>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = await session(base);
  zhang = await session(base, 'zhangsan', 'Zhang@123');
}, 60_000);
afterAll(() => server?.close());

const snapshot = () => JSON.stringify(gadgets.rows);
const setStatus = (account: string, status: number) => (users.rows.find((u: any) => u.account === account)!.status = status);

describe('lists', () => {
  it('filters by column, refuses an unknown key, keeps paging keys', async () => {
    const r = await admin.call('GET', '/test/gadget/page', { name: 'gadget 1', current: 1, size: 10, _t: 1 });
    expect(r.body.data.records.map((x: any) => x.id)).toEqual(['1']);
    const bad = await admin.call('GET', '/test/gadget/page', { nmae: 'gadget 1' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('不支持的查询条件: nmae');
  });

  it('answers status views with their fixed filter, and caps the page size at 200', async () => {
    expect((await admin.call('GET', '/test/gadget/draftList')).body.data.records.map((x: any) => x.id).sort()).toEqual(['1', '2']);
    expect((await admin.call('GET', '/test/gadget/doneList')).body.data.records.map((x: any) => x.id)).toEqual(['4']);
    expect((await admin.call('GET', '/test/gadget/page', { size: 100000 })).body.data.size).toBe(200);
  });

  it("answers a view given as a row test with the caller's own rows, and still takes the list's filters", async () => {
    // Both drafts are visible to the administrator; the view keeps his own (creator = his BID).
    expect((await admin.call('GET', '/test/gadget/myDrafts')).body.data.records.map((x: any) => x.id)).toEqual(['1']);
    expect((await admin.call('GET', '/test/gadget/myDrafts', { name: 'gadget 2' })).body.data.records).toEqual([]);
    const bad = await admin.call('GET', '/test/gadget/myDrafts', { nmae: 'x' });
    expect([bad.status, bad.body.msg]).toEqual([400, '不支持的查询条件: nmae']);
  });
});

describe('owner rule', () => {
  it("shows a user only his rows and refuses the others' detail, edit and removal", async () => {
    setStatus('zhangsan', 2);
    try {
      const list = await zhang.call('GET', '/test/gadget/list');
      expect(list.body.data.records.map((x: any) => x.id).sort()).toEqual(['2', '3']);
      expect((await zhang.call('GET', '/test/gadget/detail', { id: '1' })).status).toBe(403);
      const before = snapshot();
      const edit = await zhang.call('POST', '/test/gadget/submit', { id: '1', name: 'mine now' });
      expect(edit.status).toBe(403);
      expect(edit.body.msg).toBe('无权操作该数据');
      expect((await zhang.call('POST', '/test/gadget/remove', { ids: '1,2' })).status).toBe(403);
      expect(snapshot()).toBe(before);
      // A user's own row changes; the owner field cannot be handed to someone else.
      const own = await zhang.call('POST', '/test/gadget/submit', { id: '2', name: 'renamed', creator: ADMIN_BID });
      expect(own.body.data).toMatchObject({ name: 'renamed', creator: ZHANG_BID });
    } finally {
      setStatus('zhangsan', 1);
    }
  });
});

describe('role rules', () => {
  it('refuses writes to a user without a verified identity, with the real-name message', async () => {
    const before = snapshot();
    const r = await zhang.call('POST', '/test/gadget/submit', { name: 'new one' });
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('该账号暂未实名认证，请先实名认证');
    expect(snapshot()).toBe(before);
  });

  it('refuses a call needing a button code to a role without it', async () => {
    setStatus('zhangsan', 2);
    try {
      const r = await zhang.call('GET', '/test/gadget/doneList');
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('无权访问该接口');
      expect((await admin.call('GET', '/test/gadget/doneList')).status).toBe(200);
    } finally {
      setStatus('zhangsan', 1);
    }
  });

  it('refuses an administrator-only transition to a verified user', async () => {
    setStatus('zhangsan', 2);
    try {
      const r = await zhang.call('POST', '/test/gadget/approve', { id: '3' });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('无权访问该接口');
      expect(gadgets.get('3').status).toBe(1);
    } finally {
      setStatus('zhangsan', 1);
    }
  });
});

describe('lifecycle', () => {
  it('refuses a transition from a wrong state and records who audited an allowed one', async () => {
    const before = snapshot();
    const wrong = await admin.call('POST', '/test/gadget/approve', { id: '1' });
    expect(wrong.body.msg).toBe('当前状态不允许该操作');
    expect(snapshot()).toBe(before);
    const r = await admin.call('POST', '/test/gadget/approve', { id: '3', auditReason: ' 资料齐全 ' });
    expect(r.body.data).toMatchObject({ status: 2, auditReason: '资料齐全', auditUser: '王建国' });
    expect(r.body.data.history).toEqual([expect.objectContaining({ action: 'approve', user: '王建国', status: 2, reason: '资料齐全' })]);
  });

  it('does not let an edit change the status field', async () => {
    const r = await admin.call('POST', '/test/gadget/submit', { id: '1', status: 2 });
    expect(r.body.data.status).toBe(0);
  });
});

describe('validation', () => {
  const refusals: [string, Record<string, any>, string][] = [
    ['a number field given text', { name: 'x', count: 'not-a-number' }, '数量必须为数字'],
    ['a whitespace-only required field', { name: '   ' }, '请输入名称'],
    ['an object in a text field', { name: { $gt: '' } }, '名称格式不正确'],
    ['a list of objects in a text field', { name: [{ a: 1 }] }, '名称格式不正确'],
    ['a value outside the enum', { name: 'x', kind: 'c' }, '类型取值不正确'],
    ['text above the cap', { name: 'x'.repeat(11) }, '名称长度不能超过10个字符'],
  ];
  for (const [what, body, msg] of refusals) {
    it(`refuses ${what} and stores nothing`, async () => {
      const before = snapshot();
      const r = await admin.call('POST', '/test/gadget/submit', body);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(msg);
      expect(snapshot()).toBe(before);
    });
  }

  it('keeps who made a row and when, whatever the body says', async () => {
    const r = await zhang.call('POST', '/test/note/submit', {
      title: 'mine',
      creator: ADMIN_BID,
      createTime: '2000-01-01 00:00:00',
      updateTime: '2000-01-01 00:00:00',
    });
    const stored = notes.get(r.body.data.id);
    expect(stored).toMatchObject({ title: 'mine', creator: ZHANG_BID });
    expect(stored.createTime).not.toBe('2000-01-01 00:00:00');
    const edited = await zhang.call('POST', '/test/note/submit', { id: stored.id, title: 'still mine', creator: ADMIN_BID, createTime: '2000-01-01 00:00:00' });
    expect(edited.status).toBe(200);
    expect(notes.get(stored.id)).toMatchObject({ title: 'still mine', creator: ZHANG_BID, createTime: stored.createTime });
  });

  it('stores a list of values (checkbox) comma-joined', async () => {
    const r = await admin.call('POST', '/test/gadget/submit', { name: ['a', 'b'] });
    expect(gadgets.get(r.body.data.id).name).toBe('a,b');
  });

  it('trims, types numbers, drops unknown keys and __proto__', async () => {
    const r = await admin.call('POST', '/test/gadget/submit', '{"name":"  ok  ","count":"7","evil":1,"__proto__":{"polluted":true}}' as any);
    expect(r.body.data).toMatchObject({ name: 'ok', count: 7 });
    const stored = gadgets.get(r.body.data.id);
    expect(stored.evil).toBeUndefined();
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(({} as any).polluted).toBeUndefined();
  });

  it('answers 404 for an edit of a missing row and does not bring it back', async () => {
    const count = gadgets.rows.length;
    const r = await admin.call('POST', '/test/gadget/submit', { id: 'gone', name: 'back?' });
    expect(r.status).toBe(404);
    expect(gadgets.rows.length).toBe(count);
  });

  it('refuses removing unknown ids, and cascades a removal', async () => {
    const count = gadgets.rows.length;
    const r = await admin.call('POST', '/test/gadget/remove', { ids: '1,nope' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('数据不存在');
    expect(gadgets.rows.length).toBe(count);
    const ok = await admin.call('POST', '/test/gadget/remove', { ids: '1' });
    expect(ok.body.msg).toBe('删除成功');
    expect(parts.rows.map((p: any) => p.id)).toEqual(['p2']);
  });
});

describe('trees', () => {
  const tree = async () => JSON.stringify((await admin.call('GET', '/test/place/tree')).body.data);
  it('refuses a parent that is no node, the node itself or one of its descendants, and stores nothing', async () => {
    const before = JSON.stringify(places.rows);
    for (const [body, msg] of [
      [{ code: '12', parentCode: '99', name: '天津' }, '上级节点不存在'],
      [{ id: 'p11', parentCode: '11' }, '上级节点不能是自身或其下级'],
      [{ id: 'p11', parentCode: '110101' }, '上级节点不能是自身或其下级'],
    ] as const) {
      const r = await admin.call('POST', '/test/place/submit', body);
      expect([r.status, r.body.msg]).toEqual([400, msg]);
    }
    expect(JSON.stringify(places.rows)).toBe(before);
  });

  it('adds under the root or a node, and moves a node under another branch: each shows in the tree', async () => {
    expect((await admin.call('POST', '/test/place/submit', { code: '12', parentCode: '00', name: '天津' })).status).toBe(200);
    const added = (await admin.call('POST', '/test/place/submit', { code: '1201', name: '天津市辖区' })).body.data;
    expect(added.parentCode).toBe('00');
    expect((await admin.call('POST', '/test/place/submit', { id: added.id, parentCode: '12' })).status).toBe(200);
    const shown = await tree();
    for (const name of ['东城区', '天津', '天津市辖区']) expect(shown).toContain(name);
    expect(places.rows.find((p: any) => p.code === '1201').parentCode).toBe('12');
  });
});

describe('store', () => {
  it('never lets a "__proto__" key reach a row\'s prototype, even through a hand-written update', () => {
    const t = new Table('t', [{ id: '1', name: 'a' }]);
    t.update('1', JSON.parse('{"name":"b","__proto__":{"admin":true}}'));
    const inserted = t.insert(JSON.parse('{"name":"c","__proto__":{"admin":true}}'));
    for (const r of [t.get('1'), inserted]) {
      expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
      expect(r.admin).toBeUndefined();
    }
    expect(t.get('1').name).toBe('b');
  });
});
