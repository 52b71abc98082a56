import { defineWidget } from '../define';
import { text } from '../../runtime';

export default defineWidget({
  name: 'number',
  label: { 'zh-CN': '数字', 'en-US': 'number' },
  doc: 'a number; `min` / `max` are refused under the field, naming the bound',
  edit: 'NumberPicker',
  value: 'number',
  search: 'digit',
  view: 'text',
  sample: 'type',
  column: 'number',
  props: () => ({ style: { width: '100%' } }),
  // A number out of its range is refused under the field, saying the bound (the input does not
  // silently change what the user typed into the nearest bound).
  rules: (f, locale) => {
    if (f.min === undefined && f.max === undefined) return [];
    const label = text(f.label, locale);
    return [
      (value) => {
        if (value === null || value === undefined || value === '') return '';
        const n = Number(value);
        if (f.min !== undefined && n < f.min) return locale === 'en-US' ? `${label} must be at least ${f.min}` : `${label}不能小于${f.min}`;
        if (f.max !== undefined && n > f.max) return locale === 'en-US' ? `${label} must be at most ${f.max}` : `${label}不能大于${f.max}`;
        return '';
      },
    ];
  },
  sampleValue: (f) => Math.max(f.min ?? 0, Math.min(f.max ?? 99, 7)),
});
