/**
 * Issue 14 against the mock gateway's router (the one `npm start` and `npm run serve` mount): one
 * case per finding of the security helper's part, each asserting the refusal and that nothing was
 * stored, leaked or left alive. Findings 1, 2, 11 (validation) and 12 are the gateway's spec.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, encrypt, startMock } from './mockServer';

let base = '';
let close = () => {};
beforeAll(async () => {
  ({ base, close } = await startMock());
});
afterAll(() => close());

const USER = (n: number) => String(1123598821738675300n + BigInt(n - 1)); // seeded user01..user14, password Init@123

async function captcha() {
  const c = await (await fetch(`${base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).json();
  const { code } = await (await fetch(`${base}/api/__dev/captcha/${c.key}`)).json();
  return { key: c.key as string, code: code as string, image: c.image as string };
}

/** A password login as the console sends it: sm2 fields in the form body, captcha in headers. */
async function passwordLogin(username: string, password: string) {
  const c = await captcha();
  const body = new URLSearchParams({ tenantId: '000000', username: encrypt(username), password: encrypt(password), grant_type: 'password', scope: 'all' });
  const r = await fetch(`${base}/api/sfbn-auth/oauth/token`, {
    method: 'POST',
    body,
    headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Captcha-Key': c.key, 'Captcha-Code': c.code },
  });
  return { status: r.status, body: (await r.json()) as any };
}

async function login(username: string, password: string) {
  const r = await passwordLogin(username, password);
  if (!r.body.access_token) throw new Error(`login ${username}: ${JSON.stringify(r.body)}`);
  return r.body as { access_token: string; refresh_token: string };
}

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { Authorization: BASIC, ...(token ? { Auth: `bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as any, headers: r.headers };
}

const refresh = (refreshToken: string) =>
  fetch(`${base}/api/sfbn-auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: BASIC },
    body: new URLSearchParams({ grant_type: 'refresh_token', scope: 'all', refresh_token: refreshToken, tenantId: '000000' }),
  });

describe('finding 4: uploaded files are downloads for their owner, never pages', () => {
  const page = '<html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>';
  async function upload(token: string, name: string, content: BlobPart, type: string) {
    const fd = new FormData();
    fd.append('file', new Blob([content], { type }), name);
    const r = await fetch(`${base}/api/sfbn-resource/attach/upload`, { method: 'POST', body: fd, headers: { Authorization: BASIC, Auth: `bearer ${token}` } });
    return (await r.json()).data as { attachId: string; link: string };
  }
  const fileAs = (link: string, token?: string) =>
    fetch(`${base}${link}`, { headers: token ? { Cookie: `bbn-access-token=${encodeURIComponent(token)}` } : {} });

  it('serves an uploaded .html as an attachment of bytes, with nosniff and a sandbox, under a random id', async () => {
    const zs = await login('zhangsan', 'Zhang@123');
    const a = await upload(zs.access_token, 'x.html', page, 'text/html');
    const b = await upload(zs.access_token, 'y.html', page, 'text/html');
    expect(a.attachId).toMatch(/^[0-9a-f]{32}$/);
    expect(b.attachId).toMatch(/^[0-9a-f]{32}$/);
    expect(BigInt(`0x${b.attachId}`) - BigInt(`0x${a.attachId}`)).not.toBe(1n);

    const r = await fileAs(a.link, zs.access_token);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
    expect(r.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''x.html");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain('sandbox');
    expect(await r.text()).toBe(page);
  });

  it('refuses the file without a session and to another user, and gives it to an administrator', async () => {
    const zs = await login('zhangsan', 'Zhang@123');
    const a = await upload(zs.access_token, 'secret.html', page, 'text/html');
    const anonymous = await fileAs(a.link);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('<script>');
    const ls = await login('lisi', 'Lisi@123');
    const other = await fileAs(a.link, ls.access_token);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('<script>');
    const viaApi = await call(ls.access_token, 'GET', `/sfbn-resource/attach/download?id=${a.attachId}`);
    expect(viaApi.status).toBe(404);
    const admin = await login('admin', 'Admin@123');
    expect((await fileAs(a.link, admin.access_token)).status).toBe(200);
  });

  it('types a file by its bytes: a PNG is image/png, a "PNG" holding HTML is not', async () => {
    const zs = await login('zhangsan', 'Zhang@123');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a30000000049454e44ae426082',
      'hex',
    );
    const real = await upload(zs.access_token, 'a.png', png, 'image/png');
    expect((await fileAs(real.link, zs.access_token)).headers.get('content-type')).toBe('image/png');
    const fake = await upload(zs.access_token, 'b.png', page, 'image/png');
    expect((await fileAs(fake.link, zs.access_token)).headers.get('content-type')).toBe('application/octet-stream');
  });
});

describe('finding 6: development endpoints only for development and tests', () => {
  it('a plain `npm run serve` router answers /api/__dev/* with 404 and no secret', async () => {
    const plain = await startMock({ dev: false });
    try {
      for (const path of ['/api/__dev/auth-code/admin', '/api/__dev/verify-code/admin', '/api/__dev/captcha/anything']) {
        const r = await fetch(`${plain.base}${path}`);
        expect(r.status, path).toBe(404);
        const body = await r.json();
        expect(body.code, path).toBe(404);
        expect(JSON.stringify(body)).not.toMatch(/"code":"\w/);
      }
    } finally {
      plain.close();
    }
  });
});

describe('finding 7: lockout, captcha, unlock check', () => {
  it('locks an account after passwordLockNum wrong passwords, even against the right one', async () => {
    const settings = await call((await login('admin', 'Admin@123')).access_token, 'GET', '/sfbn-system/system/security/detail');
    const limit = settings.body.data.passwordLockNum as number;
    expect(limit).toBe(5);
    for (let i = 1; i < limit; i += 1) expect((await passwordLogin('lisi', 'Wrong@123')).body.error_description).toBe('用户名或密码不正确');
    expect((await passwordLogin('lisi', 'Wrong@123')).body.error_description).toBe('密码错误次数过多，账号已锁定，请 30 分钟后再试');
    const right = await passwordLogin('lisi', 'Lisi@123');
    expect(right.status).toBe(400);
    expect(right.body.error_description).toBe('密码错误次数过多，账号已锁定，请 30 分钟后再试');
    expect(right.body.access_token).toBeUndefined();
  });

  it('an unknown account answers as a wrong password does', async () => {
    expect((await passwordLogin('nobody-here', 'Wrong@123')).body.error_description).toBe('用户名或密码不正确');
  });

  it('captcha keys are random, and the image carries no text and not the answer', async () => {
    const a = await captcha();
    const b = await captcha();
    expect(a.key).toMatch(/^[0-9a-f]{32}$/);
    expect(b.key).not.toBe(a.key);
    // A PNG drawn on the server (issue 24 finding 4): pixels only, no markup, no text.
    expect(a.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(a.image.replace(/^data:image\/png;base64,/, ''), 'base64').toString('latin1');
    expect(png.slice(1, 4)).toBe('PNG');
    expect(png).not.toMatch(/<svg|<path|<text|font-family/i);
    expect(png).not.toContain(a.code);
  });

  it('the unlock check counts wrong passwords and then refuses the right one', async () => {
    const t = (await login('user02', 'Init@123')).access_token;
    const check = (pw: string) => call(t, 'POST', '/sfbn-system/api/client/checkPassword', { password: encrypt(pw) });
    for (let i = 1; i < 5; i += 1) {
      const r = await check('Wrong@123');
      expect(r.body.data).toBe(false);
    }
    const fifth = await check('Wrong@123');
    expect(fifth.status).toBe(400);
    expect(fifth.body.msg).toBe('密码错误次数过多，账号已锁定，请 30 分钟后再试');
    const right = await check('Init@123');
    expect(right.body.data).not.toBe(true);
    expect(right.body.msg).toBe('密码错误次数过多，账号已锁定，请 30 分钟后再试');
  });
});

describe('finding 8: sessions end when they should', () => {
  it('logout ends the access and the refresh token', async () => {
    const t = await login('zhangsan', 'Zhang@123');
    expect((await call(t.access_token, 'POST', '/sfbn-auth/oauth/logout', { logs: [] })).body.success).toBe(true);
    expect((await call(t.access_token, 'GET', '/sfbn-system/account/getPerson')).status).toBe(401);
    const r = await refresh(t.refresh_token);
    expect(r.status).toBe(401);
    expect(((await r.json()) as any).access_token).toBeUndefined();
  });

  it('a refresh ends the old pair: the old access token stops too', async () => {
    const t = await login('zhangsan', 'Zhang@123');
    const n = (await (await refresh(t.refresh_token)).json()) as any;
    expect(n.access_token).toBeTruthy();
    expect((await call(t.access_token, 'GET', '/sfbn-system/account/getPerson')).status).toBe(401);
    expect((await call(n.access_token, 'GET', '/sfbn-system/account/getPerson')).status).toBe(200);
  });

  it('blacklisting ends the user’s live session, and lifting it does not revive the token', async () => {
    const admin = (await login('admin', 'Admin@123')).access_token;
    const t = await login('user03', 'Init@123');
    expect((await call(t.access_token, 'GET', '/sfbn-system/account/getPerson')).status).toBe(200);
    expect((await call(admin, 'POST', '/sfbn-system/addBlacklist', { userIds: USER(3) })).body.success).toBe(true);
    expect((await call(t.access_token, 'GET', '/sfbn-system/account/getPerson')).status).toBe(401);
    expect((await refresh(t.refresh_token)).status).toBe(401);
    expect((await call(admin, 'POST', '/sfbn-system/removeBlacklist', { userIds: USER(3) })).body.success).toBe(true);
    expect((await call(t.access_token, 'GET', '/sfbn-system/account/getPerson')).status).toBe(401);
  });

  it('an administrator’s password reset and a removal end the user’s sessions', async () => {
    const admin = (await login('admin', 'Admin@123')).access_token;
    const reset = await login('user04', 'Init@123');
    expect((await call(admin, 'POST', '/sfbn-system/init-password', { userIds: USER(4) })).body.success).toBe(true);
    expect((await call(reset.access_token, 'GET', '/sfbn-system/account/getPerson')).status).toBe(401);
    expect((await refresh(reset.refresh_token)).status).toBe(401);

    const removed = await login('user05', 'Init@123');
    expect((await call(admin, 'POST', '/blade-user/remove', { ids: USER(5) })).body.success).toBe(true);
    expect((await call(removed.access_token, 'GET', '/sfbn-system/account/getPerson')).status).toBe(401);
    expect((await refresh(removed.refresh_token)).status).toBe(401);
  });
});

describe('finding 9: credentials only in the form body', () => {
  it('refuses username and password in the query, and issues no token', async () => {
    const c = await captcha();
    const q = new URLSearchParams({ tenantId: '000000', username: encrypt('admin'), password: encrypt('Admin@123'), grant_type: 'password', scope: 'all' });
    const r = await fetch(`${base}/api/sfbn-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Captcha-Key': c.key, 'Captcha-Code': c.code },
    });
    const body = (await r.json()) as any;
    expect(r.status).toBe(400);
    expect(body.error_description).toBe('登录信息须放在请求体中发送');
    expect(body.access_token).toBeUndefined();
  });

  it('refuses a refresh_token in the query, and the token stays unspent', async () => {
    const t = await login('zhangsan', 'Zhang@123');
    const q = new URLSearchParams({ grant_type: 'refresh_token', scope: 'all', refresh_token: t.refresh_token });
    const r = await fetch(`${base}/api/sfbn-auth/oauth/token?${q}`, { method: 'POST', headers: { Authorization: BASIC } });
    expect(r.status).toBe(400);
    expect(((await r.json()) as any).access_token).toBeUndefined();
    expect(((await (await refresh(t.refresh_token)).json()) as any).access_token).toBeTruthy();
  });
});

describe('finding 10 (API half): answers are not cached', () => {
  it('sends Cache-Control: no-store on API answers, signed in or not', async () => {
    const anon = await fetch(`${base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } });
    expect(anon.headers.get('cache-control')).toBe('no-store');
    const t = await login('admin', 'Admin@123');
    const r = await call(t.access_token, 'GET', '/blade-user/page', undefined);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const missing = await fetch(`${base}/api/nowhere`, { headers: { Authorization: BASIC } });
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('finding 11 (body parsing, before the token check)', () => {
  const anon = (init: RequestInit & { path?: string }) =>
    fetch(`${base}/api${init.path ?? '/sfbn-system/param/submit'}`, {
      method: 'POST',
      ...init,
      headers: { Authorization: BASIC, ...(init.headers as object) },
    });

  it('malformed JSON and a bare JSON string are 400 for anonymous callers', async () => {
    for (const body of ['{"paramName": ', '"just a string"']) {
      const r = await anon({ body, headers: { 'Content-Type': 'application/json' } });
      expect(r.status, body).toBe(400);
      expect(((await r.json()) as any).msg).toBe('请求内容不是有效的 JSON 或表单');
    }
  });

  it('a body above the limit is 413', async () => {
    const r = await anon({ body: JSON.stringify({ paramValue: 'x'.repeat(11 * 1024 * 1024) }), headers: { 'Content-Type': 'application/json' } });
    expect(r.status).toBe(413);
    expect(((await r.json()) as any).msg).toBe('请求内容过大');
  });

  it('bad percent-encoding in a path is 400', async () => {
    const r = await fetch(`${base}/api/sfbn-resource/attach/file/%E0%A4%A/x`, { headers: { Authorization: BASIC } });
    expect(r.status).toBe(400);
  });
});

// Last: it spends this address's captcha allowance for the minute.
describe('finding 7: captchas are rate-limited per address', () => {
  it('answers 429 once an address asked for too many captchas in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) statuses.push((await fetch(`${base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const r = await fetch(`${base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } });
    expect(r.status).toBe(429);
    const body = (await r.json()) as any;
    expect(body.msg).toBe('请求过于频繁，请稍后再试');
    expect(body.key).toBeUndefined();
  });
});
