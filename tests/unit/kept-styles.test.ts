import { describe, expect, it } from 'vitest';
import { keptStylesCache } from '@/components/keptStyles';

describe("the console's css-in-js cache (src/components/keptStyles.ts)", () => {
  it('keeps an entry whose last user unmounted, at zero users, for the next mount to reuse', () => {
    const cache = keptStylesCache();
    const styles = { css: '.ant-table{}' };
    cache.opUpdate('table', () => [1, styles]);
    // useGlobalCache's cleanup when the count reaches 0: its updater answers null ("drop it").
    cache.opUpdate('table', () => null);
    expect(cache.opGet('table')).toEqual([0, styles]);
    // The next mount finds the computed styles and counts its user.
    let seen: unknown;
    cache.opUpdate('table', (prev) => ((seen = prev), [prev![0] + 1, prev![1]]));
    expect(seen).toEqual([0, styles]);
    expect(cache.opGet('table')![1]).toBe(styles);
  });

  it('stores what an updater gives and drops nothing that was never there', () => {
    const cache = keptStylesCache();
    cache.opUpdate('button', () => null);
    expect(cache.opGet('button')).toBeNull();
    cache.opUpdate('button', () => [2, 'x']);
    expect(cache.opGet('button')).toEqual([2, 'x']);
  });
});
