import { defineWidget } from '../define';

export default defineWidget({
  name: 'multiSelect',
  label: { 'zh-CN': '多选下拉', 'en-US': 'multiple select' },
  doc: 'a select of several options; the value is the chosen values',
  edit: 'OptionSelect',
  value: 'array',
  search: 'select',
  view: 'text',
  choose: true,
  options: 'any',
  sample: 'select',
  props: () => ({ mode: 'multiple' }),
});
