/**
 * Every screen schema under schemas/ (not the meta-schema), parsed. Shared by the build-time
 * route table and the mock's menus, so both see the same files. A file that does not parse is
 * skipped here; `npm run schemas:check` and the page itself name it.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SCHEMAS_DIR = path.resolve(__dirname, '../schemas');

export interface SchemaFile {
  /** Path under schemas/ without .json, e.g. "system/param". */
  screen: string;
  json: any;
}

export function readSchemaFiles(root = SCHEMAS_DIR): SchemaFile[] {
  const out: SchemaFile[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.json') && !e.name.endsWith('.schema.json')) {
        try {
          out.push({ screen: path.relative(root, p).replace(/\\/g, '/').replace(/\.json$/, ''), json: JSON.parse(fs.readFileSync(p, 'utf8')) });
        } catch {
          // reported by the checker
        }
      }
    }
  };
  walk(root);
  return out;
}
