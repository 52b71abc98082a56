import { defineDisplay } from '../define';

export default defineDisplay({
  name: 'mask',
  label: { 'zh-CN': '脱敏', 'en-US': 'masked' },
  doc: 'the middle third hidden (`13812345678` as `138***678`), for phone and card numbers',
  hides: true,
  format: (value) => {
    if (typeof value !== 'string') return undefined;
    if (value.length <= 2) return `${value.slice(0, 1)}***`;
    const keep = Math.max(1, Math.floor(value.length / 3));
    return `${value.slice(0, keep)}***${value.slice(-keep)}`;
  },
});
