/**
 * chainContractProjectTemplate and chaincontracttool (spec 7.4): contract project templates and
 * contract tools. Both hold contract files (relationType 2 and 3) the IDE opens with type=2 or a
 * tool type; published ones are visible to every user, who can start a project from them.
 */
import type { Request } from 'express';
import { fail, idList, ok, paginate, params, type Routes } from '../_lib/http';
import { currentUser } from '../_lib/users';
import {
  canEdit,
  CONTAINER_OWNER,
  contracts,
  filesOf,
  namingError,
  RELATION,
  templates,
  tools,
  type ContractTemplate,
  type ContractTool,
} from './_contractStore';
import { needs } from '../_lib/access';
import { mayChange } from '../_lib/resource';

/** Owners and administrators see everything of theirs; others only what is published. */
const listable = (req: Request) => {
  const u = currentUser(req);
  return (r: { createUser: string; publishStatus: number }) => mayChange(CONTAINER_OWNER, r, u) || r.publishStatus === 1;
};

const withCount = <T extends { id: string }>(r: T, relationType: number) => ({ ...r, contractCount: filesOf(r.id, relationType).length });

const owner = (req: Request) => {
  const u = currentUser(req);
  return { createUser: u.id, createUserName: u.realName || u.name, creator: u.bid };
};

const routes: Routes = {
  // ---- templates ----
  'POST /api/sfbn-alliance/chainContractProjectTemplate/save': needs((req, res) => {
    const p = params(req);
    const bad = namingError(p, 'templateName', '模板名称', 'templateDesc', '模板描述');
    if (bad) return fail(res, bad);
    const templateName = String(p.templateName ?? '').trim();
    if (!templateName) return fail(res, '请输入模板名称');
    const row = templates.insert({ templateName, templateDesc: String(p.templateDesc ?? ''), publishStatus: 0, ...owner(req) } as Partial<ContractTemplate>);
    ok(res, withCount(row, RELATION.template), '新增成功');
  }, 'real-name'),
  'GET /api/sfbn-alliance/chainContractProjectTemplate/list': needs((req, res) => {
    const p = params(req);
    ok(
      res,
      paginate(
        templates.filter(p, listable(req)).map((r) => withCount(r, RELATION.template)),
        p.current,
        p.size,
      ),
    );
  }, 'user'),
  'GET /api/sfbn-alliance/chainContractProjectTemplate/detail': needs((req, res) => {
    const row = templates.get(params(req).id);
    if (!row || !listable(req)(row)) return fail(res, '模板不存在');
    ok(res, { ...withCount(row, RELATION.template), contractList: filesOf(row.id, RELATION.template) });
  }, 'user'),
  'GET /api/sfbn-alliance/chainContractProjectTemplate/changePublishStatus': needs((req, res) => {
    const p = params(req);
    const row = templates.get(p.id);
    if (!row || !canEdit(req, row)) return fail(res, '模板不存在');
    ok(res, templates.update(row.id, { publishStatus: String(p.publishStatus) === '1' ? 1 : 0 }), '操作成功');
  }, 'admin'),
  'POST /api/sfbn-alliance/chainContractProjectTemplate/update': needs((req, res) => {
    const p = params(req);
    const row = templates.get(p.id);
    if (!row || !canEdit(req, row)) return fail(res, '模板不存在');
    const bad = namingError(p, 'templateName', '模板名称', 'templateDesc', '模板描述');
    if (bad) return fail(res, bad);
    const templateName = String(p.templateName ?? row.templateName).trim();
    if (!templateName) return fail(res, '请输入模板名称');
    ok(res, templates.update(row.id, { templateName, templateDesc: String(p.templateDesc ?? row.templateDesc) }), '更新成功');
  }, 'real-name'),
  'GET /api/sfbn-alliance/chainContractProjectTemplate/delete': needs((req, res) => {
    const ids = idList(params(req).ids ?? params(req).id);
    if (!ids.length || ids.some((id) => !canEdit(req, templates.get(id)))) return fail(res, '模板不存在');
    for (const id of ids) contracts.remove(filesOf(id, RELATION.template).map((f) => f.id));
    templates.remove(ids);
    ok(res, true, '删除成功');
  }, 'real-name'),

  // The template's interface description (what its contracts offer a project started from it):
  // chainContractProjectTemplateInterface/update, also reached as GET updateById.
  ...Object.fromEntries(
    ['POST /api/sfbn-alliance/chainContractProjectTemplateInterface/update', 'GET /api/sfbn-alliance/chainContractProjectTemplateInterface/updateById'].map(
      (key) => [
        key,
        needs((req: Request, res: Parameters<Routes[string]>[1]) => {
          const p = params(req);
          const row = templates.get(p.id);
          if (!row || !canEdit(req, row)) return fail(res, '模板不存在');
          if (typeof p.interfaceDesc !== 'string' || !p.interfaceDesc.trim()) return fail(res, '请输入接口说明');
          const interfaceDesc = p.interfaceDesc.trim();
          if (interfaceDesc.length > 1000) return fail(res, '接口说明长度不能超过1000个字符');
          ok(res, withCount(templates.update(row.id, { interfaceDesc } as Partial<ContractTemplate>)!, RELATION.template), '更新成功');
        }, 'real-name'),
      ],
    ),
  ),

  // ---- tools ----
  'POST /api/sfbn-alliance/chaincontracttool/save': needs((req, res) => {
    const p = params(req);
    const bad = namingError(p, 'toolName', '工具名称', 'toolDesc', '工具描述');
    if (bad) return fail(res, bad);
    const toolName = String(p.toolName ?? '').trim();
    if (!toolName) return fail(res, '请输入工具名称');
    const row = tools.insert({ toolName, toolDesc: String(p.toolDesc ?? ''), publishStatus: 0, ...owner(req) } as Partial<ContractTool>);
    ok(res, withCount(row, RELATION.tool), '新增成功');
  }, 'real-name'),
  'GET /api/sfbn-alliance/chaincontracttool/page': needs((req, res) => {
    const p = params(req);
    ok(
      res,
      paginate(
        tools.filter(p, listable(req)).map((r) => withCount(r, RELATION.tool)),
        p.current,
        p.size,
      ),
    );
  }, 'user'),
  /** Published tools, unpaged (pickers). */
  'GET /api/sfbn-alliance/chaincontracttool/list': needs((req, res) => {
    ok(
      res,
      tools.filter(params(req), (r) => r.publishStatus === 1).map((r) => withCount(r, RELATION.tool)),
    );
  }, 'user'),
  'GET /api/sfbn-alliance/chaincontracttool/detail': needs((req, res) => {
    const row = tools.get(params(req).id);
    if (!row || !listable(req)(row)) return fail(res, '工具不存在');
    ok(res, { ...withCount(row, RELATION.tool), contractList: filesOf(row.id, RELATION.tool) });
  }, 'user'),
  'POST /api/sfbn-alliance/chaincontracttool/update': needs((req, res) => {
    const p = params(req);
    const row = tools.get(p.id);
    if (!row || !canEdit(req, row)) return fail(res, '工具不存在');
    const bad = namingError(p, 'toolName', '工具名称', 'toolDesc', '工具描述');
    if (bad) return fail(res, bad);
    const toolName = String(p.toolName ?? row.toolName).trim();
    if (!toolName) return fail(res, '请输入工具名称');
    ok(res, tools.update(row.id, { toolName, toolDesc: String(p.toolDesc ?? row.toolDesc) }), '更新成功');
  }, 'real-name'),
  'POST /api/sfbn-alliance/chaincontracttool/remove': needs((req, res) => {
    const ids = idList(params(req).ids ?? params(req).id);
    if (!ids.length || ids.some((id) => !canEdit(req, tools.get(id)))) return fail(res, '工具不存在');
    for (const id of ids) contracts.remove(filesOf(id, RELATION.tool).map((f) => f.id));
    tools.remove(ids);
    ok(res, true, '删除成功');
  }, 'real-name'),
  'POST /api/sfbn-alliance/chaincontracttool/publish': needs((req, res) => {
    const p = params(req);
    const row = tools.get(p.id);
    if (!row || !canEdit(req, row)) return fail(res, '工具不存在');
    const publishStatus = p.publishStatus === undefined ? (row.publishStatus ? 0 : 1) : String(p.publishStatus) === '1' ? 1 : 0;
    ok(res, tools.update(row.id, { publishStatus }), publishStatus ? '发布成功' : '已取消');
  }, 'admin'),
};

export default routes;
