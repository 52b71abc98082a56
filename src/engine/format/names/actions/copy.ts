import { defineAction } from '../define';

export default defineAction({
  name: 'copy',
  doc: 'copies `copyField` (复制成功)',
  check(a, add) {
    if (!a.copyField) add('', 'a copy needs "copyField"');
  },
  async run(env, a, row) {
    if (await env.copy(String(row?.[a.copyField!] ?? ''))) env.success(env.t('engine.copied'));
  },
});
