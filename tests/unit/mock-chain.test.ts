/**
 * Backbone governance and monitoring in the mock gateway (docs/domain/chain.md), as the console
 * calls it: a node applied for, audited, deployed and verified shows in the node list, on the home
 * page and in the monitoring figures; the candidate-node tally follows the alliance's vote weights
 * and forgets a revoked member's votes; servers validate IPv4; chain settings know who has a chain.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useChains, useMock } from './mockServer';

// Its calls read the backbone chain (monitor figures, heights): mined before the tests.
useChains();

const nodeRequire = createRequire(import.meta.url);
const mock = useMock();
const admin = mock.as('admin');
const user = mock.as('user01');
const zhang = mock.as('zhangsan');

const B = '/sfbn-alliance';
const days7 = () => {
  const end = new Date();
  const ymd = (d: Date) => d.toISOString().slice(0, 10);
  return { startDateStr: ymd(new Date(end.getTime() - 6 * 86_400_000)), endDateStr: ymd(end) };
};

describe('node lifecycle', () => {
  let id = '';
  const IP = '10.99.1.7';

  it('refuses an invalid IP and an unverified applicant', async () => {
    const bad = await user.post(`${B}/chainNode/submit`, { nodeName: '测试节点', nodeType: 2, ip: '10.0.0.256', port: 30400 });
    expect(bad.msg).toBe('请输入正确的IP地址，如 192.168.1.10');
    const unverified = await zhang.post(`${B}/chainNode/submit`, { nodeName: '测试节点', nodeType: 2, ip: IP, port: 30400 });
    expect(unverified.msg).toBe('该账号暂未实名认证，请先实名认证');
  });

  it('user01 applies; the row is his, under review, in his list only', async () => {
    const r = await user.post(`${B}/chainNode/submit`, { nodeName: '杭州测试节点', nodeType: 2, ip: IP, port: 30400, status: 4 });
    expect(r.msg).toBe('申请已提交，请等待审核');
    expect(r.data.status).toBe(1);
    id = r.data.id;
    const mine = await user.get(`${B}/chainNode/listByPage`, { current: 1, size: 50 });
    expect(mine.data.records.map((n: any) => n.id)).toEqual([id]);
    const dup = await user.post(`${B}/chainNode/submit`, { nodeName: '重复节点', nodeType: 2, ip: IP, port: 30401 });
    expect(dup.msg).toBe('IP地址已被其他节点使用');
  });

  it('only the administrator audits, deploys and verifies, each from its state', async () => {
    expect((await user.get(`${B}/chainNode/audit`, { id, auditStatus: 1 })).msg).toBe('无权访问该接口');
    expect((await admin.get(`${B}/chainNode/verify`, { id })).msg).toBe('当前状态不允许该操作');
    expect((await admin.get(`${B}/chainNode/audit`, { id, auditStatus: 2 })).msg).toBe('请输入驳回原因');
    expect((await admin.get(`${B}/chainNode/audit`, { id, auditStatus: 1 })).data.status).toBe(2);
    const deployed = await admin.post(`${B}/chainNode/currentDeploy`, { id, serverId: 'srv-1' });
    expect(deployed.msg).toBe('部署成功');
    expect(deployed.data).toMatchObject({ status: 3, serverId: 'srv-1' });
    expect(deployed.data.nodeAddress).toMatch(/^0x[0-9a-f]{40}$/);
    const verified = await admin.get(`${B}/chainNode/verify`, { id });
    expect(verified.data.status).toBe(4);
    expect(verified.data.history.map((h: any) => h.action)).toEqual(['apply', 'pass', 'deploy', 'verify']);
  });

  it('the running node shows on his home page and in the monitoring figures', async () => {
    const home = await user.get(`${B}/home/alliance/myNodeAndContractList`);
    expect(home.data.nodes.map((n: any) => n.nodeName)).toEqual(['杭州测试节点']);
    const dyn = await admin.get(`${B}/chainSetting/realTimeNodeDynamic`);
    expect(dyn.data.map((n: any) => n.id)).toContain(id);
    const nodes = await admin.get(`${B}/chainNode/monitorBackboneNode`);
    const running = nodes.data.byStatus.find((s: any) => s.status === 4).count;
    const general = await admin.get(`${B}/chainSetting/realTimeGeneralView`, days7());
    expect(general.data.nodeCount).toBe(running);
    const all = await admin.get(`${B}/chainNode/listByPage`, { status: 4, current: 1, size: 100 });
    expect(all.data.total).toBe(running);
  });

  it("revoking is the administrator's, needs a reason and takes the node out of the figures", async () => {
    // The owner's 取消 of a node in service is a repeal: refused as calling chainNode/_repeal is.
    expect((await user.post(`${B}/chainNode/cancel`, { id, repealReason: '不想要了' })).msg).toBe('无权访问该接口');
    expect((await user.get(`${B}/chainNode/cancel`, { id, repealReason: '不想要了' })).msg).toBe('无权访问该接口');
    expect((await admin.post(`${B}/chainNode/cancel`, { id })).msg).toBe('请输入撤销原因');
    const before = (await admin.get(`${B}/chainSetting/simpleInfo`)).data.nodeCount;
    expect((await admin.post(`${B}/chainNode/cancel`, { id, repealReason: '测试结束' })).data.status).toBe(5);
    expect((await admin.get(`${B}/chainSetting/simpleInfo`)).data.nodeCount).toBe(before - 1);
  });
});

describe('candidate node vote', () => {
  const gov = nodeRequire('../../mock/sfbn-alliance/_governance.ts');

  it('shows the seeded tally: two members voted yes (3 + 1 of 16)', async () => {
    const r = await admin.get(`${B}/candidateNode/detail`, { id: 'cand-1' });
    expect(r.data).toMatchObject({ status: 1, yesWeight: 4, noWeight: 0, totalWeight: gov.totalVoteWeight(1), tally: `4 / ${gov.totalVoteWeight(1)}` });
    expect(gov.totalVoteWeight(1)).toBe(16);
  });

  it("a non-member may not vote; a revoked member's vote stops counting", async () => {
    expect((await user.get(`${B}/voteDetail/save`, { id: 'cand-1', vote: 1 })).msg).toBe('只有联盟成员可以投票');
    const m = gov.allianceMembers.get('4');
    m.status = 4;
    try {
      const r = await admin.get(`${B}/candidateNode/detail`, { id: 'cand-1' });
      expect(r.data.yesWeight).toBe(3);
      expect(r.data.totalWeight).toBe(15);
    } finally {
      m.status = 2;
    }
  });

  it("the chairman's yes (5) makes 9 of 16: elected, and the node becomes a consensus node", async () => {
    const r = await admin.get(`${B}/voteDetail/save`, { id: 'cand-1', vote: 1 });
    expect(r.msg).toBe('投票成功');
    expect(r.data).toMatchObject({ status: 2, yesWeight: 9, tally: '9 / 16', myVote: 1 });
    expect((await admin.get(`${B}/voteDetail/save`, { id: 'cand-1', vote: 2 })).msg).toBe('投票已结束');
    expect((await admin.get(`${B}/chainNode/info`, { id: r.data.nodeId })).data.nodeType).toBe(1);
  });

  it('a running node of the user stands; a second candidacy is refused; the owner cancels', async () => {
    const running = (await admin.get(`${B}/chainNode/listByPage`, { status: 4, nodeType: 1, current: 1, size: 50 })).data.records.find(
      (n: any) => n.candidateStatus === null,
    );
    const r = await admin.post(`${B}/chainNode/applyCandidateNode`, { id: running.id, reason: '测试' });
    expect(r.data.status).toBe(1);
    expect((await admin.post(`${B}/chainNode/applyCandidateNode`, { id: running.id })).msg).toBe('该节点已申请候选节点');
    expect((await admin.post(`${B}/candidateNode/cancel`, { id: r.data.id })).data.status).toBe(4);
  });
});

describe('servers', () => {
  it("validates IPv4 and keeps each user's servers apart", async () => {
    const bad = await user.post(`${B}/servers/add`, { hostName: 'h1', ip: '300.1.1.1', serversType: 1, systemType: 2 });
    expect(bad.msg).toBe('请输入正确的IP地址，如 192.168.1.10');
    const ok = await user.post(`${B}/servers/add`, { hostName: 'h1', ip: '172.16.8.9', serversType: 1, systemType: 2 });
    expect(ok.data.hostName).toBe('h1');
    expect((await user.get(`${B}/servers/listByPage`, { current: 1, size: 50 })).data.records.map((s: any) => s.ip)).toEqual(['172.16.8.9']);
    expect((await user.get(`${B}/servers/detail`, { id: 'srv-1' })).msg).toBe('无权操作该数据');
  });
});

describe('chain settings', () => {
  it('a user without a chain has none; applying puts it under review; the administrator builds it', async () => {
    expect((await user.get(`${B}/chainSetting/currentUserInfo`)).data).toBeNull();
    expect((await user.get(`${B}/chainSetting/checkBuild`)).data).toEqual({ built: false, status: null });
    const r = await user.post(`${B}/chainSetting/submit`, { chainName: '测试链', consensus: 'RAFT', nodeCount: 4, blockInterval: 3 });
    expect(r.data.status).toBe(1);
    expect((await user.post(`${B}/chainSetting/submit`, { chainName: '又一条', consensus: 'RAFT', nodeCount: 4, blockInterval: 3 })).msg).toBe(
      '您的建链申请正在审核中',
    );
    expect((await admin.post(`${B}/chainSetting/audit`, { id: r.data.id, auditStatus: 1 })).data.status).toBe(2);
    expect((await user.get(`${B}/chainSetting/checkBuild`)).data.built).toBe(true);
  });

  it('reads a config file', async () => {
    const form = new FormData();
    form.append('file', new Blob(['chainName=配置链\nconsensus=PBFT\nnodeCount=7\nblockInterval=2\n']), 'chain.properties');
    const r = await fetch(`${mock.base}/api${B}/chainSetting/analysisConfigFile`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, Auth: `bearer ${admin.token.access_token}` },
    });
    expect((await r.json()).data).toEqual({ chainName: '配置链', consensus: 'PBFT', nodeCount: 7, blockInterval: 2, configFile: 'chain.properties' });
  });
});

describe('backbone identity', () => {
  it('a user applies to upgrade; the administrator passes it and the role changes', async () => {
    expect((await user.get(`${B}/backboneidentity/currentUserInfo`)).data).toBeNull();
    expect((await user.get(`${B}/backboneidentityapply/upgrade`, { chainRole: 2 })).msg).toBe('请输入申请理由');
    const r = await user.get(`${B}/backboneidentityapply/upgrade`, { chainRole: 2, reason: '负责节点运维' });
    expect(r.data).toMatchObject({ chainRole: 1, applyRole: 2, status: 1 });
    expect((await user.get(`${B}/backboneidentityapply/upgrade`, { chainRole: 3, reason: '再次' })).msg).toBe('升级申请正在审核中');
    expect((await user.get(`${B}/backboneidentityaudit/audit`, { id: r.data.id, auditStatus: 1 })).msg).toBe('无权访问该接口');
    expect((await admin.post(`${B}/backboneidentity/editChainRole`, { id: r.data.id, chainRole: 3 })).msg).toBe('当前状态不允许该操作');
    const passed = await admin.get(`${B}/backboneidentityaudit/audit`, { id: r.data.id, auditStatus: 1 });
    expect(passed.data).toMatchObject({ chainRole: 2, applyRole: null, status: 2 });
    expect((await user.get(`${B}/backboneidentityapply/upgrade`, { chainRole: 1, reason: '降级' })).msg).toBe('只能申请更高的链上角色');
    expect((await admin.post(`${B}/backboneidentity/editChainRole`, { id: r.data.id, chainRole: 3 })).data.chainRole).toBe(3);
    expect((await user.get(`${B}/backboneidentity/listByPage`, { current: 1, size: 50 })).data.records.map((x: any) => x.id)).toEqual([r.data.id]);
  });
});

describe('monitoring', () => {
  it('answers the last 7 days with seeded, stable per-day figures', async () => {
    const range = days7();
    const a = await admin.get(`${B}/chainSetting/realTimeGeneralView`, range);
    expect(a.data.days).toHaveLength(7);
    expect(a.data.days[0].date).toBe(range.startDateStr);
    expect(a.data.days[6].date).toBe(range.endDateStr);
    expect(a.data.blockTotal).toBe(a.data.days.reduce((s: number, d: any) => s + d.blockCount, 0));
    const b = await admin.get(`${B}/chainSetting/realTimeGeneralView`, range);
    expect(b.data.days).toEqual(a.data.days);
    const members = await admin.get(`${B}/backboneidentity/monitorBackboneChainMember`, range);
    expect(members.data.days.at(-1).total).toBe(members.data.total);
  });
  it('refuses a wrong range', async () => {
    expect((await admin.get(`${B}/chainSetting/realTimeGeneralView`, { startDateStr: '2026/01/01', endDateStr: '2026-01-07' })).msg).toBe(
      '日期格式不正确，应为 YYYY-MM-DD',
    );
    expect((await admin.get(`${B}/chainSetting/realTimeGeneralView`, { startDateStr: '2026-01-01', endDateStr: '2026-03-01' })).msg).toBe(
      '查询范围不能超过31天',
    );
  });
});
