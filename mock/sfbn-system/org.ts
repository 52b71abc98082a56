/**
 * Regions, posts, departments, notices, documents, security settings (spec 3, 7.2). Clients and
 * sensitive words are plain resources: client.resource.json, sensitive-word.resource.json.
 */
import type { Region } from '../../shared/wire/session';
import type { Post, SecuritySettings, TreeNode } from '../../shared/wire/system';
import { fail, ok, params, type Routes } from '../_lib/http';
import { ADMIN_BID, OTHER_BID, pick } from '../_lib/rows';
import { resource, timeRange, validate, type Field } from '../_lib/resource';
import { Table, seedTime } from '../_lib/store';
import { messages } from './account';
import { security, securityFields, securityTable } from '../_lib/credentials';
import { needs, wrapping } from '../_lib/access';

// ---- regions: province / city / district, root '00' ----------------------------------------
const regionSeed: [string, string, string, number][] = [
  ['11', '00', '北京市', 1],
  ['1101', '11', '市辖区', 2],
  ['110101', '1101', '东城区', 3],
  ['110102', '1101', '西城区', 3],
  ['110105', '1101', '朝阳区', 3],
  ['110108', '1101', '海淀区', 3],
  ['12', '00', '天津市', 1],
  ['1201', '12', '市辖区', 2],
  ['120101', '1201', '和平区', 3],
  ['31', '00', '上海市', 1],
  ['3101', '31', '市辖区', 2],
  ['310101', '3101', '黄浦区', 3],
  ['310104', '3101', '徐汇区', 3],
  ['310115', '3101', '浦东新区', 3],
  ['32', '00', '江苏省', 1],
  ['3201', '32', '南京市', 2],
  ['320102', '3201', '玄武区', 3],
  ['3205', '32', '苏州市', 2],
  ['320505', '3205', '虎丘区', 3],
  ['33', '00', '浙江省', 1],
  ['3301', '33', '杭州市', 2],
  ['330106', '3301', '西湖区', 3],
  ['330108', '3301', '滨江区', 3],
  ['37', '00', '山东省', 1],
  ['3701', '37', '济南市', 2],
  ['370102', '3701', '历下区', 3],
  ['42', '00', '湖北省', 1],
  ['4201', '42', '武汉市', 2],
  ['420106', '4201', '武昌区', 3],
  ['44', '00', '广东省', 1],
  ['4401', '44', '广州市', 2],
  ['440103', '4401', '荔湾区', 3],
  ['440106', '4401', '天河区', 3],
  ['4403', '44', '深圳市', 2],
  ['440304', '4403', '福田区', 3],
  ['440305', '4403', '南山区', 3],
  ['50', '00', '重庆市', 1],
  ['5001', '50', '市辖区', 2],
  ['500103', '5001', '渝中区', 3],
  ['51', '00', '四川省', 1],
  ['5101', '51', '成都市', 2],
  ['510104', '5101', '锦江区', 3],
  ['510107', '5101', '武侯区', 3],
  ['61', '00', '陕西省', 1],
  ['6101', '61', '西安市', 2],
  ['610113', '6101', '雁塔区', 3],
  ['71', '00', '台湾省', 1],
  ['81', '00', '香港特别行政区', 1],
  ['82', '00', '澳门特别行政区', 1],
];
export const regionTable = new Table(
  'region',
  regionSeed.map(([code, parentCode, name, regionLevel], i) => ({
    id: code,
    code,
    parentCode,
    name,
    regionLevel,
    sort: i + 1,
    remark: '',
    creator: ADMIN_BID(),
    createTime: seedTime(i),
  })),
);
const regionCrud = resource({
  table: regionTable,
  base: '/api/sfbn-system/region', // Every form's region picker reads regions.
  access: { read: 'user', write: 'admin' },
  tree: { parentField: 'parentCode', keyField: 'code', root: '00', label: 'name' },
  required: { code: '请输入区划编号', name: '请输入区划名称', regionLevel: '请选择区划层级' },
  unique: { code: '区划编号' },
  beforeSave: (v, existing) => {
    if (!existing && v.code) v.id = String(v.code);
  },
  sort: (a, b) => a.sort - b.sort,
});

// ---- posts -------------------------------------------------------------------------------
const posts = [
  '首席执行官',
  '首席技术官',
  '运营总监',
  '技术总监',
  '产品经理',
  '区块链架构师',
  '智能合约工程师',
  '节点运维工程师',
  '安全工程师',
  '测试工程师',
  '前端工程师',
  '后端工程师',
  '商务专员',
  '行政专员',
];
export const postTable = new Table(
  'post',
  posts.map((postName, i) => ({
    id: String(1123598817738675201n + BigInt(i)),
    category: i < 2 ? 1 : i < 4 ? 2 : i < 12 ? 3 : 4,
    postCode: `P${String(i + 1).padStart(3, '0')}`,
    postName,
    sort: i + 1,
    remark: '',
    creator: i % 5 === 4 ? OTHER_BID() : ADMIN_BID(),
    createTime: seedTime(i),
  })),
);

// ---- departments (tree) ------------------------------------------------------------------
const deptSeed: [string, string, string, number][] = [
  ['链网科技集团', '0', '链网科技集团有限公司', 1],
  ['链网运营中心', '1', '链网运营中心', 2],
  ['技术研发部', '1', '技术研发部', 2],
  ['联盟事务部', '1', '联盟事务部', 2],
  ['安全合规部', '1', '安全合规部', 2],
  ['底层平台组', '3', '技术研发部底层平台组', 3],
  ['合约工具组', '3', '技术研发部合约工具组', 3],
  ['标识解析组', '3', '技术研发部标识解析组', 3],
  ['节点运维组', '2', '链网运营中心节点运维组', 3],
  ['客户服务组', '2', '链网运营中心客户服务组', 3],
  ['华东分公司', '0', '链网科技华东分公司', 1],
  ['华南分公司', '0', '链网科技华南分公司', 1],
];
export const deptTable = new Table(
  'dept',
  deptSeed.map(([deptName, parent, fullName, deptCategory], i) => ({
    id: String(1123598813738675201n + BigInt(i)),
    parentId: parent === '0' ? '0' : String(1123598813738675200n + BigInt(Number(parent))),
    deptName,
    fullName,
    deptCategory,
    sort: i + 1,
    remark: '',
    tenantId: '000000',
    creator: ADMIN_BID(),
    createTime: seedTime(i),
  })),
);

// ---- notices -----------------------------------------------------------------------------
const noticeTitles = [
  '骨干网 v2.3 升级公告',
  '标识解析服务维护通知',
  '联盟年度大会通知',
  '新版合约 IDE 上线',
  '节点入网审核规范更新',
  '数字身份认证流程优化',
  '春节期间值班安排',
  '子链治理办法征求意见',
  '安全漏洞修复公告',
  '积分转账手续费调整',
  '应用商城上架规则',
  '骨干链监控中心启用',
  '开放接口限流说明',
];
export const noticeTable = new Table(
  'notice',
  noticeTitles.map((title, i) => ({
    id: String(1123598818738675201n + BigInt(i)),
    title,
    category: (i % 5) + 1,
    releaseTime: seedTime(400 + i * 24),
    content: `<p><strong>${title}</strong></p><p>各位成员：本通知自发布之日起生效，请相关单位及时做好准备工作。</p><ul><li>生效时间：${seedTime(400 + i * 24)}</li><li>联系人：链网运营中心</li></ul>`,
    creator: i % 4 === 3 ? OTHER_BID() : ADMIN_BID(),
    createTime: seedTime(400 + i * 24),
  })),
);

/**
 * Rich text (notices, documents) is HTML: the markup of a few formatted paragraphs is far longer
 * than what a reader sees, so the cap is a size no real notice reaches (100,000 characters of
 * HTML), not the 500 of a plain text column.
 */
const RICH_TEXT = (label: string): Field => ({ label, type: 'text', max: 100_000 });

/** Attachment links: http(s) addresses or the gateway's own file links, comma-joined (no javascript:, no data:). */
const ATTACHMENTS: Field = {
  label: '附件',
  type: 'text',
  max: 2000,
  pattern: [/^(?:https?:\/\/|\/api\/)[^,\s]+(?:,(?:https?:\/\/|\/api\/)[^,\s]+)*$/i, '附件地址须为http(s)链接或上传的文件'],
};

/**
 * A notice the administrator publishes reaches every user's message center (unread, so the bell's
 * dot and the notice badge show it); an edited notice updates the message it sent.
 */
function publishToMessageCenter(routes: Routes): Routes {
  const key = 'POST /api/sfbn-system/notice/submit';
  const submit = routes[key];
  const plain = (html: unknown) =>
    String(html ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    ...routes,
    // Still the descriptor's route: its access and descriptor travel with the wrapper.
    [key]: wrapping(submit, async (req, res) => {
      const before = new Set(noticeTable.rows.map((r) => r.id));
      await submit(req, res);
      if (res.statusCode !== 200) return;
      for (const n of noticeTable.rows) {
        const message = { title: n.title, content: plain(n.content), noticeId: n.id };
        const sent = messages.notice.rows.find((m) => m.noticeId === n.id);
        if (!before.has(n.id)) messages.notice.insert({ ...message, userId: '*', isRead: 0, handled: 0 });
        else if (sent && n.id === String(params(req).id)) messages.notice.update(sent.id, message);
      }
    }),
  };
}

// ---- documents ---------------------------------------------------------------------------
const docs = [
  '平台接入指南',
  '数字身份申请说明',
  '节点部署手册',
  '子链创建流程',
  '智能合约开发规范',
  '标识注册操作手册',
  '应用上架审核说明',
  '开放接口文档',
  '积分规则说明',
  '安全与隐私政策',
  '常见问题解答',
  '联盟章程',
  '运维值班制度',
];
export const documentTable = new Table(
  'document',
  docs.map((title, i) => ({
    id: String(1300000000000001001n + BigInt(i)),
    title,
    category: pick(['操作手册', '规范制度', '接口文档'], i),
    sort: i + 1,
    attachment: '',
    content: `<h3>${title}</h3><p>本文档介绍${title}的主要内容与操作步骤。</p><ol><li>阅读前置条件</li><li>按步骤操作</li><li>联系运营中心获取支持</li></ol>`,
    creator: i % 4 === 3 ? OTHER_BID() : ADMIN_BID(),
    createTime: seedTime(500 + i),
  })),
);

const routes: Routes = {
  ...regionCrud,
  // Hand-written: the region picker's lazy tree (?parentCode=) and a region by its code; the descriptor's lazy list and detail answer other paths.
  'GET /api/sfbn-system/region/lazy-tree': needs(
    (req, res) => {
      const parent = String(params(req).parentCode ?? '00');
      ok<Region[]>(
        res,
        regionTable.rows.filter((r) => r.parentCode === parent).map((r) => ({ ...r, hasChildren: regionTable.rows.some((c) => c.parentCode === r.code) })),
      );
    },
    'user',
    { wire: { query: 'RegionQuery', answer: { list: 'Region' } } },
  ),
  'GET /api/sfbn-system/region/detail': needs(
    (req, res) => {
      const p = params(req);
      const r = regionTable.get(p.id ?? p.code);
      if (!r) return fail(res, '数据不存在');
      ok<Region>(res, { ...r, hasChildren: regionTable.rows.some((c) => c.parentCode === r.code) });
    },
    'user',
    { wire: { query: 'RegionCodeQuery', answer: 'Region' } },
  ),
  ...resource({
    table: postTable,
    base: '/api/sfbn-system/post',
    access: 'admin',
    required: { category: '请选择岗位类型', postCode: '请输入岗位编号', postName: '请输入岗位名称' },
    unique: { postCode: '岗位编号' },
    sort: (a, b) => a.sort - b.sort,
  }),
  // Hand-written: every post at once for a select (the descriptor's lists are paged).
  'GET /api/sfbn-system/post/select': needs((_req, res) => ok<Post[]>(res, postTable.rows as Post[]), 'admin', { wire: { answer: { list: 'Post' } } }),
  ...resource({
    table: deptTable,
    base: '/api/sfbn-system/dept',
    access: 'admin',
    tree: { label: 'deptName' },
    calls: { tree: 'tree' },
    required: { deptName: '请输入机构名称', fullName: '请输入机构全称', deptCategory: '请选择机构类型' },
    sort: (a, b) => a.sort - b.sort,
  }),
  // Hand-written: a tree select's nodes ({id, title, value, key}), not the rows the descriptor's lazy list answers.
  'GET /api/sfbn-system/dept/lazy-tree': needs(
    (req, res) => {
      const parent = String(params(req).parentId ?? '0');
      ok<TreeNode[]>(
        res,
        deptTable.rows
          .filter((r) => r.parentId === parent)
          .map((r) => ({ id: r.id, title: r.deptName, value: r.id, key: r.id, hasChildren: deptTable.rows.some((c) => c.parentId === r.id) })),
      );
    },
    'admin',
    { wire: { query: 'ParentQuery', answer: { list: 'TreeNode' } } },
  ),
  ...publishToMessageCenter(
    resource({
      table: noticeTable,
      base: '/api/sfbn-system/notice',
      access: 'admin',
      required: { title: '请输入通知标题', category: '请选择通知类型', content: '请输入通知内容' },
      fields: { content: RICH_TEXT('通知内容') },
      filters: timeRange('releaseTime', ['releaseTimeStart', 'releaseTimeEnd']),
    }),
  ),
  ...resource({
    table: documentTable,
    base: '/api/sfbn-system/document',
    access: 'admin',
    required: { title: '请输入文档标题', content: '请输入文档内容' },
    fields: { content: RICH_TEXT('文档内容'), attachment: ATTACHMENTS },
    sort: (a, b) => a.sort - b.sort,
  }),
  // Hand-written: one row of settings, changed as a whole (no ids, no list).
  'GET /api/sfbn-system/system/security/detail': needs((_req, res) => ok<SecuritySettings>(res, security() as SecuritySettings), 'admin', {
    wire: { answer: 'SecuritySettings' },
  }),
  'POST /api/sfbn-system/system/security/update': needs(
    (req, res) => {
      // Checked as a whole before anything is stored: a refused value leaves every setting as it was.
      const settings = security();
      const checked = validate({ table: securityTable, base: '', fields: securityFields }, params(req), settings);
      if ('error' in checked) return fail(res, checked.error);
      const { id: _id, ...values } = checked.values;
      for (const [k, v] of Object.entries(values)) if (v !== null && v !== '') settings[k] = v;
      ok<SecuritySettings>(res, settings as SecuritySettings, '保存成功');
    },
    'admin',
    { wire: { body: 'SecuritySettings', answer: 'SecuritySettings' } },
  ),
};

export default routes;
