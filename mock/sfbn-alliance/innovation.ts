/**
 * The alliance's innovation library (spec 7.4, docs/domain/alliance.md) in three kinds held in one
 * table by innovationType: 1 technology, 2 app, 3 other. technologyInnovation answers the list,
 * detail and remove of every kind (filter innovationType) and adds / updates technology;
 * appInnovation and otherInnovation add / update their kind. Members see and change their own
 * entries, administrators all.
 */
import type { Routes } from '../_lib/http';
import { resource, type Resource } from '../_lib/resource';
import { seedTime, Table, type Row } from '../_lib/store';
import { allianceMembers } from './_governance';

const TITLES: [number, string, string][] = [
  [1, '国密算法硬件加速方案', '密码技术'],
  [1, '跨链互操作协议', '跨链技术'],
  [1, '共识算法性能优化', '共识机制'],
  [1, '隐私计算与可信执行环境', '隐私保护'],
  [2, '供应链金融存证平台', '金融'],
  [2, '电子证照互认应用', '政务'],
  [2, '农产品溯源小程序', '农业'],
  [3, '联盟治理规则白皮书', '治理'],
  [3, '区块链人才培养计划', '人才'],
];

export const innovations = new Table<Row>(
  'alliance-innovation',
  TITLES.map(([innovationType, name, field], i) => {
    const m = allianceMembers.rows[i % 8];
    return {
      id: String(i + 1),
      innovationType,
      name,
      field,
      orgName: m.orgName,
      leader: m.contactName,
      summary: `${name}：由${m.orgName}提出，面向骨干链网的${field}创新。`,
      achievement: i % 2 ? '已在骨干链测试网完成验证' : '已在三家成员单位落地应用',
      maturity: innovationType === 1 ? (i % 3) + 1 : null,
      scene: innovationType === 2 ? `${field}场景` : '',
      category: innovationType === 3 ? field : '',
      creator: m.creator,
      createTime: seedTime(60 + i * 4),
    };
  }),
);

const KIND_CHANGE = '不能修改创新类型';
export const SERVICE: Record<number, string> = { 1: 'technologyInnovation', 2: 'appInnovation', 3: 'otherInnovation' };
const base: Omit<Resource<Row>, 'calls'> = {
  table: innovations,
  base: '/api/sfbn-alliance',
  owner: 'creator',
  access: { read: 'user', write: 'real-name' },
  fields: {
    innovationType: { label: '创新类型', type: 'int', enum: [1, 2, 3] },
    name: { label: '创新名称', type: 'text', max: 50, required: '请输入创新名称' },
    field: { label: '所属领域', type: 'text', max: 30, required: '请输入所属领域' },
    orgName: { label: '完成单位', type: 'text', max: 50, required: '请输入完成单位' },
    leader: { label: '负责人', type: 'text', max: 20 },
    summary: { label: '创新简介', type: 'text', max: 500, required: '请输入创新简介' },
    achievement: { label: '成果说明', type: 'text', max: 500 },
    maturity: { label: '技术成熟度', type: 'int', enum: [1, 2, 3] },
    scene: { label: '应用场景', type: 'text', max: 50 },
    category: { label: '创新类别', type: 'text', max: 30 },
  },
  sort: (a, b) => String(b.createTime).localeCompare(String(a.createTime)),
  // The service whose add / update calls serve the row's kind (the all-kinds resource pages choose their call by it).
  view: (row) => ({ ...row, innovationService: SERVICE[row.innovationType] ?? '' }),
};

/** The add / update calls of one kind: the kind is the call's, never the payload's. */
const kind = (path: string, innovationType: number, more: Resource<Row>['calls'] = {}) =>
  resource({
    ...base,
    calls: { list: false, page: false, detail: false, submit: false, remove: false, add: `${path}/add`, update: `${path}/update`, ...more },
    beforeSave: (values, existing) => {
      if (existing && Number(existing.innovationType) !== innovationType) return KIND_CHANGE;
      values.innovationType = innovationType;
    },
  });

const routes: Routes = {
  ...kind('technologyInnovation', 1, { page: 'technologyInnovation/listByPage', detail: 'technologyInnovation/detail', remove: 'technologyInnovation/remove' }),
  ...kind('appInnovation', 2),
  ...kind('otherInnovation', 3),
};

export default routes;
