/**
 * The build's loader that lightens every first load (issue 13): config/dependencyPatches.js
 * (react-intl starts without the browser's number and date data). It patches code the project
 * does not own, so it must fail the build loudly when that code changes.
 * tests/e2e/portal.e2e.test.ts checks the built app makes no such Intl call.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// CommonJS (webpack requires its loaders with Node).
const require = createRequire(import.meta.url);
const dependencyPatches = require('../../config/dependencyPatches.js');

/** The installed file the app's bundle takes, resolved as webpack does: react-intl 3 from umi's locale plugin, intl-messageformat from react-intl. */
const reactIntl = path.dirname(require.resolve('react-intl/package.json', { paths: [path.dirname(require.resolve('@umijs/plugins/package.json'))] }));
function installed(file: string): string {
  const pkg = file.split('/')[0];
  const dir = pkg === 'react-intl' ? reactIntl : path.dirname(require.resolve(`${pkg}/package.json`, { paths: [reactIntl] }));
  return path.join(dir, file.slice(pkg.length + 1));
}

describe('config/dependencyPatches.js', () => {
  it('patches the installed intl-messageformat and react-intl, each place exactly once', () => {
    for (const file of Object.keys(dependencyPatches.PATCHES)) {
      const abs = installed(file);
      const out = dependencyPatches.patch(fs.readFileSync(abs, 'utf8'), abs, ['zh-CN', 'en-US']);
      expect(out).not.toBe(fs.readFileSync(abs, 'utf8'));
    }
    const provider = dependencyPatches.patch(fs.readFileSync(installed('react-intl/lib/components/provider.js'), 'utf8'), installed('react-intl/lib/components/provider.js'), ['zh-CN', 'en-US']);
    expect(provider).toMatch(/^var SHIPPED_LOCALES = \["zh-CN","en-US"\];/);
    // Any other locale is still checked.
    expect(provider).toContain('!SHIPPED_LOCALES.includes(locale) && !Intl.NumberFormat.supportedLocalesOf(locale).length');
    expect(provider).toContain('!SHIPPED_LOCALES.includes(locale) && !Intl.DateTimeFormat.supportedLocalesOf(locale).length');
  });

  it("intl-messageformat's defaultLocale is the browser's, asked for on first read and kept; assigning it still works", () => {
    const abs = installed('intl-messageformat/lib/core.js');
    const out = dependencyPatches.patch(fs.readFileSync(abs, 'utf8'), abs, []);
    const statement = dependencyPatches.PATCHES['intl-messageformat/lib/core.js'][0][1];
    expect(out).toContain(statement);
    let made = 0;
    const FakeIntl = { NumberFormat: class { constructor() { made++; } resolvedOptions() { return { locale: 'zh-CN' }; } } };
    const cls = new Function('Intl', `var IntlMessageFormat = function () {}; ${statement}; return IntlMessageFormat;`)(FakeIntl);
    expect(made).toBe(0);
    expect(cls.defaultLocale).toBe('zh-CN');
    expect(cls.defaultLocale).toBe('zh-CN');
    expect(made).toBe(1);
    cls.defaultLocale = 'en-US';
    expect(cls.defaultLocale).toBe('en-US');
  });

  it('fails with the file and the text when a dependency changed', () => {
    expect(() => dependencyPatches.patch('export default 1;', '/x/node_modules/intl-messageformat/lib/core.js', [])).toThrow(
      'config/dependencyPatches.js: expected one "IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;" in intl-messageformat/lib/core.js, found 0',
    );
    // Files it does not patch pass through.
    expect(dependencyPatches.patch('x', '/x/node_modules/react-intl/lib/index.js', [])).toBe('x');
  });
});
