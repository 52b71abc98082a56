/**
 * antd's css-in-js cache, kept for the page's life. By default a component's computed styles are
 * forgotten when its last instance unmounts and computed again (token merge, style objects,
 * serialisation) when one mounts again, although its <style> stays in the page. Every list page
 * mounts ProTable, its search form, table, pager and their antd parts afresh, so moving between
 * screens recomputed them all each time. This cache keeps an entry at zero users instead of
 * dropping it; the entries are one per component, theme and hash, a bounded set.
 */
import { createCache } from '@ant-design/cssinjs';

export function keptStylesCache() {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  // cssinjs asks to drop an entry by returning null from the updater (useGlobalCache, when its count reaches 0).
  cache.opUpdate = (key, valueFn) => update(key, (prev) => valueFn(prev) ?? (prev ? [0, prev[1]] : null));
  return cache;
}
