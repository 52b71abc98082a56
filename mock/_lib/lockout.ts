/**
 * Wrong-password lockout and request rate limits (issue 14, finding 7).
 *
 * Every wrong password for an account (login or the lock screen's re-check) counts; after
 * passwordLockNum of the security settings in a row the account is locked for LOCK_MINUTES, and
 * login and the re-check are refused with the time left, even with the right password. A right
 * password resets the count. The security settings carry no lock duration, so it is fixed here.
 */
import { StoredMap } from './state';

export const LOCK_MINUTES = 30;

interface Failures {
  count: number;
  lockedUntil: number;
}
/** Wrong passwords per account, kept in the state store (a restart does not lift a lock). */
const failures = new StoredMap<Failures>('lockout');

/** The refusal for a locked account, or null when it may try a password. */
export function lockedMessage(account: string, now = Date.now()): string | null {
  const f = failures.get(account);
  if (!f || f.lockedUntil <= now) return null;
  const minutes = Math.max(1, Math.ceil((f.lockedUntil - now) / 60_000));
  return `密码错误次数过多，账号已锁定，请 ${minutes} 分钟后再试`;
}

/**
 * Records a wrong password. Answers what the user is told: the wrong password, or the lock.
 * `limit` is passwordLockNum (0 or less: no lockout).
 */
export function recordFailure(account: string, limit: number, now = Date.now()): string {
  const f = failures.get(account) ?? { count: 0, lockedUntil: 0 };
  if (f.lockedUntil && f.lockedUntil <= now) {
    f.count = 0;
    f.lockedUntil = 0;
  }
  f.count += 1;
  const locks = limit > 0 && f.count >= limit;
  if (locks) f.lockedUntil = now + LOCK_MINUTES * 60_000;
  failures.set(account, f);
  if (locks) return lockedMessage(account, now)!;
  return '用户名或密码不正确';
}

export function recordSuccess(account: string) {
  failures.delete(account);
}

/**
 * A fixed-window rate limit: at most `max` hits per `windowMs` per key (e.g. an address).
 * Answers false when the hit is over the limit.
 */
export function rateLimiter(max: number, windowMs: number) {
  const hits = new Map<string, { n: number; since: number }>();
  return (key: string, now = Date.now()): boolean => {
    const h = hits.get(key);
    if (!h || now - h.since >= windowMs) {
      hits.set(key, { n: 1, since: now });
      return true;
    }
    h.n += 1;
    return h.n <= max;
  };
}
