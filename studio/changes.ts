/**
 * Change requests of the screen studio (docs/studio.md, "Review"): product staff submit a change
 * (提交审核) instead of publishing it; an administrator other than its author approves it (then it
 * is published as one git commit, studio/router.ts publishChange) or refuses it with a reason;
 * the author may withdraw it or amend it while it waits (one request per author and screen).
 * Development endpoints (mounted by the studio's router, only with MOCK_DEV_ENDPOINTS=1), answered
 * in the gateway's shape so that the review list is a schema screen of the engine
 * (schemas/tool/change.json):
 *
 * - GET  /api/__dev/studio/change/page     the requests, newest first (filters: status, screenName, createUserName)
 * - GET  /api/__dev/studio/change/detail?id=   one request with its proposed text and the screen's current text
 * - POST /api/__dev/studio/change/submit {path, text, baseHash, words, wordsEn, restoreOf?}
 * - POST /api/__dev/studio/change/withdraw {id}          the author, while it waits
 * - POST /api/__dev/studio/change/audit {id, auditStatus, auditReason}   2 approve, 3 refuse (reason required)
 *
 * Who calls is the session the console sends (`Auth`), looked up in the mock's sessions: these
 * endpoints, unlike the other development ones, act for a person. The requests are a table of the
 * mock's state (they survive a restart; `npm run mock:reset` forgets them); administrators hear of a
 * new request and the author of the decision through the message center, and every step is in
 * 操作日志 with the screen's menu name (mock/sfbn-system/account.ts, log.ts).
 */
import express, { type Request, type Response } from 'express';
import { fail, ok, paginate, params } from '../mock/_lib/http';
import { formatTime, Table } from '../mock/_lib/store';
import { bearer, isAdmin, isProduct, users, userForToken, type User } from '../mock/_lib/users';
import { messages } from '../mock/sfbn-system/account';
import { operationLog } from '../mock/sfbn-system/log';
import type { Answer } from './screenSave';
import type { SmokeResult } from './smoke';
import type { ChangeRequest } from '../shared/wire/studio';

/** A request's status: the tabs of the review list. */
export const CHANGE = { pending: 1, approved: 2, refused: 3, withdrawn: 4 } as const;

export const changes = new Table<ChangeRequest>('studio-change');

/** The file is no longer the version the change was made from (never overwritten; the page shows theirs). */
export const CONFLICT = '该页面已被他人修改';
export const NOT_SIGNED_IN = '请先登录';
export const ONLY_STAFF = '只有管理员和产品人员可以提交页面变更';
export const ONLY_ADMIN = '只有管理员可以审核页面变更';
export const OWN_CHANGE = '不能审核自己提交的变更';
export const NOT_PENDING = '该变更不在待审核状态';
export const NOT_FOUND = '变更不存在';
export const REASON_REQUIRED = '请输入驳回原因';
export const ONLY_AUTHOR = '只有提交人可以撤回';

/** The signed-in user of a development request (the console's session), if any. */
export const userOf = (req: Request): User | undefined => userForToken(bearer(req));

/** An account as a git identity: its name and e-mail. */
export const personOf = (u: User) => ({ name: u.realName || u.account, email: u.email || `${u.account}@localhost` });

/** The console's route of a request: the studio opened on it (its words, both previews, the decision). */
export const linkOf = (id: string) => `/tool/studio?change=${id}`;

/** An entry of 操作日志: what was done to which screen (by its menu name), by whom. */
export function logStep(u: User, kind: string, screenName: string, uri: string, result = 1) {
  operationLog.insert({
    title: `页面变更 ${kind}：${screenName}`,
    businessType: kind,
    operator: u.account,
    createBy: u.account,
    requestUri: uri,
    method: 'POST',
    serviceId: 'studio',
    params: '',
    result,
    time: '0',
    createTime: formatTime(),
  });
}

/** A message in someone's message center: `pending` for an administrator's to-do, `notice` for the author's decision. */
function tell(kind: 'pending' | 'notice', userId: string, title: string, content: string, changeId: string) {
  messages[kind].insert({ title, content, userId, isRead: 0, handled: 0, changeId, link: linkOf(changeId), createTime: formatTime() });
}

export interface ChangeContext {
  /** The file's current text and version (both null: no such file yet). */
  current: (path: string) => { text: string | null; hash: string | null } | { error: string };
  /** The checker and the smoke test of a proposed text: problems refuse the submit; the smoke result is kept with the request. */
  verdict: (req: Request, path: string, text: string) => Promise<{ problems: unknown[]; smoke: SmokeResult | null; screenName: string; screenNameEn: string }>;
  /** Publishes a request's text: checker and smoke test again, the conflict check, the save, the commit. */
  publish: (req: Request, row: ChangeRequest, author: User, approver: User) => Promise<Answer>;
}

const textField = (v: unknown, max = 4000) => (typeof v === 'string' ? v.slice(0, max) : '');
const lines = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string').map((x) => x.slice(0, 400)) : []).slice(0, 200);

export function changeRouter(prefix: string, ctx: ChangeContext): express.Router {
  const router = express.Router();
  /** The requests being published now. */
  const publishing = new Set<string>();
  const base = `${prefix}/change`;
  const signedIn = (req: Request, res: Response): User | undefined => {
    const u = userOf(req);
    if (!u) fail(res, NOT_SIGNED_IN, 401);
    return u;
  };

  router.get(`${base}/page`, (req, res) => {
    const u = signedIn(req, res);
    if (!u) return;
    const p = params(req);
    // Product staff see their own requests; administrators every one.
    const rows = changes
      .filter({ status: p.status, screenName: p.screenName, createUserName: p.createUserName }, (r) => isAdmin(u) || r.createUser === u.id)
      .map(({ text: _t, ...r }) => r);
    ok(res, paginate(rows, p.current, p.size));
  });

  router.get(`${base}/detail`, (req, res) => {
    const u = signedIn(req, res);
    if (!u) return;
    const row = changes.get(params(req).id);
    if (!row || !(isAdmin(u) || row.createUser === u.id)) return fail(res, NOT_FOUND);
    const now = ctx.current(row.path);
    ok(res, { ...row, current: 'error' in now ? null : now.text, currentHash: 'error' in now ? null : now.hash });
  });

  router.post(`${base}/submit`, async (req, res) => {
    const u = signedIn(req, res);
    if (!u) return;
    if (!isAdmin(u) && !isProduct(u)) return fail(res, ONLY_STAFF, 403);
    const b = req.body ?? {};
    const now = ctx.current(b.path);
    if ('error' in now) return fail(res, now.error);
    if (typeof b.text !== 'string' || !b.text) return fail(res, '文件内容不正确');
    // Made from an older version: the author sees theirs now rather than at the approval.
    if ((b.baseHash ?? null) !== now.hash) return fail(res, CONFLICT, 409, now);
    const words = lines(b.words);
    if (!words.length) return fail(res, '没有修改，不能提交');
    const v = await ctx.verdict(req, b.path, b.text);
    if (v.problems.length) return fail(res, '文件有问题，未提交', 400, { problems: v.problems });
    if (v.smoke && !v.smoke.passed) return fail(res, '冒烟测试未通过，未提交', 400, { smoke: v.smoke });
    const values = {
      path: b.path,
      screenName: v.screenName,
      screenNameEn: v.screenNameEn,
      summary: words[0],
      words: words.join('\n'),
      wordsEn: lines(b.wordsEn).join('\n'),
      text: b.text,
      baseHash: typeof b.baseHash === 'string' ? b.baseHash : null,
      restoreOf: textField(b.restoreOf, 40),
      smoke: v.smoke ? JSON.stringify(v.smoke) : '',
    };
    // Amending: the author's waiting request for this screen takes the new proposal (one request).
    const waiting = changes.find((r) => r.createUser === u.id && r.path === b.path && r.status === CHANGE.pending);
    const row = waiting
      ? changes.update(waiting.id, { ...values, createTime: formatTime() })!
      : changes.insert({
          ...values,
          status: CHANGE.pending,
          auditReason: '',
          createUser: u.id,
          createUserName: u.realName || u.account,
          creator: u.bid,
          auditUserName: '',
          auditTime: '',
          commit: '',
        });
    const kind = values.restoreOf ? '恢复版本' : waiting ? '修改变更' : '提交审核';
    for (const a of users.rows.filter((x) => isAdmin(x) && x.isDeleted !== 1 && x.id !== u.id))
      tell('pending', a.id, `页面变更待审核：${v.screenName}`, `${row.createUserName} ${kind}：${v.screenName}。${words.join('；')}`, row.id);
    logStep(u, kind, v.screenName, `${base}/submit`);
    ok(res, { id: row.id, amended: Boolean(waiting), smoke: v.smoke }, waiting ? '已修改待审核的变更' : '已提交审核');
  });

  router.post(`${base}/withdraw`, (req, res) => {
    const u = signedIn(req, res);
    if (!u) return;
    const row = changes.get(params(req).id);
    if (!row || !(isAdmin(u) || row.createUser === u.id)) return fail(res, NOT_FOUND);
    if (row.createUser !== u.id) return fail(res, ONLY_AUTHOR, 403);
    if (row.status !== CHANGE.pending) return fail(res, NOT_PENDING);
    changes.update(row.id, { status: CHANGE.withdrawn });
    logStep(u, '撤回', row.screenName, `${base}/withdraw`);
    ok(res, true, '已撤回');
  });

  router.post(`${base}/audit`, async (req, res) => {
    const u = signedIn(req, res);
    if (!u) return;
    if (!isAdmin(u)) return fail(res, ONLY_ADMIN, 403);
    const p = params(req);
    const row = changes.get(p.id);
    if (!row) return fail(res, NOT_FOUND);
    if (row.createUser === u.id) return fail(res, OWN_CHANGE, 403);
    if (row.status !== CHANGE.pending) return fail(res, NOT_PENDING);
    const approve = String(p.auditStatus) === String(CHANGE.approved);
    const reason = textField(p.auditReason, 500).trim();
    if (!approve && String(p.auditStatus) !== String(CHANGE.refused)) return fail(res, '审核结果不正确');
    if (!approve && !reason) return fail(res, REASON_REQUIRED);
    // Decided once: nothing else while an approval publishes it (the publish awaits the smoke test).
    if (publishing.has(row.id)) return fail(res, NOT_PENDING);
    const author = users.get(row.createUser);
    if (approve) {
      if (!author) return fail(res, '提交人的账号不存在');
      publishing.add(row.id);
      const published = await ctx.publish(req, row, author, u).finally(() => publishing.delete(row.id));
      if (!published.success) {
        logStep(u, '审核通过', row.screenName, `${base}/audit`, 0);
        return res.status(published.code).json(published);
      }
      changes.update(row.id, {
        status: CHANGE.approved,
        auditReason: reason,
        auditUserName: u.realName || u.account,
        auditTime: formatTime(),
        commit: published.data.commit,
      });
      tell(
        'notice',
        row.createUser,
        `页面变更已通过：${row.screenName}`,
        `${u.realName || u.account} 通过了你的变更，已发布（提交 ${String(published.data.commit).slice(0, 8)}）。`,
        row.id,
      );
      logStep(u, '审核通过', row.screenName, `${base}/audit`);
      return ok(res, { ...published.data, id: row.id }, '审核通过，已发布');
    }
    changes.update(row.id, { status: CHANGE.refused, auditReason: reason, auditUserName: u.realName || u.account, auditTime: formatTime() });
    tell('notice', row.createUser, `页面变更被驳回：${row.screenName}`, `${u.realName || u.account} 驳回了你的变更。驳回原因：${reason}`, row.id);
    logStep(u, '驳回', row.screenName, `${base}/audit`);
    ok(res, true, '已驳回');
  });
  return router;
}
