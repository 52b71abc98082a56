import { defineBuiltin } from '../define';

export default defineBuiltin({
  name: 'addChild',
  doc: 'tree lists: the add form under the row (its id as `list.parentField`, the `list.inherit` fields copied; 添加成功)',
  at: 'row',
  label: 'engine.addChild',
  studioLabel: 'studio.action.addChild',
  needs: ['submit', 'add'],
  check: (s, add) => {
    if (s.list?.kind !== 'tree') add('', '"addChild" only applies to tree lists');
  },
  run: (env, row) => {
    const list = env.screen.list;
    const initial: Record<string, unknown> = { [list?.parentField ?? 'parentId']: row[list?.rowKey ?? 'id'] };
    for (const f of list?.inherit ?? []) initial[f] = row[f];
    env.open({ kind: 'add', initial, child: true });
  },
});
