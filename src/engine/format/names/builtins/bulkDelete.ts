import { defineBuiltin } from '../define';

export default defineBuiltin({
  name: 'bulkDelete',
  doc: 'removes the selected rows after a confirmation naming them (删除成功; with nothing selected 请选择至少一条数据)',
  at: 'toolbar',
  label: 'engine.bulkDelete',
  studioLabel: 'studio.action.bulkDelete',
  needs: ['remove'],
  tone: 'danger',
  selection: true,
  run: (env) => (env.selected.length ? env.remove(env.selected.join(',')) : env.warn('engine.selectOne')),
});
