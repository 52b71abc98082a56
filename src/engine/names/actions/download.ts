import { defineAction, needsApi } from '../define';

export default defineAction({
  name: 'download',
  doc: 'fetches `api` and saves the file; with `fields` (a password) a dialog asks first and the answer is saved',
  check: needsApi,
  async run(env, a, row, ids) {
    // With fields (a password), a dialog asks first; the answer is then saved (ActionForm).
    if (a.fields?.length) env.open({ kind: 'form', name: env.name, action: a, row, ids });
    else await env.download(a, env.payload(a, row, ids));
  },
});
