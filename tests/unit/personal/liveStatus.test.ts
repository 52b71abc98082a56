/**
 * The live status rule of the session store (issue 8): checks on focus / navigation are merged
 * within STATUS_CHECK_GAP_MS, and a changed status reloads person, buttons and menus and marks
 * the identity service's reads stale (issue 25).
 * The request layer is replaced by a fake gateway whose status the test changes, as an
 * administrator's decision would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const gateway = vi.hoisted(() => ({ status: 1 as number | null, calls: [] as string[] }));

vi.mock('umi', () => ({ history: { replace: vi.fn(), push: vi.fn() } }));
vi.mock('@/utils/crypto', () => ({ encryptField: (s: string) => s }));
vi.mock('@/services/token', () => ({
  getToken: () => 'at.test',
  clearTokens: vi.fn(),
  getRefreshToken: () => 'rt.test',
  getTokenIssuedAt: () => Date.now(),
  setTokens: vi.fn(),
  startTokenRefresher: () => () => undefined,
}));
vi.mock('@/services/request', () => {
  const answer = (path: string) => {
    gateway.calls.push(path);
    if (path.endsWith('/getUserStatus')) return { code: 200, data: { status: gateway.status } };
    if (path.endsWith('/getPerson')) return { code: 200, data: { userId: '2', userName: 'zhangsan', name: '张三', bid: '', status: gateway.status } };
    if (path.endsWith('/menu/buttons')) return { code: 200, data: [] };
    if (path.endsWith('/menu/top-menu')) return { code: 200, data: [] };
    return { code: 200, data: [] };
  };
  return {
    get: vi.fn(async (path: string) => answer(path)),
    post: vi.fn(async (path: string) => answer(path)),
    request: vi.fn(async (path: string) => answer(path)),
    call: vi.fn(async (spec: string) => answer(spec.split(' ')[1])),
    postMultipart: vi.fn(),
    setUnauthorizedHandler: vi.fn(),
  };
});

// storage.ts reads localStorage / sessionStorage; node has neither.
const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
    key: (i: number) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
};
(globalThis as any).localStorage ??= memory();
(globalThis as any).sessionStorage ??= memory();

const session = await import('@/stores/session');
// The check itself is a read of the query layer, loaded with the console (src/stores/liveStatus.ts).
const { requestStatusCheck, PERSON_KEY, STATUS_CHANGES } = await import('@/stores/liveStatus');
const { queryClient, keyTouches, changedBy } = await import('@/services/query');

// Reads of bespoke pages that follow the status (the points page's BID, the identity application).
const POINTS_KEY = ['GET /sfbn-identity/tradeRecord/getIntegral'] as const;
const APPLICATION_KEY = ['GET /sfbn-identity/identityAudit/getPersonalDI'] as const;
const OTHER_KEY = ['GET /sfbn-alliance/chainSetting/checkBuild'] as const;
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('status check timing', () => {
  it('runs at once when the last check is older than the gap, else at the end of the gap', () => {
    expect(session.statusCheckDelay(0, 10_000)).toBe(0);
    expect(session.statusCheckDelay(10_000, 10_500)).toBe(session.STATUS_CHECK_GAP_MS - 500);
    expect(session.statusCheckDelay(10_000, 10_000 + session.STATUS_CHECK_GAP_MS)).toBe(0);
  });

  it('reloads only when the status differs from the known one', () => {
    const known = { userId: '2', userName: 'zhangsan', name: '张三', bid: '', status: 1 };
    expect(session.statusChanged(known, 1)).toBe(false);
    expect(session.statusChanged(known, 2)).toBe(true);
    expect(session.statusChanged(null, 1)).toBe(true);
    expect(session.statusChanged({ ...known, status: null }, null)).toBe(false);
  });
});

describe('requestStatusCheck', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    gateway.status = 1;
    await session.loadUserData();
    gateway.calls.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('merges a burst of navigations into one call and picks up a status passed meanwhile', async () => {
    vi.advanceTimersByTime(session.STATUS_CHECK_GAP_MS);
    requestStatusCheck();
    await vi.runAllTimersAsync();
    expect(gateway.calls).toEqual(['/sfbn-system/account/getUserStatus']);
    expect(session.getSession().userInfo?.status).toBe(1);

    // The administrator passes the application; the user navigates three times quickly.
    gateway.status = 2;
    gateway.calls.length = 0;
    requestStatusCheck();
    requestStatusCheck();
    requestStatusCheck();
    await vi.advanceTimersByTimeAsync(session.STATUS_CHECK_GAP_MS - 1);
    expect(gateway.calls).toEqual([]); // still inside the gap: nothing asked yet
    await vi.runAllTimersAsync();
    expect(gateway.calls.filter((c) => c.endsWith('/getUserStatus'))).toHaveLength(1);
    // Status changed: person, buttons and menus are fetched again, and the store says passed.
    expect(gateway.calls).toEqual(expect.arrayContaining(['/sfbn-system/account/getPerson', '/sfbn-system/menu/buttons', '/sfbn-system/menu/top-menu']));
    expect(session.getSession().userInfo?.status).toBe(2);
  });

  it('does not reload person and menus when the status is unchanged', async () => {
    vi.advanceTimersByTime(session.STATUS_CHECK_GAP_MS);
    requestStatusCheck();
    await vi.runAllTimersAsync();
    expect(gateway.calls).toEqual(['/sfbn-system/account/getUserStatus']);
  });

  it("marks the identity service's reads stale when the status changed, and only then", async () => {
    for (const key of [POINTS_KEY, APPLICATION_KEY, OTHER_KEY]) queryClient.setQueryData(key, { code: 200, data: {} });
    vi.advanceTimersByTime(session.STATUS_CHECK_GAP_MS);
    requestStatusCheck();
    await vi.runAllTimersAsync();
    expect([stale(POINTS_KEY), stale(APPLICATION_KEY)]).toEqual([false, false]);

    gateway.status = 2;
    vi.advanceTimersByTime(session.STATUS_CHECK_GAP_MS);
    requestStatusCheck();
    await vi.runAllTimersAsync();
    expect([stale(POINTS_KEY), stale(APPLICATION_KEY), stale(OTHER_KEY)]).toEqual([true, true, false]);
    queryClient.clear();
  });
});

describe('what changes the header person', () => {
  it('the avatar (its own resource is the person) and writes declaring it; not the password', () => {
    expect(keyTouches(PERSON_KEY, changedBy('POST /sfbn-system/account/submitAvatar'))).toBe(true);
    expect(keyTouches(PERSON_KEY, changedBy('POST /blade-user/update-info'))).toBe(false);
    expect(keyTouches(PERSON_KEY, changedBy('POST /blade-user/update-info', ['/sfbn-system/account/getPerson']))).toBe(true);
    expect(keyTouches(PERSON_KEY, changedBy('POST /sfbn-identity/identityAudit/updatePassword'))).toBe(false);
  });
  it('the status changes reach the points and application reads, not the person service', () => {
    expect(keyTouches(POINTS_KEY, STATUS_CHANGES)).toBe(true);
    expect(keyTouches(APPLICATION_KEY, STATUS_CHANGES)).toBe(true);
    expect(keyTouches(PERSON_KEY, STATUS_CHANGES)).toBe(false);
  });
});
