/**
 * chainContractProjectTemplate and chaincontracttool (spec 7.4): contract project templates and
 * contract tools. Both hold contract files (relationType 2 and 3) the IDE opens with type=2 or a
 * tool type; published ones are visible to every user, who can start a project from them. Both are
 * descriptors with the containers' owner rule (CONTAINER_OWNER): another user's unpublished row
 * answers as a missing one, and contract.ts asks the same rule through ownerOf().
 */
import { fail, ok, params, type Routes } from '../_lib/http';
import { needs } from '../_lib/access';
import { ownerOf, resource } from '../_lib/resource';
import { currentUser } from '../_lib/users';
import type { ContractContainer } from '../../shared/wire/contract';
import {
  CONTAINER_OWNER,
  contracts,
  DESC_MAX,
  filesOf,
  NAME_MAX,
  namingError,
  RELATION,
  templates,
  tools,
  type ContractTemplate,
  type ContractTool,
} from './_contractStore';

const withCount = <T extends { id: string }>(r: T, relationType: number) => ({ ...r, contractCount: filesOf(r.id, relationType).length });
/** A container as answered: its file count, and on a detail its files. */
const containerView =
  (relationType: number) =>
  <T extends { id: string }>(row: T, _user: unknown, call: 'detail' | 'other') =>
    call === 'detail' ? { ...withCount(row, relationType), contractList: filesOf(row.id, relationType) } : withCount(row, relationType);

/** What a new template or tool starts as: unpublished, its creator's. */
const created = (req: Parameters<typeof currentUser>[0]) => {
  const u = currentUser(req);
  return { publishStatus: 0, createUser: u.id, createUserName: u.realName || u.name };
};
/** Published rows are every user's to read (and to start a project from); changes stay the owner's. */
const published = (r: { publishStatus: number }) => r.publishStatus === 1;
/** Columns no save takes: the creator's name, and what other calls write (the interface, an audit stamp). */
const READ_ONLY = ['createUserName', 'interfaceDesc', 'history', 'auditUser', 'auditTime'];

export const templateRoutes = resource<ContractTemplate>({
  table: templates,
  base: '/api/sfbn-alliance/chainContractProjectTemplate',
  calls: { list: 'list', page: false, detail: 'detail', submit: false, add: 'save', update: 'update', remove: 'GET delete' },
  owner: CONTAINER_OWNER.owner,
  readable: published,
  missing: '模板不存在',
  access: { read: 'user', write: 'real-name', 'GET changePublishStatus': 'admin' },
  fields: {
    templateName: { label: '模板名称', max: NAME_MAX, required: '请输入模板名称' },
    templateDesc: { label: '模板描述', max: DESC_MAX },
  },
  readOnly: READ_ONLY,
  // Text only, as the forms send it (a number or a list is refused with the field's own message).
  beforeSave: (_v, _e, req) => namingError(params(req), 'templateName', '模板名称', 'templateDesc', '模板描述'),
  defaults: created,
  view: containerView(RELATION.template),
  messages: { add: '新增成功', update: '更新成功' },
  cascade: [{ table: contracts, field: 'relationId' }],
  lifecycle: {
    field: 'publishStatus',
    transitions: { publish: { from: [0, 1], to: 1 }, unpublish: { from: [0, 1], to: 0 } },
    calls: { 'GET changePublishStatus': (p) => (String(p.publishStatus) === '1' ? 'publish' : 'unpublish') },
  },
});

export const toolRoutes = resource<ContractTool>({
  table: tools,
  base: '/api/sfbn-alliance/chaincontracttool',
  calls: { list: false, page: 'page', detail: 'detail', submit: false, add: 'save', update: 'update', remove: 'remove' },
  owner: CONTAINER_OWNER.owner,
  readable: published,
  missing: '工具不存在',
  access: { read: 'user', write: 'real-name', publish: 'admin' },
  fields: {
    toolName: { label: '工具名称', max: NAME_MAX, required: '请输入工具名称' },
    toolDesc: { label: '工具描述', max: DESC_MAX },
  },
  readOnly: READ_ONLY,
  beforeSave: (_v, _e, req) => namingError(params(req), 'toolName', '工具名称', 'toolDesc', '工具描述'),
  defaults: created,
  view: containerView(RELATION.tool),
  messages: { add: '新增成功', update: '更新成功' },
  cascade: [{ table: contracts, field: 'relationId' }],
  lifecycle: {
    field: 'publishStatus',
    transitions: { publish: { from: [0, 1], to: 1, msg: '发布成功' }, unpublish: { from: [0, 1], to: 0, msg: '已取消' } },
    // Without publishStatus the call toggles.
    calls: {
      publish: (p, row) => ((p.publishStatus === undefined ? !row.publishStatus : String(p.publishStatus) === '1') ? 'publish' : 'unpublish'),
    },
  },
});

const templateOwner = ownerOf<ContractTemplate>(templateRoutes);

/**
 * The template's interface description (what its contracts offer a project started from it):
 * chainContractProjectTemplateInterface/update, also reached as GET updateById. Hand-written: a
 * second base path writing one column the template's own save never takes.
 */
const interfaceUpdate = (method: 'GET' | 'POST') =>
  needs(
    (req, res) => {
      const p = params(req);
      const row = templateOwner.row(req, res, p.id);
      if (!row) return;
      if (typeof p.interfaceDesc !== 'string' || !p.interfaceDesc.trim()) return fail(res, '请输入接口说明');
      const interfaceDesc = p.interfaceDesc.trim();
      if (interfaceDesc.length > 1000) return fail(res, '接口说明长度不能超过1000个字符');
      ok<ContractContainer>(res, withCount(templates.update(row.id, { interfaceDesc } as Partial<ContractTemplate>)!, RELATION.template), '更新成功');
    },
    'real-name',
    { wire: method === 'GET' ? { query: 'TemplateInterface', answer: 'ContractContainer' } : { body: 'TemplateInterface', answer: 'ContractContainer' } },
  );

const routes: Routes = {
  ...templateRoutes,
  ...toolRoutes,
  'POST /api/sfbn-alliance/chainContractProjectTemplateInterface/update': interfaceUpdate('POST'),
  'GET /api/sfbn-alliance/chainContractProjectTemplateInterface/updateById': interfaceUpdate('GET'),
  // Published tools, unpaged, for the project form's picker (a descriptor's lists are paged).
  'GET /api/sfbn-alliance/chaincontracttool/list': needs(
    (req, res) => {
      ok<ContractContainer[]>(
        res,
        tools.filter(params(req), published).map((r) => withCount(r, RELATION.tool)),
      );
    },
    'user',
    { wire: { answer: { list: 'ContractContainer' } } },
  ),
};

export default routes;
