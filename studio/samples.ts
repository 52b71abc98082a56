/**
 * Valid sample values for a screen's form fields, made from the schema alone (no per-screen code),
 * one generator for every user: the studio's smoke test sends them to the gateway before a publish
 * (studio/smoke.ts), the screen contract test through the console's request layer
 * (tests/unit/screen-contract.test.ts), the browser tests type or pick them in the form
 * (tests/e2e/pages/FormDialog.ts). A field with a named validator gets a value that passes it
 * (unique where the gateway keeps such values apart: a phone, an ID card, a contract address);
 * any other field gets what its widget's registry module says its value is.
 */
import { widgetOf } from '../src/engine/format/compile';
import { widgetRegistry } from '../src/engine/format/registry';
import { text } from '../src/engine/format/runtime';
import type { Field, ScreenSchema } from '../src/engine/format/types';
import { idCheckDigit, validators } from '../src/engine/format/validators';

/** A short unique marker: letters and digits only, so every text field accepts it. */
export function marker(seed = Date.now()): string {
  return `E2E${seed.toString(36).slice(-6).toUpperCase()}`;
}

const validatorsOf = (f: Field): string[] => [f.validator ?? []].flat();

/**
 * What a user types into a field filled by typing (the registry's sample kind `type` or
 * `richText`): the `mark` of the run (numbered by `n`, the field's place in the form), a value
 * that passes the field's named validators, or a number in range; undefined for a field of
 * another kind.
 */
export function sampleText(f: Field, mark: string, n = 0): string | number | undefined {
  const v = validatorsOf(f);
  const digits = String(Date.now() + n).slice(-8);
  // E-mail addresses and host names take the marker's letters and digits only.
  const plain = mark.toLowerCase().replace(/[^a-z0-9]/g, '') || 'sample';
  if (v.includes('phone')) return `139${digits}`;
  if (v.includes('email')) return `${plain}${n}@bbn.example.cn`;
  if (v.includes('url')) return `https://${plain}.example.cn`;
  if (v.includes('chineseName')) return '测试人员';
  if (v.includes('ip')) return `10.${Number(digits.slice(-6, -4)) + 100}.${Number(digits.slice(-4, -2))}.${Number(digits.slice(-2)) + 1}`;
  if (v.includes('idCard')) {
    const first = `11010519900101${digits.slice(-3)}`;
    return first + idCheckDigit(first);
  }
  // A sub-chain code and a contract address are unique: this run's digits.
  if (v.includes('subchainCode')) return digits.slice(-4);
  if (v.includes('contractAddress')) return `0x${digits.padStart(40, '0')}`;
  // Any other named format: the rule's own example (shared/validators.ts).
  const named = v.find((x) => validators[x]?.example !== undefined);
  if (named) return validators[named].example;
  // Else the widget's module's own sample (texts: the marker; a number: one in range).
  return widgetRegistry[widgetOf(f)]?.sampleValue?.(f, mark, n);
}

export interface SampleSource {
  /** The run's marker (see sampleText). */
  mark: string;
  /** The field's place in the form: texts and unique formats differ from field to field. */
  n?: number;
  /** The values a field with a dictionary or remote options offers (the caller's loader); without it such a field gets none. */
  options?: (f: Field) => Promise<unknown[]>;
  /** Uploads a file for an upload field and answers the value the form keeps; without it an upload field gets none. */
  upload?: (f: Field) => Promise<string>;
}

/**
 * The value a form sends for `f` when a user fills it with valid values: sampleText for a typed
 * field, the first option of a choice, a date, a switch on, an uploaded file; undefined where none
 * can be made (no option offered, an SMS code, template attributes, an upload without `upload`).
 */
export async function sampleValue(f: Field, { mark, n = 0, options, upload }: SampleSource): Promise<unknown> {
  const w = widgetOf(f);
  const m = widgetRegistry[w];
  switch (m?.sample) {
    case 'type':
      // A code field's text has a format: the one its placeholder shows (template attributes).
      if (w === 'code' && f.placeholder) return text(f.placeholder, 'zh-CN');
      return sampleText(f, mark, n);
    case 'richText': {
      const typed = sampleText(f, mark, n);
      return typed === undefined ? undefined : `<p>${typed}</p>`;
    }
    case 'select':
    case 'radio':
    case 'treeSelect':
    case 'checkbox':
    case 'tree': {
      const offered = f.options?.length ? f.options.map((o) => o.value) : ((await options?.(f)) ?? []);
      if (!offered.length) return undefined;
      return m.value === 'array' ? [offered[0]] : offered[0];
    }
    case 'switch':
      // Its own options' last: on.
      return m.ownOptions?.[m.ownOptions.length - 1].value ?? 1;
    case 'date':
      return '2026-03-01';
    case 'datetime':
      return '2026-03-01 10:00:00';
    case 'upload':
      return f.upload?.deferred ? undefined : upload?.(f);
    default:
      if (w === 'region') return '110000,110100,110101';
      return undefined;
  }
}

/** The text field that identifies a new row: the first searchable, editable plain text field. */
export function markerField(s: ScreenSchema): Field | undefined {
  const plain = (f: Field) =>
    widgetOf(f) === 'text' && !f.validator && !f.readOnly && f.editable !== false && f.inForm !== false && f.inList !== false && !f.display;
  return s.fields.find((f) => f.search && plain(f)) ?? s.fields.find(plain);
}
