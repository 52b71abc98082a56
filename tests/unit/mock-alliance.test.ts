/**
 * The alliance service of the mock gateway (docs/domain/alliance.md), as the console calls it:
 * user02 (authenticated) applies to join, the administrator refuses without / with a reason and
 * passes, user02 applies for vice-chairman and is passed (memberType 2, a heavier vote); a revoked
 * member loses its votes; weights, experts and the innovation kinds are validated and owned.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useMock } from './mockServer';

// The governance functions of the running mock (loaded through Node's require like the server, one set of tables).
const governance = () => createRequire(import.meta.url)('../../mock/sfbn-alliance/_governance.ts');
const activeMemberOf = (u: string) => governance().activeMemberOf(u);
const voteWeightOf = (u: string, b: number): number => governance().voteWeightOf(u, b);
const totalVoteWeight = (b: number): number => governance().totalVoteWeight(b);

const mock = useMock();
const admin = mock.as('admin');
const user02 = mock.as('user02');
const zhang = mock.as('zhangsan');

const APPLY = { orgName: '测试联盟单位有限公司', contactName: '测试人', contactPhone: '13912345678', email: 'a@b.cn', introduction: '简介' };
let memberId = '';
let userId = '';

describe('alliance members', () => {
  it('refuses an unauthenticated applicant and a bad phone; takes a good application under review', async () => {
    expect((await zhang.call('POST', '/sfbn-alliance/member/addAlliance', APPLY)).body.msg).toBe('该账号暂未实名认证，请先实名认证');
    const bad = await user02.call('POST', '/sfbn-alliance/member/addAlliance', { ...APPLY, contactPhone: '1391234' });
    expect([bad.status, bad.body.msg]).toEqual([400, '手机号码长度不为11位']);
    const r = await user02.call('POST', '/sfbn-alliance/member/addAlliance', { ...APPLY, memberType: 1, status: 2 });
    expect(r.body.msg).toBe('入盟申请已提交，请等待审核');
    expect(r.body.data).toMatchObject({ orgName: '测试联盟单位有限公司', status: 3, memberType: 3 });
    memberId = r.body.data.id;
    userId = r.body.data.userId;
    expect((await user02.call('POST', '/sfbn-alliance/member/addAlliance', APPLY)).body.msg).toBe('已提交入盟申请或已是联盟成员');
  });

  it('lists a user only his own rows; the administrator every row by status', async () => {
    const own = await user02.call('GET', '/sfbn-alliance/member/listByPage', { current: '1', size: '20' });
    expect(own.body.data.records.map((m: any) => m.id)).toEqual([memberId]);
    const pending = await admin.call('GET', '/sfbn-alliance/member/listByPage', { status: '3', size: '50' });
    expect(pending.body.data.records.map((m: any) => m.orgName)).toEqual(expect.arrayContaining(['测试联盟单位有限公司', '长江数字贸易有限公司']));
    expect((await user02.call('GET', '/sfbn-alliance/member/detail', { id: '1' })).status).toBe(403);
    expect((await user02.call('POST', '/sfbn-alliance/member/audit', { id: memberId, auditStatus: 1 })).status).toBe(403);
  });

  it('audits: refusal needs a reason; a pass makes an active member with weighted votes', async () => {
    expect((await admin.call('POST', '/sfbn-alliance/member/audit', { id: memberId, auditStatus: 2 })).body.msg).toBe('请输入驳回原因');
    expect(activeMemberOf(userId)).toBeUndefined();
    const before = totalVoteWeight(1);
    const r = await admin.call('POST', '/sfbn-alliance/member/audit', { id: memberId, auditStatus: 1 });
    expect([r.body.msg, r.body.data.status]).toEqual(['审核通过', 2]);
    expect(r.body.data.history.map((h: any) => h.action)).toEqual(['apply', 'pass']);
    expect(voteWeightOf(userId, 1)).toBe(1);
    expect(totalVoteWeight(1)).toBe(before + 1);
    expect((await admin.call('POST', '/sfbn-alliance/member/audit', { id: memberId, auditStatus: 1 })).body.msg).toBe('当前状态不允许该操作');
    const id = await user02.call('GET', '/sfbn-alliance/member/getAllianceIdentity');
    expect(id.body.data).toMatchObject({ isMember: true, memberType: 3, memberTypeName: '成员', orgName: '测试联盟单位有限公司' });
    expect((await user02.call('GET', '/sfbn-alliance/member/getAllianceIdentity', { userId: '1123598821738675201' })).status).toBe(403);
    expect((await user02.call('GET', '/sfbn-alliance/member/memberInfo')).body.data.id).toBe(memberId);
  });

  it('vice-chairman: a member applies with a reason, the administrator passes it through member/audit', async () => {
    expect((await user02.call('POST', '/sfbn-alliance/member/applayViceChairman', {})).body.msg).toBe('请输入申请理由');
    const r = await user02.call('POST', '/sfbn-alliance/member/applayViceChairman', { viceReason: '积极参与治理' });
    expect([r.body.msg, r.body.data.viceStatus]).toEqual(['副理事长申请已提交，请等待审核', 3]);
    expect((await user02.call('POST', '/sfbn-alliance/member/applayViceChairman', { viceReason: '再次' })).body.msg).toBe('副理事长申请正在审核中');
    const list = await admin.call('GET', '/sfbn-alliance/member/listByPage', { viceStatus: '3', size: '50' });
    expect(list.body.data.records.map((m: any) => m.id)).toContain(memberId);
    const passed = await admin.call('POST', '/sfbn-alliance/member/audit', { id: memberId, auditStatus: 1 });
    expect(passed.body.data).toMatchObject({ status: 2, viceStatus: 2, memberType: 2 });
    expect(voteWeightOf(userId, 1)).toBe(3);
    // The chairman may not apply: only ordinary members.
    expect((await admin.call('POST', '/sfbn-alliance/member/applayViceChairman', { viceReason: 'x' })).body.msg).toBe('仅普通成员可申请副理事长');
  });

  it('a revoked member loses its votes at once; identityRest restores it', async () => {
    expect((await admin.call('POST', '/sfbn-alliance/member/revoke', { id: memberId })).body.msg).toBe('请输入撤销原因');
    const r = await admin.call('POST', '/sfbn-alliance/member/revoke', { id: memberId, revokeReason: '违反联盟章程' });
    expect([r.body.data.status, r.body.data.revokeReason]).toEqual([4, '违反联盟章程']);
    expect(activeMemberOf(userId)).toBeUndefined();
    expect(voteWeightOf(userId, 1)).toBe(0);
    expect((await user02.call('GET', '/sfbn-alliance/member/getAllianceIdentity')).body.data.isMember).toBe(false);
    const back = await admin.call('POST', '/sfbn-alliance/member/identityRest', { id: memberId });
    expect([back.body.msg, back.body.data.status]).toEqual(['恢复成功', 2]);
    expect(voteWeightOf(userId, 1)).toBe(3);
  });
});

describe('vote weights', () => {
  it('answers the weight table of a business type and changes it for administrators only', async () => {
    const t = await user02.call('GET', '/sfbn-alliance/voteWeight/detail', { businessType: '1' });
    expect(t.body.data.map((w: any) => [w.memberType, w.weight])).toEqual([
      [1, 5],
      [2, 3],
      [3, 1],
    ]);
    expect((await user02.call('POST', '/sfbn-alliance/voteWeight/weightConfig', { businessType: 1, memberType: 3, weight: 2 })).status).toBe(403);
    expect((await admin.call('POST', '/sfbn-alliance/voteWeight/weightConfig', { businessType: 1, memberType: 3, weight: 101 })).body.msg).toBe(
      '权重必须为0到100之间的整数',
    );
    expect((await admin.call('POST', '/sfbn-alliance/voteWeight/weightConfig', { businessType: 1, memberType: 3, weight: '1.5' })).body.msg).toBe(
      '权重必须为0到100之间的整数',
    );
    const r = await admin.call('POST', '/sfbn-alliance/voteWeight/weightConfig', {
      businessType: 2,
      weights: [
        { memberType: 1, weight: 6 },
        { memberType: 3, weight: 2 },
      ],
    });
    expect(r.body.data.map((w: any) => w.weight)).toEqual([6, 3, 2]);
    expect(voteWeightOf('1123598821738675201', 2)).toBe(6);
    expect((await admin.call('GET', '/sfbn-alliance/voteWeight/detail')).body.data).toHaveLength(9);
  });
});

describe('experts and innovations', () => {
  it('experts: read by members, written by administrators, validated', async () => {
    expect((await user02.call('GET', '/sfbn-alliance/expert/listByPage')).body.data.total).toBe(12);
    expect((await user02.call('POST', '/sfbn-alliance/expert/add', { expertName: '新专家', orgName: '单位', field: '密码学' })).status).toBe(403);
    expect((await admin.call('POST', '/sfbn-alliance/expert/add', { orgName: '单位', field: '密码学' })).body.msg).toBe('请输入专家姓名');
    const r = await admin.call('POST', '/sfbn-alliance/expert/add', { expertName: '新专家', orgName: '单位', field: '密码学', phone: '13912345678' });
    const up = await admin.call('POST', '/sfbn-alliance/expert/update', { id: r.body.data.id, title: '研究员' });
    expect(up.body.data).toMatchObject({ expertName: '新专家', title: '研究员' });
    expect((await admin.call('POST', '/sfbn-alliance/expert/remove', { ids: r.body.data.id })).body.msg).toBe('删除成功');
  });

  it("innovations: the kind is the call's, members change only their own", async () => {
    const add = await user02.call('POST', '/sfbn-alliance/appInnovation/add', {
      innovationType: 1,
      name: '应用创新A',
      field: '政务',
      orgName: '单位',
      summary: '简介',
    });
    expect(add.body.data).toMatchObject({ innovationType: 2, name: '应用创新A' });
    const apps = await user02.call('GET', '/sfbn-alliance/technologyInnovation/listByPage', { innovationType: '2' });
    expect(apps.body.data.records.map((r: any) => r.name)).toEqual(['应用创新A']);
    expect((await user02.call('POST', '/sfbn-alliance/technologyInnovation/update', { id: add.body.data.id, name: 'x' })).body.msg).toBe('不能修改创新类型');
    expect((await user02.call('POST', '/sfbn-alliance/appInnovation/update', { id: '1', name: 'x' })).status).toBe(403);
    const up = await user02.call('POST', '/sfbn-alliance/appInnovation/update', { id: add.body.data.id, name: '应用创新B' });
    expect(up.body.data.name).toBe('应用创新B');
    const all = await admin.call('GET', '/sfbn-alliance/technologyInnovation/listByPage', { innovationType: '1' });
    expect(all.body.data.total).toBe(4);
    expect((await zhang.call('POST', '/sfbn-alliance/otherInnovation/add', { name: 'n', field: 'f', orgName: 'o', summary: 's' })).body.msg).toBe(
      '该账号暂未实名认证，请先实名认证',
    );
  });
});
