/**
 * Code generation (build, copy) and data sources (spec 7.2 sfbn-develop): the calls that need code.
 * The data sources, code modules and reports (blade-report) are *.resource.json beside this file.
 */
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { needs } from '../_lib/access';
import { resourceTable } from '../_lib/jsonResource';

// The data sources (datasource.resource.json) and the code modules (code.resource.json) are JSON
// resources; the calls below that need code over their rows reach them by table name.
const datasources = () => resourceTable('datasource');
const modules = () => resourceTable('code');

const routes: Routes = {
  // Hand-written: every data source as {id, name}, unpaged (a select's choices).
  'GET /api/sfbn-develop/datasource/select': needs(
    (_req, res) =>
      ok(
        res,
        datasources().rows.map((r) => ({ id: r.id, name: r.name })),
      ),
    'admin',
    { wire: { answer: { list: 'DataSourceOption' } } },
  ),
  // Hand-written: computes what would be generated.
  'POST /api/sfbn-develop/code/build': needs(
    (req, res) => {
      const ids = idList(params(req).ids ?? params(req).id);
      if (!ids.length) return fail(res, '请选择至少一条数据');
      ok(res, { files: ids.length * 9 }, '代码生成成功');
    },
    'admin',
    { wire: { body: 'CodeBuildBody', answer: 'CodeBuildAnswer' } },
  ),
  // Hand-written: inserts a copy of a row under a new name.
  'POST /api/sfbn-develop/code/copy': needs(
    (req, res) => {
      const row = modules().get(params(req).id);
      if (!row) return fail(res, '数据不存在');
      const { id: _id, ...rest } = row;
      modules().insert({ ...rest, codeName: `${row.codeName}(复制)` });
      ok(res, true, '复制成功');
    },
    'admin',
    { wire: { body: 'IdQuery', answer: 'Done' } },
  ),
};
export default routes;
