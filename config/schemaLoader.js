/**
 * Webpack loader for schemas/**.json: the browser receives a screen already composed
 * ($extends / $include resolved by config/schemaFiles.ts at build time), still one chunk per
 * screen, so composition costs nothing at run time and nothing in the first load. A file that
 * does not compose is served with its problems under "$problems"; the page shows them.
 */
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = function schemaLoader() {
  const { resolveSchemaFile, SCHEMAS_DIR } = tsxRequire('./schemaFiles.ts', __filename);
  const r = resolveSchemaFile(this.resourcePath);
  for (const f of r.files) this.addDependency(f);
  const rel = (f) => `schemas/${path.relative(SCHEMAS_DIR, f).replace(/\\/g, '/')}`;
  const out = r.problems.length
    ? {
        ...(r.json && typeof r.json === 'object' ? r.json : {}),
        $problems: r.problems.map((p) => ({ file: rel(p.file), pointer: p.pointer, message: p.message })),
      }
    : r.json;
  return JSON.stringify(out);
};
