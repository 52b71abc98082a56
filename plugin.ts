/**
 * Project plugin.
 * - In `npm start` the mock gateway answers /api in-process (the same router `npm run serve`
 *   mounts), unless API_TARGET points at a real gateway (then .umirc.ts proxies).
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

  if (process.env.API_TARGET) return;
  api.addBeforeMiddlewares(() => {
    // tsx compiles the mock's TypeScript on require; the mock is Node code, never bundled.
    require('tsx/cjs/api').register();
    // The mock holds menus as seed data; refresh it from the schemas a developer may have edited.
    require('./scripts/menu-seed.ts').writeSeed();
    const { createMockRouter } = require('./mock/index.ts');
    return [createMockRouter()];
  });
};
