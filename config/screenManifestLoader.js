/**
 * Webpack loader for src/utils/screenManifest.ts: its body becomes the screen manifest read from
 * schemas/ (config/screenManifest.ts). The folder is a context dependency, so `npm start`
 * rebuilds the manifest (and the console takes it by hot update) as soon as a screen file is
 * saved, added or removed; a build reads it once. CommonJS, because webpack requires its loaders
 * with Node.
 */
const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = function screenManifestLoader() {
  const { screenManifest } = tsxRequire('./screenManifest.ts', __filename);
  const { SCHEMAS_DIR, listScreenFiles } = tsxRequire('./schemaFiles.ts', __filename);
  // The folder for files added or removed; each file for its content. A file is created before its
  // text is written: read while still empty it is left out, and its own write brings it in.
  this.addContextDependency(SCHEMAS_DIR);
  for (const file of listScreenFiles(SCHEMAS_DIR)) this.addDependency(file);
  // JSON.parse: V8 reads a large literal several times faster as JSON (docs/performance.md).
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(screenManifest()))});\n`;
};
