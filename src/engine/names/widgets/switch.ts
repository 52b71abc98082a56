import { defineWidget } from '../define';

export default defineWidget({
  name: 'switch',
  label: { 'zh-CN': '开关', 'en-US': 'switch' },
  doc: 'a switch stored as 0 / 1',
  edit: 'Switch01',
  value: 'string',
  search: 'select',
  view: 'text',
  choose: true,
  sample: 'switch',
});
