/**
 * The tables of docs/schemas.md that list the registry's names (widgets, display types,
 * conditions, action kinds, built-in actions), written from the modules' doc lines (src/engine/format/names/<kind>/<name>.ts)
 * between `<!-- registry:<table> -->` and `<!-- /registry:<table> -->`. `npm run schemas:meta`
 * writes them with the meta-schema; a unit test (tests/unit/engine/registry.test.ts) fails when
 * the committed document differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { actionKindModules, builtinActionModules, conditionModules, displayModules, widgetModules } from '../src/engine/format/registry';

export const DOCS_PATH = path.resolve(__dirname, '../docs/schemas.md');

const cell = (s: string) => s.replace(/\|/g, '\\|');

const options = { any: '`dict`, `options` or `optionsFrom`', endpoint: '`optionsFrom`', form: "`optionsFrom` (read with the form's values)" };

/** Each table's text, by its marker's name. */
export function registryTables(): Record<string, string> {
  return {
    widgets: [
      '| widget | what it is | takes | search |',
      '|---|---|---|---|',
      ...widgetModules.map((w) => {
        const takes = [w.options ? options[w.options] : '', w.upload ? '`upload`' : ''].filter(Boolean).join(', ');
        return `| \`${w.name}\` | ${cell(w.doc)} | ${takes} | ${w.search ? (w.range ? 'a range' : 'yes') : ''} |`;
      }),
    ].join('\n'),
    displays: ['| display | shows |', '|---|---|', ...displayModules.map((d) => `| \`${d.name}\` | ${cell(d.doc)} |`)].join('\n'),
    conditions: ['| name | holds when |', '|---|---|', ...conditionModules.map((c) => `| \`${c.name}\` | ${cell(c.doc)} |`)].join('\n'),
    actions: ['| kind | does |', '|---|---|', ...actionKindModules.map((a) => `| \`${a.name}\` | ${cell(a.doc)} |`)].join('\n'),
    builtins: [
      '| action | on | needs | does |',
      '|---|---|---|---|',
      ...builtinActionModules.map((b) => `| \`${b.name}\` | ${b.at} | ${(b.needs ?? []).map((n) => `\`api.${n}\``).join(' or ')} | ${cell(b.doc)} |`),
    ].join('\n'),
  };
}

/** The document with its registry tables written in (every marker must be there). */
export function withRegistryTables(doc: string): string {
  let out = doc;
  for (const [name, table] of Object.entries(registryTables())) {
    const re = new RegExp(`(<!-- registry:${name} -->\\n)[\\s\\S]*?(<!-- /registry:${name} -->)`);
    if (!re.test(out)) throw new Error(`${path.relative(process.cwd(), DOCS_PATH)} has no <!-- registry:${name} --> ... <!-- /registry:${name} --> block`);
    out = out.replace(re, (_m, open: string, close: string) => `${open}${table}\n${close}`);
  }
  return out;
}

export const generateDocs = () => withRegistryTables(fs.readFileSync(DOCS_PATH, 'utf8'));
