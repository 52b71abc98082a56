import { defineWidget } from '../define';

export default defineWidget({
  name: 'datetime',
  label: { 'zh-CN': '日期时间', 'en-US': 'date and time' },
  doc: 'a date and time, YYYY-MM-DD HH:mm:ss',
  edit: 'DatePicker',
  value: 'string',
  search: 'dateTime',
  searchFormat: 'YYYY-MM-DD HH:mm:ss',
  view: 'text',
  choose: true,
  sample: 'datetime',
  column: 'datetime',
  props: () => ({ showTime: true, format: 'YYYY-MM-DD HH:mm:ss', style: { width: '100%' } }),
});
