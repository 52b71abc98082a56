/**
 * Development endpoints of the preview sandboxes (mock/_lib/sandbox.ts; answered only with
 * MOCK_DEV_ENDPOINTS=1, like every /api/__dev/* call): list them, throw one away.
 */
import { ok, type Routes } from './_lib/http';
import { dropSandbox, listSandboxes } from './_lib/sandbox';
import { devOnly } from './_lib/access';

const routes: Routes = {
  'GET /api/__dev/sandbox': devOnly((_req, res) => ok(res, listSandboxes())),
  'DELETE /api/__dev/sandbox/:id': devOnly((req, res) => ok(res, dropSandbox(req.params.id))),
};

export default routes;
