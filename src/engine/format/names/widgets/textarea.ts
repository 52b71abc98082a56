import { defineWidget, textSample } from '../define';

/** The most a textarea takes (the gateway's column). */
export const TEXTAREA_MAX = 100;

export default defineWidget({
  name: 'textarea',
  label: { 'zh-CN': '多行文本', 'en-US': 'multi-line text' },
  doc: 'several lines, trimmed, at most 100 characters (with a counter)',
  edit: 'TextArea',
  value: 'string',
  search: 'text',
  view: 'text',
  wide: true,
  ellipsis: true,
  sample: 'type',
  maxLength: TEXTAREA_MAX,
  props: (f) => ({ maxLength: Math.min(f.maxLength ?? TEXTAREA_MAX, TEXTAREA_MAX), showCount: true, rows: 3 }),
  sampleValue: textSample,
});
