/**
 * Issue 14's console rules as the shell and the list run them: the route guard (finding 3), the
 * /myiframe address check (finding 5), the CSV export (finding 14) and the list-answer check that
 * keeps the table library's English error away (finding 13).
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/engine/react/csv';
import type { Field } from '@/engine/format/types';
import { MalformedListError, toTableResult } from '@/services/paging';
import { safeHref } from '@/engine/format/upload';
import { frameAllowed, frameSource, menuPaths, routeAllowed } from '@/utils/routeGuard';

const ORIGIN = 'http://127.0.0.1:8000';

describe('finding 5: /myiframe frames only what the URL API says is http(s)', () => {
  it('refuses addresses that resolve to another host or run script', () => {
    for (const src of [
      '/\\evil.example/x',
      '//evil.example/x',
      '/\\/evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      ' javascript:alert(1)',
      'ftp://evil.example/',
      '',
    ]) {
      expect(frameSource(src, ORIGIN), src).toBeNull();
    }
  });
  it('tells another site from this one', () => {
    expect(frameSource('https://example.org/page?a=1', ORIGIN)).toEqual({ kind: 'foreign', url: 'https://example.org/page?a=1' });
    expect(frameSource('/help/manual.html', ORIGIN)).toEqual({ kind: 'same-origin', url: '/help/manual.html' });
  });
});

describe('finding 3: the route guard', () => {
  const menus = menuPaths([
    [{ id: '1', name: 'home', path: '/wel/index' }],
    [
      {
        id: '2',
        name: 'sys',
        path: '',
        children: [
          { id: '3', name: 'param', path: '/system/param' },
          { id: '4', name: 'help', path: '/static/help.html' },
        ],
      },
    ],
  ]);
  const lists: Record<string, string> = { 'system/param': '/system/param', 'system/user': '/system/user' };
  const allowed = (pathname: string, route?: object, search = '') =>
    routeAllowed({ pathname, search, route, menus, listRouteOf: (s) => lists[s], firstPage: '/wel/index', origin: ORIGIN });

  it('admits the menu routes and the first page, refuses the rest', () => {
    expect(allowed('/wel/index')).toBe(true);
    expect(allowed('/system/param', { screen: 'system/param', view: 'list' })).toBe(true);
    expect(allowed('/system/user', { screen: 'system/user', view: 'list' })).toBe(false);
    expect(allowed('/development/index', { path: '/development/index' })).toBe(false);
  });
  it('admits a detail view only when its screen’s list is in the menus', () => {
    expect(allowed('/system/param/detail/7', { screen: 'system/param', view: 'detail' })).toBe(true);
    expect(allowed('/system/user/detail/7', { screen: 'system/user', view: 'detail' })).toBe(false);
  });
  it('admits a bespoke sub-page by the menu entry it names', () => {
    expect(allowed('/system/param/extra', { menuPath: '/system/param' })).toBe(true);
    expect(allowed('/system/user/extra', { menuPath: '/system/user' })).toBe(false);
  });
  it('frames another site, but this site’s pages only from the menu', () => {
    const frame = { path: '/myiframe/*' };
    expect(allowed('/myiframe/page', frame, `?src=${encodeURIComponent('https://example.org/')}`)).toBe(true);
    expect(allowed('/myiframe/page', frame, `?src=${encodeURIComponent('/static/help.html')}`)).toBe(true);
    expect(allowed('/myiframe/page', frame, `?src=${encodeURIComponent('/api/sfbn-resource/attach/file/x/a.html')}`)).toBe(false);
    expect(allowed('/myiframe/page', frame, `?src=${encodeURIComponent('/\\evil.example/x')}`)).toBe(false);
  });
});

describe('finding 14: CSV export', () => {
  const fields: Field[] = [
    { name: 'name', label: { 'zh-CN': '姓名', 'en-US': 'Name' } },
    {
      name: 'status',
      label: { 'zh-CN': '状态', 'en-US': 'Status' },
      options: [
        { label: { 'zh-CN': '已认证', 'en-US': 'Verified' }, value: 2 },
        { label: { 'zh-CN': '未认证', 'en-US': 'Not verified' }, value: 1 },
      ],
    },
    { name: 'bid', label: 'BID', display: 'bid' },
    { name: 'createTime', label: { 'zh-CN': '创建时间', 'en-US': 'Created' } },
  ] as Field[];
  const rows = [
    { name: '=HYPERLINK("http://evil.example","x")', status: 2, bid: 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', createTime: '2026-01-01 08:00:00' },
    { name: '+1\n=2', status: 1, bid: '', createTime: null },
    { name: '@SUM(A1)', status: 2, bid: 'x', createTime: '2026-01-02 08:00:00' },
    { name: '\tTab', status: 1, bid: 'y', createTime: '' },
    { name: '-5', status: 1, bid: 'z', createTime: '' },
    { name: 'say "hi", ok', status: 1, bid: 'w', createTime: '' },
  ];

  it('writes labels and masks as the list shows them, with formulas defused', async () => {
    const csv = await toCsv(fields, rows, 'zh-CN');
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['姓名', '状态', 'BID', '创建时间']);
    expect(parsed[1]).toEqual(['\'=HYPERLINK("http://evil.example","x")', '已认证', 'did:bid:ef******VXHZB2', '2026-01-01 08:00:00']);
    expect(parsed[2]).toEqual(["'+1\n=2", '未认证', '', '']);
    expect(parsed[3][0]).toBe("'@SUM(A1)");
    expect(parsed[4][0]).toBe("'\tTab");
    expect(parsed[5][0]).toBe("'-5");
    expect(parsed[6][0]).toBe('say "hi", ok');
    expect(csv).not.toMatch(/(^|,|\r\n)"?=/);
  });

  it('uses the chosen language for headers and labels', async () => {
    const parsed = Papa.parse<string[]>(await toCsv(fields, rows.slice(0, 1), 'en-US')).data;
    expect(parsed[0]).toEqual(['Name', 'Status', 'BID', 'Created']);
    expect(parsed[1][1]).toBe('Verified');
  });
});

describe('finding 13: a malformed list answer is an error, not a crash in the table', () => {
  it('throws for rows that are not objects, passes a good page', () => {
    expect(() => toTableResult({ code: 200, data: { records: 'oops', total: 1 } } as any)).toThrow(MalformedListError);
    expect(() => toTableResult({ code: 200, data: { records: [null, 1], total: 2 } } as any)).toThrow(MalformedListError);
    expect(() => toTableResult({ code: 200, data: { records: [{ id: 1 }], total: 'many' } } as any)).toThrow(MalformedListError);
    expect(toTableResult({ code: 200, data: { records: [{ id: 1 }], total: 1 } } as any)).toEqual({ data: [{ id: 1 }], total: 1, success: true });
  });
});

describe('issue 24 finding 9: which values render as links', () => {
  it('keeps http(s) and the console’s own paths, drops script and data addresses', () => {
    expect(safeHref('/api/sfbn-resource/attach/file/x/a.pdf', ORIGIN)).toBe(`${ORIGIN}/api/sfbn-resource/attach/file/x/a.pdf`);
    expect(safeHref('https://docs.example.cn/a.pdf', ORIGIN)).toBe('https://docs.example.cn/a.pdf');
    for (const v of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', ''])
      expect(safeHref(v, ORIGIN), v).toBeNull();
  });
});

describe('issue 24 finding 8: /myiframe frames only allow-listed sites', () => {
  it('admits this site and listed origins, refuses every other site', () => {
    const list = ['https://docs.example.cn'];
    expect(frameAllowed(frameSource('https://docs.example.cn/a?b=1', ORIGIN)!, list)).toBe(true);
    expect(frameAllowed(frameSource('/help/manual.html', ORIGIN)!, list)).toBe(true);
    expect(frameAllowed(frameSource('https://evil.example/phish', ORIGIN)!, list)).toBe(false);
    expect(frameAllowed(frameSource('https://docs.example.cn.evil.example/', ORIGIN)!, list)).toBe(false);
    expect(frameAllowed(frameSource('http://docs.example.cn/', ORIGIN)!, list)).toBe(false);
  });
});
