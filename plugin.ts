/**
 * Project plugin: in `npm start` the mock gateway answers /api in-process (the same router
 * `npm run serve` mounts), unless API_TARGET points at a real gateway (then .umirc.ts proxies).
 */
import type { IApi } from 'umi';

export default (api: IApi) => {
  // umi's on-load route preloading reads location.pathname, which is always '/' with hash
  // history: it would preload the console layout (antd, pro-components, ...) on every first
  // load, /#/home included. Route chunks load on navigation instead. (No config key exists.)
  api.skipPlugins(['routePreloadOnLoad']);
  if (process.env.API_TARGET) return;
  api.addBeforeMiddlewares(() => {
    // tsx compiles the mock's TypeScript on require; the mock is Node code, never bundled.
    require('tsx/cjs/api').register();
    const { createMockRouter } = require('./mock/index.ts');
    return [createMockRouter()];
  });
};
