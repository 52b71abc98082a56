import { defineConfig } from 'umi';
import routes from './config/routes';

/**
 * API_TARGET=https://gateway.example.cn npm start  -> /api is proxied to that gateway and the
 * mock is off (plugin.ts). Without it, the in-process mock gateway answers /api.
 */
const apiTarget = process.env.API_TARGET;

// The console targets current evergreen browsers (targets below): no core-js in every first load.
process.env.BABEL_POLYFILL ??= 'none';

/**
 * `npm start` bundles with mako (umi's Rust bundler): the login page in seconds where webpack took
 * a minute or more (issue 36, measured side by side in docs/performance.md). `npm run build` stays
 * on webpack: the byte budgets and the browser tests are measured on its output. What both builds
 * need from schemas/ is generated as plain modules (config/screenModules.ts); webpackOnly below,
 * plugin.ts's chunk settings and config/monacoBuild.ts shape the production bytes and apply to
 * webpack only. DEV_BUNDLER=webpack npm start serves with webpack as before (`mfsu` and `utoopack`
 * are the other candidates `npm run bench:start` compares).
 */
const devBundler = process.env.NODE_ENV === 'development' ? (process.env.DEV_BUNDLER ?? 'mako') : 'webpack';
const onWebpack = devBundler === 'webpack' || devBundler === 'mfsu';
const bundler: Record<string, unknown> = { mako: { mako: {} }, utoopack: { utoopack: {} }, mfsu: { mfsu: {} } }[devBundler] ?? {
  // mfsu off: it pre-bundles dependencies with esbuild, past the webpack rule below that marks
  // rc-* side-effect free. webpack's experiments.lazyCompilation (compile a route when first
  // opened) fails to start: umi's compiled webpack lacks its browser client
  // (hot/lazy-compilation-web.js; tried for issue 23 item 11).
  mfsu: false,
};

export default defineConfig({
  title: '链网骨干网控制台',
  history: { type: 'hash' },
  hash: true,
  routes,
  plugins: ['@umijs/plugins/dist/locale', '@umijs/plugins/dist/moment2dayjs', './config/monacoBuild', './config/routePreload'],
  // Only dayjs ships: the locale plugin would otherwise bundle moment and its locales.
  moment2dayjs: { preset: 'antd', plugins: [] },
  targets: { chrome: 90, edge: 90, firefox: 90, safari: 14 },
  // Those browsers have ResizeObserver: rc-resize-observer and ahooks get the browser's own
  // instead of the polyfill (2.7 KiB gzip in the console's first load).
  // umi-request's isomorphic-fetch (the whatwg-fetch polyfill) likewise: they have fetch.
  alias: {
    'resize-observer-polyfill': require('path').resolve(__dirname, 'src/utils/resizeObserver.ts'),
    'isomorphic-fetch': require('path').resolve(__dirname, 'src/utils/isomorphicFetch.ts'),
    // Monaco's JSON language names its worker `new URL('json.worker.js', import.meta.url)`: a URL
    // relative to the module, which webpack follows and mako takes for a package name.
    ...(devBundler === 'mako'
      ? { 'json.worker.js': require('path').resolve(__dirname, 'node_modules/monaco-editor/esm/vs/languages/features/json/json.worker.js') }
      : {}),
  },
  // antd: false: antd's locale and theme come from src/components/AntdProvider.tsx in the layouts
  // that use antd, so the portal's first load has no antd runtime.
  locale: { default: 'zh-CN', antd: false, baseNavigator: false, title: false, useLocalStorage: true, baseSeparator: '-' },
  // The mock is mounted by plugin.ts (the same router `npm run serve` uses), not umi's own loader.
  mock: false,
  ...bundler,
  // No <Helmet> anywhere (titles are set per navigation in app.tsx): keep react-helmet-async out of every first load.
  helmet: false,
  proxy: apiTarget ? { '/api': { target: apiTarget, changeOrigin: true } } : undefined,
  codeSplitting: { jsStrategy: 'granularChunks' },
  jsMinifier: 'terser',
  // wrap_func_args off: terser wraps every function passed as an argument in parentheses, which
  // tells V8 to compile it at once instead of when first called: the route table's
  // `React.lazy(() => import(...))` closures (one route is shown) and every other callback would be
  // compiled eagerly on every first load (measured in Chromium here, docs/performance.md).
  // `comments: false` is umi's own format option, restated because the options merge shallowly
  // (without it every @ant-design/icons preview comment ships: +9 KiB gzip in the console).
  jsMinifierOptions: { ecma: 2020, compress: { passes: 2 }, format: { wrap_func_args: false, comments: false } },
  cssMinifier: 'esbuild',
  define: {
    // The gateway's sm2 public key; the default is the mock's.
    'process.env.SM2_PUBLIC_KEY': process.env.SM2_PUBLIC_KEY || '',
    'process.env.CLIENT_ID': process.env.CLIENT_ID || '',
    'process.env.CLIENT_SECRET': process.env.CLIENT_SECRET || '',
    // Origins /myiframe may frame (comma-separated, e.g. https://docs.example.cn); none by default.
    'process.env.FRAME_ORIGINS': process.env.FRAME_ORIGINS || '',
  },
  favicons: ['/favicon.svg'],
  // umi's default viewport forbids zooming (user-scalable=no), which fails WCAG 1.4.4.
  metas: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { name: 'description', content: '链网骨干网：数字身份、联盟、子链、标识解析与应用中心的门户与控制台' },
  ],
  // Spec 9: a lazily loaded view fails with ChunkLoadError only after 120 s.
  // SOURCEMAP=1 npm run build: maps for size work (scripts/dev/chunk-sources.cjs).
  devtool: process.env.SOURCEMAP ? 'source-map' : false,
  chainWebpack: onWebpack ? webpackOnly : undefined,
  theme: { '@primary-color': '#409EFF' },
  // Vitest, scripts and the mock are Node code, never part of the app.
  conventionRoutes: { exclude: [/.*/] },
});

/** webpack's own settings: the production build (and `npm start` with DEV_BUNDLER=webpack). */
function webpackOnly(memo: any) {
  memo.output.chunkLoadTimeout(120_000);
  // The react-component packages (rc-*, @rc-component/*) are plain ES modules without import
  // side effects but do not say so in their package.json, so webpack kept whole packages for one
  // import: antd's form context imports rc-field-form's FormProvider and brought the form engine
  // and its validator (17 KiB gzip) into the console's first load; antd's Button style brought
  // the colour picker. Declared side-effect free, only what is imported stays.
  memo.module
    .rule('rc-side-effect-free')
    .test(/[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]es[\\/]/)
    .sideEffects(false);
  // STATS=1 npm run build: webpack's stats (who imports what) in stats.json, for size work.
  if (process.env.STATS) {
    memo.plugin('stats-json').use(
      class {
        apply(compiler: any) {
          compiler.hooks.done.tap('stats-json', (stats: any) => {
            const json = stats.toJson({
              all: false,
              modules: true,
              reasons: true,
              optimizationBailout: true,
              chunks: true,
              chunkModules: false,
              ids: true,
              modulesSpace: Infinity,
              nestedModules: true,
              groupModulesByPath: false,
              groupModulesByType: false,
              groupModulesByExtension: false,
              groupModulesByAttributes: false,
              groupModulesByCacheStatus: false,
              groupModulesByLayer: false,
            });
            require('fs').writeFileSync(require('path').join(__dirname, 'stats.json'), JSON.stringify(json));
          });
        }
      },
    );
  }
  // umi provides Node's Buffer to any module that names it; only Monaco does, to test whether it
  // runs in Node (`typeof Buffer`), which pulled the Buffer polyfill (7 KiB gzip) into the IDE.
  memo.plugin('node-polyfill-provider').tap(([provided]: [Record<string, unknown>]) => {
    const { Buffer: _unused, ...rest } = provided;
    return [rest];
  });
  // The browsers of `targets` run ES2020: webpack's own runtime and module wrappers may use it too.
  memo.target(['web', 'es2020']);
}
