import { defineWidget, textSample } from '../define';

export default defineWidget({
  name: 'text',
  label: { 'zh-CN': '文本', 'en-US': 'text' },
  doc: 'a one-line text input, trimmed when the user leaves it (spec 5)',
  edit: 'TrimInput',
  value: 'string',
  search: 'text',
  view: 'text',
  sample: 'type',
  freeText: true,
  props: (f) => (f.maxLength ? { maxLength: f.maxLength } : {}),
  sampleValue: textSample,
});
