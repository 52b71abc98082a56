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
