/**
 * Node certificates in the mock gateway (docs/domain/chain.md, "Node certificates"): submitting a
 * certificate application creates the node in the chain-node table (so the node screens audit,
 * deploy and verify it) and the certificate follows the node: 待审核, 已签发 on the audit's pass,
 * 已驳回, back to 待审核 when the owner changes the node or the trust certificate. A sync node binds
 * to a running consensus node of its owner; each detail call answers only its kind.
 */
import { describe, expect, it } from 'vitest';
import { useMock } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const user = mock.as('user01');
const other = mock.as('user02');
const zhang = mock.as('zhangsan');

const C = '/blade-certificate/chain-node';
const N = '/sfbn-alliance/chainNode';
const org = { trustType: 2, entName: '杭州链网科技有限公司', creditCode: '91330100MA2ABCDE1X', legalPerson: '周杰' };
const person = { trustType: 1, personName: '吴磊', idCard: '330102199001011234', phone: '13700001111' };

describe('node certificates', () => {
  let consensus = '';
  let consensusNode = '';
  let sync = '';

  it('refuses an unverified applicant, a missing trust holder and a malformed credit code', async () => {
    const node = { nodeName: '杭州证书节点', ip: '10.98.1.1', port: 30500 };
    expect((await zhang.post(`${C}/submit-candidate-node`, { ...node, ...org })).msg).toBe('该账号暂未实名认证，请先实名认证');
    expect((await user.post(`${C}/submit-candidate-node`, { ...node, trustType: 2, entName: '杭州链网科技有限公司' })).msg).toBe('请输入统一社会信用代码');
    expect((await user.post(`${C}/submit-candidate-node`, { ...node, ...org, creditCode: '123' })).msg).toBe('请输入正确的统一社会信用代码');
    expect((await user.post(`${C}/submit-candidate-node`, { ...node, ...org, port: 80 })).msg).toBe('端口须在1024到65535之间');
  });

  it('a consensus node certificate creates the node under review, in the node list too', async () => {
    const r = await user.post(`${C}/submit-candidate-node`, { nodeName: '杭州证书节点', ip: '10.98.1.1', port: 30500, ...org, nodeType: 2 });
    expect(r.msg).toBe('申请已提交，请等待审核');
    expect(r.data).toMatchObject({ status: 1, nodeType: 1, trustType: 2, trustName: '杭州链网科技有限公司', certNo: '', nodeStatus: 1, personName: '' });
    consensus = r.data.id;
    consensusNode = r.data.nodeId;
    const nodes = await user.get(`${N}/listByPage`, { nodeName: '杭州证书节点' });
    expect(nodes.data.records.map((n: any) => [n.id, n.nodeType, n.status])).toEqual([[consensusNode, 1, 1]]);
    const mine = await user.get(`${C}/page`, { current: 1, size: 50 });
    expect(mine.data.records.map((c: any) => c.id)).toEqual([consensus]);
    expect((await other.get(`${C}/apply-node-detail/${consensus}`)).msg).toBe('无权操作该数据');
    expect((await user.post(`${C}/submit-candidate-node`, { nodeName: '重复', ip: '10.98.1.1', port: 30501, ...org })).msg).toBe('IP地址已被其他节点使用');
  });

  it('the detail calls answer their kind only', async () => {
    expect((await user.get(`${C}/ent-trust/${consensus}`)).data.creditCode).toBe('91330100MA2ABCDE1X');
    expect((await user.get(`${C}/person-trust/${consensus}`)).msg).toBe('该证书不是个人可信证书');
    expect((await user.get(`${C}/sync-node-detail/${consensus}`)).msg).toBe('该证书不是同步节点证书');
    expect((await user.get(`${C}/apply-node-detail/${consensus}`)).data.history.map((h: any) => h.action)).toEqual(['apply']);
  });

  it("a refused node is changed and resubmitted by its owner; the audit's pass issues the certificate", async () => {
    await admin.get(`${N}/audit`, { id: consensusNode, auditStatus: 2, auditReason: '请补充机构证明' });
    expect((await user.get(`${C}/apply-node-detail/${consensus}`)).data.status).toBe(0);
    expect((await other.post(`${C}/submit-trusts-node`, { id: consensus, ...person })).msg).toBe('无权操作该数据');
    const t = await user.post(`${C}/submit-trusts-node`, { id: consensus, ...person });
    expect(t.msg).toBe('可信证明已提交');
    expect(t.data).toMatchObject({ status: 1, trustType: 1, trustName: '吴磊', entName: '', creditCode: '' });
    const u = await user.post(`${C}/update-node`, { id: consensus, nodeName: '杭州证书共识节点', ip: '10.98.1.2', port: 30502, status: 4 });
    expect(u.data).toMatchObject({ status: 1, nodeName: '杭州证书共识节点', ip: '10.98.1.2' });
    await admin.get(`${N}/audit`, { id: consensusNode, auditStatus: 1 });
    const issued = (await user.get(`${C}/person-trust/${consensus}`)).data;
    expect(issued.status).toBe(2);
    expect(issued.certNo).toMatch(/^BBN-NC-\d{8}-\d{6,}$/);
    expect(issued.issueTime).not.toBe('');
    expect((await user.post(`${C}/update-node`, { id: consensus, nodeName: '改名' })).msg).toBe('当前状态不允许该操作');
  });

  it('a sync node binds to a running consensus node of its owner', async () => {
    const node = { nodeName: '杭州证书同步节点', ip: '10.98.1.3', port: 30503, ...person };
    expect((await user.post(`${C}/submit-sync-node`, { ...node, consensusNodeId: consensusNode })).msg).toBe('请选择运行中的共识节点');
    await admin.get(`${N}/deploy`, { id: consensusNode });
    await admin.get(`${N}/verify`, { id: consensusNode });
    expect((await user.post(`${C}/submit-sync-node`, { ...node, consensusNodeId: 'node-1' })).msg).toBe('无权操作该数据');
    const r = await user.post(`${C}/submit-sync-node`, { ...node, consensusNodeId: consensusNode });
    expect(r.data).toMatchObject({ status: 1, nodeType: 2, consensusNodeName: '杭州证书共识节点', consensusNodeIp: '10.98.1.2' });
    sync = r.data.id;
    expect((await user.get(`${C}/sync-node-detail/${sync}`)).data.consensusNodeId).toBe(consensusNode);
    expect((await user.post(`${C}/bind-sync-node`, { id: consensus, consensusNodeId: consensusNode })).msg).toBe('只有同步节点可以绑定共识节点');
    const rebound = await admin.post(`${C}/bind-sync-node`, { id: sync, consensusNodeId: 'node-1' });
    expect(rebound.data.consensusNodeName).toBe('北京共识节点');
    expect(rebound.msg).toBe('绑定成功');
  });

  it('lists filter by the certificate status and the trust type; unknown filters are refused', async () => {
    const issued = await admin.get(`${C}/page`, { status: 2, size: 200 });
    expect(issued.data.records.length).toBeGreaterThan(0);
    expect(issued.data.records.every((c: any) => c.status === 2)).toBe(true);
    expect(issued.data.records.map((c: any) => c.id)).toContain(consensus);
    const persons = await admin.get(`${C}/page`, { trustType: 1, size: 200 });
    expect(persons.data.records.every((c: any) => c.trustType === 1)).toBe(true);
    expect((await admin.get(`${C}/page`, { colour: 'red' })).msg).toBe('不支持的查询条件: colour');
  });
});
