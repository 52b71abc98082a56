import { getIntl, getLocale, matchRoutes } from 'umi';

export type Localized = string | Record<string, string> | undefined | null;

/** A schema label: a string, or an object keyed by locale (zh-CN default). */
export function localize(v: Localized, locale: string = getLocale()): string {
  if (!v) return '';
  if (typeof v === 'string') return v;
  return v[locale] ?? v['zh-CN'] ?? Object.values(v)[0] ?? '';
}

/** The title of a route: its titleId message, or the schema title it carries. */
export function routeTitle(route: { titleId?: string; title?: Localized } | undefined): string {
  if (!route) return '';
  if (route.titleId) return getIntl().formatMessage({ id: route.titleId });
  return localize(route.title);
}

export function findRoute(clientRoutes: any[], pathname: string): any | undefined {
  const matches = matchRoutes(clientRoutes, pathname) ?? [];
  return matches[matches.length - 1]?.route;
}

export function applyRouteTitle(clientRoutes: any[], pathname: string) {
  const route = findRoute(clientRoutes, pathname);
  // The screens' catch-all route: the console layout titles the page from the screen manifest.
  if (route?.screens) return;
  setTitle(routeTitle(route));
}

export function setTitle(t: string) {
  const app = getIntl().formatMessage({ id: 'app.title' });
  document.title = t ? `${t} - ${app}` : app;
}
