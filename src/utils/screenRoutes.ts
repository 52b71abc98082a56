/**
 * Where a console path leads when no bespoke route claims it: one of the screen views of the
 * manifest (src/utils/screenManifest.ts), the first page under a parent path, or nowhere (404).
 * Pure functions of the manifest and the user's menus, so the rules are unit-tested apart from the
 * shell; the console's catch-all route and its layout use the bound versions below.
 */
import { useSyncExternalStore } from 'react';
import type { ScreenRoute } from '../../shared/screenRoute';
import type { MenuItem } from '../../shared/wire/session';
import { manifestEntries, manifestVersion, subscribeManifest } from './screenManifest';

/** react-router's matching: case-insensitive, trailing slashes ignored. */
const norm = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';

export interface ScreenIndex {
  at: (pathname: string) => ScreenRoute | undefined;
  /** The list route of a screen: the view whose menu entry admits the screen's other views. */
  listPathOf: (screen: string) => string | undefined;
  /** Every list route, in manifest order. */
  lists: () => ScreenRoute[];
}

export function indexScreens(entries: ScreenRoute[]): ScreenIndex {
  const byPath = new Map(entries.map((e) => [norm(e.path), e]));
  const lists = entries.filter((e) => e.view === 'list');
  const listByScreen = new Map(lists.map((e) => [e.screen, e.path]));
  return { at: (p) => byPath.get(norm(p)), listPathOf: (s) => listByScreen.get(s), lists: () => lists };
}

/**
 * A path that is no page but the parent of some (e.g. /digital): the first entry under it of the
 * user's menus, in menu order; else undefined (a screen the menus do not show stays refused).
 */
export function parentTarget(pathname: string, menus: MenuItem[][]): string | undefined {
  const prefix = `${norm(pathname)}/`;
  if (prefix === '//') return undefined;
  let found: string | undefined;
  const walk = (list: MenuItem[] = []) => {
    for (const m of list) {
      if (found) return;
      if (!m.children?.length && !m.meta?.hidden && m.path && norm(m.path).startsWith(prefix)) found = m.path;
      walk(m.children);
    }
  };
  menus.forEach(walk);
  return found;
}

let indexed: ScreenRoute[] | undefined;
let index = indexScreens([]);
/** The index of the manifest registered last (src/utils/screenManifest.ts), built once per manifest. */
const current = () => {
  const entries = manifestEntries();
  if (entries !== indexed) {
    indexed = entries;
    index = indexScreens(entries);
  }
  return index;
};

/** The console's screens: the manifest's index, replaced in place when the manifest changes (`npm start`). */
export const screens: ScreenIndex = {
  at: (p) => current().at(p),
  listPathOf: (s) => current().listPathOf(s),
  lists: () => current().lists(),
};

/** How many times the manifest changed since the page loaded (0 in a build): re-renders on each change. */
export function useScreensVersion(): number {
  return useSyncExternalStore(subscribeManifest, manifestVersion);
}
