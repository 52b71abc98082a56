/**
 * Alliance governance data shared by two services of the alliance gateway: the member area
 * (mock/sfbn-alliance/member*.ts answers its calls over these tables) and weighted votes of the
 * chain area (candidate nodes, sub-chain creation). One source for who is a member and what a
 * member's vote weighs, so a revoked member loses its votes everywhere at once.
 *
 * Member types (dictionary alliance_member_type): 1 理事长 chairman, 2 副理事长 vice-chairman,
 * 3 成员 member. Member status, as identities (spec 4): 3 under review, 2 active, 0 refused,
 * 4 revoked. A vice-chairman application is viceStatus on the member's row (3 under review, 2 passed,
 * 0 refused); a pass makes memberType 2. Vote business types (dictionary vote_business_type): 1 候选节点 candidate node,
 * 2 子链创建 sub-chain creation, 3 规则变更 rule change.
 */
import { seedTime, Table, type Row } from '../_lib/store';
import { users } from '../_lib/users';
import type { AllianceMember as WireAllianceMember } from '../../shared/wire/alliance';

/** A member row: what member/* answers (shared/wire/alliance.ts), the member's BID in `creator` (row owner, spec 6). */
export type AllianceMember = Row & WireAllianceMember;

export interface VoteWeight extends Row {
  businessType: 1 | 2 | 3;
  memberType: 1 | 2 | 3;
  weight: number;
}

const admin = () => users.find((u) => u.account === 'admin')!;
const ORGS = [
  '国家链网运营中心',
  '北方算力科技有限公司',
  '南方可信数据有限公司',
  '西部区块链研究院',
  '东海金融科技有限公司',
  '中部标识解析中心',
  '华北能源链有限公司',
  '华南物流链有限公司',
  '西南政务链服务中心',
  '东北工业互联网有限公司',
  '长江数字贸易有限公司',
  '珠江跨境服务有限公司',
];

function seedHistory(i: number): AllianceMember['history'] {
  const status = i === 9 || i === 10 ? 3 : i === 11 ? 0 : i === 8 ? 4 : 2;
  const h: AllianceMember['history'] = [{ action: 'apply', user: '成员单位', time: seedTime(300 - i * 5), status: 3, reason: '' }];
  if (status === 3) return h;
  if (status === 0) return [...h, { action: 'refuse', user: '王建国', time: seedTime(280 - i * 5), status: 0, reason: '单位资质材料不完整' }];
  h.push({ action: 'pass', user: '王建国', time: seedTime(280 - i * 5), status: 2, reason: '' });
  if (status === 4) h.push({ action: 'revoke', user: '王建国', time: seedTime(200), status: 4, reason: '连续两年未参与联盟事务' });
  return h;
}

export const allianceMembers = new Table<AllianceMember>(
  'alliance-member',
  ORGS.map((orgName, i) => {
    const a = i === 0 ? admin() : undefined;
    return {
      id: String(i + 1),
      userId: a?.id ?? `seed-member-${i + 1}`,
      account: a?.account ?? `member${i + 1}`,
      creator: a?.bid ?? `did:bid:efMbr${'ABCDEFGHJKLM'[i]}7Xq7Lm9Np2Rs4TvKcWd8`,
      orgName,
      memberType: i === 0 ? 1 : i < 3 ? 2 : 3,
      // Two applications wait for an audit, one was refused, one revoked; the rest are active.
      status: i === 9 || i === 10 ? 3 : i === 11 ? 0 : i === 8 ? 4 : 2,
      contactName: ['王建国', '李明', '赵磊', '孙婷', '周强', '吴芳', '郑浩', '冯雪', '陈晨', '褚悦', '卫东', '蒋宁'][i],
      contactPhone: `1390000${String(1000 + i)}`,
      email: `contact${i + 1}@member.example.cn`,
      introduction: `${orgName}是骨干联盟${i === 0 ? '理事长' : '成员'}单位，参与骨干链的建设与治理。`,
      // One active member waits for its vice-chairman application to be audited.
      viceStatus: i === 5 ? 3 : i === 1 || i === 2 ? 2 : null,
      viceReason: i === 5 ? '长期参与骨干链节点运维，申请担任副理事长' : '',
      auditReason: i === 11 ? '单位资质材料不完整' : '',
      revokeReason: i === 8 ? '连续两年未参与联盟事务' : '',
      auditUser: i === 9 || i === 10 ? '' : '王建国',
      auditTime: i === 9 || i === 10 ? '' : seedTime(280 - i * 5),
      createTime: seedTime(300 - i * 5),
      history: seedHistory(i),
    } as AllianceMember;
  }),
);

export const voteWeights = new Table<VoteWeight>(
  'vote-weight',
  ([1, 2, 3] as const).flatMap((businessType) =>
    ([1, 2, 3] as const).map((memberType) => ({
      id: `${businessType}-${memberType}`,
      businessType,
      memberType,
      weight: memberType === 1 ? 5 : memberType === 2 ? 3 : 1,
    })),
  ),
);

/** The active membership of a user, if any. */
export function activeMemberOf(userId: string): AllianceMember | undefined {
  return allianceMembers.rows.find((m) => m.userId === userId && m.status === 2);
}

/** What an active member's vote weighs for a business type (0 for a non-member). */
export function voteWeightOf(userId: string, businessType: number): number {
  const m = activeMemberOf(userId);
  if (!m) return 0;
  return voteWeights.rows.find((w) => w.businessType === businessType && w.memberType === m.memberType)?.weight ?? 0;
}

/** Total weight of all active members for a business type: a vote passes above half of it. */
export function totalVoteWeight(businessType: number): number {
  return allianceMembers.rows.filter((m) => m.status === 2).reduce((s, m) => s + voteWeightOf(m.userId, businessType), 0);
}
