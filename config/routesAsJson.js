/**
 * Webpack loader (config/lightRoutes.ts): umi's client route table as `JSON.parse('…')` instead of
 * an object literal (issue 13, first-load CPU).
 *
 * umi writes the table of ~310 routes (44 KB minified) as a literal inside `getRoutes()`, which
 * every first load compiles and runs before its first render. V8 parses JSON several times faster
 * than the same data as JavaScript (measured in Chromium here: 7-18 ms for the literal against
 * 1-4 ms for JSON.parse of it), so large literals are better shipped as JSON. The table umi writes
 * is JSON already (JSON.stringify of the routes); the loader fails the build if that changes.
 *
 * CommonJS, because webpack requires its loaders with Node.
 */
const TABLE = /^(\s*const routes = )(\{.*\})(?: as const)?;$/m;

function routesAsJson(source, file = 'core/route.tsx') {
  const match = TABLE.exec(source);
  if (!match) throw new Error(`config/routesAsJson.js: no "const routes = {…};" line in ${file}; umi's route template changed, review the loader`);
  JSON.parse(match[2]); // not JSON: umi's route template changed
  return source.replace(TABLE, (_, head, json) => `${head}JSON.parse(${JSON.stringify(json)});`);
}

module.exports = function (source) {
  return routesAsJson(source, this.resourcePath);
};
module.exports.routesAsJson = routesAsJson;
