import { defineDisplay } from '../define';

export default defineDisplay({
  name: 'ellipsis',
  label: { 'zh-CN': '省略', 'en-US': 'ellipsis' },
  doc: 'a list cell cut with an ellipsis',
  ellipsis: true,
});
