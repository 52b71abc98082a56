import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTokenRefresher } from '@/services/token';

describe('token refresh timing (spec 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (issuedAt: number, refresh = vi.fn(() => new Promise<void>((r) => setTimeout(r, 25_000)))) => {
    const stop = startTokenRefresher({
      intervalMs: 10_000,
      tokenTime: 3000,
      hasToken: () => true,
      issuedAt: () => issuedAt,
      refresh,
      now: () => Date.now(),
    });
    return { stop, refresh };
  };

  it('checks every 10 s and refreshes once the age reaches the token time', () => {
    const start = Date.now();
    const { refresh, stop } = setup(start - 2_975_000); // 2975 s old
    vi.advanceTimersByTime(10_000); // 2985 s
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000); // 2995 s
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000); // 3005 s
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never runs two refreshes at once', async () => {
    const { refresh, stop } = setup(Date.now() - 4_000_000);
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(4_000);
    expect(refresh).toHaveBeenCalledTimes(1); // first still in flight (25 s)
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(2);
    stop();
  });

  it('does nothing without a token', () => {
    const refresh = vi.fn(() => Promise.resolve());
    const stop = startTokenRefresher({ intervalMs: 10_000, tokenTime: 3000, hasToken: () => false, issuedAt: () => 0, refresh });
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });
});
