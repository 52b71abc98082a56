/** Code generation (build, copy) and data sources (spec 7.2 sfbn-develop); the reports (blade-report) are report.resource.json. */
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { ADMIN_BID, OTHER_BID, pick } from '../_lib/rows';
import { resource } from '../_lib/resource';
import { Table, seedTime } from '../_lib/store';
import { needs } from '../_lib/access';

const dsNames = [
  '主业务库',
  '骨干链索引库',
  '子链索引库',
  '标识解析库',
  '日志库',
  '报表库',
  '身份认证库',
  '应用中心库',
  '任务调度库',
  '消息中心库',
  '归档库',
  '测试库',
];
export const datasourceTable = new Table(
  'datasource',
  dsNames.map((name, i) => ({
    id: String(1400000000000007001n + BigInt(i)),
    name,
    driverClass: pick(['com.mysql.cj.jdbc.Driver', 'org.postgresql.Driver', 'dm.jdbc.driver.DmDriver'], i),
    url: pick(['jdbc:mysql://10.0.1.10:3306/bbn_', 'jdbc:postgresql://10.0.1.11:5432/bbn_', 'jdbc:dm://10.0.1.12:5236/bbn_'], i) + (i + 1),
    username: 'bbn',
    password: '******',
    remark: '',
    creator: i % 5 === 4 ? OTHER_BID() : ADMIN_BID(),
    createTime: seedTime(1300 + i),
  })),
);

const tables = [
  'blade_param',
  'blade_notice',
  'bbn_chain_node',
  'bbn_sub_chain',
  'bbn_contract',
  'bbn_identity',
  'bbn_app',
  'bbn_id_template',
  'bbn_vote',
  'bbn_expert',
  'bbn_innovation',
  'bbn_server',
  'bbn_trade',
];
export const codeTable = new Table(
  'code',
  tables.map((tableName, i) => {
    const model = tableName.replace(/^(blade|bbn)_/, '').replace(/_(\w)/g, (_, c) => c.toUpperCase());
    return {
      id: String(1400000000000008001n + BigInt(i)),
      codeName: pick(['参数', '通知', '链节点', '子链', '合约', '身份', '应用', '标识模板', '投票', '专家', '创新', '服务器', '交易'], i) + '管理',
      datasourceId: datasourceTable.rows[i % 3].id,
      serviceName: pick(['sfbn-system', 'sfbn-alliance', 'sfbn-identity', 'sfbn-app-center'], i),
      tableName,
      tablePrefix: tableName.split('_')[0] + '_',
      pkName: 'id',
      packageName: `org.bbn.modules.${model.toLowerCase()}`,
      modelName: model,
      baseMode: 1,
      wrapMode: 1,
      apiPath: `/bbn/${model}`,
      creator: ADMIN_BID(),
      createTime: seedTime(1350 + i),
    };
  }),
);

const routes: Routes = {
  ...resource({
    table: datasourceTable,
    base: '/api/sfbn-develop/datasource',
    access: 'admin',
    required: { name: '请输入名称', driverClass: '请选择驱动类', url: '请输入连接地址', username: '请输入用户名' },
  }),
  // Hand-written: every data source as {id, name}, unpaged (a select's choices).
  'GET /api/sfbn-develop/datasource/select': needs(
    (_req, res) =>
      ok(
        res,
        datasourceTable.rows.map((r) => ({ id: r.id, name: r.name })),
      ),
    'admin',
    { wire: { answer: { list: 'DataSourceOption' } } },
  ),
  ...resource({
    table: codeTable,
    base: '/api/sfbn-develop/code',
    access: 'admin',
    required: { codeName: '请输入模块名', datasourceId: '请选择数据源', tableName: '请输入表名', packageName: '请输入包名' },
  }),
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
      const row = codeTable.get(params(req).id);
      if (!row) return fail(res, '数据不存在');
      const { id: _id, ...rest } = row;
      codeTable.insert({ ...rest, codeName: `${row.codeName}(复制)` });
      ok(res, true, '复制成功');
    },
    'admin',
    { wire: { body: 'IdQuery', answer: 'Done' } },
  ),
};
export default routes;
