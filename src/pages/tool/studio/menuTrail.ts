/**
 * Where a screen sits in the menu (pure, issue 34): screens of the same menu name (申请子链,
 * 通知公告, 应用管理, 自建子链申请) are told apart in the studio's list by their menu path,
 * `子链管理 / 许可子链 / 申请子链`. Read from the signed-in user's menus as the console draws them.
 */
import type { MenuItem } from '../../../../shared/wire/session';

export interface Trail {
  /** The names from the top menu down: to the entry itself when the screen has one, else to the group its address falls under. */
  names: string[];
  /** Whether the screen has an entry of its own (a screen reached by a button has none). */
  inMenu: boolean;
}

const norm = (p: string) => p.replace(/\/+$/, '').toLowerCase();
const segments = (p: string) => norm(p).split('/').filter(Boolean);
const shared = (a: string[], b: string[]) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

/**
 * The menu path of a screen's list route. Its own entry when one has its address; else the group
 * of the entry that shares the most leading steps of the address (at least two), as a screen opened
 * by a button of that group. Undefined when nothing in the menus is near it.
 */
export function menuTrail(
  route: string,
  tops: { id: string; name: string }[],
  menus: Record<string, MenuItem[]>,
  label: (m: MenuItem) => string,
): Trail | undefined {
  const want = segments(route);
  let best: { names: string[]; score: number } | undefined;
  for (const top of tops) {
    const walk = (items: MenuItem[], above: string[]): Trail | undefined => {
      for (const m of items) {
        const here = [...above, label(m)];
        if (m.path && norm(m.path) === norm(route) && !m.meta?.hidden) return { names: here, inMenu: true };
        if (m.path && !m.children?.length) {
          const score = shared(segments(m.path), want);
          if (score >= 2 && (!best || score > best.score)) best = { names: above, score };
        }
        const found = m.children?.length ? walk(m.children, here) : undefined;
        if (found) return found;
      }
      return undefined;
    };
    const found = walk(menus[top.id] ?? [], [top.name]);
    if (found) return found;
  }
  return best ? { names: best.names, inMenu: false } : undefined;
}
