/** Scheduled jobs, job groups and job logs (spec 7.2 /sfbn-job-admin); the groups and logs are declared in *.resource.json beside this file. */
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { ADMIN_BID, pick } from '../_lib/rows';
import { resource } from '../_lib/resource';
import { Table, formatTime, seedTime } from '../_lib/store';
import { asQuery, needs } from '../_lib/access';
import { ruleField } from '../_lib/rules';
import { resourceTable } from '../_lib/jsonResource';

const jobs = [
  '同步区块高度',
  '统计节点在线率',
  '清理过期令牌',
  '生成日报',
  '发送待办提醒',
  '归档操作日志',
  '刷新标识缓存',
  '检查证书有效期',
  '计算投票权重',
  '同步子链状态',
  '推送告警汇总',
  '积分对账',
  '清理临时附件',
];
export const jobTable = new Table(
  'job-info',
  jobs.map((jobDesc, i) => ({
    id: String(i + 1),
    jobGroup: String((i % 6) + 1),
    jobDesc,
    author: pick(['王建国', '张三', '李四'], i),
    alarmEmail: 'ops@bbn.example.cn',
    scheduleType: 'CRON',
    scheduleConf: pick(['0 */5 * * * ?', '0 0 1 * * ?', '0 0/30 * * * ?', '0 0 9 * * ?'], i),
    executorHandler: `${jobDesc.length}Handler`.replace(/^\d+/, 'bbn'),
    executorParam: '',
    executorRouteStrategy: pick(['FIRST', 'ROUND', 'RANDOM', 'LAST'], i),
    glueType: 'BEAN',
    triggerStatus: i % 4 === 3 ? 0 : 1,
    creator: ADMIN_BID(),
    createTime: seedTime(10 + i),
  })),
);
// The executors (jobgroup.resource.json) and the logs (joblog.resource.json) are JSON resources;
// the calls below that need code over their rows reach them by table name.
const groups = () => resourceTable('job-group');
const logs = () => resourceTable('job-log');

/** The next n times of a simple cron (minute step or daily hour), from 2026-01-01. */
function nextTimes(conf: string, n = 5): string[] {
  const parts = String(conf).trim().split(/\s+/);
  if (parts.length < 6) return [];
  const start = Date.UTC(2026, 0, 1);
  const step = /\*\/(\d+)|0\/(\d+)/.exec(parts[1]);
  if (step) return Array.from({ length: n }, (_, i) => formatTime(new Date(start + (i + 1) * Number(step[1] ?? step[2]) * 60_000)));
  const hour = Number(parts[2]) || 0;
  return Array.from({ length: n }, (_, i) => formatTime(new Date(start + i * 86_400_000 + hour * 3_600_000)));
}

const jobInfo = resource({
  table: jobTable,
  base: '/api/sfbn-job-admin/jobinfo',
  access: 'admin',
  calls: { list: 'pageList', page: false, detail: false, submit: false, add: 'add', update: 'update' },
  required: { jobGroup: '请选择执行器', jobDesc: '请输入任务描述', author: '请输入负责人', scheduleConf: '请输入Cron', executorHandler: '请输入JobHandler' },
  fields: { alarmEmail: ruleField('email', '报警邮件', 500) },
  defaults: () => ({ triggerStatus: 0, glueType: 'BEAN', scheduleType: 'CRON' }) as any,
  // 1 running, 0 stopped: a stopped job is started, a running one stopped (the list offers each only then).
  lifecycle: {
    field: 'triggerStatus',
    transitions: { start: { from: [0], to: 1 }, stop: { from: [1], to: 0 } },
    calls: { start: 'start', stop: 'stop' },
  },
});

const routes: Routes = {
  ...jobInfo,
  'POST /api/sfbn-job-admin/jobinfo/pageList': asQuery(jobInfo['GET /api/sfbn-job-admin/jobinfo/pageList']),
  // Hand-written: running a job once writes a log row.
  'POST /api/sfbn-job-admin/jobinfo/trigger': needs(
    (req, res) => {
      const row = jobTable.get(params(req).id);
      if (!row) return fail(res, '数据不存在');
      logs().insert({
        jobId: row.id,
        jobGroup: row.jobGroup,
        executorAddress: String(params(req).addressList || 'http://10.0.2.11:9999'),
        executorHandler: row.executorHandler,
        triggerTime: formatTime(),
        triggerCode: 200,
        triggerMsg: '任务触发类型：手动触发',
        handleTime: formatTime(),
        handleCode: 200,
        handleMsg: `执行成功 ${params(req).executorParam ?? ''}`.trim(),
      });
      ok(res, true, '操作成功');
    },
    'admin',
    { wire: { body: 'JobTriggerBody', answer: 'Done' } },
  ),
  // Hand-written: computes times from a cron.
  'POST /api/sfbn-job-admin/jobinfo/nextTriggerTime': needs(
    (req, res) => {
      const p = params(req);
      const conf = p.scheduleConf ?? jobTable.get(p.id)?.scheduleConf;
      const times = nextTimes(conf);
      if (!times.length) return fail(res, 'Cron格式错误');
      ok(res, times);
    },
    'admin',
    { wire: { body: 'CronQuery', answer: { list: 'DateTime' } } },
  ),
  // Hand-written: a projection of another table (the jobs' descriptions).
  'GET /api/sfbn-job-admin/jobgroup/getJobsByGroup': needs(
    (req, res) =>
      ok(
        res,
        jobTable.rows.filter((j) => j.jobGroup === String(params(req).jobGroup ?? params(req).id)).map((j) => j.jobDesc),
      ),
    'admin',
    { wire: { query: 'JobGroupQuery', answer: { list: 'JobName' } } },
  ),
  // Hand-written: every executor, unpaged (a select's choices).
  'GET /api/sfbn-job-admin/jobgroup/list': needs((_req, res) => ok(res, groups().rows), 'admin', { wire: { answer: { list: 'JobGroup' } } }),
  // Hand-written: clears by job, not by ids.
  'POST /api/sfbn-job-admin/joblog/clearLog': needs(
    (req, res) => {
      const jobId = params(req).jobId;
      const ids = logs()
        .rows.filter((r) => !jobId || r.jobId === String(jobId))
        .map((r) => r.id);
      logs().remove(ids);
      ok(res, ids.length, '清空成功!');
    },
    'admin',
    { wire: { body: 'ClearLogBody', answer: 'Changed' } },
  ),
};
// The job group remove takes its id in the query (spec 7.2 "remove (query)"): params() reads both.
void idList;
export default routes;
