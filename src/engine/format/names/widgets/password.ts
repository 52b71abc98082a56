import { defineWidget, textSample } from '../define';

export default defineWidget({
  name: 'password',
  label: { 'zh-CN': '密码', 'en-US': 'password' },
  doc: 'a password input; never listed nor shown in details',
  edit: 'Password',
  value: 'string',
  view: 'none',
  sample: 'type',
  props: (f) => (f.maxLength ? { maxLength: f.maxLength } : {}),
  sampleValue: textSample,
});
