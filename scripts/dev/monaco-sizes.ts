// Development aid (seconds, no build): the IDE's Monaco (src/pages/ide/monaco.ts) bundled by esbuild
// with the build's stand-ins (config/monacoBuild.ts MONACO_UNUSED), minified bytes per Monaco path
// (description texts included: config/monacoDescriptions.js is a webpack loader).
// DEPTH=n path segments, TOP=n rows, EXTRA='{"path":["importer"]}' tries a stand-in, WHY=text lists importers.
// Run from the repository root: npx tsx scripts/dev/monaco-sizes.ts
import * as esbuild from 'esbuild';
import { MONACO_UNUSED, STAND_INS, monacoPath } from '../../config/monacoBuild';

const unused: Record<string, string[]> = { ...MONACO_UNUSED, ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}) };
// The build's MonacoStandIns, as an esbuild resolver.
const plugin: esbuild.Plugin = {
  name: 'stand-ins',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'inner') return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'inner' });
      const target = monacoPath(r.path);
      return target && unused[target]?.includes(monacoPath(args.importer) ?? '') ? { path: STAND_INS } : r;
    });
  },
};
async function main() {
  const r = await esbuild.build({
    entryPoints: ['src/pages/ide/monaco.ts'],
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    outdir: '/tmp/esbout',
    loader: { '.ttf': 'empty', '.css': 'empty' },
    external: ['@monaco-editor/react', './solidityIntel'],
    logLevel: 'error',
    plugins: [plugin],
  });
  const out = Object.values(r.metafile!.outputs).find((o) => o.entryPoint)!;
  const agg: Record<string, number> = {};
  for (const [f, v] of Object.entries(out.inputs)) {
    const m = f.match(/monaco-editor\/esm\/vs\/(.*)/);
    const k = m
      ? m[1]
          .split('/')
          .slice(0, Number(process.env.DEPTH || 4))
          .join('/')
      : f;
    agg[k] = (agg[k] || 0) + v.bytesInOutput;
  }
  Object.entries(agg)
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP || 60))
    .forEach(([k, v]) => console.log(String(v).padStart(8), k));
  console.log(
    'total',
    Object.values(agg).reduce((a, b) => a + b, 0),
  );
  if (process.env.WHY) {
    // who imports a module
    for (const [f, v] of Object.entries(r.metafile!.inputs))
      for (const i of v.imports) if (i.path.includes(process.env.WHY!)) console.log('  ', f, '->', i.path);
  }
}
main();
