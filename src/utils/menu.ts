import type { MenuItem } from '../../shared/wire/session';

/** A menu path that is an http address or contains html opens inside /myiframe (spec 2.2). */
export function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path) || /html/i.test(path);
}

/** Where a menu item navigates: its path, or the embedded-frame route for external pages. */
export function menuTarget(path: string): string {
  if (!isExternal(path)) return path;
  return `/myiframe/page?src=${encodeURIComponent(path)}`;
}

export function firstLeaf(list: MenuItem[] = []): MenuItem | undefined {
  for (const m of list) {
    if (m.children?.length) {
      const leaf = firstLeaf(m.children);
      if (leaf) return leaf;
    } else if (m.path) return m;
  }
  return undefined;
}

/** The chain of items from a root to the one whose path is `path`. */
export function menuTrail(list: MenuItem[] = [], path: string): MenuItem[] {
  for (const m of list) {
    if (m.path === path) return [m];
    const sub = menuTrail(m.children, path);
    if (sub.length) return [m, ...sub];
  }
  return [];
}

/** Badge text: 99+ at 99 or more (spec 2.3, 9). */
export const badgeText = (n: number, max = 99) => (n >= max ? `${max}+` : String(n));

/** Flattens the server's button tree to {code: true} (spec 6). */
export function flattenButtons(tree: { code?: string; children?: any[] }[] = []): Record<string, true> {
  const out: Record<string, true> = {};
  const walk = (list: { code?: string; children?: any[] }[]) =>
    list.forEach((n) => {
      if (n.code) out[n.code] = true;
      if (n.children) walk(n.children);
    });
  walk(tree);
  return out;
}

/** Menu items a user sees: those whose meta.roles include one of the user's roles (spec 6). */
export function visibleMenus(list: MenuItem[] = [], roles: string[]): MenuItem[] {
  return list.filter((m) => !m.meta?.roles || m.meta.roles.some((r) => roles.includes(r))).map((m) => ({ ...m, children: visibleMenus(m.children, roles) }));
}
