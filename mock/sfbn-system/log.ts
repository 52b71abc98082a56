/** Logs (spec 7.2): usual, api, error, login, operation, and statistics. Read-only. */
import { ok, params, paginate, type Routes } from '../_lib/http';
import { pick, seed } from '../_lib/rows';
import { resource, timeRange } from '../_lib/resource';
import { Table, seedTime } from '../_lib/store';
import { needs } from '../_lib/access';
import type { Page } from '../../shared/wire/envelope';
import type { ServiceStatistics } from '../../shared/wire/system';

const uris = [
  '/sfbn-system/param/list',
  '/sfbn-system/user/page',
  '/sfbn-alliance/chainNode/listByPage',
  '/sfbn-identity/identityKey/listByPage',
  '/sfbn-app-center/appinformation/page',
  '/sfbn-resource/attach/upload',
];
const ips = ['10.12.0.21', '10.12.0.35', '172.16.8.14', '192.168.10.77'];
const accounts = ['admin', 'zhangsan', 'lisi', 'user01', 'user02'];
const common = (i: number) => ({
  serviceId: pick(['sfbn-system', 'sfbn-alliance', 'sfbn-identity', 'sfbn-resource'], i),
  serverIp: pick(['10.0.0.11', '10.0.0.12'], i),
  serverHost: pick(['bbn-app-01', 'bbn-app-02'], i),
  env: 'prod',
  remoteIp: pick(ips, i),
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
  requestUri: pick(uris, i),
  method: pick(['GET', 'POST'], i),
  params: i % 2 ? 'current=1&size=10' : '{"id":"1"}',
  createBy: pick(accounts, i),
  createTime: seedTime(700 + i),
});

export const usualLog = new Table(
  'log-usual',
  seed(24, (i) => ({
    id: `u${i + 1}`,
    ...common(i),
    logLevel: pick(['INFO', 'WARN', 'ERROR'], i),
    logId: `biz-${1000 + i}`,
    logData: `业务日志：${pick(['刷新缓存', '同步区块高度', '重建索引', '发送通知'], i)}完成`,
  })),
);
export const apiLog = new Table(
  'log-api',
  seed(30, (i) => ({
    id: `a${i + 1}`,
    ...common(i),
    type: 1,
    title: pick(['查询参数', '用户分页', '节点分页', '身份分页', '应用分页', '附件上传'], i),
    time: String(20 + ((i * 37) % 400)),
  })),
);
export const errorLog = new Table(
  'log-error',
  seed(18, (i) => ({
    id: `e${i + 1}`,
    ...common(i),
    exceptionName: pick(['java.lang.NullPointerException', 'org.springframework.dao.DuplicateKeyException', 'java.net.SocketTimeoutException'], i),
    message: pick(['空指针异常', '主键重复', '节点连接超时'], i),
    stackTrace:
      'at org.springblade.modules.system.service.impl.ParamServiceImpl.submit(ParamServiceImpl.java:42)\nat org.springblade.core.boot.ctrl.BladeController.handle(BladeController.java:88)',
    fileName: 'ParamServiceImpl.java',
    lineNumber: 42 + i,
  })),
);
export const loginLog = new Table(
  'log-login',
  seed(26, (i) => ({
    id: `l${i + 1}`,
    account: pick(accounts, i),
    remoteIp: pick(ips, i),
    location: pick(['北京市 海淀区', '上海市 浦东新区', '广东省 深圳市', '浙江省 杭州市'], i),
    browser: 'Chrome 126',
    os: pick(['Windows 11', 'macOS 14', 'Ubuntu 24.04'], i),
    status: i % 7 === 3 ? 0 : 1,
    msg: i % 7 === 3 ? '密码错误' : '登录成功',
    loginTime: seedTime(800 + i),
    createTime: seedTime(800 + i),
  })),
);
export const operationLog = new Table(
  'log-operation',
  seed(22, (i) => ({
    id: `o${i + 1}`,
    ...common(i),
    title: pick(['新增参数', '修改用户', '删除字典', '授权角色', '封存字典', '启用短信'], i),
    businessType: pick(['新增', '修改', '删除', '授权'], i),
    operator: pick(accounts, i),
    result: i % 9 === 4 ? 0 : 1,
    time: String(15 + ((i * 53) % 300)),
  })),
);

// Every log list is searched by a time range (startTime, endTime): the operation time, for logins the login time.
const ro = { access: 'admin' as const, calls: { submit: false, remove: false } as const, filters: timeRange('createTime', ['startTime', 'endTime']) };
const routes: Routes = {
  ...resource({ table: usualLog, base: '/api/sfbn-log/usual', ...ro }),
  ...resource({ table: apiLog, base: '/api/sfbn-log/api', ...ro }),
  ...resource({ table: errorLog, base: '/api/sfbn-log/error', ...ro }),
  // Exports read the list call with a large size: holders of the export code get every row.
  ...resource({
    table: loginLog,
    base: '/api/sfbn-log/login',
    ...ro,
    filters: timeRange('loginTime', ['startTime', 'endTime']),
    exportButton: 'log_login_export',
  }),
  ...resource({ table: operationLog, base: '/api/sfbn-log/operation', ...ro, exportButton: 'log_operation_export' }),
  /** Statistics: calls per service and day, from the api log. */
  // Hand-written: the statistics are counted from the log tables at each call, not stored rows.
  'GET /api/sfbn-log/statistics/list': needs(
    (req, res) => {
      const p = params(req);
      const rows = ['sfbn-system', 'sfbn-alliance', 'sfbn-identity', 'sfbn-resource'].flatMap((serviceId, s) =>
        [0, 1, 2].map((d) => ({
          id: `${serviceId}-${d}`,
          serviceId,
          statDate: seedTime(24 * (d + 30)).slice(0, 10),
          apiCount: apiLog.rows.filter((r) => r.serviceId === serviceId).length * (d + 1) + s,
          errorCount: errorLog.rows.filter((r) => r.serviceId === serviceId).length + d,
          loginCount: loginLog.rows.length - s - d,
          avgTime: 40 + s * 7 + d * 3,
        })),
      );
      const list = rows.filter((r) => !p.serviceId || r.serviceId.includes(String(p.serviceId)));
      ok<Page<ServiceStatistics>>(res, paginate(list, p.current, p.size));
    },
    'admin',
    { wire: { query: 'StatisticsQuery', answer: { page: 'ServiceStatistics' } } },
  ),
};
export default routes;
