import { defineWidget } from '../define';

export default defineWidget({
  name: 'tree',
  label: { 'zh-CN': '树', 'en-US': 'tree' },
  doc: 'a checkable tree answered by `optionsFrom` (grants); the value is the checked keys',
  edit: 'OptionTree',
  value: 'array',
  view: 'text',
  choose: true,
  wide: true,
  options: 'endpoint',
  sample: 'tree',
});
