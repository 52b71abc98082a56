import { defineWidget } from '../define';

export default defineWidget({
  name: 'radio',
  label: { 'zh-CN': '单选', 'en-US': 'radio' },
  doc: "radio buttons of the field's options",
  edit: 'OptionRadio',
  value: 'string',
  search: 'select',
  view: 'text',
  choose: true,
  options: 'any',
  sample: 'radio',
});
