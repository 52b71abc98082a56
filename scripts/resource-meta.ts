/**
 * npm run mock:meta — writes mock/resource.schema.json, the JSON Schema of a JSON mock resource
 * (mock/<service>/<name>.resource.json), generated from its one source: the JSDoc'd types of
 * mock/_lib/resourceFile.ts (root ResourceFile), shaped as the screens' meta-schema is
 * (scripts/schema-meta.ts). A resource file names it ("$schema": "../resource.schema.json") so an
 * editor completes keys and explains them on hover. A unit test fails when the committed file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rules } from '../shared/validators';
import { generator, shape } from './schema-meta';

export const RESOURCE_META_PATH = path.resolve(__dirname, '../mock/resource.schema.json');
export const RESOURCE_TYPES_PATH = path.resolve(__dirname, '../mock/_lib/resourceFile.ts');
const ROOT = 'ResourceFile';

export function generateResourceMeta(): string {
  const meta = shape(generator(RESOURCE_TYPES_PATH, ROOT).createSchema(ROOT) as Record<string, any>, ROOT);
  meta.$id = 'resource.schema.json';
  // The validator names an editor offers: the shared rule table's.
  const names = Object.keys(rules);
  const v = meta.properties.fields.additionalProperties.properties.validator;
  v.anyOf = [
    { type: 'string', enum: names },
    { type: 'array', items: { type: 'string', enum: names } },
  ];
  delete v.type;
  delete v.items;
  return `${JSON.stringify(meta, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  fs.writeFileSync(RESOURCE_META_PATH, generateResourceMeta());
  console.log(`wrote ${path.relative(process.cwd(), RESOURCE_META_PATH)}`);
}
