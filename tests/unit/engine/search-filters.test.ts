import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { searchFilters, toColumns } from '@/engine/format/compile';
import type { ScreenSchema } from '@/engine/format/types';

const screen = {
  key: 'test.search',
  title: '测试',
  api: { list: 'GET /x/list' },
  routes: { list: '/x' },
  fields: [
    { name: 'name', label: '名称', search: true },
    { name: 'status', label: '状态', widget: 'select', options: [{ label: '启用', value: 1 }], search: true },
    { name: 'kinds', label: '类型', widget: 'multiSelect', options: [{ label: 'A', value: 'a' }], search: true },
    { name: 'createTime', label: '创建时间', widget: 'datetime', searchWidget: 'dateRange', search: true, searchParams: ['startTime', 'endTime'] },
    { name: 'day', label: '日期', widget: 'date', search: true },
  ],
} as unknown as ScreenSchema;

const columns = toColumns(screen).filter((c) => !c.hideInSearch && !c.special);

describe('searchFilters (a list search form -> the list call)', () => {
  it('sends trimmed text and chosen options, and leaves out what is empty', () => {
    expect(searchFilters(columns, { name: '  参数 ', status: 1, kinds: [] })).toEqual({ name: '参数', status: 1 });
    expect(searchFilters(columns, { name: '   ', status: undefined, kinds: ['a'] })).toEqual({ kinds: ['a'] });
  });

  it('formats dates and splits a range into its two parameters', () => {
    const range = [dayjs('2026-01-02 03:04:05'), dayjs('2026-02-03 04:05:06')];
    expect(searchFilters(columns, { createTime: range, day: dayjs('2026-03-04 10:00:00') })).toEqual({
      startTime: '2026-01-02 03:04:05',
      endTime: '2026-02-03 04:05:06',
      day: '2026-03-04',
    });
  });
});
