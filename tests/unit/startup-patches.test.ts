/**
 * The build's loaders that lighten every first load (issue 13): config/dependencyPatches.js
 * (react-intl starts without the browser's number and date data; react-router ranks the route
 * table once) and config/routesAsJson.js (umi's route table as JSON.parse). Both patch code they
 * do not own, so they must fail the build loudly when that code changes.
 * tests/e2e/portal.e2e.test.ts checks the built app makes no such Intl call.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// CommonJS (webpack requires its loaders with Node).
const require = createRequire(import.meta.url);
const dependencyPatches = require('../../config/dependencyPatches.js');
const { routesAsJson } = require('../../config/routesAsJson.js');

/** The installed file the app's bundle takes, resolved as webpack does: react-intl 3 from umi's locale plugin, intl-messageformat from react-intl. */
const reactIntl = path.dirname(require.resolve('react-intl/package.json', { paths: [path.dirname(require.resolve('@umijs/plugins/package.json'))] }));
function installed(file: string): string {
  const pkg = file.split('/')[0];
  if (pkg === 'react-router') return require.resolve('react-router/index.js');
  const dir = pkg === 'react-intl' ? reactIntl : path.dirname(require.resolve(`${pkg}/package.json`, { paths: [reactIntl] }));
  return path.join(dir, file.slice(pkg.length + 1));
}

describe('config/dependencyPatches.js', () => {
  it('patches the installed intl-messageformat, react-intl and react-router, each place exactly once', () => {
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

describe("react-router's matchRoutes, patched", () => {
  // The patched module next to node_modules, so its imports (history, react) resolve as in the build.
  async function patchedRouter() {
    const abs = installed('react-router/index.js');
    const dir = path.resolve(__dirname, '../../node_modules/.cache/startup-patches');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `react-router-${process.pid}.mjs`);
    fs.writeFileSync(file, dependencyPatches.patch(fs.readFileSync(abs, 'utf8'), abs, []));
    try {
      return await import(file);
    } finally {
      fs.rmSync(file);
    }
  }
  const table = () => [
    { path: '/', id: 'root', children: [{ path: '/home', id: 'home' }, { path: '/platform/:name', id: 'platform' }, { path: '/system/user', id: 'user', caseSensitive: true }, { path: '*', id: 'any' }] },
    { path: '/login', id: 'login' },
  ];
  const ids = (m: any) => m?.map((x: any) => `${x.route.id}${JSON.stringify(x.params)}`).join(' > ') ?? null;

  it('answers as the original does, call after call, and ranks a new table afresh', async () => {
    const original = await import('react-router');
    const patched = await patchedRouter();
    const routes = table();
    const paths = ['/home', '/platform/TNaas', '/login', '/System/user', '/system/user', '/nowhere', '/home/'];
    for (let round = 0; round < 2; round++) {
      for (const p of paths) expect(ids(patched.matchRoutes(routes, p)), p).toBe(ids(original.matchRoutes(table(), p)));
    }
    expect(ids(patched.matchRoutes(routes, '/platform/TNaas'))).toBe('root{"name":"TNaas"} > platform{"name":"TNaas"}');
    // Another table (as <Routes> children make on each render) is not answered from the first one's ranking.
    const other = [{ path: '/home', id: 'other-home' }];
    expect(ids(patched.matchRoutes(other, '/home'))).toBe('other-home{}');
    expect(patched.matchRoutes(other, '/login')).toBeNull();
    expect(patched.matchPath({ path: '/platform/:name', end: false }, '/platform/a/b')?.params).toEqual({ name: 'a' });
    expect(patched.matchPath('/platform/:name', '/platform/a/b')).toBeNull();
  });
  it("matches every path of the app's route table as the original does", async () => {
    const original = await import('react-router');
    const patched = await patchedRouter();
    const { default: config } = await import('../../config/routes');
    // umi's config routes as react-router reads them (children, ids by position); one table each.
    const routerTable = () => {
      let n = 0;
      const convert = (r: any): any => ({ path: r.path, id: String(++n), ...(r.routes ? { children: r.routes.map(convert) } : {}) });
      return config.map(convert);
    };
    const routes = routerTable();
    const originalRoutes = routerTable();
    const paths = new Set<string>();
    (function collect(rs: any[]) {
      for (const r of rs) {
        if (r.path) {
          const p = r.path.replace(/:\w+/g, 'v1').replace(/\*$/, 'x/y');
          paths.add(p).add(p.toUpperCase()).add(`${p}/`).add(`${p}/extra`).add(`/x${p}`).add(`/${p}`).add(`${p}//`);
        }
        if (r.children) collect(r.children);
      }
    })(routes);
    for (const p of ['/', '', '/nowhere', '/ı', '/logın', '/home?x=1']) paths.add(p);
    expect(paths.size).toBeGreaterThan(1000);
    for (const p of paths) expect(ids(patched.matchRoutes(routes, p)), p).toBe(ids(original.matchRoutes(originalRoutes, p)));
  });
});

describe('config/routesAsJson.js', () => {
  const template = (table: string) => `import React from 'react';\n\nexport async function getRoutes() {\n  const routes = ${table} as const;\n  return {\n    routes,\n  };\n}\n`;

  it('ships the table as JSON.parse of the same data', () => {
    const table = { '1': { path: '/', redirect: '/home', id: '1' }, '3': { path: '/home', titleId: "portal.nav.home's", parentId: '2', id: '3' } };
    const out = routesAsJson(template(JSON.stringify(table)));
    const line = out.split('\n').find((l: string) => l.includes('const routes'))!;
    expect(line).toMatch(/^ {2}const routes = JSON\.parse\(".*"\);$/);
    expect(new Function(`${line.trim()} return routes;`)()).toEqual(table);
  });

  it("fails when umi's template changed", () => {
    expect(() => routesAsJson('const routes = [];', 'src/.umi/core/route.tsx')).toThrow(`config/routesAsJson.js: no "const routes = {…};" line in src/.umi/core/route.tsx`);
    expect(() => routesAsJson(template('{"1": {"path": "/", "component": require("x")}}'))).toThrow(SyntaxError);
  });
});
