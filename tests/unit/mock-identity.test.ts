/**
 * The identity service of the mock gateway (docs/domain/identity.md), as the console calls it:
 * zhangsan applies, the administrator refuses, he applies again, is passed (status 2 and a BID
 * without a new login), downloads a real sm2 key pair, and is revoked. Wrong-state and foreign
 * calls are refused and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { sm2 } from 'sm-crypto';
import { BASIC, session, useMock, type Session } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const zhang = mock.as('zhangsan');
const lisi = mock.as('lisi');

const headers = (s: Session) => ({ Authorization: BASIC, Auth: `bearer ${s.token.access_token}` });
async function upload(s: Session, path: string, name: string, type: string, bytes = 64) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const r = await fetch(`${mock.base}/api${path}`, { method: 'POST', headers: headers(s), body: form });
  return { status: r.status, body: await r.json() };
}

const PERSON = { applyType: 1, realName: '张三', idCard: '110105199003078035', phone: '13800000002' };
let cards: { cardFront: string; cardBack: string };
let appId = '';

describe('identity application (person)', () => {
  it('uploads card images: images only, served to their owner and administrators', async () => {
    const bad = await upload(zhang, '/sfbn-identity/identityAudit/applyPersonCertificate', 'card.pdf', 'application/pdf');
    expect(bad.body.msg).toBe('上传只能是图片格式!');
    const front = await upload(zhang, '/sfbn-identity/identityAudit/applyPersonCertificate', '正面.png', 'image/png');
    const back = await upload(zhang, '/sfbn-identity/identityAudit/applyPersonCertificate', 'back.jpg', 'image/jpeg');
    expect(front.body.data.link).toMatch(/^\/api\/sfbn-resource\/file\/get-card-image-resource\/[0-9a-f]{32}$/);
    cards = { cardFront: front.body.data.id, cardBack: back.body.data.id };
    const link = `${mock.base}${front.body.data.link}`;
    expect((await fetch(link, { headers: headers(zhang) })).status).toBe(200);
    expect((await fetch(link, { headers: headers(admin) })).status).toBe(200);
    expect((await fetch(link, { headers: headers(lisi) })).status).toBe(404);
    expect((await fetch(link)).status).toBe(401);
  });

  it('refuses an application with the spec 5 messages and stores nothing', async () => {
    const cases: [Record<string, any>, string][] = [
      [{ idCard: '99010519900307803X' }, '地址编码错误'],
      [{ idCard: '110105199003078031' }, '证件号码校验位错误'],
      [{ idCard: '1101051990' }, '证件号码长度不为18位'],
      [{ realName: 'Zhang San' }, '请输入2到8个汉字'],
      [{ phone: '1380000000' }, '手机号码长度不为11位'],
      [{ cardFront: 'not-my-image' }, '请上传身份证正反面照片'],
    ];
    for (const [change, msg] of cases) {
      const r = await zhang.call('POST', '/sfbn-identity/identityAudit/apply', { ...PERSON, ...cards, ...change });
      expect(r.body.msg, msg).toBe(msg);
    }
    expect((await zhang.call('GET', '/sfbn-identity/identityAudit/getPersonalDI')).body.data).toBeNull();
    expect((await zhang.call('GET', '/sfbn-system/account/getUserStatus')).body.data.status).toBe(1);
  });

  it('applies: status 3 for the application and the user, without a new login', async () => {
    const r = await zhang.call('POST', '/sfbn-identity/identityAudit/apply', { ...PERSON, ...cards, status: 2, bid: 'did:bid:zfForged', userId: '1' });
    expect(r.body.msg).toBe('申请已提交，请等待审核');
    appId = r.body.data.id;
    expect(r.body.data).toMatchObject({ status: 3, bid: '', applyType: 1, realName: '张三', account: 'zhangsan' });
    expect(r.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(r.body.data.privateKey).toBeUndefined();
    expect((await zhang.call('GET', '/sfbn-system/account/getUserStatus')).body.data.status).toBe(3);
    // A second application while one is under review is a wrong state.
    expect((await zhang.call('POST', '/sfbn-identity/identityAudit/apply', { ...PERSON, ...cards })).body.msg).toBe('当前状态不允许该操作');
  });

  it("keeps the application from other users and from the applicant's own audit", async () => {
    expect((await lisi.call('GET', '/sfbn-identity/identityKey/auditDetail', { id: appId })).status).toBe(403);
    const lisiList = await lisi.call('GET', '/sfbn-identity/identityKey/auditListByPage', { size: 50 });
    expect(lisiList.body.data.records.every((r: any) => r.account === 'lisi')).toBe(true);
    const self = await zhang.call('POST', '/sfbn-identity/identityAudit/auditUser', { id: appId, auditStatus: 1 });
    expect(self.status).toBe(403);
    expect((await zhang.call('GET', '/sfbn-identity/identityKey/auditDetail', { id: appId })).body.data.status).toBe(3);
  });

  it('refusal needs a reason, lands in the refused list with its type and the history', async () => {
    const list = await admin.call('GET', '/sfbn-identity/identityKey/auditListByPage', { realName: '张三', size: 50 });
    expect(list.body.data.records.map((r: any) => r.id)).toContain(appId);
    const noReason = await admin.call('POST', '/sfbn-identity/identityAudit/auditUser', { id: appId, auditStatus: 2, rejectType: 2 });
    expect(noReason.body.msg).toBe('请输入驳回原因');
    const r = await admin.call('POST', '/sfbn-identity/identityAudit/auditUser', { id: appId, auditStatus: 2, rejectType: 2, auditReason: '照片模糊' });
    expect(r.body.data).toMatchObject({ status: 0, rejectType: 2, auditReason: '照片模糊', auditUser: '王建国' });
    expect(r.body.data.history.map((h: any) => [h.action, h.user])).toEqual([
      ['apply', '张三'],
      ['refuse', '王建国'],
    ]);
    const refused = await admin.call('GET', '/sfbn-identity/identityKey/refusedListByPage', { size: 50 });
    expect(refused.body.data.records.find((x: any) => x.id === appId)?.rejectType).toBe(2);
    expect((await zhang.call('GET', '/sfbn-system/account/getUserStatus')).body.data.status).toBe(0);
    // Refusing again is a wrong state.
    expect((await admin.call('POST', '/sfbn-identity/identityAudit/auditUser', { id: appId, auditStatus: 2, rejectType: 1, auditReason: 'x' })).body.msg).toBe(
      '当前状态不允许该操作',
    );
  });

  it('applies again (prefilled), is passed: status 2 and a BID on the same session', async () => {
    const prefill = await zhang.call('GET', '/sfbn-identity/identityAudit/getPersonInformation');
    expect(prefill.body.data).toMatchObject({ realName: '张三', idCard: PERSON.idCard });
    const again = await zhang.call('POST', '/sfbn-identity/identityAudit/apply', { ...prefill.body.data });
    appId = again.body.data.id;
    expect(again.body.data.status).toBe(3);
    const r = await admin.call('POST', '/sfbn-identity/identityAudit/auditUser', { id: appId, auditStatus: 1 });
    expect(r.body.data.status).toBe(2);
    expect(r.body.data.bid).toMatch(/^did:bid:zf[1-9A-HJ-NP-Za-km-z]{22,31}$/);
    expect(r.body.data.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    const person = await zhang.call('GET', '/sfbn-system/account/getPerson');
    expect(person.body.data).toMatchObject({ status: 2, bid: r.body.data.bid });
    const active = await admin.call('GET', '/sfbn-identity/identityKey/listByPage', { account: 'zhangsan' });
    expect(active.body.data.records.map((x: any) => x.id)).toEqual([appId]);
  });

  it("downloads a real sm2 key pair as a file; the public key is the identity's", async () => {
    const r = await fetch(`${mock.base}/api/sfbn-identity/identityKey/downPublicAndPrivateKeys`, { headers: headers(zhang) });
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="zhangsan-keys.json"');
    const file = await r.json();
    const detail = (await zhang.call('GET', '/sfbn-identity/identityKey/detail', { id: appId })).body.data;
    expect(file).toMatchObject({ bid: detail.bid, algorithm: 'sm2', publicKey: detail.publicKey });
    const signature = sm2.doSignature('bbn', file.privateKey, { hash: true });
    expect(sm2.doVerifySignature('bbn', signature, detail.publicKey, { hash: true })).toBe(true);
    // lisi (status 3) has no identity to download.
    const other = await fetch(`${mock.base}/api/sfbn-identity/identityKey/downPublicAndPrivateKeys`, { headers: headers(lisi) });
    expect(other.status).toBe(403);
    expect((await other.json()).msg).toBe('该账号暂未实名认证，请先实名认证');
  });

  it('revocation needs the administrator, lands in the revoked list and takes status 4', async () => {
    expect((await zhang.call('POST', '/sfbn-identity/identityAudit/revocationCertificate', { id: appId, revokeType: 1, revokeReason: 'x' })).status).toBe(403);
    const r = await admin.call('POST', '/sfbn-identity/identityAudit/revocationCertificate', { id: appId, revokeType: 3, revokeReason: '证件过期' });
    expect(r.body.data).toMatchObject({ status: 4, revokeType: 3, revokeReason: '证件过期' });
    const revoked = await admin.call('GET', '/sfbn-identity/identityKey/revokeListByPage', { size: 50 });
    expect(revoked.body.data.records.map((x: any) => x.id)).toContain(appId);
    expect((await zhang.call('GET', '/sfbn-system/account/getUserStatus')).body.data.status).toBe(4);
    expect((await admin.call('POST', '/sfbn-identity/identityAudit/auditUser', { id: appId, auditStatus: 1 })).body.msg).toBe('当前状态不允许该操作');
  });
});

describe('identity application (organisation)', () => {
  it('checks the company information and the licence, then waits for review', async () => {
    const org = await session(mock.base, 'user03', 'Init@123');
    const licence = await upload(org, '/sfbn-identity/identityAudit/applyCompanyCertificate', '执照.jpeg', 'image/jpeg');
    const ORG = {
      applyType: 2,
      companyName: '链网测试有限公司',
      creditCode: '91110105MA01234567',
      legalPerson: '周海燕',
      legalIdCard: '110105199003078035',
      contactPhone: '13900000003',
      address: '北京市朝阳区',
      licence: licence.body.data.id,
    };
    const cases: [Record<string, any>, string][] = [
      [{ companyName: '  ' }, '请输入企业名称'],
      [{ creditCode: 'ABC' }, '统一社会信用代码格式不正确'],
      [{ legalIdCard: '110105199003078031' }, '证件号码校验位错误'],
      [{ licence: cards.cardFront }, '请上传营业执照'], // zhangsan's image is not his
    ];
    for (const [change, msg] of cases) expect((await org.call('POST', '/sfbn-identity/identityAudit/apply', { ...ORG, ...change })).body.msg, msg).toBe(msg);
    const r = await org.call('POST', '/sfbn-identity/identityAudit/apply', ORG);
    expect(r.body.data).toMatchObject({ status: 3, applyType: 2, companyName: '链网测试有限公司', account: 'user03' });
    expect(r.body.data.licenceUrl).toMatch(/get-card-image-resource\/[0-9a-f]{32}$/);
    expect((await org.call('GET', '/sfbn-identity/identityAudit/getCompanyInformation')).body.data).toMatchObject({ creditCode: '91110105MA01234567' });
    expect((await org.call('GET', '/sfbn-system/account/getUserStatus')).body.data.status).toBe(3);
  });
});

describe('identity seed and lists', () => {
  it("has lisi's pending organisation application and more than a page of active identities", async () => {
    const pending = await admin.call('GET', '/sfbn-identity/identityKey/auditListByPage', { applyType: 2, account: 'lisi' });
    expect(pending.body.data.records).toHaveLength(1);
    expect(pending.body.data.records[0]).toMatchObject({ applyType: 2, status: 3 });
    const active = await admin.call('GET', '/sfbn-identity/identityKey/listByPage', { current: 1, size: 10 });
    expect(active.body.data.total).toBeGreaterThan(10);
    expect(active.body.data.records).toHaveLength(10);
    for (const view of ['refusedListByPage', 'revokeListByPage']) {
      expect((await admin.call('GET', `/sfbn-identity/identityKey/${view}`)).body.data.total).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown filter instead of answering every row', async () => {
    const r = await admin.call('GET', '/sfbn-identity/identityKey/listByPage', { realname: '张' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('不支持的查询条件: realname');
  });
});

describe('registrations waiting for approval', () => {
  it('lists them for the administrator only; refusal needs a reason and keeps the row', async () => {
    expect((await zhang.call('GET', '/sfbn-system/user/register-list')).status).toBe(403);
    const reg = await fetch(`${mock.base}/api/sfbn-system/user/register`, {
      method: 'POST',
      headers: { Authorization: BASIC, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        tenantId: '000000',
        account: 'zhaoliu',
        name: '赵六',
        password: (await import('./mockServer')).encrypt('Zhao@1234'),
        password2: (await import('./mockServer')).encrypt('Zhao@1234'),
      }),
    });
    expect((await reg.json()).code).toBe(200);
    const list = await admin.call('GET', '/sfbn-system/user/register-list', { account: 'zhaoliu' });
    const row = list.body.data.records[0];
    expect(row).toMatchObject({ account: 'zhaoliu', approved: 0 });
    expect((await admin.call('POST', '/sfbn-system/user/audit-register', { id: row.id, auditStatus: 2 })).body.msg).toBe('请输入驳回原因');
    expect((await admin.call('POST', '/sfbn-system/user/audit-register', { id: row.id, auditStatus: 2, auditReason: '信息不全' })).body.msg).toBe('已驳回');
    const refused = await admin.call('GET', '/sfbn-system/user/register-list', { approved: 2, account: 'zhaoliu' });
    expect(refused.body.data.records[0]).toMatchObject({ approved: 2, auditReason: '信息不全' });
  });
});
