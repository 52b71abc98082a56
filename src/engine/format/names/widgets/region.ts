import { defineWidget } from '../define';

export default defineWidget({
  name: 'region',
  label: { 'zh-CN': '地区', 'en-US': 'region' },
  doc: "province / city / district from the region tree's root `00`; codes comma-joined, shown as names",
  edit: 'RegionCascader',
  value: 'string',
  search: 'text',
  view: 'region',
  choose: true,
  sample: 'none',
});
