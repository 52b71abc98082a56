/**
 * The one request instance (spec 6, 8, 9), umi-request's: every call of the console goes through
 * `request`. Its request interceptor adds the client credential, the token and the tenant and puts
 * '/api' before the paths the spec writes (/sfbn-system/...); its one middleware carries out the
 * response rules of responseRules.ts (toasts, 401 -> log out, the whitelist), tells a call that got
 * no answer (no connection, the 50 s timeout) and drives the progress bar.
 */
import NProgress from 'nprogress';
import { extend, type RequestOptionsInit } from 'umi-request';
import { getIntl } from 'umi';
import { webConfig } from '@/config/web';
import { encodeParams } from './params';
import { decide, isReceived } from './responseRules';
import { getToken } from './token';
import { toast } from '@/utils/toast';
import type { ApiResult } from '../../shared/wire/envelope';

// The wire format is the gateway's contract, shared with the mock (shared/wire, docs/gateway.openapi.json).
export type { ApiResult };

export interface CallOptions {
  method?: string;
  /** Query parameters: arrays repeat the key (a=1&a=2), null sends the bare key, undefined nothing. */
  params?: Record<string, any>;
  /** Body: a plain object or array as JSON (or form-encoded with `form`), anything else as given. */
  data?: unknown;
  /** How the answer is read: JSON (text when it is not JSON) by default, or a Blob for downloads. */
  responseType?: 'json' | 'text' | 'blob';
  requestType?: 'json' | 'form';
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false: the call goes without the Auth token (login, captcha, registration). */
  auth?: boolean;
  /** Adds Tenant-Id (the default tenant unless given). */
  tenant?: boolean | string;
  /** Form-encoded body instead of JSON. */
  form?: boolean;
  /** Codes this call handles itself: they reject without a toast (on top of the global list). */
  silentCodes?: number[];
}

export const API_PREFIX = '/api';

let onUnauthorized: (() => void) | null = null;
/** The session registers how to log out; request.ts stays free of UI state. */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

/**
 * The top progress bar shows once requests have run for PROGRESS_DELAY_MS: a quick answer draws
 * no bar that flashes and goes, and a page's first requests do not force its first layout inside
 * a script task (NProgress measures the bar as it starts).
 */
const PROGRESS_DELAY_MS = 200;
let running = 0;
let shown: ReturnType<typeof setTimeout> | true | undefined;
function progress(delta: 1 | -1) {
  running += delta;
  if (delta === 1 && running === 1 && !shown) {
    shown = setTimeout(() => {
      shown = true;
      NProgress.start();
    }, PROGRESS_DELAY_MS);
  }
  if (running === 0 && shown) {
    if (shown === true) NProgress.done();
    else clearTimeout(shown);
    shown = undefined;
  }
}

export function basicAuthHeader(): string {
  return `Basic ${btoa(`${webConfig.clientId}:${webConfig.clientSecret}`)}`;
}

/** Codes of calls that got no answer: no connection, or none within webConfig.requestTimeout. */
export const NETWORK_ERROR = 0;
export const TIMEOUT = 504;

/**
 * A call that got no answer is told to the user once (one toast per kind, however many calls
 * failed together) and rejects with {code, body} like a refused call, so the global capture
 * knows it was shown. Offline, the offline overlay already says so; a cancelled call says nothing.
 */
function transportFailure(e: any): Error {
  if (e?.name === 'AbortError' || e?.type === 'AbortError' || e?.__CANCEL__) return e;
  const timeout = e?.type === 'Timeout' || /timeout/i.test(String(e?.message));
  const id = timeout ? 'request.timeout' : 'request.network';
  const text = getIntl().formatMessage({ id });
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  if (timeout || online) toast('error', { key: id, content: text, duration: webConfig.messageDuration });
  return Object.assign(new Error(text), { code: timeout ? TIMEOUT : NETWORK_ERROR, body: null, cause: e });
}

/** The console's own options, read by the interceptor and the middleware (umi-request passes unknown options through). */
interface ConsoleOptions extends RequestOptionsInit {
  auth?: boolean;
  tenant?: boolean | string;
  silentCodes?: number[];
}

const http = extend({
  timeout: webConfig.requestTimeout,
  credentials: 'same-origin',
  // The query string as the gateway reads it (src/services/params.ts, unit-tested).
  paramsSerializer: encodeParams,
  // JSON when the answer is JSON, its text otherwise (a plain-text error page).
  responseType: 'json',
  getResponse: true,
});

// Headers and the path: client credential, token unless `auth: false`, tenant on request.
http.interceptors.request.use(
  (url, options: ConsoleOptions) => {
    const headers: Record<string, string> = { Authorization: basicAuthHeader(), ...(options.headers as Record<string, string>) };
    const token = getToken();
    if (options.auth !== false && token) headers.Auth = `bearer ${token}`;
    if (options.tenant) headers['Tenant-Id'] = typeof options.tenant === 'string' ? options.tenant : webConfig.tenantId;
    return { url: url.startsWith('http') || url.startsWith(API_PREFIX) ? url : `${API_PREFIX}${url}`, options: { ...options, headers } };
  },
  { global: false },
);

/**
 * Spec 8's response rules around every call. umi-request rejects any status outside 2xx with the
 * body read; statuses 200 to 500 are answers the rules decide on, anything else (and no answer at
 * all) is a transport failure.
 */
http.use(async (ctx, next) => {
  const options = ctx.req.options as ConsoleOptions;
  progress(1);
  let status: number;
  let body: any;
  try {
    try {
      await next();
      status = ctx.res.response.status;
      body = ctx.res.data;
    } catch (e: any) {
      if (!e?.response || !isReceived(e.response.status) || e.type === 'Timeout') throw e;
      status = e.response.status;
      body = e.data;
    }
  } catch (e: any) {
    throw transportFailure(e); // no answer: told, then rejected
  } finally {
    progress(-1);
  }
  const outcome = decide(status, body, [...webConfig.silentCodes, ...(options.silentCodes ?? [])]);
  ctx.res = body;
  switch (outcome.kind) {
    case 'pass':
      return;
    case 'toastPass':
      toast('error', { content: outcome.message, duration: webConfig.messageDuration });
      return;
    case 'logout':
      onUnauthorized?.();
      throw Object.assign(new Error(outcome.message), { code: 401, body });
    case 'silentReject':
      throw Object.assign(new Error(outcome.message), { code: body?.code ?? status, body });
    default:
      toast('error', { content: outcome.message, duration: webConfig.messageDuration });
      throw Object.assign(new Error(outcome.message), { code: body?.code ?? status, body });
  }
});

const isPlain = (d: unknown) => Array.isArray(d) || Object.prototype.toString.call(d) === '[object Object]';

export function request<T = any>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const { form, requestType, data, headers = {}, ...rest } = options;
  const o: ConsoleOptions = { ...rest, headers: { ...headers }, data };
  // A form body is encoded as the query is (params.ts): one encoding of what the gateway reads.
  if ((form || requestType === 'form') && isPlain(data)) {
    o.data = encodeParams(data as Record<string, any>);
    o.headers = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', ...o.headers };
  }
  // The middleware leaves the answer's body as the result (getResponse only lets it see the status).
  return http(path, o) as unknown as Promise<ApiResult<T>>;
}

export const get = <T = any>(path: string, params?: Record<string, any>, options: CallOptions = {}) =>
  request<T>(path, { ...options, method: 'GET', params: { ...params, ...(options.params as object) } });

export const post = <T = any>(path: string, data?: unknown, options: CallOptions = {}) => request<T>(path, { ...options, method: 'POST', data });

/** Multipart: files and fields as FormData (uploads, certificates, deploy-upload). */
export function postMultipart<T = any>(path: string, fields: Record<string, string | Blob | Blob[]>, options: CallOptions = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) v.forEach((b) => fd.append(k, b));
    else fd.append(k, v);
  }
  return request<T>(path, { ...options, method: 'POST', data: fd, requestType: undefined });
}

/**
 * A call written as the schemas name it: "GET /sfbn-system/param/list". GET sends `payload`
 * as query; POST as body (or form-encoded / query as the options say).
 */
export function call<T = any>(spec: string, payload: Record<string, any> = {}, options: CallOptions = {}) {
  const m = /^(GET|POST|PUT|DELETE)\s+(\/\S+)$/.exec(spec.trim());
  if (!m) throw new Error(`"${spec}" is not "METHOD /service/path"`);
  const [, method, template] = m;
  // A path template such as /sfbn-resource/contract/detail/{id} takes its value out of the payload.
  const rest = { ...payload };
  const path = template.replace(/\{(\w+)\}/g, (_x, k: string) => {
    const v = rest[k];
    delete rest[k];
    return encodeURIComponent(String(v ?? ''));
  });
  payload = rest;
  if (method === 'GET' || method === 'DELETE') return request<T>(path, { ...options, method, params: payload });
  return request<T>(path, { ...options, method, data: payload });
}
