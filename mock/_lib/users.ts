/**
 * Accounts, tokens and the session check. Shared by every service file, so a login in
 * sfbn-auth is the same user sfbn-system and sfbn-alliance see.
 */
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { Table, seedTime, type Row } from './store';
import { StoredMap } from './state';
import type { UserAccount } from '../../shared/wire/system';

/**
 * A user row: the account as the console sees it (shared/wire/system.ts UserAccount: the answer of
 * blade-user/info), with its password; `locked` and `createTime` are kept by the lockout and the table.
 */
export type User = Row & Omit<UserAccount, 'locked' | 'createTime'> & { password: string };

const base = {
  tenantId: '000000',
  avatar: '',
  isDeleted: 0,
  approved: 1,
  deptId: '1123598813738675201',
  deptName: '链网运营中心',
  postId: '1123598817738675201',
};

export const users = new Table<User>('user', [
  {
    ...base,
    id: '1123598821738675201',
    account: 'admin',
    password: 'Admin@123',
    name: '管理员',
    realName: '王建国',
    bid: 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2',
    status: 2,
    roleId: '1123598816738675201',
    roleName: 'administrator',
    userType: 1,
    email: 'admin@bbn.example.cn',
    phone: '13800000001',
    createTime: seedTime(0),
  },
  {
    ...base,
    id: '1123598821738675202',
    account: 'zhangsan',
    password: 'Zhang@123',
    name: '张三',
    realName: '张三',
    bid: 'did:bid:ef214PmkhKndUcArDQPgD5J4fFVwqJFPt',
    status: 1,
    roleId: '1123598816738675202',
    roleName: 'user',
    userType: 1,
    email: 'zhangsan@bbn.example.cn',
    phone: '13800000002',
    createTime: seedTime(1),
  },
  {
    ...base,
    id: '1123598821738675203',
    account: 'lisi',
    password: 'Lisi@123',
    name: '李四',
    realName: '李四',
    bid: 'did:bid:zf3Kq8WcYtRb7Hn2PxVmLs9DgA4eJuT6',
    status: 3,
    roleId: '1123598816738675202',
    roleName: 'user',
    userType: 2,
    email: 'lisi@bbn.example.cn',
    phone: '13800000003',
    createTime: seedTime(2),
  },
  {
    // Product staff (issue 22): design screens in the studio; see every screen, change no data.
    ...base,
    id: '1123598821738675204',
    account: 'chanpin',
    password: 'Chanpin@123',
    name: '产品',
    realName: '陈品',
    bid: 'did:bid:ef29Vd8QmXc4TnKpR7sLw3ZyHb6JgUa5',
    status: 2,
    roleId: '1123598816738675213',
    roleName: 'product',
    userType: 1,
    email: 'chanpin@bbn.example.cn',
    phone: '13800000004',
    createTime: seedTime(3),
  },
  {
    // A second administrator: nobody audits what they submitted (contract projects, screen changes), so
    // the administrator's own submissions are approved by another one.
    ...base,
    id: '1123598821738675205',
    account: 'shenhe',
    password: 'Shenhe@123',
    name: '审核员',
    realName: '沈荷',
    bid: 'did:bid:ef3Kq7WmZt2RbNc8Pd5Vx9LhGs4YjFa6',
    status: 2,
    roleId: '1123598816738675201',
    roleName: 'administrator',
    userType: 1,
    email: 'shenhe@bbn.example.cn',
    phone: '13800000005',
    createTime: seedTime(4),
  },
]);

/**
 * The account a registration (/register, POST user/register) creates: a plain user with no BID,
 * department or contact yet, waiting for an administrator (approved 0; 注册审批 lists it).
 */
export function registration(p: { account: string; password: string; name: string; tenantId: string }) {
  return {
    ...p,
    realName: '',
    bid: '',
    status: 1,
    roleId: '1123598816738675202',
    roleName: 'user',
    userType: 1,
    email: '',
    phone: '',
    deptId: '',
    deptName: '',
    postId: '',
    avatar: '',
    isDeleted: 0,
    approved: 0,
  };
}

/** Seconds an access token lives. The console refreshes at tokenTime (3000 s) of age, before this. */
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 3600;

interface Grant {
  userId: string;
  kind: 'access' | 'refresh';
  /** The login the token belongs to: logout and refresh end the access and refresh token together. */
  session: string;
  expiresAt: number;
}
/** Live tokens, kept in the state store: a restart of the server keeps everyone signed in. */
const grants = new StoredMap<Grant>('sessions');
for (const [t, g] of grants) if (g.expiresAt < Date.now()) grants.delete(t);

function mint(userId: string, kind: Grant['kind'], session: string, seconds: number): string {
  // Random and opaque: nothing in a token says whose it is or lets one guess another.
  const token = `${kind === 'access' ? 'at' : 'rt'}.${randomBytes(24).toString('base64url')}`;
  grants.set(token, { userId, kind, session, expiresAt: Date.now() + seconds * 1000 });
  return token;
}

export function issueTokens(user: User) {
  const session = randomBytes(12).toString('hex');
  return {
    access_token: mint(user.id, 'access', session, ACCESS_TOKEN_SECONDS),
    refresh_token: mint(user.id, 'refresh', session, REFRESH_TOKEN_SECONDS),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: 'all',
    tenant_id: user.tenantId,
    user_id: user.id,
    user_name: user.account,
    account: user.account,
    nick_name: user.name,
    real_name: user.realName,
    role_id: user.roleId,
    role_name: user.roleName,
    avatar: user.avatar,
    dept_id: user.deptId,
    post_id: user.postId,
    license: 'powered by backbone console mock',
  };
}

/** The user a live token belongs to; a blacklisted or removed user's tokens answer nobody. */
export function userForToken(token: string | undefined, kind: Grant['kind'] = 'access'): User | undefined {
  if (!token) return undefined;
  const g = grants.get(token);
  if (!g || g.kind !== kind || g.expiresAt < Date.now()) return undefined;
  const u = users.get(g.userId);
  return u && u.isDeleted !== 1 ? u : undefined;
}

/** Ends the login a token belongs to: its access and its refresh token (logout, refresh). */
export function revokeSession(token: string | undefined) {
  const g = token ? grants.get(token) : undefined;
  if (!g) return;
  for (const [t, x] of grants) if (x.session === g.session) grants.delete(t);
}

/** Ends every session of a user (blacklist, removal, password reset by an administrator or by the user). */
export function revokeTokensOf(userId: string) {
  for (const [t, g] of grants) if (g.userId === userId) grants.delete(t);
}

/** Ends every session of a user but the one `keep` belongs to (the user's own password change). */
export function revokeOtherSessionsOf(userId: string, keep: string | undefined) {
  const mine = keep ? grants.get(keep)?.session : undefined;
  for (const [t, g] of grants) if (g.userId === userId && g.session !== mine) grants.delete(t);
}

/** `Auth: bearer <token>` -> token. */
export function bearer(req: Request): string | undefined {
  const h = req.header('Auth') || req.header('Blade-Auth') || '';
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m?.[1];
}

/** The signed-in user of a request; route handlers behind the session check can rely on it. */
export function currentUser(req: Request): User {
  const u = (req as any).user as User | undefined;
  if (!u) throw new Error('currentUser() used on a public route');
  return u;
}

export function isAdmin(u: User): boolean {
  return u.roleName === 'administrator';
}

/** The product staff role (issue 22): sees the studio and every administration screen, reads only. */
export const PRODUCT_ROLE = 'product';
export function isProduct(u: User): boolean {
  return u.roleName === PRODUCT_ROLE;
}
