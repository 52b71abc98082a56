/**
 * App center (spec 7.7, docs/domain/apps.md): apps built by verified users, published after an
 * administrator's audit, shown in the store, starred after a second audit, with identity login
 * opened after a third. Three lifecycles over one table, each declared as a resource:
 *   status          0 draft, 1 under review, 2 published, 3 refused, 4 withdrawn, 5 revoked
 *   starStatus      0 none, 1 applied, 2 starred, 3 refused
 *   identityStatus  0 closed, 1 applied, 2 opened, 3 refused
 * One audit call serves the publication and the star (auditType 1 / 2), as the spec lists one.
 */
import type { Request, Response } from 'express';
import { needs, wrapping } from '../_lib/access';
import { ADMIN_BID } from '../_lib/rows';
import { fail, ok, paginate, params, type Handler, type Routes } from '../_lib/http';
import { ownerOf, resource, type Field } from '../_lib/resource';
import { Table, formatTime, seedTime, type Row } from '../_lib/store';
import { currentUser } from '../_lib/users';
import { CHAIN, childChains } from '../sfbn-alliance/childChain';
import { catalogOf, hostingStatusOf } from '../sfbn-alliance/subIdHosting';
import { subTemplates } from '../sfbn-id/subchain';

const BASE = '/api/sfbn-app-center/appinformation';
export const APP_STATUS = { draft: 0, review: 1, published: 2, refused: 3, withdrawn: 4, revoked: 5 } as const;

const NAMES = [
  '链上存证',
  '供应链金融',
  '电子合同',
  '数字藏品',
  '溯源查询',
  '司法存证',
  '政务数据共享',
  '碳积分',
  '跨境贸易',
  '版权登记',
  '医疗数据',
  '数字票据',
];
const DEVELOPERS = ['链网数科有限公司', '星火数据服务有限公司', '长城可信计算有限公司', '东方标识科技有限公司'];
const OTHER_BID = (i: number) => `did:bid:zf${'9A8B7C6D5E4F3G2H1J'.slice(i % 5)}${'xYzWvUtSrQpNmLkJhGfE'.slice(0, 9 + (i % 5))}`.slice(0, 37);
// status, starStatus, identityStatus per seeded app: every state of each lifecycle appears.
const STATES: [number, number, number][] = [
  [2, 2, 2],
  [2, 0, 0],
  [1, 0, 0],
  [2, 1, 1],
  [0, 0, 0],
  [3, 0, 0],
  [4, 0, 0],
  [5, 0, 0],
  [2, 3, 3],
  [2, 2, 0],
  [1, 0, 0],
  [2, 0, 1],
];

/** Sub-chains some seeded apps belong to (affiliation), by app index; and the required ones (必备应用). */
const AFFILIATION: Record<number, string> = { 1: 'scfn', 3: 'gova', 4: 'indu', 5: 'judi', 9: 'scfn', 11: 'carb' };
const REQUIRED = [0, 1, 3, 9];
const live = (c: Row | undefined) => Boolean(c) && (c!.status === CHAIN.running || c!.status === CHAIN.stopped);
const chainColumns = (c: Row | undefined) => ({ chainId: c?.id ?? '', childChainName: c?.childChainName ?? '', childChainCode: c?.childChainCode ?? '' });

function seedRow(i: number): Row {
  const [status, starStatus, identityStatus] = STATES[i];
  const createTime = seedTime(40 + i * 9);
  const history: Record<string, any>[] = [{ action: 'apply', user: DEVELOPERS[i % 4], time: createTime, status: 0, reason: '' }];
  if (status !== 0) history.push({ action: 'publish', user: DEVELOPERS[i % 4], time: seedTime(41 + i * 9), status: 1, reason: '' });
  if ([2, 4, 5].includes(status)) history.push({ action: 'pass', user: '王建国', time: seedTime(42 + i * 9), status: 2, reason: '' });
  if (status === 3) history.push({ action: 'refuse', user: '王建国', time: seedTime(42 + i * 9), status: 3, reason: '应用简介与实际功能不符' });
  if (status === 4) history.push({ action: 'withdraw', user: DEVELOPERS[i % 4], time: seedTime(43 + i * 9), status: 4, reason: '' });
  if (status === 5) history.push({ action: 'revoke', user: '王建国', time: seedTime(43 + i * 9), status: 5, reason: '应用存在违规内容' });
  return {
    id: `app-${i + 1}`,
    appName: NAMES[i],
    appType: (i % 3) + 1,
    version: `1.${i}.0`,
    developer: DEVELOPERS[i % 4],
    appUrl: `https://app${i + 1}.bbn.example.cn`,
    appDesc: `${NAMES[i]}应用，基于骨干网标识与可信身份提供服务。`,
    appLogo: '',
    qrCode: '',
    installationPackage: '',
    status,
    starStatus,
    identityStatus,
    auditReason: status === 3 ? '应用简介与实际功能不符' : status === 5 ? '应用存在违规内容' : '',
    starReason: starStatus === 3 ? '活跃度未达到星标要求' : '',
    identityReason: identityStatus === 3 ? '身份登录回调地址不可达' : '',
    // Apps 1-6 are the administrator's own (his 自建应用); the others other developers'.
    creator: i < 6 ? ADMIN_BID() : OTHER_BID(i),
    ...chainColumns(AFFILIATION[i] ? childChains.rows.find((c) => c.childChainCode === AFFILIATION[i]) : undefined),
    required: REQUIRED.includes(i) ? 1 : 0,
    activity: 980 - i * 67,
    calls: 1200 - i * 83,
    publishTime: [2, 4, 5].includes(status) ? seedTime(42 + i * 9) : '',
    createTime,
    history,
  };
}

export const apps = new Table(
  'app',
  STATES.map((_s, i) => seedRow(i)),
);

const text = (label: string, max: number, required?: string): Field => ({ label, type: 'text', max, required });
const FIELDS: Record<string, Field> = {
  appName: text('应用名称', 30, '请输入应用名称'),
  appType: { label: '应用类型', type: 'int', enum: [1, 2, 3], required: '请选择应用类型' },
  version: text('版本号', 20, '请输入版本号'),
  developer: text('开发者', 50),
  appUrl: { label: '应用地址', type: 'text', max: 200, pattern: [/^(https?:\/\/[^\s]+)?$/, '应用地址格式不正确'] },
  appDesc: text('应用简介', 100, '请输入应用简介'),
  appLogo: text('应用图标', 300, '请上传应用图标'),
  qrCode: text('二维码', 300),
  installationPackage: text('安装包', 300),
  chainId: text('所属子链', 30),
};
/** Columns only the gateway writes: an edit never carries them. */
const GATEWAY = [
  'starStatus',
  'identityStatus',
  'auditReason',
  'starReason',
  'identityReason',
  'activity',
  'calls',
  'publishTime',
  'history',
  'required',
  'childChainName',
  'childChainCode',
];
const stripGateway = (values: Record<string, any>) => {
  for (const k of GATEWAY) delete values[k];
};
/** Only drafts, refused and withdrawn apps are edited or removed; a published app is withdrawn first. */
const EDITABLE = [APP_STATUS.draft, APP_STATUS.refused, APP_STATUS.withdrawn];

const main = resource({
  table: apps,
  base: BASE,
  calls: { list: false, page: 'page', detail: 'detail', submit: false, add: 'save', update: 'update', remove: 'remove' },
  owner: 'creator',
  access: { read: 'user', write: 'real-name', audit: 'admin', revoke: 'admin' },
  fields: FIELDS,
  defaults: () => ({ status: APP_STATUS.draft, starStatus: 0, identityStatus: 0, activity: 0, calls: 0, history: [], required: 0, ...chainColumns(undefined) }),
  beforeSave: (values, existing) => {
    stripGateway(values);
    if (existing && !EDITABLE.includes(existing.status)) return '当前状态不允许该操作';
    // The sub-chain the app belongs to (optional): a live one, its name copied.
    if (values.chainId !== undefined) {
      const c = values.chainId ? childChains.get(values.chainId) : undefined;
      if (values.chainId && !live(c)) return '所属子链不存在或未运行';
      Object.assign(values, chainColumns(c));
    }
  },
  lifecycle: {
    field: 'status',
    transitions: {
      publish: { from: EDITABLE, to: APP_STATUS.review, msg: '发布成功' },
      pass: {
        from: [APP_STATUS.review],
        to: APP_STATUS.published,
        need: 'admin',
        msg: '审核通过',
        after: (row) => Object.assign(row, { publishTime: formatTime(), auditReason: '' }),
      },
      refuse: {
        from: [APP_STATUS.review],
        to: APP_STATUS.refused,
        need: 'admin',
        require: { auditReason: '请输入驳回原因' },
        copy: ['auditReason'],
        msg: '已驳回',
      },
      withdraw: { from: [APP_STATUS.review, APP_STATUS.published], to: APP_STATUS.withdrawn, msg: '已下架' },
      revoke: {
        from: [APP_STATUS.published],
        to: APP_STATUS.revoked,
        need: 'admin',
        require: { auditReason: '请输入撤销原因' },
        copy: ['auditReason'],
        msg: '已撤销',
        after: (row) => Object.assign(row, { starStatus: 0, identityStatus: 0 }),
      },
    },
    calls: {
      publish: 'publish',
      withdraw: 'withdraw',
      revoke: 'revoke',
      'audit#publish': (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'],
    },
  },
});
/** The apps' owner rule (the main descriptor's), also for the app center's home (home.ts). */
export const appOwner = ownerOf(main);

// Removal: only the states an edit is allowed in (the descriptor's removal behind the state guard;
// another user's app is left to the descriptor, which refuses it as not theirs).
const removeApps = main[`POST ${BASE}/remove`];
main[`POST ${BASE}/remove`] = wrapping(removeApps, (req, res) => {
  const ids = String(params(req).ids ?? '')
    .split(',')
    .filter(Boolean);
  if (
    ids.some((id) => {
      const r = apps.get(id);
      return r && appOwner.owns(r, currentUser(req)) && !EDITABLE.includes(r.status);
    })
  )
    return fail(res, '当前状态不允许该操作');
  return removeApps(req, res);
});

const star = resource({
  table: apps,
  base: BASE,
  calls: { list: false, page: false, detail: false, submit: false, remove: false },
  owner: 'creator',
  access: { write: 'real-name' },
  lifecycle: {
    field: 'starStatus',
    transitions: {
      applyStar: { from: [0, 3], to: 1, msg: '星标申请已提交' },
      passStar: { from: [1], to: 2, need: 'admin', msg: '审核通过', after: (row) => (row.starReason = '') },
      refuseStar: {
        from: [1],
        to: 3,
        need: 'admin',
        require: { auditReason: '请输入驳回原因' },
        msg: '已驳回',
        after: (row, p) => (row.starReason = String(p.auditReason).trim().slice(0, 100)),
      },
    },
    calls: {
      applyStar: 'applyStar',
      'audit#star': (p) => ({ 1: 'passStar', 2: 'refuseStar' })[String(p.auditStatus) as '1' | '2'],
    },
  },
});

const identity = resource({
  table: apps,
  base: BASE,
  calls: { list: false, page: false, detail: false, submit: false, remove: false },
  owner: 'creator',
  access: { write: 'real-name', appIdentityAudit: 'admin' },
  lifecycle: {
    field: 'identityStatus',
    transitions: {
      appIdentityOpen: { from: [0, 3], to: 1, msg: '身份开通申请已提交' },
      passIdentity: { from: [1], to: 2, need: 'admin', msg: '审核通过', after: (row) => (row.identityReason = '') },
      refuseIdentity: {
        from: [1],
        to: 3,
        need: 'admin',
        require: { auditReason: '请输入驳回原因' },
        msg: '已驳回',
        after: (row, p) => (row.identityReason = String(p.auditReason).trim().slice(0, 100)),
      },
    },
    calls: {
      appIdentityOpen: 'appIdentityOpen',
      appIdentityAudit: (p) => ({ 1: 'passIdentity', 2: 'refuseIdentity' })[String(p.auditStatus) as '1' | '2'],
    },
  },
});

/** A star or an identity login only for a published app (the other lifecycles wait on this one): the transition behind a guard. */
const onlyPublished = (h: Handler): Handler =>
  wrapping(h, (req, res) => {
    const row = apps.get(params(req).id);
    if (row && row.status !== APP_STATUS.published) return fail(res, '当前状态不允许该操作');
    return h(req, res);
  });

/** Published apps for every signed-in user (the store), filtered like any list; `keep` narrows further (per caller). */
const FILTERS = new Set(['appName', 'appType', 'developer', 'chainId']);
function publicPage(fixed: Record<string, any>, keep?: (row: Row, req: Request) => boolean): Handler {
  return needs(
    (req: Request, res: Response) => {
      const p = params(req);
      const bad = Object.keys(p).find((k) => !FILTERS.has(k) && !['current', 'size', '_t', 'descs', 'ascs', 'tenantId'].includes(k));
      if (bad) return fail(res, `不支持的查询条件: ${bad}`);
      const rows = apps.filter({ ...Object.fromEntries([...FILTERS].map((k) => [k, p[k]])), ...fixed }, keep && ((row) => keep(row, req)));
      const page = paginate(rows, p.current, p.size);
      ok(res, { ...page, records: page.records.map(publicView) });
    },
    'user',
    { wire: { query: 'AppStoreQuery', answer: { page: 'AppInfo' } } },
  );
}
const publicView = ({ history: _h, auditReason: _a, starReason: _s, identityReason: _i, ...row }: Row) => row;

const auditPublish = main[`POST ${BASE}/audit#publish`];
const auditStar = star[`POST ${BASE}/audit#star`];
delete main[`POST ${BASE}/audit#publish`];
delete star[`POST ${BASE}/audit#star`];

const routes: Routes = {
  ...main,
  ...star,
  ...identity,
  [`POST ${BASE}/applyStar`]: onlyPublished(star[`POST ${BASE}/applyStar`]),
  [`POST ${BASE}/appIdentityOpen`]: onlyPublished(identity[`POST ${BASE}/appIdentityOpen`]),
  /** auditType 1 (default) audits the publication, 2 the star: one call over two lifecycles, so it picks the transition's handler. */
  // Hand-written: one call over two lifecycles (the publication's and the star's), chosen by auditType.
  [`POST ${BASE}/audit`]: needs((req, res) => (String(params(req).auditType ?? '1') === '2' ? auditStar : auditPublish)(req, res), 'admin', {
    wire: { body: 'AppAuditBody', answer: 'AppRow' },
  }),
  // Hand-written: the store's lists take only the store's filters (a status key is refused) and hide audit reasons.
  [`GET ${BASE}/mall/page`]: publicPage({ status: APP_STATUS.published }),
  // Hand-written: a store list (publicPage).
  [`GET ${BASE}/star/page`]: publicPage({ status: APP_STATUS.published, starStatus: 2 }),
  // Hand-written: a published app only, without its audit reasons and history.
  [`GET ${BASE}/appSignDetail`]: needs(
    (req, res) => {
      const row = apps.get(params(req).id);
      if (!row || row.status !== APP_STATUS.published) return fail(res, '数据不存在', 404);
      ok(res, publicView(row));
    },
    'user',
    { wire: { query: 'IdQuery', answer: 'AppInfo' } },
  ),
  /** Published apps users sign in to with their digital identity (identity login opened). */
  // Hand-written: a store list (publicPage).
  [`GET ${BASE}/getAppIdentityList`]: publicPage({ status: APP_STATUS.published, identityStatus: 2 }),
  /** Live sub-chains an app may belong to, with the number of published apps of each (the app form's choice). */
  // Hand-written: live sub-chains with a count of their apps.
  [`GET ${BASE}/getSubList`]: needs(
    (_req, res) =>
      ok(
        res,
        childChains.rows.filter(live).map((c) => ({
          id: c.id,
          childChainName: c.childChainName,
          childChainCode: c.childChainCode,
          type: c.type,
          label: `${c.childChainName}（${c.childChainCode}）`,
          appCount: apps.rows.filter((a) => a.status === APP_STATUS.published && String(a.chainId) === String(c.id)).length,
        })),
      ),
    'user',
    { wire: { answer: { list: 'AppSubChain' } } },
  ),
  /** Published apps that belong to a sub-chain (filter chainId for one chain). */
  // Hand-written: a store list (publicPage).
  [`GET ${BASE}/appOfAffiliationList`]: publicPage({ status: APP_STATUS.published }, (row) => Boolean(row.chainId)),
  /** Required apps (必备应用): published apps the platform asks every participant to use. */
  // Hand-written: a store list (publicPage).
  [`GET ${BASE}/getRequiredAppList`]: publicPage({ status: APP_STATUS.published, required: 1 }),
  /** The caller's required apps: the platform-wide ones and those of the sub-chains the caller answers for. */
  // Hand-written: a store list (publicPage) narrowed to the caller's sub-chains.
  [`GET ${BASE}/getMyRequiredAppList`]: publicPage(
    { status: APP_STATUS.published, required: 1 },
    (row, req) => !row.chainId || catalogOf(currentUser(req)).some((c) => String(c.id) === String(row.chainId)),
  ),
  /**
   * The identifier templates an app may use: those of its sub-chain while the backbone hosts the
   * chain's identifiers (an approved hosting application).
   */
  // Hand-written: joins the app's sub-chain's hosting state and its templates.
  [`GET ${BASE}/getHostingTmpAuth`]: needs(
    (req, res) => {
      const row = apps.get(params(req).id);
      if (!row || row.status !== APP_STATUS.published) return fail(res, '数据不存在', 404);
      if (!row.chainId) return fail(res, '该应用未归属子链');
      const { hostingStatus } = hostingStatusOf(row.chainId);
      const hosted = hostingStatus === 2;
      ok(res, {
        appName: row.appName,
        childChainName: row.childChainName,
        hostingStatus: ['未托管', '托管审核中', '已托管', '自建解析'][hostingStatus],
        templates: hosted
          ? subTemplates.rows
              .filter((t) => String(t.chainId) === String(row.chainId))
              .map((t) => t.templateName)
              .join('、') || '无'
          : '无',
      });
    },
    'user',
    { wire: { query: 'IdQuery', answer: 'AppHostingAuth' } },
  ),
};

export default routes;
