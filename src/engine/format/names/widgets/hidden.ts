import { defineWidget } from '../define';

export default defineWidget({
  name: 'hidden',
  label: { 'zh-CN': '隐藏', 'en-US': 'hidden' },
  doc: 'a value the form keeps and sends without showing it',
  edit: 'Hidden',
  value: 'string',
  view: 'none',
  bare: true,
  sample: 'none',
});
