import { defineBuiltin, routeWithId } from '../define';

export default defineBuiltin({
  name: 'edit',
  doc: 'the edit form, loaded with `api.detail` where the screen has it (更新成功), or the `routes.edit` page',
  at: 'row',
  label: 'engine.edit',
  studioLabel: 'studio.action.edit',
  needs: ['submit', 'update'],
  // A screen with an edit page opens it instead of the dialog.
  run: (env, row) => (env.screen.routes.edit ? env.navigate(routeWithId(env.screen.routes.edit, env.screen, row)) : env.edit(row)),
});
