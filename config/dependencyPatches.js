/**
 * Webpack loader (.umirc.ts): small, measured patches to what dependencies do when every page
 * starts (issue 13, Lighthouse mobile performance of /home and /login; docs/performance.md).
 *
 * Each replacement must match exactly once, so an upgrade that changes the code fails the build
 * instead of silently bringing the cost back (tests/unit/startup-patches.test.ts checks the
 * installed versions). CommonJS, because webpack requires its loaders with Node.
 *
 * The first `Intl.NumberFormat` or `Intl.DateTimeFormat` a page makes (an instance or a
 * `supportedLocalesOf` call) loads Chromium's locale data: 40-55 ms on the CI machine, 160-200 ms
 * of blocking time under Lighthouse's 4x slowdown. The first paint formats no number or date, yet
 * paid it twice over:
 * - intl-messageformat 7 (react-intl 3's, pinned by @umijs/plugins) sets its static
 *   `defaultLocale` from `new Intl.NumberFormat()` when the module loads. It is read only when a
 *   message is formatted without a locale, which react-intl never does. Made lazy and memoised,
 *   as intl-messageformat 9+ does upstream (`memoizedDefaultLocale`).
 * - react-intl's `createIntl` asks `supportedLocalesOf` of both services on every call, only to
 *   warn when the browser lacks data for the locale. For the locales the app ships (option
 *   `locales`, from src/locales) every supported browser has it; any other locale is still checked.
 *
 * react-router 6.3's `matchRoutes` flattens and ranks the whole route table and compiles a
 * RegExp for every route it tries, on every call: umi's router, its route-change hook and the
 * document title each call it per navigation, over ~310 routes (30-80 ms of a first load here).
 * The route table never changes after start, so the ranked branches are kept per routes array
 * (a WeakMap: a new array, as `<Routes>` children make, is ranked afresh) and a compiled path
 * per pattern (a pure function of its arguments). A branch whose segments are all static (no
 * parameter, no splat, not case-sensitive) can only match its own path, so it is skipped by a
 * string comparison instead of compiling and running its RegExp: the first match of /home or
 * /login no longer tries ~250 RegExps ranked before it. Only for printable ASCII pathnames, where
 * lower-casing and the RegExp's case-insensitive match agree.
 */
const path = require('path');

const PATCHES = {
  'intl-messageformat/lib/core.js': [
    [
      'IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;',
      `Object.defineProperty(IntlMessageFormat, 'defaultLocale', {
        configurable: true, enumerable: true,
        get: function () { return (IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale); },
        set: function (value) { Object.defineProperty(IntlMessageFormat, 'defaultLocale', { value: value, writable: true, configurable: true, enumerable: true }); },
      });`,
    ],
  ],
  'react-intl/lib/components/provider.js': [
    [
      'else if (!Intl.NumberFormat.supportedLocalesOf(locale).length && onError) {',
      'else if (!SHIPPED_LOCALES.includes(locale) && !Intl.NumberFormat.supportedLocalesOf(locale).length && onError) {',
    ],
    [
      'else if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length &&',
      'else if (!SHIPPED_LOCALES.includes(locale) && !Intl.DateTimeFormat.supportedLocalesOf(locale).length &&',
    ],
  ],
  'react-router/index.js': [
    [
      '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n',
      '  let branches = RANKED_BRANCHES.get(routes);\n  if (!branches) {\n    branches = flattenRoutes(routes);\n    rankRouteBranches(branches);\n' +
        // A branch of static segments only can match one pathname (case and trailing slashes aside).
        '    for (const branch of branches) {\n' +
        '      if (branch.routesMeta.every((meta) => !meta.caseSensitive && !/[:*]/.test(meta.relativePath))) branch.staticKey = branch.path.replace(/\\/+$/, "").toLowerCase() || "/";\n' +
        '    }\n' +
        '    RANKED_BRANCHES.set(routes, branches);\n  }\n',
    ],
    [
      '  for (let i = 0; matches == null && i < branches.length; ++i) {\n    matches = matchRouteBranch(branches[i], pathname);\n  }\n',
      '  const staticKey = /^\\/(?!\\/)[\\x21-\\x7e]*$/.test(pathname) && !pathname.includes("//") ? pathname.replace(/\\/+$/, "").toLowerCase() || "/" : null;\n' +
        '  for (let i = 0; matches == null && i < branches.length; ++i) {\n' +
        '    if (staticKey !== null && branches[i].staticKey !== undefined && branches[i].staticKey !== staticKey) continue;\n' +
        '    matches = matchRouteBranch(branches[i], pathname);\n  }\n',
    ],
    [
      'function compilePath(path, caseSensitive, end) {\n',
      'const RANKED_BRANCHES = new WeakMap();\nconst COMPILED_PATHS = new Map();\n' +
        'function compilePath(path, caseSensitive, end) {\n' +
        '  const key = (caseSensitive ? "c" : "-") + (end === void 0 || end ? "e" : "-") + path;\n' +
        '  let compiled = COMPILED_PATHS.get(key);\n' +
        '  if (!compiled) COMPILED_PATHS.set(key, (compiled = compilePathUncached(path, caseSensitive, end)));\n' +
        '  return compiled;\n' +
        '}\n' +
        'function compilePathUncached(path, caseSensitive, end) {\n',
    ],
  ],
};

/** The patches of the module at this path (webpack's resource path), or undefined. */
function patchesFor(file) {
  const normalised = file.split(path.sep).join('/');
  const key = Object.keys(PATCHES).find((k) => normalised.endsWith(`/node_modules/${k}`));
  return key && { key, replacements: PATCHES[key] };
}

function patch(source, file, locales) {
  const found = patchesFor(file);
  if (!found) return source;
  let out = source;
  for (const [from, to] of found.replacements) {
    const count = out.split(from).length - 1;
    if (count !== 1) throw new Error(`config/dependencyPatches.js: expected one "${from}" in ${found.key}, found ${count}; the dependency changed, review the patch`);
    out = out.replace(from, () => to);
  }
  if (out.includes('SHIPPED_LOCALES')) out = `var SHIPPED_LOCALES = ${JSON.stringify(locales)};\n${out}`;
  return out;
}

module.exports = function dependencyPatches(source) {
  return patch(source, this.resourcePath, this.getOptions().locales ?? []);
};
module.exports.patch = patch;
module.exports.patches = (file) => patchesFor(file) !== undefined;
module.exports.PATCHES = PATCHES;
