import { defineWidget } from '../define';

export default defineWidget({
  name: 'dateRange',
  label: { 'zh-CN': '日期范围', 'en-US': 'date range' },
  doc: 'a range of times, for a search (`searchWidget`); sent as two parameters (`searchParams`)',
  edit: 'DateRangePicker',
  value: 'string',
  search: 'dateTimeRange',
  searchFormat: 'YYYY-MM-DD HH:mm:ss',
  range: true,
  view: 'text',
  sample: 'none',
});
