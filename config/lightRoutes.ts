/**
 * umi plugin: one loader for the ~150 routes that render the same page.
 *
 * umi writes one `React.lazy(() => import('<component>'))` per route into its route table, and
 * with granular chunks webpack expands each of those imports into the list of every chunk the
 * page needs: for the generic schema page that was ~130 KB of minified route table in umi.js,
 * i.e. in every first load (the portal's included). A route whose file starts with "(" is taken
 * by umi as an expression, so the schema routes share one loader module (src/pages/schema/load.ts)
 * and the chunk list is written once. The page, its chunks and the route props are unchanged.
 *
 * The table itself reaches the browser as JSON.parse of a string (config/routesAsJson.js), which V8
 * reads several times faster than the same object literal.
 */
import type { IApi } from 'umi';

const SHARED: Record<string, string> = {
  '@/pages/schema/index': `(require('@/pages/schema/load').default())`,
};

export default (api: IApi) => {
  api.modifyRoutes((routes) => {
    for (const route of Object.values<any>(routes)) {
      const file = typeof route.file === 'string' ? route.file.replace(/\.tsx?$/, '') : '';
      const loader = SHARED[file] ?? SHARED[route.component?.replace(/\.tsx?$/, '')];
      if (loader) route.file = loader;
    }
    return routes;
  });

  api.chainWebpack((memo) => {
    memo.module
      .rule('routes-as-json')
      .test(/[\\/]\.umi(-[a-z]+)?[\\/]core[\\/]route\.tsx$/)
      .use('json')
      .loader(require.resolve('./routesAsJson.js'));
    return memo;
  });
};
