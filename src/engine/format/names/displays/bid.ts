import { defineDisplay } from '../define';

export default defineDisplay({
  name: 'bid',
  label: { 'zh-CN': 'BID', 'en-US': 'BID' },
  doc: 'a long BID shortened to its first 10 and last 6 characters',
  format: (value) => (typeof value === 'string' && value.length > 16 ? `${value.slice(0, 10)}******${value.slice(-6)}` : undefined),
});
