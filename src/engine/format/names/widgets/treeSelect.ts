import { defineWidget } from '../define';

export default defineWidget({
  name: 'treeSelect',
  label: { 'zh-CN': '树形下拉', 'en-US': 'tree select' },
  doc: 'a select of a tree answered by `optionsFrom`',
  edit: 'OptionTreeSelect',
  value: 'string',
  search: 'treeSelect',
  view: 'text',
  choose: true,
  options: 'endpoint',
  sample: 'treeSelect',
});
