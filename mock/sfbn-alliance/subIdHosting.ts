/**
 * Identifier hosting applications of sub-chains (spec 7.5 subIdHostingApplyInfo,
 * docs/domain/identification.md): the owner of a running sub-chain asks the backbone to host its
 * identifiers (hosting: the backbone resolves them) or declares that the sub-chain builds its own
 * identifier service (selfBuild, with its resolver's address); the administrator audits. The
 * approved application of a chain decides its mode; a newer approved one supersedes it (status 4).
 * Sub-chains are read from ./childChain.ts (never changed here).
 */
import { needs } from '../_lib/access';
import { ok, params, type Routes } from '../_lib/http';
import { resource, type Field, type Resource } from '../_lib/resource';
import { phoneError } from '../_lib/rules';
import { Table, seedTime, type Row } from '../_lib/store';
import { currentUser, type User } from '../_lib/users';
import { CHAIN, childChains, mayChange } from './childChain';

export const HOSTING = { review: 1, approved: 2, refused: 3, superseded: 4 } as const;
/** hostingType: 1 the backbone hosts the identifiers, 2 the sub-chain resolves them itself. */
export const MODE = { hosting: 1, selfBuild: 2 } as const;

const BASE = '/api/sfbn-alliance/subIdHostingApplyInfo';
const live = (c: Row | undefined) => Boolean(c) && (c!.status === CHAIN.running || c!.status === CHAIN.stopped);
const chainByCode = (code: string) => childChains.rows.find((c) => c.childChainCode === code);

// Seeds: 供应链金融链 hosted, 碳排放核算链 self-built, 司法存证链 waiting, the ott 供应链金融开放链 refused.
const SEED: [string, number, number, string][] = [
  ['scfn', MODE.hosting, HOSTING.approved, ''],
  ['carb', MODE.selfBuild, HOSTING.approved, ''],
  ['judi', MODE.hosting, HOSTING.review, ''],
  ['ocfn', MODE.hosting, HOSTING.refused, '联系人信息不完整'],
];
export const hostingApplications = new Table(
  'sub-id-hosting',
  SEED.map(([code, hostingType, status, auditReason], i) => {
    const c = chainByCode(code)!;
    const createTime = seedTime(1100 + i * 5);
    const history: Record<string, any>[] = [{ action: 'apply', user: c.orgName, time: createTime, status: HOSTING.review, reason: '' }];
    if (status !== HOSTING.review)
      history.push({ action: status === HOSTING.approved ? 'pass' : 'refuse', user: '王建国', time: seedTime(1101 + i * 5), status, reason: auditReason });
    return {
      id: String(2400000000000000001n + BigInt(i)),
      chainId: c.id,
      childChainName: c.childChainName,
      childChainCode: c.childChainCode,
      chainType: c.type,
      hostingType,
      resolverUrl: hostingType === MODE.selfBuild ? `https://${code}.chain.example.cn/resolver` : '',
      contact: c.legalPerson,
      contactPhone: c.contactPhone,
      remark: hostingType === MODE.hosting ? '子链标识托管至骨干网统一解析' : '子链自建标识解析服务',
      status,
      auditReason,
      auditUser: status === HOSTING.review ? '' : '王建国',
      auditTime: status === HOSTING.review ? '' : seedTime(1101 + i * 5),
      creator: c.creator,
      createTime,
      history,
    } as Row;
  }),
);

/** The chain's approved application (its identifier mode), if any. */
export const approvedOf = (chainId: unknown) => hostingApplications.rows.find((a) => String(a.chainId) === String(chainId) && a.status === HOSTING.approved);
/** The chain's application under review, if any. */
export const pendingOf = (chainId: unknown) => hostingApplications.rows.find((a) => String(a.chainId) === String(chainId) && a.status === HOSTING.review);

/** Identifier hosting of a chain: 0 none, 1 hosting under review, 2 hosted, 3 self-built resolver. */
export function hostingStatusOf(chainId: unknown): { hostingStatus: 0 | 1 | 2 | 3; resolverUrl: string } {
  const a = approvedOf(chainId);
  if (a?.hostingType === MODE.hosting) return { hostingStatus: 2, resolverUrl: '' };
  if (pendingOf(chainId)?.hostingType === MODE.hosting) return { hostingStatus: 1, resolverUrl: a?.resolverUrl ?? '' };
  if (a?.hostingType === MODE.selfBuild) return { hostingStatus: 3, resolverUrl: a.resolverUrl };
  return { hostingStatus: 0, resolverUrl: '' };
}

/** The sub-chain's owner rule (childChain.ts's descriptor): its creator, or an administrator. */
const mayApply = (c: Row, u: User) => mayChange(c, u);

/** The sub-chains whose identifiers the caller answers for: running or stopped, the caller's own (administrators: all). */
export const catalogOf = (u: User) => childChains.rows.filter((c) => live(c) && mayApply(c, u));

const FIELDS: Record<string, Field> = {
  chainId: { label: '子链', type: 'text', required: '请选择子链' },
  contact: { label: '联系人', type: 'text', max: 20, required: '请输入联系人' },
  contactPhone: { label: '联系电话', type: 'text', max: 11, required: '请输入联系电话' },
  remark: { label: '申请说明', type: 'text', max: 100 },
};

/** The checks of an application beyond each field's: the chain is live and the caller's, none waiting, the phone. */
function applicationError(u: User, p: Record<string, any>): string | undefined {
  const c = childChains.get(p.chainId);
  if (!live(c)) return '子链不存在或未运行';
  if (!mayApply(c!, u)) return '只能为自己的子链申请';
  if (pendingOf(c!.id)) return '该子链已有待审核的申请';
  return phoneError(p.contactPhone);
}
const chainColumns = (row: Row, hostingType: number) => {
  const c = childChains.get(row.chainId)!;
  Object.assign(row, { hostingType, childChainName: c.childChainName, childChainCode: c.childChainCode, chainType: c.type });
};

const common: Omit<Resource, 'calls' | 'apply'> = {
  table: hostingApplications,
  base: BASE,
  owner: 'creator',
  access: { read: 'user', write: 'real-name', audit: 'admin' },
  defaults: () => ({ status: HOSTING.review, auditReason: '', auditUser: '', auditTime: '', resolverUrl: '', history: [] }),
};

const main = resource({
  ...common,
  calls: { list: false, page: 'listByPage', detail: 'detail', submit: false, remove: false },
  fields: FIELDS,
  apply: {
    path: 'hosting',
    status: HOSTING.review,
    msg: '提交成功',
    check: (u, p) => applicationError(u, p),
    after: (row) => chainColumns(row, MODE.hosting),
  },
  lifecycle: {
    field: 'status',
    transitions: {
      pass: {
        from: [HOSTING.review],
        to: HOSTING.approved,
        msg: '审核通过',
        // The chain's earlier approved application no longer applies.
        after: (row) =>
          hostingApplications.rows
            .filter((a) => a.id !== row.id && String(a.chainId) === String(row.chainId) && a.status === HOSTING.approved)
            .forEach((a) => Object.assign(a, { status: HOSTING.superseded })),
      },
      refuse: { from: [HOSTING.review], to: HOSTING.refused, require: { auditReason: '请输入驳回原因' }, copy: ['auditReason'], msg: '已驳回' },
    },
    calls: { audit: (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'] },
  },
});

/** The self-built declaration: the same application with the address of the chain's own resolver. */
const selfBuild = resource({
  ...common,
  calls: { list: false, page: false, detail: false, submit: false, remove: false },
  fields: {
    ...FIELDS,
    resolverUrl: { label: '解析服务地址', type: 'text', max: 200, required: '请输入解析服务地址', pattern: [/^https?:\/\/\S+$/, '解析服务地址格式不正确'] },
  },
  apply: {
    path: 'selfBuild',
    status: HOSTING.review,
    msg: '提交成功',
    check: (u, p) => applicationError(u, p),
    after: (row) => chainColumns(row, MODE.selfBuild),
  },
});

const routes: Routes = {
  ...main,
  ...selfBuild,
  /**
   * The catalogue of sub-chains the caller may apply for (and manage identifiers of), with each
   * chain's identifier mode: the application form's choice.
   */
  // Hand-written: the caller's chains joined with each one's hosting state.
  [`GET ${BASE}/catalogAuth`]: needs(
    (req, res) => {
      const type = params(req).type;
      ok(
        res,
        catalogOf(currentUser(req))
          .filter((c) => type === undefined || type === '' || String(c.type) === String(type))
          .map((c) => ({
            id: c.id,
            childChainName: c.childChainName,
            childChainCode: c.childChainCode,
            type: c.type,
            label: `${c.childChainName}（${c.childChainCode}）`,
            ...hostingStatusOf(c.id),
          })),
      );
    },
    'user',
    { wire: { query: 'ChainTypeQuery', answer: { list: 'HostingCatalogEntry' } } },
  ),
};

export default routes;
