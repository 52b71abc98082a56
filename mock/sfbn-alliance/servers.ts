/**
 * Self-built servers (spec 3: hostName, ip, serversType, systemType; spec 7.4 servers/list and
 * detail, spec 7.5 servers/{add, edit, listByPage, delete, detail}). Each user keeps their own
 * servers (row owner: creator BID); a node application may name one of them.
 */
import { resource } from '../_lib/resource';
import { seedTime, Table } from '../_lib/store';
import { users } from '../_lib/users';
import { ruleField } from '../_lib/rules';

const admin = () => users.find((u) => u.account === 'admin')!;

/** serversType: 1 physical, 2 cloud host, 3 virtual machine; systemType: 1 CentOS, 2 Ubuntu, 3 openEuler, 4 Kylin. */
export const servers = new Table(
  'server',
  Array.from({ length: 6 }, (_, i) => ({
    id: `srv-${i + 1}`,
    hostName: `bbn-node-${String(i + 1).padStart(2, '0')}`,
    ip: `10.20.${i + 1}.${10 + i}`,
    serversType: (i % 3) + 1,
    systemType: (i % 4) + 1,
    creator: admin().bid,
    createTime: seedTime(150 + i * 12),
  })),
);

export default resource({
  table: servers,
  base: '/api/sfbn-alliance',
  calls: {
    list: 'servers/list',
    page: 'servers/listByPage',
    detail: 'servers/detail',
    submit: false,
    add: 'servers/add',
    update: 'servers/edit',
    remove: 'servers/delete',
  },
  owner: 'creator',
  access: { read: 'user', write: 'real-name' },
  fields: {
    hostName: { label: '主机名称', type: 'text', max: 50, required: '请输入主机名称' },
    ip: ruleField('ip', 'IP地址', 15, true),
    serversType: { label: '服务器类型', type: 'int', enum: [1, 2, 3], required: '请选择服务器类型' },
    systemType: { label: '操作系统', type: 'int', enum: [1, 2, 3, 4], required: '请选择操作系统' },
  },
  unique: { ip: 'IP地址' },
});
