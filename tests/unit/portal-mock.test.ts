/** The portal's mock services over HTTP: registration and approval, the reset wizard, the resolver. */
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../../mock/_lib/app';
import auth from '../../mock/sfbn-auth';
import authorize from '../../mock/sfbn-auth/authorize';
import resolver from '../../mock/sfbn-id/resolver';
import register from '../../mock/sfbn-system/register';
import reset from '../../mock/sfbn-system/reset';
import { encryptField } from '@/utils/crypto';

let server: Server;
let base = '';
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

beforeAll(async () => {
  const app = express();
  // mock/index.ts discovers files with require(), which vitest does not transform: list them here.
  // The captcha and verify-code answers come from the development endpoints.
  process.env.MOCK_DEV_ENDPOINTS = '1';
  app.use(createRouter([auth, authorize, register, reset, resolver]));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { Authorization: basic, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as any };
}

async function captcha() {
  const c = (await call('GET', '/sfbn-auth/oauth/captcha')).body;
  const code = ((await (await fetch(`${base}/api/__dev/captcha/${c.key}`)).json()) as any).code;
  return { key: c.key as string, code: code as string };
}

async function passwordLogin(username: string, password: string) {
  const c = await captcha();
  const q = new URLSearchParams({
    username: encryptField(username),
    password: encryptField(password),
    grant_type: 'password',
    scope: 'all',
    tenantId: '000000',
  });
  const r = await fetch(`${base}/api/sfbn-auth/oauth/token`, {
    method: 'POST',
    body: q,
    headers: { Authorization: basic, 'Tenant-Id': '000000', 'Captcha-Key': c.key, 'Captcha-Code': c.code },
  });
  return (await r.json()) as any;
}

describe('registration', () => {
  it('answers each missing field and the password mismatch with the spec messages', async () => {
    const enc = encryptField('Passw0rd!');
    expect((await call('POST', '/sfbn-system/user/register', { tenantId: '', account: 'x', password: enc, password2: enc })).body.error_description).toBe(
      '请先输入租户编号',
    );
    expect((await call('POST', '/sfbn-system/user/register', { tenantId: '000000', account: '', password: enc, password2: enc })).body.error_description).toBe(
      '请先输入账号名称',
    );
    expect(
      (await call('POST', '/sfbn-system/user/register', { tenantId: '000000', account: 'wangwu', password: '', password2: '' })).body.error_description,
    ).toBe('请先输入密码');
    const r = await call('POST', '/sfbn-system/user/register', { tenantId: '000000', account: 'wangwu', password: enc, password2: encryptField('Other123') });
    expect(r.status).toBe(400);
    expect(r.body.error_description).toBe('两次密码输入不一致');
  });

  it('refuses clear-text passwords and a wrong captcha', async () => {
    expect(
      (await call('POST', '/sfbn-system/user/register', { tenantId: '000000', account: 'wangwu', password: 'Passw0rd!', password2: 'Passw0rd!' })).body
        .error_description,
    ).toBe('注册信息未加密，已拒绝');
    const enc = encryptField('Passw0rd!');
    expect(
      (await call('POST', '/sfbn-system/user/register', { userName: 'wangwu', password: enc, confirmPassword: enc, captcha: 'zzzz', captchaKey: 'nope' })).body
        .error_description,
    ).toBe('验证码不正确');
  });

  it('waits for approval, then logs in', async () => {
    const c = await captcha();
    const enc = encryptField('Wang5678a');
    const r = await call('POST', '/sfbn-system/user/register', {
      userName: 'wangwu',
      password: enc,
      confirmPassword: encryptField('Wang5678a'),
      captcha: c.code,
      captchaKey: c.key,
    });
    expect(r.body.code).toBe(200);
    expect(r.body.msg).toBe('注册申请已提交,请耐心等待管理员通过!');
    const dup = await call('POST', '/sfbn-system/user/register', { tenantId: '000000', name: '王五', account: 'wangwu', password: enc, password2: enc });
    expect(dup.body.error_description).toBe('该账号已被注册');

    expect((await passwordLogin('wangwu', 'Wang5678a')).error_description).toBe('注册申请尚未通过审核');

    const admin = await passwordLogin('admin', 'Admin@123');
    const auth = { Auth: `bearer ${admin.access_token}` };
    const list = await call('GET', '/sfbn-system/user/register-list', undefined, auth);
    const row = list.body.data.records.find((x: any) => x.account === 'wangwu');
    expect(row.approved).toBe(0);
    const zs = await passwordLogin('zhangsan', 'Zhang@123');
    expect((await call('POST', '/sfbn-system/user/audit-register', { id: row.id, approved: 1 }, { Auth: `bearer ${zs.access_token}` })).status).toBe(403);
    expect((await call('POST', '/sfbn-system/user/audit-register', { id: row.id, approved: 1 }, auth)).body.code).toBe(200);
    expect((await passwordLogin('wangwu', 'Wang5678a')).access_token).toBeTruthy();
  });
});

describe('password reset', () => {
  it('account check, code, ticket, new password; old password fails', async () => {
    expect((await call('GET', '/sfbn-system/verify-account-exists?userName=nobody')).body.msg).toBe('账号不存在');
    const ex = await call('GET', '/sfbn-system/verify-account-exists?userName=lisi');
    expect(ex.body.data).toMatchObject({ userName: 'lisi', phone: '138****0003' });

    // No ticket, no reset.
    const enc = encryptField('Lisi@2026x');
    expect((await call('POST', '/sfbn-system/user/reset-password', { userName: 'lisi', password: enc, againPassword: enc })).body.msg).toBe(
      '身份验证已失效，请重新验证',
    );

    expect((await call('GET', '/sfbn-resource/login/verify-code/send?userName=lisi&codeType=authentication')).body.code).toBe(200);
    expect((await call('GET', '/sfbn-resource/login/verify-code/send?userName=lisi&codeType=authentication')).status).toBe(400); // 60 s throttle
    const code = ((await (await fetch(`${base}/api/__dev/verify-code/lisi`)).json()) as any).code as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await call('POST', '/sfbn-system/check/user/authentication-code', { userName: 'lisi', captcha: '000000' === code ? '111111' : '000000' })).body.msg,
    ).toBe('验证码不正确');
    const ok = await call('POST', '/sfbn-system/check/user/authentication-code', { userName: 'lisi', captcha: code });
    const ticket = ok.body.data.ticket;
    expect(ticket).toBeTruthy();

    expect(
      (await call('POST', '/sfbn-system/user/reset-password', { userName: 'lisi', password: enc, againPassword: encryptField('Other2026x'), ticket })).body.msg,
    ).toBe('两次密码输入不一致');
    expect((await call('POST', '/sfbn-system/user/reset-password', { userName: 'lisi', password: enc, againPassword: enc, ticket })).body.code).toBe(200);
    // The ticket is used up.
    expect((await call('POST', '/sfbn-system/user/reset-password', { userName: 'lisi', password: enc, againPassword: enc, ticket })).status).toBe(400);

    expect((await passwordLogin('lisi', 'Lisi@123')).error_description).toBe('用户名或密码不正确');
    expect((await passwordLogin('lisi', 'Lisi@2026x')).access_token).toBeTruthy();
  });
});

describe('resolver', () => {
  it('is public, resolves seeded BIDs and explains unknown and malformed ones', async () => {
    const r = await fetch(`${base}/api/sfbn-id/resolver/bid?bid=did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2`, { headers: { Authorization: basic } });
    const body = (await r.json()) as any;
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id: 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', authentication: ['did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2#key-1'] });
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['id', 'publicKey', 'authentication', 'extension', 'service', 'created', 'updated']));
    const sub = await call('GET', '/sfbn-id/resolver/bid?bid=did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq');
    expect(sub.body.data.extension.acsns).toEqual(['a001']);
    expect(sub.body.data.publicKey[0].type).toBe('SM2');
    const unknown = await call('GET', `/sfbn-id/resolver/bid?bid=did:bid:ef${'2'.repeat(25)}`);
    expect(unknown.body.code).toBe(404);
    expect(unknown.body.msg).toContain('未找到标识');
    const bad = await call('GET', '/sfbn-id/resolver/bid?bid=did:bid:hello');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('BID 格式不正确');
  });
});

describe('authorization_code grant', () => {
  it('exchanges a minted code once', async () => {
    const code = ((await (await fetch(`${base}/api/__dev/auth-code/admin`)).json()) as any).code;
    const q = new URLSearchParams({ grant_type: 'authorization_code', code, scope: 'all' });
    const first = (await (await fetch(`${base}/api/sfbn-auth/oauth/token`, { method: 'POST', body: q, headers: { Authorization: basic } })).json()) as any;
    expect(first.account).toBe('admin');
    const again = (await (await fetch(`${base}/api/sfbn-auth/oauth/token`, { method: 'POST', body: q, headers: { Authorization: basic } })).json()) as any;
    expect(again.error_description).toBe('授权码无效或已过期');
  });
});
