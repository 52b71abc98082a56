/**
 * The mock's menu tree, held as seed data the way a real gateway keeps menus in its database:
 * top menus, groups and bespoke pages are declared here; screen entries (a schema's "menu" key,
 * its roles and button codes) come from mock/_seed/menus.json, generated from schemas/ by
 * studio/menuSeed.ts. The mock never reads schemas/ itself.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The screens' menu seed (read again by reloadMenus when it changes: mock/index.ts watches it). */
export const MENU_SEED_FILE = path.resolve(__dirname, '../_seed/menus.json');
let seedPath = MENU_SEED_FILE;
let seedFile: { screens: SchemaMenu[] } | null = null;
export interface MenuNode {
  id: string;
  parentId: string;
  topMenuId: string;
  name: string;
  code: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2; // 1 menu, 2 button
  meta: { i18n: string; roles: string[]; title?: { 'zh-CN': string; 'en-US': string }; hidden?: boolean };
  children: MenuNode[];
}

export interface TopMenu {
  id: string;
  code: string;
  name: string;
  source: string;
  sort: number;
  path: string;
}

const ALL = ['administrator', 'user'];
const ADMIN = ['administrator'];
/**
 * Product staff (issue 22): see every entry the administrator sees except the bench's fixture screen (1,000 synthetic rows for `npm run bench`, not a screen to design:
 * issue 34); the gateway lets them read only (access.ts).
 */
const PRODUCT = 'product';
const NOT_FOR_PRODUCT = new Set(['system.benchRows']);

export const topMenus: TopMenu[] = [
  { id: '1', code: 'home', name: '首页', source: 'HomeOutlined', sort: 1, path: '/wel/index' },
  { id: '3', code: 'identity', name: '数字身份', source: 'IdcardOutlined', sort: 2, path: '' },
  { id: '45', code: 'subchain', name: '子链管理', source: 'DeploymentUnitOutlined', sort: 5, path: '' },
  { id: '20', code: 'alliance', name: '骨干联盟', source: 'TeamOutlined', sort: 3, path: '' },
  { id: '21', code: 'apps', name: '应用中心', source: 'ShopOutlined', sort: 7, path: '' },
  { id: '2', code: 'developer', name: '开发者中心', source: 'CodeOutlined', sort: 8, path: '' },
  // backbone governance and monitoring (docs/domain/chain.md)
  { id: '23', code: 'chain', name: '主干链治理', source: 'ClusterOutlined', sort: 4, path: '' },
  { id: '22', code: 'monitor', name: '监控中心', source: 'LineChartOutlined', sort: 9, path: '' },
  // Identification center (ident helper).
  { id: '5', code: 'identification', name: '标识中心', source: 'TagsOutlined', sort: 6, path: '' },
  { id: '9', code: 'system', name: '系统管理', source: 'SettingOutlined', sort: 9, path: '' },
  // Hidden from the top bar by the console (spec 2.3) but still the parents of their pages.
  { id: '10', code: 'personal', name: '个人中心', source: 'UserOutlined', sort: 10, path: '' },
  { id: '11', code: 'message', name: '消息中心', source: 'BellOutlined', sort: 11, path: '' },
];

interface Decl {
  code: string;
  top: string;
  name: string;
  i18n: string;
  path?: string;
  source?: string;
  sort: number;
  parent?: string;
  roles?: string[];
  title?: { 'zh-CN': string; 'en-US': string };
  /** In the menus (the route guard admits the page) but not drawn in the side menu. */
  hidden?: boolean;
}

const t = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
/** The personal center's pages: everyone's, hidden from the top bar, reached from the user dropdown. */
const personal: [string, string, string, string, string][] = [
  ['personal-account', '/personal/account/index', '账号信息', 'Account', 'UserOutlined'],
  ['personal-digital', '/personal/digital/index', '数字身份', 'Digital identity', 'IdcardOutlined'],
  ['personal-integral', '/personal/integral/index', '我的积分', 'My points', 'WalletOutlined'],
  ['personal-message', '/personal/message/index', '我的消息', 'My messages', 'MessageOutlined'],
  ['personal-mechanis', '/personal/mechanis', '我的机构', 'My organisation', 'BankOutlined'],
  ['personal-resource', '/personal/resource/index', '我的文件', 'My files', 'FolderOutlined'],
  ['personal-file-detail', '/personal/resource/fileList/particulars', '文件详情', 'File details', 'FileOutlined'],
  ['personal-file-add', '/personal/resource/fileList/additive', '添加文件', 'Add files', 'FileAddOutlined'],
  ['personal-pay-detail', '/integral/payDetail', '交易详情', 'Trade details', 'TransactionOutlined'],
  ['personal-info', '/info/index', '个人信息', 'Profile', 'SolutionOutlined'],
  ['personal-profile', '/account', '账户设置', 'Account settings', 'SettingOutlined'],
];
/** Detail pages of the personal center: admitted with it, reached from their rows, not drawn in the menu. */
const personalDetails = new Set(['personal-file-detail', 'personal-pay-detail']);
const apply: [string, string, string, string][] = [
  ['identity-distinction', '/digital/distinction', '选择认证类型', 'Choose identity type'],
  ['identity-apply-bid', '/digital/applyBid', '申请数字身份', 'Apply for identity'],
  ['identity-review-detail', '/digital/reviewdetail', '审核中', 'Under review'],
  ['identity-dismiss-detail', '/digital/dismissdetail', '已驳回', 'Refused'],
];

/**
 * Sub-chains (docs/domain/subchain.md): one group per set; the wizards (addform2, selfbuild) and the
 * chain browser pages (built by the browser area) are bespoke entries of each group.
 */
const subchainSets: [string, string, string, string, string][] = [
  ['subchain-permissioned', 'permissioned', '许可子链', 'Permissioned sub-chains', '1'],
  ['subchain-ott', 'ottpermissioned', '非许可子链', 'Open sub-chains (ott)', '2'],
];
const subchain: Decl[] = subchainSets
  .flatMap(([group, set, zh, en, n]): Decl[] => [
    { code: group, top: 'subchain', name: zh, i18n: group, source: 'ApartmentOutlined', sort: Number(n), title: t(zh, en) },
    {
      code: `${group}-addform2`,
      top: 'subchain',
      parent: group,
      name: '申请子链',
      i18n: `${group}-addform2`,
      path: `/subchain/${set}/addform2`,
      source: 'FileTextOutlined',
      sort: 2,
      title: t('申请子链', 'Apply for a sub-chain'),
    },
    {
      code: `${group}-selfbuild`,
      top: 'subchain',
      parent: group,
      name: '自建子链',
      i18n: `${group}-selfbuild`,
      path: `/subchain/${set}/selfbuild`,
      source: 'ToolOutlined',
      sort: 6,
      title: t('自建子链', 'Self-built sub-chain'),
    },
    {
      code: `${group}-browser`,
      top: 'subchain',
      parent: group,
      name: '区块浏览器',
      i18n: `${group}-browser`,
      path: `/subchain/${set}/browser1`,
      source: 'FileSearchOutlined',
      sort: 7,
      title: t('区块浏览器', 'Chain browser'),
    },
  ])
  .concat([
    // Identities for sub-chain governance (/subchain/index), across both sets.
    {
      code: 'subchain-identity',
      top: 'subchain',
      name: '子链身份',
      i18n: 'subchain-identity',
      source: 'IdcardOutlined',
      sort: 3,
      title: t('子链身份', 'Sub-chain identities'),
    },
  ]);

/** Groups and bespoke pages. Schema screens attach under a group by its code. */
const declared: Decl[] = [
  { code: 'home-index', top: 'home', name: '控制台', i18n: 'dashboard', path: '/wel/index', source: 'DashboardOutlined', sort: 1 },
  {
    code: 'home-dashboard',
    top: 'home',
    name: '工作台',
    i18n: 'workbench',
    path: '/wel/dashboard',
    source: 'AppstoreOutlined',
    sort: 2,
    title: t('工作台', 'Workbench'),
  },
  { code: 'home-home', top: 'home', name: '我的首页', i18n: 'myHome', path: '/wel/home', source: 'HomeOutlined', sort: 3, title: t('我的首页', 'My home') },
  {
    code: 'identity-person',
    top: 'identity',
    name: '个人身份',
    i18n: 'identityPerson',
    source: 'UserOutlined',
    sort: 1,
    roles: ADMIN,
    title: t('个人身份', 'Personal identities'),
  },
  {
    code: 'identity-org',
    top: 'identity',
    name: '机构身份',
    i18n: 'identityOrg',
    source: 'BankOutlined',
    sort: 2,
    roles: ADMIN,
    title: t('机构身份', 'Organisation identities'),
  },
  {
    code: 'identity-apply',
    top: 'identity',
    name: '身份申请',
    i18n: 'identityApply',
    source: 'IdcardOutlined',
    sort: 3,
    title: t('身份申请', 'Apply for identity'),
  },
  ...apply.map(([code, path, zh, en], i): Decl => ({
    code,
    top: 'identity',
    parent: 'identity-apply',
    name: zh,
    i18n: code,
    path,
    source: 'FileDoneOutlined',
    sort: i + 1,
    title: t(zh, en),
  })),
  ...subchain,
  // Alliance (/unions/*): members see their own applications, administrators the audits.
  { code: 'alliance-member', top: 'alliance', name: '联盟成员', i18n: 'allianceMember', source: 'TeamOutlined', sort: 1, title: t('联盟成员', 'Members') },
  // The two application forms are pages of the member group (schemas without a menu key, like the identity application).
  {
    code: 'alliance-apply',
    top: 'alliance',
    parent: 'alliance-member',
    name: '申请加入联盟',
    i18n: 'allianceApply',
    path: '/unions/member/addalliance',
    source: 'FileTextOutlined',
    sort: 2,
    title: t('申请加入联盟', 'Apply to join'),
  },
  {
    code: 'alliance-vice',
    top: 'alliance',
    parent: 'alliance-member',
    name: '申请副理事长',
    i18n: 'allianceVice',
    path: '/unions/addoperedetail',
    source: 'UserOutlined',
    sort: 3,
    title: t('申请副理事长', 'Apply for vice-chairman'),
  },
  {
    code: 'alliance-expert',
    top: 'alliance',
    name: '联盟专家',
    i18n: 'allianceExpert',
    source: 'SafetyOutlined',
    sort: 2,
    roles: ADMIN,
    title: t('联盟专家', 'Experts'),
  },
  {
    code: 'alliance-weight',
    top: 'alliance',
    name: '投票权重',
    i18n: 'allianceWeight',
    source: 'DashboardOutlined',
    sort: 3,
    roles: ADMIN,
    title: t('投票权重', 'Vote weights'),
  },
  {
    code: 'alliance-innovation',
    top: 'alliance',
    name: '创新库',
    i18n: 'allianceInnovation',
    source: 'FileTextOutlined',
    sort: 4,
    title: t('创新库', 'Innovation library'),
  },
  // Identification center (ident helper): backbone identifiers and templates; resolution and its records.
  {
    code: 'identification-backbone',
    top: 'identification',
    name: '骨干标识',
    i18n: 'identificationBackbone',
    source: 'TagsOutlined',
    sort: 1,
    roles: ADMIN,
    title: t('骨干标识', 'Backbone identifiers'),
  },
  {
    code: 'identification-resolution',
    top: 'identification',
    name: '标识解析',
    i18n: 'identificationResolution',
    source: 'FileSearchOutlined',
    sort: 2,
    roles: ADMIN,
    title: t('标识解析', 'Resolution'),
  },
  {
    code: 'identification-search',
    top: 'identification',
    parent: 'identification-resolution',
    name: '解析查询',
    i18n: 'identificationSearch',
    path: '/identification/resolution/searchpage',
    source: 'FileSearchOutlined',
    sort: 1,
    roles: ADMIN,
    title: t('解析查询', 'Resolve a BID'),
  },
  // Sub-chain identifiers (ident3): managed and hosted identifiers, sub-chain templates, hosting applications (owners apply).
  {
    code: 'identification-subchain',
    top: 'identification',
    name: '子链标识',
    i18n: 'identificationSubchain',
    source: 'DeploymentUnitOutlined',
    sort: 3,
    title: t('子链标识', 'Sub-chain identifiers'),
  },
  { code: 'developer-contract', top: 'developer', name: '智能合约', i18n: 'contract', source: 'FileTextOutlined', sort: 1 },
  {
    code: 'developer-ide',
    top: 'developer',
    parent: 'developer-contract',
    name: '合约开发',
    i18n: 'ide',
    path: '/development/index',
    source: 'CodeOutlined',
    sort: 9,
  },
  // App center and developer API keys (apps helper, docs/domain/apps.md)
  { code: 'apps-mine', top: 'apps', name: '我的应用', i18n: 'appsMine', source: 'AppstoreOutlined', sort: 1, title: t('我的应用', 'My apps') },
  { code: 'apps-market', top: 'apps', name: '应用市场', i18n: 'appsMarket', source: 'ShopOutlined', sort: 2, title: t('应用市场', 'App market') },
  { code: 'apps-admin', top: 'apps', name: '应用审核', i18n: 'appsAdmin', source: 'AuditOutlined', sort: 3, roles: ADMIN, title: t('应用审核', 'App review') },
  { code: 'developer-apikey', top: 'developer', name: 'API密钥', i18n: 'apikey', source: 'KeyOutlined', sort: 2, title: t('API密钥', 'API keys') },
  // backbone governance and monitoring (docs/domain/chain.md)
  {
    code: 'chain-survey',
    top: 'chain',
    name: '主干链概况',
    i18n: 'chainSurvey',
    source: 'ApartmentOutlined',
    sort: 1,
    title: t('主干链概况', 'Backbone chain'),
  },
  {
    code: 'chain-overview',
    top: 'chain',
    parent: 'chain-survey',
    name: '链概况',
    i18n: 'chainOverview',
    path: '/chainmanagement/survey/index',
    source: 'DashboardOutlined',
    sort: 1,
    title: t('链概况', 'Chain overview'),
  },
  {
    code: 'chain-setting-apply',
    top: 'chain',
    parent: 'chain-survey',
    name: '申请建链',
    i18n: 'chainSettingApply',
    path: '/chainmanagement/survey/detail',
    source: 'FileTextOutlined',
    sort: 3,
    title: t('申请建链', 'Apply for a chain'),
  },
  {
    code: 'chain-identity-upgrade',
    top: 'chain',
    parent: 'chain-survey',
    name: '申请升级链上角色',
    i18n: 'chainIdentityUpgrade',
    path: '/chainmanagement/identity/upgrade',
    source: 'UserOutlined',
    sort: 5,
    title: t('申请升级链上角色', 'Apply for a higher chain role'),
  },
  { code: 'chain-node', top: 'chain', name: '节点管理', i18n: 'chainNode', source: 'CloudOutlined', sort: 2, title: t('节点管理', 'Nodes') },
  {
    code: 'chain-node-apply',
    top: 'chain',
    parent: 'chain-node',
    name: '申请节点',
    i18n: 'chainNodeApply',
    path: '/chainmanagement/node/addoperedetail',
    source: 'FileTextOutlined',
    sort: 4,
    title: t('申请节点', 'Apply for a node'),
  },
  {
    code: 'monitor-backbone',
    top: 'monitor',
    name: '主干链监控',
    i18n: 'monitorBackbone',
    source: 'DashboardOutlined',
    sort: 1,
    title: t('主干链监控', 'Backbone monitoring'),
  },
  {
    code: 'monitor-overview',
    top: 'monitor',
    parent: 'monitor-backbone',
    name: '监控总览',
    i18n: 'monitorOverview',
    path: '/monitor/backbone/index',
    source: 'DashboardOutlined',
    sort: 1,
    title: t('监控总览', 'Monitoring overview'),
  },
  // The app center's monitor overview (docs/domain/apps.md).
  { code: 'monitor-apps', top: 'monitor', name: '应用监控', i18n: 'monitorApps', source: 'AppstoreOutlined', sort: 2, title: t('应用监控', 'App monitoring') },
  {
    code: 'monitor-apps-overview',
    top: 'monitor',
    parent: 'monitor-apps',
    name: '应用监控总览',
    i18n: 'monitorAppsOverview',
    path: '/monitor/apps/index',
    source: 'LineChartOutlined',
    sort: 1,
    title: t('应用监控总览', 'App monitoring overview'),
  },
  { code: 'system-base', top: 'system', name: '系统设置', i18n: 'systemBase', source: 'SettingOutlined', sort: 1, roles: ADMIN },
  { code: 'system-permission', top: 'system', name: '权限管理', i18n: 'permission', source: 'SafetyOutlined', sort: 2, roles: ADMIN },
  { code: 'system-resource', top: 'system', name: '资源管理', i18n: 'resource', source: 'CloudOutlined', sort: 3, roles: ADMIN },
  { code: 'system-message', top: 'system', name: '消息配置', i18n: 'messaging', source: 'MailOutlined', sort: 4, roles: ADMIN },
  { code: 'system-tool', top: 'system', name: '研发工具', i18n: 'tool', source: 'ToolOutlined', sort: 5, roles: ADMIN },
  // The screen studio (issue 22, also product staff; the schema playground of issue 13 is its JSON view).
  {
    code: 'tool-studio',
    top: 'system',
    parent: 'system-tool',
    name: '页面工作室',
    i18n: 'studio',
    path: '/tool/studio',
    source: 'AppstoreOutlined',
    sort: 91,
    roles: [...ADMIN, PRODUCT],
    title: t('页面工作室', 'Screen studio'),
  },
  { code: 'system-flow', top: 'system', name: '流程管理', i18n: 'flow', source: 'ApartmentOutlined', sort: 6, roles: ADMIN },
  { code: 'system-job', top: 'system', name: '任务调度', i18n: 'job', source: 'ScheduleOutlined', sort: 7, roles: ADMIN },
  { code: 'system-log', top: 'system', name: '日志管理', i18n: 'log', source: 'FileSearchOutlined', sort: 8, roles: ADMIN },
  {
    code: 'personal-center',
    top: 'personal',
    name: '个人中心',
    i18n: 'personalCenter',
    source: 'UserOutlined',
    sort: 1,
    title: t('个人中心', 'Personal center'),
  },
  ...personal.map(([code, path, zh, en, source], i): Decl => ({
    code,
    top: 'personal',
    parent: 'personal-center',
    name: zh,
    i18n: code,
    path,
    source,
    sort: i + 1,
    title: t(zh, en),
    hidden: personalDetails.has(code),
  })),
  { code: 'message-pending', top: 'message', name: '待办事项', i18n: 'pending', path: '/Message/todoList/pending', source: 'BellOutlined', sort: 1 },
  { code: 'message-alarm', top: 'message', name: '告警信息', i18n: 'alarm', path: '/Message/alarm/index', source: 'AlertOutlined', sort: 2 },
  { code: 'message-notice', top: 'message', name: '通知公告', i18n: 'notice', path: '/Message/notice/index', source: 'NotificationOutlined', sort: 3 },
];

/** A screen's entry in the seed (mock/_seed/menus.json), as studio/menuSeed.ts writes it. */
export interface SchemaMenu {
  code: string;
  parent: string;
  sort: number;
  path: string;
  title: { 'zh-CN': string; 'en-US': string };
  roles: string[];
  icon?: string;
  /** In the menus (admitted by the route guard) but not drawn in the side menu (BladeX hidden menus). */
  hidden?: boolean;
  /** Button codes the screen checks (its "permissions" values). */
  buttons: string[];
}

/** The screens' menu entries, roles and button codes (seed data). */
export function schemaMenus(): SchemaMenu[] {
  if (!seedFile) seedFile = JSON.parse(fs.readFileSync(seedPath, 'utf8')) as { screens: SchemaMenu[] };
  return seedFile.screens;
}

/**
 * Reads the menu seed again (the development save wrote a new screen's entry): the next menu call
 * answers the new tree. `file` points the mock at another seed (the unit tests' copies).
 */
/** The seed file the menus are read from. */
export const menuSeedPath = () => seedPath;
export function reloadMenus(file?: string) {
  if (file) seedPath = file;
  seedFile = null;
  cache = null;
}

/** Menu ids by code: kept across reloads, so a new entry does not renumber the others. */
const idsByCode = new Map<string, string>();
let nextMenuId = 100;
function buildTree(): MenuNode[] {
  const byCode = new Map<string, MenuNode>();
  const roots: MenuNode[] = [];
  const topId = (code: string) => topMenus.find((t) => t.code === code)?.id ?? '0';
  const make = (d: Decl, parent?: MenuNode): MenuNode => {
    if (!idsByCode.has(d.code)) idsByCode.set(d.code, String((nextMenuId += 1)));
    const node: MenuNode = {
      id: idsByCode.get(d.code)!,
      parentId: parent?.id ?? '0',
      topMenuId: parent?.topMenuId ?? topId(d.top),
      name: d.name,
      code: d.code,
      path: d.path ?? '',
      source: d.source ?? 'AppstoreOutlined',
      sort: d.sort,
      category: 1,
      meta: { i18n: d.i18n, roles: d.roles ?? ALL, ...(d.title ? { title: d.title } : {}), ...(d.hidden ? { hidden: true } : {}) },
      children: [],
    };
    if (node.meta.roles.includes('administrator') && !node.meta.roles.includes(PRODUCT) && !NOT_FOR_PRODUCT.has(d.code))
      node.meta.roles = [...node.meta.roles, PRODUCT];
    byCode.set(d.code, node);
    (parent ? parent.children : roots).push(node);
    return node;
  };
  for (const d of declared) make(d, d.parent ? byCode.get(d.parent) : undefined);
  for (const s of schemaMenus()) {
    const parent = byCode.get(s.parent);
    if (!parent) continue;
    const node = make({ code: s.code, top: '', name: s.title['zh-CN'], i18n: s.code, path: s.path, source: s.icon, sort: s.sort, roles: s.roles }, parent);
    node.meta.title = s.title;
    if (s.hidden) node.meta.hidden = true;
  }
  const sortRec = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort);
    list.forEach((n) => sortRec(n.children));
  };
  sortRec(roots);
  return roots;
}

let cache: MenuNode[] | null = null;
export function menuTree(): MenuNode[] {
  if (!cache) cache = buildTree();
  return cache;
}

/** The tree a role may see: a node shows when its meta.roles include the role; empty groups drop. */
export function menuTreeFor(role: string, topMenuId?: string): MenuNode[] {
  const prune = (list: MenuNode[]): MenuNode[] =>
    list
      .filter((n) => n.meta.roles.includes(role))
      .map((n) => ({ ...n, children: prune(n.children) }))
      .filter((n) => n.path || n.children.length > 0);
  return prune(menuTree().filter((n) => !topMenuId || n.topMenuId === String(topMenuId)));
}

/** Extra button codes of bespoke pages (the IDE and chain pages check these). */
export const bespokeButtons: string[] = [];

/**
 * The mock's role grants: the administrator holds every button code; a user holds the codes of
 * the screens their role sees, except audit buttons (codes ending in "_audit"), which stay with
 * administrators as a real deployment's role grants would keep them.
 */
export function buttonCodesFor(role: string): string[] {
  // Product staff hold the administrator's codes so screens show as designed; the gateway refuses their writes.
  const admin = role === 'administrator' || role === PRODUCT;
  const codes = new Set<string>(admin ? bespokeButtons : []);
  for (const s of schemaMenus()) if (admin || s.roles.includes(role)) s.buttons.filter((b) => admin || !/_audit$/.test(b)).forEach((b) => codes.add(b));
  return [...codes];
}
