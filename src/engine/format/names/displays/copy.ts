import { defineDisplay } from '../define';

export default defineDisplay({
  name: 'copy',
  label: { 'zh-CN': '可复制', 'en-US': 'copyable' },
  doc: 'the text with a copy button',
  copyable: true,
});
