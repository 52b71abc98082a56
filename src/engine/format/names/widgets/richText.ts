import { defineWidget, textSample } from '../define';

export default defineWidget({
  name: 'richText',
  label: { 'zh-CN': '富文本', 'en-US': 'rich text' },
  doc: 'rich text (tiptap, its own chunk), sanitised with DOMPurify when typed and when shown',
  edit: 'RichText',
  value: 'string',
  view: 'richText',
  wide: true,
  ellipsis: true,
  sample: 'richText',
  plain: (shown) =>
    shown
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  sampleValue: textSample,
});
