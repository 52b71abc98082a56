import { defineBuiltin } from '../define';

export default defineBuiltin({
  name: 'add',
  doc: 'the add form (新增成功), or the `routes.add` page',
  at: 'toolbar',
  label: 'engine.add',
  studioLabel: 'studio.action.add',
  needs: ['submit', 'add'],
  tone: 'primary',
  run: (env) => (env.screen.routes.add ? env.navigate(env.screen.routes.add) : env.open({ kind: 'add' })),
});
