/**
 * The app center, the developer API keys and the resource contracts of the mock gateway
 * (docs/domain/apps.md), as the console calls them: user01 (verified) builds an app, publishes it,
 * the administrator refuses then passes it, it shows in the store for everyone, is starred after
 * the star audit and leaves the store when withdrawn. An API key is applied for, audited, its
 * secret answered only with the owner's encrypted password, revoked and removed. Wrong-state,
 * foreign and unverified calls are refused and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { encrypt, useMock, type Session } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const user = mock.as('user01');
const zhang = mock.as('zhangsan');

const APP = '/sfbn-app-center/appinformation';
const KEY = '/sfbn-system/api/client';
const NEW_APP = { appName: '链上合同签署', appType: 1, version: '1.0.0', appDesc: '合同签署与存证', appLogo: '/api/sfbn-resource/attach/file/1/logo.png' };

describe('app center', () => {
  let id = '';
  it('a verified user saves an app as a draft; required fields and unverified users are refused', async () => {
    expect((await user.call('POST', `${APP}/save`, { ...NEW_APP, appName: ' ' })).body.msg).toBe('请输入应用名称');
    expect((await user.call('POST', `${APP}/save`, { ...NEW_APP, appType: 9 })).body.msg).toBe('应用类型取值不正确');
    const denied = await zhang.call('POST', `${APP}/save`, NEW_APP);
    expect([denied.status, denied.body.msg]).toEqual([403, '该账号暂未实名认证，请先实名认证']);
    const r = await user.call('POST', `${APP}/save`, { ...NEW_APP, status: 2, starStatus: 2 });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ appName: '链上合同签署', status: 0, starStatus: 0, identityStatus: 0 });
    id = r.body.data.id;
    const mine = await user.call('GET', `${APP}/page`, { current: '1', size: '50' });
    expect(mine.body.data.records.map((x: any) => x.id)).toEqual([id]);
  });

  it('publish sends it to review; an app under review is neither edited nor starred', async () => {
    expect((await user.call('POST', `${APP}/publish`, { id })).body).toMatchObject({ code: 200, msg: '发布成功', data: { status: 1 } });
    expect((await user.call('POST', `${APP}/update`, { id, ...NEW_APP, appName: '改名' })).body.msg).toBe('当前状态不允许该操作');
    expect((await user.call('POST', `${APP}/applyStar`, { id })).body.msg).toBe('当前状态不允许该操作');
    const audit = await user.call('POST', `${APP}/audit`, { id, auditStatus: 1 });
    expect([audit.status, audit.body.msg]).toEqual([403, '无权访问该接口']);
  });

  it('the administrator refuses with a reason, the owner edits and publishes again, then it passes', async () => {
    expect((await admin.call('POST', `${APP}/audit`, { id, auditStatus: 2 })).body.msg).toBe('请输入驳回原因');
    expect((await admin.call('POST', `${APP}/audit`, { id, auditStatus: 2, auditReason: '图标不清晰' })).body.data).toMatchObject({
      status: 3,
      auditReason: '图标不清晰',
    });
    expect((await user.call('POST', `${APP}/update`, { id, ...NEW_APP, version: '1.0.1' })).body.data.version).toBe('1.0.1');
    await user.call('POST', `${APP}/publish`, { id });
    const pass = await admin.call('POST', `${APP}/audit`, { id, auditStatus: 1 });
    expect(pass.body.data.status).toBe(2);
    expect(pass.body.data.history.map((h: any) => h.action)).toEqual(['publish', 'refuse', 'publish', 'pass']);
  });

  it('a published app is in the store for every signed-in user; the star follows its own audit', async () => {
    const store = await zhang.call('GET', `${APP}/mall/page`, { appName: '链上合同签署' });
    expect(store.body.data.records.map((x: any) => x.id)).toEqual([id]);
    expect(store.body.data.records[0].history).toBeUndefined();
    expect((await zhang.call('GET', `${APP}/appSignDetail`, { id })).body.data.appName).toBe('链上合同签署');
    expect((await zhang.call('GET', `${APP}/mall/page`, { status: '0' })).body.msg).toBe('不支持的查询条件: status');
    expect((await user.call('POST', `${APP}/applyStar`, { id })).body.data.starStatus).toBe(1);
    expect((await admin.call('POST', `${APP}/audit`, { id, auditType: 2, auditStatus: 1 })).body.data).toMatchObject({ status: 2, starStatus: 2 });
    const starred = await zhang.call('GET', `${APP}/star/page`, { appName: '链上合同签署' });
    expect(starred.body.data.records.map((x: any) => x.id)).toEqual([id]);
    expect((await user.call('POST', `${APP}/appIdentityOpen`, { id })).body.data.identityStatus).toBe(1);
    expect((await admin.call('POST', `${APP}/appIdentityAudit`, { id, auditStatus: 1 })).body.data.identityStatus).toBe(2);
  });

  it("another user's app is not the user's to read or change; a withdrawn app leaves the store", async () => {
    const other = await user.call('GET', `${APP}/detail`, { id: 'app-1' });
    expect([other.status, other.body.msg]).toEqual([403, '无权操作该数据']);
    expect((await user.call('POST', `${APP}/remove`, { ids: id })).body.msg).toBe('当前状态不允许该操作');
    expect((await user.call('POST', `${APP}/withdraw`, { id })).body.data.status).toBe(4);
    expect((await zhang.call('GET', `${APP}/mall/page`, { appName: '链上合同签署' })).body.data.records).toEqual([]);
    expect((await user.call('POST', `${APP}/remove`, { ids: id })).body.msg).toBe('删除成功');
  });

  it('the console home figures count the table', async () => {
    const ov = (await admin.call('GET', `${APP}/getAppOverview`)).body.data;
    const all = (await admin.call('GET', `${APP}/page`, { size: '200' })).body.data.records;
    expect(ov.total).toBe(all.length);
    expect(ov.published).toBe(all.filter((a: any) => a.status === 2).length);
  });
});

describe('developer API keys', () => {
  let id = '';
  it('a verified user applies; the list never carries the secret', async () => {
    expect((await user.call('POST', `${KEY}/saveApikey`, { keyName: '', purpose: 'x' })).body.msg).toBe('请输入密钥名称');
    const r = await user.call('POST', `${KEY}/saveApikey`, { keyName: '存证同步', purpose: '同步存证数据', status: 2 });
    expect(r.body.data).toMatchObject({ keyName: '存证同步', status: 1, hasSecret: false });
    expect(r.body.data.apiKey).toMatch(/^AK[0-9A-F]{20}$/);
    id = r.body.data.id;
    const mine = (await user.call('GET', `${KEY}/myApikeyList`)).body.data.records;
    expect(mine.map((k: any) => k.id)).toEqual([id]);
    expect(JSON.stringify(mine)).not.toContain('apiSecret');
    const all = await user.call('GET', `${KEY}/getPage`);
    expect([all.status, all.body.msg]).toEqual([403, '无权访问该接口']);
  });

  it('the secret exists once audited and is answered only with the encrypted password', async () => {
    const early = await user.call('POST', `${KEY}/getApikeyResult`, { id, password: encrypt('Init@123') });
    expect(early.body.msg).toBe('当前状态不允许该操作');
    expect((await user.call('POST', `${KEY}/auditApikey`, { id, auditStatus: 1 })).status).toBe(403);
    expect((await admin.call('POST', `${KEY}/auditApikey`, { id, auditStatus: 1 })).body.data).toMatchObject({ status: 2, hasSecret: true });
    expect((await user.call('POST', `${KEY}/getApikeyResult`, { id, password: 'Init@123' })).body.msg).toBe('密码未加密');
    const wrong = await user.call('POST', `${KEY}/getApikeyResult`, { id, password: encrypt('Wrong@123') });
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.data).toBeNull();
    const right = await user.call('POST', `${KEY}/getApikeyResult`, { id, password: encrypt('Init@123') });
    expect(right.body.data.apiSecret).toMatch(/^SK[0-9a-f]{32}$/);
    const other = await zhang.call('POST', `${KEY}/getApikeyResult`, { id, password: encrypt('Zhang@123') });
    expect(other.status).toBe(403);
  });

  it('an active key is revoked before removal', async () => {
    expect((await user.call('POST', `${KEY}/remove`, { ids: id })).body.msg).toBe('请先撤销该密钥');
    expect((await user.call('POST', `${KEY}/backout`, { id })).body.data.status).toBe(4);
    expect((await user.call('POST', `${KEY}/backout`, { id })).body.msg).toBe('当前状态不允许该操作');
    expect((await user.call('POST', `${KEY}/getApikeyResult`, { id, password: encrypt('Init@123') })).body.msg).toBe('当前状态不允许该操作');
    expect((await user.call('POST', `${KEY}/remove`, { ids: id })).body.msg).toBe('删除成功');
  });
});

describe('resource contracts', () => {
  it('detail by path, relations and transactions of one contract, change then audit', async () => {
    const d = await admin.call('GET', '/sfbn-resource/contract/detail/rc-1');
    expect(d.body.data).toMatchObject({ contractName: '存证合约', status: 2, relationCount: 1, txCount: 12 });
    const tx = await admin.call('GET', '/sfbn-resource/contract/transactionsPage', { contractId: 'rc-1', size: '5' });
    expect([tx.body.data.total, tx.body.data.records.length]).toEqual([12, 5]);
    expect((await admin.call('GET', '/sfbn-resource/contract/relationPage', { contractId: 'rc-3' })).body.data.total).toBe(3);
    expect((await admin.call('POST', '/sfbn-resource/contract/contractChange', { id: 'rc-1', changeVersion: '2.0.0' })).body.msg).toBe('请输入变更说明');
    expect(
      (await admin.call('POST', '/sfbn-resource/contract/contractChange', { id: 'rc-1', changeVersion: '2.0.0', changeDesc: '增加批量接口' })).body.data.status,
    ).toBe(1);
    expect((await admin.call('POST', '/sfbn-resource/contract/contractAudit', { id: 'rc-1', auditStatus: 1 })).body.data).toMatchObject({
      status: 2,
      version: '2.0.0',
    });
    expect((await user.call('GET', '/sfbn-resource/contract/page')).status).toBe(403);
  });
});

describe('menus of the area', () => {
  async function entries(s: Session) {
    const tops = (await s.get('/sfbn-system/menu/top-menu')).data as { id: string; code: string }[];
    const flat: any[] = [];
    const walk = (list: any[]) => list.forEach((m) => (flat.push(m), walk(m.children ?? [])));
    for (const t of tops) walk((await s.get('/sfbn-system/menu/routes', { topMenuId: t.id })).data);
    return { tops: tops.map((t) => t.code), byPath: new Map(flat.filter((m) => m.path).map((m) => [m.path, m])) };
  }

  it('a verified user has the app center and API keys, the form routes as hidden entries, no audit screens', async () => {
    const m = await entries(user);
    expect(m.tops).toEqual(expect.arrayContaining(['apps', 'developer']));
    for (const path of ['/apps/selfbuilt/index', '/apps/store/index', '/apps/application/index', '/developer/apikey/index'])
      expect(m.byPath.get(path)?.meta.hidden).toBeUndefined();
    expect(m.byPath.get('/apps/selfbuilt/builtadd')?.meta.hidden).toBe(true);
    expect(m.byPath.get('/apps/selfbuilt/builtedit')?.meta.hidden).toBe(true);
    for (const path of ['/apps/management/index', '/developer/apikey/audit', '/operations/third/sms/smsincrease', '/resource/contract/index'])
      expect(m.byPath.has(path)).toBe(false);
  });

  it('the administrator also has the audits, the SMS form routes and the contract sub-lists (hidden)', async () => {
    const m = await entries(admin);
    for (const path of ['/apps/management/index', '/developer/apikey/audit', '/resource/contract/index'])
      expect(m.byPath.get(path)?.meta.hidden).toBeUndefined();
    for (const path of ['/operations/third/sms/smsincrease', '/operations/third/sms/smsedit', '/resource/contract/relation', '/resource/contract/transactions'])
      expect(m.byPath.get(path)?.meta.hidden).toBe(true);
  });
});

describe('sub-chain apps, required apps, identity-login apps, the monitor overview', () => {
  const scfn = '2100000000000000002';
  it('an app may belong to a live sub-chain (getSubList is the choice); the affiliation list shows published ones', async () => {
    const chains = (await user.call('GET', `${APP}/getSubList`)).body.data as any[];
    expect(chains.find((c) => c.childChainCode === 'scfn')).toMatchObject({ label: '供应链金融链（scfn）', appCount: 2 });
    expect(chains.map((c) => c.childChainCode)).not.toContain('agri');
    const dead = await user.call('POST', `${APP}/save`, { ...NEW_APP, appName: '碳足迹核算', chainId: '2100000000000000007' });
    expect(dead.body.msg).toBe('所属子链不存在或未运行');
    const carb = chains.find((c) => c.childChainCode === 'carb');
    const r = await user.call('POST', `${APP}/save`, { ...NEW_APP, appName: '碳足迹核算', chainId: carb.id, childChainName: '伪造', required: 1 });
    expect(r.body.data).toMatchObject({ chainId: carb.id, childChainName: '碳排放核算链', required: 0, status: 0 });
    const page = (await user.call('GET', `${APP}/appOfAffiliationList`, { chainId: chains.find((c) => c.childChainCode === 'scfn').id })).body.data;
    expect(page.records.map((a: any) => a.appName)).toEqual(['供应链金融', '版权登记']);
    // The draft is not listed until published.
    expect((await user.call('GET', `${APP}/appOfAffiliationList`, { appName: '碳足迹核算' })).body.data.total).toBe(0);
    expect(chains.find((c) => c.childChainCode === 'scfn').id).toBe(scfn);
  });

  it("required apps: all of them, and the caller's (platform-wide plus those of the sub-chains the caller answers for)", async () => {
    const all = (await user.call('GET', `${APP}/getRequiredAppList`)).body.data.records.map((a: any) => a.appName);
    expect(all.sort()).toEqual(['供应链金融', '数字藏品', '版权登记', '链上存证'].sort());
    // user01 owns no sub-chain: only the platform-wide required app.
    expect((await user.call('GET', `${APP}/getMyRequiredAppList`)).body.data.records.map((a: any) => a.appName)).toEqual(['链上存证']);
    // The administrator answers for every sub-chain.
    expect((await admin.call('GET', `${APP}/getMyRequiredAppList`)).body.data.total).toBe(4);
  });

  it("getHostingTmpAuth: the templates of the app's sub-chain while the backbone hosts it", async () => {
    const hosted = await user.call('GET', `${APP}/getHostingTmpAuth`, { id: 'app-2' });
    expect(hosted.body.data).toEqual({ appName: '供应链金融', childChainName: '供应链金融链', hostingStatus: '已托管', templates: '供应链票据模板' });
    const self = await user.call('GET', `${APP}/getHostingTmpAuth`, { id: 'app-12' });
    expect(self.body.data).toMatchObject({ hostingStatus: '自建解析', templates: '无' });
    expect((await user.call('GET', `${APP}/getHostingTmpAuth`, { id: 'app-1' })).body.msg).toBe('该应用未归属子链');
  });

  it('identity-login apps and the monitor overview follow the apps', async () => {
    const before = (await user.call('GET', `${APP}/getAppMonitorOverview`)).body.data;
    const list = (await user.call('GET', `${APP}/getAppIdentityList`)).body.data;
    expect(list.records.map((a: any) => a.appName)).toEqual(['链上存证']);
    expect(before.identityOpened).toBe(list.total);
    await admin.call('POST', `${APP}/appIdentityAudit`, { id: 'app-12', auditStatus: 1 });
    expect((await user.call('GET', `${APP}/getAppIdentityList`)).body.data.total).toBe(2);
    expect((await user.call('GET', `${APP}/getAppMonitorOverview`)).body.data.identityOpened).toBe(before.identityOpened + 1);
  });
});

describe('sending an SMS', () => {
  it('getSendTypeList lists the enabled configs; send-message checks them and every phone, then records one send each', async () => {
    const types = (await admin.call('GET', '/sfbn-resource/sms/getSendTypeList')).body.data as any[];
    expect(types[0]).toMatchObject({ smsCode: 'sms_001', templateName: '登录验证码', label: '登录验证码（sms_001）' });
    expect(types.map((t) => t.smsCode)).not.toContain('sms_004');
    const send = (body: Record<string, any>) => admin.call('POST', '/sfbn-resource/sms/endpoint/send-message', body);
    expect((await send({ phones: '13912345678' })).body.msg).toBe('请选择短信模板');
    expect((await send({ code: 'sms_004', phones: '13912345678' })).body.msg).toBe('短信配置不存在或未启用');
    expect((await send({ code: 'sms_001', phones: '13912345678,1391234' })).body.msg).toBe('手机号码长度不为11位：1391234');
    const r = await send({ code: 'sms_001', phones: '13911110001,13911110002', params: '{"code":"482913"}' });
    expect(r.body).toMatchObject({ code: 200, data: 2, msg: '发送成功!' });
    for (const receiver of ['13911110001', '13911110002']) {
      const rows = (await admin.call('GET', '/sfbn-resource/send/list', { receiver })).body.data.records;
      expect(rows.map((x: any) => [x.receiver, x.templateName, x.content])).toEqual([[receiver, '登录验证码', '{"code":"482913"}']]);
    }
    expect((await user.call('POST', '/sfbn-resource/sms/endpoint/send-message', { code: 'sms_001', phones: '13912345678' })).status).toBe(403);
  });
});
