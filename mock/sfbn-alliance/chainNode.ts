/**
 * Backbone-chain nodes and candidate nodes (spec 7.4 "Chain node", docs/domain/chain.md).
 *
 * A node: apply (submit, status 1) -> audit (pass 2 / refuse 0) -> deploy (3) -> verify (4 running);
 * cancel withdraws an application (1 -> 6), repeal takes a node out of service (2, 3, 4 -> 5).
 * A running node may stand as a candidate (consensus) node: applyCandidateNode opens a vote
 * (candidate status 1); alliance members vote with their weights (voteDetail/save); the tally
 * decides: elected (2) when the yes weight exceeds half of totalVoteWeight(1), refused (3) when
 * the no weight does; cancel (4). The tally is computed from the votes of members who are still
 * active, so a revoked member's votes stop counting at once.
 */
import { BACKBONE, headOf } from '../_chain/chains';
import { declarationOf, needs, refusal } from '../_lib/access';
import { fail, ok, params, type Handler, type Routes } from '../_lib/http';
import { ownerOf, resource, WRONG_STATE } from '../_lib/resource';
import { ruleField } from '../_lib/rules';
import { formatTime, seedTime, Table, type Row } from '../_lib/store';
import { currentUser, users, type User } from '../_lib/users';
import { activeMemberOf, allianceMembers, totalVoteWeight, voteWeightOf } from './_governance';

export const NODE = { refused: 0, audit: 1, deploy: 2, verify: 3, running: 4, repealed: 5, cancelled: 6 } as const;
export const CANDIDATE = { voting: 1, elected: 2, refused: 3, cancelled: 4 } as const;
/** Vote business type of candidate nodes (dictionary vote_business_type). */
export const CANDIDATE_BUSINESS = 1;

const BASE = '/api/sfbn-alliance';
const admin = () => users.find((u) => u.account === 'admin')!;

// ---- seed -----------------------------------------------------------------------------------
const CITIES = ['北京', '上海', '广州', '成都', '武汉', '西安', '南京', '杭州', '重庆', '天津', '沈阳', '郑州'];
/** Seed statuses: mostly running nodes, one of each other state, two waiting for an audit. */
const SEED_STATUS = [4, 4, 4, 4, 4, 4, 1, 1, 2, 3, 0, 5];

function seedNode(i: number): Row {
  const a = admin();
  const status = SEED_STATUS[i];
  const own = i < 5 ? a : undefined;
  const member = allianceMembers.rows[i % allianceMembers.rows.length];
  const created = seedTime(200 + i * 30);
  const history: Row['history'] = [{ action: 'apply', user: own?.realName ?? member.contactName, time: created, status: 1, reason: '' }];
  const step = (action: string, s: number, h: number, reason = '') =>
    history.push({ action, user: '王建国', time: seedTime(200 + i * 30 + h), status: s, reason });
  if (status === 0) step('refuse', 0, 2, '服务器配置不满足共识节点要求');
  if ([2, 3, 4, 5].includes(status)) step('pass', 2, 2);
  if ([3, 4, 5].includes(status)) step('deploy', 3, 4);
  if ([4, 5].includes(status)) step('verify', 4, 6);
  if (status === 5) step('repeal', 5, 8, '机构退出联盟');
  return {
    id: `node-${i + 1}`,
    userId: own?.id ?? member.userId,
    account: own?.account ?? member.account,
    creator: own?.bid ?? member.creator,
    orgName: own ? '国家链网运营中心' : member.orgName,
    nodeName: `${CITIES[i]}${i % 3 === 2 ? '同步' : '共识'}节点`,
    nodeType: i % 3 === 2 ? 2 : 1,
    ip: `10.20.${i + 1}.${10 + i}`,
    port: 30300 + i,
    serverId: '',
    status,
    nodeAddress: status >= 3 ? `0x${(0x5eed0000 + i * 7919).toString(16).padStart(40, '0')}` : '',
    blockHeight: 0, // a running node's height is the chain's, given when it is read (withHeight)
    remark: '',
    auditReason: status === 0 ? '服务器配置不满足共识节点要求' : '',
    repealReason: status === 5 ? '机构退出联盟' : '',
    auditTime: status === 1 ? '' : seedTime(202 + i * 30),
    auditUser: status === 1 ? '' : '王建国',
    deployTime: status >= 3 && status !== 0 ? seedTime(204 + i * 30) : '',
    verifyTime: status === 4 || status === 5 ? seedTime(206 + i * 30) : '',
    createTime: created,
    history,
  };
}

export const chainNodes = new Table(
  'chain-node',
  SEED_STATUS.map((_, i) => seedNode(i)),
);

/** A node as it is answered: a running node is in step with the backbone chain, so its height is the chain's head. */
export const withHeight = (row: Row): Row => ({ ...row, blockHeight: row.status === NODE.running ? headOf(BACKBONE) : 0 });

export interface Vote {
  candidateId: string;
  userId: string;
  orgName: string;
  vote: 1 | 2;
  time: string;
}
export const votes: Vote[] = [];

/**
 * Two candidacies wait for votes: the admin's sync node (two seeded members already voted yes)
 * and a member's sync node (no vote yet), so the voting list keeps a row after one is decided.
 */
function seedCandidates(): Row[] {
  const candidacy = (id: string, nodeId: string, reason: string, hour: number): Row => {
    const node = chainNodes.get(nodeId)!;
    return {
      id,
      nodeId: node.id,
      nodeName: node.nodeName,
      orgName: node.orgName,
      ip: node.ip,
      userId: node.userId,
      creator: node.creator,
      status: CANDIDATE.voting,
      reason,
      createTime: seedTime(hour),
      history: [{ action: 'apply', user: node.account === 'admin' ? '王建国' : node.orgName, time: seedTime(hour), status: 1, reason: '' }],
    };
  };
  const rows = [
    candidacy('cand-1', 'node-3', '申请成为共识节点，提升华南区域出块能力', 700),
    candidacy('cand-2', 'node-6', '申请成为共识节点，补充西北区域出块能力', 710),
  ];
  for (const id of ['2', '4']) {
    const m = allianceMembers.get(id);
    if (m) votes.push({ candidateId: 'cand-1', userId: m.userId, orgName: m.orgName, vote: 1, time: seedTime(701) });
  }
  return rows;
}
export const candidates = new Table('candidate-node', seedCandidates());

// ---- the tally --------------------------------------------------------------------------------
/** The live tally of a candidacy: only votes of members still active count, with today's weights. */
export function tally(candidateId: string) {
  const counted = votes.filter((v) => v.candidateId === candidateId && activeMemberOf(v.userId));
  const sum = (kind: 1 | 2) => counted.filter((v) => v.vote === kind).reduce((s, v) => s + voteWeightOf(v.userId, CANDIDATE_BUSINESS), 0);
  const total = totalVoteWeight(CANDIDATE_BUSINESS);
  return { yesWeight: sum(1), noWeight: sum(2), totalWeight: total, voteCount: counted.length };
}

const candidateView = (row: Row, user?: User) => {
  const t = tally(row.id);
  const mine = user ? votes.find((v) => v.candidateId === row.id && v.userId === user.id) : undefined;
  return {
    ...row,
    ...t,
    tally: `${t.yesWeight} / ${t.totalWeight}`,
    myVote: mine?.vote ?? null,
    votes: votes
      .filter((v) => v.candidateId === row.id)
      .map((v) => ({
        orgName: v.orgName,
        vote: v.vote,
        weight: activeMemberOf(v.userId) ? voteWeightOf(v.userId, CANDIDATE_BUSINESS) : 0,
        time: v.time,
      })),
  };
};

// ---- nodes ----------------------------------------------------------------------------------
const text = (label: string, max = 50, required?: string) => ({ label, type: 'text' as const, max, ...(required ? { required } : {}) });
/** The node fields an application carries (the node certificates of mock/blade-certificate validate with them too). */
export const NODE_FIELDS = {
  nodeName: text('节点名称', 30, '请输入节点名称'),
  nodeType: { label: '节点类型', type: 'int' as const, enum: [1, 2], required: '请选择节点类型' },
  ip: ruleField('ip', 'IP地址', 15, true),
  port: { label: '端口', type: 'int' as const, range: [1024, 65535] as [number, number], required: '请输入端口' },
  serverId: text('服务器', 40),
  remark: text('备注', 100),
};
/** A live node (not refused, repealed or cancelled) already uses this IP. */
export const ipInUse = (ip: unknown, exceptNodeId?: string) =>
  chainNodes.rows.some((n) => n.ip === String(ip ?? '').trim() && n.id !== exceptNodeId && ![NODE.refused, NODE.repealed, NODE.cancelled].includes(n.status));
export const IP_IN_USE = 'IP地址已被其他节点使用';
/** The columns a new node starts with, for the caller (owner, organisation, empty stamps). */
export const nodeDefaults = (u: User): Row =>
  ({
    userId: u.id,
    account: u.account,
    orgName: activeMemberOf(u.id)?.orgName ?? u.deptName ?? u.realName,
    nodeAddress: '',
    blockHeight: 0,
    auditReason: '',
    repealReason: '',
    auditTime: '',
    auditUser: '',
    deployTime: '',
    verifyTime: '',
    serverId: '',
    remark: '',
  }) as unknown as Row;
const nodeResource = resource({
  table: chainNodes,
  base: BASE,
  calls: { list: false, page: 'chainNode/listByPage', detail: 'chainNode/info', submit: 'chainNode/saveOrUpdate', remove: false },
  owner: 'creator',
  access: { read: 'user', write: 'user', 'chainNode/audit': 'admin', 'chainNode/deploy': 'admin', 'chainNode/verify': 'admin', 'chainNode/_repeal': 'admin' },
  fields: NODE_FIELDS,
  defaults: (req) => nodeDefaults(currentUser(req)),
  // Editing (filtratedit / edit) is allowed while the application is open or after a refusal.
  beforeSave: (values, existing) => {
    if (!existing) return '请通过节点申请提交';
    if (![NODE.audit, NODE.refused].includes(existing.status)) return WRONG_STATE;
    if (existing.status === NODE.refused) values.status = NODE.audit;
  },
  apply: {
    path: 'chainNode/submit',
    status: NODE.audit,
    check: (u, p) => {
      if (u.status !== 2) return '该账号暂未实名认证，请先实名认证';
      if (p.ip && ipInUse(p.ip)) return IP_IN_USE;
    },
    msg: '申请已提交，请等待审核',
  },
  lifecycle: {
    field: 'status',
    transitions: {
      pass: { from: [NODE.audit], to: NODE.deploy, copy: ['auditReason'], msg: '审核通过' },
      refuse: { from: [NODE.audit], to: NODE.refused, require: { auditReason: '请输入驳回原因' }, copy: ['auditReason'], msg: '已驳回' },
      deploy: {
        from: [NODE.deploy],
        to: NODE.verify,
        copy: ['serverId'],
        msg: '部署成功',
        after: (row) =>
          Object.assign(row, { deployTime: formatTime(), nodeAddress: `0x${Buffer.from(`${row.id}:${row.ip}`).toString('hex').padEnd(40, '0').slice(0, 40)}` }),
      },
      verify: {
        from: [NODE.verify],
        to: NODE.running,
        msg: '验证通过',
        after: (row) => Object.assign(row, { verifyTime: formatTime() }),
      },
      cancel: { from: [NODE.audit], to: NODE.cancelled, msg: '已取消' },
      repeal: {
        from: [NODE.deploy, NODE.verify, NODE.running],
        to: NODE.repealed,
        require: { repealReason: '请输入撤销原因' },
        copy: ['repealReason'],
        msg: '已撤销',
      },
    },
    calls: {
      'chainNode/audit': (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'],
      'chainNode/deploy': 'deploy',
      'chainNode/currentDeploy': 'deploy',
      'chainNode/verify': 'verify',
      'chainNode/_cancel': 'cancel',
      'chainNode/_repeal': 'repeal',
    },
  },
  view: (row) => ({
    ...withHeight(row),
    candidateStatus: candidates.rows.find((c) => c.nodeId === row.id && c.status !== CANDIDATE.cancelled)?.status ?? null,
  }),
});

/** The nodes' owner rule (the descriptor's `owner` above), for the handlers beside it and the certificates' (blade-certificate/chainNode.ts). */
export const nodeOwner = ownerOf(nodeResource);

// ---- candidates -------------------------------------------------------------------------------
const candidateResource = resource({
  table: candidates,
  base: BASE,
  calls: { list: false, page: 'candidateNode/listByPage', detail: 'candidateNode/detail', submit: false, remove: false },
  // Every member sees every candidacy (they vote on them); only the owner or an administrator cancels.
  access: { read: 'user', write: 'user' },
  owner: { field: 'userId', user: 'id' },
  lifecycle: {
    field: 'status',
    transitions: { cancel: { from: [CANDIDATE.voting], to: CANDIDATE.cancelled, msg: '已取消' } },
    calls: { 'candidateNode/cancel': 'cancel' },
  },
  view: candidateView,
});

/** GET and POST both reach a lifecycle call (the spec writes audit, deploy, verify, cancel as GET). */
const both = (routes: Routes, path: string): Routes => ({ [`GET ${BASE}/${path}`]: routes[`POST ${BASE}/${path}`] });

function decide(row: Row, user: User) {
  const t = tally(row.id);
  const outcome = t.yesWeight * 2 > t.totalWeight ? CANDIDATE.elected : t.noWeight * 2 > t.totalWeight ? CANDIDATE.refused : null;
  if (outcome === null) return;
  row.status = outcome;
  row.decideTime = formatTime();
  // The decision is the tally's pass / refuse; the status tag says elected or not elected.
  const reason = outcome === CANDIDATE.elected ? `赞成权重 ${t.yesWeight} / 总权重 ${t.totalWeight}` : `反对权重 ${t.noWeight} / 总权重 ${t.totalWeight}`;
  row.history = [...row.history, { action: outcome === CANDIDATE.elected ? 'pass' : 'refuse', user: '计票', time: row.decideTime, status: outcome, reason }];
  // An elected candidate becomes a consensus node.
  if (outcome === CANDIDATE.elected) chainNodes.update(row.nodeId, { nodeType: 1 });
  void user;
}

const applyCandidate: Handler = (req, res) => {
  const u = currentUser(req);
  const node = nodeOwner.row(req, res, params(req).id);
  if (!node) return;
  if (node.status !== NODE.running) return fail(res, '只有运行中的节点可以申请候选节点');
  if (candidates.rows.some((c) => c.nodeId === node.id && [CANDIDATE.voting, CANDIDATE.elected].includes(c.status))) return fail(res, '该节点已申请候选节点');
  const time = formatTime();
  const row = candidates.insert({
    nodeId: node.id,
    nodeName: node.nodeName,
    orgName: node.orgName,
    ip: node.ip,
    userId: node.userId,
    creator: node.creator,
    status: CANDIDATE.voting,
    reason: String(params(req).reason ?? '')
      .trim()
      .slice(0, 100),
    history: [{ action: 'apply', user: u.realName || u.name, time, status: CANDIDATE.voting, reason: '' }],
  });
  ok(res, candidateView(row, u), '申请已提交，等待联盟成员投票');
};

const vote: Handler = (req, res) => {
  const u = currentUser(req);
  const p = params(req);
  const row = candidates.get(p.id);
  if (!row) return fail(res, '数据不存在', 404);
  if (row.status !== CANDIDATE.voting) return fail(res, '投票已结束');
  const member = activeMemberOf(u.id);
  if (!member || voteWeightOf(u.id, CANDIDATE_BUSINESS) <= 0) return fail(res, '只有联盟成员可以投票', 403);
  const choice = Number(p.vote);
  if (choice !== 1 && choice !== 2) return fail(res, '请选择投票意见');
  if (votes.some((v) => v.candidateId === row.id && v.userId === u.id)) return fail(res, '您已投过票');
  votes.push({ candidateId: row.id, userId: u.id, orgName: member.orgName, vote: choice, time: formatTime() });
  row.history = [
    ...row.history,
    {
      action: 'vote',
      user: member.orgName,
      time: formatTime(),
      status: row.status,
      reason: `${choice === 1 ? '赞成' : '反对'}（权重 ${voteWeightOf(u.id, CANDIDATE_BUSINESS)}）`,
    },
  ];
  decide(row, u);
  ok(res, candidateView(row, u), '投票成功');
};

/** cancel: the applicant withdraws an open application; the administrator repeals a node in service. */
const cancel =
  (routes: Routes): Handler =>
  (req, res) => {
    const row = chainNodes.get(params(req).id);
    const key = `POST ${BASE}/${row && row.status !== NODE.audit ? 'chainNode/_repeal' : 'chainNode/_cancel'}`;
    // The call chosen keeps its own access rule, as when it is called by its path: a repeal is an
    // administrator's (the owner of a node in service could repeal it through this call).
    const denied = refusal(currentUser(req), declarationOf(routes[key])!, key);
    if (denied) return fail(res, denied, 403);
    return routes[key](req, res);
  };

const routes: Routes = {
  ...nodeResource,
  ...both(nodeResource, 'chainNode/audit'),
  ...both(nodeResource, 'chainNode/deploy'),
  ...both(nodeResource, 'chainNode/verify'),
  // Hand-written: one call, two transitions chosen by the node's state (withdraw or repeal).
  [`GET ${BASE}/chainNode/cancel`]: needs(cancel(nodeResource), 'user', { wire: { query: 'NodeCancelQuery', answer: 'BackboneNode' } }),
  // Hand-written: the same as its GET twin.
  [`POST ${BASE}/chainNode/cancel`]: needs(cancel(nodeResource), 'user', { wire: { body: 'NodeCancelQuery', answer: 'BackboneNode' } }),
  // Hand-written: the caller's nodes joined with the chain's height (a list, not a page).
  [`GET ${BASE}/chainNode/currentUserInfo`]: needs(
    (req, res) => {
      const u = currentUser(req);
      ok(res, nodeOwner.rowsOf(u).map(withHeight));
    },
    'user',
    { wire: { answer: { list: 'BackboneNode' } } },
  ),
  ...candidateResource,
  ...both(candidateResource, 'candidateNode/cancel'),
  // Hand-written: creates a candidacy from a node of the caller's (fields copied from another table).
  [`GET ${BASE}/chainNode/applyCandidateNode`]: needs((req, res) => applyCandidate(req, res), 'real-name', {
    wire: { query: 'CandidateApply', answer: 'Candidate' },
  }),
  // Hand-written: the same as its GET twin.
  [`POST ${BASE}/chainNode/applyCandidateNode`]: needs(applyCandidate, 'real-name', { wire: { body: 'CandidateApply', answer: 'Candidate' } }),
  // Hand-written: a weighted vote that may decide the candidacy (a tally).
  [`GET ${BASE}/voteDetail/save`]: needs((req, res) => vote(req, res), 'real-name', { wire: { query: 'CandidateVoteRequest', answer: 'Candidate' } }),
  // Hand-written: the same as its GET twin.
  [`POST ${BASE}/voteDetail/save`]: needs(vote, 'real-name', { wire: { body: 'CandidateVoteRequest', answer: 'Candidate' } }),
};

export default routes;
