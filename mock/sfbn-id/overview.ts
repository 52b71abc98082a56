/** Identifier figures for the console home (spec 7.4 resolver idInfoDataOver). */
import { ok, type Routes } from '../_lib/http';

const routes: Routes = {
  'GET /api/sfbn-id/resolver/idInfoDataOver': (_req, res) =>
    ok(res, { idTotal: 1_284_503, resolveTotal: 9_876_120, templateTotal: 36, todayResolve: 12_408 }),
};

export default routes;
