/** sfbn-auth: OAuth tokens, captcha, logout (spec 7.1). */
import type { Request, Response } from 'express';
import { open } from './_lib/app';
import { ok, params, type Routes } from './_lib/http';
import { decrypt } from './_lib/keys';
import { takeAuthorizationCode } from './_lib/authCodes';
import { bearer, currentUser, issueTokens, revoke, userForToken, users } from './_lib/users';

const captchas = new Map<string, { code: string; expiresAt: number }>();
let captchaSeq = 0;

/** One-use check of a captcha drawn by GET /oauth/captcha (also used by registration). */
export function consumeCaptcha(key: string, code: unknown): boolean {
  const expected = captchas.get(key);
  captchas.delete(key);
  return Boolean(expected && expected.expiresAt >= Date.now() && expected.code.toLowerCase() === String(code ?? '').toLowerCase());
}

function captchaSvg(code: string): string {
  const chars = code
    .split('')
    .map(
      (c, i) =>
        `<text x="${12 + i * 22}" y="${28 + ((i * 7) % 6)}" transform="rotate(${((i * 37) % 30) - 15} ${20 + i * 22} 22)" font-size="24" font-family="monospace" fill="#${['409EFF', '67C23A', 'E6A23C', 'F56C6C'][i % 4]}">${c}</text>`,
    )
    .join('');
  const noise = [0, 1, 2, 3]
    .map((i) => `<line x1="0" y1="${8 + i * 9}" x2="100" y2="${40 - i * 7}" stroke="#c0c4cc" stroke-width="1"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#f4f6fa"/>${noise}${chars}</svg>`;
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
  if (!user || user.password !== password) return oauthError(res, '用户名或密码不正确');
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
  revoke(p.refresh_token);
  res.json(issueTokens(user));
}

const routes: Routes = {
  'GET /api/sfbn-auth/oauth/captcha': open((_req, res) => {
    captchaSeq += 1;
    const code = String((captchaSeq * 7919 + 1234) % 9000 + 1000).split('').map((d, i) => (i % 2 ? String.fromCharCode(97 + Number(d)) : d)).join('');
    const key = `cap-${Date.now().toString(36)}-${captchaSeq}`;
    captchas.set(key, { code, expiresAt: Date.now() + 5 * 60_000 });
    res.json({ key, image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}` });
  }),
  /** Development only: what the captcha of `key` says, so browser tests can log in. */
  'GET /api/__dev/captcha/:key': (req, res) => {
    res.json({ code: captchas.get(req.params.key)?.code ?? null });
  },

  'POST /api/sfbn-auth/oauth/token': open((req, res) => {
    const grant = params(req).grant_type;
    if (grant === 'password') return passwordGrant(req, res);
    if (grant === 'refresh_token') return refreshGrant(req, res);
    if (grant === 'authorization_code') return codeGrant(req, res);
    return oauthError(res, `不支持的授权类型: ${grant ?? ''}`);
  }),
  'POST /api/sfbn-auth/oauth/token/refresh': open(refreshGrant),

  'GET /api/sfbn-auth/oauth/logout': open((req, res) => {
    revoke(bearer(req));
    ok(res, true);
  }),
  /** Logout that also hands over the browser's captured error logs (spec 7.1). */
  'POST /api/sfbn-auth/oauth/logout': open((req, res) => {
    revoke(bearer(req));
    ok(res, true);
  }),
  'GET /api/sfbn-auth/oauth/user-info': (req, res) => {
    const u = currentUser(req);
    ok(res, { userId: u.id, account: u.account, name: u.name, realName: u.realName, tenantId: u.tenantId });
  },
  'GET /api/sfbn-auth/oauth/clear-cache': (_req, res) => ok(res, true),
};

export default routes;
