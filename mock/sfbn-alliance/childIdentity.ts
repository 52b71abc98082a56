/**
 * Digital identities for sub-chain governance (/subchain/index, docs/domain/subchain.md): a verified
 * user upgrades his digital identity to an identity on a running sub-chain of either set
 * (childidentityapply/upgrade: a member row of source 2, status 1 to be reviewed); the administrator
 * reviews it with the members' review (childidentityaudit/audit), which issues the identity's BID
 * under the chain's code. selectByPage (the user's applications) is a status view of the member
 * resource in childChain.ts; this file answers the calls that join the chain's facts in.
 */
import { needs } from '../_lib/access';
import { fail, ok, params, type Routes } from '../_lib/http';
import { formatTime, type Row } from '../_lib/store';
import type { User } from '../_lib/users';
import { activeMemberOf } from './_governance';
import { CHAIN, childChains, childMembers, childNodes, MEMBER, memberOwner, userOf } from './childChain';

const BASE = '/api/sfbn-alliance';
const ROLES = [1, 2, 3];
/**
 * A user's own identity applications: source 2 rows he created (the members a chain's owner
 * reported, source 1, carry the owner as creator but are other organisations' identities).
 */
/** A member row the user applied for himself (source 2), by the member descriptor's owner rule. */
const own = (m: Row, u: User) => m.source === 2 && memberOwner.mine(m, u);

/** The application with its chain's facts (detaillAll). */
function withChain(row: Row) {
  const chain = childChains.get(row.chainId);
  return {
    ...row,
    childChainCode: chain?.childChainCode ?? '',
    chainBid: chain?.bid ?? '',
    chainOrgName: chain?.orgName ?? '',
    chainStatus: chain?.status ?? null,
    nodeTotal: childNodes.rows.filter((n) => String(n.chainId) === String(row.chainId)).length,
    memberTotal: childMembers.rows.filter((m) => String(m.chainId) === String(row.chainId) && m.status === MEMBER.joined).length,
  };
}

const routes: Routes = {
  /**
   * Apply for an identity on a sub-chain: {chainId, chainRole, orgName, reason}. The chain must be
   * running; one open or joined identity per user and chain.
   */
  // Hand-written: an application on a running chain, one open per user and chain.
  [`POST ${BASE}/childidentityapply/upgrade`]: needs(
    (req, res) => {
      const p = params(req);
      const u = userOf(req);
      const chain = childChains.get(p.chainId);
      if (!chain || chain.status !== CHAIN.running) return fail(res, '所属子链不存在或未运行');
      const role = Number(p.chainRole);
      if (!ROLES.includes(role)) return fail(res, '请选择链上角色');
      const orgName = typeof p.orgName === 'string' ? p.orgName.trim() : '';
      if (!orgName) return fail(res, '请输入所属机构');
      if (orgName.length > 50) return fail(res, '所属机构长度不能超过50个字符');
      const reason = typeof p.reason === 'string' ? p.reason.trim() : '';
      if (!reason) return fail(res, '请输入申请理由');
      const open = childMembers.find((m) => own(m, u) && String(m.chainId) === String(chain.id) && [MEMBER.review, MEMBER.joined].includes(m.status));
      if (open) return fail(res, open.status === MEMBER.joined ? '您已加入该子链' : '该子链的身份申请正在审核中');
      const time = formatTime();
      const row = childMembers.insert({
        chainId: chain.id,
        childChainName: chain.childChainName,
        type: chain.type,
        memberName: `${u.account}-${chain.childChainCode}`.slice(0, 30),
        orgName,
        chainRole: role,
        status: MEMBER.review,
        auditReason: '',
        revokeReason: '',
        creator: u.bid,
        source: 2,
        applicant: u.realName || u.name,
        reason: reason.slice(0, 100),
        bid: '',
        createTime: time,
        history: [{ action: 'apply', user: u.realName || u.name, time, status: MEMBER.review, reason: '' }],
      });
      ok(res, withChain(row), '申请已提交，请等待审核');
    },
    'real-name',
    { wire: { body: 'SubIdentityApply', answer: 'SubChainMember' } },
  ),

  /** An application with its chain (?id=): the applicant's or, for administrators, anyone's. */
  // Hand-written: the member joined with its chain's facts.
  [`GET ${BASE}/childidentityapply/detaillAll`]: needs(
    (req, res) => {
      // The member descriptor's owner rule: 404 unknown, 403 无权操作该数据 another user's.
      const row = memberOwner.row(req, res, params(req).id);
      if (row) ok(res, withChain(row));
    },
    'user',
    { wire: { query: 'IdQuery', answer: 'SubChainMember' } },
  ),

  /** The caller's identity on one sub-chain (?chainId=): joined or not, role, BID, since when. */
  // Hand-written: the caller's identity on one chain, computed from the member rows.
  [`GET ${BASE}/childidentityapply/getJoinDetail`]: needs(
    (req, res) => {
      const u = userOf(req);
      const chainId = params(req).chainId;
      const chain = childChains.get(chainId);
      if (!chain) return fail(res, '所属子链不存在或未运行');
      const mine = childMembers.rows.filter((m) => own(m, u) && String(m.chainId) === String(chainId));
      const joined = mine.find((m) => m.status === MEMBER.joined);
      const last = joined ?? mine[0];
      const joinedAt = joined?.history?.find((h: any) => h.action === 'pass')?.time ?? (joined ? joined.createTime : '');
      ok(res, {
        chainId: chain.id,
        childChainName: chain.childChainName,
        type: chain.type,
        chainBid: chain.bid,
        joined: Boolean(joined),
        status: last?.status ?? null,
        chainRole: last?.chainRole ?? null,
        bid: joined?.bid ?? '',
        joinTime: joinedAt,
      });
    },
    'user',
    { wire: { query: 'ChainIdQuery', answer: 'JoinDetail' } },
  ),

  /**
   * The signed-in user's digital identity as a sub-chain identity starts from it (the application
   * form's prefill): his name, organisation and BID, and the chains he has joined.
   */
  // Hand-written: the caller's identity and joined chains, computed.
  [`GET ${BASE}/userchildidentityrelation/getChainIdentity`]: needs(
    (req, res) => {
      const u = userOf(req);
      ok(res, {
        applicant: u.realName || u.name,
        userBid: u.bid,
        orgName: activeMemberOf(u.id)?.orgName ?? u.deptName ?? '',
        chains: childMembers.rows
          .filter((m) => own(m, u) && m.status === MEMBER.joined)
          .map((m) => ({ chainId: m.chainId, childChainName: m.childChainName, chainRole: m.chainRole, bid: m.bid })),
      });
    },
    'user',
    { wire: { answer: 'ChainIdentity' } },
  ),
};

export default routes;
