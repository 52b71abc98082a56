/** Accounts and message counters of the signed-in user (spec 7.1, 7.2 Messages). */
import { fail, ok, params, type Routes } from '../_lib/http';
import { pageOf, removeRows } from '../_lib/crud';
import { lockedMessage, recordFailure, recordSuccess } from '../_lib/lockout';
import { security } from './org';
import { Table, seedTime } from '../_lib/store';
import { currentUser, users } from '../_lib/users';
import { decrypt } from '../_lib/keys';
import { takeBindCode } from '../sfbn-resource/person';

function person(u: ReturnType<typeof currentUser>) {
  return { userId: u.id, userName: u.account, name: u.realName || u.name, bid: u.bid, pic: u.avatar, status: u.status, userType: u.userType, tenantId: u.tenantId };
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

const unread = (k: (typeof kinds)[number]) => messages[k].rows.filter((r) => !r.isRead && !r.handled).length;

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
  ok(res, true, '绑定成功');
}

const routes: Routes = {
  'GET /api/sfbn-system/account/getPerson': (req, res) => ok(res, person(currentUser(req))),
  'GET /api/sfbn-system/account/getUserStatus': (req, res) => ok(res, { status: currentUser(req).status }),
  'GET /api/sfbn-system/account/getImg': (req, res) => ok(res, currentUser(req).avatar),
  'POST /api/sfbn-system/account/submitAvatar': (req, res) => {
    const u = currentUser(req);
    users.update(u.id, { avatar: String(params(req).avatar ?? '') });
    ok(res, true, '保存成功');
  },

  /** Phone binding (contract "Accounts"): the code sent by GET /sfbn-resource/person/verify-code/bind. */
  'POST /api/sfbn-system/account/bind': (req, res) => bindPhone(req, res, false),
  'POST /api/sfbn-system/account/bindUpdate': (req, res) => bindPhone(req, res, true),

  /** Password re-check (unlocking the lock screen, showing API secrets): sm2-encrypted, answers true/false. */
  // Wrong passwords count towards the account's lockout (mock/_lib/lockout.ts), as at login.
  'POST /api/sfbn-system/api/client/checkPassword': (req, res) => {
    const r = checkPassword(currentUser(req), params(req).password);
    if (r.locked) return fail(res, r.msg);
    ok(res, r.ok, r.ok ? undefined : r.msg);
  },

  'GET /api/sfbn-system/messagePending/getIsDisplay': (_req, res) =>
    ok(res, kinds.some((k) => unread(k) > 0)),
  'GET /api/sfbn-system/messagePending/getCount': (_req, res) => ok(res, unread('pending')),
  'GET /api/sfbn-system/messageAlarm/notHandleCount': (_req, res) => ok(res, unread('alarm')),
  'GET /api/sfbn-system/messageNotice/notReadNum': (_req, res) => ok(res, unread('notice')),
  'GET /api/sfbn-system/messagePending/page': (req, res) => pageOf(res, messages.pending, params(req)),
  'GET /api/sfbn-system/messageAlarm/listByPage': (req, res) => pageOf(res, messages.alarm, params(req)),
  'GET /api/sfbn-system/messageNotice/listByPage': (req, res) => pageOf(res, messages.notice, params(req)),
  'POST /api/sfbn-system/messagePending/remove': (req, res) => removeRows(res, messages.pending, params(req).ids),
  'POST /api/sfbn-system/messageAlarm/remove': (req, res) => removeRows(res, messages.alarm, params(req).ids),
  'POST /api/sfbn-system/messageNotice/remove': (req, res) => removeRows(res, messages.notice, params(req).ids),
};

export default routes;
