/** Console home figures (spec 7.4 Home): my nodes and contracts, receipts, identity info. */
import { ok, paginate, params, type Routes } from '../_lib/http';
import { Table, seedTime } from '../_lib/store';
import { currentUser } from '../_lib/users';

const ADMIN_ID = '1123598821738675201';
const nodeNames = ['北京主节点', '上海共识节点', '广州候选节点', '成都同步节点', '武汉共识节点'];
export const homeNodes = new Table(
  'home-node',
  nodeNames.map((name, i) => ({
    id: `node-${i + 1}`,
    userId: ADMIN_ID,
    nodeName: name,
    nodeType: i === 2 ? '候选节点' : i === 3 ? '同步节点' : '共识节点',
    status: i === 3 ? 3 : 1,
    ip: `10.20.${i + 1}.${10 + i}`,
    createTime: seedTime(10 + i * 5),
  })),
);

const contractNames = ['存证合约', '积分合约', '标识注册合约', '跨链网关合约'];
export const homeContracts = new Table(
  'home-contract',
  contractNames.map((name, i) => ({
    id: `hc-${i + 1}`,
    userId: ADMIN_ID,
    contractName: name,
    contractAddress: `0x${(0xa11ce000 + i * 4097).toString(16).padStart(40, '0')}`,
    status: 5,
    createTime: seedTime(30 + i * 7),
  })),
);

const hex = (n: number, len: number) => {
  let s = '';
  let x = n * 2654435761;
  while (s.length < len) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += x.toString(16);
  }
  return s.slice(0, len);
};
export const receipts = new Table(
  'home-receipt',
  Array.from({ length: 23 }, (_, i) => ({
    id: `rc-${i + 1}`,
    userId: ADMIN_ID,
    txHash: `0x${hex(i + 1, 64)}`,
    blockHeight: 1_208_000 + i * 17,
    type: ['合约部署', '合约调用', '积分转账', '标识注册'][i % 4],
    status: i % 7 === 6 ? 0 : 1,
    createTime: seedTime(300 - i * 3),
  })),
);

const routes: Routes = {
  'GET /api/sfbn-alliance/home/alliance/myNodeAndContractList': (req, res) => {
    const u = currentUser(req);
    ok(res, {
      nodes: homeNodes.filter({}, (r) => r.userId === u.id),
      contracts: homeContracts.filter({}, (r) => r.userId === u.id),
    });
  },
  'GET /api/sfbn-alliance/home/alliance/receiptPage': (req, res) => {
    const u = currentUser(req);
    const p = params(req);
    ok(res, paginate(receipts.filter({}, (r) => r.userId === u.id), p.current, p.size));
  },
  'GET /api/sfbn-alliance/user/identity/info': (req, res) => {
    const u = currentUser(req);
    ok(res, { userId: u.id, name: u.realName, bid: u.bid, status: u.status, userType: u.userType, applyTime: u.createTime });
  },
};

export default routes;
