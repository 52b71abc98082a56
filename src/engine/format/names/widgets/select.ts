import { defineWidget } from '../define';

export default defineWidget({
  name: 'select',
  label: { 'zh-CN': '下拉', 'en-US': 'select' },
  doc: "a select of the field's options (`dict`, `options` or `optionsFrom`)",
  edit: 'OptionSelect',
  value: 'string',
  search: 'select',
  view: 'text',
  choose: true,
  options: 'any',
  sample: 'select',
});
