/**
 * The mock gateway discovers its service files with Node's require (mock/index.ts); under vitest
 * that require must understand TypeScript too, as it does under tsx in `npm start` and `serve`.
 * (Not in jsdom files: esbuild refuses jsdom's TextEncoder, and they need no mock.)
 */
if (typeof window === 'undefined') {
  const { register } = await import('tsx/cjs/api');
  register();
}
export {};
