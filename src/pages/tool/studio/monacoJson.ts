/**
 * Monaco for the studio's JSON view: the IDE's local Monaco (src/pages/ide/monaco.ts, never a
 * CDN) plus the JSON language, its worker (bundled by webpack from the package) and the screen
 * meta-schema attached, so keys and values complete and hover shows the descriptions. Loaded only
 * when the studio's JSON view opens, as a chunk of its own.
 */
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { monaco } from '@/pages/ide/monaco';
import metaSchema from '../../../../schemas/screen.schema.json';
import partSchema from '../../../../schemas/screen-part.schema.json';

// Monaco asks MonacoEnvironment for every worker: the JSON language's own worker (bundled by
// webpack from the package) for "json", the IDE's editor worker for the rest.
const env = (self as any).MonacoEnvironment;
const editorWorker = env.getWorker;
env.getWorker = (id: string, label: string) =>
  label === 'json'
    ? new Worker(new URL('monaco-editor/language/json/json.worker.js', import.meta.url), { type: 'module', name: 'jsonWorker' })
    : editorWorker(id, label);

// The editor's models live at inmemory://schemas/<path>, so a file's own "$schema" (e.g.
// "../screen.schema.json", which the JSON language prefers to any file association) resolves to
// this URI: the meta-schema is registered there, never fetched. Files without "$schema" get it by
// the association.
export const META_URI = 'inmemory://schemas/screen.schema.json';
/** The format of a file completed by composition ($extends, $include), named by such files' "$schema". */
const PART_META_URI = 'inmemory://schemas/screen-part.schema.json';

// The meta-schema gives completion and hover help; its problems are the checker's markers (on the
// composed screen: a file with "$extends" or "$include" is complete only once composed), so the JSON
// language reports syntax only.
jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  enableSchemaRequest: false,
  schemaValidation: 'ignore',
  schemaRequest: 'ignore',
  schemas: [
    { uri: META_URI, fileMatch: ['*'], schema: metaSchema },
    { uri: PART_META_URI, schema: partSchema },
  ],
});

export { monaco };
