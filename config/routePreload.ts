/**
 * umi plugin: the first load of a landing route fetches its page in parallel with umi.js.
 *
 * Without it a visit to /#/login is a waterfall: index.html, then umi.js, which decides the route
 * and only then asks for the layout and page chunks. umi's own routePreloadOnLoad reads
 * location.pathname, which is always "/" with hash history. This plugin writes a small script,
 * route-preload.<hash>.js, loaded async from the top of index.html's head: it reads location.hash
 * and adds <link rel="preload"> for the chunks (scripts and styles) of the matching route while
 * umi.js is still on its way. A file, not an inline script: the Content-Security-Policy allows
 * scripts from this origin only (docs/security.md), and a per-build hash in every server's
 * policy would be one more thing to keep in step.
 *
 * Only the routes a visit commonly starts at are listed (LANDING): the map stays a few hundred
 * bytes in every first load. Any other route loads as before. Chunk names come from umi's own
 * naming of route components, and the files from webpack's chunk groups, so the map follows the
 * build.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'umi';
// umi's naming of a route component's chunk ("p__login__index"), the one its route table uses.
import { componentToChunkName } from '@umijs/preset-umi/dist/features/tmpFiles/routes';
import homeCopy from '../src/pages/portal/content/home';

/**
 * Hash paths a visit starts at, and the route they show ('' is the root, redirected to /home).
 * Console routes are left out: without a session they end at /login, and a preload of the
 * console's chunks would only delay the login page.
 */
const LANDING: Record<string, string> = { '': '/home', '/': '/home', '/home': '/home', '/login': '/login' };

/**
 * A landing route's largest paint when it is an image (Lighthouse's LCP element): preloaded with
 * the chunks, it is in the cache when the page first draws instead of being asked for only then
 * (on /home that request was over half of the mobile LCP). Taken from the page's own copy, and
 * relative to the document as the page's <img> is.
 */
const LCP_IMAGES: Record<string, string> = { '/home': homeCopy['zh-CN'].hero.art };

export default (api: IApi) => {
  let scriptUrl = '';

  api.onBuildComplete(({ err, stats }: any) => {
    if (err || !stats || stats.hasErrors()) return;
    const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
    const routes = Object.values<any>(api.appData.routes);
    const publicPath = api.config.publicPath ?? '/';
    const chunkFiles = (route: any): string[] => {
      const files: string[] = [];
      for (let r = route; r; r = r.parentId ? api.appData.routes[r.parentId] : undefined) {
        if (typeof r.file !== 'string' || r.file.startsWith('(')) continue;
        const abs = r.file.startsWith('@/') ? path.join(api.paths.absSrcPath, r.file.slice(2)) : r.file;
        const group = namedChunkGroups[componentToChunkName(abs, api.cwd)];
        // Layout first: it renders (and asks for) before its page.
        if (group) files.unshift(...group.assets.map((a: any) => (typeof a === 'string' ? a : a.name)).filter((f: string) => /\.(js|css)$/.test(f)));
      }
      return [...new Set(files)];
    };
    const files: Record<string, string[]> = {};
    for (const shown of new Set(Object.values(LANDING))) {
      const route = routes.find((r) => r.path === shown && r.file);
      if (route) files[shown] = [...chunkFiles(route).map((f) => publicPath + f), ...(LCP_IMAGES[shown] ? [LCP_IMAGES[shown]] : [])];
    }
    const code =
      `(function(a,m,d){var f=m[a[location.hash.slice(1).split('?')[0]]];` +
      `f&&f.forEach(function(s){var l=d.createElement('link');l.rel='preload';` +
      `l.as=/\\.css$/.test(s)?'style':/\\.js$/.test(s)?'script':'image';if(l.as==='image')l.fetchPriority='high';l.href=s;d.head.appendChild(l)})})` +
      `(${JSON.stringify(LANDING)},${JSON.stringify(files)},document);`;
    const name = `route-preload.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    fs.writeFileSync(path.join(api.paths.absOutputPath, name), code);
    scriptUrl = publicPath + name;
  });

  // First in the head and async: fetched beside framework.js and umi.js, run as soon as it arrives.
  api.modifyHTML(($: any) => {
    if (api.name === 'build' && scriptUrl) $('head meta[charset]').after(`<script async src="${scriptUrl}"></script>`);
    return $;
  });
};
