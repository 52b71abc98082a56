// Development aid (seconds, no build): the IDE's Monaco (src/pages/ide/monaco.ts) bundled by esbuild
// with the build's stand-ins (config/monacoBuild.ts MONACO_UNUSED), minified bytes per Monaco path
// (description texts included: config/monacoDescriptions.js is a webpack loader).
// DEPTH=n path segments, TOP=n rows, EXTRA='{"path":["importer"]}' tries a stand-in, WHY=text lists importers.
// Run from the repository root: node scripts/dev/monaco-sizes.mjs
import * as esbuild from 'esbuild';
import fs from 'fs';
import path from 'path';
const src = fs.readFileSync('config/monacoBuild.ts', 'utf8');
const table = src.slice(src.indexOf('MONACO_UNUSED'), src.indexOf('};', src.indexOf('MONACO_UNUSED')));
const unused = {};
for (const m of table.matchAll(/'([^']+)': \[([^\]]*)\]/g)) unused[m[1]] = [...m[2].matchAll(/'([^']+)'/g)].map((x) => x[1]);
const extra = process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {};
Object.assign(unused, extra);
const STAND = path.resolve('src/pages/ide/monacoUnused.js');
const mp = (f) => /monaco-editor\/esm\/vs\/(.+)\.js$/.exec(f ?? '')?.[1];
const plugin = { name: 'standins', setup(b) {
  b.onResolve({ filter: /.*/ }, async (args) => {
    if (args.pluginData === 'inner') return;
    const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'inner' });
    const t = mp(r.path);
    if (t && unused[t] && (unused[t].includes(mp(args.importer)) || unused[t].includes('*'))) return { path: STAND };
    return r;
  });
} };
const r = await esbuild.build({
  entryPoints: ['src/pages/ide/monaco.ts'], bundle: true, write: false, metafile: true, minify: true, format: 'esm',
  outdir: '/tmp/esbout', loader: { '.ttf': 'empty', '.css': 'empty' }, external: ['@monaco-editor/react', './solidityIntel'],
  logLevel: 'error', plugins: [plugin],
});
const out = Object.values(r.metafile.outputs).find((o) => o.entryPoint);
const agg = {};
for (const [f, v] of Object.entries(out.inputs)) {
  const m = f.match(/monaco-editor\/esm\/vs\/(.*)/);
  const k = m ? m[1].split('/').slice(0, Number(process.env.DEPTH || 4)).join('/') : f;
  agg[k] = (agg[k] || 0) + v.bytesInOutput;
}
Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 60)).forEach(([k, v]) => console.log(String(v).padStart(8), k));
console.log('total', Object.values(agg).reduce((a, b) => a + b, 0));
if (process.env.WHY) { // who imports a module
  for (const [f, v] of Object.entries(r.metafile.inputs)) for (const i of v.imports) if (i.path.includes(process.env.WHY)) console.log('  ', f, '->', i.path);
}
