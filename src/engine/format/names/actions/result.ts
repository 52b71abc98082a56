import { defineAction, joinLists, needsApi } from '../define';

export default defineAction({
  name: 'result',
  doc: "calls `api` and shows the answer (next trigger times, invitation code); with `fields` it asks them first in a dialog (the password before an API secret); `show` names the answer's keys shown, labelled and displayed as the screen's fields of those names (a sub-chain identity's 链上身份)",
  check: needsApi,
  show: true,
  async run(env, a, row, ids) {
    // Fields to ask first (a password before a secret): the form dialog calls, the answer shows.
    if (a.fields?.length) return env.open({ kind: 'form', name: env.name, action: a, row, ids });
    if (a.confirm && !(await env.ask(env.tx(a.confirm)))) return;
    const r = await env.call(a.api!, env.payload(a, row, ids));
    if (env.gone(r) || r?.code !== 200) return;
    if (a.success) env.success(env.tx(a.success));
    env.open({ kind: 'result', title: env.tx(a.label), data: r.data, show: a.show });
    if (a.reload) env.reload();
  },
  // The answer replaces the form (a secret is shown, never kept in the list).
  async submit(env, a, body) {
    const r = await env.call(a.api!, joinLists(body));
    if (r?.code === 200) env.show(r.data);
    return false;
  },
});
