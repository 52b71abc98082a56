import { defineAction, needsApi } from '../define';
import type { Action, ToggleState } from '../../types';

/** The state a press moves the row into: the one it is not in. */
const next = (a: Action, row?: Record<string, any>): ToggleState => a.states!.find((s) => String(row?.[a.field!]) !== String(s.value)) ?? a.states![0];

export default defineAction({
  name: 'toggle',
  doc: 'switches `field` between two `states` (`value`, `label`, `confirm`): seal / unseal, enable / disable',
  check(a, add) {
    needsApi(a, add);
    if (!a.field) add('', 'a toggle needs "field"');
    if (!a.states || a.states.length !== 2) add('', 'a toggle needs two "states"');
  },
  label: (a, row, tx) => tx(row ? next(a, row).label : a.label),
  async run(env, a, row, ids) {
    const to = next(a, row);
    const q = to.confirm ?? a.confirm;
    if (q && !(await env.ask(env.tx(q)))) return;
    env.finish(a, await env.call(a.api!, { ...env.payload(a, row, ids), [a.field!]: to.value }));
  },
});
