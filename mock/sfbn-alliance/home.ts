/** Console home figures (spec 7.4 Home): my nodes (the chain's node table) and contracts, receipts, identity info. */
import { ok, paginate, params, type Routes } from '../_lib/http';
import { BACKBONE, chainFor } from '../_chain/chains';
import { formatTime, Table, seedTime } from '../_lib/store';
import { currentUser } from '../_lib/users';
import { isOwner } from '../_lib/resource';
import { chainNodes, NODE, nodeOwner, withHeight } from './chainNode';
import { needs } from '../_lib/access';

/** The home's contracts and receipts belong to the user of their userId, alone (declared once). */
const HOME_OWNER = { owner: { field: 'userId', user: 'id' } } as const;

const ADMIN_ID = '1123598821738675201';
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
    // 1 contract deployment, 2 contract call, 3 points transfer, 4 identifier registration (the console names them).
    type: (i % 4) + 1,
    status: i % 7 === 6 ? 0 : 1,
    createTime: seedTime(300 - i * 3),
  })),
);

const routes: Routes = {
  // Hand-written: two tables' rows of the caller, joined with the chain's height.
  'GET /api/sfbn-alliance/home/alliance/myNodeAndContractList': needs(
    (req, res) => {
      const u = currentUser(req);
      ok(res, {
        // The user's nodes are the chain's node table (docs/domain/chain.md): cancelled applications left out.
        nodes: chainNodes.filter({}, (r) => nodeOwner.mine(r, u) && r.status !== NODE.cancelled).map(withHeight),
        contracts: homeContracts.filter({}, (r) => isOwner(HOME_OWNER, r, u)),
      });
    },
    'user',
    { wire: { answer: 'MyNodesAndContracts' } },
  ),
  /**
   * The user's receipts, newest first, are transactions of the backbone chain (the chain browser's
   * bbn-backbone), the newest receipt its newest transaction: hash, block, time and outcome as the
   * chain has them, so no receipt names a block above the height the monitor and browser show.
   */
  // Hand-written: the caller's receipts laid onto the backbone chain's transactions.
  'GET /api/sfbn-alliance/home/alliance/receiptPage': needs(
    async (req, res) => {
      const u = currentUser(req);
      const p = params(req);
      const chain = await chainFor(BACKBONE);
      const mine = receipts.filter({}, (r) => isOwner(HOME_OWNER, r, u));
      const txs = chain.txOrder.slice(-mine.length).reverse();
      const onChain = mine.slice(0, txs.length).map((r, i) => {
        const rc = chain.receipt(txs[i])!;
        return { ...r, txHash: rc.transactionHash, blockHeight: rc.blockNumber, status: rc.status, createTime: formatTime(new Date(rc.timestamp * 1000)) };
      });
      ok(res, paginate(onChain, p.current, p.size));
    },
    'user',
    { wire: { query: 'PageQuery', answer: { page: 'Receipt' } } },
  ),
  // Hand-written: the session's own user, no table.
  'GET /api/sfbn-alliance/user/identity/info': needs(
    (req, res) => {
      const u = currentUser(req);
      ok(res, { userId: u.id, name: u.realName, bid: u.bid, status: u.status, userType: u.userType, applyTime: u.createTime });
    },
    'user',
    { wire: { answer: 'HomeIdentity' } },
  ),
};

export default routes;
