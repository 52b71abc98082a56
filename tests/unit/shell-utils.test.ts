import { describe, expect, it } from 'vitest';
import { isEmpty, maskBid, maskMiddle } from '@/utils/mask';
import { badgeText, firstLeaf, flattenButtons, isExternal, menuTarget, menuTrail, visibleMenus } from '@/utils/menu';

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

describe('menus and buttons', () => {
  const tree = [
    {
      id: '1',
      name: '系统',
      path: '',
      meta: { roles: ['administrator'] },
      children: [{ id: '2', name: '参数', path: '/system/param', meta: { roles: ['administrator'] } }],
    },
    { id: '3', name: '控制台', path: '/wel/index', meta: { roles: ['administrator', 'user'] } },
    { id: '4', name: '开放', path: '/open' },
  ];

  it('shows a menu item only when its roles include one of the user roles', () => {
    expect(visibleMenus(tree, ['user']).map((m) => m.id)).toEqual(['3', '4']);
    const admin = visibleMenus(tree, ['administrator']);
    expect(admin.map((m) => m.id)).toEqual(['1', '3', '4']);
    expect(admin[0].children?.map((m) => m.path)).toEqual(['/system/param']);
  });

  it('flattens the button tree to a map of code to true', () => {
    expect(flattenButtons([{ code: 'buttons', children: [{ code: 'param_add' }, { code: 'param_delete', children: [{ code: 'deep' }] }] }])).toEqual({
      buttons: true,
      param_add: true,
      param_delete: true,
      deep: true,
    });
  });

  it('finds the first leaf and the trail of a path', () => {
    expect(firstLeaf(tree)?.path).toBe('/system/param');
    expect(menuTrail(tree, '/system/param').map((m) => m.id)).toEqual(['1', '2']);
  });
});
