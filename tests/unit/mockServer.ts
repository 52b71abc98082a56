/**
 * Starts the mock gateway on a free localhost port for unit tests of its handlers. The mock is
 * loaded through Node's require (tsx), exactly as `npm start` and `npm run serve` load it, so all
 * service files share one set of tables.
 */
import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { sm2 } from 'sm-crypto';

const nodeRequire = createRequire(import.meta.url);
// Unit tests log in through the mock's development captcha endpoint, also on routers they build themselves.
process.env.MOCK_DEV_ENDPOINTS ??= '1';
// Every test file starts from the seed in memory: tests never read or write a developer's state (docs/mock.md).
process.env.MOCK_STATE = 'memory';
// Every test logs in from 127.0.0.1, and some fail on purpose: a whole file's wrong passwords must
// not lock that one address (5 by default, mock/_lib/lockout.ts). Tests of that limit set it themselves.
process.env.MOCK_IP_FAILURES ??= '1000';

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
export const encrypt = (s: string) => `04${sm2.doEncrypt(s, nodeRequire('../../mock/_lib/keys.ts').SM2_PUBLIC_KEY, 1)}`;

/** The unit tests read captchas through the development endpoints; `dev: false` is a plain `npm run serve`. */
export async function startMock(opts: { dev?: boolean } = {}): Promise<{ base: string; close: () => void }> {
  const { createMockRouter } = nodeRequire('../../mock/index.ts');
  const before = process.env.MOCK_DEV_ENDPOINTS;
  process.env.MOCK_DEV_ENDPOINTS = opts.dev === false ? '' : '1';
  const router = createMockRouter();
  process.env.MOCK_DEV_ENDPOINTS = before;
  const app = express();
  app.use(router);
  const server = await new Promise<ReturnType<typeof app.listen>>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Logs in through the real captcha + sm2 flow and returns a fetch bound to the session. */
export async function session(base: string, username = 'admin', password = 'Admin@123') {
  const c = await (await fetch(`${base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).json();
  const { code } = await (await fetch(`${base}/api/__dev/captcha/${c.key}`)).json();
  const body = new URLSearchParams({ tenantId: '000000', username: encrypt(username), password: encrypt(password), grant_type: 'password', scope: 'all' });
  const t = await (
    await fetch(`${base}/api/sfbn-auth/oauth/token`, {
      method: 'POST',
      body,
      headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Captcha-Key': c.key, 'Captcha-Code': code },
    })
  ).json();
  const headers = { Authorization: BASIC, Auth: `bearer ${t.access_token}` };
  return {
    token: t,
    get: async (path: string, query: Record<string, any> = {}) => (await fetch(`${base}/api${path}?${new URLSearchParams(query)}`, { headers })).json(),
    post: async (path: string, body: unknown = {}) =>
      (await fetch(`${base}/api${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json(),
    /** Any call with its HTTP status and headers (refusals: 400 / 403 + msg). GET sends `body` as the query; a string body goes as is. */
    call: async (method: 'GET' | 'POST', path: string, body: unknown = {}) => {
      const q = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
      const r = await fetch(`${base}/api${path}${q}`, {
        method,
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      });
      const text = await r.text();
      return { status: r.status, headers: r.headers, text, body: /^[[{]/.test(text) ? JSON.parse(text) : (text as any) };
    },
  };
}

export type Session = Awaited<ReturnType<typeof session>>;

/** The demo accounts' passwords (README); the seeded user01...user14 share Init@123. */
const PASSWORDS: Record<string, string> = { admin: 'Admin@123', zhangsan: 'Zhang@123', lisi: 'Lisi@123', chanpin: 'Chanpin@123', shenhe: 'Shenhe@123' };

/**
 * One mock gateway for a test file: started before its tests, closed after them. `as(account)`
 * names a signed-in session now and fills it in when the mock starts, so tests use it directly;
 * `base` is the mock's address once started.
 */
export function useMock() {
  const state = { base: '' };
  const accounts: [Session, string][] = [];
  let close = () => {};
  beforeAll(async () => {
    ({ base: state.base, close } = await startMock());
    for (const [target, account] of accounts) Object.assign(target, await session(state.base, account, PASSWORDS[account] ?? 'Init@123'));
  }, 60_000);
  afterAll(() => close());
  return {
    get base() {
      return state.base;
    },
    as(account: string): Session {
      const target = {} as Session;
      accounts.push([target, account]);
      return target;
    },
  };
}

/**
 * For files whose calls read the backbone chain (the chain browser, the monitor, heights, the home
 * page's receipts): mines both chains' seeded history before the tests (a while on a busy machine),
 * as `npm run serve` does at start. Other files never pay for it (startMock does not mine).
 */
export function useChains() {
  beforeAll(async () => {
    const { chainFor } = nodeRequire('../../mock/_chain/chains.ts');
    await Promise.all([chainFor(1), chainFor(2)]);
  }, 240_000);
}
