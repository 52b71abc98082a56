/**
 * Monaco for the schema playground: the IDE's local Monaco (src/pages/ide/monaco.ts, never a
 * CDN) plus the JSON language, its worker (bundled by webpack from the package) and the screen
 * meta-schema attached, so keys and values complete and hover shows the descriptions. Loaded only
 * on /tool/playground, as a chunk of its own.
 */
import 'monaco-editor/language/json/monaco.contribution';
import { monaco } from '@/pages/ide/monaco';
import metaSchema from '../../../../schemas/screen.schema.json';

export const META_URI = 'https://bbn.local/schemas/screen.schema.json';

(monaco.languages as any).json.jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  enableSchemaRequest: false,
  schemas: [{ uri: META_URI, fileMatch: ['*'], schema: metaSchema }],
});

export { monaco };
