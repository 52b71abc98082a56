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
  // The dialog's answer (JSON) is saved as the file.
  async submit(env, a, body) {
    const r = await env.call(a.api!, body);
    if (!env.finish(a, r)) return false;
    env.save(new Blob([JSON.stringify(r.data, null, 2)], { type: 'application/json' }), a.fileName ?? 'download.json');
    return true;
  },
});
