/**
 * Wrong-password lockout and request rate limits (issue 14 finding 7, issue 24 finding 4).
 *
 * Failures are counted as BladeX counts them, per account and per source address:
 * - an account: wrong passwords in a row (login, the lock screen's re-check, the own password
 *   change); at passwordLockNum of the security settings it is locked for LOCK_MINUTES, and login
 *   is refused with the time left even with the right password. A right password resets the count;
 *   a password reset (the user's own or an administrator's) and an administrator's unlock lift it.
 * - an address: wrong logins from it within LOCK_MINUTES, whatever the account names; at
 *   IP_FAILURES (5; MOCK_IP_FAILURES raises it for test harnesses that log in from one address
 *   hundreds of times) every login from it is refused for LOCK_MINUTES. So one address cannot try
 *   passwords on many accounts, nor keep guessing one after its lock.
 * The security settings carry no lock duration, so it is fixed here.
 */
import type { Request } from 'express';
import proxyaddr from 'proxy-addr';
import { StoredMap } from './state';

export const LOCK_MINUTES = 30;
const LOCK_MS = LOCK_MINUTES * 60_000;

interface Failures {
  count: number;
  lockedUntil: number;
  /** Addresses: when the window of counted failures started, and the accounts the failures named. */
  since?: number;
  accounts?: string[];
}
/** Wrong passwords per account and per address, kept in the state store (a restart does not lift a lock). */
const failures = new StoredMap<Failures>('lockout');
const addresses = new StoredMap<Failures>('lockout-address');

/** Failures from one address that lock it (read at each call, so a harness may set it before starting). */
export const ipFailureLimit = () => Number(process.env.MOCK_IP_FAILURES) || 5;

/**
 * The address a request comes from: the peer, or, when the peer is a proxy on this machine
 * (nginx in front of `npm run serve`), the address that proxy put last in X-Forwarded-For.
 * proxy-addr is what express's own `trust proxy` uses.
 */
const trustLoopback = proxyaddr.compile('loopback');
export function clientAddress(req: Request): string {
  return proxyaddr(req, trustLoopback);
}

const lockText = (until: number, now: number) => `请 ${Math.max(1, Math.ceil((until - now) / 60_000))} 分钟后再试`;

/** The refusal for a locked account, or null when it may try a password. */
export function lockedMessage(account: string, now = Date.now()): string | null {
  const f = failures.get(account);
  if (!f || f.lockedUntil <= now) return null;
  return `密码错误次数过多，账号已锁定，${lockText(f.lockedUntil, now)}`;
}

/** The refusal for an address that failed too often, or null. */
export function addressLockedMessage(address: string, now = Date.now()): string | null {
  const f = addresses.get(address);
  if (!f || f.lockedUntil <= now) return null;
  return `登录失败次数过多，当前地址已被限制登录，${lockText(f.lockedUntil, now)}`;
}

/**
 * Records a wrong password. Answers what the user is told: the wrong password, or the lock.
 * `limit` is passwordLockNum (0 or less: no lockout). With `address` (a login), the address's
 * failures count too.
 */
export function recordFailure(account: string, limit: number, now = Date.now(), address?: string): string {
  if (address !== undefined) {
    const a = addresses.get(address) ?? { count: 0, lockedUntil: 0, since: now, accounts: [] };
    if (now - (a.since ?? now) >= LOCK_MS || (a.lockedUntil && a.lockedUntil <= now)) Object.assign(a, { count: 0, lockedUntil: 0, since: now, accounts: [] });
    a.count += 1;
    if (!a.accounts!.includes(account)) a.accounts!.push(account);
    if (a.count >= ipFailureLimit()) a.lockedUntil = now + LOCK_MS;
    // Set after every change: the stored map writes what it is given.
    addresses.set(address, a);
  }
  const f = failures.get(account) ?? { count: 0, lockedUntil: 0 };
  if (f.lockedUntil && f.lockedUntil <= now) {
    f.count = 0;
    f.lockedUntil = 0;
  }
  f.count += 1;
  const locks = limit > 0 && f.count >= limit;
  if (locks) f.lockedUntil = now + LOCK_MS;
  failures.set(account, f);
  if (locks) return lockedMessage(account, now)!;
  return (address !== undefined && addressLockedMessage(address, now)) || '用户名或密码不正确';
}

/** A right password: the account's count starts again (an address's failures stay counted). */
export function recordSuccess(account: string) {
  failures.delete(account);
}

/**
 * Lifts an account's lock and count (a password reset, or an administrator's unlock), and the
 * block of every address whose failures named it, so its owner can sign in from where they were
 * refused (one office address, a typo five times).
 */
export function unlockAccount(account: string) {
  failures.delete(account);
  for (const [address, a] of [...addresses]) if (a.accounts?.includes(account)) addresses.delete(address);
}

/** Whether an account is locked now (the user list shows it, the unlock action needs it). */
export const isLocked = (account: string, now = Date.now()) => lockedMessage(account, now) !== null;

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
