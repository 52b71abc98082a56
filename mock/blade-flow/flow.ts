/**
 * Workflow (spec 7.2 blade-flow, blade-desk leave process): models, deployments, instances and
 * tasks with real state: starting a leave creates an instance and an approval task; claiming
 * assigns it; completing it finishes the instance and records the history.
 */
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { ADMIN_BID, pick, seed } from '../_lib/rows';
import { resource } from '../_lib/resource';
import { Table, formatTime, nextId, seedTime, type Row } from '../_lib/store';
import { currentUser, users } from '../_lib/users';
import { dateError } from '../_lib/rules';
import { needs } from '../_lib/access';
import { resourceTable } from '../_lib/jsonResource';

const processes = [
  '请假流程',
  '报销流程',
  '节点入网审批',
  '子链创建审批',
  '合约发布审批',
  '身份认证复核',
  '应用上架审批',
  '采购申请',
  '用印申请',
  '出差申请',
  '加班申请',
  '资产领用',
];
const keys = ['Leave', 'Expense', 'NodeJoin', 'SubChain', 'ContractPublish', 'IdentityReview', 'AppPublish', 'Purchase', 'Seal', 'Trip', 'Overtime', 'Asset'];

/** The process models are a JSON resource (model.resource.json); deploying one reaches them by table name. */
const models = () => resourceTable('flow-model');

export const definitionTable = new Table(
  'flow-definition',
  processes.map((name, i) => ({
    id: `${keys[i]}:${(i % 3) + 1}:${2000 + i}`,
    deploymentId: `d${2000 + i}`,
    name,
    key: keys[i],
    category: pick([1, 2, 3], i),
    version: (i % 3) + 1,
    suspensionState: i % 6 === 5 ? 2 : 1,
    tenantId: '000000',
    deploymentTime: seedTime(1720 + i),
    creator: ADMIN_BID(),
    createTime: seedTime(1720 + i),
  })),
);
export const instanceTable = new Table<Row>('flow-instance', []);
export const taskTable = new Table<Row>('flow-task', []);
export const historyTable = new Table<Row>('flow-history', []);
export const leaveTable = new Table<Row>('leave', []);

const admin = () => users.find((u) => u.account === 'admin')!;

function startLeave(values: Record<string, any>, starter: { id: string; realName: string; name: string; bid: string }, at = formatTime()) {
  const def = definitionTable.rows.find((d) => d.key === 'Leave')!;
  const businessId = nextId();
  const processInstanceId = `pi-${businessId}`;
  const assignee = values.taskUser ? users.get(values.taskUser) : undefined;
  leaveTable.insert(
    {
      id: businessId,
      processInstanceId,
      processDefinitionId: def.id,
      startTime: values.startTime,
      endTime: values.endTime,
      leaveType: Number(values.leaveType ?? 1),
      reason: values.reason,
      taskUser: values.taskUser ?? '',
      applyUser: starter.realName || starter.name,
      approvalStatus: 0,
      createTime: at,
    },
    { creator: starter.bid } as any,
  );
  instanceTable.insert(
    {
      id: processInstanceId,
      processInstanceId,
      processDefinitionId: def.id,
      processDefinitionName: def.name,
      businessId,
      startUser: starter.realName || starter.name,
      startUserId: starter.id,
      status: '审批中',
      createTime: at,
    },
    { creator: starter.bid } as any,
  );
  taskTable.insert(
    {
      id: `t-${businessId}`,
      taskId: `t-${businessId}`,
      taskName: '部门经理审批',
      processInstanceId,
      processDefinitionName: def.name,
      businessId,
      startUser: starter.realName || starter.name,
      assignee: assignee?.id ?? '',
      assigneeName: assignee ? assignee.realName : '',
      status: 'todo',
      createTime: at,
    },
    { creator: starter.bid } as any,
  );
  historyTable.insert({
    processInstanceId,
    historyActivityName: '发起申请',
    assigneeName: starter.realName || starter.name,
    comment: values.reason ?? '',
    createTime: at,
    endTime: at,
  });
  return businessId;
}

// Seeded once: stored rows (leaveTable.restored) already hold these applications and their fate.
if (!leaveTable.restored) {
  // Seed: a dozen leave applications by the administrator, half waiting to be claimed.
  seed(12, (i) => i).forEach((i) => {
    const u = admin();
    startLeave(
      {
        startTime: seedTime(1800 + i * 24),
        endTime: seedTime(1800 + i * 24 + 48),
        leaveType: (i % 4) + 1,
        reason: pick(['回家探亲', '身体不适', '处理私事', '参加婚礼'], i),
        taskUser: i % 2 ? u.id : '',
      },
      u,
      seedTime(1790 + i),
    );
  });

  // A few of them already approved, so the done list and the history have rows from the start.
  taskTable.rows
    .filter((t) => t.assignee)
    .slice(0, 3)
    .forEach((t, i) => {
      const u = admin();
      taskTable.update(t.id, { status: 'done', comment: '同意', endTime: seedTime(1900 + i) });
      historyTable.insert({
        processInstanceId: t.processInstanceId,
        historyActivityName: t.taskName,
        assigneeName: u.realName,
        comment: '同意',
        createTime: t.createTime,
        endTime: seedTime(1900 + i),
      });
      instanceTable.update(t.processInstanceId, { status: '已通过' });
      leaveTable.update(t.businessId, { approvalStatus: 1, comment: '同意' });
    });
}

function complete(req: any, res: any) {
  const p = params(req);
  const task = taskTable.rows.find((t) => t.taskId === String(p.taskId ?? p.id));
  if (!task || task.status !== 'todo') return fail(res, '任务不存在或已处理');
  const me = currentUser(req);
  const pass = p.flag === 'ok' || p.flag === true || String(p.auditStatus ?? '') === '1' || p.pass === true;
  const comment = String(p.comment ?? p.auditReason ?? '');
  if (!pass && !comment) return fail(res, '请输入驳回原因');
  taskTable.update(task.id, { status: 'done', assignee: me.id, assigneeName: me.realName, comment, endTime: formatTime() });
  historyTable.insert({
    processInstanceId: task.processInstanceId,
    historyActivityName: task.taskName,
    assigneeName: me.realName,
    comment: comment || (pass ? '同意' : '驳回'),
    createTime: task.createTime,
    endTime: formatTime(),
  });
  const inst = instanceTable.get(task.processInstanceId);
  if (inst) instanceTable.update(inst.id, { status: pass ? '已通过' : '已驳回' });
  const leave = leaveTable.get(task.businessId);
  if (leave) leaveTable.update(leave.id, { approvalStatus: pass ? 1 : 2, comment });
  ok(res, true, '操作成功');
}

/** Lists of the work screens that answer part of a table: declared as status views (fixed, or per caller). */
const NO_CALLS = { list: false, page: false, detail: false, submit: false, remove: false } as const;
const lists: Routes = {
  ...resource({ table: instanceTable, base: '/api/blade-flow/follow', access: 'admin', calls: { ...NO_CALLS, list: 'list' } }),
  ...resource({ table: definitionTable, base: '/api/blade-flow/work', access: 'admin', calls: NO_CALLS, views: { 'start-list': { suspensionState: 1 } } }),
  ...resource({
    table: taskTable,
    base: '/api/blade-flow/work',
    access: 'admin',
    calls: NO_CALLS,
    views: {
      'claim-list': (t) => t.status === 'todo' && !t.assignee,
      'todo-list': (t, me) => t.status === 'todo' && t.assignee === me.id,
      'done-list': (t, me) => t.status === 'done' && t.assignee === me.id,
    },
  }),
  ...resource({
    table: instanceTable,
    base: '/api/blade-flow/work',
    access: 'admin',
    calls: NO_CALLS,
    views: { 'send-list': (i, me) => i.startUserId === me.id },
  }),
  // Each application with its open task.
  ...resource({ table: leaveTable, base: '/api/blade-desk/process/leave', access: 'admin', calls: { ...NO_CALLS, list: 'list' }, view: withTask }),
};

const routes: Routes = {
  ...lists,
  // Hand-written: a deployment computes the next version of the model's definition and inserts it.
  'POST /api/blade-flow/model/deploy': needs(
    (req, res) => {
      const p = params(req);
      const m = models().get(p.modelId ?? p.id);
      if (!m) return fail(res, '模型不存在');
      if (!p.category) return fail(res, '请选择流程类型');
      const version = definitionTable.rows.filter((d) => d.key === m.modelKey).length + 1;
      const dep = nextId();
      definitionTable.insert({
        id: `${m.modelKey}:${version}:${dep}`,
        deploymentId: `d${dep}`,
        name: m.name,
        key: m.modelKey,
        category: Number(p.category),
        version,
        suspensionState: 1,
        tenantId: String(p.tenantIds ?? '000000'),
        deploymentTime: formatTime(),
      });
      ok(res, true, '部署成功');
    },
    'admin',
    { wire: { body: 'FlowDeployBody', answer: 'Done' } },
  ),
  ...resource({ table: definitionTable, base: '/api/blade-flow/manager', access: 'admin', calls: { submit: false, remove: false } }),
  // Hand-written: the console names the definition processId and the state by value (suspend / activate), not an id and a transition.
  'POST /api/blade-flow/manager/change-state': needs(
    (req, res) => {
      const p = params(req);
      const d = definitionTable.get(p.processId ?? p.id);
      if (!d) return fail(res, '流程不存在');
      definitionTable.update(d.id, { suspensionState: p.state === 'suspend' || String(p.suspensionState) === '2' ? 2 : 1 });
      ok(res, true, '操作成功');
    },
    'admin',
    { wire: { body: 'FlowStateBody', answer: 'Done' } },
  ),
  // Hand-written: removes by deployment id, not by row id.
  'POST /api/blade-flow/manager/delete-deployment': needs(
    (req, res) => {
      const ids = idList(params(req).deploymentIds ?? params(req).ids);
      if (!ids.length) return fail(res, '请选择至少一条数据');
      definitionTable.rows = definitionTable.rows.filter((d) => !ids.includes(d.deploymentId) && !ids.includes(d.id));
      ok(res, true, '删除成功');
    },
    'admin',
    { wire: { body: 'DeploymentIdsBody', answer: 'Done' } },
  ),
  // Hand-written: each uploaded BPMN file becomes a definition named after the file.
  'POST /api/blade-flow/manager/deploy-upload': needs(
    (req, res) => {
      const p = params(req);
      const files = ((req as any).files ?? []) as { originalname: string }[];
      if (!files.length) return fail(res, '请选择文件');
      if (!p.category) return fail(res, '请选择流程类型');
      for (const f of files) {
        const name = Buffer.from(f.originalname, 'latin1')
          .toString('utf8')
          .replace(/\.(bpmn20\.xml|bpmn|xml)$/i, '');
        const dep = nextId();
        definitionTable.insert({
          id: `${name}:1:${dep}`,
          deploymentId: `d${dep}`,
          name,
          key: name,
          category: Number(p.category),
          version: 1,
          suspensionState: 1,
          tenantId: String(p.tenantIds ?? '000000'),
          deploymentTime: formatTime(),
        });
      }
      ok(res, true, '上传成功');
    },
    'admin',
    { wire: { answer: 'Done' } },
  ),
  // Hand-written: the removal needs a reason and takes the instance's open tasks along.
  'POST /api/blade-flow/follow/delete-process-instance': needs(
    (req, res) => {
      const p = params(req);
      const inst = instanceTable.get(p.processInstanceId ?? p.id);
      if (!inst) return fail(res, '流程实例不存在');
      if (!p.deleteReason) return fail(res, '请输入删除理由');
      instanceTable.remove([inst.id]);
      taskTable.rows = taskTable.rows.filter((t) => t.processInstanceId !== inst.id);
      ok(res, true, '删除成功');
    },
    'admin',
    { wire: { body: 'InstanceDeleteBody', answer: 'Done' } },
  ),
  // Hand-written: claiming assigns the task to the caller (a value of the caller, not a fixed state).
  'POST /api/blade-flow/work/claim-task': needs(
    (req, res) => {
      const t = taskTable.rows.find((x) => x.taskId === String(params(req).taskId));
      if (!t || t.assignee) return fail(res, '任务不存在或已被签收');
      const me = currentUser(req);
      taskTable.update(t.id, { assignee: me.id, assigneeName: me.realName });
      ok(res, true, '签收成功');
    },
    'admin',
    { wire: { body: 'TaskBody', answer: 'Done' } },
  ),
  // Hand-written: completing moves four tables (task, history, instance, leave) in step.
  'POST /api/blade-flow/work/complete-task': needs(complete, 'admin', { wire: { body: 'TaskCompleteBody', answer: 'Done' } }),
  // Hand-written: one instance's steps, newest first, unpaged.
  'GET /api/blade-flow/process/history-flow-list': needs(
    (req, res) => {
      const id = String(params(req).processInstanceId ?? '');
      ok(res, historyTable.rows.filter((h) => h.processInstanceId === id).reverse());
    },
    'admin',
    { wire: { query: 'FlowHistoryQuery', answer: { list: 'FlowHistory' } } },
  ),
  // Hand-written: starting a leave creates the application, the instance, the approval task and the first history step.
  'POST /api/blade-desk/process/leave/start-process': needs(
    (req, res) => {
      const p = params(req);
      for (const [k, m] of [
        ['startTime', '请选择开始时间'],
        ['endTime', '请选择结束时间'],
        ['reason', '请输入请假理由'],
      ])
        if (typeof p[k] === 'string' ? !p[k].trim() : p[k] === undefined || p[k] === null || p[k] === '') return fail(res, m);
      // Types, real calendar times, the dictionary's leave types, a known approver, a short reason.
      const wrong =
        dateError(p.startTime, '开始时间', true) ??
        dateError(p.endTime, '结束时间', true) ??
        (typeof p.reason !== 'string' ? '请假理由格式不正确' : p.reason.trim().length > 100 ? '请假理由长度不能超过100个字符' : undefined) ??
        (p.leaveType !== undefined && p.leaveType !== '' && ![1, 2, 3, 4].includes(Number(p.leaveType)) ? '请假类型取值不正确' : undefined) ??
        (p.taskUser !== undefined && p.taskUser !== '' && (typeof p.taskUser !== 'string' || !users.get(p.taskUser)) ? '审批人不存在' : undefined);
      if (wrong) return fail(res, wrong);
      if (String(p.endTime) < String(p.startTime)) return fail(res, '结束时间不能早于开始时间');
      startLeave(
        { startTime: p.startTime.trim(), endTime: p.endTime.trim(), leaveType: p.leaveType, reason: p.reason.trim(), taskUser: p.taskUser || '' },
        currentUser(req),
      );
      ok(res, true, '操作成功');
    },
    'admin',
    { wire: { body: 'LeaveStartBody', answer: 'Done' } },
  ),
  // Hand-written: the console asks by businessId.
  'GET /api/blade-desk/process/leave/detail': needs(
    (req, res) => {
      const l = leaveTable.get(params(req).businessId ?? params(req).id);
      if (!l) return fail(res, '数据不存在');
      ok(res, withTask(l));
    },
    'admin',
    { wire: { query: 'LeaveQuery', answer: 'LeaveRow' } },
  ),
};

function withTask(l: Row) {
  const t = taskTable.rows.find((x) => x.businessId === l.id && x.status === 'todo');
  return { ...l, taskId: t?.taskId ?? '', taskName: t?.taskName ?? '' };
}

export default routes;
