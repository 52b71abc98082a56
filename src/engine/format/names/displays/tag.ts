import { defineDisplay } from '../define';

export default defineDisplay({
  name: 'tag',
  label: { 'zh-CN': '标签', 'en-US': 'tag' },
  doc: "an option's label as a tag, in the option's `color`",
  tag: true,
});
