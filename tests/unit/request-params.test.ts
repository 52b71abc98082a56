import { describe, expect, it } from 'vitest';
import { encodeParams } from '@/services/params';

describe('query and form encoding of the request layer (the gateway reads what umi-request sent)', () => {
  it('repeats array keys, sends null as the bare key and leaves undefined out', () => {
    expect(encodeParams({ current: 1, size: 10, ids: ['a', 'b'], empty: null, gone: undefined })).toBe('current=1&size=10&ids=a&ids=b&empty');
  });
  it('encodes Chinese, spaces and reserved characters; objects as JSON, dates as ISO', () => {
    expect(encodeParams({ name: '数字 身份&=', filter: { a: 1 }, at: new Date(Date.UTC(2026, 0, 2)) })).toBe(
      `name=${encodeURIComponent('数字 身份&=')}&filter=${encodeURIComponent('{"a":1}')}&at=2026-01-02T00%3A00%3A00.000Z`,
    );
  });
  it('is empty without parameters', () => {
    expect(encodeParams()).toBe('');
    expect(encodeParams({ a: undefined })).toBe('');
  });
});
