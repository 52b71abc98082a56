/**
 * Backbone identities (spec 7.4 "Backbone identity", docs/domain/chain.md): each user's role on the
 * backbone chain (chainRole 1 普通成员, 2 运维人员, 3 链管理员). A user applies to upgrade
 * (backboneidentityapply/upgrade: status 1 with the wanted role); an administrator audits it
 * (backboneidentityaudit/audit: pass gives the role, status 2; refuse keeps the role, status 0) or
 * sets a role directly (editChainRole).
 */
import { needs } from '../_lib/access';
import { fail, ok, params, type Handler, type Routes } from '../_lib/http';
import { ownerOf, resource, WRONG_STATE } from '../_lib/resource';
import { formatTime, seedTime, Table, type Row } from '../_lib/store';
import { currentUser, users } from '../_lib/users';
import { activeMemberOf, allianceMembers } from './_governance';

const BASE = '/api/sfbn-alliance';
export const ROLE = { member: 1, operator: 2, admin: 3 } as const;
export const BI = { refused: 0, upgrading: 1, active: 2 } as const;

function seed(): Row[] {
  const a = users.find((u) => u.account === 'admin')!;
  const rows: Row[] = [
    {
      id: 'bi-1',
      userId: a.id,
      account: a.account,
      creator: a.bid,
      orgName: '国家链网运营中心',
      chainRole: ROLE.admin,
      applyRole: null,
      status: BI.active,
      reason: '',
      auditReason: '',
      auditUser: '',
      auditTime: '',
      createTime: seedTime(50),
      history: [{ action: 'apply', user: a.realName, time: seedTime(50), status: BI.active, reason: '' }],
    },
  ];
  allianceMembers.rows.slice(1, 7).forEach((m, i) => {
    const upgrading = i >= 4;
    rows.push({
      id: `bi-${i + 2}`,
      userId: m.userId,
      account: m.account,
      creator: m.creator,
      orgName: m.orgName,
      chainRole: i % 2 === 0 ? ROLE.operator : ROLE.member,
      applyRole: upgrading ? ROLE.admin : null,
      status: upgrading ? BI.upgrading : BI.active,
      reason: upgrading ? '负责本机构节点的日常运维与升级' : '',
      auditReason: '',
      auditUser: '',
      auditTime: '',
      createTime: seedTime(400 + i * 9),
      history: [{ action: 'apply', user: m.contactName, time: seedTime(400 + i * 9), status: upgrading ? BI.upgrading : BI.active, reason: '' }],
    });
  });
  return rows;
}
export const backboneIdentities = new Table('backbone-identity', seed());

const identityResource = resource({
  table: backboneIdentities,
  base: BASE,
  calls: { list: false, page: 'backboneidentity/listByPage', detail: 'backboneidentity/detail', submit: false, remove: false },
  owner: (row, u) => row.userId === u.id,
  access: { read: 'user', write: 'admin' },
  details: ['backboneidentity/editChainRoleDetail'],
  lifecycle: {
    field: 'status',
    transitions: {
      pass: {
        from: [BI.upgrading],
        to: BI.active,
        copy: ['auditReason'],
        msg: '审核通过',
        after: (row) => Object.assign(row, { chainRole: row.applyRole, applyRole: null }),
      },
      refuse: {
        from: [BI.upgrading],
        to: BI.refused,
        require: { auditReason: '请输入驳回原因' },
        copy: ['auditReason'],
        msg: '已驳回',
        after: (row) => Object.assign(row, { applyRole: null }),
      },
    },
    calls: { 'backboneidentityaudit/audit': (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'] },
  },
});

const upgrade: Handler = (req, res) => {
  const u = currentUser(req);
  const p = params(req);
  const want = Number(p.chainRole ?? p.applyRole);
  if (![ROLE.member, ROLE.operator, ROLE.admin].includes(want as 1)) return fail(res, '请选择申请角色');
  const reason = String(p.reason ?? '').trim();
  if (!reason) return fail(res, '请输入申请理由');
  let row = ownerOf(identityResource).rowsOf(u)[0];
  if (row?.status === BI.upgrading) return fail(res, '升级申请正在审核中');
  if (row && want <= Number(row.chainRole)) return fail(res, '只能申请更高的链上角色');
  const time = formatTime();
  if (!row) {
    row = backboneIdentities.insert({
      userId: u.id,
      account: u.account,
      creator: u.bid,
      orgName: activeMemberOf(u.id)?.orgName ?? u.deptName ?? '',
      chainRole: ROLE.member,
      auditReason: '',
      auditUser: '',
      auditTime: '',
      history: [],
    });
  }
  Object.assign(row, { applyRole: want, status: BI.upgrading, reason: reason.slice(0, 100) });
  row.history = [...row.history, { action: 'apply', user: u.realName || u.name, time, status: BI.upgrading, reason }];
  ok(res, row, '申请已提交，请等待审核');
};

const editRole: Handler = (req, res) => {
  const p = params(req);
  const row = backboneIdentities.get(p.id);
  if (!row) return fail(res, '数据不存在', 404);
  // An open upgrade is decided by its audit first.
  if (row.status === BI.upgrading) return fail(res, WRONG_STATE);
  const role = Number(p.chainRole);
  if (![ROLE.member, ROLE.operator, ROLE.admin].includes(role as 1)) return fail(res, '请选择链上角色');
  const u = currentUser(req);
  Object.assign(row, { chainRole: role });
  row.history = [...row.history, { action: 'editChainRole', user: u.realName || u.name, time: formatTime(), status: row.status, reason: '' }];
  ok(res, row, '修改成功');
};

const routes: Routes = {
  ...identityResource,
  [`GET ${BASE}/backboneidentityaudit/audit`]: identityResource[`POST ${BASE}/backboneidentityaudit/audit`],
  // Hand-written: creates the caller's identity or asks to raise it (insert or update by role rules).
  [`GET ${BASE}/backboneidentityapply/upgrade`]: needs((req, res) => upgrade(req, res), 'real-name', {
    wire: { query: 'IdentityUpgrade', answer: 'BackboneIdentity' },
  }),
  // Hand-written: the same as its GET twin.
  [`POST ${BASE}/backboneidentityapply/upgrade`]: needs(upgrade, 'real-name', { wire: { body: 'IdentityUpgrade', answer: 'BackboneIdentity' } }),
  // Hand-written: a role change refused while an upgrade is reviewed, with its own message.
  [`POST ${BASE}/backboneidentity/editChainRole`]: needs(editRole, 'admin', { wire: { body: 'ChainRoleEdit', answer: 'BackboneIdentity' } }),
  // Hand-written: the caller's one identity (a row, not a list).
  [`GET ${BASE}/backboneidentity/currentUserInfo`]: needs((req, res) => ok(res, ownerOf(identityResource).rowsOf(currentUser(req))[0] ?? null), 'user', {
    wire: { answer: 'BackboneIdentity' },
  }),
};

export default routes;
