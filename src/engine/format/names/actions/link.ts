import { defineAction } from '../define';
import { resolve } from '../../runtime';

export default defineAction({
  name: 'link',
  doc: 'opens the route `to` with `query`',
  check(a, add) {
    if (!a.to) add('', 'a link needs "to"');
  },
  run(env, a, row, ids) {
    const q = new URLSearchParams(Object.entries(resolve(a.query, { ...env.ctx, row, ids })).map(([k, v]) => [k, String(v ?? '')]));
    env.navigate(`${a.to}${q.toString() ? `?${q}` : ''}`);
  },
});
