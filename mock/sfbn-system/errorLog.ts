/** Browser error logs uploaded from the console's log dialog (path not in the spec: our choice). */
import { ok, paginate, params, type Routes } from '../_lib/http';
import { Table } from '../_lib/store';
import { currentUser } from '../_lib/users';
import { needs } from '../_lib/access';
import type { Count } from '../../shared/wire/session';

export const uploadedErrors = new Table('uploaded-error');

// Hand-written: the upload's body is a list (no resource's save takes one), and the table has no
// seed whose columns a descriptor's strict filters could know.
const routes: Routes = {
  'POST /api/sfbn-system/log/error/upload': needs(
    (req, res) => {
      const u = currentUser(req);
      const list = Array.isArray(req.body) ? req.body : [];
      for (const e of list) uploadedErrors.insert({ ...e, createBy: u.account });
      ok<Count>(res, list.length, '发送成功!');
    },
    'user',
    { wire: { body: 'ErrorLogUpload', answer: 'Count' } },
  ),
  'GET /api/sfbn-system/log/error/uploaded': needs(
    (req, res) => {
      const p = params(req);
      ok(res, paginate(uploadedErrors.filter(p), p.current, p.size));
    },
    'admin',
    { wire: { query: 'PageQuery', answer: { page: 'UploadedError' } } },
  ),
};

export default routes;
