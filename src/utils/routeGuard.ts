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
  if (u.origin === origin) return /^\/(?![/\\])/.test(src) || /^https?:\/\//i.test(src) ? { kind: 'same-origin', url: `${u.pathname}${u.search}${u.hash}` } : null;
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
