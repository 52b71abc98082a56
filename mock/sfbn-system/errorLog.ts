/** Browser error logs uploaded from the console's log dialog (path not in the spec: our choice). */
import { ok, paginate, params, type Routes } from '../_lib/http';
import { Table } from '../_lib/store';
import { currentUser } from '../_lib/users';

export const uploadedErrors = new Table('uploaded-error');

const routes: Routes = {
  'POST /api/sfbn-system/log/error/upload': (req, res) => {
    const u = currentUser(req);
    const list = Array.isArray(req.body) ? req.body : [];
    for (const e of list) uploadedErrors.insert({ ...e, createBy: u.account });
    ok(res, list.length, '发送成功!');
  },
  'GET /api/sfbn-system/log/error/uploaded': (req, res) => {
    const p = params(req);
    ok(res, paginate(uploadedErrors.filter(p), p.current, p.size));
  },
};

export default routes;
