/** Monaco with the JSON language and the screen meta-schema (./monacoJson), one chunk loaded once for the playground and the studio. */
export type JsonMonaco = typeof import('./monacoJson').monaco;

let loading: Promise<JsonMonaco> | null = null;
export function loadJsonMonaco(locale: string): Promise<JsonMonaco> {
  loading ??= (async () => {
    if (locale.toLowerCase().startsWith('zh')) await import(/* webpackChunkName: "monaco-nls-zh" */ 'monaco-editor/nls/lang/zh-cn');
    return (await import(/* webpackChunkName: "monaco-json" */ './monacoJson')).monaco;
  })();
  return loading;
}
