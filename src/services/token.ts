/** Access and refresh tokens live in cookies, never localStorage (spec 9). */
import Cookies from 'js-cookie';

const ACCESS = 'bbn-access-token';
const REFRESH = 'bbn-refresh-token';
const ISSUED = 'bbn-token-issued';

const opts = { sameSite: 'strict' as const, path: '/' };

export const getToken = () => Cookies.get(ACCESS);
export const getRefreshToken = () => Cookies.get(REFRESH);
/** When the current access token was issued (ms since epoch), for the refresh timing. */
export const getTokenIssuedAt = () => Number(Cookies.get(ISSUED) || 0);

export function setTokens(access: string, refresh: string, issuedAt = Date.now()) {
  Cookies.set(ACCESS, access, opts);
  Cookies.set(REFRESH, refresh, opts);
  Cookies.set(ISSUED, String(issuedAt), opts);
}

export function clearTokens() {
  Cookies.remove(ACCESS, opts);
  Cookies.remove(REFRESH, opts);
  Cookies.remove(ISSUED, opts);
}

/**
 * Spec 4: every `intervalMs` the token's age in seconds is compared with `tokenTime`; at or past
 * it, and with no refresh in flight, one refresh is requested. Returns a stop function.
 */
export function startTokenRefresher(opts: {
  intervalMs: number;
  tokenTime: number;
  hasToken: () => boolean;
  issuedAt: () => number;
  refresh: () => Promise<unknown>;
  now?: () => number;
}): () => void {
  const now = opts.now ?? Date.now;
  let inFlight = false;
  const timer = setInterval(() => {
    if (inFlight || !opts.hasToken()) return;
    const ageSeconds = (now() - opts.issuedAt()) / 1000;
    if (ageSeconds < opts.tokenTime) return;
    inFlight = true;
    opts
      .refresh()
      .catch(() => undefined) // a failed refresh ends in a 401 later, which logs out
      .finally(() => {
        inFlight = false;
      });
  }, opts.intervalMs);
  return () => clearInterval(timer);
}
