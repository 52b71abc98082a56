/**
 * Alliance members (spec 7.4 member/*, docs/domain/alliance.md) over the shared governance table
 * (_governance.ts): apply to join (addAlliance), audit (pass / refuse with a reason), revoke,
 * restore (identityRest), the vice-chairman application (applayViceChairman, audited by the same
 * member/audit call), the caller's membership (memberInfo) and a user's alliance identity
 * (getAllianceIdentity). Two lifecycles on one row: status (membership) and viceStatus.
 */
import type { Request } from 'express';
import { needs } from '../_lib/access';
import { fail, ok, params, type Routes } from '../_lib/http';
import { NOT_OWNER, ownerOf, resource, WRONG_STATE } from '../_lib/resource';
import { phoneError, ruleField } from '../_lib/rules';
import { formatTime } from '../_lib/store';
import { currentUser, type User } from '../_lib/users';
import { allianceMembers, type AllianceMember } from './_governance';

const BASE = '/api/sfbn-alliance';
/** The caller's member rows (the descriptor's owner rule below). */
const mine = (u: User) => ownerOf(members).rowsOf(u);
const TYPE_NAMES: Record<number, string> = { 1: '理事长', 2: '副理事长', 3: '成员' };

export const ALREADY_MEMBER = '已提交入盟申请或已是联盟成员';
export const NOT_ACTIVE_MEMBER = '仅联盟成员可申请副理事长';
export const ONLY_ORDINARY = '仅普通成员可申请副理事长';
export const VICE_PENDING = '副理事长申请正在审核中';

const members = resource<AllianceMember>({
  table: allianceMembers,
  base: BASE,
  calls: { list: false, page: 'member/listByPage', detail: 'member/detail', submit: false, remove: false },
  owner: (row, u) => row.userId === u.id,
  access: { read: 'user', write: 'admin', 'member/addAlliance': 'real-name' },
  fields: {
    orgName: { label: '单位名称', type: 'text', max: 50, required: '请输入单位名称' },
    contactName: { label: '联系人', type: 'text', max: 20, required: '请输入联系人' },
    contactPhone: { label: '联系电话', type: 'text', max: 11, required: '请输入联系电话' },
    email: ruleField('email', '电子邮箱', 50),
    introduction: { label: '单位简介', type: 'text', max: 500 },
    memberType: { label: '成员类型', type: 'int', enum: [1, 2, 3] },
    viceStatus: { label: '副理事长申请', type: 'int', enum: [0, 2, 3] },
  },
  defaults: () =>
    ({
      memberType: 3,
      viceStatus: null,
      viceReason: '',
      auditReason: '',
      revokeReason: '',
      auditUser: '',
      auditTime: '',
      email: '',
      introduction: '',
    }) as Partial<AllianceMember>,
  apply: {
    path: 'member/addAlliance',
    status: 3,
    check: (u, p) => {
      if (mine(u).some((m) => m.status === 3 || m.status === 2)) return ALREADY_MEMBER;
      return phoneError(p.contactPhone);
    },
    after: (row, u) => Object.assign(row, { userId: u.id, account: u.account, memberType: 3, viceStatus: null }),
    msg: '入盟申请已提交，请等待审核',
  },
  lifecycle: {
    field: 'status',
    transitions: {
      pass: { from: [3], to: 2, copy: ['auditReason'], msg: '审核通过' },
      refuse: { from: [3], to: 0, require: { auditReason: '请输入驳回原因' }, copy: ['auditReason'], msg: '已驳回' },
      // A revoked member loses its votes at once (activeMemberOf answers nothing for it) and any
      // pending vice-chairman application with it.
      revoke: {
        from: [2],
        to: 4,
        require: { revokeReason: '请输入撤销原因' },
        copy: ['revokeReason'],
        msg: '撤销成功',
        after: (row) => {
          if (row.viceStatus === 3) row.viceStatus = null;
        },
      },
      restore: { from: [4], to: 2, msg: '恢复成功' },
    },
    calls: {
      'member/_auditJoin': (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'],
      'member/revoke': 'revoke',
      'member/identityRest': 'restore',
    },
  },
});

/** A vice-chairman audit appears in the history as viceAudit with the application's outcome (2 passed, 0 refused). */
function viceEntry(row: AllianceMember) {
  const last = row.history.at(-1);
  if (last) Object.assign(last, { action: 'viceAudit', status: row.viceStatus });
}

/** The vice-chairman application: a second lifecycle (viceStatus) on the same rows. */
const vice = resource<AllianceMember>({
  table: allianceMembers,
  base: BASE,
  calls: { list: false, page: false, detail: false, submit: false, remove: false },
  access: { write: 'admin' },
  lifecycle: {
    field: 'viceStatus',
    transitions: {
      vicePass: { from: [3], to: 2, msg: '审核通过', after: (row) => (Object.assign(row, { memberType: 2 }), viceEntry(row)) },
      viceRefuse: { from: [3], to: 0, require: { auditReason: '请输入驳回原因' }, copy: ['auditReason'], msg: '已驳回', after: (row) => viceEntry(row) },
    },
    calls: { 'member/_auditVice': (p) => ({ 1: 'vicePass', 2: 'viceRefuse' })[String(p.auditStatus) as '1' | '2'] },
  },
});

const joinAudit = members[`POST ${BASE}/member/_auditJoin`];
const viceAudit = vice[`POST ${BASE}/member/_auditVice`];
delete members[`POST ${BASE}/member/_auditJoin`];
delete vice[`POST ${BASE}/member/_auditVice`];

/** One audit call for both applications: a row under review is a join, an active row with a pending vice application is that. */
const audit = needs(
  (req: Request, res) => {
    const row = allianceMembers.get(params(req).id);
    if (row && row.status === 2 && row.viceStatus === 3) return viceAudit(req, res);
    return joinAudit(req, res);
  },
  'admin',
  { wire: { body: 'MemberAudit', answer: 'AllianceMember' } },
);

/** The alliance identity of a user: whether and how they belong to the alliance. */
function identityOf(userId: string) {
  const rows = allianceMembers.rows.filter((m) => m.userId === userId);
  const m = rows.find((r) => r.status === 2) ?? rows.find((r) => r.status === 3) ?? rows.at(-1);
  return {
    userId,
    isMember: m?.status === 2,
    memberId: m?.id ?? '',
    status: m?.status ?? null,
    memberType: m?.status === 2 ? m.memberType : null,
    memberTypeName: m?.status === 2 ? TYPE_NAMES[m.memberType] : '',
    orgName: m?.orgName ?? '',
    viceStatus: m?.viceStatus ?? null,
  };
}

const routes: Routes = {
  ...members,
  ...vice,
  // Hand-written: one call auditing whichever of the row's two lifecycles is pending.
  [`POST ${BASE}/member/audit`]: audit,
  // Hand-written: an application on the caller's active membership, refused by rules of its own.
  [`POST ${BASE}/member/applayViceChairman`]: needs(
    (req, res) => {
      const u = currentUser(req);
      const p = params(req);
      const m = mine(u).find((r) => r.status === 2);
      if (!m) return fail(res, NOT_ACTIVE_MEMBER);
      if (m.viceStatus === 3) return fail(res, VICE_PENDING);
      if (m.memberType !== 3) return fail(res, ONLY_ORDINARY);
      const reason = typeof p.viceReason === 'string' ? p.viceReason.trim() : '';
      if (!reason) return fail(res, '请输入申请理由');
      if (reason.length > 200) return fail(res, '申请理由长度不能超过200个字符');
      const time = formatTime();
      Object.assign(m, { viceStatus: 3, viceReason: reason, auditReason: '' });
      m.history = [...m.history, { action: 'applyVice', user: u.realName || u.name, time, status: 3, reason }];
      ok(res, m, '副理事长申请已提交，请等待审核');
    },
    'real-name',
    { wire: { body: 'ViceApply', answer: 'AllianceMember' } },
  ),
  // Hand-written: the caller's one membership (a row, not a list).
  [`GET ${BASE}/member/memberInfo`]: needs(
    (req, res) => {
      const rows = mine(currentUser(req));
      ok(res, rows.find((r) => r.status === 2) ?? rows.find((r) => r.status === 3) ?? rows.at(-1) ?? null);
    },
    'user',
    { wire: { answer: 'AllianceMember' } },
  ),
  // Hand-written: a user's alliance identity computed from their membership rows.
  [`GET ${BASE}/member/getAllianceIdentity`]: needs(
    (req, res) => {
      const u = currentUser(req);
      const asked = String(params(req).userId ?? '').trim() || u.id;
      // The asked user's membership is theirs by the members' owner rule (and every administrator's to read).
      if (!ownerOf(members).owns({ id: '', userId: asked }, u)) return fail(res, NOT_OWNER, 403);
      ok(res, identityOf(asked));
    },
    'user',
    { wire: { query: 'AllianceIdentityQuery', answer: 'AllianceIdentity' } },
  ),
};

export { WRONG_STATE };
export default routes;
