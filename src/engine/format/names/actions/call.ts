import { defineAction, needsApi } from '../define';

export default defineAction({
  name: 'call',
  doc: 'calls `api` (e.g. reset password, start a job, build code)',
  check: needsApi,
  async run(env, a, row, ids) {
    if (a.confirm && !(await env.ask(env.tx(a.confirm)))) return;
    env.finish(a, await env.call(a.api!, env.payload(a, row, ids)));
  },
});
