/** Accounts and message counters of the signed-in user (spec 7.1, 7.2 Messages). */
import type { Page } from '../../shared/wire/envelope';
import type { Count, Message, PersonInfo, UserStatus } from '../../shared/wire/session';
import type { Flag, Link } from '../../shared/wire/system';
import type { Request, Response } from 'express';
import { fail, idList, ok, paginate, params, type Routes } from '../_lib/http';
import { NON_FILTERS } from '../_lib/resource';
import { lockedMessage, recordFailure, recordSuccess } from '../_lib/lockout';
import { security } from '../_lib/credentials';
import { Table, seedTime } from '../_lib/store';
import { currentUser, users, type User } from '../_lib/users';
import { decrypt } from '../_lib/keys';
import { takeBindCode } from '../sfbn-resource/person';
import { needs } from '../_lib/access';

function person(u: ReturnType<typeof currentUser>) {
  return {
    userId: u.id,
    userName: u.account,
    name: u.realName || u.name,
    bid: u.bid,
    pic: u.avatar,
    status: u.status,
    userType: u.userType,
    tenantId: u.tenantId,
  };
}

/** Message tables: pending items for me, alarms, notices. Read flags change when they are read. */
const kinds = ['pending', 'alarm', 'notice'] as const;
const titles = {
  pending: ['节点入网申请待审批', '子链创建申请待审核', '合约项目发布待审核', '数字身份认证待审核'],
  alarm: ['共识节点出块延迟', '节点磁盘使用率超过 85%', '子链同步高度落后', '网关响应时间过长'],
  notice: ['骨干网 v2.3 升级公告', '标识解析服务维护通知', '联盟年度大会通知', '新版合约 IDE 上线'],
};
export const messages = Object.fromEntries(
  kinds.map((k) => {
    // Alarms are many on purpose: the side-menu badge shows 99+ at 99 or more.
    const count = k === 'alarm' ? 120 : k === 'pending' ? 3 : 5;
    return [
      k,
      new Table(
        `message-${k}`,
        Array.from({ length: count }, (_, i) => ({
          id: `${k}-${i + 1}`,
          title: titles[k][i % 4],
          content: `${titles[k][i % 4]}（第 ${i + 1} 条）`,
          userId: '*',
          isRead: 0,
          handled: 0,
          createTime: seedTime(200 - i),
        })),
      ),
    ];
  }),
) as unknown as Record<(typeof kinds)[number], Table>;

type Kind = (typeof kinds)[number];

/**
 * Each user's own state of a message: read, removed. A message row is sent to everyone
 * (userId '*') or to one user; reading or removing it changes only the reader's receipt, never the
 * row, so one user's removal does not take the message from anyone else's list.
 */
export const receipts = new Table<{ id: string; kind: string; userId: string; messageId: string; isRead: number; removed: number }>('message-receipt');
const receiptId = (k: Kind, userId: string, messageId: string) => `${k}:${userId}:${messageId}`;
const receiptOf = (k: Kind, u: User, messageId: string) => receipts.get(receiptId(k, u.id, messageId));

/** The messages of a kind the user has (addressed to them or to everyone, not removed by them), with their read flag. */
function inbox(k: Kind, u: User, p: Record<string, any> = {}) {
  return messages[k]
    .filter(p, (r) => (r.userId === '*' || r.userId === u.id) && !receiptOf(k, u, r.id)?.removed)
    .map((r) => ({ ...r, isRead: receiptOf(k, u, r.id)?.isRead ?? r.isRead }));
}

const unread = (k: Kind, u: User) => inbox(k, u).filter((r: Record<string, any>) => !r.isRead && !r.handled).length;

/** A page of the user's messages, strictly filtered like every list (400 for an unknown key). */
function inboxPage(req: Request, res: Response, k: Kind) {
  const p = params(req);
  const columns = new Set(['id', 'title', 'content', 'isRead', 'handled', 'createTime', 'noticeId', 'userId']);
  const unknown = Object.keys(p).find((key) => !NON_FILTERS.has(key) && !columns.has(key));
  if (unknown) return fail(res, `不支持的查询条件: ${unknown}`);
  const { isRead, userId: _userId, ...query } = p;
  const rows = inbox(k, currentUser(req), query).filter((r) => isRead === undefined || isRead === '' || String(r.isRead) === String(isRead));
  ok<Page<Message>>(res, paginate(rows as Message[], p.current, p.size));
}

/** Removes messages from the user's own list only: ids comma-joined, every one theirs, else 400 and nothing removed. */
function removeFromInbox(req: Request, res: Response, k: Kind) {
  const u = currentUser(req);
  const ids = idList(params(req).ids);
  if (!ids.length) return fail(res, '请选择至少一条数据');
  const mine = new Set(inbox(k, u).map((r) => r.id));
  if (ids.some((id) => !mine.has(id))) return fail(res, '数据不存在');
  for (const id of ids) {
    const rid = receiptId(k, u.id, id);
    if (receipts.get(rid)) receipts.update(rid, { removed: 1 });
    else receipts.insert({ id: rid, kind: k, userId: u.id, messageId: id, isRead: 1, removed: 1 });
  }
  ok<Count>(res, ids.length, '删除成功');
}

/**
 * The signed-in user's password, sm2-encrypted, checked as at login: wrong ones count towards the
 * lockout. Shared by checkPassword (lock screen) and the API key secret (sfbn-system/apikey.ts).
 */
export function checkPassword(u: { account: string; password: string }, cipher: unknown): { ok: boolean; locked?: boolean; msg: string } {
  const locked = lockedMessage(u.account);
  if (locked) return { ok: false, locked: true, msg: locked };
  const plain = decrypt(cipher);
  if (plain === null) return { ok: false, msg: '密码未加密' };
  if (plain !== u.password) {
    const msg = recordFailure(u.account, security().passwordLockNum);
    return { ok: false, locked: Boolean(lockedMessage(u.account)), msg };
  }
  recordSuccess(u.account);
  return { ok: true, msg: '操作成功' };
}

function bindPhone(req: Parameters<Routes[string]>[0], res: Parameters<Routes[string]>[1], update: boolean) {
  const u = currentUser(req);
  const p = params(req);
  const phone = String(p.phone ?? '').trim();
  if (!/^1[3-9]\d{9}$/.test(phone)) return fail(res, '手机号码格式不正确');
  if (!update && u.phone) return fail(res, '已绑定手机号，请使用更换绑定');
  if (users.find((x) => x.phone === phone && x.id !== u.id)) return fail(res, '该手机号已被其他账号绑定');
  const problem = takeBindCode(u.account, phone, String(p.code ?? '').trim());
  if (problem) return fail(res, problem);
  users.update(u.id, { phone });
  ok<Flag>(res, true, '绑定成功');
}

// Hand-written: the signed-in user's own account and messages (per-user receipts), not a table's rows.
const routes: Routes = {
  'GET /api/sfbn-system/account/getPerson': needs((req, res) => ok<PersonInfo>(res, person(currentUser(req))), 'user', { wire: { answer: 'PersonInfo' } }),
  'GET /api/sfbn-system/account/getUserStatus': needs((req, res) => ok<UserStatus>(res, { status: currentUser(req).status }), 'user', {
    wire: { answer: 'UserStatus' },
  }),
  'GET /api/sfbn-system/account/getImg': needs((req, res) => ok<Link>(res, currentUser(req).avatar), 'user', { wire: { answer: 'Link' } }),
  'POST /api/sfbn-system/account/submitAvatar': needs(
    (req, res) => {
      const u = currentUser(req);
      users.update(u.id, { avatar: String(params(req).avatar ?? '') });
      ok<Flag>(res, true, '保存成功');
    },
    'user',
    { wire: { body: 'AvatarBody', answer: 'Flag' } },
  ),

  /** Phone binding (contract "Accounts"): the code sent by GET /sfbn-resource/person/verify-code/bind. */
  'POST /api/sfbn-system/account/bind': needs((req, res) => bindPhone(req, res, false), 'user', { wire: { body: 'PhoneBinding', answer: 'Flag' } }),
  'POST /api/sfbn-system/account/bindUpdate': needs((req, res) => bindPhone(req, res, true), 'user', { wire: { body: 'PhoneBinding', answer: 'Flag' } }),

  /** Password re-check (unlocking the lock screen, showing API secrets): sm2-encrypted, answers true/false. */
  // Wrong passwords count towards the account's lockout (mock/_lib/lockout.ts), as at login.
  'POST /api/sfbn-system/api/client/checkPassword': needs(
    (req, res) => {
      const r = checkPassword(currentUser(req), params(req).password);
      if (r.locked) return fail(res, r.msg);
      ok<Flag>(res, r.ok, r.ok ? undefined : r.msg);
    },
    'user',
    { wire: { body: 'PasswordCheck', answer: 'Flag' } },
  ),

  // Every list, counter and removal is the signed-in user's own (their receipts, above).
  'GET /api/sfbn-system/messagePending/getIsDisplay': needs(
    (req, res) =>
      ok<Flag>(
        res,
        kinds.some((k) => unread(k, currentUser(req)) > 0),
      ),
    'user',
    { wire: { answer: 'Flag' } },
  ),
  'GET /api/sfbn-system/messagePending/getCount': needs((req, res) => ok<Count>(res, unread('pending', currentUser(req))), 'user', {
    wire: { answer: 'Count' },
  }),
  'GET /api/sfbn-system/messageAlarm/notHandleCount': needs((req, res) => ok<Count>(res, unread('alarm', currentUser(req))), 'user', {
    wire: { answer: 'Count' },
  }),
  'GET /api/sfbn-system/messageNotice/notReadNum': needs((req, res) => ok<Count>(res, unread('notice', currentUser(req))), 'user', {
    wire: { answer: 'Count' },
  }),
  'GET /api/sfbn-system/messagePending/page': needs((req, res) => inboxPage(req, res, 'pending'), 'user', {
    wire: { query: 'MessageQuery', answer: { page: 'Message' } },
  }),
  'GET /api/sfbn-system/messageAlarm/listByPage': needs((req, res) => inboxPage(req, res, 'alarm'), 'user', {
    wire: { query: 'MessageQuery', answer: { page: 'Message' } },
  }),
  'GET /api/sfbn-system/messageNotice/listByPage': needs((req, res) => inboxPage(req, res, 'notice'), 'user', {
    wire: { query: 'MessageQuery', answer: { page: 'Message' } },
  }),
  'POST /api/sfbn-system/messagePending/remove': needs((req, res) => removeFromInbox(req, res, 'pending'), 'user', {
    wire: { body: 'IdsBody', answer: 'Count' },
  }),
  'POST /api/sfbn-system/messageAlarm/remove': needs((req, res) => removeFromInbox(req, res, 'alarm'), 'user', { wire: { body: 'IdsBody', answer: 'Count' } }),
  'POST /api/sfbn-system/messageNotice/remove': needs((req, res) => removeFromInbox(req, res, 'notice'), 'user', {
    wire: { body: 'IdsBody', answer: 'Count' },
  }),
};

export default routes;
