/**
 * Valid sample values for a screen's fields, derived from the schema (no per-screen code):
 * validators get values that pass them, texts a unique marker within maxLength.
 */
import type { Field, ScreenSchema } from '../../../src/engine/format/types';
import { requiredMessage } from '../../../src/engine/format/compile';
import { widgetRegistry } from '../../../src/engine/format/registry';
import { idCheckDigit, validators as rules } from '../../../src/engine/format/validators';

export const widgetOf = (f: Field) => f.widget ?? 'text';
export const zh = (t: any): string => (typeof t === 'string' ? t : (t?.['zh-CN'] ?? ''));
const validators = (f: Field) => (Array.isArray(f.validator) ? f.validator : f.validator ? [f.validator] : []);

/** A short unique marker: letters and digits only, so every text field accepts it. */
export function marker(seed = Date.now()): string {
  return `E2E${seed.toString(36).slice(-6).toUpperCase()}`;
}

export function sampleValue(f: Field, mark: string, n = 0): string | number | undefined {
  const v = validators(f);
  const digits = String(Date.now() + n).slice(-8);
  if (v.includes('phone')) return `139${digits}`;
  if (v.includes('email')) return `${mark.toLowerCase()}${n}@bbn.example.cn`;
  if (v.includes('url')) return `https://${mark.toLowerCase()}.example.cn`;
  if (v.includes('chineseName')) return '测试人员';
  if (v.includes('ip')) return `10.${Number(digits.slice(-6, -4)) + 100}.${Number(digits.slice(-4, -2))}.${Number(digits.slice(-2)) + 1}`;
  if (v.includes('idCard')) {
    const first = `11010519900101${digits.slice(-3)}`;
    return first + idCheckDigit(first);
  }
  // A contract address is unique: one of this run's digits.
  if (v.includes('contractAddress')) return `0x${digits.padStart(40, '0')}`;
  // Any other named format: the rule's own example (shared/validators.ts).
  const named = v.find((x) => rules[x]?.example !== undefined);
  if (named) return rules[named].example;
  // Else the widget's module's own sample (texts: the marker; a number: one in range).
  return widgetRegistry[widgetOf(f)]?.sampleValue?.(f, mark, n);
}

/** Fields the add form must fill: required ones (no default, always visible), plus the marker field. */
export function fieldsToFill(s: ScreenSchema | { fields: Field[] }, markerField?: Field): Field[] {
  return s.fields.filter(
    (f) => f.inForm !== false && !f.readOnly && widgetOf(f) !== 'hidden' && !f.visibleWhen && (f === markerField || (f.required && f.default === undefined)),
  );
}

/** Required fields an empty submit must complain about, with the message each shows (the engine's own rule). */
export function requiredMessages(fields: Field[]): { field: Field; message: string }[] {
  return fields
    .filter((f) => f.required && f.inForm !== false && !f.readOnly && f.default === undefined && !f.visibleWhen && widgetOf(f) !== 'hidden')
    .map((f) => ({ field: f, message: requiredMessage(f, 'zh-CN') }));
}

/** The text field that identifies a new row: the first searchable, editable plain text field. */
export function markerField(s: ScreenSchema): Field | undefined {
  const plain = (f: Field) =>
    widgetOf(f) === 'text' && !f.validator && !f.readOnly && f.editable !== false && f.inForm !== false && f.inList !== false && !f.display;
  return s.fields.find((f) => f.search && plain(f)) ?? s.fields.find(plain);
}
