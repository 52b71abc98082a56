/**
 * Sub-chains (spec 7.5, docs/domain/subchain.md): applications for a sub-chain of either set
 * (type 1 permissioned, 2 ott), reviewed by the administrator, voted on by the alliance's members
 * (weights of mock/sfbn-alliance/_governance.ts, business type 2), approved, given their BID
 * (createBid) and then run / stopped (updateStatus). One resource declaration answers the lists,
 * details, apply, audit, createBid and updateStatus; re-apply, vote and approve are the hand-written
 * calls whose rules (validation of a whole application, tallies) do not fit a transition.
 * The sub-chain's nodes (childChain/node) are a resource of their own over the running chains.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { needs } from '../_lib/access';
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { isOwner, ownerOf, resource, validate, WRONG_STATE, NOT_OWNER, type Field, type Resource } from '../_lib/resource';
import { chineseNameError, idCardError, phoneError, ruleField } from '../_lib/rules';
import { Table, formatTime, seedTime, type Row } from '../_lib/store';
import { currentUser, users, type User } from '../_lib/users';
import { activeMemberOf, totalVoteWeight, voteWeightOf } from './_governance';
import { base58 } from '../_lib/base58';
// The seeded staff (user01 ...) apply for sub-chain identities below.
import '../sfbn-system/user';
// The digital identities (seeded from those users): a new application's legal person.
import { identities } from '../sfbn-identity/identity';

/** Sub-chain states (dictionary-like, fixed): see docs/domain/subchain.md. */
export const CHAIN = { refused: 0, review: 1, voting: 2, approved: 3, running: 4, stopped: 5 } as const;
/** Vote business type of sub-chain creation (dictionary vote_business_type). */
export const SUBCHAIN_VOTE = 2;

export interface Vote {
  userId: string;
  user: string;
  orgName: string;
  weight: number;
  result: 1 | 2;
  time: string;
}

// ---- seed -----------------------------------------------------------------------------------
const NAMES = [
  '政务数据共享链',
  '供应链金融链',
  '跨境贸易链',
  '能源交易链',
  '医疗数据链',
  '版权存证链',
  '农产品溯源链',
  '碳排放核算链',
  '物流协同链',
  '工业标识链',
  '教育学分链',
  '司法存证链',
];
/**
 * Each seeded chain's kind (dictionary of schemas/subchain/_fields.json: 1 政务, 2 金融, 3 供应链,
 * 4 其他) as its name says: 司法存证 is a government service, 供应链金融 finance, trade, origin
 * tracing and logistics supply chain; energy, health, copyright, carbon, industry and education other.
 */
const KINDS = [1, 2, 3, 4, 4, 4, 3, 4, 3, 4, 4, 1];
const ORGS = ['北方算力科技有限公司', '南方可信数据有限公司', '西部区块链研究院', '东海金融科技有限公司', '中部标识解析中心', '华北能源链有限公司'];
const CODES = ['gova', 'scfn', 'cbtr', 'enex', 'medi', 'copy', 'agri', 'carb', 'logi', 'indu', 'educ', 'judi'];
const STATES = [
  CHAIN.running,
  CHAIN.running,
  CHAIN.stopped,
  CHAIN.review,
  CHAIN.voting,
  CHAIN.refused,
  CHAIN.approved,
  CHAIN.running,
  CHAIN.review,
  CHAIN.running,
  CHAIN.voting,
  CHAIN.running,
];
/** The glossary's BID of a sub-chain: did:bid:<4-character code>:zf + base58 of 20 bytes of a hash of the chain. */
export const subchainBid = (code: string, seed: string) =>
  `did:bid:${code}:zf${base58(createHash('sha256').update(`${code}:${seed}`).digest('hex').slice(0, 40)).padStart(27, '1')}`;

const admin = () => users.find((u) => u.account === 'admin')!;
function seedChain(i: number, type: 1 | 2): Row {
  const k = i % 12;
  const status = STATES[k];
  const code = type === 1 ? CODES[k] : `o${CODES[k].slice(1)}`;
  const owner = k % 3 === 0 ? admin() : undefined;
  const createTime = seedTime(700 + i * 3);
  const history: Record<string, any>[] = [{ action: 'apply', user: owner?.realName || ORGS[k % 6], time: createTime, status: CHAIN.review, reason: '' }];
  if (status !== CHAIN.review)
    history.push(
      status === CHAIN.refused
        ? { action: 'refuse', user: '王建国', time: seedTime(701 + i * 3), status: 0, reason: '建设方案不完整' }
        : { action: 'pass', user: '王建国', time: seedTime(701 + i * 3), status: CHAIN.voting, reason: '' },
    );
  const votes: Vote[] =
    status >= CHAIN.voting
      ? [{ userId: 'seed-member-2', user: '李明', orgName: '北方算力科技有限公司', weight: 3, result: 1, time: seedTime(702 + i * 3) }]
      : [];
  if (status >= CHAIN.approved) history.push({ action: 'approve', user: '王建国', time: seedTime(703 + i * 3), status: CHAIN.approved, reason: '' });
  if (status >= CHAIN.running) history.push({ action: 'createBid', user: '王建国', time: seedTime(704 + i * 3), status: CHAIN.running, reason: '' });
  if (status === CHAIN.stopped) history.push({ action: 'stop', user: '王建国', time: seedTime(705 + i * 3), status, reason: '' });
  return {
    id: String(2100000000000000001n + BigInt(i)),
    type,
    buildType: k % 4 === 3 ? 2 : 1,
    childChainName: type === 1 ? NAMES[k] : `${NAMES[k].replace(/链$/, '')}开放链`,
    childChainCode: code,
    childType: KINDS[k],
    orgName: ORGS[k % 6],
    description: `${NAMES[k]}面向${ORGS[k % 6]}及其合作方提供可信数据服务`,
    consensus: k % 2 ? 'RAFT' : 'PBFT',
    nodeCount: 4 + (k % 3),
    planStart: seedTime(720 + i * 24).slice(0, 10),
    planDesc: '一期部署 4 个共识节点，二期扩展至 7 个',
    accessType: (k % 2) + 1,
    apiUrl: `https://${code}.chain.example.cn/api`,
    bandwidth: 100 + k * 10,
    legalPerson: ['王建国', '李明', '赵磊', '孙婷', '周强', '吴芳'][k % 6],
    legalIdCard: '11010519491231002X',
    contactPhone: `1390000${String(2000 + i)}`,
    attachments: '',
    status,
    bid: status >= CHAIN.running ? subchainBid(code, String(i)) : '',
    auditReason: status === CHAIN.refused ? '建设方案不完整' : '',
    auditUser: status === CHAIN.review ? '' : '王建国',
    auditTime: status === CHAIN.review ? '' : seedTime(701 + i * 3),
    votes,
    agreeWeight: votes.filter((v) => v.result === 1).reduce((s, v) => s + v.weight, 0),
    againstWeight: 0,
    userId: owner?.id ?? '',
    creator: owner?.bid ?? `did:bid:efOrg${'ABCDEFGHJKLM'[k]}7Xq7Lm9Np2Rs4TvKcWd8`,
    createTime,
    history,
  };
}

export const childChains = new Table(
  'child-chain',
  [...Array.from({ length: 12 }, (_v, i) => seedChain(i, 1)), ...Array.from({ length: 12 }, (_v, i) => seedChain(i + 12, 2))].sort((a, b) =>
    String(b.createTime).localeCompare(String(a.createTime)),
  ),
);

// ---- the application ------------------------------------------------------------------------
const text = (label: string, max = 50, required?: string) => ({ label, type: 'text' as const, max, ...(required ? { required } : {}) });
const FIELDS: Resource['fields'] = {
  type: { label: '子链类别', type: 'int', enum: [1, 2], required: '请选择子链类别' },
  buildType: { label: '建设方式', type: 'int', enum: [1, 2] },
  childChainName: text('子链名称', 30, '请输入子链名称'),
  childChainCode: { ...text('子链编码', 4, '请输入子链编码'), pattern: [/^[a-z0-9]{4}$/, '子链编码为4位小写字母或数字'] },
  childType: { label: '子链类型', type: 'int', enum: [1, 2, 3, 4], required: '请选择子链类型' },
  orgName: text('机构名称', 50, '请输入机构名称'),
  description: text('子链简介', 100),
  consensus: { label: '共识算法', type: 'text', enum: ['PBFT', 'RAFT'], required: '请选择共识算法' },
  nodeCount: { label: '节点数量', type: 'int', required: '请输入节点数量' },
  planStart: text('计划上线日期', 10),
  planDesc: text('建设计划', 100),
  accessType: { label: '接入方式', type: 'int', enum: [1, 2], required: '请选择接入方式' },
  apiUrl: { ...text('接入地址', 200), pattern: [/^https?:\/\/\S+$/, '接入地址格式不正确'] },
  bandwidth: { label: '带宽(Mbps)', type: 'int' },
  legalPerson: text('法定代表人', 8, '请输入法定代表人'),
  legalIdCard: text('法人证件号码', 18, '请输入法人证件号码'),
  contactPhone: text('联系电话', 11, '请输入联系电话'),
  attachments: { label: '附件', type: 'any' },
};
const APPLY_FIELDS = Object.keys(FIELDS!);

/** The checks of a whole application beyond each field's own: spec 5 rules, node count, a free code. */
function applicationError(p: Record<string, any>, self?: Row): string | undefined {
  const n = Number(p.nodeCount);
  if (p.nodeCount !== undefined && p.nodeCount !== '' && (!Number.isInteger(n) || n < 4 || n > 100)) return '节点数量为4到100之间的整数';
  const code = String(p.childChainCode ?? '').trim();
  if (code && childChains.rows.some((r) => r.childChainCode === code && r.id !== self?.id && r.status !== CHAIN.refused)) return '子链编码已存在';
  const att = p.attachments;
  if (att !== undefined && att !== '' && att !== null && !(typeof att === 'string' || (Array.isArray(att) && att.every((a) => typeof a === 'string'))))
    return '附件格式不正确';
  return chineseNameError(p.legalPerson) ?? idCardError(p.legalIdCard) ?? phoneError(p.contactPhone);
}

export const userOf = (req: Request): User => (req as any).user ?? currentUser(req);
/** The chain's owner rule (the descriptor's `owner` below): its creator, or an administrator. */
export const mayChange = (row: Row, u: User) => ownerOf(chainResource).owns(row, u);
const push = (row: Row, action: string, u: User, reason = '') => {
  const time = formatTime();
  row.history = [...(row.history ?? []), { action, user: u.realName || u.name, time, status: row.status, reason }];
  if (action !== 'apply' && action !== 'reApply') Object.assign(row, { auditTime: time, auditUser: u.realName || u.name });
};
const tally = (row: Row) => {
  row.agreeWeight = (row.votes as Vote[]).filter((v) => v.result === 1).reduce((s, v) => s + v.weight, 0);
  row.againstWeight = (row.votes as Vote[]).filter((v) => v.result === 2).reduce((s, v) => s + v.weight, 0);
};
const view = (row: Row) => ({ ...row, childChainStatus: row.status, totalWeight: totalVoteWeight(SUBCHAIN_VOTE), voteCount: (row.votes ?? []).length });

const chainResource = resource({
  table: childChains,
  base: '/api/sfbn-alliance',
  calls: { list: 'childChain/list', page: false, detail: 'childChain/info', submit: false, remove: false },
  owner: 'creator',
  access: { read: 'user', write: 'admin', 'childChain/save': 'real-name', 'childChain/createBid': 'real-name', 'childChain/updateStatus': 'real-name' },
  fields: FIELDS,
  filters: {
    childChainStatus: (row, v) => String(row.status) === v,
    // The management list: sub-chains past the vote (approved, running, stopped).
    managed: (row, v) => v !== '1' || [CHAIN.approved, CHAIN.running, CHAIN.stopped].includes(row.status),
  },
  defaults: () => ({
    bid: '',
    auditReason: '',
    auditUser: '',
    auditTime: '',
    votes: [],
    agreeWeight: 0,
    againstWeight: 0,
    userId: '',
    buildType: 1,
    attachments: '',
  }),
  views: { 'childchainaudit/listByPage': {} },
  details: ['childchainaudit/detail'],
  apply: {
    path: 'childChain/save',
    status: CHAIN.review,
    check: (_u, p) => applicationError(p),
    after: (row, u) => {
      Object.assign(row, { userId: u.id, buildType: Number(row.buildType) || 1 });
      // The application supersedes the user's unfinished draft of the same kind (getChildChainCache).
      childChainDrafts.rows = childChainDrafts.rows.filter((d) => !(myDraft(d, u) && draftKey(d) === draftKey(row)));
    },
    msg: '提交成功',
  },
  lifecycle: {
    field: 'status',
    transitions: {
      pass: { from: [CHAIN.review], to: CHAIN.voting, copy: ['auditReason'], msg: '审核通过，进入投票' },
      refuse: { from: [CHAIN.review, CHAIN.voting], to: CHAIN.refused, require: { auditReason: '请输入驳回原因' }, copy: ['auditReason'], msg: '已驳回' },
      createBid: {
        from: [CHAIN.approved],
        to: CHAIN.running,
        msg: 'BID已生成',
        after: (row) => Object.assign(row, { bid: subchainBid(row.childChainCode, row.id) }),
      },
      stop: { from: [CHAIN.running], to: CHAIN.stopped, msg: '子链已停止' },
      start: { from: [CHAIN.stopped], to: CHAIN.running, msg: '子链已启动' },
    },
    calls: {
      'childchainaudit/audit': (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'],
      'childChain/createBid': 'createBid',
      'childChain/updateStatus': (p) => ({ [CHAIN.running]: 'start', [CHAIN.stopped]: 'stop' })[String(p.status)],
    },
  },
  view: (row) => view(row),
});
// A transition by the chain's owner (createBid, start / stop) needs a resource write access of 'real-name'
// plus the owner rule (resource.ts refuses others' rows with 无权操作该数据).

/** The row of the call's id the caller may change, or an answer already sent. */
export function ownRow(req: Request, res: any, id: unknown): Row | undefined {
  return ownerOf(chainResource).row(req, res, id);
}

// ---- the unfinished application (getChildChainCache) ------------------------------------------
/**
 * A new application's draft: the wizard saves the values so far as the user moves between its
 * steps (basic information by childChain/saveChildChainCache, the plan by childPlan/save, the
 * access by childChainAccess/save, each with the draft's id once it has one). One draft per user
 * and kind (type, buildType); applying (childChain/save) of that kind deletes it, and so does
 * childChain/remove with its id. Drafts are nobody else's: not listed, not reviewed, not counted.
 */
export const childChainDrafts = new Table<Row>('child-chain-draft', []);
/** A draft's owner rule, declared once: its creator alone (not even an administrator: it is the applicant's unfinished form). */
export const DRAFT_OWNER = { owner: 'creator' } as const;
const myDraft = (d: Row, u: User) => isOwner(DRAFT_OWNER, d, u);
const draftKey = (r: Record<string, any>) => `${Number(r.type) || 1}:${Number(r.buildType) || 1}`;
/** The application's fields without their required rule: a draft is saved half-filled. */
const DRAFT_FIELDS: Resource['fields'] = Object.fromEntries(Object.entries(FIELDS!).map(([k, f]) => [k, { ...f, required: undefined }]));
/** The caller's draft of this id, or an answer already sent (404 unknown, 403 another user's). */
function ownDraft(res: any, u: User, id: unknown): Row | undefined {
  const d = childChainDrafts.get(id);
  if (!d) return void fail(res, '数据不存在', 404);
  if (!myDraft(d, u)) return void fail(res, NOT_OWNER, 403);
  return d;
}
/** Validates `names` of the input (or every application field) into a draft: new, or the caller's of `p.id`. */
function saveDraft(req: Request, res: any, p: Record<string, any>, names = APPLY_FIELDS) {
  const u = userOf(req);
  const input = Object.fromEntries(Object.entries(p).filter(([k]) => names.includes(k) && k !== 'type' && k !== 'buildType'));
  const checked = validate({ table: childChainDrafts, base: '', fields: DRAFT_FIELDS }, input, undefined);
  if ('error' in checked) return fail(res, checked.error);
  const n = checked.values.nodeCount;
  if (n !== undefined && n !== null && (!Number.isInteger(n) || n < 4 || n > 100)) return fail(res, '节点数量为4到100之间的整数');
  let draft: Row | undefined;
  if (p.id !== undefined && p.id !== '') {
    draft = ownDraft(res, u, p.id);
    if (!draft) return;
    Object.assign(draft, checked.values, { updateTime: formatTime() });
  } else {
    const kind = { type: Number(p.type) === 2 ? 2 : 1, buildType: Number(p.buildType) === 2 ? 2 : 1 };
    childChainDrafts.rows = childChainDrafts.rows.filter((d) => !(myDraft(d, u) && draftKey(d) === draftKey(kind)));
    draft = childChainDrafts.insert({ ...kind, ...checked.values, creator: u.bid, userId: u.id, createTime: formatTime(), updateTime: formatTime() });
  }
  ok(res, { ...draft }, '草稿已保存');
}

// ---- plan and access of a saved application (childPlan, childChainAccess) ---------------------
const PLAN = ['consensus', 'nodeCount', 'planStart', 'planDesc'];
const ACCESS = ['accessType', 'apiUrl', 'bandwidth'];
/** A saved application's parts change while it waits for its review, or after a refusal (before re-applying). */
const STEP_EDITABLE: number[] = [CHAIN.review, CHAIN.refused];
/**
 * Saves one part of a saved application ({id} or {childChainId}, form-encoded or JSON): the
 * part's fields validated as in an application, by the owner, only while editable; recorded in
 * the history (editPlan / editAccess) without touching the review fields.
 */
function saveStep(names: string[], action: string, draftsToo = false) {
  return needs(
    (req, res) => {
      const p = params(req);
      // A new application's step (save, not update): onto the caller's draft, or a new draft.
      if (draftsToo && (p.id === undefined || p.id === '' || childChainDrafts.get(p.id))) return saveDraft(req, res, p, names);
      const row = ownRow(req, res, p.id ?? p.childChainId);
      if (!row) return;
      if (!STEP_EDITABLE.includes(row.status)) return fail(res, WRONG_STATE);
      const fields = Object.fromEntries(names.map((k) => [k, FIELDS![k]]));
      const input = Object.fromEntries(Object.entries(p).filter(([k]) => names.includes(k)));
      const checked = validate({ table: childChains, base: '', fields }, input, row);
      if ('error' in checked) return fail(res, checked.error);
      const n = Number(checked.values.nodeCount ?? row.nodeCount);
      if (names.includes('nodeCount') && (!Number.isInteger(n) || n < 4 || n > 100)) return fail(res, '节点数量为4到100之间的整数');
      Object.assign(row, checked.values);
      const u = userOf(req);
      row.history = [...(row.history ?? []), { action, user: u.realName || u.name, time: formatTime(), status: row.status, reason: '' }];
      ok(res, view(row), '保存成功');
    },
    'real-name',
    {
      // A new application's step answers the draft it saved, a saved application's step the application.
      wire: { body: 'SubChainStep', answer: draftsToo ? ['SubChainDraft', 'SubChain'] : 'SubChain' },
    },
  );
}

const routes: Routes = {
  ...chainResource,

  /** Re-apply after a refusal: the whole application again (validated), back under review. */
  // Hand-written: the whole application validated again, votes cleared.
  'POST /api/sfbn-alliance/childChain/reApply': needs(
    (req, res) => {
      const p = params(req);
      const row = ownRow(req, res, p.id);
      if (!row) return;
      if (row.status !== CHAIN.refused) return fail(res, WRONG_STATE);
      const input = Object.fromEntries(Object.entries(p).filter(([k]) => APPLY_FIELDS.includes(k)));
      const checked = validate({ table: childChains, base: '', fields: FIELDS }, input, row);
      if ('error' in checked) return fail(res, checked.error);
      const refused = applicationError({ ...row, ...checked.values }, row);
      if (refused) return fail(res, refused);
      Object.assign(row, checked.values, { type: row.type, status: CHAIN.review, auditReason: '', votes: [], agreeWeight: 0, againstWeight: 0 });
      push(row, 'reApply', userOf(req));
      ok(res, view(row), '提交成功');
    },
    'real-name',
    { wire: { body: 'SubChainApplication', answer: 'SubChain' } },
  ),

  /**
   * A member's weighted vote on a sub-chain in voting: {voteId (the sub-chain id), voteResult 1 agree /
   * 2 against}. One vote per member; weight from the vote-weight table (business type 2).
   */
  // Hand-written: a weighted vote (one per member) and its tally.
  'POST /api/sfbn-alliance/childchainaudit/save': needs(
    (req, res) => {
      const p = params(req);
      const u = userOf(req);
      const row = childChains.get(p.voteId);
      if (!row) return fail(res, '数据不存在', 404);
      if (row.status !== CHAIN.voting) return fail(res, WRONG_STATE);
      const result = Number(p.voteResult);
      if (result !== 1 && result !== 2) return fail(res, '请选择投票意见');
      const weight = voteWeightOf(u.id, SUBCHAIN_VOTE);
      const member = activeMemberOf(u.id);
      if (!member || weight <= 0) return fail(res, '非联盟成员不能投票', 403);
      if ((row.votes as Vote[]).some((v) => v.userId === u.id)) return fail(res, '您已投过票');
      row.votes = [...row.votes, { userId: u.id, user: u.realName || u.name, orgName: member.orgName, weight, result, time: formatTime() }];
      tally(row);
      push(row, 'vote', u, `${result === 1 ? '赞成' : '反对'}，权重 ${weight}`);
      ok(res, view(row), '投票成功');
    },
    'real-name',
    { wire: { body: 'SubChainVoteRequest', answer: 'SubChain' } },
  ),

  /**
   * The administrator's approval after the vote (content5): approve needs the agreeing weight to be
   * more than the opposing weight among the votes cast; refuse (auditStatus 2) needs a reason.
   */
  // Hand-written: approval depends on the tally.
  'POST /api/sfbn-alliance/childchainaudit/approve': needs(
    (req, res) => {
      const p = params(req);
      const row = childChains.get(p.id);
      if (!row) return fail(res, '数据不存在', 404);
      if (row.status !== CHAIN.voting) return fail(res, WRONG_STATE);
      const u = userOf(req);
      if (String(p.auditStatus) === '2') {
        if (!String(p.auditReason ?? '').trim()) return fail(res, '请输入驳回原因');
        row.status = CHAIN.refused;
        row.auditReason = String(p.auditReason).trim().slice(0, 100);
        push(row, 'refuse', u, row.auditReason);
        return ok(res, view(row), '已驳回');
      }
      if (!(row.agreeWeight > row.againstWeight)) return fail(res, '赞成票权重未超过反对票，不能批准');
      row.status = CHAIN.approved;
      push(row, 'approve', u);
      ok(res, view(row), '已批准');
    },
    'admin',
    { wire: { body: 'SubChainApprove', answer: 'SubChain' } },
  ),

  // The plan (addform3) and the access (addform4) of a saved application, re-entered by their routes.
  // Hand-written: a step of a new application's draft or of a saved one.
  'POST /api/sfbn-alliance/childPlan/save': saveStep(PLAN, 'editPlan', true),
  // Hand-written: a step of a saved application, editable in some states.
  'POST /api/sfbn-alliance/childPlan/update': saveStep(PLAN, 'editPlan'),
  // Hand-written: a step of a new application's draft or of a saved one.
  'POST /api/sfbn-alliance/childChainAccess/save': saveStep(ACCESS, 'editAccess', true),
  // Hand-written: a step of a saved application, editable in some states.
  'POST /api/sfbn-alliance/childChainAccess/updateAccess': saveStep(ACCESS, 'editAccess'),
  /** The access part of an application (addform4's prefill). */
  // Hand-written: one part of an application.
  'GET /api/sfbn-alliance/childChainAccess/getBassAccessInfo': needs(
    (req, res) => {
      const row = ownRow(req, res, params(req).id ?? params(req).childChainId);
      if (row)
        ok(res, { id: row.id, childChainName: row.childChainName, type: row.type, status: row.status, ...Object.fromEntries(ACCESS.map((k) => [k, row[k]])) });
    },
    'user',
    { wire: { query: 'SubChainIdQuery', answer: 'SubChainAccess' } },
  ),

  /**
   * The legal person of an application: with ?id= the saved application's (owner or administrator);
   * without, the signed-in user's digital identity (an organisation's legal person, a person
   * himself), which prefills a new application's legal-person step.
   */
  // Hand-written: an application's legal person or the caller's identity's.
  'GET /api/sfbn-alliance/childChain/getLegalPersonInformation': needs(
    (req, res) => {
      const id = params(req).id;
      if (id === undefined || id === '') return ok(res, legalPersonOf(userOf(req)));
      const row = ownRow(req, res, id);
      if (row) ok(res, { legalPerson: row.legalPerson, legalIdCard: row.legalIdCard, contactPhone: row.contactPhone, orgName: row.orgName });
    },
    'user',
    { wire: { query: 'SubChainIdQuery', answer: 'LegalPerson' } },
  ),

  /** The caller's unfinished application of a kind (?type=, ?buildType=, default 1 and 1), or null. */
  // Hand-written: the caller's draft of a kind (a row or null).
  'GET /api/sfbn-alliance/childChain/getChildChainCache': needs(
    (req, res) => {
      const u = userOf(req);
      const p = params(req);
      const key = draftKey({ type: p.type, buildType: p.buildType });
      const d = childChainDrafts.find((r) => myDraft(r, u) && draftKey(r) === key);
      ok(res, d ? { ...d } : null);
    },
    'user',
    { wire: { query: 'DraftQuery', answer: 'SubChainDraft' } },
  ),
  /** Saves the basic information of a new application as its draft ({id} of the draft once it has one, type, buildType, fields). */
  // Hand-written: a draft saved half-filled (no required fields).
  'POST /api/sfbn-alliance/childChain/saveChildChainCache': needs((req, res) => saveDraft(req, res, params(req)), 'real-name', {
    wire: { body: 'SubChainStep', answer: 'SubChainDraft' },
  }),

  /**
   * Deletes applications (ids): the caller's own refused applications, or his drafts. Another
   * user's row is refused (403, administrators too: it is the applicant's record), and so is an
   * application in any other state (it is reviewed, voted on or running).
   */
  // Hand-written: removes refused applications or drafts, two tables, the owner alone.
  'POST /api/sfbn-alliance/childChain/remove': needs(
    (req, res) => {
      const u = userOf(req);
      const ids = idList(params(req).ids ?? params(req).id);
      if (!ids.length) return fail(res, '请选择至少一条数据');
      for (const id of ids) {
        const chain = childChains.get(id);
        const row = chain ?? childChainDrafts.get(id);
        if (!row) return fail(res, '数据不存在', 404);
        // The applicant's record: its owner alone, by the chain's rule or the draft's.
        if (!(chain ? chainOwner.mine(row, u) : myDraft(row, u))) return fail(res, NOT_OWNER, 403);
        if (childChains.get(id) && row.status !== CHAIN.refused) return fail(res, '只能删除已驳回的申请');
      }
      const n = childChains.remove(ids) + childChainDrafts.remove(ids);
      ok(res, n, '删除成功');
    },
    'real-name',
    { wire: { body: 'IdsBody', answer: 'Count' } },
  ),

  /** Running and stopped sub-chains of a set (?type=, ?status= narrows: 4 running only), for choosers (nodes, members, links, identities). */
  // Hand-written: a chooser's unpaged list of running chains.
  'GET /api/sfbn-alliance/childChain/getChildChainList': needs(
    (req, res) => {
      const { type, status } = params(req);
      const any = (v: unknown) => v === undefined || v === '';
      ok(
        res,
        childChains.rows
          .filter(
            (r) =>
              (r.status === CHAIN.running || r.status === CHAIN.stopped) &&
              (any(type) || String(r.type) === String(type)) &&
              (any(status) || String(r.status) === String(status)),
          )
          .map((r) => ({ id: r.id, childChainName: r.childChainName, childChainCode: r.childChainCode, type: r.type, status: r.status, bid: r.bid })),
      );
    },
    'user',
    { wire: { query: 'ChainListQuery', answer: { list: 'SubChainOption' } } },
  ),
};

/** The legal person a user's verified digital identity names (his organisation's, or himself). */
export function legalPersonOf(u: User) {
  const id = identities.find((r) => r.userId === u.id && r.status === 2);
  if (id?.applyType === 2) return { legalPerson: id.legalPerson, legalIdCard: id.legalIdCard, contactPhone: id.contactPhone, orgName: id.companyName };
  return {
    legalPerson: id?.realName || u.realName || '',
    legalIdCard: id?.idCard ?? '',
    contactPhone: id?.phone || u.phone || '',
    orgName: activeMemberOf(u.id)?.orgName ?? u.deptName ?? '',
  };
}

// ---- nodes of a sub-chain -------------------------------------------------------------------
export const running = childChains.rows.filter((r) => r.status === CHAIN.running || r.status === CHAIN.stopped);
export const childNodes = new Table(
  'child-chain-node',
  running.flatMap((c, ci) =>
    Array.from({ length: 3 }, (_v, j) => ({
      id: String(2200000000000000001n + BigInt(ci * 3 + j)),
      chainId: c.id,
      childChainName: c.childChainName,
      type: c.type,
      nodeName: `${c.childChainCode}-node${j + 1}`,
      ip: `10.${c.type}.${ci}.${11 + j}`,
      port: 30300 + j,
      nodeType: j === 2 ? 2 : 1,
      nodeStatus: c.status === CHAIN.running ? 1 : 2,
      creator: c.creator,
      createTime: seedTime(900 + ci * 3 + j),
    })),
  ),
);

/** The fields every row held by a sub-chain carries: the chain and its set (1 permissioned, 2 ott). */
export const ON_SUB_CHAIN: Record<string, Field> = {
  chainId: { label: '所属子链', type: 'text', required: '请选择所属子链' },
  type: { label: '子链类别', type: 'int', enum: [1, 2] },
};

const nodeResource = resource({
  table: childNodes,
  base: '/api/sfbn-alliance/childChain/node',
  calls: { list: false, page: 'listByPage', detail: 'info', submit: false, add: 'save', update: 'edit', remove: 'remove' },
  owner: 'creator',
  access: { read: 'user', write: 'real-name' },
  fields: {
    ...ON_SUB_CHAIN,
    nodeName: text('节点名称', 30, '请输入节点名称'),
    ip: ruleField('ip', '节点IP', 15, '请输入节点IP'),
    port: { label: '端口', type: 'int', required: '请输入端口' },
    nodeType: { label: '节点类型', type: 'int', enum: [1, 2], required: '请选择节点类型' },
    nodeStatus: { label: '节点状态', type: 'int', enum: [1, 2] },
  },
  defaults: () => ({ nodeStatus: 1 }),
  unique: { nodeName: '节点名称' },
  beforeSave: (values, existing, req) => {
    const chain = childChains.get(values.chainId ?? existing?.chainId);
    if (!chain || (chain.status !== CHAIN.running && chain.status !== CHAIN.stopped)) return '所属子链不存在或未运行';
    const u = userOf(req);
    if (!mayChange(chain, u)) return '只能为自己的子链添加节点';
    const port = Number(values.port ?? existing?.port);
    if (!(port >= 1 && port <= 65535)) return '端口为1到65535之间的整数';
    Object.assign(values, { type: chain.type, childChainName: chain.childChainName });
  },
});

// ---- members of a sub-chain and their identities --------------------------------------------
/**
 * A member of a sub-chain (userchildidentityrelation) is reported by the chain's owner
 * (childidentityapply/memberReport, status 1 to be reviewed), reviewed by the administrator
 * (childidentityaudit/audit: 2 joined, 0 refused), may leave (exitSub: 3) or be revoked (revoke: 4);
 * editChainRole changes the member's role and details.
 */
export const MEMBER = { refused: 0, review: 1, joined: 2, exited: 3, revoked: 4 } as const;
export const ROLE_ORGS = ['北方算力科技有限公司', '南方可信数据有限公司', '西部区块链研究院', '东海金融科技有限公司'];
export const childMembers = new Table<Row>(
  'child-chain-member',
  running.flatMap((c, ci) =>
    ROLE_ORGS.slice(0, 2).map((orgName, j) => ({
      id: String(2300000000000000001n + BigInt(ci * 2 + j)),
      chainId: c.id,
      childChainName: c.childChainName,
      type: c.type,
      memberName: `${c.childChainCode}-${j === 0 ? 'admin' : 'member'}`,
      orgName,
      chainRole: j === 0 ? 1 : 2,
      status: ci % 4 === 3 && j === 1 ? MEMBER.review : MEMBER.joined,
      creator: c.creator,
      // 1 reported by the chain's owner (Member), 2 applied for by the user himself (/subchain/index).
      source: 1,
      applicant: '',
      reason: '',
      bid: ci % 4 === 3 && j === 1 ? '' : subchainBid(c.childChainCode, `m${ci * 2 + j}`),
      createTime: seedTime(1000 + ci * 2 + j),
      history: [{ action: 'apply', user: '王建国', time: seedTime(1000 + ci * 2 + j), status: 1, reason: '' }],
    })),
  ),
);
// Identity applications of users for a sub-chain (childidentityapply/upgrade): one joined, one under review.
if (!childMembers.restored)
  [
    ['user08', 0, 2],
    ['user09', 1, 1],
  ].forEach(([account, ci, status], i) => {
    const u = users.find((x) => x.account === account)!;
    const c = running[ci as number];
    childMembers.insert({
      id: String(2300000000000000901n + BigInt(i)),
      chainId: c.id,
      childChainName: c.childChainName,
      type: c.type,
      memberName: `${u.account}-${c.childChainCode}`,
      orgName: u.deptName || ROLE_ORGS[2],
      chainRole: 2,
      status: status as number,
      creator: u.bid,
      source: 2,
      applicant: u.realName || u.name,
      reason: '参与子链数据共享业务',
      bid: status === 2 ? subchainBid(c.childChainCode, `u${i}`) : '',
      createTime: seedTime(1100 + i),
      history: [{ action: 'apply', user: u.realName || u.name, time: seedTime(1100 + i), status: 1, reason: '' }],
    });
  });

const memberResource = resource({
  table: childMembers,
  base: '/api/sfbn-alliance',
  calls: {
    list: false,
    page: 'userchildidentityrelation/listByPage',
    detail: 'childidentityapply/detail',
    submit: false,
    add: 'childidentityapply/memberReport',
    update: 'userchildidentityrelation/editChainRole',
    remove: false,
  },
  owner: 'creator',
  // Reviewing a member is the administrator's; reporting, leaving and revoking the chain owner's (owner rule).
  access: { read: 'user', write: 'real-name', 'childidentityaudit/audit': 'admin' },
  fields: {
    chainId: { label: '所属子链', type: 'text', required: '请选择所属子链' },
    memberName: text('成员名称', 30, '请输入成员名称'),
    orgName: text('所属机构', 50, '请输入所属机构'),
    chainRole: { label: '链上角色', type: 'int', enum: [1, 2, 3], required: '请选择链上角色' },
  },
  defaults: () => ({ status: MEMBER.review, history: [], source: 1, applicant: '', reason: '', bid: '' }),
  // The signed-in user's own identity applications (/subchain/index); administrators see everyone's.
  views: { 'childidentityapply/selectByPage': { source: 2 } },
  unique: { memberName: '成员名称' },
  beforeSave: (values, existing, req) => {
    const chain = childChains.get(values.chainId ?? existing?.chainId);
    if (!chain || (chain.status !== CHAIN.running && chain.status !== CHAIN.stopped)) return '所属子链不存在或未运行';
    if (!mayChange(chain, userOf(req))) return '只能为自己的子链添加成员';
    if (existing && values.chainId !== undefined && String(values.chainId) !== String(existing.chainId)) return '不能更改所属子链';
    Object.assign(values, { type: chain.type, childChainName: chain.childChainName });
  },
  lifecycle: {
    field: 'status',
    transitions: {
      pass: {
        from: [MEMBER.review],
        to: MEMBER.joined,
        copy: ['auditReason'],
        msg: '审核通过',
        // A joined member holds an identity on the sub-chain: a BID under the chain's code.
        after: (row) => Object.assign(row, { bid: subchainBid(String(childChains.get(row.chainId)?.childChainCode ?? 'subc'), `member:${row.id}`) }),
      },
      refuse: { from: [MEMBER.review], to: MEMBER.refused, require: { auditReason: '请输入驳回原因' }, copy: ['auditReason'], msg: '已驳回' },
      exitSub: { from: [MEMBER.joined], to: MEMBER.exited, msg: '已退出子链' },
      revoke: { from: [MEMBER.joined], to: MEMBER.revoked, require: { revokeReason: '请输入撤销原因' }, copy: ['revokeReason'], msg: '已撤销' },
    },
    calls: {
      'childidentityaudit/audit': (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'],
      'childidentityapply/exitSub': 'exitSub',
      'childidentityapply/revoke': 'revoke',
    },
  },
});

/** Whether the signed-in user's organisation is a joined member of a sub-chain (?chainId=). */
const isJoin = needs(
  (req, res) => {
    const u = userOf(req);
    const chainId = params(req).chainId;
    ok(
      res,
      childMembers.rows.some((m) => String(m.chainId) === String(chainId) && memberOwner.mine(m, u) && m.status === MEMBER.joined),
    );
  },
  'user',
  { wire: { query: 'ChainIdQuery', answer: 'Flag' } },
);

export const memberRoutes: Routes = { ...memberResource, 'GET /api/sfbn-alliance/childidentityapply/isJoin': isJoin };

export default { ...routes, ...nodeResource, ...memberRoutes };

/** The owner rules of the chains and of their members (the descriptors' `owner`), for the handlers beside them (childChainOverview.ts, childIdentity.ts). */
export const chainOwner = ownerOf(chainResource);
export const memberOwner = ownerOf(memberResource);
