/**
 * Loads Monaco once, on the IDE route only. Monaco reads its own texts (hover, quick fix, find,
 * read-only notice) from a global table while its modules are evaluated, so the Chinese table is
 * loaded first when the console is Chinese; a language switched later applies on the next page load.
 */
import type * as MonacoApi from 'monaco-editor/editor/editor.api';

export type Monaco = typeof MonacoApi;

/** Monaco's id of the Solidity language (its register file names it "sol"). */
export const SOLIDITY = 'sol';

/**
 * A loader of a Monaco chunk, loaded once: the Chinese texts first when the console is Chinese
 * (the IDE's Monaco here, the studio's JSON Monaco in tool/studio/loadMonacoJson.ts).
 */
export function monacoLoader<M>(load: () => Promise<M>): (locale: string) => Promise<M> {
  let loading: Promise<M> | null = null;
  return (locale) =>
    (loading ??= (async () => {
      if (locale.toLowerCase().startsWith('zh')) await import(/* webpackChunkName: "monaco-nls-zh" */ 'monaco-editor/nls/lang/zh-cn');
      return load();
    })());
}

export const loadMonaco = monacoLoader(async () => (await import(/* webpackChunkName: "monaco" */ './monaco')).monaco);
