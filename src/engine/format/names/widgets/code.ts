import { defineWidget, textSample } from '../define';

export default defineWidget({
  name: 'code',
  label: { 'zh-CN': '代码', 'en-US': 'code' },
  doc: 'code or a long text in a monospaced area',
  edit: 'CodeInput',
  value: 'string',
  search: 'text',
  view: 'code',
  wide: true,
  sample: 'type',
  props: (f) => (f.maxLength ? { maxLength: f.maxLength } : {}),
  sampleValue: textSample,
});
