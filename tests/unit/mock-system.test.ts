/**
 * System and resource calls the mock now answers from descriptors (issue 37), as the console makes
 * them: the lists' enable / disable toggles are lifecycle transitions (a config already in the
 * state asked answers 当前状态不允许该操作; one storage in use at a time), the dictionaries' flat
 * list is a view of the dictionary table, a resource contract's relations and transactions are
 * pages of their tables, the users' POST list and the aliases answer as the descriptor does, and
 * the API key removal judges the owner before the key's state.
 */
import { describe, expect, it } from 'vitest';
import { useMock } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const user = mock.as('user01');

const statusOf = async (list: string, id: string) => {
  const r = await admin.call('GET', list, { current: '1', size: '200' });
  return r.body.data.records.find((x: any) => x.id === id)?.status;
};

describe('enable / disable toggles', () => {
  it('an SMS config is enabled and disabled by the state the toggle sends, never twice', async () => {
    const sms = (await admin.call('GET', '/sfbn-resource/sms/list', { current: '1', size: '200' })).body.data.records;
    const off = sms.find((x: any) => x.status === 0);
    const on = await admin.call('POST', '/sfbn-resource/sms/enable', { id: off.id, status: 1 });
    expect([on.status, on.body.msg, on.body.data.status]).toEqual([200, '操作成功', 1]);
    expect(await statusOf('/sfbn-resource/sms/list', off.id)).toBe(1);
    const again = await admin.call('POST', '/sfbn-resource/sms/enable', { id: off.id, status: 1 });
    expect([again.status, again.body.msg]).toEqual([400, '当前状态不允许该操作']);
    expect((await admin.call('POST', '/sfbn-resource/sms/enable', { id: off.id, type: 0 })).body.data.status).toBe(0);
    expect(await statusOf('/sfbn-resource/sms/list', off.id)).toBe(0);
    const denied = await user.call('POST', '/sfbn-resource/sms/enable', { id: off.id, status: 1 });
    expect([denied.status, denied.body.msg]).toEqual([403, '无权访问该接口']);
  });

  it('an e-mail template is disabled and enabled again', async () => {
    const list = '/sfbn-resource/email/listByPage';
    const first = (await admin.call('GET', list, { current: '1', size: '200' })).body.data.records.find((x: any) => x.status === 1);
    expect((await admin.call('POST', '/sfbn-resource/email/disableTemplate', { id: first.id, status: 0 })).body.data.status).toBe(0);
    expect(await statusOf(list, first.id)).toBe(0);
    expect((await admin.call('POST', '/sfbn-resource/email/disableTemplate', { id: first.id, status: 0 })).body.msg).toBe('当前状态不允许该操作');
    expect((await admin.call('POST', '/sfbn-resource/email/disableTemplate', { id: first.id, status: 1 })).body.data.status).toBe(1);
  });

  it('putting a storage in use takes every other one out of use', async () => {
    const rows = (await admin.call('GET', '/sfbn-resource/oss/list', { current: '1', size: '200' })).body.data.records;
    const next = rows.find((x: any) => x.status === 0);
    expect((await admin.call('POST', '/sfbn-resource/oss/enable', { id: next.id })).body).toMatchObject({ code: 200, data: { status: 1 } });
    const after = (await admin.call('GET', '/sfbn-resource/oss/list', { current: '1', size: '200' })).body.data.records;
    expect(after.filter((x: any) => x.status === 1).map((x: any) => x.id)).toEqual([next.id]);
    expect((await admin.call('POST', '/sfbn-resource/oss/enable', { id: next.id })).body.msg).toBe('当前状态不允许该操作');
  });
});

describe('lists answered by descriptors', () => {
  it('the flat dictionary list holds the dictionaries only, paged, and refuses an unknown filter', async () => {
    const r = await admin.call('GET', '/sfbn-system/dict-biz/parent-list', { current: '1', size: '10' });
    expect(r.body.data.records.length).toBe(10);
    expect(r.body.data.records.every((x: any) => String(x.parentId) === '0')).toBe(true);
    const code = r.body.data.records[0].code;
    const one = await admin.call('GET', '/sfbn-system/dict-biz/parent-list', { code });
    expect(one.body.data.records.map((x: any) => x.code)).toContain(code);
    expect(one.body.data.records.every((x: any) => String(x.parentId) === '0')).toBe(true);
    expect((await admin.call('GET', '/sfbn-system/dict-biz/parent-list', { colour: 'red' })).body.msg).toBe('不支持的查询条件: colour');
  });

  it("a resource contract's relations and transactions are its own", async () => {
    const rel = await admin.call('GET', '/sfbn-resource/contract/relationPage', { contractId: 'rc-3' });
    expect(rel.body.data.records.map((x: any) => x.relationName)).toEqual(['链上存证', '供应链金融', '电子合同']);
    const tx = await admin.call('GET', '/sfbn-resource/contract/transactionsPage', { contractId: 'rc-2', size: '5' });
    expect([tx.body.data.total, tx.body.data.records.length]).toEqual([12, 5]);
    expect(tx.body.data.records.every((x: any) => x.contractId === 'rc-2')).toBe(true);
    const denied = await user.call('GET', '/sfbn-resource/contract/relationPage', { contractId: 'rc-3' });
    expect(denied.status).toBe(403);
  });

  it('the users list sent as POST filters by its body, and the aliases answer as the descriptor', async () => {
    const r = await admin.call('POST', '/sfbn-system/pageList', { account: 'user0', current: 1, size: 5 });
    expect(r.body.data.records.length).toBe(5);
    expect(r.body.data.records.every((x: any) => x.account.includes('user0') && x.password === undefined)).toBe(true);
    const id = r.body.data.records[0].id;
    expect((await admin.call('GET', '/sfbn-system/detail', { id })).body.data.account).toBe(r.body.data.records[0].account);
    const self = await admin.call('POST', '/sfbn-system/delUser', { ids: '1123598821738675201' });
    expect([self.status, self.body.msg]).toEqual([403, '不能删除自己的账号']);
    const tree = (await admin.call('GET', '/sfbn-system/role/getRoleTree')).body.data;
    expect(tree).toEqual((await admin.call('GET', '/sfbn-system/role/tree')).body.data);
    expect(tree.map((n: any) => n.title)).toContain('超级管理员');
  });
});

describe('API key removal', () => {
  it("another user's key is refused as theirs before its state is told; the owner is told to revoke it first", async () => {
    const foreign = await user.call('POST', '/sfbn-system/api/client/remove', { ids: 'ak-1' });
    expect([foreign.status, foreign.body.msg]).toEqual([403, '无权操作该数据']);
    const own = await admin.call('POST', '/sfbn-system/api/client/remove', { ids: 'ak-1' });
    expect([own.status, own.body.msg]).toEqual([400, '请先撤销该密钥']);
    expect((await admin.call('GET', '/sfbn-system/api/client/details', { id: 'ak-1' })).body.data.status).toBe(2);
  });
});

describe('plain resources declared as JSON files (mock/sfbn-system/*.resource.json)', () => {
  it('sensitive words: add, a duplicate refused, delete; the seed is there', async () => {
    const list = async () => (await admin.call('GET', '/sfbn-system/sensitiveWord/list', { current: '1', size: '200' })).body.data.records;
    expect((await list()).map((x: any) => x.word)).toContain('非法集资');
    const added = await admin.call('POST', '/sfbn-system/sensitiveWord/add', { word: '套现', wordType: 2 });
    expect(added.body.data).toMatchObject({ word: '套现', wordType: 2 });
    expect((await admin.call('POST', '/sfbn-system/sensitiveWord/add', { word: '套现' })).body.msg).toBe('敏感词已存在');
    expect((await admin.call('POST', '/sfbn-system/sensitiveWord/add', { word: ' ' })).body.msg).toBe('请输入敏感词');
    expect((await admin.call('POST', '/sfbn-system/sensitiveWord/delete', { ids: added.body.data.id })).body.msg).toBe('删除成功');
    expect((await list()).map((x: any) => x.word)).not.toContain('套现');
  });

  it("a client's callback address is checked by the url rule; the scopes and parameters list their seeds to the administrator only", async () => {
    const client = (await admin.call('GET', '/sfbn-system/client/list', { clientId: 'portal' })).body.data.records[0];
    const bad = await admin.call('POST', '/sfbn-system/client/submit', { ...client, webServerRedirectUri: 'ftp://portal.example.cn' });
    expect([bad.status, bad.body.msg]).toEqual([400, '请输入以 http:// 或 https:// 开头的正确网址']);
    expect((await admin.call('GET', '/sfbn-system/data-scope/list', { size: '50' })).body.data.total).toBe(13);
    expect((await admin.call('GET', '/sfbn-system/api-scope/list', { scopeType: 2 })).body.data.records.every((x: any) => x.scopeType === 2)).toBe(true);
    expect((await admin.call('GET', '/sfbn-system/param/list', { paramKey: 'upload.maxSize' })).body.data.records[0].paramValue).toBe('10');
    expect((await user.call('GET', '/sfbn-system/param/list')).status).toBe(403);
  });
});
