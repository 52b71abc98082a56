import { defineWidget } from '../define';

export default defineWidget({
  name: 'date',
  label: { 'zh-CN': '日期', 'en-US': 'date' },
  doc: 'a date, YYYY-MM-DD',
  edit: 'DatePicker',
  value: 'string',
  search: 'date',
  searchFormat: 'YYYY-MM-DD',
  view: 'text',
  choose: true,
  sample: 'date',
  column: 'date',
  props: () => ({ format: 'YYYY-MM-DD', style: { width: '100%' } }),
});
