import { defineWidget } from '../define';

export default defineWidget({
  name: 'smsCode',
  label: { 'zh-CN': '短信验证码', 'en-US': 'SMS code' },
  // Not offered by the studio's palette of new fields (it needs keys the studio does not edit).
  palette: false,
  doc: 'an SMS code: input and 获取验证码, with `sms`; checked before its step is left, never saved',
  edit: 'SmsCode',
  value: 'string',
  view: 'none',
  sample: 'none',
  sms: true,
  saved: false,
  props: (f) => ({ sms: f.sms, maxLength: f.maxLength ?? 6 }),
  check: (f, add) => {
    if (!f.sms) add('', `field "${f.name}" uses widget "smsCode", which needs "sms" (send, check, phone)`);
  },
});
