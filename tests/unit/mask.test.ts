import { describe, expect, it } from 'vitest';
import { isEmpty, maskBid, maskMiddle } from '@/utils/mask';
import { badgeText, isExternal, menuTarget } from '@/utils/menu';

describe('masking', () => {
  it('masks a BID as first 10 + ****** + last 6', () => {
    expect(maskBid('did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2')).toBe('did:bid:ef******VXHZB2');
    expect(maskBid('did:bid:ef214PmkhKndUcArDQPgD5J4fFVwqJFPt')).toBe('did:bid:ef******wqJFPt');
    expect(maskBid('')).toBe('');
    expect(maskBid(undefined)).toBe('');
  });

  it('replaces the middle of a string with three asterisks', () => {
    expect(maskMiddle('13800000001')).toBe('138***001');
    expect(maskMiddle('abcdef')).toBe('ab***ef');
    expect(maskMiddle('ab')).toBe('a***');
    expect(maskMiddle(null)).toBe('');
  });

  it('counts null, undefined and empty string as empty, and nothing else', () => {
    expect([null, undefined, ''].every(isEmpty)).toBe(true);
    expect([0, false, ' ', [], {}].some(isEmpty)).toBe(false);
  });

  it('badges show 99+ at 99 or more', () => {
    expect(badgeText(98)).toBe('98');
    expect(badgeText(99)).toBe('99+');
    expect(badgeText(120)).toBe('99+');
  });

  it('menu paths that are http addresses or contain html open in the embedded frame', () => {
    expect(isExternal('https://browser.example.cn')).toBe(true);
    expect(isExternal('/docs/guide.html')).toBe(true);
    expect(isExternal('/system/param')).toBe(false);
    expect(menuTarget('https://a.cn/x?y=1')).toBe('/myiframe/page?src=https%3A%2F%2Fa.cn%2Fx%3Fy%3D1');
    expect(menuTarget('/wel/index')).toBe('/wel/index');
  });
});
