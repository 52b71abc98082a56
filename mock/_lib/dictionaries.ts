/**
 * The mock's dictionaries (spec 2.6, 3, 7.2): one table, dict-biz, whose parent rows (parentId 0)
 * name a dictionary by code and whose children are its entries (dictKey, dictValue). Its routes
 * are the service's (mock/sfbn-system/dict.ts); here because the generic JSON resources check a
 * field's `dict` against it too (./jsonResource.ts), and _lib imports no service.
 */
import { ADMIN_BID, OTHER_BID } from './rows';
import { Table, seedTime, type Row } from './store';

/** code -> [name, entries]. Codes match src/engine/format/registry.ts. */
const seedDicts: Record<string, [string, [string | number, string][]]> = {
  yes_no: [
    '是否',
    [
      [0, '否'],
      [1, '是'],
    ],
  ],
  enable_status: [
    '启用状态',
    [
      [0, '停用'],
      [1, '启用'],
    ],
  ],
  user_type: [
    '账号类型',
    [
      [1, '个人'],
      [2, '组织'],
    ],
  ],
  auth_status: [
    '认证状态',
    [
      [0, '已驳回'],
      [1, '未认证'],
      [2, '已认证'],
      [3, '审核中'],
      [4, '已注销'],
      [5, '已过期'],
    ],
  ],
  blacklist: [
    '黑名单状态',
    [
      [0, '正常'],
      [1, '黑名单'],
    ],
  ],
  notice: [
    '通知类型',
    [
      [1, '发布通知'],
      [2, '批转通知'],
      [3, '转发通知'],
      [4, '指示通知'],
      [5, '其他通知'],
    ],
  ],
  menu_category: [
    '菜单类型',
    [
      [1, '菜单'],
      [2, '按钮'],
    ],
  ],
  button_func: [
    '按钮功能',
    [
      [1, '工具栏'],
      [2, '操作栏'],
      [3, '工具操作栏'],
    ],
  ],
  data_scope_type: [
    '数据权限类型',
    [
      [1, '全部可见'],
      [2, '本人可见'],
      [3, '所在机构可见'],
      [4, '所在机构及子级可见'],
      [5, '自定义'],
    ],
  ],
  api_scope_type: [
    '接口权限类型',
    [
      [1, '全部接口'],
      [2, '自定义'],
    ],
  ],
  post_category: [
    '岗位类型',
    [
      [1, '高层'],
      [2, '中层'],
      [3, '基层'],
      [4, '其他'],
    ],
  ],
  org_category: [
    '机构类型',
    [
      [1, '公司'],
      [2, '部门'],
      [3, '小组'],
    ],
  ],
  region_level: [
    '区划层级',
    [
      [1, '省份'],
      [2, '地市'],
      [3, '区县'],
      [4, '乡镇'],
      [5, '村委'],
    ],
  ],
  oss: [
    '对象存储类型',
    [
      [1, 'minio'],
      [2, '七牛云'],
      [3, '阿里云'],
      [4, '腾讯云'],
    ],
  ],
  sms: [
    '短信服务类型',
    [
      [1, '云片'],
      [2, '七牛云'],
      [3, '阿里云'],
      [4, '腾讯云'],
    ],
  ],
  sms_type: [
    '短信用途',
    [
      [1, '验证码'],
      [2, '通知'],
      [3, '营销'],
    ],
  ],
  send_status: [
    '发送状态',
    [
      [0, '失败'],
      [1, '成功'],
    ],
  ],
  email_type: [
    '邮件模板类型',
    [
      [1, '验证码'],
      [2, '通知'],
      [3, '审核结果'],
    ],
  ],
  publish_status: [
    '发布状态',
    [
      [0, '未发布'],
      [1, '已发布'],
    ],
  ],
  audit_status: [
    '审核状态',
    [
      [0, '待审核'],
      [1, '已通过'],
      [2, '已驳回'],
    ],
  ],
  flow_category: [
    '流程分类',
    [
      [1, '办公流程'],
      [2, '审批流程'],
      [3, '财务流程'],
    ],
  ],
  flow_status: [
    '流程状态',
    [
      [1, '激活'],
      [2, '挂起'],
    ],
  ],
  leave_type: [
    '请假类型',
    [
      [1, '年假'],
      [2, '病假'],
      [3, '事假'],
      [4, '婚假'],
    ],
  ],
  job_route: [
    '路由策略',
    [
      ['FIRST', '第一个'],
      ['LAST', '最后一个'],
      ['ROUND', '轮询'],
      ['RANDOM', '随机'],
    ],
  ],
  job_status: [
    '任务状态',
    [
      [0, '停止'],
      [1, '运行'],
    ],
  ],
  job_result: [
    '调度结果',
    [
      [200, '成功'],
      [500, '失败'],
      [0, '进行中'],
    ],
  ],
  job_address_type: [
    '注册方式',
    [
      [0, '自动注册'],
      [1, '手动录入'],
    ],
  ],
  log_level: [
    '日志级别',
    [
      ['INFO', '信息'],
      ['WARN', '警告'],
      ['ERROR', '错误'],
    ],
  ],
  db_driver: [
    '数据库驱动',
    [
      ['com.mysql.cj.jdbc.Driver', 'MySQL'],
      ['org.postgresql.Driver', 'PostgreSQL'],
      ['dm.jdbc.driver.DmDriver', '达梦'],
    ],
  ],
  password_mode: [
    '密码加密方式',
    [
      [1, 'SM3'],
      [2, 'BCrypt'],
      [3, 'MD5'],
    ],
  ],
  member_status: [
    '成员状态',
    [
      [0, '已邀请'],
      [1, '已加入'],
      [2, '黑名单'],
    ],
  ],
  report_type: [
    '报表类型',
    [
      [1, '列表报表'],
      [2, '图表报表'],
      [3, '大屏报表'],
    ],
  ],
  identity_apply_type: [
    '认证类型',
    [
      [1, '个人'],
      [2, '机构'],
    ],
  ],
  grant_type: [
    '授权类型',
    [
      ['password', '密码模式'],
      ['refresh_token', '刷新令牌'],
      ['authorization_code', '授权码'],
      ['client_credentials', '客户端'],
    ],
  ],
};

const rows: Row[] = [];
let seq = 1600000000000000000n;
let t = 0;
for (const [code, [name, entries]] of Object.entries(seedDicts)) {
  seq += 1n;
  const parentId = String(seq);
  t += 1;
  rows.push({
    id: parentId,
    parentId: '0',
    code,
    dictKey: '-1',
    dictValue: name,
    sort: t,
    isSealed: 0,
    remark: '',
    creator: t % 6 === 5 ? OTHER_BID() : ADMIN_BID(),
    createTime: seedTime(t),
  });
  entries.forEach(([key, value], i) => {
    seq += 1n;
    rows.push({
      id: String(seq),
      parentId,
      code,
      dictKey: String(key),
      dictValue: value,
      sort: i + 1,
      isSealed: 0,
      remark: '',
      creator: ADMIN_BID(),
      createTime: seedTime(t),
    });
  });
}
export const dictTable = new Table('dict-biz', rows);

/** The keys of a dictionary of the mock, as they are now (undefined: no such dictionary). */
export function dictKeys(code: string): string[] | undefined {
  const parent = dictTable.rows.find((r) => r.code === code && String(r.parentId) === '0');
  if (!parent) return undefined;
  return dictTable.rows.filter((r) => r.code === code && String(r.parentId) !== '0').map((r) => String(r.dictKey));
}
