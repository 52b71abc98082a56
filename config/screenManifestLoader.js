/**
 * Webpack loader for src/utils/screenManifest.ts: its body becomes the screen manifest read from
 * schemas/ (config/screenManifest.ts). The folder is a context dependency and each screen file a
 * dependency, so `npm start` rebuilds the manifest (and the console takes it by hot update) as
 * soon as a screen file is saved, added or removed; a build reads it once. CommonJS, because
 * webpack requires its loaders with Node.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

/** The mock's menu seed, written by the development save after the screen file (scripts/menu-seed.ts). */
const MENU_SEED = path.resolve(__dirname, '../mock/_seed/menus.json');

module.exports = function screenManifestLoader() {
  const { screenManifest } = tsxRequire('./screenManifest.ts', __filename);
  const { SCHEMAS_DIR, listScreenFiles } = tsxRequire('./schemaFiles.ts', __filename);
  // The folder for files added or removed; each file for its content. A file is created before its
  // text is written: read while still empty it is left out, and its own write brings it in.
  this.addContextDependency(SCHEMAS_DIR);
  for (const file of listScreenFiles(SCHEMAS_DIR)) this.addDependency(file);
  // JSON.parse: V8 reads a large literal several times faster as JSON (docs/performance.md).
  let out = `export default JSON.parse(${JSON.stringify(JSON.stringify(screenManifest()))});\n`;
  if (this.mode === 'development' && fs.existsSync(MENU_SEED)) {
    // `npm start`: the console reloads its menus when this module changes (ConsoleLayout). The menu
    // entry of a saved screen reaches the mock only after the screen file (the save derives it), so
    // the seed's fingerprint is part of the module: the seed's change is a hot update of its own,
    // which arrives when the mock already serves the entry.
    this.addDependency(MENU_SEED);
    out += `export const menuSeed = ${JSON.stringify(crypto.createHash('sha1').update(fs.readFileSync(MENU_SEED)).digest('hex'))};\n`;
  }
  return out;
};
