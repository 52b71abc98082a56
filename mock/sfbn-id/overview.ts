/**
 * Identifier figures (spec 7.4 / 7.6 resolver idInfoDataOver), shown on the console home and the
 * resolution page: counted from the identifiers, templates and resolution records that exist, so
 * a new identifier or resolution shows at once.
 */
import { ok, type Routes } from '../_lib/http';
import { formatTime } from '../_lib/store';
import { hostingStatusOf } from '../sfbn-alliance/subIdHosting';
import { identifiers, templates } from './backbone';
import { failures, successes } from './record';
import { subIdentifiers, subTemplates } from './subchain';
import { needs } from '../_lib/access';

export function idOverview() {
  const today = formatTime().slice(0, 10);
  return {
    /** Every identifier: backbone and sub-chain ones. */
    idTotal: identifiers.rows.length + subIdentifiers.rows.length,
    backboneTotal: identifiers.rows.length,
    subTotal: subIdentifiers.rows.length,
    /** Sub-chain identifiers the backbone hosts (their chain's hosting approved). */
    hostedTotal: subIdentifiers.rows.filter((r) => hostingStatusOf(r.chainId).hostingStatus === 2).length,
    inUse: identifiers.rows.filter((r) => Number(r.isUse) === 1).length + subIdentifiers.rows.filter((r) => Number(r.isUse) === 1).length,
    templateTotal: templates.rows.length + subTemplates.rows.length,
    resolveTotal: successes.rows.length,
    failTotal: failures.rows.length,
    todayResolve: successes.rows.filter((r) => String(r.resolveTime).startsWith(today)).length,
  };
}

const routes: Routes = {
  // Hand-written: figures counted over five tables.
  'GET /api/sfbn-id/resolver/idInfoDataOver': needs((_req, res) => ok(res, idOverview()), 'user', { wire: { answer: 'IdOverview' } }),
};

export default routes;
