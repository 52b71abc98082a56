/**
 * Spec 8's response rules as one pure decision, so every branch is unit-tested and the request
 * layer only carries the decision out.
 */
export type Outcome =
  | { kind: 'pass' } // hand the body to the caller
  | { kind: 'toastPass'; message: string } // error toast, still hand the body over (400, 500)
  | { kind: 'toastReject'; message: string } // error toast for 3 s, reject
  | { kind: 'silentReject'; message: string } // whitelisted code: the caller handles it
  | { kind: 'logout'; message: string }; // 401: log out, go to /home

export const UNKNOWN_ERROR = '未知错误';

/** The code that decides: the body's `code`, or the HTTP status where the body has none. */
export function effectiveCode(httpStatus: number, body: unknown): number {
  const code = body && typeof body === 'object' ? (body as any).code : undefined;
  const n = typeof code === 'number' ? code : typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : NaN;
  return Number.isFinite(n) ? n : httpStatus;
}

export function messageOf(body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return (b.msg as string) || (b.error_description as string) || UNKNOWN_ERROR;
}

export function decide(httpStatus: number, body: unknown, whitelist: readonly number[] = []): Outcome {
  const code = effectiveCode(httpStatus, body);
  const message = messageOf(body);
  if (whitelist.includes(code)) return { kind: 'silentReject', message };
  if (code === 401) return { kind: 'logout', message };
  if (code === 400 || code === 500) return { kind: 'toastPass', message };
  if (code === 200 || code === 404 || code === 2000) return { kind: 'pass' };
  return { kind: 'toastReject', message };
}

/** HTTP statuses 200 to 500 are answers to read; anything else is a transport failure. */
export const isReceived = (httpStatus: number) => httpStatus >= 200 && httpStatus <= 500;
