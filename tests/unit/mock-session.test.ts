/** The mock gateway's session rules: sm2 logins only, real tokens, 401 without one, refresh. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC as basic, encrypt as enc, startMock } from './mockServer';

let base = '';
let close = () => {};

beforeAll(async () => {
  ({ base, close } = await startMock());
});
afterAll(() => close());

async function captcha() {
  const c = await (await fetch(`${base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: basic } })).json();
  const { code } = await (await fetch(`${base}/api/__dev/captcha/${c.key}`)).json();
  return { key: c.key as string, code: code as string };
}

async function token(username: string, password: string, c?: { key: string; code: string }) {
  const cap = c ?? (await captcha());
  const body = new URLSearchParams({ tenantId: '000000', username, password, grant_type: 'password', scope: 'all', type: 'account' });
  const r = await fetch(`${base}/api/sfbn-auth/oauth/token`, {
    method: 'POST',
    body,
    headers: { Authorization: basic, 'Tenant-Id': '000000', 'Captcha-Key': cap.key, 'Captcha-Code': cap.code },
  });
  return { status: r.status, body: await r.json() };
}

describe('mock session', () => {
  it('issues tokens for an sm2-encrypted login', async () => {
    const r = await token(enc('admin'), enc('Admin@123'));
    expect(r.status).toBe(200);
    expect(r.body.access_token).toBeTruthy();
    expect(r.body.role_name).toBe('administrator');
  });

  it('refuses clear text, a wrong password and a wrong captcha with an error_description', async () => {
    expect((await token('admin', 'Admin@123')).body.error_description).toBe('登录信息未加密，已拒绝');
    expect((await token(enc('admin'), enc('nope'))).body.error_description).toBe('用户名或密码不正确');
    const c = await captcha();
    expect((await token(enc('admin'), enc('Admin@123'), { key: c.key, code: 'zzzz' })).body.error_description).toBe('验证码不正确');
  });

  it('answers 401 without a token or with a malformed one, and serves the user with one', async () => {
    const plain = await fetch(`${base}/api/sfbn-system/account/getPerson`, { headers: { Authorization: basic } });
    expect(plain.status).toBe(401);
    const bad = await fetch(`${base}/api/sfbn-system/account/getPerson`, { headers: { Authorization: basic, Auth: 'bearer nope' } });
    expect(bad.status).toBe(401);
    const { body } = await token(enc('admin'), enc('Admin@123'));
    const ok = await fetch(`${base}/api/sfbn-system/account/getPerson`, { headers: { Authorization: basic, Auth: `bearer ${body.access_token}` } });
    expect((await ok.json()).data).toMatchObject({ name: '王建国', status: 2, bid: 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2' });
  });

  it('refreshes with the refresh token once, and the old refresh token is spent', async () => {
    const { body } = await token(enc('zhangsan'), enc('Zhang@123'));
    const q = (rt: string) => new URLSearchParams({ grant_type: 'refresh_token', scope: 'all', refresh_token: rt, tenantId: '000000' });
    const r1 = await fetch(`${base}/api/sfbn-auth/oauth/token`, { method: 'POST', body: q(body.refresh_token), headers: { Authorization: basic } });
    const b1 = await r1.json();
    expect(b1.access_token).toBeTruthy();
    expect(b1.access_token).not.toBe(body.access_token);
    const r2 = await fetch(`${base}/api/sfbn-auth/oauth/token`, { method: 'POST', body: q(body.refresh_token), headers: { Authorization: basic } });
    expect(r2.status).toBe(401);
  });

  it("the README's seeded staff sign in with Init@123, but user06 and user12, seeded blacklisted", async () => {
    const refused: string[] = [];
    for (let i = 1; i <= 14; i += 1) {
      const account = `user${String(i).padStart(2, '0')}`;
      const r = await token(enc(account), enc('Init@123'));
      if (!r.body.access_token) refused.push(`${account}: ${r.body.error_description}`);
    }
    expect(refused).toEqual(['user06: 该账号已被列入黑名单', 'user12: 该账号已被列入黑名单']);
  });

  it('requires the client credential on every call', async () => {
    const r = await fetch(`${base}/api/sfbn-auth/oauth/captcha`);
    expect(r.status).toBe(401);
  });
});

describe('mock role grants', () => {
  it('gives the administrator every button and keeps audit buttons from users', async () => {
    const { session } = await import('./mockServer');
    const codes = async (who: string, pw: string) => {
      const s = await session(base, who, pw);
      const tree = (await s.get('/sfbn-system/menu/buttons')).data;
      return (tree[0].children as { code: string }[]).map((c) => c.code);
    };
    const admin = await codes('admin', 'Admin@123');
    const user = await codes('zhangsan', 'Zhang@123');
    expect(admin).toContain('contract_project_audit');
    expect(admin).toContain('param_add');
    expect(user).not.toContain('contract_project_audit');
    expect(user).not.toContain('param_add');
  });
});
