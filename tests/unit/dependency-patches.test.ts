/**
 * The patch-package patches (patches/README.md) are in the installed files the bundle takes:
 * react-intl 3 from umi's locale plugin, intl-messageformat from react-intl, pro-table from
 * pro-components. `npm install` applies
 * them (postinstall) and fails when one no longer applies; this test fails when they are missing
 * (an install that skipped its scripts) or when a language was added to src/locales only.
 * tests/e2e/portal.e2e.test.ts checks the built app makes no early Intl call.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const reactIntl = path.dirname(require.resolve('react-intl/package.json', { paths: [path.dirname(require.resolve('@umijs/plugins/package.json'))] }));
const messageFormat = path.dirname(require.resolve('intl-messageformat/package.json', { paths: [reactIntl] }));
const read = (file: string) => fs.readFileSync(file, 'utf8');
const patchFor = (name: string) => fs.readdirSync(path.join(__dirname, '../../patches')).find((f) => f.startsWith(name) && f.endsWith('.patch'));

describe('dependency patches', () => {
  it('each patch names the installed version (patch-package applies a patch to that version)', () => {
    expect(patchFor('intl-messageformat+')).toBe(`intl-messageformat+${require(path.join(messageFormat, 'package.json')).version}.patch`);
    expect(patchFor('@umijs+plugins++react-intl+')).toBe(`@umijs+plugins++react-intl+${require(path.join(reactIntl, 'package.json')).version}.patch`);
    expect(patchFor('@ant-design+pro-table+')).toBe(`@ant-design+pro-table+${require('@ant-design/pro-table/package.json').version}.patch`);
  });

  it("ProTable's toolbar gives each option's tooltip a DOM element, so no density icon reaches ReactDOM.findDOMNode (React 18.3 warns on it)", () => {
    for (const dir of ['es', 'lib']) {
      const toolbar = read(path.join(path.dirname(require.resolve('@ant-design/pro-table/package.json')), dir, 'components/ToolBar/index.js'));
      expect(toolbar, '@ant-design/pro-table is not patched: run npm install (its postinstall applies patches/)').toMatch(
        /title: optionItem\.text,[\s\S]{0,300}\("span", \{\s*children: optionItem\.icon\s*\}\)/,
      );
    }
  });

  it('react-intl asks the browser for locale data only for a language the console does not ship, and ships what src/locales has', () => {
    const provider = read(path.join(reactIntl, 'lib/components/provider.js'));
    const shipped = /var SHIPPED_LOCALES = (\[[^\]]*\]);/.exec(provider)?.[1];
    expect(shipped, 'react-intl is not patched: run npm install (its postinstall applies patches/)').toBeDefined();
    const locales = fs.readdirSync(path.join(__dirname, '../../src/locales')).flatMap((f) => /^([a-z]{2}-[A-Z]{2})\.ts$/.exec(f)?.[1] ?? []);
    expect(JSON.parse(shipped!.replace(/'/g, '"')).sort()).toEqual(locales.sort());
    expect(provider).toContain('!SHIPPED_LOCALES.includes(locale) && !Intl.NumberFormat.supportedLocalesOf(locale).length');
    expect(provider).toContain('!SHIPPED_LOCALES.includes(locale) && !Intl.DateTimeFormat.supportedLocalesOf(locale).length');
  });

  it("intl-messageformat's defaultLocale is the browser's, asked for on first read and kept; assigning it still works", () => {
    const core = read(path.join(messageFormat, 'lib/core.js'));
    expect(core).not.toContain('IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;\n');
    const statement = /\n(\s*Object\.defineProperty\(IntlMessageFormat, 'defaultLocale', \{[\s\S]*?\n\s*\}\);)/.exec(core)?.[1];
    expect(statement, 'intl-messageformat is not patched: run npm install (its postinstall applies patches/)').toBeDefined();
    let made = 0;
    const FakeIntl = {
      NumberFormat: class {
        constructor() {
          made++;
        }
        resolvedOptions() {
          return { locale: 'zh-CN' };
        }
      },
    };
    const cls = new Function('Intl', `var IntlMessageFormat = function () {}; ${statement}; return IntlMessageFormat;`)(FakeIntl);
    expect(made).toBe(0);
    expect(cls.defaultLocale).toBe('zh-CN');
    expect(cls.defaultLocale).toBe('zh-CN');
    expect(made).toBe(1);
    cls.defaultLocale = 'en-US';
    expect(cls.defaultLocale).toBe('en-US');
  });
});
