/**
 * The identification center of the mock gateway (docs/domain/identification.md), as the console
 * calls it: the administrator defines a template, creates an identifier from it (a real sm2 key
 * and a BID of the glossary's format), the identifier resolves publicly with the template's
 * attributes, stops resolving when taken out of use, and every resolution is recorded. The
 * private key is answered only after the password. Users and bad input are refused.
 */
import { describe, expect, it } from 'vitest';
import { sm2 } from 'sm-crypto';
import { BASIC, encrypt, useMock, type Session } from './mockServer';
import { parseAttrs } from '../../mock/sfbn-id/backbone';

const mock = useMock();
const admin = mock.as('admin');
const zhang = mock.as('zhangsan');

async function call(s: Session | null, method: 'GET' | 'POST', path: string, body?: Record<string, any>) {
  const url = `${mock.base}/api${path}${method === 'GET' && body ? `?${new URLSearchParams(body)}` : ''}`;
  const auth: Record<string, string> = s ? { Auth: `bearer ${s.token.access_token}` } : {};
  const r = await fetch(url, {
    method,
    headers: { Authorization: BASIC, ...auth, 'Content-Type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await r.text();
  return { status: r.status, headers: r.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
}
const BID = /^did:bid:([a-z0-9]{4}:)?[ezs][fst][1-9A-HJ-NP-Za-km-z]{22,31}$/;

describe('template attributes', () => {
  it('parses one attribute a line and names the first bad line', () => {
    expect(parseAttrs('model,设备型号,text,是\nmadeOn,生产日期,date')).toEqual([
      { key: 'model', name: '设备型号', type: 'text', required: true },
      { key: 'madeOn', name: '生产日期', type: 'date', required: false },
    ]);
    expect(parseAttrs('serial')).toEqual([{ key: 'serial', name: 'serial', type: 'text', required: false }]);
    expect(parseAttrs('')).toBe('请至少定义一个属性');
    expect(parseAttrs('model,型号\n9x,坏')).toBe('第2行属性键格式不正确：须以字母开头，由字母、数字、下划线组成');
    expect(parseAttrs('a,甲,bool')).toBe('第1行属性类型须为 text、number 或 date');
    expect(parseAttrs('a,甲\na,乙')).toBe('属性键 a 重复');
  });
});

describe('backbone identifiers from a template, resolved', () => {
  let templateId = '';
  let id = '';
  let bid = '';

  it('saves a template with its attributes and answers them through showAttr', async () => {
    const bad = await call(admin, 'POST', '/sfbn-id/backBone/template/saveTemplate', {
      templateName: '仓储单元模板',
      idType: 'device',
      attrs: 'warehouse,仓库,place,是',
    });
    expect(bad.body.msg).toBe('第1行属性类型须为 text、number 或 date');
    const r = await call(admin, 'POST', '/sfbn-id/backBone/template/saveTemplate', {
      templateName: '仓储单元模板',
      idType: 'device',
      attrs: 'warehouse,所属仓库,text,是\ncapacity,容量,number,否',
    });
    expect(r.body.code).toBe(200);
    templateId = r.body.data.id;
    const attrs = await call(admin, 'GET', '/sfbn-id/backBone/template/showAttr', { id: templateId });
    expect(attrs.body.data).toEqual([
      { key: 'warehouse', name: '所属仓库', type: 'text', required: true },
      { key: 'capacity', name: '容量', type: 'number', required: false },
    ]);
    const again = await call(admin, 'POST', '/sfbn-id/backBone/template/saveTemplate', { templateName: '仓储单元模板', idType: 'data', attrs: 'a,甲' });
    expect(again.body.msg).toBe('模板名称已存在');
  });

  it("checks the template's attributes and issues an sm2 BID under the chosen sub-chain", async () => {
    const missing = await call(admin, 'POST', '/sfbn-id/backBone/id/saveIdInfo', {
      idName: '北京一号仓 A 区',
      templateId,
      chainCode: 'a001',
      attrValues: 'capacity=1200',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请输入所属仓库（warehouse）');
    const nan = await call(admin, 'POST', '/sfbn-id/backBone/id/saveIdInfo', {
      idName: '北京一号仓 A 区',
      templateId,
      attrValues: 'warehouse=北京一号仓\ncapacity=很多',
    });
    expect(nan.body.msg).toBe('容量必须为数字');
    const stray = await call(admin, 'POST', '/sfbn-id/backBone/id/saveIdInfo', { idName: '北京一号仓 A 区', templateId, attrValues: 'colour=red' });
    expect(stray.body.msg).toBe('模板中没有属性 colour');
    const chain = await call(admin, 'POST', '/sfbn-id/backBone/id/saveIdInfo', {
      idName: '北京一号仓 A 区',
      templateId,
      chainCode: 'zzzz',
      attrValues: 'warehouse=北京一号仓',
    });
    expect(chain.body.msg).toBe('所属子链取值不正确');
    const r = await call(admin, 'POST', '/sfbn-id/backBone/id/saveIdInfo', {
      idName: '北京一号仓 A 区',
      templateId,
      chainCode: 'a001',
      attrValues: 'warehouse=北京一号仓\ncapacity=1200',
      bid: 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2',
      isUse: 0,
    });
    expect(r.body.code).toBe(200);
    ({ id, bid } = r.body.data);
    expect(bid).toMatch(BID);
    expect(bid.startsWith('did:bid:a001:zf')).toBe(true);
    expect(r.body.data.isUse).toBe(1);
    expect(r.body.data.privateKey).toBeUndefined();
    expect(r.body.data.templateName).toBe('仓储单元模板');
    const list = await call(admin, 'GET', '/sfbn-id/backBone/id/listByPage', { idName: '北京一号仓' });
    expect(list.body.data.records.map((x: any) => x.bid)).toEqual([bid]);
  });

  it('resolves publicly with the real key and the attribute values, and records it', async () => {
    const r = await call(null, 'GET', '/sfbn-id/resolver/bid', { bid });
    expect(r.body.code).toBe(200);
    expect(r.body.data.id).toBe(bid);
    expect(r.body.data.extension.acsns).toEqual(['a001']);
    expect(r.body.data.extension.attributes).toEqual([
      { key: 'name', desc: '名称', format: 'text', value: '北京一号仓 A 区' },
      { key: 'warehouse', desc: '所属仓库', format: 'text', value: '北京一号仓' },
      { key: 'capacity', desc: '容量', format: 'number', value: '1200' },
    ]);
    const detail = await call(admin, 'GET', '/sfbn-id/backBone/id/detail', { id });
    expect(r.body.data.publicKey[0].publicKeyHex).toBe(detail.body.data.publicKey);
    const ok = await call(admin, 'GET', '/sfbn-id/record/success/listByPage', { bid });
    expect(ok.body.data.records).toHaveLength(1);
    expect(ok.body.data.records[0].source).toBe('portal');
  });

  it('an identifier out of use does not resolve; the failure is recorded with the console as source', async () => {
    const off = await call(admin, 'POST', '/sfbn-id/backBone/id/updateIsUse', { id, isUse: 0 });
    expect(off.body.msg).toBe('已停用');
    const r = await call(admin, 'GET', '/sfbn-id/resolver/bid', { bid });
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe(`未找到标识 ${bid}，请确认 BID 是否正确`);
    const failed = await call(admin, 'GET', '/sfbn-id/record/fail/listByPage', { bid });
    expect(failed.body.data.records[0]).toMatchObject({ bid, source: 'console', account: 'admin', reason: '未找到标识' });
    const bad = await call(admin, 'POST', '/sfbn-id/backBone/id/updateIsUse', { id, isUse: 7 });
    expect(bad.body.msg).toBe('是否启用取值不正确');
    await call(admin, 'POST', '/sfbn-id/backBone/id/updateIsUse', { id, isUse: 1 });
    expect((await call(null, 'GET', '/sfbn-id/resolver/bid', { bid })).body.code).toBe(200);
  });

  it('edits keep the BID, the template and the sub-chain', async () => {
    const r = await call(admin, 'POST', '/sfbn-id/backBone/id/editId', {
      id,
      idName: '北京一号仓 B 区',
      chainCode: 'b302',
      attrValues: 'warehouse=北京一号仓',
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ bid, chainCode: 'a001', idName: '北京一号仓 B 区', attrValues: 'warehouse=北京一号仓' });
  });

  it('answers the private key only after the password', async () => {
    const store = await call(admin, 'GET', '/sfbn-id/backBone/keyStore/keyStore', { id });
    expect(store.body.data).toMatchObject({ bid, algorithm: 'sm2' });
    expect(store.body.data.privateKey).toBeUndefined();
    const clear = await call(admin, 'POST', '/sfbn-id/backBone/keyStore/privateKey', { id, password: 'Admin@123' });
    expect(clear.body.msg).toBe('密码未加密，已拒绝');
    const wrong = await call(admin, 'POST', '/sfbn-id/backBone/keyStore/privateKey', { id, password: encrypt('Wrong@123') });
    expect(wrong.body.msg).toBe('密码错误');
    const r = await call(admin, 'POST', '/sfbn-id/backBone/keyStore/privateKey', { id, password: encrypt('Admin@123') });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body.msg).toBe('下载成功');
    const file = r.body.data as { bid: string; publicKey: string; privateKey: string };
    expect(file.bid).toBe(bid);
    // A real pair: the private key signs what the public key verifies.
    const sig = sm2.doSignature('bbn', file.privateKey, { hash: true });
    expect(sm2.doVerifySignature('bbn', sig, file.publicKey, { hash: true })).toBe(true);
  });

  it('keeps the template while identifiers use it; removes both in order', async () => {
    const busy = await call(admin, 'POST', '/sfbn-id/backBone/template/deleteTemplate', { ids: templateId });
    expect(busy.body.msg).toBe('该模板下还有标识，无法删除');
    expect((await call(admin, 'POST', '/sfbn-id/backBone/id/deleteId', { ids: id })).body.code).toBe(200);
    expect((await call(null, 'GET', '/sfbn-id/resolver/bid', { bid })).status).toBe(404);
    expect((await call(admin, 'POST', '/sfbn-id/backBone/template/deleteTemplate', { ids: templateId })).body.code).toBe(200);
  });

  it("is the administrators' area", async () => {
    expect((await call(zhang, 'GET', '/sfbn-id/backBone/id/listByPage')).status).toBe(403);
    expect((await call(zhang, 'POST', '/sfbn-id/backBone/template/saveTemplate', { templateName: 'x', idType: 'data', attrs: 'a,甲' })).status).toBe(403);
    expect((await call(zhang, 'GET', '/sfbn-id/record/success/listByPage')).status).toBe(403);
  });
});
