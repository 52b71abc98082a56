/**
 * The query layer's rules (src/services/query.ts): which resource a call belongs to and which
 * reads a write makes stale. Pure functions: no gateway.
 */
import { describe, expect, it } from 'vitest';
import { changedBy, keyTouches, resourceOf } from '@/services/query';
import { COUNTERS_KEY } from '@/layouts/console/useCounters';

describe('resourceOf', () => {
  it('is the path without its last segment', () => {
    expect(resourceOf('POST /sfbn-system/messageNotice/remove')).toBe('/sfbn-system/messageNotice');
    expect(resourceOf('GET /sfbn-system/region/detail')).toBe('/sfbn-system/region');
    expect(resourceOf('POST /blade-user/submit')).toBe('/blade-user');
  });
  it('drops a path template and its tail', () => {
    expect(resourceOf('GET /sfbn-resource/contract/detail/{id}')).toBe('/sfbn-resource/contract');
  });
});

describe('keyTouches', () => {
  it('matches a read under a resource, never a sibling whose name starts the same', () => {
    expect(keyTouches(['GET /sfbn-system/dict/dictionary', { code: 'x' }], ['/sfbn-system/dict'])).toBe(true);
    expect(keyTouches(['GET /sfbn-system/dict-biz/tree'], ['/sfbn-system/dict'])).toBe(false);
    expect(keyTouches(['GET /sfbn-system/dict-biz/tree'], ['/sfbn-system/dict-biz'])).toBe(true);
  });
  it('matches a read made of several calls when any of them is under the resource (the counters)', () => {
    expect(keyTouches(COUNTERS_KEY, changedBy('POST /sfbn-system/messageNotice/remove'))).toBe(true);
    expect(keyTouches(COUNTERS_KEY, changedBy('POST /sfbn-system/messageAlarm/remove'))).toBe(true);
    expect(keyTouches(COUNTERS_KEY, changedBy('POST /sfbn-system/notice/submit'))).toBe(false);
    // The notices screen declares that its saves reach the message center.
    expect(keyTouches(COUNTERS_KEY, changedBy('POST /sfbn-system/notice/submit', ['/sfbn-system/messageNotice']))).toBe(true);
  });
  it('ignores keys that name no call', () => {
    expect(keyTouches(['-'], ['/sfbn-system'])).toBe(false);
    expect(keyTouches([42 as any], ['/sfbn-system'])).toBe(false);
  });
});
