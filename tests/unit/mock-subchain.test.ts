/**
 * The sub-chain service of the mock gateway (docs/domain/subchain.md), as the console calls it, for
 * both sets (type 1 permissioned, 2 ott): the administrator applies, reviews (refuse needs a
 * reason), the applicant re-applies, members vote with their weights, the administrator approves,
 * createBid issues the sub-chain BID, updateStatus stops and starts it, a node is added to it.
 * Wrong states, non-members and other users' rows are refused and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { BASIC, session, useMock, type Session } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const zhang = mock.as('zhangsan');
const lisi = mock.as('lisi');

const BID = /^did:bid:[a-z0-9]{4}:zf[1-9A-HJ-NP-Za-km-z]{22,31}$/;
const application = (type: number, code: string) => ({
  type,
  buildType: 1,
  childChainName: `测试子链${code}`,
  childChainCode: code,
  childType: 2,
  orgName: '国家链网运营中心',
  consensus: 'PBFT',
  nodeCount: 4,
  accessType: 1,
  apiUrl: 'https://t.example.cn',
  legalPerson: '王建国',
  legalIdCard: '11010519491231002X',
  contactPhone: '13900001111',
});

describe.each([
  [1, 'tp01'],
  [2, 'to01'],
] as const)('sub-chain lifecycle, type %i', (type, code) => {
  let id = '';
  it('validates an application and creates it under review (1) in its set', async () => {
    expect((await admin.call('POST', '/sfbn-alliance/childChain/save', { ...application(type, 'AB') })).body.msg).toBe('子链编码为4位小写字母或数字');
    expect((await admin.call('POST', '/sfbn-alliance/childChain/save', { ...application(type, code), nodeCount: 2 })).body.msg).toBe(
      '节点数量为4到100之间的整数',
    );
    expect((await admin.call('POST', '/sfbn-alliance/childChain/save', { ...application(type, code), contactPhone: '1390000' })).body.msg).toBe(
      '手机号码长度不为11位',
    );
    expect((await admin.call('POST', '/sfbn-alliance/childChain/save', { ...application(type, code), childChainName: ' ' })).body.msg).toBe('请输入子链名称');
    expect((await admin.call('POST', '/sfbn-alliance/childChain/save', application(type, 'gova'))).body.msg).toBe('子链编码已存在');
    // zhangsan has no verified identity.
    expect((await zhang.call('POST', '/sfbn-alliance/childChain/save', application(type, code))).status).toBe(403);
    const r = await admin.call('POST', '/sfbn-alliance/childChain/save', { ...application(type, code), status: 4, bid: 'did:bid:x' });
    expect(r.body).toMatchObject({ code: 200, msg: '提交成功', data: { status: 1, type, bid: '', childChainCode: code } });
    id = r.body.data.id;
    const mine = await admin.call('GET', '/sfbn-alliance/childChain/list', { type: String(type), childChainName: `测试子链${code}` });
    expect(mine.body.data.records.map((x: any) => x.id)).toEqual([id]);
    const other = await admin.call('GET', '/sfbn-alliance/childChain/list', { type: String(3 - type), childChainName: `测试子链${code}` });
    expect(other.body.data.total).toBe(0);
  });

  it('review: the filters of spec 3, refuse needs a reason, only from review', async () => {
    const q = await admin.call('GET', '/sfbn-alliance/childchainaudit/listByPage', {
      type: String(type),
      childChainStatus: '1',
      childChainName: code,
      orgName: '运营中心',
      accessType: '1',
      childType: '2',
    });
    expect(q.body.data.records.map((x: any) => x.id)).toEqual([id]);
    expect((await admin.call('GET', '/sfbn-alliance/childchainaudit/listByPage', { chainStatus: '1' })).body.msg).toBe('不支持的查询条件: chainStatus');
    expect((await lisi.call('POST', '/sfbn-alliance/childchainaudit/audit', { id, auditStatus: 1 })).status).toBe(403);
    expect((await admin.call('POST', '/sfbn-alliance/childchainaudit/audit', { id, auditStatus: 2 })).body.msg).toBe('请输入驳回原因');
    const r = await admin.call('POST', '/sfbn-alliance/childchainaudit/audit', { id, auditStatus: 2, auditReason: '建设方案不完整' });
    expect(r.body.data).toMatchObject({ status: 0, auditReason: '建设方案不完整' });
    expect((await admin.call('POST', '/sfbn-alliance/childchainaudit/audit', { id, auditStatus: 1 })).body.msg).toBe('当前状态不允许该操作');
  });

  it('re-apply after refusal: validated again, back under review, votes cleared', async () => {
    expect((await admin.call('POST', '/sfbn-alliance/childChain/reApply', { id, nodeCount: 1 })).body.msg).toBe('节点数量为4到100之间的整数');
    const r = await admin.call('POST', '/sfbn-alliance/childChain/reApply', { id, nodeCount: 7, planDesc: '补充建设方案', type: 3 - type });
    expect(r.body).toMatchObject({ msg: '提交成功', data: { status: 1, nodeCount: 7, planDesc: '补充建设方案', type, auditReason: '' } });
    expect((await admin.call('POST', '/sfbn-alliance/childChain/reApply', { id })).body.msg).toBe('当前状态不允许该操作');
  });

  it('pass opens the vote; members vote once with their weight; approval needs more weight for than against', async () => {
    expect((await admin.call('POST', '/sfbn-alliance/childchainaudit/save', { voteId: id, voteResult: 1 })).body.msg).toBe('当前状态不允许该操作');
    expect((await admin.call('POST', '/sfbn-alliance/childchainaudit/audit', { id, auditStatus: 1 })).body.data.status).toBe(2);
    expect((await admin.call('POST', '/sfbn-alliance/childchainaudit/approve', { id, auditStatus: 1 })).body.msg).toBe('赞成票权重未超过反对票，不能批准');
    // lisi is no alliance member (and not verified): refused.
    expect((await lisi.call('POST', '/sfbn-alliance/childchainaudit/save', { voteId: id, voteResult: 1 })).status).toBe(403);
    expect((await admin.call('POST', '/sfbn-alliance/childchainaudit/save', { voteId: id })).body.msg).toBe('请选择投票意见');
    const v = await admin.call('POST', '/sfbn-alliance/childchainaudit/save', { voteId: id, voteResult: 1 });
    // The administrator is the alliance's chairman: weight 5 for sub-chain creation (business type 2).
    expect(v.body).toMatchObject({ msg: '投票成功', data: { agreeWeight: 5, againstWeight: 0, voteCount: 1, status: 2 } });
    expect(v.body.data.history.at(-1)).toMatchObject({ action: 'vote', reason: '赞成，权重 5' });
    expect((await admin.call('POST', '/sfbn-alliance/childchainaudit/save', { voteId: id, voteResult: 2 })).body.msg).toBe('您已投过票');
    const a = await admin.call('POST', '/sfbn-alliance/childchainaudit/approve', { id, auditStatus: 1 });
    expect(a.body).toMatchObject({ msg: '已批准', data: { status: 3, bid: '' } });
  });

  it('createBid issues the BID with the 4-character code; updateStatus stops and starts', async () => {
    expect((await admin.call('POST', '/sfbn-alliance/childChain/updateStatus', { id, status: 5 })).body.msg).toBe('当前状态不允许该操作');
    const b = await admin.call('POST', '/sfbn-alliance/childChain/createBid', { id });
    expect(b.body.data.status).toBe(4);
    expect(b.body.data.bid).toMatch(BID);
    expect(b.body.data.bid.startsWith(`did:bid:${code}:`)).toBe(true);
    expect((await admin.call('POST', '/sfbn-alliance/childChain/updateStatus', { id, status: 5 })).body.data.status).toBe(5);
    expect((await admin.call('POST', '/sfbn-alliance/childChain/updateStatus', { id, status: 4 })).body.data.status).toBe(4);
    const managed = await admin.call('GET', '/sfbn-alliance/childChain/list', { type: String(type), managed: '1', childChainName: `测试子链${code}` });
    expect(managed.body.data.records[0].history.map((h: any) => h.action)).toEqual([
      'apply',
      'refuse',
      'reApply',
      'pass',
      'vote',
      'approve',
      'createBid',
      'stop',
      'start',
    ]);
  });

  it('nodes: added to a running sub-chain of the set, validated, listed by chain', async () => {
    const node = { chainId: id, nodeName: `${code}-n1`, ip: '10.9.0.1', port: 30300, nodeType: 1 };
    expect((await admin.call('POST', '/sfbn-alliance/childChain/node/save', { ...node, ip: '10.9.0' })).body.msg).toBe('请输入正确的IP地址，如 192.168.1.10');
    expect((await admin.call('POST', '/sfbn-alliance/childChain/node/save', { ...node, port: 70000 })).body.msg).toBe('端口为1到65535之间的整数');
    expect((await admin.call('POST', '/sfbn-alliance/childChain/node/save', { ...node, chainId: 'nope' })).body.msg).toBe('所属子链不存在或未运行');
    const r = await admin.call('POST', '/sfbn-alliance/childChain/node/save', node);
    expect(r.body.data).toMatchObject({ type, childChainName: `测试子链${code}`, nodeStatus: 1 });
    const list = await admin.call('GET', '/sfbn-alliance/childChain/node/listByPage', { chainId: id, type: String(type) });
    expect(list.body.data.records.map((n: any) => n.nodeName)).toEqual([`${code}-n1`]);
  });
});

describe('members of a sub-chain', () => {
  it('the owner reports a member; the administrator reviews; the member may leave or be revoked', async () => {
    const chain = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainList', { type: '2' })).body.data[0];
    const member = { chainId: chain.id, memberName: 'm-unit-1', orgName: '西部区块链研究院', chainRole: 2 };
    expect((await admin.call('POST', '/sfbn-alliance/childidentityapply/memberReport', { ...member, chainRole: 9 })).body.msg).toBe('链上角色取值不正确');
    expect((await admin.call('POST', '/sfbn-alliance/childidentityapply/memberReport', { ...member, chainId: 'x' })).body.msg).toBe('所属子链不存在或未运行');
    expect((await lisi.call('POST', '/sfbn-alliance/childidentityapply/memberReport', member)).status).toBe(403);
    const r = await admin.call('POST', '/sfbn-alliance/childidentityapply/memberReport', { ...member, status: 2 });
    expect(r.body.data).toMatchObject({ status: 1, type: 2, childChainName: chain.childChainName });
    const id = r.body.data.id;
    expect((await admin.call('POST', '/sfbn-alliance/childidentityapply/exitSub', { id })).body.msg).toBe('当前状态不允许该操作');
    expect((await admin.call('GET', '/sfbn-alliance/childidentityapply/isJoin', { chainId: chain.id })).body.data).toBe(false);
    expect((await admin.call('POST', '/sfbn-alliance/childidentityaudit/audit', { id, auditStatus: 1 })).body.data.status).toBe(2);
    expect((await admin.call('GET', '/sfbn-alliance/childidentityapply/isJoin', { chainId: chain.id })).body.data).toBe(true);
    expect((await admin.call('POST', '/sfbn-alliance/childidentityapply/revoke', { id })).body.msg).toBe('请输入撤销原因');
    expect((await admin.call('POST', '/sfbn-alliance/childidentityapply/revoke', { id, revokeReason: '违规' })).body.data).toMatchObject({
      status: 4,
      revokeReason: '违规',
    });
    const list = await admin.call('GET', '/sfbn-alliance/userchildidentityrelation/listByPage', { chainId: chain.id, memberName: 'm-unit-1' });
    expect(list.body.data.records.map((m: any) => m.status)).toEqual([4]);
  });
});

describe('sub-chain seed and choosers', () => {
  it('each set has sub-chains in every state, and running ones to choose for nodes', async () => {
    for (const type of [1, 2]) {
      const all = await admin.call('GET', '/sfbn-alliance/childchainaudit/listByPage', { type: String(type), size: '100' });
      expect(new Set(all.body.data.records.map((r: any) => r.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
      const running = await admin.call('GET', '/sfbn-alliance/childChain/getChildChainList', { type: String(type) });
      expect(running.body.data.length).toBeGreaterThan(3);
      expect(running.body.data.every((c: any) => c.type === type && BID.test(c.bid))).toBe(true);
    }
  });

  it("a user sees only his own sub-chains and cannot change another user's", async () => {
    const r = await lisi.call('GET', '/sfbn-alliance/childChain/list', {});
    expect(r.body.data.total).toBe(0);
    const anyId = (await admin.call('GET', '/sfbn-alliance/childChain/list', {})).body.data.records[0].id;
    expect((await lisi.call('GET', '/sfbn-alliance/childChain/info', { id: anyId })).status).toBe(403);
  });
});

/** A form-encoded POST, as spec 7.5 sends childPlan and childcontractinfo saves. */
async function form(s: Session, path: string, body: Record<string, any>) {
  const r = await fetch(`${mock.base}/api/sfbn-alliance${path}`, {
    method: 'POST',
    headers: { Authorization: BASIC, Auth: `bearer ${s.token.access_token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return { status: r.status, body: await r.json() };
}

describe.each([
  [1, 'tq01'],
  [2, 'tr01'],
] as const)("a sub-chain's parts, links and contracts, type %i", (type, code) => {
  let id = '';
  let running = '';
  it('plan (addform3) and access (addform4) of a saved application change while it waits for its review', async () => {
    id = (await admin.call('POST', '/sfbn-alliance/childChain/save', application(type, code))).body.data.id;
    expect((await form(admin, '/childPlan/update', { id, consensus: 'RAFT', nodeCount: '3' })).body.msg).toBe('节点数量为4到100之间的整数');
    expect((await form(admin, '/childPlan/update', { id, consensus: 'POW', nodeCount: '5' })).body.msg).toBe('共识算法取值不正确');
    expect((await form(lisi, '/childPlan/update', { id, consensus: 'RAFT', nodeCount: '5' })).status).toBe(403);
    const plan = await form(admin, '/childPlan/update', { id, consensus: 'RAFT', nodeCount: '7', planDesc: '二期扩容', status: '4' });
    expect(plan.body).toMatchObject({ msg: '保存成功', data: { consensus: 'RAFT', nodeCount: 7, planDesc: '二期扩容', status: 1 } });
    expect((await admin.call('POST', '/sfbn-alliance/childChainAccess/updateAccess', { id, accessType: 2, apiUrl: 'ftp://x' })).body.msg).toBe(
      '接入地址格式不正确',
    );
    expect(
      (await admin.call('POST', '/sfbn-alliance/childChainAccess/updateAccess', { id, accessType: 2, apiUrl: 'https://line.example.cn', bandwidth: 200 })).body
        .data.accessType,
    ).toBe(2);
    const access = await admin.call('GET', '/sfbn-alliance/childChainAccess/getBassAccessInfo', { id });
    expect(access.body.data).toEqual({
      id,
      childChainName: `测试子链${code}`,
      type,
      status: 1,
      accessType: 2,
      apiUrl: 'https://line.example.cn',
      bandwidth: 200,
    });
    expect((await lisi.call('GET', '/sfbn-alliance/childChainAccess/getBassAccessInfo', { id })).status).toBe(403);
    const info = (await admin.call('GET', '/sfbn-alliance/childChain/info', { id })).body.data;
    expect(info.history.map((h: any) => h.action)).toEqual(['apply', 'editPlan', 'editAccess']);
    expect(info.auditUser).toBe('');
    // Once reviewed, the parts are the review's.
    await admin.call('POST', '/sfbn-alliance/childchainaudit/audit', { id, auditStatus: 1 });
    expect((await form(admin, '/childPlan/save', { id, consensus: 'PBFT', nodeCount: '4' })).body.msg).toBe('当前状态不允许该操作');
  });

  it('links: the owner docks an external system to a running sub-chain, which gets its API information', async () => {
    const chains = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainList', { type: String(type) })).body.data;
    running = chains.find((c: any) => c.status === 4).id;
    const stopped = chains.find((c: any) => c.status === 5).id;
    const link = { chainId: running, linkName: `${code}-对接`, systemUrl: 'https://sys.example.cn', contactName: '王建国', contactPhone: '13800001234' };
    expect((await admin.call('POST', '/sfbn-alliance/childChain/link/save', { ...link, chainId: stopped })).body.msg).toBe('所属子链不存在或未运行');
    expect((await admin.call('POST', '/sfbn-alliance/childChain/link/save', { ...link, systemUrl: 'sys' })).body.msg).toBe(
      '请输入以 http:// 或 https:// 开头的正确网址',
    );
    expect((await admin.call('POST', '/sfbn-alliance/childChain/link/save', { ...link, contactPhone: '1380000' })).body.msg).toBe('手机号码长度不为11位');
    expect((await lisi.call('POST', '/sfbn-alliance/childChain/link/save', link)).status).toBe(403);
    const r = await admin.call('POST', '/sfbn-alliance/childChain/link/save', { ...link, appKey: 'mine', appSecret: 'mine' });
    expect(r.body.data).toMatchObject({ type, linkStatus: 1 });
    expect(r.body.data.appKey).toMatch(/^ak[0-9a-f]{18}$/);
    const linkId = r.body.data.id;
    // Filters in the body, paging in the query.
    const page = await fetch(`${mock.base}/api/sfbn-alliance/childChain/link/listByPage?current=1&size=10`, {
      method: 'POST',
      headers: { Authorization: BASIC, Auth: `bearer ${admin.token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type, linkName: `${code}-对接` }),
    }).then((x) => x.json());
    expect(page.data.records.map((x: any) => x.id)).toEqual([linkId]);
    const api = await admin.call('GET', '/sfbn-alliance/childChain/link/apiInfo', { id: linkId });
    expect(api.body.data).toMatchObject({ appKey: r.body.data.appKey, appSecret: r.body.data.appSecret, signType: 'SM3withSM2' });
    expect(api.body.data.chainBid).toMatch(BID);
    expect((await lisi.call('GET', '/sfbn-alliance/childChain/link/apiInfo', { id: linkId })).status).toBe(403);
    expect((await admin.call('POST', '/sfbn-alliance/childChain/link/edit', { id: linkId, chainId: stopped })).body.msg).toBe('所属子链不存在或未运行');
    expect((await admin.call('POST', '/sfbn-alliance/childChain/link/edit', { id: linkId, description: '改' })).body.data.description).toBe('改');
    expect((await admin.call('POST', '/sfbn-alliance/childChain/link/remove', { ids: linkId })).body.msg).toBe('删除成功');
  });

  it("contracts: registered form-encoded on the owner's sub-chain, listed per chain, removed by GET", async () => {
    const c = { chainId: running, contractName: `${code}-Counter`, contractVersion: 'v1.0' };
    expect((await form(admin, '/childcontractinfo/save', { ...c, contractAddress: '0x12' })).body.msg).toBe('合约地址格式不正确');
    expect((await form(admin, '/childcontractinfo/save', { ...c, contractVersion: 'latest' })).body.msg).toBe('合约版本格式不正确');
    expect((await form(lisi, '/childcontractinfo/save', c)).status).toBe(403);
    const r = await form(admin, '/childcontractinfo/save', { ...c, contractAddress: `0x${'ab'.repeat(20)}` });
    expect(r.body.data).toMatchObject({ type, language: 'Solidity', contractVersion: 'v1.0' });
    const cid = r.body.data.id;
    expect((await form(admin, '/childcontractinfo/save', { ...c, contractName: `${code}-Other`, contractAddress: `0x${'AB'.repeat(20)}` })).body.msg).toBe(
      '合约地址已存在',
    );
    expect((await form(admin, '/childcontractinfo/update', { id: cid, contractVersion: 'v1.1' })).body.data.contractVersion).toBe('v1.1');
    const list = (await admin.call('GET', '/sfbn-alliance/childcontractinfo/getChildContractList', { chainId: running })).body.data;
    expect(list.map((x: any) => x.contractName)).toContain(`${code}-Counter`);
    expect((await admin.call('GET', '/sfbn-alliance/childcontractinfo/detail', { id: cid })).body.data.contractName).toBe(`${code}-Counter`);
    expect((await admin.call('GET', '/sfbn-alliance/childcontractinfo/remove', { ids: cid })).body.msg).toBe('删除成功');
    expect((await admin.call('GET', '/sfbn-alliance/childcontractinfo/detail', { id: cid })).status).toBe(404);
  });
});

describe('sub-chain identities (/subchain/index)', () => {
  it('a verified user applies for an identity on a running sub-chain; the review issues its BID', async () => {
    const user = await session(mock.base, 'user02', 'Init@123');
    const chain = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainList', { type: '1' })).body.data.find((c: any) => c.status === 4);
    const stopped = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainList', { type: '1' })).body.data.find((c: any) => c.status === 5);
    const me = (await user.call('GET', '/sfbn-alliance/userchildidentityrelation/getChainIdentity')).body.data;
    expect(me).toMatchObject({ chains: [] });
    expect(me.userBid).toMatch(/^did:bid:/);
    const apply = { chainId: chain.id, chainRole: 2, orgName: '南方可信数据有限公司', reason: '参与数据共享' };
    expect((await zhang.call('POST', '/sfbn-alliance/childidentityapply/upgrade', apply)).status).toBe(403);
    expect((await user.call('POST', '/sfbn-alliance/childidentityapply/upgrade', { ...apply, chainId: stopped.id })).body.msg).toBe('所属子链不存在或未运行');
    expect((await user.call('POST', '/sfbn-alliance/childidentityapply/upgrade', { ...apply, reason: ' ' })).body.msg).toBe('请输入申请理由');
    const r = await user.call('POST', '/sfbn-alliance/childidentityapply/upgrade', apply);
    expect(r.body).toMatchObject({ msg: '申请已提交，请等待审核', data: { status: 1, source: 2, chainRole: 2, bid: '' } });
    const id = r.body.data.id;
    expect((await user.call('POST', '/sfbn-alliance/childidentityapply/upgrade', apply)).body.msg).toBe('该子链的身份申请正在审核中');
    const mine = (await user.call('GET', '/sfbn-alliance/childidentityapply/selectByPage', {})).body.data;
    expect(mine.records.map((x: any) => x.id)).toEqual([id]);
    expect((await lisi.call('GET', '/sfbn-alliance/childidentityapply/detaillAll', { id })).status).toBe(403);
    expect((await user.call('GET', '/sfbn-alliance/childidentityapply/getJoinDetail', { chainId: chain.id })).body.data).toMatchObject({
      joined: false,
      status: 1,
    });
    expect((await user.call('POST', '/sfbn-alliance/childidentityaudit/audit', { id, auditStatus: 1 })).status).toBe(403);
    expect((await admin.call('POST', '/sfbn-alliance/childidentityaudit/audit', { id, auditStatus: 1 })).body.data.status).toBe(2);
    const all = (await user.call('GET', '/sfbn-alliance/childidentityapply/detaillAll', { id })).body.data;
    expect(all).toMatchObject({ status: 2, childChainName: chain.childChainName, chainBid: chain.bid });
    expect(all.bid).toMatch(BID);
    expect(all.memberTotal).toBeGreaterThan(0);
    const join = (await user.call('GET', '/sfbn-alliance/childidentityapply/getJoinDetail', { chainId: chain.id })).body.data;
    expect(join).toMatchObject({ joined: true, status: 2, chainRole: 2, bid: all.bid });
    expect((await user.call('GET', '/sfbn-alliance/userchildidentityrelation/getChainIdentity')).body.data.chains).toEqual([
      { chainId: chain.id, childChainName: chain.childChainName, chainRole: 2, bid: all.bid },
    ]);
    expect((await user.call('POST', '/sfbn-alliance/childidentityapply/upgrade', apply)).body.msg).toBe('您已加入该子链');
    // The applicant is no owner of the chain: his role is the chain owner's to change.
    expect((await user.call('POST', '/sfbn-alliance/userchildidentityrelation/editChainRole', { id, chainRole: 1 })).body.msg).toBe('只能为自己的子链添加成员');
  });

  it("the members a chain's owner reported are not his own identities: he may still apply", async () => {
    const own = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainList', { type: '1', status: '4' })).body.data.find(
      (c: any) => c.childChainCode === 'gova',
    );
    const reported = (await admin.call('GET', '/sfbn-alliance/userchildidentityrelation/listByPage', { chainId: own.id, status: '2' })).body.data.records;
    expect(reported.length).toBeGreaterThan(0);
    expect((await admin.call('GET', '/sfbn-alliance/childidentityapply/getJoinDetail', { chainId: own.id })).body.data).toMatchObject({
      joined: false,
      status: null,
    });
    const r = await admin.call('POST', '/sfbn-alliance/childidentityapply/upgrade', {
      chainId: own.id,
      chainRole: 1,
      orgName: '国家链网运营中心',
      reason: '子链治理',
    });
    expect(r.body.data).toMatchObject({ status: 1, source: 2 });
  });
});
