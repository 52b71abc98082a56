/** Browser error logs uploaded from the console's log dialog (path not in the spec: our choice). */
import { ok, paginate, params, type Routes } from '../_lib/http';
import { Table } from '../_lib/store';
import { currentUser } from '../_lib/users';
import { needs } from '../_lib/access';

export const uploadedErrors = new Table('uploaded-error');

const routes: Routes = {
  'POST /api/sfbn-system/log/error/upload': needs((req, res) => {
    const u = currentUser(req);
    const list = Array.isArray(req.body) ? req.body : [];
    for (const e of list) uploadedErrors.insert({ ...e, createBy: u.account });
    ok(res, list.length, '发送成功!');
  }, 'user'),
  'GET /api/sfbn-system/log/error/uploaded': needs((req, res) => {
    const p = params(req);
    ok(res, paginate(uploadedErrors.filter(p), p.current, p.size));
  }, 'admin'),
};

export default routes;
