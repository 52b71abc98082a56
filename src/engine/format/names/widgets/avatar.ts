import { defineWidget } from '../define';

export default defineWidget({
  name: 'avatar',
  label: { 'zh-CN': '头像', 'en-US': 'avatar' },
  doc: 'an avatar upload (jpg / png up to 500 KB; removal asks first)',
  edit: 'AvatarUpload',
  value: 'string',
  view: 'avatar',
  choose: true,
  upload: true,
  sample: 'upload',
});
