import { defineAction, joinLists, needsApi } from '../define';

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
  async submit(env, a, body) {
    if (a.multipart) {
      const fields: Record<string, any> = {};
      for (const [k, v] of Object.entries(body)) fields[k] = Array.isArray(v) && v[0] instanceof Blob ? v : Array.isArray(v) ? v.join(',') : String(v ?? '');
      return env.finish(a, await env.postMultipart(a.api!, fields));
    }
    return env.finish(a, await env.call(a.api!, joinLists(body)));
  },
});
