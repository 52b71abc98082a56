/**
 * The workflow's lists and the scheduled jobs' start / stop, as declarations of the mock gateway
 * (mock/blade-flow/flow.ts, mock/sfbn-job-admin/job.ts): a leave application's approval task is
 * claimable by anyone until claimed, then in its holder's to-do list alone, and in the starter's
 * sent list; a job is started only when stopped and stopped only when running; the app center's
 * home lists the caller's own apps, an administrator's too.
 */
import { describe, expect, it } from 'vitest';
import { useMock } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const shenhe = mock.as('shenhe');
const zhang = mock.as('zhangsan');

const ids = (r: any) => r.body.data.records.map((x: any) => x.id);

describe('workflow lists', () => {
  it("an unclaimed task is in the claim list; claimed, it is in its holder's to-do list and nobody else's", async () => {
    const start = await shenhe.call('POST', '/blade-desk/process/leave/start-process', {
      startTime: '2026-03-02 09:00:00',
      endTime: '2026-03-03 18:00:00',
      leaveType: 1,
      reason: '年假',
    });
    expect(start.body).toMatchObject({ code: 200, msg: '操作成功' });
    const leave = (await shenhe.call('GET', '/blade-desk/process/leave/list', { reason: '年假' })).body.data.records[0];
    expect(leave).toMatchObject({ applyUser: expect.any(String), taskName: '部门经理审批', approvalStatus: 0 });
    const taskId = leave.taskId;
    expect(ids(await admin.call('GET', '/blade-flow/work/claim-list', { size: 200 }))).toContain(taskId);
    expect(ids(await shenhe.call('GET', '/blade-flow/work/send-list', { size: 200 }))).toContain(leave.processInstanceId);
    expect(ids(await admin.call('GET', '/blade-flow/work/send-list', { size: 200 }))).not.toContain(leave.processInstanceId);

    expect((await admin.call('POST', '/blade-flow/work/claim-task', { taskId })).body.msg).toBe('签收成功');
    expect(ids(await admin.call('GET', '/blade-flow/work/claim-list', { size: 200 }))).not.toContain(taskId);
    expect(ids(await admin.call('GET', '/blade-flow/work/todo-list', { size: 200 }))).toContain(taskId);
    expect(ids(await shenhe.call('GET', '/blade-flow/work/todo-list', { size: 200 }))).not.toContain(taskId);

    expect((await admin.call('POST', '/blade-flow/work/complete-task', { taskId, flag: 'ok', comment: '同意' })).body.code).toBe(200);
    expect(ids(await admin.call('GET', '/blade-flow/work/todo-list', { size: 200 }))).not.toContain(taskId);
    expect(ids(await admin.call('GET', '/blade-flow/work/done-list', { size: 200 }))).toContain(taskId);
  });

  it('deploying a model (a JSON resource) adds a definition numbered by how many it has; an unknown model is refused', async () => {
    const model = (await admin.call('GET', '/blade-flow/model/page', { modelKey: 'Expense' })).body.data.records[0];
    const versions = async () =>
      (await admin.call('GET', '/blade-flow/manager/page', { key: 'Expense', size: 200 })).body.data.records.map((d: any) => d.version);
    const before = await versions();
    expect((await admin.call('POST', '/blade-flow/model/deploy', { modelId: model.id, category: 2 })).body.msg).toBe('部署成功');
    expect(await versions()).toEqual([before.length + 1, ...before]);
    expect((await admin.call('POST', '/blade-flow/model/deploy', { modelId: 'nope', category: 2 })).body.msg).toBe('模型不存在');
  });

  it('the lists take their columns as filters and refuse any other key', async () => {
    const r = await admin.call('GET', '/blade-flow/work/start-list', { name: '请假流程' });
    expect(r.body.data.records.map((d: any) => d.name)).toEqual(['请假流程']);
    const bad = await admin.call('GET', '/blade-flow/work/todo-list', { taskNmae: 'x' });
    expect([bad.status, bad.body.msg]).toEqual([400, '不支持的查询条件: taskNmae']);
  });
});

describe('job start and stop', () => {
  it('starts a stopped job and stops a running one; the other way round is refused and changes nothing', async () => {
    const jobs = (await admin.call('GET', '/sfbn-job-admin/jobinfo/pageList', { size: 50 })).body.data.records;
    const stopped = jobs.find((j: any) => j.triggerStatus === 0);
    const state = async () => (await admin.call('POST', '/sfbn-job-admin/jobinfo/pageList', { jobDesc: stopped.jobDesc })).body.data.records[0].triggerStatus;
    const wrong = await admin.call('POST', '/sfbn-job-admin/jobinfo/stop', { id: stopped.id });
    expect([wrong.status, wrong.body.msg]).toEqual([400, '当前状态不允许该操作']);
    expect(await state()).toBe(0);
    expect((await admin.call('POST', '/sfbn-job-admin/jobinfo/start', { id: stopped.id })).body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(await state()).toBe(1);
    expect((await admin.call('POST', '/sfbn-job-admin/jobinfo/start', { id: stopped.id })).body.msg).toBe('当前状态不允许该操作');
    expect((await admin.call('POST', '/sfbn-job-admin/jobinfo/stop', { id: stopped.id })).body.msg).toBe('操作成功');
    expect(await state()).toBe(0);
  });
});

describe('job executors and logs (JSON resources) with the calls that need code over them', () => {
  it("a run writes a log the log list shows; clearing a job's logs removes them; the executor choice lists the executors", async () => {
    const job = (await admin.call('GET', '/sfbn-job-admin/jobinfo/pageList', { size: 1 })).body.data.records[0];
    const logsOf = async () => (await admin.call('GET', '/sfbn-job-admin/joblog/pageList', { jobId: job.id, size: 200 })).body.data;
    const before = (await logsOf()).total;
    expect((await admin.call('POST', '/sfbn-job-admin/jobinfo/trigger', { id: job.id, executorParam: 'once' })).body.code).toBe(200);
    const after = await logsOf();
    expect(after.total).toBe(before + 1);
    expect(after.records[0]).toMatchObject({ jobId: job.id, triggerMsg: '任务触发类型：手动触发', handleMsg: '执行成功 once' });
    const cleared = await admin.call('POST', '/sfbn-job-admin/joblog/clearLog', { jobId: job.id });
    expect(cleared.body).toMatchObject({ code: 200, data: before + 1, msg: '清空成功!' });
    expect((await logsOf()).total).toBe(0);
    const groups = (await admin.call('GET', '/sfbn-job-admin/jobgroup/list')).body.data;
    expect(groups.map((g: any) => g.title)).toContain('系统执行器');
    expect(groups).toHaveLength((await admin.call('GET', '/sfbn-job-admin/jobgroup/pageList', { size: 200 })).body.data.total);
  });
});

describe('code modules and data sources (JSON resources) with the calls that need code over them', () => {
  it('a copy of a module is listed under its new name; the data source choice lists every data source', async () => {
    const first = (await admin.call('GET', '/sfbn-develop/code/page', { codeName: '参数管理' })).body.data.records[0];
    expect((await admin.call('POST', '/sfbn-develop/code/copy', { id: first.id })).body).toMatchObject({ code: 200, msg: '复制成功' });
    const copies = (await admin.call('GET', '/sfbn-develop/code/page', { codeName: '参数管理(复制)' })).body.data.records;
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ tableName: first.tableName, datasourceId: first.datasourceId });
    const choice = (await admin.call('GET', '/sfbn-develop/datasource/select')).body.data;
    expect(choice[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(choice.map((d: any) => d.name)).toContain('主业务库');
    expect(choice).toHaveLength((await admin.call('GET', '/sfbn-develop/datasource/page', { size: 200 })).body.data.total);
  });
});

describe("the app center home's own apps", () => {
  it("lists the caller's apps alone, whatever the role", async () => {
    const mine = (await admin.call('GET', '/sfbn-app-center/appinformation/getMyAppList', { size: 50 })).body.data;
    expect(mine.total).toBe(6);
    expect(new Set(mine.records.map((a: any) => a.creator)).size).toBe(1);
    expect((await zhang.call('GET', '/sfbn-app-center/appinformation/getMyAppList')).body.data.total).toBe(0);
  });
});
