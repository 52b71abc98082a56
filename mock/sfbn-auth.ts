/** sfbn-auth: OAuth tokens, captcha, logout (spec 7.1). */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import svgCaptcha from 'svg-captcha';
import { open } from './_lib/app';
import { fail, ok, params, type Routes } from './_lib/http';
import { decrypt } from './_lib/keys';
import { takeAuthorizationCode } from './_lib/authCodes';
import { lockedMessage, rateLimiter, recordFailure, recordSuccess } from './_lib/lockout';
import { bearer, currentUser, issueTokens, revokeSession, userForToken, users } from './_lib/users';
import { security as securitySettings } from './sfbn-system/org';

const captchas = new Map<string, { code: string; expiresAt: number }>();
/**
 * Captcha images per address and minute: enough for people, not for a guessing script. The browser
 * tests log in hundreds of times from one address and raise it with MOCK_CAPTCHAS_PER_MINUTE.
 */
export const CAPTCHAS_PER_MINUTE = Number(process.env.MOCK_CAPTCHAS_PER_MINUTE) || 120;
const captchaLimit = rateLimiter(CAPTCHAS_PER_MINUTE, 60_000);

/** One-use check of a captcha drawn by GET /oauth/captcha (also used by registration). */
export function consumeCaptcha(key: string, code: unknown): boolean {
  const expected = captchas.get(key);
  captchas.delete(key);
  return Boolean(expected && expected.expiresAt >= Date.now() && expected.code.toLowerCase() === String(code ?? '').toLowerCase());
}

/**
 * A fresh captcha: random key, random characters drawn by svg-captcha as glyph outlines (<path>)
 * with noise lines, so the answer is neither derivable from the key nor readable as text.
 */
function drawCaptcha() {
  const c = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlLqg', noise: 3, color: true, background: '#f4f6fa', width: 100, height: 40, fontSize: 40 });
  const key = randomBytes(16).toString('hex');
  captchas.set(key, { code: c.text, expiresAt: Date.now() + 5 * 60_000 });
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

function oauthError(res: Response, description: string, status = 400) {
  res.status(status).json({ error_code: status, error: 'invalid_grant', error_description: description });
}

function passwordGrant(req: Request, res: Response) {
  const p = params(req);
  const key = req.header('Captcha-Key') || '';
  const code = req.header('Captcha-Code') || p.captcha || '';
  const expected = captchas.get(key);
  captchas.delete(key); // one use, as a real captcha
  if (!expected || expected.expiresAt < Date.now() || expected.code.toLowerCase() !== String(code).toLowerCase()) {
    return oauthError(res, '验证码不正确');
  }
  const account = decrypt(p.username);
  const password = decrypt(p.password);
  if (account === null || password === null) return oauthError(res, '登录信息未加密，已拒绝');
  const user = users.find((u) => u.account === account && u.tenantId === (req.header('Tenant-Id') || p.tenantId || '000000'));
  // Counted by account name, so an unknown account answers exactly as a wrong password does.
  const locked = lockedMessage(account);
  if (locked) return oauthError(res, locked);
  if (!user || user.password !== password) return oauthError(res, recordFailure(account, securitySettings().passwordLockNum));
  recordSuccess(account);
  if (user.isDeleted === 1) return oauthError(res, '该账号已被列入黑名单');
  if (user.approved !== 1) return oauthError(res, '注册申请尚未通过审核');
  res.json(issueTokens(user));
}

/** authorization_code grant (spec 7.1): a code minted by GET /oauth/authorize, used once. */
function codeGrant(req: Request, res: Response) {
  const p = params(req);
  const user = takeAuthorizationCode(String(p.code ?? ''), p.redirect_uri);
  if (!user) return oauthError(res, '授权码无效或已过期');
  if (user.isDeleted === 1) return oauthError(res, '该账号已被列入黑名单');
  if (user.approved !== 1) return oauthError(res, '注册申请尚未通过审核');
  res.json(issueTokens(user));
}

function refreshGrant(req: Request, res: Response) {
  const p = params(req);
  const user = userForToken(p.refresh_token, 'refresh');
  if (!user) return oauthError(res, '登录已过期，请重新登录', 401);
  revokeSession(p.refresh_token); // the old pair ends; one refresh token mints one session
  res.json(issueTokens(user));
}

/**
 * Credentials travel in the form-encoded body only: a query string lands in access logs and
 * browser history, where it could be replayed.
 */
const CREDENTIALS = ['username', 'password', 'refresh_token', 'code'];
const inQuery = (req: Request) => CREDENTIALS.some((k) => k in (req.query as Record<string, unknown>));

const routes: Routes = {
  'GET /api/sfbn-auth/oauth/captcha': open((req, res) => {
    if (!captchaLimit(req.ip ?? '')) return fail(res, '请求过于频繁，请稍后再试', 429);
    res.json(drawCaptcha());
  }),
  /** Development only: what the captcha of `key` says, so browser tests can log in. */
  'GET /api/__dev/captcha/:key': (req, res) => {
    res.json({ code: captchas.get(req.params.key)?.code ?? null });
  },

  'POST /api/sfbn-auth/oauth/token': open((req, res) => {
    if (inQuery(req)) return oauthError(res, '登录信息须放在请求体中发送');
    const grant = params(req).grant_type;
    if (grant === 'password') return passwordGrant(req, res);
    if (grant === 'refresh_token') return refreshGrant(req, res);
    if (grant === 'authorization_code') return codeGrant(req, res);
    return oauthError(res, `不支持的授权类型: ${grant ?? ''}`);
  }),
  'POST /api/sfbn-auth/oauth/token/refresh': open((req, res) => (inQuery(req) ? oauthError(res, '登录信息须放在请求体中发送') : refreshGrant(req, res))),

  // Logout ends the session on the gateway: the access token and its refresh token.
  'GET /api/sfbn-auth/oauth/logout': open((req, res) => {
    revokeSession(bearer(req));
    ok(res, true);
  }),
  /** Logout that also hands over the browser's captured error logs (spec 7.1). */
  'POST /api/sfbn-auth/oauth/logout': open((req, res) => {
    revokeSession(bearer(req));
    ok(res, true);
  }),
  'GET /api/sfbn-auth/oauth/user-info': (req, res) => {
    const u = currentUser(req);
    ok(res, { userId: u.id, account: u.account, name: u.name, realName: u.realName, tenantId: u.tenantId });
  },
  'GET /api/sfbn-auth/oauth/clear-cache': (_req, res) => ok(res, true),
};

export default routes;
