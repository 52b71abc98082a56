import { monacoLoader } from '@/pages/ide/loadMonaco';

/** Monaco with the JSON language and the screen meta-schema (./monacoJson), one chunk loaded once for the studio's JSON view. */
export type JsonMonaco = typeof import('./monacoJson').monaco;

export const loadJsonMonaco = monacoLoader(async () => (await import(/* webpackChunkName: "monaco-json" */ './monacoJson')).monaco);
