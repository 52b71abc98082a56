/**
 * The one request instance (spec 6, 8, 9). Every call of the console goes through `request`:
 * client credential, token, tenant headers; timeout; progress bar; the response rules of
 * responseRules.ts. Paths are given as the spec writes them (/sfbn-system/...); '/api' is added here.
 */
import NProgress from 'nprogress';
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

const isPlain = (d: unknown) => Array.isArray(d) || Object.prototype.toString.call(d) === '[object Object]';

/**
 * One call through the browser's fetch: timeout (webConfig.requestTimeout), query, body. Any HTTP
 * status resolves with the body read as the caller asked; no answer rejects (type 'Timeout' when
 * the time ran out, the AbortError when the caller cancelled).
 */
async function send(url: string, o: Omit<CallOptions, 'auth' | 'tenant' | 'form' | 'silentCodes'> & { headers: Record<string, string> }) {
  const method = (o.method ?? 'GET').toUpperCase();
  const query = encodeParams(o.params);
  const target = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  const headers: Record<string, string> = { ...o.headers };
  let body: BodyInit | undefined;
  if (o.data !== undefined && o.data !== null && method !== 'GET' && method !== 'HEAD') {
    headers.Accept ??= 'application/json';
    if (isPlain(o.data) && o.requestType === 'form') {
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
      body = encodeParams(o.data as Record<string, any>);
    } else if (isPlain(o.data)) {
      headers['Content-Type'] ??= 'application/json;charset=UTF-8';
      body = JSON.stringify(o.data);
    } else body = o.data as BodyInit;
  }
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, webConfig.requestTimeout);
  const cancel = () => abort.abort();
  o.signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(target, { method, headers, body, credentials: 'same-origin', signal: abort.signal });
    let data: any;
    if (o.responseType === 'blob') data = await response.blob();
    else {
      const text = await response.text();
      try {
        data = o.responseType === 'text' ? text : JSON.parse(text);
      } catch {
        data = text;
      }
    }
    return { response, data };
  } catch (e: any) {
    if (timedOut) throw Object.assign(new Error(`timeout of ${webConfig.requestTimeout}ms exceeded`), { type: 'Timeout' });
    throw e;
  } finally {
    clearTimeout(timer);
    o.signal?.removeEventListener('abort', cancel);
  }
}

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

export async function request<T = any>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const { auth = true, tenant, form, silentCodes = [], headers = {}, ...rest } = options;
  const h: Record<string, string> = { Authorization: basicAuthHeader(), ...headers };
  const token = getToken();
  if (auth && token) h.Auth = `bearer ${token}`;
  if (tenant) h['Tenant-Id'] = typeof tenant === 'string' ? tenant : webConfig.tenantId;
  const url = path.startsWith('http') || path.startsWith(API_PREFIX) ? path : `${API_PREFIX}${path}`;

  progress(1);
  let status: number;
  let body: any;
  try {
    const res = await send(url, { ...rest, headers: h, requestType: form ? 'form' : rest.requestType });
    status = res.response.status;
    body = res.data;
    if (!res.response.ok && !isReceived(status)) throw Object.assign(new Error(`HTTP ${status}`), { response: res.response });
  } catch (e: any) {
    throw transportFailure(e); // no answer: told, then rejected
  } finally {
    progress(-1);
  }

  const outcome = decide(status, body, [...webConfig.silentCodes, ...silentCodes]);
  switch (outcome.kind) {
    case 'pass':
      return body;
    case 'toastPass':
      toast('error', { content: outcome.message, duration: webConfig.messageDuration });
      return body;
    case 'logout':
      onUnauthorized?.();
      throw Object.assign(new Error(outcome.message), { code: 401, body });
    case 'silentReject':
      throw Object.assign(new Error(outcome.message), { code: body?.code ?? status, body });
    default:
      toast('error', { content: outcome.message, duration: webConfig.messageDuration });
      throw Object.assign(new Error(outcome.message), { code: body?.code ?? status, body });
  }
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
