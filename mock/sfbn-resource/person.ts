/**
 * Phone codes of the signed-in user (contract docs/domain/identity.md "Accounts"): GET
 * /sfbn-resource/person/verify-code/bind?phone= sends a 6-digit code to that phone for the
 * signed-in user; /sfbn-system/account/bind and bindUpdate spend it. GET
 * /sfbn-resource/person/verify-code/subchain?phone= sends the code a sub-chain application's
 * legal-person step checks (childChain/checkVerifyCode, docs/domain/subchain.md). Codes live in
 * the reset flow's map under `account:<kind>`, so GET /api/__dev/verify-code/:user?codeType=bind
 * (or subchain) reads them.
 */
import { randomInt } from 'node:crypto';
import { fail, ok, params, type Routes } from '../_lib/http';
import { currentUser } from '../_lib/users';
import { codes, maskPhone } from '../sfbn-system/reset';
import { needs } from '../_lib/access';
import type { Nothing } from '../../shared/wire/system';

const CODE_TTL = 5 * 60_000;
const RESEND_AFTER = 60_000;
const MAX_TRIES = 5;
/** The phone each pending code was sent to: a code only binds the number it was sent to. */
const sentTo = new Map<string, string>();

/** Checks and spends a binding code; answers the refusal message, or null when it is right. */
export function takeBindCode(account: string, phone: string, code: string): string | null {
  return takeCode(account, 'bind', phone, code);
}

/** Checks and spends a code of a kind sent to a phone; answers the refusal message, or null when it is right. */
export function takeCode(account: string, kind: 'bind' | 'subchain', phone: string, code: string): string | null {
  const key = `${account}:${kind}`;
  const entry = codes.get(key);
  if (!entry || sentTo.get(key) !== phone) return '请先获取验证码';
  if (Date.now() - entry.sentAt > CODE_TTL) {
    codes.delete(key);
    return '验证码已过期，请重新获取';
  }
  if (entry.code !== code) {
    entry.tries += 1;
    if (entry.tries >= MAX_TRIES) codes.delete(key);
    return '验证码不正确';
  }
  codes.delete(key);
  sentTo.delete(key);
  return null;
}

/** Sends a code of a kind to ?phone= for the signed-in user (one per 60 s to the same phone). */
const send =
  (kind: 'bind' | 'subchain'): Routes[string] =>
  (req, res) => {
    const u = currentUser(req);
    const phone = String(params(req).phone ?? '').trim();
    if (!phone) return fail(res, '请输入手机号码');
    if (!/^1[3-9]\d{9}$/.test(phone)) return fail(res, '手机号码格式不正确');
    const key = `${u.account}:${kind}`;
    const last = codes.get(key);
    if (last && sentTo.get(key) === phone && Date.now() - last.sentAt < RESEND_AFTER) return fail(res, '验证码发送过于频繁，请 60 秒后再试');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    codes.set(key, { code, sentAt: Date.now(), tries: 0 });
    sentTo.set(key, phone);
    console.log(`[mock] ${kind} code for ${u.account} to ${maskPhone(phone)}: ${code}`);
    ok<Nothing>(res, null, '发送成功!');
  };

// Hand-written: codes live minutes in memory, not rows.
const routes: Routes = {
  'GET /api/sfbn-resource/person/verify-code/bind': needs(send('bind'), 'user', { wire: { query: 'PhoneQuery', answer: 'Nothing' } }),
  'GET /api/sfbn-resource/person/verify-code/subchain': needs(send('subchain'), 'user', { wire: { query: 'PhoneQuery', answer: 'Nothing' } }),
};

export default routes;
