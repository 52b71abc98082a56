/**
 * Alliance experts (spec 7.4 expert/*, docs/domain/alliance.md): verified users (status 2, the
 * status gate of every console menu) read the list with the experts' phones and e-mail addresses
 * masked; administrators read them whole and add, update and remove.
 */
import { phoneError, ruleField } from '../_lib/rules';
import { resource } from '../_lib/resource';
import { seedTime, Table, type Row } from '../_lib/store';
import { isAdmin, type User } from '../_lib/users';

/** 137****1037: the first three and the last four digits. */
const maskPhone = (v: unknown) => (v ? String(v).replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') : v);
/** ex***@alliance.example.cn: two characters of the name, the domain. */
const maskEmail = (v: unknown) => (v ? String(v).replace(/^([^@]{0,2})[^@]*@/, '$1***@') : v);

const NAMES = ['刘振华', '陈思远', '杨慧敏', '黄志刚', '周文博', '吴雅琴', '徐国栋', '孙立新', '马晓燕', '朱建平', '胡明轩', '郭佳怡'];
const FIELDS = ['区块链底层技术', '密码学', '分布式系统', '数字身份', '标识解析', '智能合约安全'];
const TITLES = ['教授', '研究员', '高级工程师', '副教授'];
const ORGS = ['清华大学', '中国科学院', '国家链网运营中心', '北京邮电大学', '浙江大学', '南方可信数据有限公司'];

export const experts = new Table<Row>(
  'alliance-expert',
  NAMES.map((name, i) => ({
    id: String(i + 1),
    expertName: name,
    gender: i % 3 === 2 ? 2 : 1,
    title: TITLES[i % TITLES.length],
    orgName: ORGS[i % ORGS.length],
    field: FIELDS[i % FIELDS.length],
    phone: `1371234${String(1000 + i * 37).slice(-4)}`,
    email: `expert${i + 1}@alliance.example.cn`,
    introduction: `${name}，长期从事${FIELDS[i % FIELDS.length]}研究。`,
    creator: '',
    createTime: seedTime(100 + i * 3),
  })),
);

export default resource({
  table: experts,
  base: '/api/sfbn-alliance',
  calls: {
    list: false,
    page: 'expert/listByPage',
    detail: 'expert/detail',
    submit: false,
    add: 'expert/add',
    update: 'expert/update',
    remove: 'expert/remove',
  },
  access: { read: 'real-name', write: 'admin' },
  view: (row, user?: User) => (user && isAdmin(user) ? row : { ...row, phone: maskPhone(row.phone), email: maskEmail(row.email) }),
  fields: {
    expertName: { label: '专家姓名', type: 'text', max: 20, required: '请输入专家姓名' },
    gender: { label: '性别', type: 'int', enum: [1, 2] },
    title: { label: '职称', type: 'text', max: 20 },
    orgName: { label: '所在单位', type: 'text', max: 50, required: '请输入所在单位' },
    field: { label: '专业领域', type: 'text', max: 50, required: '请输入专业领域' },
    phone: { label: '联系电话', type: 'text', max: 11 },
    email: ruleField('email', '电子邮箱', 50),
    introduction: { label: '专家简介', type: 'text', max: 500 },
  },
  beforeSave: (v) => (v.phone ? phoneError(v.phone) : undefined),
  sort: (a, b) => String(b.createTime).localeCompare(String(a.createTime)),
});
