import { defineWidget } from '../define';

export default defineWidget({
  name: 'file',
  label: { 'zh-CN': '文件', 'en-US': 'file' },
  doc: "file uploads with spec 5's rules (`upload`); shown as links",
  edit: 'FileUpload',
  value: 'string',
  view: 'file',
  choose: true,
  wide: true,
  upload: true,
  sample: 'upload',
});
