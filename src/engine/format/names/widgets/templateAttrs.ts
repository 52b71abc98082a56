import { defineWidget } from '../define';

export default defineWidget({
  name: 'templateAttrs',
  label: { 'zh-CN': '模板属性', 'en-US': 'template attributes' },
  // Not offered by the studio's palette of new fields (it needs keys the studio does not edit).
  palette: false,
  doc: 'one input per attribute of the template chosen in the same form: `optionsFrom` with `"params": {"id": "$form.templateId"}` answers `[{key, name, type, required}]`; the value is `key=value` lines',
  edit: 'TemplateAttrs',
  value: 'string',
  view: 'code',
  wide: true,
  options: 'form',
  sample: 'none',
});
