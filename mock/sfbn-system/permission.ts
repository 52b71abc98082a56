/**
 * Roles, menus (administration of the menu table) and top menus, with their grants (spec 6, 7.2).
 * The menu table is seeded from the mock's menu tree, so it lists what the console shows. Data
 * scopes and API scopes are plain resources: data-scope.resource.json, api-scope.resource.json.
 */
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { ADMIN_BID, OTHER_BID } from '../_lib/rows';
import { resource } from '../_lib/resource';
import { menuTree, topMenus, type MenuNode } from '../_lib/menus';
import { Table, seedTime, type Row } from '../_lib/store';
import { StoredMap } from '../_lib/state';
import { needs, wrapping } from '../_lib/access';
import type { Flag, MenuRow, RoleGrants, TopMenuGrants } from '../../shared/wire/system';

// ---- roles -------------------------------------------------------------------------------
const roleNames: [string, string, string][] = [
  ['超级管理员', 'administrator', '0'],
  ['普通用户', 'user', '0'],
  ['联盟理事长', 'chairman', '0'],
  ['联盟副理事长', 'vice_chairman', '1123598816738675203'],
  ['节点运维', 'node_ops', '0'],
  ['节点审核员', 'node_auditor', '1123598816738675205'],
  ['合约开发者', 'developer', '0'],
  ['合约审核员', 'contract_auditor', '1123598816738675207'],
  ['标识管理员', 'id_admin', '0'],
  ['应用管理员', 'app_admin', '0'],
  ['安全审计员', 'security_auditor', '0'],
  ['访客', 'guest', '0'],
  ['产品人员', 'product', '0'],
];
export const roleTable = new Table(
  'role',
  roleNames.map(([roleName, roleAlias, parentId], i) => ({
    id: String(1123598816738675201n + BigInt(i)),
    parentId,
    roleName,
    roleAlias,
    sort: i + 1,
    tenantId: '000000',
    creator: i === 0 ? OTHER_BID() : ADMIN_BID(),
    createTime: seedTime(i),
  })),
);
/** What each role was granted (kept in the state store, like the rows). */
const grants = new StoredMap<{ menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[]; topMenuIds: string[] }>('role-grants');
const grantOf = (id: string) => grants.get(id) ?? { menuIds: [], dataScopeIds: [], apiScopeIds: [], topMenuIds: [] };

// ---- menus -------------------------------------------------------------------------------
const menuRows: Row[] = [];
const walk = (list: MenuNode[]) =>
  list.forEach((m) => {
    menuRows.push({
      id: m.id,
      parentId: m.parentId,
      name: m.name,
      code: m.code,
      path: m.path,
      source: m.source,
      sort: m.sort,
      category: 1,
      action: 1,
      isOpen: 1,
      remark: '',
      topMenuId: m.topMenuId,
      creator: ADMIN_BID(),
      createTime: seedTime(m.sort),
    });
    walk(m.children);
  });
walk(menuTree());
// Buttons under the first screens, so the tree has a third level.
for (const m of menuRows.filter((r) => r.path && r.path.startsWith('/system')).slice(0, 6)) {
  ['add', 'edit', 'delete'].forEach((b, i) =>
    menuRows.push({
      id: `${m.id}${i + 1}`,
      parentId: m.id,
      name: ['新增', '修改', '删除'][i],
      code: `${m.code}_${b}`,
      path: '',
      source: '',
      sort: i + 1,
      category: 2,
      action: i === 0 ? 1 : 2,
      isOpen: 1,
      remark: '',
      creator: ADMIN_BID(),
      createTime: seedTime(50 + i),
    }),
  );
}
export const menuTable = new Table('menu', menuRows);

// ---- top menus ---------------------------------------------------------------------------
export const topMenuTable = new Table(
  'topmenu',
  topMenus.map((t) => ({
    id: t.id,
    name: t.name,
    code: t.code,
    source: t.source,
    path: t.path,
    sort: t.sort,
    creator: ADMIN_BID(),
    createTime: seedTime(Number(t.id)),
  })),
);
const topGrants = new StoredMap<string[]>('top-menu-grants');

const roles = resource({
  table: roleTable,
  base: '/api/sfbn-system/role',
  access: 'admin',
  tree: { label: 'roleName' },
  required: { roleName: '请输入角色名称', roleAlias: '请输入角色别名' },
  unique: { roleAlias: '角色别名' },
  sort: (a, b) => a.sort - b.sort,
});
const roleTree = roles['GET /api/sfbn-system/role/tree'];

const routes: Routes = {
  ...roles,
  // Grants are kept apart from the rows (a stored map per role), so reading and setting them is hand-written.
  'GET /api/sfbn-system/role/tree-by-id': needs((req, res) => ok<RoleGrants>(res, grantOf(String(params(req).id ?? params(req).roleId))), 'admin', {
    wire: { query: 'GrantQuery', answer: 'RoleGrants' },
  }),
  // The descriptor's role tree under the name the grant screens ask for.
  'GET /api/sfbn-system/role/getRoleTree': wrapping(roleTree, (req, res) => roleTree(req, res)),
  'POST /api/sfbn-system/role/grant': needs(
    (req, res) => {
      const p = params(req);
      const ids = idList(p.roleIds ?? p.id);
      if (!ids.length) return fail(res, '请选择至少一条数据');
      for (const id of ids)
        grants.set(id, { ...grantOf(id), menuIds: idList(p.menuIds), dataScopeIds: idList(p.dataScopeIds), apiScopeIds: idList(p.apiScopeIds) });
      ok<Flag>(res, true, '操作成功');
    },
    'admin',
    { wire: { body: 'RoleGrant', answer: 'Flag' } },
  ),

  ...resource({
    table: menuTable,
    base: '/api/sfbn-system/menu',
    access: 'admin',
    calls: { list: 'menu-list', lazyList: 'lazy-list', tree: 'tree', detail: 'detail', submit: 'submit', remove: 'remove', page: 'list' },
    tree: { label: 'name' },
    required: { name: '请输入菜单名称', code: '请输入菜单编号', category: '请选择菜单类型' },
    sort: (a, b) => a.sort - b.sort,
  }),
  // Hand-written: the menus under a parent without their buttons (category 1 only), a filter the lazy list has not.
  'GET /api/sfbn-system/menu/lazy-menu-list': needs(
    (req, res) => {
      const parent = String(params(req).parentId ?? '0');
      ok<MenuRow[]>(res, menuTable.rows.filter((r) => String(r.parentId) === parent && r.category === 1) as MenuRow[]);
    },
    'admin',
    { wire: { query: 'ParentQuery', answer: { list: 'MenuRow' } } },
  ),

  ...resource({
    table: topMenuTable,
    base: '/api/sfbn-system/topmenu',
    access: 'admin',
    required: { name: '请输入顶部菜单名称', code: '请输入顶部菜单编号' },
    unique: { code: '顶部菜单编号' },
    sort: (a, b) => a.sort - b.sort,
  }),
  // A top menu's grants are a stored map too.
  'GET /api/sfbn-system/topmenu/grant-tree': needs((req, res) => ok<TopMenuGrants>(res, { menuIds: topGrants.get(String(params(req).id)) ?? [] }), 'admin', {
    wire: { query: 'GrantQuery', answer: 'TopMenuGrants' },
  }),
  'POST /api/sfbn-system/topmenu/grant': needs(
    (req, res) => {
      const p = params(req);
      const ids = idList(p.topMenuIds ?? p.id);
      if (!ids.length) return fail(res, '请选择至少一条数据');
      ids.forEach((id) => topGrants.set(id, idList(p.menuIds)));
      ok<Flag>(res, true, '操作成功');
    },
    'admin',
    { wire: { body: 'TopMenuGrant', answer: 'Flag' } },
  ),
};

export default routes;
