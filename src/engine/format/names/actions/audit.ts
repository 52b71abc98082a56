import { defineAction, needsApi } from '../define';

export default defineAction({
  name: 'audit',
  doc: 'a reason and 通过 / 驳回 buttons; sends `auditStatus` (`pass`, default 1; `refuse`, default 2) and `auditReason` (required on refuse)',
  check: needsApi,
  run(env, a, row) {
    env.open({ kind: 'audit', name: env.name, action: a, row: row! });
  },
});
