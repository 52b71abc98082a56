/**
 * Users administration (spec 3 user list filter, 7.2 users): the same accounts that log in
 * (mock/_lib/users.ts), plus seeded staff so the list pages. New users get the initial password.
 */
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { ADMIN_BID, pick, seed } from '../_lib/rows';
import { seedTime } from '../_lib/store';
import { currentUser, registration, revokeTokensOf, users, type User } from '../_lib/users';
import { resource, validate, type Field } from '../_lib/resource';
import { isLocked, unlockAccount } from '../_lib/lockout';
import { roleTable } from './permission';
import { asQuery, needs, wrapping, type Wire } from '../_lib/access';
import type { Flag, UserAccount, UserPlatform } from '../../shared/wire/system';
import { ruleField } from '../_lib/rules';

const INIT_PASSWORD = 'Init@123';
const surnames = ['赵', '钱', '孙', '周', '吴', '郑', '冯', '陈', '褚', '卫', '蒋', '沈', '韩', '杨'];
const given = ['晓明', '海燕', '志强', '秀英', '建华', '丽娟', '国庆', '雪梅', '振宇', '婷婷', '子涵', '浩然', '静怡', '俊杰'];
const depts: [string, string][] = [
  ['1123598813738675201', '链网运营中心'],
  ['1123598813738675202', '技术研发部'],
  ['1123598813738675203', '联盟事务部'],
  ['1123598813738675204', '安全合规部'],
];
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const bidOf = (i: number) => `did:bid:ef${Array.from({ length: 28 }, (_, k) => B58[(i * 31 + k * 17 + 7) % 58]).join('')}`;

// Seed rows only: stored users (users.restored) already hold them, or their removal.
if (!users.restored && !users.find((u) => u.account === 'user01')) {
  for (const [i, row] of seed(14, (i) => i).entries()) {
    const name = `${pick(surnames, i)}${pick(given, i * 3 + 1)}`;
    const [deptId, deptName] = pick(depts, i);
    users.rows.push({
      id: String(1123598821738675300n + BigInt(i)),
      account: `user${String(i + 1).padStart(2, '0')}`,
      password: INIT_PASSWORD,
      name,
      realName: name,
      bid: bidOf(i + 1),
      status: pick([2, 2, 1, 3, 0, 4, 5], i),
      tenantId: '000000',
      roleId: '1123598816738675202',
      roleName: 'user',
      userType: (i % 3) + 1 === 3 ? 2 : 1,
      email: `user${i + 1}@bbn.example.cn`,
      phone: `139${String(10000000 + i * 7919).slice(0, 8)}`,
      deptId,
      deptName,
      postId: '1123598817738675201',
      avatar: '',
      isDeleted: i % 6 === 5 ? 1 : 0,
      approved: 1,
      userExt: '',
      creator: ADMIN_BID(),
      createTime: seedTime(10 + row),
    } as User);
  }
  // Two registrations from /register still waiting for an administrator (注册审批 lists them).
  for (const [i, account] of ['applicant01', 'applicant02'].entries()) {
    users.rows.push({
      ...registration({ account, password: 'Apply1234', name: account, tenantId: '000000' }),
      id: String(1123598821738675400n + BigInt(i)),
      createTime: seedTime(5 + i),
    });
  }
  for (const u of users.rows) if (!u.creator) u.creator = ADMIN_BID();
}

/** update-info's refusal of a new phone number: it is changed by 绑定手机 (a code sent to it). */
export const PHONE_BY_BINDING = '手机号码须通过绑定手机验证后更换';

/** What the profile form may change (every other key is dropped). */
const profile = {
  table: users,
  base: '',
  fields: {
    name: { label: '用户昵称', max: 20, required: '请输入用户昵称' },
    realName: { label: '真实姓名', max: 20 },
    phone: { label: '手机号码', max: 11 },
    email: { label: '邮箱', max: 50 },
    avatar: { label: '头像', max: 500 },
  } satisfies Record<string, Field>,
};

/** Never send passwords to the console; say whether the account is locked by wrong passwords (1), so 解锁 shows. */
const view = ({ password: _p, ...rest }: User) => ({ ...rest, locked: isLocked(rest.account) ? 1 : 0 });

const base = resource({
  table: users,
  base: '/api/blade-user',
  access: 'admin',
  calls: { list: false, update: 'update' },
  required: { account: '请输入登录账号', name: '请输入用户昵称' },
  unique: { account: '登录账号' },
  // The region cascader's choice (province, city, district codes, comma-joined as a list is stored).
  fields: {
    // The user form's lengths (schemas/system/user.json maxLength): a longer value is refused, as the gateway does.
    account: { label: '登录账号', max: 32 },
    name: { label: '用户昵称', max: 32 },
    regionCode: { label: '所在地区', max: 50 },
    // Spec 5's phone rule: empty 手机号码不能为空, then its length and format (the form's messages).
    phone: ruleField('phone', '手机号码', 11, true),
    realName: ruleField('chineseName', '用户姓名', 20),
    email: ruleField('email', '电子邮箱', 64),
  },
  exportButton: 'user_export',
  view,
  defaults: () =>
    ({
      password: INIT_PASSWORD,
      tenantId: '000000',
      status: 1,
      isDeleted: 0,
      approved: 1,
      roleId: '1123598816738675202',
      roleName: 'user',
      avatar: '',
      bid: '',
    }) as Partial<User>,
  beforeSave: (v, existing, req) => {
    delete v.password;
    delete v.bid;
    const self = selfChange(req, existing ? [existing.id] : [], v);
    if (self) return self;
    // The role name follows the role id, as the login reports it.
    if (v.roleId !== undefined) v.roleName = roleNameOf(String(v.roleId)) ?? existing?.roleName ?? 'user';
    else delete v.roleName;
  },
});

/** Fields of an account its owner may not change: who he is allowed to be is the administrators' call. */
const GUARDED = ['roleId', 'roleName', 'status', 'tenantId', 'isDeleted', 'approved'] as const;
export const SELF_CHANGE = '不能修改自己的角色、状态或租户';

/** A refusal when the call would change the caller's own role, status or tenant. */
function selfChange(req: any, ids: string[], values: Record<string, any>) {
  const me = currentUser(req);
  if (!ids.includes(me.id)) return undefined;
  const changes = GUARDED.some((k) => values[k] !== undefined && String(values[k]) !== String((me as any)[k]));
  return changes ? { code: 403, msg: SELF_CHANGE } : undefined;
}

const roleNameOf = (roleId: string) => roleTable.get(roleId.split(',')[0])?.roleAlias as string | undefined;

/** One change to several accounts: all ids must exist, and the caller's own status stays his. */
function onUsers(req: any, res: any, values: Partial<User>, msg: string) {
  const ids = setIds(req);
  if (!ids.length) return fail(res, '请选择至少一条数据');
  if (ids.some((id) => !users.get(id))) return fail(res, '数据不存在');
  const self = selfChange(req, ids, values);
  if (self) return fail(res, self.msg, self.code);
  ids.forEach((id) => users.update(id, values));
  // A password set by an administrator or a blacklisting ends the user's sessions.
  if (values.password !== undefined || values.isDeleted === 1) ids.forEach(revokeTokensOf);
  // A password set by an administrator also lifts a lock from wrong passwords.
  if (values.password !== undefined) ids.forEach((id) => unlockAccount(users.get(id)!.account));
  ok<Flag>(res, true, msg);
}

const setIds = (req: any) => idList(params(req).userIds ?? params(req).ids ?? params(req).id);
const ON_USERS: Wire = { body: 'UserIdsBody', answer: 'Flag' };

/** The descriptor's removal, refusing one's own account first and ending the removed users' sessions after. */
const baseRemove = base['POST /api/blade-user/remove'];
const remove = wrapping(baseRemove, (req, res) => {
  const ids = setIds(req);
  if (ids.includes(currentUser(req).id)) return fail(res, '不能删除自己的账号', 403);
  const r = baseRemove(req, res);
  ids.filter((id) => !users.get(id)).forEach(revokeTokensOf);
  return r;
});
const detail = base['GET /api/blade-user/detail'];

// Hand-written below: the calls on several accounts at once (ids comma-joined), which also end
// sessions and lift locks, the role grant, and the caller's own profile.
const grant = needs(
  (req, res) => {
    const p = params(req);
    const ids = idList(p.userIds);
    const roleIds = idList(p.roleIds);
    if (!ids.length) return fail(res, '请选择至少一条数据');
    if (!roleIds.length) return fail(res, '请选择角色');
    if (ids.includes(currentUser(req).id)) return fail(res, SELF_CHANGE, 403);
    if (ids.some((id) => !users.get(id))) return fail(res, '数据不存在');
    if (roleIds.some((id) => !roleTable.get(id))) return fail(res, '角色不存在');
    ids.forEach((id) => users.update(id, { roleId: roleIds.join(','), roleName: roleNameOf(roleIds[0]) } as any));
    ok<Flag>(res, true, '操作成功');
  },
  'admin',
  { wire: { body: 'UserGrant', answer: 'Flag' } },
);

const routes: Routes = {
  ...base,
  /** List with the filter body of spec 3 (deptName, email, isDeleted, name, phone, status, userType). */
  'POST /api/sfbn-system/pageList': asQuery(base['GET /api/blade-user/page']),
  'GET /api/sfbn-system/detail': wrapping(detail, (req, res) => detail(req, res)),
  'POST /api/blade-user/remove': remove,
  'POST /api/sfbn-system/delUser': wrapping(remove, (req, res) => remove(req, res)),
  'POST /api/blade-user/grant': grant,
  'POST /api/sfbn-system/grantRole': wrapping(grant, (req, res) => grant(req, res)),
  /** An administrator lifts the lock wrong passwords put on accounts (issue 24): they sign in again at once. */
  'POST /api/blade-user/unlock': needs(
    (req, res) => {
      const ids = setIds(req);
      if (!ids.length) return fail(res, '请选择至少一条数据');
      if (ids.some((id) => !users.get(id))) return fail(res, '数据不存在');
      ids.forEach((id) => unlockAccount(users.get(id)!.account));
      ok<Flag>(res, true, '解锁成功');
    },
    'admin',
    { wire: { body: 'UserIdsBody', answer: 'Flag' } },
  ),
  'POST /api/blade-user/reset-password': needs((req, res) => onUsers(req, res, { password: INIT_PASSWORD }, '操作成功'), 'admin', { wire: ON_USERS }),
  'POST /api/sfbn-system/init-password': needs((req, res) => onUsers(req, res, { password: INIT_PASSWORD }, '操作成功'), 'admin', { wire: ON_USERS }),
  'POST /api/sfbn-system/addBlacklist': needs((req, res) => onUsers(req, res, { isDeleted: 1 }, '操作成功'), 'admin', { wire: ON_USERS }),
  'POST /api/sfbn-system/removeBlacklist': needs((req, res) => onUsers(req, res, { isDeleted: 0 }, '移除成功!'), 'admin', { wire: ON_USERS }),
  'GET /api/blade-user/platform-detail': needs(
    (req, res) => {
      const u = users.get(params(req).id ?? params(req).userId);
      if (!u) return fail(res, '数据不存在');
      ok<UserPlatform>(res, { userId: u.id, userType: u.userType, userExt: (u as any).userExt ?? '' });
    },
    'admin',
    { wire: { query: 'UserIdQuery', answer: 'UserPlatform' } },
  ),
  'POST /api/blade-user/update-platform': needs(
    (req, res) => {
      const p = params(req);
      const u = users.get(p.userId ?? p.id);
      if (!u) return fail(res, '数据不存在');
      users.update(u.id, { userType: Number(p.userType) || u.userType, userExt: p.userExt ?? '' } as any);
      ok<Flag>(res, true, '操作成功');
    },
    'admin',
    { wire: { body: 'UserPlatform', answer: 'Flag' } },
  ),
  'GET /api/blade-user/info': needs((req, res) => ok<UserAccount>(res, view((req as any).user) as UserAccount), 'user', { wire: { answer: 'UserAccount' } }),
  /** The profile form (spec 3): the caller's own name, real name, phone, e-mail and avatar, nothing else. */
  'POST /api/blade-user/update-info': needs(
    (req, res) => {
      const me = currentUser(req);
      const checked = validate(profile, params(req), me);
      if ('error' in checked) return fail(res, checked.error);
      const values = Object.fromEntries(Object.entries(checked.values).filter(([k]) => k in profile.fields));
      if (values.realName && !/^[\u4e00-\u9fa5·]{2,8}$/.test(values.realName)) return fail(res, '请输入2-8位中文姓名');
      // The phone changes only through the binding flow (an SMS code to the new number, uniqueness):
      // the form sends the current one back unchanged, anything else is refused.
      if ('phone' in values && String(values.phone ?? '') !== String(me.phone ?? '')) return fail(res, PHONE_BY_BINDING);
      delete values.phone;
      if (values.email && !/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(values.email)) return fail(res, '邮箱格式不正确');
      if (values.email && users.find((x) => x.id !== me.id && String(x.email).toLowerCase() === String(values.email).toLowerCase()))
        return fail(res, '该邮箱已被其他账号使用');
      users.update(me.id, values as Partial<User>);
      ok<UserAccount>(res, view(users.get(me.id)!) as UserAccount, '修改成功');
    },
    'user',
    { wire: { body: 'ProfileUpdate', answer: 'UserAccount' } },
  ),
};

export default routes;
