import { defineBuiltin } from '../define';

export default defineBuiltin({
  name: 'delete',
  doc: 'removes the row after a confirmation naming it (删除成功)',
  at: 'row',
  label: 'engine.delete',
  studioLabel: 'studio.action.delete',
  needs: ['remove'],
  tone: 'danger',
  run: (env, row) => env.remove(String(row.id), [row]),
});
