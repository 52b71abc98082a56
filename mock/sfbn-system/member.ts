/** Organisation members (spec 7.2 orgUserRelation): invite, black list, invitation code. */
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { ADMIN_BID, pick, seed } from '../_lib/rows';
import { resource } from '../_lib/resource';
import { Table, formatTime, seedTime } from '../_lib/store';
import { currentUser } from '../_lib/users';
import { needs } from '../_lib/access';
import type { Company, CompanyDetail, Flag } from '../../shared/wire/system';

const names = ['赵海燕', '钱志强', '孙秀英', '周建华', '吴丽娟', '郑国庆', '冯雪梅', '陈振宇', '褚婷婷', '卫子涵', '蒋浩然', '沈静怡', '韩俊杰'];
export const memberTable = new Table(
  'org-member',
  seed(names.length, (i) => ({
    id: String(1400000000000000001n + BigInt(i)),
    userName: `member${String(i + 1).padStart(2, '0')}`,
    realName: names[i],
    phone: `137${String(20000000 + i * 1237).slice(0, 8)}`,
    companyName: '链网科技集团有限公司',
    memberStatus: pick([1, 1, 1, 0, 2], i),
    joinTime: seedTime(600 + i),
    creator: ADMIN_BID(),
    createTime: seedTime(600 + i),
  })),
);
const INVITATION = 'BBN-7K3Q-9XW2';

const setStatus = (req: any, memberStatus: number) => idList(params(req).ids ?? params(req).id).forEach((id) => memberTable.update(id, { memberStatus }));

/** A member of the organisation, joined now, recorded as the caller's row (invited: 0, joined: 1). */
const addMember = (req: any, m: { userName: string; realName: string; phone: string; memberStatus: number }) =>
  memberTable.insert({ ...m, companyName: '链网科技集团有限公司', joinTime: formatTime() }, { creator: currentUser(req).bid } as any);
const base = resource({
  table: memberTable,
  base: '/api/sfbn-system/orgUserRelation',
  access: 'admin',
  calls: { list: 'listByPage', page: false, submit: false },
});
const routes: Routes = {
  ...base,
  // Hand-written: the black list is set on several members at once (ids comma-joined), whatever their state.
  'POST /api/sfbn-system/orgUserRelation/joinBlack': needs((req, res) => (setStatus(req, 2), ok<Flag>(res, true, '操作成功')), 'admin', {
    wire: { body: 'IdsBody', answer: 'Flag' },
  }),
  'POST /api/sfbn-system/orgUserRelation/removeBlack': needs((req, res) => (setStatus(req, 1), ok<Flag>(res, true, '移除成功!')), 'admin', {
    wire: { body: 'IdsBody', answer: 'Flag' },
  }),
  // Hand-written: an invitation refuses a phone already in the organisation and records the member invited.
  'POST /api/sfbn-system/orgUserRelation/inviteMembers': needs(
    (req, res) => {
      const p = params(req);
      if (!p.phone || !/^1[3-9]\d{9}$/.test(String(p.phone))) return fail(res, '手机号码格式不正确');
      if (memberTable.find((r) => r.phone === String(p.phone))) return fail(res, '该成员已在组织中');
      addMember(req, { userName: String(p.userName || p.phone), realName: String(p.realName ?? ''), phone: String(p.phone), memberStatus: 0 });
      ok<Flag>(res, true, '发送成功!');
    },
    'admin',
    { wire: { body: 'MemberInvite', answer: 'Flag' } },
  ),
  // The organisation, its code and the members counted: computed, not a row.
  'GET /api/sfbn-system/orgUserRelation/companyDetail': needs(
    (_req, res) => ok<CompanyDetail>(res, { companyName: '链网科技集团有限公司', invitationCode: INVITATION, memberCount: memberTable.rows.length }),
    'user',
    { wire: { answer: 'CompanyDetail' } },
  ),
  'GET /api/sfbn-system/orgUserRelation/companyList': needs((_req, res) => ok<Company[]>(res, [{ id: '1', companyName: '链网科技集团有限公司' }]), 'user', {
    wire: { answer: { list: 'Company' } },
  }),
  'GET /api/sfbn-system/orgUserRelation/checkInvitationCode': needs((req, res) => ok<Flag>(res, String(params(req).invitationCode) === INVITATION), 'user', {
    wire: { query: 'InvitationCode', answer: 'Flag' },
  }),
  /** Joining makes the caller a member (active); joining again changes nothing. */
  'POST /api/sfbn-system/orgUserRelation/joinCompany': needs(
    (req, res) => {
      if (String(params(req).invitationCode) !== INVITATION) return fail(res, '邀请码错误');
      const me = currentUser(req);
      if (!memberTable.find((r) => r.userName === me.account))
        addMember(req, { userName: me.account, realName: me.realName || me.name, phone: me.phone, memberStatus: 1 });
      ok<Flag>(res, true, '操作成功');
    },
    'user',
    { wire: { body: 'InvitationCode', answer: 'Flag' } },
  ),
};
export default routes;
