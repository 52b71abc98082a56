/** The benchmark's synthetic table: 1,000 rows (schemas/system/bench-rows.json, page size 200). */
import { ADMIN_BID, pick, seed } from '../_lib/rows';
import { resource } from '../_lib/resource';
import { Table, seedTime } from '../_lib/store';

export const benchTable = new Table(
  'bench',
  seed(1000, (i) => ({
    id: String(1900000000000000001n + BigInt(i)),
    name: `${pick(['骨干节点', '子链节点', '标识服务', '合约实例', '身份凭证'], i)}-${String(i + 1).padStart(4, '0')}`,
    code: `B${String(i + 1).padStart(6, '0')}`,
    category: i % 2,
    amount: (i * 7919) % 100000,
    remark: pick(['运行正常', '待核查', '已归档', '同步中'], i),
    creator: ADMIN_BID(),
    createTime: seedTime(i),
  })),
);

export default resource({ table: benchTable, base: '/api/sfbn-system/bench', access: 'admin', calls: { submit: false, remove: false } });
