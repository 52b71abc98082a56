/**
 * The route table (hash history). Public routes carry isAuth: false (spec 2.2); everything under
 * the console layout needs a token. Console pages are the bespoke ones listed here; every other
 * path reaches the console's one catch-all route, the generic schema page, which finds its screen
 * in the screen manifest (config/screenManifest.ts: ~250 views of ~110 files), leads a parent path
 * to its first page, and answers anything else with the 404 page (spec 2.2).
 */

const page = (p: string) => `@/pages/${p}`;

/** Marketing routes (spec 2.1): rendered inside the portal header and footer. */
export const portalRoutes = [
  { path: '/home', component: page('portal/Home'), isAuth: false, titleId: 'portal.nav.home' },
  { path: '/platform', redirect: '/platform/TNaas' },
  { path: '/platform/TNaas', component: page('portal/TNaas'), isAuth: false, titleId: 'portal.nav.tnaas' },
  { path: '/platform/Tbaas', component: page('portal/Tbaas'), isAuth: false, titleId: 'portal.nav.tbaas' },
  { path: '/platform/acrossChain', component: page('portal/AcrossChain'), isAuth: false, titleId: 'portal.nav.acrossChain' },
  { path: '/platform/depositPlatform', component: page('portal/Deposit'), isAuth: false, titleId: 'portal.nav.deposit' },
  { path: '/platform/construction', component: page('portal/Construction'), isAuth: false, titleId: 'portal.nav.construction' },
  { path: '/platform/solution', component: page('portal/Solution'), isAuth: false, titleId: 'portal.nav.solution' },
  { path: '/platform/resolution', component: page('portal/Resolution'), isAuth: false, titleId: 'portal.nav.resolution' },
  { path: '/platform/result', component: page('portal/Result'), isAuth: false, titleId: 'portal.nav.result' },
];

/** /login draws without antd (its first load is the console's): no antd layout around it. */
export const loginRoute = { path: '/login', component: page('login/index'), isAuth: false, titleId: 'login.title' };

export const publicRoutes = [
  { path: '/lock', component: page('lock/index'), isAuth: false, titleId: 'lock.title' },
  { path: '/404', component: page('errors/NotFound'), isAuth: false, titleId: 'error.404.title' },
  { path: '/403', component: page('errors/Forbidden'), isAuth: false, titleId: 'error.403.title' },
  { path: '/500', component: page('errors/ServerError'), isAuth: false, titleId: 'error.500.title' },
  { path: '/register', component: page('register/index'), isAuth: false, titleId: 'register.title' },
  { path: '/redirectpage', component: page('agreement/index'), isAuth: false, titleId: 'agreement.title' },
  { path: '/resetpassword', component: page('reset/index'), isAuth: false, titleId: 'reset.title' },
  {
    path: '/step',
    component: page('reset/StepLayout'),
    isAuth: false,
    titleId: 'reset.title',
    routes: [
      { path: '/step', redirect: '/step/resetpass' },
      { path: '/step/resetpass', component: page('reset/Account'), isAuth: false, titleId: 'reset.title' },
      { path: '/step/verification1', component: page('reset/SendCode'), isAuth: false, titleId: 'reset.title' },
      { path: '/step/verification2', component: page('reset/CheckCode'), isAuth: false, titleId: 'reset.title' },
      { path: '/step/verification3', component: page('reset/Verified'), isAuth: false, titleId: 'reset.title' },
      { path: '/step/setpassword/:userName', component: page('reset/SetPassword'), isAuth: false, titleId: 'reset.title' },
      { path: '/step/finish', component: page('reset/Finish'), isAuth: false, titleId: 'reset.title' },
    ],
  },
  { path: '/Authorization', component: page('authorization/index'), isAuth: false, titleId: 'authorization.title' },
  // A route named 404 or forgot-password sends to the root (spec 2.2); the real 404 page is /404.
  { path: '/forgot-password', redirect: '/' },
];

/**
 * The chain browser (bespoke, src/pages/browser), one page set for both sub-chain sets: the
 * permissioned set reads the backbone net, the ott set the test net (docs/domain/browser.md).
 * browser1 is the menu entry; block (block), block1 (transaction), block2 (contract), block3
 * (address) and block4 (search) are its detail pages, admitted with that entry (menuPath).
 */
const browserPages: [string, string, string][] = [
  ['block', 'browser/Block', 'browser.route.block'],
  ['block1', 'browser/Trade', 'browser.route.trade'],
  ['block2', 'browser/Contract', 'browser.route.contract'],
  ['block3', 'browser/Address', 'browser.route.address'],
  ['block4', 'browser/Search', 'browser.route.search'],
];
export const browserRoutes = (['permissioned', 'ottpermissioned'] as const).flatMap((set) => [
  { path: `/subchain/${set}/browser1`, component: page('browser/index'), titleId: `browser.set.${set}` },
  ...browserPages.map(([name, component, titleId]) => ({
    path: `/subchain/${set}/${name}`,
    component: page(component),
    titleId,
    menuPath: `/subchain/${set}/browser1`,
  })),
]);

export const consoleRoutes = [
  { path: '/wel', redirect: '/wel/index' },
  { path: '/wel/index', component: page('console/home/index'), titleId: 'menu.dashboard' },
  // Home variants of spec 2.4 show the same home; profile routes open the personal center's account page.
  { path: '/wel/dashboard', component: page('console/home/index'), titleId: 'menu.dashboard' },
  { path: '/wel/home', component: page('console/home/index'), titleId: 'menu.dashboard' },
  { path: '/info/index', redirect: '/personal/account/index' },
  { path: '/account', redirect: '/personal/account/index' },
  // Personal center (issue 8): bespoke pages; their lists are embedded schema screens (schemas/personal, schemas/message).
  { path: '/personal/account/index', component: page('personal/account/index'), titleId: 'header.accountInfo' },
  { path: '/personal/digital/index', component: page('personal/digital/index'), titleId: 'header.digitalIdentity' },
  { path: '/personal/integral/index', component: page('personal/integral/index'), titleId: 'header.points' },
  { path: '/personal/message/index', component: page('personal/message/index'), titleId: 'personal.messages.title' },
  { path: '/personal/mechanis', component: page('personal/mechanis/index'), titleId: 'personal.org.title' },
  { path: '/personal/resource/fileList/additive', component: page('personal/resource/Additive'), titleId: 'personal.files.add' },
  { path: '/myiframe/*', component: page('console/IFrame'), titleId: 'iframe.title' },
  // Identification center (ident helper): the console's resolution page reuses the portal's resolver.
  { path: '/identification/resolution/searchpage', component: page('identification/Resolution'), titleId: 'menu.identificationSearch' },
  // Contract IDE (spec 2.5); the project, template and tool lists that open it are screen schemas (schemas/contract).
  { path: '/development/index', component: page('ide/index'), titleId: 'menu.ide', hideSidebar: true },
  ...browserRoutes,
  // Backbone governance and monitoring (docs/domain/chain.md): the chain overview decides between
  // have-information and null-information; the monitoring charts load chart.js in their own chunk.
  ...['index', 'have-information', 'null-information'].map((v) => ({
    path: `/chainmanagement/survey/${v}`,
    component: page('chain/Survey'),
    menuPath: '/chainmanagement/survey/index',
    title: { 'zh-CN': '链概况', 'en-US': 'Chain overview' },
  })),
  { path: '/monitor/backbone/index', component: page('monitor/index'), title: { 'zh-CN': '监控总览', 'en-US': 'Monitoring overview' } },
  // The app center's monitor overview (docs/domain/apps.md): figures of getAppMonitorOverview.
  { path: '/monitor/apps/index', component: page('monitor/Apps'), titleId: 'appMonitor.title' },
  // The schema playground (issue 13) is the studio's JSON view now (issue 34): its old address leads there.
  { path: '/tool/playground', redirect: '/tool/studio' },
  // Screen studio (issue 22): design, review and publish screens by forms; product staff and administrators.
  { path: '/tool/studio', component: page('tool/studio/index'), titleId: 'menu.studio' },
];

/** Every schema screen, and every unknown path (sent to /404 by the console layout). */
export const screensRoute = { path: '*', component: page('schema/index'), screens: true };

export default [
  { path: '/', redirect: '/home' },
  { path: '/', component: '@/layouts/PortalLayout', isAuth: false, routes: portalRoutes },
  loginRoute,
  // The public pages get antd's theme and locale from their layout (the portal and /login use no antd).
  { path: '/', component: '@/layouts/PublicLayout', isAuth: false, routes: publicRoutes },
  {
    path: '/',
    component: '@/layouts/ConsoleLayout',
    routes: [...consoleRoutes, screensRoute],
  },
];
