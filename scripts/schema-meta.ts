/**
 * npm run schemas:meta — writes the registry's names into schemas/screen.schema.json (widgets,
 * action kinds, menu groups, menu icons), so the editor's help, `npm run schemas:check` and the
 * engine share one list: src/engine/registry.ts. A unit test fails when the committed file
 * differs from what this script writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { actionKinds, menuGroups, menuIcons, widgets } from '../src/engine/registry';

export const META_PATH = path.resolve(__dirname, '../schemas/screen.schema.json');

/** The meta-schema text with every registry-backed enum set from the registry. */
export function generateMeta(current: string = fs.readFileSync(META_PATH, 'utf8')): string {
  const meta = JSON.parse(current);
  const f = meta.$defs.field.properties;
  f.widget.enum = [...widgets];
  if (f.searchWidget) f.searchWidget.enum = [...widgets];
  meta.$defs.action.properties.kind.enum = [...actionKinds];
  meta.properties.menu.properties.parent.enum = [...menuGroups];
  meta.properties.menu.properties.icon.enum = [...menuIcons];
  return `${JSON.stringify(meta, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  fs.writeFileSync(META_PATH, generateMeta());
  console.log(`wrote ${path.relative(process.cwd(), META_PATH)}`);
}
