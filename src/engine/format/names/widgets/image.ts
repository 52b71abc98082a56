import { defineWidget } from '../define';

export default defineWidget({
  name: 'image',
  label: { 'zh-CN': '图片', 'en-US': 'image' },
  doc: "image uploads (png / jpg) with spec 5's rules (`upload`); shown as thumbnails",
  edit: 'ImageUpload',
  value: 'string',
  view: 'image',
  choose: true,
  wide: true,
  upload: true,
  sample: 'upload',
});
