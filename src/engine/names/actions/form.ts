import { defineAction, needsApi } from '../define';

export default defineAction({
  name: 'form',
  doc: 'a dialog of its own `fields` (optionally loaded with `load`), submitted to `api`; `multipart` sends files',
  check(a, add) {
    needsApi(a, add);
    if (!a.fields?.length) add('', 'a form action needs "fields"');
  },
  run(env, a, row, ids) {
    env.open({ kind: 'form', name: env.name, action: a, row, ids });
  },
});
