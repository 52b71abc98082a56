/**
 * Node certificates (spec 7.4 "/blade-certificate/chain-node/*", docs/domain/chain.md): the
 * certificate side of a node application. A certificate application is a node (consensus or sync)
 * plus the trust certificate of who runs it (a person or an organisation); submitting one creates
 * the node in the chain-node table (status 1 待审核), so it is audited, deployed and verified on the
 * node screens like any node. The certificate's status is read from its node, never kept twice:
 * 待审核 (node 1), 已签发 (node 2, 3, 4: the certificate is issued when the node passes its audit),
 * 已驳回 (0), 已吊销 (5), 已取消 (6). A sync node is bound to a running consensus node of its owner.
 */
import type { Request } from 'express';
import { fail, ok, paginate, params, type Handler, type Routes } from '../_lib/http';
import { mayChange, NOT_OWNER, ownedRow, validate, WRONG_STATE, type Field } from '../_lib/resource';
import { formatTime, Table, type Row } from '../_lib/store';
import { currentUser, type User } from '../_lib/users';
import { chainNodes, IP_IN_USE, ipInUse, NODE, NODE_FIELDS, nodeDefaults, nodeOwner } from '../sfbn-alliance/chainNode';
import { needs } from '../_lib/access';

const BASE = '/api/blade-certificate/chain-node';
export const CERT = { audit: 1, issued: 2, refused: 0, revoked: 5, cancelled: 6 } as const;
export const TRUST = { person: 1, org: 2 } as const;

/** The certificate's status from its node's. */
export function certStatus(node: Row | undefined): number {
  const s = node?.status;
  if (s === NODE.audit) return CERT.audit;
  if ([NODE.deploy, NODE.verify, NODE.running].includes(s)) return CERT.issued;
  if (s === NODE.refused) return CERT.refused;
  if (s === NODE.repealed) return CERT.revoked;
  return CERT.cancelled;
}

// ---- fields ------------------------------------------------------------------------------------
const ID_CARD = /^\d{17}[\dXx]$/;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const PHONE = /^1[3-9]\d{9}$/;
const TRUST_FIELDS: Record<string, Field> = {
  trustType: { label: '可信类型', type: 'int', enum: [TRUST.person, TRUST.org], required: '请选择可信类型' },
  personName: { label: '姓名', type: 'text', max: 20 },
  idCard: { label: '身份证号', type: 'text', max: 18, pattern: [ID_CARD, '请输入正确的身份证号'] },
  phone: { label: '手机号', type: 'text', max: 11, pattern: [PHONE, '请输入正确的手机号'] },
  entName: { label: '机构名称', type: 'text', max: 50 },
  creditCode: { label: '统一社会信用代码', type: 'text', max: 18, pattern: [CREDIT_CODE, '请输入正确的统一社会信用代码'] },
  legalPerson: { label: '法定代表人', type: 'text', max: 20 },
};
/** What each trust type must carry. */
const TRUST_REQUIRED: Record<number, [string, string][]> = {
  [TRUST.person]: [
    ['personName', '请输入姓名'],
    ['idCard', '请输入身份证号'],
    ['phone', '请输入手机号'],
  ],
  [TRUST.org]: [
    ['entName', '请输入机构名称'],
    ['creditCode', '请输入统一社会信用代码'],
    ['legalPerson', '请输入法定代表人'],
  ],
};
const PERSON_KEYS = ['personName', 'idCard', 'phone'];
const ORG_KEYS = ['entName', 'creditCode', 'legalPerson'];

export const certificates = new Table('node-certificate', seedCertificates());

/** The validation step of resource.ts over declared fields only (no seed columns). */
const check = (fields: Record<string, Field>, input: Record<string, any>) => validate({ table: certificates, base: BASE, fields }, input, undefined);

function trustValues(p: Record<string, any>): { values: Record<string, any> } | { error: string } {
  const checked = check(TRUST_FIELDS, Object.fromEntries(Object.keys(TRUST_FIELDS).map((k) => [k, p[k]])));
  if ('error' in checked) return checked;
  const v = checked.values;
  for (const [k, msg] of TRUST_REQUIRED[v.trustType] ?? []) if (!v[k]) return { error: msg };
  // Only the chosen type's holder is kept.
  for (const k of v.trustType === TRUST.person ? ORG_KEYS : PERSON_KEYS) v[k] = '';
  return { values: v };
}

const NODE_KEYS = ['nodeName', 'ip', 'port', 'serverId', 'remark'] as const;
function nodeValues(p: Record<string, any>, nodeType: number) {
  return check(NODE_FIELDS, { ...Object.fromEntries(NODE_KEYS.map((k) => [k, p[k]])), nodeType });
}

/** A running consensus node the caller may bind a sync node to (their own; administrators any). */
function consensusFor(u: User, id: unknown): Row | string {
  const n = chainNodes.get(id);
  if (!id || !n || n.nodeType !== 1 || n.status !== NODE.running) return '请选择运行中的共识节点';
  if (!nodeOwner.owns(n, u)) return NOT_OWNER;
  return n;
}

// ---- seed --------------------------------------------------------------------------------------
function seedCertificates(): Row[] {
  const cert = (id: string, nodeId: string, trust: Record<string, any>, extra: Record<string, any> = {}): Row => {
    const node = chainNodes.get(nodeId)!;
    return {
      id,
      nodeId,
      nodeType: node.nodeType,
      consensusNodeId: '',
      userId: node.userId,
      account: node.account,
      creator: node.creator,
      personName: '',
      idCard: '',
      phone: '',
      entName: '',
      creditCode: '',
      legalPerson: '',
      ...trust,
      ...extra,
      createTime: node.createTime,
    };
  };
  return [
    cert('cert-1', 'node-1', { trustType: TRUST.org, entName: '国家链网运营中心', creditCode: '91110000MA01ABCD2X', legalPerson: '王建国' }),
    // A member's sync node (passed, waiting to be deployed), bound by an administrator to a consensus node of the operator.
    cert(
      'cert-2',
      'node-9',
      { trustType: TRUST.person, personName: '赵敏', idCard: '110101198001010017', phone: '13800000001' },
      { consensusNodeId: 'node-2' },
    ),
    cert('cert-3', 'node-7', { trustType: TRUST.org, entName: chainNodes.get('node-7')!.orgName, creditCode: '91440300MA5FXYZ12K', legalPerson: '陈立' }),
    cert('cert-4', 'node-11', { trustType: TRUST.person, personName: '李明', idCard: '44030119900101002X', phone: '13900000011' }),
  ];
}

// ---- answers -----------------------------------------------------------------------------------
const certNo = (row: Row) => `BBN-NC-${String(row.createTime).slice(0, 10).replace(/-/g, '')}-${String(row.id).replace(/\D/g, '').padStart(6, '0')}`;
/** The certificate as the console sees it: the node's name, address and history, the derived status. */
export function certView(row: Row): Record<string, any> {
  const node = chainNodes.get(row.nodeId);
  const status = certStatus(node);
  const issued = status === CERT.issued || status === CERT.revoked;
  const consensus = row.consensusNodeId ? chainNodes.get(row.consensusNodeId) : undefined;
  return {
    ...row,
    status,
    certNo: issued ? certNo(row) : '',
    issueTime: issued ? (node?.auditTime ?? '') : '',
    nodeName: node?.nodeName ?? '',
    orgName: node?.orgName ?? '',
    ip: node?.ip ?? '',
    port: node?.port ?? null,
    serverId: node?.serverId ?? '',
    remark: node?.remark ?? '',
    nodeStatus: node?.status ?? null,
    nodeAddress: node?.nodeAddress ?? '',
    auditReason: node?.auditReason ?? '',
    consensusNodeName: consensus?.nodeName ?? '',
    consensusNodeIp: consensus?.ip ?? '',
    consensusNodeStatus: consensus?.status ?? null,
    trustName: row.trustType === TRUST.person ? row.personName : row.entName,
    history: node?.history ?? [],
  };
}

/** The certificates' owner rule, declared once: the applicant (userId), or an administrator. */
const CERTIFICATE = { table: certificates, owner: { field: 'userId', user: 'id' } } as const;
const mayRead = (u: User, row: Row) => mayChange(CERTIFICATE, row, u);
const idOf = (req: Request) => String((req.params as Record<string, string>)?.id ?? params(req).id ?? '');

/** The caller's certificate of ?id= (or /{id}), or an answer already sent. */
function own(req: Request, res: Parameters<Handler>[1], id: string): Row | undefined {
  return ownedRow(CERTIFICATE, req, res, id);
}

const FILTERS = new Set(['nodeName', 'nodeType', 'trustType', 'status', 'trustName', 'certNo', 'account']);
const page: Handler = (req, res) => {
  const u = currentUser(req);
  const p = params(req);
  for (const k of Object.keys(p))
    if (!['current', 'size', 'descs', 'ascs', 'tenantId', '_t', 'pageSize'].includes(k) && !FILTERS.has(k)) return fail(res, `不支持的查询条件: ${k}`);
  const rows = certificates.rows
    .filter((r) => mayRead(u, r))
    .map(certView)
    .filter((v) =>
      [...FILTERS].every((k) => {
        const q = p[k];
        if (q === undefined || q === null || q === '') return true;
        return typeof v[k] === 'number' ? String(v[k]) === String(q) : String(v[k] ?? '').includes(String(q));
      }),
    );
  const pg = paginate(rows, p.current, p.size);
  ok(res, pg);
};

/** A detail of one kind: the application, a trust certificate of one type, a sync node. */
const detail =
  (accept?: (row: Row) => string | void): Handler =>
  (req, res) => {
    const row = own(req, res, idOf(req));
    if (!row) return;
    const refused = accept?.(row);
    if (refused) return fail(res, refused);
    ok(res, certView(row));
  };

/** Creates the node (status 1, like chainNode/submit) and its certificate. */
const submit =
  (nodeType: 1 | 2): Handler =>
  (req, res) => {
    const u = currentUser(req);
    const p = params(req);
    const node = nodeValues(p, nodeType);
    if ('error' in node) return fail(res, node.error);
    const trust = trustValues(p);
    if ('error' in trust) return fail(res, trust.error);
    let consensusNodeId = '';
    if (nodeType === 2) {
      const c = consensusFor(u, p.consensusNodeId);
      if (typeof c === 'string') return fail(res, c, c === NOT_OWNER ? 403 : 400);
      consensusNodeId = c.id;
    }
    if (ipInUse(node.values.ip)) return fail(res, IP_IN_USE);
    const time = formatTime();
    const created = chainNodes.insert(
      { ...node.values, status: NODE.audit, history: [{ action: 'apply', user: u.realName || u.name, time, status: NODE.audit, reason: '' }] },
      { ...nodeDefaults(u), creator: u.bid ?? '' },
    );
    const row = certificates.insert(
      { nodeId: created.id, nodeType, consensusNodeId, userId: u.id, account: u.account, creator: u.bid ?? '', ...trust.values },
      {},
    );
    ok(res, certView(row), '申请已提交，请等待审核');
  };

/** Node and trust changes are allowed while the application is open or after a refusal (which resubmits it). */
function editable(req: Request, res: Parameters<Handler>[1]): { row: Row; node: Row } | undefined {
  const row = own(req, res, idOf(req));
  if (!row) return;
  const node = chainNodes.get(row.nodeId);
  if (!node || ![NODE.audit, NODE.refused].includes(node.status)) return void fail(res, WRONG_STATE);
  return { row, node };
}
function resubmit(node: Row, u: User, what: string) {
  const time = formatTime();
  const status = NODE.audit;
  const reason = node.status === NODE.refused ? `重新提交（${what}）` : what;
  chainNodes.update(node.id, { status, history: [...(node.history ?? []), { action: 'apply', user: u.realName || u.name, time, status, reason }] });
}

const updateNode: Handler = (req, res) => {
  const u = currentUser(req);
  const hit = editable(req, res);
  if (!hit) return;
  const values = nodeValues({ ...hit.node, ...params(req) }, hit.row.nodeType);
  if ('error' in values) return fail(res, values.error);
  if (ipInUse(values.values.ip, hit.node.id)) return fail(res, IP_IN_USE);
  chainNodes.update(hit.node.id, values.values);
  resubmit(chainNodes.get(hit.node.id)!, u, '修改节点信息');
  ok(res, certView(hit.row), '更新成功');
};

const submitTrusts: Handler = (req, res) => {
  const u = currentUser(req);
  const hit = editable(req, res);
  if (!hit) return;
  const trust = trustValues(params(req));
  if ('error' in trust) return fail(res, trust.error);
  certificates.update(hit.row.id, trust.values);
  resubmit(hit.node, u, '提交可信证明');
  ok(res, certView(certificates.get(hit.row.id)!), '可信证明已提交');
};

const bindSync: Handler = (req, res) => {
  const u = currentUser(req);
  const row = own(req, res, idOf(req));
  if (!row) return;
  if (row.nodeType !== 2) return fail(res, '只有同步节点可以绑定共识节点');
  const node = chainNodes.get(row.nodeId);
  if (!node || [NODE.repealed, NODE.cancelled].includes(node.status)) return fail(res, WRONG_STATE);
  const c = consensusFor(u, params(req).consensusNodeId);
  if (typeof c === 'string') return fail(res, c, c === NOT_OWNER ? 403 : 400);
  certificates.update(row.id, { consensusNodeId: c.id });
  chainNodes.update(node.id, {
    history: [
      ...(node.history ?? []),
      { action: 'bind', user: u.realName || u.name, time: formatTime(), status: node.status, reason: `绑定共识节点 ${c.nodeName}` },
    ],
  });
  ok(res, certView(certificates.get(row.id)!), '绑定成功');
};

const notPerson = '该证书不是个人可信证书';
const notOrg = '该证书不是机构可信证书';
const notSync = '该证书不是同步节点证书';

// Reads need a session, applications and changes a verified identity.
const routes: Routes = {
  // Hand-written: the status, number and node columns are derived from the node (certView) and filtered as such.
  [`GET ${BASE}/page`]: needs(page, 'user', { wire: { query: 'CertificateQuery', answer: { page: 'Certificate' } } }),
  // Hand-written: the id is in the path and the answer is derived from the node.
  [`GET ${BASE}/apply-node-detail/:id`]: needs(detail(), 'user', { wire: { answer: 'Certificate' } }),
  // Hand-written: the id is in the path; refuses a certificate of another trust type.
  [`GET ${BASE}/person-trust/:id`]: needs(
    detail((r) => (r.trustType !== TRUST.person ? notPerson : undefined)),
    'user',
    { wire: { answer: 'Certificate' } },
  ),
  // Hand-written: the id is in the path; refuses a certificate of another trust type.
  [`GET ${BASE}/ent-trust/:id`]: needs(
    detail((r) => (r.trustType !== TRUST.org ? notOrg : undefined)),
    'user',
    { wire: { answer: 'Certificate' } },
  ),
  // Hand-written: the id is in the path; refuses a consensus node's certificate.
  [`GET ${BASE}/sync-node-detail/:id`]: needs(
    detail((r) => (r.nodeType !== 2 ? notSync : undefined)),
    'user',
    { wire: { answer: 'Certificate' } },
  ),
  // Hand-written: an application inserts a node (with the node rules) and its certificate together.
  [`POST ${BASE}/submit-candidate-node`]: needs(submit(1), 'real-name', { wire: { body: 'CertificateApplyBody', answer: 'Certificate' } }),
  // Hand-written: as above, bound to a running consensus node of the caller.
  [`POST ${BASE}/submit-sync-node`]: needs(submit(2), 'real-name', { wire: { body: 'CertificateApplyBody', answer: 'Certificate' } }),
  // Hand-written: changes the node row behind the certificate and resubmits it.
  [`POST ${BASE}/update-node`]: needs(updateNode, 'real-name', { wire: { body: 'CertificateNodeBody', answer: 'Certificate' } }),
  // Hand-written: validates the holder by trust type and resubmits the node.
  [`POST ${BASE}/submit-trusts-node`]: needs(submitTrusts, 'real-name', { wire: { body: 'CertificateTrustBody', answer: 'Certificate' } }),
  // Hand-written: binds to another row (a running consensus node the caller may use) and logs it on the node.
  [`POST ${BASE}/bind-sync-node`]: needs(bindSync, 'real-name', { wire: { body: 'CertificateBindBody', answer: 'Certificate' } }),
};

export default routes;
