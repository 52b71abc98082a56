/**
 * What a signed-in user may open in the console (issue 14, finding 3): typing an address must not
 * reach more than the menus do. Pure functions, so the rules are unit-tested apart from the shell.
 */
import type { MenuItem } from '@/stores/session';

/** Every path of a menu tree (all top menus' trees together). */
export function menuPaths(trees: MenuItem[][]): Set<string> {
  const out = new Set<string>();
  const walk = (list: MenuItem[] = []) =>
    list.forEach((m) => {
      if (m.path) out.add(m.path);
      walk(m.children);
    });
  trees.forEach(walk);
  return out;
}

export type FrameSource = { kind: 'foreign' | 'same-origin'; url: string } | null;

/**
 * The page /myiframe may frame, parsed with the URL API: an absolute http(s) address of another
 * site, or a path of this site. Anything else (javascript:, data:, a path such as /\evil.example/x
 * or //evil.example that a browser resolves to another host) is refused.
 */
export function frameSource(src: string, origin: string): FrameSource {
  let u: URL;
  try {
    u = new URL(src, origin);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.origin === origin)
    return /^\/(?![/\\])/.test(src) || /^https?:\/\//i.test(src) ? { kind: 'same-origin', url: `${u.pathname}${u.search}${u.hash}` } : null;
  return /^https?:\/\//i.test(src) ? { kind: 'foreign', url: u.href } : null;
}

/** Whether /myiframe frames this address: this site's own pages (the guard admits them), or another site on the allow-list. */
export function frameAllowed(source: NonNullable<FrameSource>, allowList: readonly string[]): boolean {
  if (source.kind === 'same-origin') return true;
  return allowList.map((o) => o.toLowerCase()).includes(new URL(source.url).origin.toLowerCase());
}

export interface GuardedRoute {
  path?: string;
  /** Schema routes: the screen and which of its views (config/schemaRoutes.ts). */
  screen?: string;
  view?: string;
  /** A bespoke sub-page admitted with the menu entry of this path (e.g. a detail page). */
  menuPath?: string;
}

/**
 * Admits a console route when the user's menus contain it; a schema screen's other views (detail,
 * edit...) when its list route is in the menus; a bespoke route with `menuPath` when that entry
 * is; /myiframe for another site's http(s) page (framed without its own origin's rights) or for
 * a same-origin page only when a menu entry names it. The first page is everyone's.
 */
export function routeAllowed(a: {
  pathname: string;
  search: string;
  route: GuardedRoute | undefined;
  menus: Set<string>;
  listRouteOf: (screen: string) => string | undefined;
  firstPage: string;
  origin: string;
}): boolean {
  const { pathname, route, menus } = a;
  if (pathname === a.firstPage || menus.has(pathname)) return true;
  if (!route) return false;
  if (route.menuPath && menus.has(route.menuPath)) return true;
  if (route.screen && route.view !== 'list') {
    const list = a.listRouteOf(route.screen);
    if (list && menus.has(list)) return true;
  }
  if (route.path === '/myiframe/*') {
    const src = new URLSearchParams(a.search).get('src') ?? '';
    const f = frameSource(src, a.origin);
    return Boolean(f && (f.kind === 'foreign' || menus.has(src)));
  }
  return false;
}

/**
 * The authentication-status gate (spec 4 and 6, issue 23 items 10 and 15): status 2 is admitted
 * everywhere its menus reach. Any other status (or none known) is admitted only to the first page,
 * the home top menu's entries (`homePaths`) and, when the page was opened otherwise than by a menu
 * click (an address, a tab, the home page's 去实名认证, the header dropdown or bell), to the pages
 * under `openPrefixes` (webConfig.openToUnverified: the identity application and the personal and
 * message centers). Same rule for schema screens and bespoke pages (the IDE, the browser...).
 */
export function statusAdmits(a: {
  pathname: string;
  status: number | null | undefined;
  firstPage: string;
  homePaths: Set<string>;
  /** Empty for a menu click: spec 6 admits no other menu entry. */
  openPrefixes: readonly string[];
}): boolean {
  if (a.status === 2) return true;
  if (a.pathname === a.firstPage || a.homePaths.has(a.pathname)) return true;
  return a.openPrefixes.some((p) => a.pathname.startsWith(p));
}

/** The message a refused status sees (docs/decisions.md; 1 is spec 4's). */
export function statusRefusal(status: number | null | undefined): string {
  if (status === 3) return 'auth.reviewing';
  if (status === 0) return 'auth.rejected';
  if (status === 4 || status === 5) return 'auth.revoked';
  return 'auth.required';
}
