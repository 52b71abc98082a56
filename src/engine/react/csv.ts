/**
 * CSV export of a list (issue 14, finding 14): the values as the list shows them (dictionary and
 * option labels, masks, plain text of rich text) written by papaparse, with every value that a
 * spreadsheet would run as a formula (starting with = + - @ tab or CR) prefixed with '.
 * papaparse loads only when a user exports.
 */
import { formatValue, hasOptions, widgetOf } from '../format/compile';
import { flatOptions, loadOptions, type Option } from './options';
import { widgetRegistry } from '../format/registry';
import { text, type Context } from '../format/runtime';
import type { Field } from '../format/types';

/** Cells a spreadsheet would evaluate. papaparse's default pattern misses values with a line break. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as the list shows it, '' where the list shows --. */
function cellText(f: Field, value: unknown, options?: Option[]): string {
  if (value === null || value === undefined || value === '') return '';
  let s = formatValue(f, value, options as { label: string; value: unknown }[] | undefined);
  // The widget's plain text (rich text without its markup).
  const plain = widgetRegistry[widgetOf(f)]?.plain;
  if (plain) s = plain(s);
  return s === '--' ? '' : s;
}

/** `sandbox`: the preview sandbox the list's calls go to (src/services/sandbox.tsx). */
export async function toCsv(fields: Field[], rows: Record<string, unknown>[], locale: string, ctx: Context = {}, sandbox?: string): Promise<string> {
  const [{ default: Papa }, options] = await Promise.all([
    import('papaparse'),
    Promise.all(
      fields.map((f) =>
        hasOptions(f)
          ? loadOptions(f, locale, ctx, false, sandbox).then(
              (o) => flatOptions(o),
              () => undefined,
            )
          : undefined,
      ),
    ),
  ]);
  return Papa.unparse(
    { fields: fields.map((f) => text(f.label, locale)), data: rows.map((row) => fields.map((f, i) => cellText(f, row[f.name], options[i]))) },
    { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}
