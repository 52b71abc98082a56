/**
 * The mock's personal-center calls (contract docs/domain/identity.md): points with both balances
 * changing and every refusal message, the phone binding with its code, the password change and
 * the profile form's checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypt, session, startMock } from './../mockServer';

let base = '';
let close = () => {};
// Starting the mock (every service file) may take longer than the default 10 s on a busy machine, as in the other mock suites.
beforeAll(async () => {
  ({ base, close } = await startMock());
}, 60_000);
afterAll(() => close());

const ZHANGSAN_BID = 'did:bid:ef214PmkhKndUcArDQPgD5J4fFVwqJFPt';

describe('points', () => {
  it('answers the balance and the 1% fee (rounded up, at least 1)', async () => {
    const admin = await session(base);
    expect((await admin.get('/sfbn-identity/tradeRecord/getIntegral')).data.balance).toBe(100000);
    expect((await admin.get('/sfbn-identity/tradeRecord/getHandingFee', { amount: 250 })).data).toEqual({ amount: 250, fee: 3 });
    expect((await admin.get('/sfbn-identity/tradeRecord/getHandingFee', { amount: 5 })).data.fee).toBe(1);
    expect((await admin.get('/sfbn-identity/tradeRecord/getHandingFee', { amount: -5 })).msg).toBe('转账积分必须为正整数');
  });

  it('moves points between both sides and writes a record on each', async () => {
    const admin = await session(base);
    const zs = await session(base, 'zhangsan', 'Zhang@123');
    const before = {
      a: (await admin.get('/sfbn-identity/tradeRecord/getIntegral')).data.balance,
      z: (await zs.get('/sfbn-identity/tradeRecord/getIntegral')).data.balance,
    };
    const r = await admin.post('/sfbn-identity/tradeRecord/transfer', { toBid: ZHANGSAN_BID, amount: 300, remark: '测试转账' });
    expect(r.msg).toBe('转账成功');
    expect((await admin.get('/sfbn-identity/tradeRecord/getIntegral')).data.balance).toBe(before.a - 303);
    expect((await zs.get('/sfbn-identity/tradeRecord/getIntegral')).data.balance).toBe(before.z + 300);
    const income = (await zs.get('/sfbn-identity/tradeRecord/list', { type: 1 })).data.records[0];
    expect(income).toMatchObject({ type: 1, amount: 300, toBid: ZHANGSAN_BID, remark: '测试转账', balance: before.z + 300 });
    const detail = await zs.get('/sfbn-identity/tradeRecord/detail', { id: income.id });
    expect(detail.data.tradeNo).toBe(r.data.tradeNo);
    // Someone else's record is not found for this user.
    expect((await admin.get('/sfbn-identity/tradeRecord/detail', { id: income.id })).msg).toBe('交易记录不存在');
  });

  it('refuses with the contract messages', async () => {
    const admin = await session(base);
    const zs = await session(base, 'zhangsan', 'Zhang@123');
    const t = (body: Record<string, unknown>) => admin.post('/sfbn-identity/tradeRecord/transfer', body).then((r) => r.msg);
    expect(await t({ amount: 1 })).toBe('请输入收款方BID');
    expect(await t({ toBid: 'did:bid:nope', amount: 1 })).toBe('收款方BID格式不正确');
    expect(await t({ toBid: 'did:bid:zf3Kq8WcYtRb7Hn2PxVmLs9DgA4eJuT7', amount: 1 })).toBe('收款方不存在');
    expect(await t({ toBid: 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', amount: 1 })).toBe('不能向自己转账'); // admin's own BID
    expect(await t({ toBid: ZHANGSAN_BID, amount: 1.5 })).toBe('转账积分必须为正整数');
    expect(await t({ toBid: ZHANGSAN_BID, amount: 10_000_000 })).toBe('积分余额不足');
    // zhangsan (status 1) may not transfer at all.
    expect((await zs.post('/sfbn-identity/tradeRecord/transfer', { toBid: 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', amount: 1 })).msg).toBe(
      '请先完成实名认证',
    );
    expect((await zs.get('/sfbn-identity/tradeRecord/list', { typ: 1 })).msg).toBe('不支持的查询条件: typ');
  });
});

describe('phone binding', () => {
  it('binds only with the code sent to that phone', async () => {
    const lisi = await session(base, 'lisi', 'Lisi@123');
    expect((await lisi.post('/sfbn-system/account/bindUpdate', { phone: '13900000009', code: '000000' })).msg).toBe('请先获取验证码');
    expect((await lisi.get('/sfbn-resource/person/verify-code/bind', { phone: '13900000009' })).msg).toBe('发送成功!');
    const { code } = await (await fetch(`${base}/api/__dev/verify-code/lisi?codeType=bind`)).json();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await lisi.post('/sfbn-system/account/bindUpdate', { phone: '13900000009', code: wrong })).msg).toBe('验证码不正确');
    // lisi already has a phone: bind (first binding) is refused, bindUpdate changes it.
    expect((await lisi.post('/sfbn-system/account/bind', { phone: '13900000009', code })).msg).toBe('已绑定手机号，请使用更换绑定');
    expect((await lisi.post('/sfbn-system/account/bindUpdate', { phone: '13900000009', code })).msg).toBe('绑定成功');
    expect((await lisi.get('/blade-user/info')).data.phone).toBe('13900000009');
  });
});

describe('my organisation', () => {
  it('joins with the invitation code: the caller becomes an active member, once', async () => {
    const zs = await session(base, 'zhangsan', 'Zhang@123');
    const admin = await session(base);
    const count = async () => (await zs.get('/sfbn-system/orgUserRelation/companyDetail')).data.memberCount;
    const before = await count();
    expect((await zs.post('/sfbn-system/orgUserRelation/joinCompany', { invitationCode: 'WRONG' })).msg).toBe('邀请码错误');
    expect(await count()).toBe(before);
    expect((await zs.post('/sfbn-system/orgUserRelation/joinCompany', { invitationCode: 'BBN-7K3Q-9XW2' })).code).toBe(200);
    expect(await count()).toBe(before + 1);
    const members = (await admin.get('/sfbn-system/orgUserRelation/listByPage', { current: 1, size: 100 })).data.records;
    expect(members.find((m: any) => m.userName === 'zhangsan')).toMatchObject({ memberStatus: 1 });
    expect((await zs.post('/sfbn-system/orgUserRelation/joinCompany', { invitationCode: 'BBN-7K3Q-9XW2' })).code).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('an invited phone is a member waiting (status 0), invited once', async () => {
    const admin = await session(base);
    expect((await admin.post('/sfbn-system/orgUserRelation/inviteMembers', { phone: '13700001234' })).msg).toBe('发送成功!');
    const members = (await admin.get('/sfbn-system/orgUserRelation/listByPage', { current: 1, size: 100 })).data.records;
    expect(members.find((m: any) => m.phone === '13700001234')).toMatchObject({
      userName: '13700001234',
      memberStatus: 0,
      companyName: '链网科技集团有限公司',
    });
    expect((await admin.post('/sfbn-system/orgUserRelation/inviteMembers', { phone: '13700001234' })).msg).toBe('该成员已在组织中');
  });
});

describe('profile and password', () => {
  it('checks the profile fields and saves them', async () => {
    const lisi = await session(base, 'lisi', 'Lisi@123');
    expect((await lisi.post('/blade-user/update-info', { realName: 'Li Si' })).msg).toBe('请输入2-8位中文姓名');
    expect((await lisi.post('/blade-user/update-info', { email: 'nope' })).msg).toBe('邮箱格式不正确');
    expect((await lisi.post('/blade-user/update-info', { name: '小李', email: 'li@example.cn' })).msg).toBe('修改成功');
    expect((await lisi.get('/sfbn-system/account/getPerson')).data.name).toBe('李四'); // realName wins in the header
    expect((await lisi.get('/blade-user/info')).data).toMatchObject({ name: '小李', email: 'li@example.cn' });
  });

  it('changes the password only with the right old one, then the new one logs in', async () => {
    const lisi = await session(base, 'lisi', 'Lisi@123');
    const change = (o: string, n: string, n1: string) =>
      lisi
        .post('/sfbn-identity/identityAudit/updatePassword', { oldPassword: encrypt(o), newPassword: encrypt(n), newPassword1: encrypt(n1) })
        .then((r) => r.msg);
    expect(await change('Wrong@123', 'Lisi@456', 'Lisi@456')).toBe('原密码不正确');
    expect(await change('Lisi@123', 'Lisi@456', 'Lisi@457')).toBe('两次密码输入不一致');
    expect(
      (await lisi.post('/sfbn-identity/identityAudit/updatePassword', { oldPassword: 'Lisi@123', newPassword: 'Lisi@456', newPassword1: 'Lisi@456' })).msg,
    ).toBe('密码未加密，已拒绝');
    const done = await lisi.post('/sfbn-identity/identityAudit/updatePassword', {
      oldPassword: encrypt('Lisi@123'),
      newPassword: encrypt('Lisi@456'),
      newPassword1: encrypt('Lisi@456'),
    });
    expect(done.code).toBe(200);
    const again = await session(base, 'lisi', 'Lisi@456');
    expect(again.token.access_token).toBeTruthy();
  });
});
