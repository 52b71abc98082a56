/**
 * The gateway's wire format (BladeX style): every answer is {code, success, data, msg};
 * pages are {records, total, current, size, pages} (the types: shared/wire/envelope.ts, shared
 * with the console). Handlers are express-style functions keyed
 * 'METHOD /api/service/path', exactly the keys umi's mock files use, so a file reads like the spec.
 */
import type { Request, Response } from 'express';
import type { ApiResult, Page } from '../../shared/wire/envelope';

export type { ApiResult, Page };
export type Handler = (req: Request, res: Response) => unknown | Promise<unknown>;
export type Routes = Record<string, Handler>;

export function ok<T>(res: Response, data?: T, msg = '操作成功') {
  res.status(200).json({ code: 200, success: true, data: data ?? null, msg } satisfies ApiResult);
}

/** A business failure. BladeX answers 400 for these with the reason in msg. */
export function fail(res: Response, msg: string, code = 400, data: unknown = null) {
  res.status(code).json({ code, success: false, data, msg } satisfies ApiResult);
}

export function unauthorized(res: Response, msg = '请求未授权') {
  res.status(401).json({ code: 401, success: false, data: null, msg, error_description: msg });
}

/** Everything a request carries, query and body merged (body wins), as the gateway reads it. */
export function params(req: Request): Record<string, any> {
  const body = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? req.body : {};
  return { ...(req.query as Record<string, any>), ...body };
}

export function toInt(v: unknown, fallback: number): number {
  const n = Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? n : fallback;
}

/** A page of rows; the size is capped at the console's largest page-size choice unless `max` says more (exports). */
export function paginate<T>(rows: T[], current: unknown, size: unknown, max = 200): Page<T> {
  const s = Math.min(Math.max(1, toInt(size, 10)), max);
  const total = rows.length;
  const pages = Math.max(1, Math.ceil(total / s));
  const c = Math.min(Math.max(1, toInt(current, 1)), pages);
  return { records: rows.slice((c - 1) * s, c * s), total, current: c, size: s, pages };
}

/** Comma-joined ids, as the spec's bulk calls send them ('1,2,3'). */
export function idList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  return String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
