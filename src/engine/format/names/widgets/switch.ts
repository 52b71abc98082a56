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
  ownOptions: [
    { value: 0, label: { 'zh-CN': '否', 'en-US': 'No' } },
    { value: 1, label: { 'zh-CN': '是', 'en-US': 'Yes' } },
  ],
  column: 'int',
});
