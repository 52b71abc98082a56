/**
 * The console's one request instance (src/services/request.ts, umi-request) against a local HTTP
 * server that answers as told: the headers its interceptor adds, the encodings, and spec 8's
 * response rules as the caller and the user meet them (what resolves, what rejects, which toast).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const page = vi.hoisted(() => ({ token: '', toasts: [] as string[], base: '' }));
vi.mock('umi', () => ({ getIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }) }));
vi.mock('nprogress', () => ({ default: { start: () => undefined, done: () => undefined } }));
vi.mock('@/utils/toast', () => ({ toast: (_kind: string, a: { content: unknown }) => page.toasts.push(String(a.content)) }));
vi.mock('@/services/token', () => ({ getToken: () => page.token }));
// The spec's 50 s, shortened so that a call the server never answers times out within the test.
vi.mock('@/config/web', async (load) => {
  const { webConfig } = await load<typeof import('@/config/web')>();
  return { webConfig: { ...webConfig, requestTimeout: 2_000, silentCodes: [4001] } };
});

import { call, request, setUnauthorizedHandler, TIMEOUT, NETWORK_ERROR } from '@/services/request';

/** What the server saw of the last call. */
let seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string } | null = null;
/** How the server answers the next calls: HTTP status and body (a string as it is, anything else as JSON); 'never' never answers. */
let reply: { status: number; body: unknown } | 'never' = { status: 200, body: { code: 200, success: true, data: null, msg: '操作成功' } };

const nodeFetch = globalThis.fetch;
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen = { method: req.method!, url: req.url!, headers: req.headers, body };
      if (reply === 'never') return;
      res.statusCode = reply.status;
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  page.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The console's relative /api paths go to the local server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => nodeFetch(input.startsWith('/') ? `${page.base}${input}` : input, init));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  page.toasts = [];
  page.token = '';
  seen = null;
  reply = { status: 200, body: { code: 200, success: true, data: null, msg: '操作成功' } };
});

const outcome = (p: Promise<any>) =>
  p.then(
    (body) => ({ resolved: body }),
    (e) => ({ rejected: { code: e.code, body: e.body, message: e.message } }),
  );

describe('the request interceptor', () => {
  it("puts /api before the spec's paths and sends the client credential, the token and the tenant", async () => {
    page.token = 't0k';
    await request('/sfbn-system/param/list', { tenant: true });
    expect(seen!.url).toBe('/api/sfbn-system/param/list');
    expect(seen!.headers.authorization).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(seen!.headers.auth).toBe('bearer t0k');
    expect(seen!.headers['tenant-id']).toBe('000000');
  });

  it('sends no token on calls made without one (login, captcha)', async () => {
    page.token = 't0k';
    await request('/blade-auth/oauth/captcha', { auth: false });
    expect(seen!.headers.auth).toBeUndefined();
    expect(seen!.headers.authorization).toMatch(/^Basic /);
  });

  it('encodes the query and a form body as the gateway reads them; JSON bodies as JSON', async () => {
    await call('GET /sfbn-system/user/list', { current: 1, ids: ['a', 'b'], name: '数字 身份' });
    expect(seen!.url).toBe(`/api/sfbn-system/user/list?current=1&ids=a&ids=b&name=${encodeURIComponent('数字 身份')}`);
    await request('/blade-auth/oauth/token', { method: 'POST', form: true, data: { username: 'admin', scope: ['all', 'x'] } });
    expect(seen!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(seen!.body).toBe('username=admin&scope=all&scope=x');
    await call('POST /sfbn-system/param/submit', { paramKey: 'k' });
    expect(seen!.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(seen!.body)).toEqual({ paramKey: 'k' });
  });

  it('fills a path template from the payload and sends the rest', async () => {
    await call('GET /sfbn-resource/contract/detail/{id}', { id: 'a/1', x: 2 });
    expect(seen!.url).toBe('/api/sfbn-resource/contract/detail/a%2F1?x=2');
  });
});

describe("spec 8's response rules", () => {
  it('hands a 200 answer to the caller without a toast', async () => {
    reply = { status: 200, body: { code: 200, success: true, data: { id: 1 }, msg: '' } };
    expect(await outcome(request('/x'))).toEqual({ resolved: { code: 200, success: true, data: { id: 1 }, msg: '' } });
    expect(page.toasts).toEqual([]);
  });

  it('toasts a 400 and still hands the body over (the form shows its message too)', async () => {
    reply = { status: 400, body: { code: 400, success: false, msg: '参数名称不能为空' } };
    expect(await outcome(request('/x'))).toEqual({ resolved: { code: 400, success: false, msg: '参数名称不能为空' } });
    expect(page.toasts).toEqual(['参数名称不能为空']);
  });

  it('logs out on 401 and rejects', async () => {
    const logout = vi.fn();
    setUnauthorizedHandler(logout);
    reply = { status: 401, body: { code: 401, msg: '请求未授权' } };
    expect(await outcome(request('/x'))).toEqual({ rejected: { code: 401, body: { code: 401, msg: '请求未授权' }, message: '请求未授权' } });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('toasts a refusal such as 403 and rejects with its code and body', async () => {
    reply = { status: 403, body: { code: 403, msg: '无权操作' } };
    expect(await outcome(request('/x'))).toMatchObject({ rejected: { code: 403, message: '无权操作' } });
    expect(page.toasts).toEqual(['无权操作']);
  });

  it('rejects a whitelisted code without a toast: its caller handles it', async () => {
    reply = { status: 200, body: { code: 4001, msg: '需要验证码' } };
    expect(await outcome(request('/x'))).toMatchObject({ rejected: { code: 4001 } });
    await outcome(request('/x', { silentCodes: [409] }));
    reply = { status: 409, body: { code: 409, msg: '已被修改' } };
    expect(await outcome(request('/x', { silentCodes: [409] }))).toMatchObject({ rejected: { code: 409, message: '已被修改' } });
    expect(page.toasts).toEqual([]);
  });

  it('says 未知错误 for a refusal without a message, and reads a plain-text answer as text', async () => {
    reply = { status: 500, body: 'upstream exploded' };
    expect(await outcome(request('/x'))).toEqual({ resolved: 'upstream exploded' });
    expect(page.toasts).toEqual(['未知错误']);
  });

  it('tells a gateway that never answers within the timeout once, as a timeout', async () => {
    reply = 'never';
    expect(await outcome(request('/x'))).toMatchObject({ rejected: { code: TIMEOUT, message: 'request.timeout' } });
    expect(page.toasts).toEqual(['request.timeout']);
  });

  it('tells an answer outside 200-500 (a proxy with no gateway behind it) as a failed connection', async () => {
    reply = { status: 502, body: 'Bad Gateway' };
    expect(await outcome(request('/x'))).toMatchObject({ rejected: { code: NETWORK_ERROR, message: 'request.network' } });
    expect(page.toasts).toEqual(['request.network']);
  });

  it('says nothing of a call its caller cancelled', async () => {
    reply = 'never';
    const abort = new AbortController();
    const p = outcome(request('/x', { signal: abort.signal }));
    abort.abort();
    const r = (await p) as { rejected: { body: unknown; message: string } };
    // The cancellation itself (the browser's AbortError), not a told failure with a gateway body.
    expect(r.rejected.body).toBeUndefined();
    expect(r.rejected.message).toMatch(/abort/i);
    expect(page.toasts).toEqual([]);
  });

  it('reads a download as a Blob', async () => {
    reply = { status: 200, body: 'a,b\n1,2' };
    const blob = (await request('/x', { responseType: 'blob' })) as unknown as Blob;
    expect(await blob.text()).toBe('a,b\n1,2');
  });
});
