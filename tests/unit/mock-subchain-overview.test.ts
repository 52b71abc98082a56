/**
 * The sub-chain overview and its neighbours (docs/domain/subchain.md "Overview, run status and
 * ledger", "Drafts, legal person and SMS code"): figures follow the user's applications, drafts
 * are saved step by step and superseded by the application, only one's own refused applications
 * and drafts are removed, recommendations leave out joined and own chains, a sub-chain's ledger
 * grows with what is done on it, and the legal-person step's SMS code is checked.
 */
import { describe, expect, it } from 'vitest';
import { useMock, type Session } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const user01 = mock.as('user01');
const user08 = mock.as('user08');

const application = (code: string) => ({
  type: 1,
  buildType: 1,
  childChainName: `概览子链${code}`,
  childChainCode: code,
  childType: 3,
  orgName: '国家链网运营中心',
  consensus: 'RAFT',
  nodeCount: 4,
  accessType: 1,
  apiUrl: 'https://o.example.cn',
  legalPerson: '王建国',
  legalIdCard: '11010519491231002X',
  contactPhone: '13900001111',
});
const stats = async (s: Session) => (await s.call('GET', '/sfbn-alliance/homePage/sub/subStatistics')).body.data;

describe('homePage/sub: the overview of the signed-in user', () => {
  it('statistics, own applications and operations follow an application and its review', async () => {
    // Files share one mock per worker: figures are compared with their values before.
    const before = await stats(user01);
    const r = await user01.call('POST', '/sfbn-alliance/childChain/save', application('ov01'));
    expect(r.body.msg).toBe('提交成功');
    const id = r.body.data.id;
    const after = await stats(user01);
    expect(after.total).toBe(before.total + 1);
    expect(after.byStatus[1]).toBe(before.byStatus[1] + 1);
    expect(after.byType[1]).toBe(before.byType[1] + 1);
    expect(after.byChildType[3]).toBe(before.byChildType[3] + 1);
    const self = (await user01.call('GET', '/sfbn-alliance/homePage/sub/selfInfo')).body.data;
    expect([self[0].childChainName, self[0].status]).toEqual(['概览子链ov01', 1]);
    await admin.call('POST', '/sfbn-alliance/childchainaudit/audit', { id, auditStatus: 2, auditReason: '材料不全' });
    const refused = await stats(user01);
    expect([refused.byStatus[1], refused.byStatus[0]]).toEqual([before.byStatus[1], before.byStatus[0] + 1]);
    const receipts = (await user01.call('POST', '/sfbn-alliance/homePage/sub/subReceipts?current=1&size=1', {})).body.data;
    expect(receipts.size).toBe(1);
    expect(receipts.records[0]).toMatchObject({ chainId: id, kind: 'chain', action: 'refuse', status: 0, reason: '材料不全' });
    // Another user's figures do not count it.
    expect((await user08.call('GET', '/sfbn-alliance/homePage/sub/selfInfo')).body.data.map((c: any) => c.id)).not.toContain(id);
  });

  it('joinInfo and isJoin agree; recommendations leave out joined and own chains and filter by kind', async () => {
    const joined = (await user08.call('GET', '/sfbn-alliance/homePage/sub/joinInfo')).body.data;
    expect(joined).toHaveLength(1);
    const chainId = joined[0].chainId;
    expect((await user08.call('GET', '/sfbn-alliance/childidentityapply/isJoin', { chainId })).body.data).toBe(true);
    const rec08 = (await user08.call('POST', '/sfbn-alliance/childChain/screen/recommendChildChain', {})).body.data;
    expect(rec08.length).toBeGreaterThan(0);
    expect(rec08.map((c: any) => c.id)).not.toContain(chainId);
    expect(rec08.every((c: any) => c.status === 4)).toBe(true);
    const rec01 = (await user01.call('POST', '/sfbn-alliance/childChain/screen/recommendChildChain', {})).body.data;
    expect(rec01.map((c: any) => c.id)).toContain(chainId);
    const gov = (await user01.call('POST', '/sfbn-alliance/childChain/screen/recommendChildChain?childType=1', {})).body.data;
    expect(gov.length).toBeGreaterThan(0);
    expect(gov.every((c: any) => c.childType === 1)).toBe(true);
    // The administrator owns a third of the seeded chains: none of his is recommended to him.
    const recAdmin = (await admin.call('POST', '/sfbn-alliance/childChain/screen/recommendChildChain', {})).body.data;
    const mine = (await admin.call('GET', '/sfbn-alliance/homePage/sub/selfInfo')).body.data.map((c: any) => c.id);
    expect(recAdmin.some((c: any) => mine.includes(c.id))).toBe(false);
    expect((await user01.call('POST', '/sfbn-alliance/childChain/screen/recommendChildChain?childType=9', {})).body.msg).toBe('子链类型取值不正确');
  });

  it('the chain chooser: the chains one takes part in', async () => {
    expect((await user01.call('GET', '/sfbn-alliance/childChain/getChainList')).body.data).toEqual([]);
    const of08 = (await user08.call('GET', '/sfbn-alliance/childChain/getChainList')).body.data;
    expect(of08).toHaveLength(1);
    const all = (await admin.call('GET', '/sfbn-alliance/childChain/getChainList', { type: '2' })).body.data;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c: any) => c.type === 2 && [4, 5].includes(c.status))).toBe(true);
  });
});

describe('a running sub-chain: run status, ledger, activity, apps', () => {
  it('a node added writes a transaction: height and count grow, the newest names it', async () => {
    const chain = (await admin.call('GET', '/sfbn-alliance/childChain/getChainList', { type: '1' })).body.data.find((c: any) => c.status === 4);
    const before = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainRunStatus', { id: chain.id })).body.data;
    expect(before).toMatchObject({ running: true, status: 4 });
    expect(before.blockHeight).toBeGreaterThan(0);
    const node = await admin.call('POST', '/sfbn-alliance/childChain/node/save', {
      chainId: chain.id,
      nodeName: 'ov-node-1',
      ip: '10.8.0.1',
      port: 30301,
      nodeType: 2,
    });
    expect(node.body.code).toBe(200);
    const after = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainRunStatus', { id: chain.id })).body.data;
    expect(after.txTotal).toBe(before.txTotal + 1);
    expect(after.nodeTotal).toBe(before.nodeTotal + 1);
    const txs = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainTransaction', { id: chain.id, current: '1', size: '5' })).body.data;
    expect(txs.total).toBe(after.txTotal);
    expect(txs.records[0]).toMatchObject({ method: '添加节点', subject: 'ov-node-1', blockHeight: after.blockHeight - 1 });
    expect(txs.records[0].txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await admin.call('GET', '/sfbn-alliance/childChain/getChildChainRunStatus', { id: 'nope' })).status).toBe(404);
  });

  it('a sub-chain under review has no ledger; the rank is by transactions', async () => {
    const review = (await admin.call('GET', '/sfbn-alliance/childchainaudit/listByPage', { childChainStatus: '1' })).body.data.records[0];
    expect((await admin.call('GET', '/sfbn-alliance/childChain/getChildChainRunStatus', { id: review.id })).body.data).toMatchObject({
      running: false,
      blockHeight: 0,
      txTotal: 0,
    });
    const rank = (await user01.call('GET', '/sfbn-alliance/homePage/sub/activityRank')).body.data;
    expect(rank).toHaveLength(10);
    const totals = rank.map((c: any) => c.txTotal);
    expect([...totals].sort((a: number, b: number) => b - a)).toEqual(totals);
  });

  it('appInfo: the published apps of the chain', async () => {
    const scfn = (await admin.call('GET', '/sfbn-alliance/childChain/getChildChainList', { type: '1' })).body.data.find(
      (c: any) => c.childChainCode === 'scfn',
    );
    const list = (await user01.call('GET', '/sfbn-alliance/childChain/appInfo', { id: scfn.id })).body.data;
    expect(list.map((a: any) => a.appName)).toEqual(['供应链金融', '版权登记']);
  });
});

describe('drafts, removal, legal person and the SMS code', () => {
  it('a draft is saved step by step (save calls), continued, and superseded by the application', async () => {
    const cache = () => user01.call('GET', '/sfbn-alliance/childChain/getChildChainCache', { type: '2', buildType: '2' });
    expect((await cache()).body.data).toBeNull();
    const d = await user01.call('POST', '/sfbn-alliance/childChain/saveChildChainCache', {
      type: 2,
      buildType: 2,
      childChainName: '草稿子链',
      childChainCode: 'dr01',
    });
    expect(d.body).toMatchObject({ msg: '草稿已保存', data: { type: 2, buildType: 2, childChainName: '草稿子链' } });
    const id = d.body.data.id;
    expect((await user01.call('POST', '/sfbn-alliance/childPlan/save', { id, nodeCount: 2 })).body.msg).toBe('节点数量为4到100之间的整数');
    expect((await user01.call('POST', '/sfbn-alliance/childPlan/save', { id, consensus: 'RAFT', nodeCount: 7 })).body.code).toBe(200);
    expect((await user01.call('POST', '/sfbn-alliance/childChainAccess/save', { id, accessType: 2, apiUrl: 'ftp://x' })).body.msg).toBe('接入地址格式不正确');
    expect((await user01.call('POST', '/sfbn-alliance/childChainAccess/save', { id, accessType: 2 })).body.code).toBe(200);
    expect((await cache()).body.data).toMatchObject({ id, childChainCode: 'dr01', consensus: 'RAFT', nodeCount: 7, accessType: 2 });
    // Another kind has no draft; another user cannot write or remove it.
    expect((await user01.call('GET', '/sfbn-alliance/childChain/getChildChainCache', { type: '1', buildType: '1' })).body.data).toBeNull();
    expect((await user08.call('POST', '/sfbn-alliance/childPlan/save', { id, nodeCount: 5 })).status).toBe(403);
    expect((await admin.call('POST', '/sfbn-alliance/childChain/remove', { ids: id })).status).toBe(403);
    expect((await stats(user01)).draftTotal).toBeGreaterThan(0);
    const applied = await user01.call('POST', '/sfbn-alliance/childChain/save', { ...application('dr01'), type: 2, buildType: 2 });
    expect(applied.body.msg).toBe('提交成功');
    expect((await cache()).body.data).toBeNull();
  });

  it('a draft is thrown away with remove', async () => {
    const d = await user01.call('POST', '/sfbn-alliance/childChain/saveChildChainCache', { type: 1, buildType: 1, childChainName: '弃用草稿' });
    expect((await user01.call('POST', '/sfbn-alliance/childChain/remove', { ids: d.body.data.id })).body.msg).toBe('删除成功');
    expect((await user01.call('GET', '/sfbn-alliance/childChain/getChildChainCache')).body.data).toBeNull();
  });

  it('remove: only the owner, only refused applications', async () => {
    const r = await user01.call('POST', '/sfbn-alliance/childChain/save', application('rm01'));
    const id = r.body.data.id;
    expect((await user01.call('POST', '/sfbn-alliance/childChain/remove', { ids: id })).body.msg).toBe('只能删除已驳回的申请');
    await admin.call('POST', '/sfbn-alliance/childchainaudit/audit', { id, auditStatus: 2, auditReason: '重复申请' });
    expect((await admin.call('POST', '/sfbn-alliance/childChain/remove', { ids: id })).status).toBe(403);
    expect((await user01.call('POST', '/sfbn-alliance/childChain/remove', { ids: id })).body.msg).toBe('删除成功');
    expect((await user01.call('GET', '/sfbn-alliance/childChain/info', { id })).status).toBe(404);
    const running = (await admin.call('GET', '/sfbn-alliance/homePage/sub/selfInfo')).body.data.find((c: any) => c.status === 4);
    expect((await admin.call('POST', '/sfbn-alliance/childChain/remove', { ids: running.id })).body.msg).toBe('只能删除已驳回的申请');
  });

  it("getLegalPersonInformation without id: the user's verified identity", async () => {
    const me = (await user01.call('GET', '/sfbn-alliance/childChain/getLegalPersonInformation')).body.data;
    expect(me.legalPerson).toMatch(/^[\u4e00-\u9fa5]{2,}$/);
    expect(me.legalIdCard).toMatch(/^\d{17}[\dX]$/);
    expect(me.contactPhone).toMatch(/^1\d{10}$/);
  });

  it('checkVerifyCode: the code sent to that phone, wrong, right once', async () => {
    const check = (code: string, phone = '13900001111') => user01.call('GET', '/sfbn-alliance/childChain/checkVerifyCode', { phone, code });
    expect((await check('123456')).body.msg).toBe('请先获取验证码');
    expect((await user01.call('GET', '/sfbn-resource/person/verify-code/subchain', { phone: '13900001111' })).body.msg).toBe('发送成功!');
    const { code } = await (await fetch(`${mock.base}/api/__dev/verify-code/user01?codeType=subchain`)).json();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await check(wrong)).body.msg).toBe('验证码不正确');
    expect((await check(code, '13900002222')).body.msg).toBe('请先获取验证码');
    expect((await check(code)).body).toMatchObject({ code: 200, msg: '验证通过' });
    expect((await check(code)).body.msg).toBe('请先获取验证码');
  });
});

describe('the docking form chooses a contract of the chain (getChildContractList)', () => {
  it("only the caller's contracts, only one on the link's chain", async () => {
    const mine = (await admin.call('GET', '/sfbn-alliance/childcontractinfo/getChildContractList')).body.data;
    expect(mine.length).toBeGreaterThan(1);
    const detail = async (id: string) => (await admin.call('GET', '/sfbn-alliance/childcontractinfo/detail', { id })).body.data;
    const first = await detail(mine[0].id);
    const other = (await Promise.all(mine.map((c: any) => detail(c.id)))).find((c: any) => c.chainId !== first.chainId);
    const chain = (await admin.call('GET', '/sfbn-alliance/childChain/info', { id: first.chainId })).body.data;
    expect(chain.status).toBe(4);
    const link = { chainId: first.chainId, linkName: 'ov-link-1', systemUrl: 'https://sys.example.cn', contactName: '王建国', contactPhone: '13900001111' };
    expect((await admin.call('POST', '/sfbn-alliance/childChain/link/save', { ...link, contractId: other.id })).body.msg).toBe('所选合约不属于该子链');
    const saved = await admin.call('POST', '/sfbn-alliance/childChain/link/save', { ...link, contractId: first.id });
    expect(saved.body.code).toBe(200);
    const info = (await admin.call('GET', '/sfbn-alliance/childChain/link/apiInfo', { id: saved.body.data.id })).body.data;
    expect(info).toMatchObject({ contractName: first.contractName, contractAddress: first.contractAddress });
    // user01 has no contracts to choose.
    expect((await user01.call('GET', '/sfbn-alliance/childcontractinfo/getChildContractList')).body.data).toEqual([]);
  });
});
