import { defineBuiltin, routeWithId } from '../define';

export default defineBuiltin({
  name: 'view',
  doc: 'a row\'s detail: a dialog, or the `routes.detail` page (`detail.mode: "route"`)',
  at: 'row',
  label: 'engine.view',
  studioLabel: 'studio.action.view',
  run: (env, row) =>
    env.screen.detail?.mode === 'route' ? env.navigate(routeWithId(env.screen.routes.detail!, env.screen, row)) : env.open({ kind: 'view', row }),
});
