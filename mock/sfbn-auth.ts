/** sfbn-auth: OAuth tokens, captcha, logout (spec 7.1). */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { open } from './_lib/app';
import { fail, ok, params, type Routes } from './_lib/http';
import { decrypt } from './_lib/keys';
import { takeAuthorizationCode } from './_lib/authCodes';
import { addressLockedMessage, clientAddress, lockedMessage, rateLimiter, recordFailure, recordSuccess } from './_lib/lockout';
import { bearer, currentUser, issueTokens, revokeSession, userForToken, users } from './_lib/users';
import { captchaAnswer, consumeCaptcha, drawCaptcha, security } from './_lib/credentials';
import { devOnly, needs } from './_lib/access';
import type { CaptchaAnswer, TokenAnswer, UserInfo } from '../shared/wire/auth';
import type { Flag } from '../shared/wire/system';

/**
 * Captcha images per address and minute: enough for people, not for a guessing script. The browser
 * tests log in hundreds of times from one address and raise it with MOCK_CAPTCHAS_PER_MINUTE.
 */
export const CAPTCHAS_PER_MINUTE = Number(process.env.MOCK_CAPTCHAS_PER_MINUTE) || 120;
const captchaLimit = rateLimiter(CAPTCHAS_PER_MINUTE, 60_000);

/**
 * Encrypted login pairs already presented (sha-256 of the two sm2 fields). sm2 encryption is
 * randomised, so the console's every login sends a pair never seen before; the same pair again is
 * a captured request replayed (with a fresh captcha) and is refused, whatever its password.
 */
const spentPairs = new Set<string>();
export const PAIR_REPLAYED = '登录信息已失效，请重新登录';

function oauthError(res: Response, description: string, status = 400) {
  res.status(status).json({ error_code: status, error: 'invalid_grant', error_description: description });
}

function passwordGrant(req: Request, res: Response) {
  const p = params(req);
  const key = req.header('Captcha-Key') || '';
  const code = req.header('Captcha-Code') || p.captcha || '';
  if (!consumeCaptcha(key, code)) {
    return oauthError(res, '验证码不正确');
  }
  // An address that failed too often is refused before any password is looked at.
  const address = clientAddress(req);
  const blocked = addressLockedMessage(address);
  if (blocked) return oauthError(res, blocked);
  const account = decrypt(p.username);
  const password = decrypt(p.password);
  if (account === null || password === null) return oauthError(res, '登录信息未加密，已拒绝');
  const pair = createHash('sha256')
    .update(`${String(p.username).toLowerCase()}|${String(p.password).toLowerCase()}`)
    .digest('hex');
  if (spentPairs.has(pair)) return oauthError(res, PAIR_REPLAYED);
  spentPairs.add(pair);
  const user = users.find((u) => u.account === account && u.tenantId === (req.header('Tenant-Id') || p.tenantId || '000000'));
  // Counted by account name, so an unknown account answers exactly as a wrong password does.
  const locked = lockedMessage(account);
  if (locked) return oauthError(res, locked);
  if (!user || user.password !== password) return oauthError(res, recordFailure(account, security().passwordLockNum, Date.now(), address));
  recordSuccess(account);
  if (user.isDeleted === 1) return oauthError(res, '该账号已被列入黑名单');
  if (user.approved !== 1) return oauthError(res, '注册申请尚未通过审核');
  res.json(issueTokens(user) satisfies TokenAnswer);
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

// Hand-written: OAuth's captcha, grants and logout are flows over captchas and sessions, not rows.
const routes: Routes = {
  'GET /api/sfbn-auth/oauth/captcha': open(
    (req, res) => {
      if (!captchaLimit(clientAddress(req))) return fail(res, '请求过于频繁，请稍后再试', 429);
      res.json(drawCaptcha() satisfies CaptchaAnswer);
    },
    { wire: { answer: 'CaptchaAnswer', bare: true } },
  ),
  /** Development only: what the captcha of `key` says, so browser tests can log in. */
  'GET /api/__dev/captcha/:key': devOnly((req, res) => {
    res.json({ code: captchaAnswer(req.params.key) });
  }),

  'POST /api/sfbn-auth/oauth/token': open(
    (req, res) => {
      if (inQuery(req)) return oauthError(res, '登录信息须放在请求体中发送');
      const grant = params(req).grant_type;
      if (grant === 'password') return passwordGrant(req, res);
      if (grant === 'refresh_token') return refreshGrant(req, res);
      if (grant === 'authorization_code') return codeGrant(req, res);
      return oauthError(res, `不支持的授权类型: ${grant ?? ''}`);
    },
    { wire: { body: 'TokenRequest', form: true, answer: 'TokenAnswer', bare: true } },
  ),
  'POST /api/sfbn-auth/oauth/token/refresh': open((req, res) => (inQuery(req) ? oauthError(res, '登录信息须放在请求体中发送') : refreshGrant(req, res)), {
    wire: { body: 'RefreshRequest', form: true, answer: 'TokenAnswer', bare: true },
  }),

  // Logout ends the session on the gateway: the access token and its refresh token.
  'GET /api/sfbn-auth/oauth/logout': open(
    (req, res) => {
      revokeSession(bearer(req));
      ok<Flag>(res, true);
    },
    { wire: { answer: 'Flag' } },
  ),
  /** Logout that also hands over the browser's captured error logs (spec 7.1). */
  'POST /api/sfbn-auth/oauth/logout': open(
    (req, res) => {
      revokeSession(bearer(req));
      ok<Flag>(res, true);
    },
    { wire: { body: 'LogoutBody', answer: 'Flag' } },
  ),
  'GET /api/sfbn-auth/oauth/user-info': needs(
    (req, res) => {
      const u = currentUser(req);
      ok<UserInfo>(res, { userId: u.id, account: u.account, name: u.name, realName: u.realName, tenantId: u.tenantId });
    },
    'user',
    { wire: { answer: 'UserInfo' } },
  ),
  'GET /api/sfbn-auth/oauth/clear-cache': needs((_req, res) => ok<Flag>(res, true), 'user', { wire: { answer: 'Flag' } }),
};

export default routes;
