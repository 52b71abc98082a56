/**
 * Monaco for the schema playground: the IDE's local Monaco (src/pages/ide/monaco.ts, never a
 * CDN) plus the JSON language, its worker (bundled by webpack from the package) and the screen
 * meta-schema attached, so keys and values complete and hover shows the descriptions. Loaded only
 * on /tool/playground, as a chunk of its own.
 */
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { monaco } from '@/pages/ide/monaco';
import metaSchema from '../../../../schemas/screen.schema.json';

// Monaco asks MonacoEnvironment for every worker: the JSON language's own worker (bundled by
// webpack from the package) for "json", the IDE's editor worker for the rest.
const env = (self as any).MonacoEnvironment;
const editorWorker = env.getWorker;
env.getWorker = (id: string, label: string) =>
  label === 'json' ? new Worker(new URL('monaco-editor/language/json/json.worker.js', import.meta.url), { type: 'module', name: 'jsonWorker' }) : editorWorker(id, label);

// Every screen file names the meta-schema by a relative "$schema" ("../screen.schema.json"), which
// the JSON language resolves against the file's model URI (inmemory://schemas/<file>) and then
// prefers to the fileMatch association: registered under that resolved URI, the meta-schema is
// found either way (under another URI, files with "$schema" got no completion and no hover).
export const META_URI = 'inmemory://schemas/screen.schema.json';

jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  enableSchemaRequest: false,
  schemas: [{ uri: META_URI, fileMatch: ['*'], schema: metaSchema }],
});

export { monaco };
