/**
 * The route table (hash history). Public routes carry isAuth: false (spec 2.2); everything under
 * the console layout needs a token. Console pages are the bespoke ones listed here plus one route
 * per screen-schema view (config/schemaRoutes.ts), all rendered by the generic schema page.
 */
import { schemaRoutes } from './schemaRoutes';

const page = (p: string) => `@/pages/${p}`;

export const portalRoutes = [
  { path: '/home', component: page('portal/Home'), isAuth: false, titleId: 'portal.nav.home' },
];

export const publicRoutes = [
  { path: '/login', component: page('login/index'), isAuth: false, titleId: 'login.title' },
  { path: '/lock', component: page('lock/index'), isAuth: false, titleId: 'lock.title' },
  { path: '/404', component: page('errors/NotFound'), isAuth: false, titleId: 'error.404.title' },
  { path: '/403', component: page('errors/Forbidden'), isAuth: false, titleId: 'error.403.title' },
  { path: '/500', component: page('errors/ServerError'), isAuth: false, titleId: 'error.500.title' },
  // A route named 404 or forgot-password sends to the root (spec 2.2).
  { path: '/forgot-password', redirect: '/' },
];

export const consoleRoutes = [
  { path: '/wel', redirect: '/wel/index' },
  { path: '/wel/index', component: page('console/home/index'), titleId: 'menu.dashboard' },
  { path: '/myiframe/*', component: page('console/IFrame'), titleId: 'iframe.title' },
  // Contract IDE (spec 2.5); the project, template and tool lists that open it are screen schemas (schemas/contract).
  { path: '/development/index', component: page('ide/index'), titleId: 'menu.ide', hideSidebar: true },
];

export default [
  { path: '/', redirect: '/home' },
  { path: '/', component: '@/layouts/PortalLayout', isAuth: false, routes: portalRoutes },
  ...publicRoutes,
  {
    path: '/',
    component: '@/layouts/ConsoleLayout',
    routes: [...consoleRoutes, ...schemaRoutes()],
  },
  { path: '*', component: page('errors/NotFound'), isAuth: false, titleId: 'error.404.title' },
];
