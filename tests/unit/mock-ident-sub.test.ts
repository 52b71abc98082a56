/**
 * Sub-chain identifiers of the mock gateway (docs/domain/identification.md): templates of a live
 * sub-chain, identifiers made from them (the chain's code in the BID), key stores, the hosting
 * application of a chain (hosting or selfBuild, audited by the administrator) that makes its
 * identifiers hosted and resolvable on the backbone, and the live identifier figures.
 */
import { describe, expect, it } from 'vitest';
import { BASIC, encrypt, useMock } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const user = mock.as('user01');

/** The public resolver, without a session (as the portal calls it). */
async function resolveOpen(query: Record<string, string>) {
  const r = await fetch(`${mock.base}/api/sfbn-id/resolver/bid?${new URLSearchParams(query)}`, { headers: { Authorization: BASIC } });
  return { status: r.status, body: await r.json() };
}
const H = '/sfbn-alliance/subIdHostingApplyInfo';

describe('sub-chain identifiers, hosted after an approved hosting application', () => {
  let chainId = '';
  let templateId = '';
  let id = '';
  let bid = '';
  let figures: Record<string, number> = {};

  it('catalogAuth answers the live sub-chains the caller answers for, with their identifier mode', async () => {
    const all = (await admin.call('GET', `${H}/catalogAuth`)).body.data as any[];
    const indu = all.find((c) => c.childChainCode === 'indu');
    expect(indu).toMatchObject({ childChainName: '工业标识链', label: '工业标识链（indu）', hostingStatus: 0 });
    expect(all.find((c) => c.childChainCode === 'scfn')).toMatchObject({ hostingStatus: 2 });
    expect(all.find((c) => c.childChainCode === 'carb')).toMatchObject({ hostingStatus: 3, resolverUrl: 'https://carb.chain.example.cn/resolver' });
    // Chains not running (approved, under review) are not in the catalogue.
    expect(all.map((c) => c.childChainCode)).not.toContain('agri');
    chainId = indu.id;
    // An ordinary user owns no sub-chain.
    expect((await user.call('GET', `${H}/catalogAuth`)).body.data).toEqual([]);
    figures = (await admin.call('GET', '/sfbn-id/resolver/idInfoDataOver')).body.data;
  });

  it('a template belongs to a live sub-chain', async () => {
    const none = await admin.call('POST', '/sfbn-id/subTemplateInfo/save', {
      templateName: '产线传感器模板',
      idType: 'device',
      attrs: 'sensor,传感器编号,text,是',
    });
    expect(none.body.msg).toBe('请选择所属子链');
    const dead = await admin.call('POST', '/sfbn-id/subTemplateInfo/save', {
      chainId: '2100000000000000004',
      templateName: '产线传感器模板',
      idType: 'device',
      attrs: 'sensor,传感器编号,text,是',
    });
    expect(dead.body.msg).toBe('所属子链不存在或未运行');
    const r = await admin.call('POST', '/sfbn-id/subTemplateInfo/save', {
      chainId,
      templateName: '产线传感器模板',
      idType: 'device',
      attrs: 'sensor,传感器编号,text,是\nrate,采样频率,number,否',
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ childChainCode: 'indu', childChainName: '工业标识链' });
    templateId = r.body.data.id;
    expect((await admin.call('GET', '/sfbn-id/subTemplateInfo/showAttr', { id: templateId })).body.data).toEqual([
      { key: 'sensor', name: '传感器编号', type: 'text', required: true },
      { key: 'rate', name: '采样频率', type: 'number', required: false },
    ]);
  });

  it("an identifier takes its template's chain: the code is in the BID; not hosted yet it does not resolve on the backbone", async () => {
    const missing = await admin.call('POST', '/sfbn-id/subIdInfo/save', { idName: '一号产线温度传感器', templateId, attrValues: 'rate=10' });
    expect(missing.body.msg).toBe('请输入传感器编号（sensor）');
    const r = await admin.call('POST', '/sfbn-id/subIdInfo/save', {
      idName: '一号产线温度传感器',
      templateId,
      chainId: 'x',
      attrValues: 'sensor=TS-01\nrate=10',
    });
    expect(r.body.code).toBe(200);
    ({ id, bid } = r.body.data);
    expect(bid).toMatch(/^did:bid:indu:zf[1-9A-HJ-NP-Za-km-z]{22,31}$/);
    expect(r.body.data).toMatchObject({ chainId, chainCode: 'indu', hostingStatus: 0, isUse: 1 });
    expect(r.body.data.privateKey).toBeUndefined();
    const edit = await admin.call('POST', '/sfbn-id/subIdInfo/update', {
      id,
      idName: '一号产线温度传感器 A',
      chainId: '2100000000000000001',
      attrValues: 'sensor=TS-01A',
    });
    expect(edit.body.data).toMatchObject({ bid, chainId, idName: '一号产线温度传感器 A', attrValues: 'sensor=TS-01A' });
    const res = await resolveOpen({ bid });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(`标识 ${bid} 所属子链未托管至骨干网`);
    const now = (await admin.call('GET', '/sfbn-id/resolver/idInfoDataOver')).body.data;
    expect(now.idTotal).toBe(figures.idTotal + 1);
    expect(now.templateTotal).toBe(figures.templateTotal + 1);
    expect(now.failTotal).toBe(figures.failTotal + 1);
  });

  it('the owner applies for hosting (one application waiting at a time); others cannot apply for his chain', async () => {
    expect((await user.call('POST', `${H}/hosting`, { chainId, contact: '赵工', contactPhone: '13912345678' })).body.msg).toBe('只能为自己的子链申请');
    const phone = await admin.call('POST', `${H}/hosting`, { chainId, contact: '赵工', contactPhone: '12345678901' });
    expect(phone.body.msg).toBe('手机号码格式不正确');
    const url = await admin.call('POST', `${H}/selfBuild`, { chainId, contact: '赵工', contactPhone: '13912345678', resolverUrl: 'ftp://x' });
    expect(url.body.msg).toBe('解析服务地址格式不正确');
    const r = await admin.call('POST', `${H}/hosting`, { chainId, contact: '赵工', contactPhone: '13912345678', remark: '工业标识托管' });
    expect(r.body).toMatchObject({ code: 200, msg: '提交成功' });
    expect(r.body.data).toMatchObject({ chainId, childChainCode: 'indu', hostingType: 1, status: 1 });
    const again = await admin.call('POST', `${H}/selfBuild`, {
      chainId,
      contact: '赵工',
      contactPhone: '13912345678',
      resolverUrl: 'https://indu.example.cn/r',
    });
    expect(again.body.msg).toBe('该子链已有待审核的申请');
    expect((await admin.call('GET', '/sfbn-id/subIdInfo/detail', { id })).body.data.hostingStatus).toBe(1);
    expect((await user.call('POST', `${H}/audit`, { id: r.body.data.id, auditStatus: 1 })).status).toBe(403);
    expect((await admin.call('POST', `${H}/audit`, { id: r.body.data.id, auditStatus: 2 })).body.msg).toBe('请输入驳回原因');
    const pass = await admin.call('POST', `${H}/audit`, { id: r.body.data.id, auditStatus: 1 });
    expect(pass.body).toMatchObject({ code: 200, msg: '审核通过' });
    expect(pass.body.data.history.map((h: any) => h.action)).toEqual(['apply', 'pass']);
    expect((await admin.call('POST', `${H}/audit`, { id: r.body.data.id, auditStatus: 1 })).body.msg).toBe('当前状态不允许该操作');
  });

  it('its identifiers are then hosted: listed as hosted and resolved by the backbone', async () => {
    const hosted = (await admin.call('GET', '/sfbn-id/subIdInfo/listByPage', { hosted: 1, size: 200 })).body.data.records as any[];
    expect(hosted.map((r) => r.bid)).toContain(bid);
    expect(hosted.every((r) => r.hostingStatus === 2)).toBe(true);
    const doc = await admin.call('GET', '/sfbn-id/resolver/bid', { bid });
    expect(doc.body.data.id).toBe(bid);
    expect(doc.body.data.extension.acsns).toEqual(['indu']);
    expect(doc.body.data.extension.attributes).toContainEqual({ key: 'sensor', desc: '传感器编号', format: 'text', value: 'TS-01A' });
    const now = (await admin.call('GET', '/sfbn-id/resolver/idInfoDataOver')).body.data;
    expect(now.hostedTotal).toBe(figures.hostedTotal + 1);
    expect(now.resolveTotal).toBe(figures.resolveTotal + 1);
  });

  it('a self-built chain resolves its own identifiers; a newer approved application supersedes the hosting', async () => {
    const steel = (await admin.call('GET', '/sfbn-id/subIdInfo/listByPage', { childChainCode: 'carb' })).body.data.records[0];
    expect(steel.hostingStatus).toBe(3);
    expect((await resolveOpen({ bid: steel.bid })).body.msg).toBe(`标识 ${steel.bid} 由子链自建解析服务解析：https://carb.chain.example.cn/resolver`);
    const r = await admin.call('POST', `${H}/selfBuild`, {
      chainId,
      contact: '赵工',
      contactPhone: '13912345678',
      resolverUrl: 'https://indu.chain.example.cn/resolver',
    });
    await admin.call('POST', `${H}/audit`, { id: r.body.data.id, auditStatus: 1 });
    const apps = (await admin.call('GET', `${H}/listByPage`, { chainId })).body.data.records as any[];
    expect(apps.map((a) => [a.hostingType, a.status])).toEqual([
      [2, 2],
      [1, 4],
    ]);
    expect((await admin.call('GET', '/sfbn-id/subIdInfo/detail', { id })).body.data).toMatchObject({
      hostingStatus: 3,
      resolverUrl: 'https://indu.chain.example.cn/resolver',
    });
  });

  it('key stores answer the private key after the password; the template stays while identifiers use it', async () => {
    const wrong = await admin.call('POST', '/sfbn-id/subIdKeyStoreInfo/privateKey', { id, password: encrypt('Wrong@123') });
    expect(wrong.body.msg).toBe('密码错误');
    const r = await admin.call('POST', '/sfbn-id/subIdKeyStoreInfo/privateKey', { id, password: encrypt('Admin@123') });
    expect(r.body.data).toMatchObject({ bid, algorithm: 'sm2' });
    expect(r.body.data.privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect((await admin.call('GET', '/sfbn-id/subIdKeyStoreInfo/keyStore', { id })).body.data.privateKey).toBeUndefined();
    expect((await admin.call('POST', '/sfbn-id/subTemplateInfo/remove', { ids: templateId })).body.msg).toBe('该模板下还有标识，无法删除');
    expect((await admin.call('POST', '/sfbn-id/subIdInfo/remove', { ids: id })).body.code).toBe(200);
    expect((await admin.call('POST', '/sfbn-id/subTemplateInfo/remove', { ids: templateId })).body.code).toBe(200);
  });

  it("sub-chain identifiers are the administrators'; the applications the owners'", async () => {
    expect((await user.call('GET', '/sfbn-id/subIdInfo/listByPage')).status).toBe(403);
    expect((await user.call('POST', '/sfbn-id/subTemplateInfo/save', {})).status).toBe(403);
    expect((await user.call('GET', `${H}/listByPage`)).body.data.records).toEqual([]);
  });
});
