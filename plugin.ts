/**
 * Project plugin.
 * - The mock's menu seed is regenerated from schemas/ (dev and build; in dev again whenever a
 *   screen file changes, and the running mock reloads it).
 * - In `npm start` the mock gateway answers /api in-process (the same router `npm run serve`
 *   mounts), unless API_TARGET points at a real gateway (then .umirc.ts proxies), with its
 *   development endpoints on (MOCK_DEV_ENDPOINTS=1, docs/security.md).
 * - umi's route-preload helper picks chunks by location.pathname, which is always "/" with hash
 *   history, so it would preload the whole console on every page (the portal included). Drop it;
 *   route chunks still load on demand.
 */
import type { IApi } from 'umi';

export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('script[src*="preload_helper"]').remove();
    return $;
  });

  // umi's granularChunks groups the modules several route chunks share into one chunk per set of
  // routes, within webpack's limits: a set under 20 KB (minSize), or one more chunk than a load may
  // ask for at once (maxAsyncRequests, 30), was copied into each route chunk instead, so a route
  // downloaded again what the console layout had loaded (antd's Badge, Tag, Space, App...: 36-92 KB
  // raw on the monitor, the chain browser and the IDE once lists stopped sharing ProTable's chunks,
  // issue 26). Applied after umi's own chunk settings, so it reaches its "shared" group.
  api.modifyWebpackConfig((memo) => {
    const split = memo.optimization?.splitChunks;
    const shared = split && split.cacheGroups?.shared;
    if (split && shared && typeof shared === 'object' && !(shared instanceof RegExp)) {
      split.maxAsyncRequests = 100;
      shared.minSize = 1000;
    }
    return memo;
  });

  // The mock holds menus as seed data (mock/_seed/menus.json); `npm start` and `npm run build`
  // refresh it from the schemas, as the route table is, so `npm run serve` after a build agrees.
  // tsx compiles the mock's and the scripts' TypeScript on require; they are Node code, never bundled.
  require('tsx/cjs/api').register();
  require('./studio/menuSeed.ts').writeSeed();
  // The screens as modules any bundler reads (src/.screens/, config/screenModules.ts): written
  // before the bundler starts, by `npm start`, `npm run build` (the tests' build too) and `umi setup`.
  const { writeScreenModules } = require('./config/screenModules.ts');
  writeScreenModules({ hot: api.name === 'dev' });

  // A screen file saved, added or removed: the mock serves its menus, then open consoles get the
  // new screens on one event stream (studio/screensStream.ts). Called by the dev server only.
  api.addBeforeMiddlewares(() => [require('./studio/screensStream.ts').screensStream().router]);

  if (process.env.API_TARGET) return;
  // `npm start` is development: the mock's /api/__dev/* helpers answer (never in `npm run serve`).
  process.env.MOCK_DEV_ENDPOINTS ??= '1';
  // Called by the dev server only (never by `umi build` or `umi setup`, which must exit).
  api.addBeforeMiddlewares(() => {
    const { createMockRouter, warmCompilerInBackground } = require('./mock/index.ts');
    // The IDE's first compile should not pay for loading solc: its thread starts with the mock, as before.
    warmCompilerInBackground();
    // The studio's endpoints (docs/studio.md): development only, like the mock's.
    return [...require('./studio/devRouters.ts').devRouters(), createMockRouter({ watch: true })];
  });
  // The chain browser's chains are mined once the first compile is done: mining shares this
  // process's one thread with webpack and would otherwise delay the first usable page.
  api.onDevCompileDone(({ isFirstCompile }) => {
    if (isFirstCompile) require('./mock/index.ts').warmChains();
  });
};
