import { defineWidget } from '../define';

export default defineWidget({
  name: 'checkbox',
  label: { 'zh-CN': '多选', 'en-US': 'checkboxes' },
  doc: "check boxes of the field's options; the value is the checked values",
  edit: 'OptionCheckbox',
  value: 'array',
  search: 'select',
  view: 'text',
  choose: true,
  options: 'any',
  sample: 'checkbox',
});
