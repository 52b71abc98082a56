/**
 * The gateway's wire format (spec 7: "Responses generally use a wrapper with code, data, msg;
 * success means code 200"), the one definition the console (src/services) and the mock gateway
 * (mock/_lib/http.ts) both use, and the one docs/gateway.openapi.json publishes as its
 * components (scripts/gateway-openapi.ts reads this file). A real gateway must answer so.
 */

/** The wrapper of every answer: code 200 and success true for a success, else the reason in msg. */
export interface ApiResult<T = any> {
  /** 200 success; 400 a refused call (msg says why), 401 no or an expired session, 403 not allowed, 404 unknown, 500 a server error. */
  code: number;
  /** true exactly when code is 200. */
  success?: boolean;
  /** The answer's content: a row, a page, a list, a value, or null. */
  data: T;
  /** The message the console shows: '操作成功' for a success, the reason for a refusal. */
  msg?: string;
  /** OAuth answers (401, a refused login) carry their message here as well. */
  error_description?: string;
  [k: string]: any;
}

/** A page of a list (spec 3 "Paging"): the rows of page `current` of `pages`, `size` rows a page, `total` in all. */
export interface Page<T = any> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/** The wrapper as docs/gateway.openapi.json publishes it (components.schemas.ApiResult). */
export type Envelope = ApiResult<unknown>;
/** A page as docs/gateway.openapi.json publishes it (components.schemas.Page). */
export type AnyPage = Page<unknown>;
