/**
 * Password reset (spec 2.2, 3, 7.1): account check, verify-code send and check, new password.
 * Codes are 6 digits, valid 5 minutes, at most 5 wrong tries, one send per 60 s (a code that
 * was used up frees the account for a new send at once); the mock
 * prints each code to its log and GET /api/__dev/verify-code/:userName returns the last one
 * (development only). A correct code yields a one-use ticket (10 minutes) that
 * POST /sfbn-system/user/reset-password requires, so the wizard cannot be skipped.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Response } from 'express';
import { open } from '../_lib/app';
import { devOnly } from '../_lib/access';
import type { AccountPhone, Flag, Nothing, ResetTicket } from '../../shared/wire/system';
import { ok, params, type Routes } from '../_lib/http';
import { decrypt } from '../_lib/keys';
import { revokeTokensOf, users } from '../_lib/users';
import { unlockAccount } from '../_lib/lockout';
import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../_lib/credentials';

const CODE_TYPES = new Set(['login', 'register', 'authentication']);
const CODE_TTL = 5 * 60_000;
const RESEND_AFTER = 60_000;
const MAX_TRIES = 5;
const TICKET_TTL = 10 * 60_000;

/** Sent codes by `account:codeType`; the phone binding (sfbn-resource/person.ts) keeps its codes here too, so the one dev endpoint reads both. */
export const codes = new Map<string, { code: string; sentAt: number; tries: number }>();
const tickets = new Map<string, { userName: string; expiresAt: number }>();

function refuse(res: Response, description: string, code = 400) {
  res.status(code).json({ code, success: false, data: null, msg: description, error_description: description });
}

const findUser = (userName: unknown) => users.find((u) => u.account === String(userName ?? '').trim() && u.isDeleted === 0);

/** 13800000002 -> 138****0002 */
export function maskPhone(phone: string): string {
  return phone && phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

// Hand-written: a flow of codes and tickets kept in memory, not rows.
const routes: Routes = {
  'GET /api/sfbn-system/verify-account-exists': open(
    (req, res) => {
      const p = params(req);
      if (!String(p.userName ?? '').trim()) return refuse(res, '请输入账号名称');
      const u = findUser(p.userName);
      if (!u || u.approved !== 1) return refuse(res, '账号不存在');
      ok<AccountPhone>(res, { userName: u.account, phone: maskPhone(u.phone), hasPhone: Boolean(u.phone) });
    },
    { wire: { query: 'AccountQuery', answer: 'AccountPhone' } },
  ),

  'GET /api/sfbn-resource/login/verify-code/send': open(
    (req, res) => {
      const p = params(req);
      const codeType = String(p.codeType ?? 'authentication');
      if (!CODE_TYPES.has(codeType)) return refuse(res, '验证码类型不正确');
      const u = findUser(p.userName);
      if (!u) return refuse(res, '账号不存在');
      if (!u.phone) return refuse(res, '该账号未绑定手机号，请联系管理员');
      const key = `${u.account}:${codeType}`;
      const last = codes.get(key);
      if (last && Date.now() - last.sentAt < RESEND_AFTER) return refuse(res, '验证码发送过于频繁，请 60 秒后再试');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      codes.set(key, { code, sentAt: Date.now(), tries: 0 });
      console.log(`[mock] verify code for ${u.account} (${codeType}) to ${maskPhone(u.phone)}: ${code}`);
      ok<Nothing>(res, null, '发送成功!');
    },
    { wire: { query: 'AccountQuery', answer: 'Nothing' } },
  ),

  /** Development only: the last code sent to an account (?codeType=, default authentication). */
  'GET /api/__dev/verify-code/:userName': devOnly((req, res) => {
    const codeType = String(req.query.codeType ?? 'authentication');
    res.json({ code: codes.get(`${req.params.userName}:${codeType}`)?.code ?? null });
  }),

  'POST /api/sfbn-system/check/user/authentication-code': open(
    (req, res) => {
      const p = params(req);
      const u = findUser(p.userName);
      if (!u) return refuse(res, '账号不存在');
      const key = `${u.account}:authentication`;
      const entry = codes.get(key);
      if (!entry || Date.now() - entry.sentAt > CODE_TTL) {
        codes.delete(key);
        return refuse(res, '验证码已过期，请重新获取');
      }
      if (entry.code !== String(p.captcha ?? '').trim()) {
        entry.tries += 1;
        if (entry.tries >= MAX_TRIES) codes.delete(key);
        return refuse(res, entry.tries >= MAX_TRIES ? '验证码错误次数过多，请重新获取' : '验证码不正确');
      }
      codes.delete(key);
      const ticket = randomBytes(16).toString('hex');
      tickets.set(ticket, { userName: u.account, expiresAt: Date.now() + TICKET_TTL });
      ok<ResetTicket>(res, { ticket }, '验证通过');
    },
    { wire: { body: 'CodeCheck', answer: 'ResetTicket' } },
  ),

  'POST /api/sfbn-system/user/reset-password': open(
    (req, res) => {
      const p = params(req);
      const t = tickets.get(String(p.ticket ?? ''));
      if (!t || t.expiresAt < Date.now() || t.userName !== String(p.userName ?? '')) return refuse(res, '身份验证已失效，请重新验证');
      const u = findUser(p.userName);
      if (!u) return refuse(res, '账号不存在');
      const password = decrypt(p.password);
      const again = decrypt(p.againPassword);
      if (password === null || again === null) return refuse(res, '密码未加密，已拒绝');
      if (password !== again) return refuse(res, '两次密码输入不一致');
      if (!PASSWORD_RULE.test(password)) return refuse(res, PASSWORD_RULE_MESSAGE);
      if (password === u.password) return refuse(res, '新密码不能与原密码相同');
      tickets.delete(String(p.ticket));
      users.update(u.id, { password });
      revokeTokensOf(u.id); // sessions signed in with the old password end
      unlockAccount(u.account); // and a lock from wrong passwords lifts: the owner proved who they are
      ok<Flag>(res, true, '密码修改成功');
    },
    { wire: { body: 'PasswordReset', answer: 'Flag' } },
  ),
};

export default routes;
