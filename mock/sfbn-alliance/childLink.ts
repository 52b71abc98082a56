/**
 * Links (docking) of a sub-chain (Substringdocking, docs/domain/subchain.md): an external system
 * registered by the sub-chain's owner to dock to it. Saving a link issues the system's AppKey and
 * AppSecret; childChain/link/apiInfo answers everything the system needs to call the sub-chain
 * (access URL, the chain's BID and code, AppKey, AppSecret, signature algorithm). listByPage takes
 * its filters in a JSON body and current / size in the query (spec 7.5).
 */
import { createHash, randomUUID } from 'node:crypto';
import { asQuery, needs } from '../_lib/access';
import { fail, ok, params, type Routes } from '../_lib/http';
import { ownerOf, resource } from '../_lib/resource';
import { ruleField } from '../_lib/rules';
import { seedTime, Table, type Row } from '../_lib/store';
import { CHAIN, childChains, mayChange, ON_SUB_CHAIN, running, userOf } from './childChain';
import { childContracts } from './childContract';

const BASE = '/api/sfbn-alliance/childChain/link';
const hash = (s: string) => createHash('sha256').update(s).digest('hex');
/** The docking credentials of a link: fixed by its id, so a seeded link answers the same on every start. */
const credentials = (id: string) => ({ appKey: `ak${hash(`key:${id}`).slice(0, 18)}`, appSecret: hash(`secret:${id}`).slice(0, 32) });
const SYSTEMS = ['政务服务平台', '供应链金融系统'];

export const childLinks = new Table(
  'child-chain-link',
  running
    .filter((c) => c.status === CHAIN.running)
    .flatMap((c, ci) =>
      SYSTEMS.slice(0, ci % 2 ? 1 : 2).map((system, j) => {
        const id = String(2400000000000000001n + BigInt(ci * 2 + j));
        return {
          id,
          chainId: c.id,
          childChainName: c.childChainName,
          type: c.type,
          linkName: `${c.childChainCode}-${system}`,
          systemUrl: `https://sys${j + 1}.${c.childChainCode}.example.cn`,
          contactName: ['王建国', '李明'][j],
          contactPhone: `1380000${String(1000 + ci * 2 + j)}`,
          description: `${system}对接${c.childChainName}`,
          linkStatus: 1,
          ...credentials(id),
          creator: c.creator,
          createTime: seedTime(1200 + ci * 2 + j),
        } as Row;
      }),
    ),
);

const links = resource({
  table: childLinks,
  base: BASE,
  calls: { list: false, page: 'listByPage', detail: false, submit: false, add: 'save', update: 'edit', remove: 'remove' },
  owner: 'creator',
  access: { read: 'user', write: 'real-name' },
  fields: {
    ...ON_SUB_CHAIN,
    linkName: { label: '对接系统名称', type: 'text', max: 30, required: '请输入对接系统名称' },
    systemUrl: ruleField('url', '系统地址', 200, true),
    contactName: ruleField('chineseName', '联系人', 8, true),
    contactPhone: ruleField('phone', '联系电话', 11, true),
    description: { label: '对接说明', type: 'text', max: 100 },
    // The contract of the chain the system calls (optional; the chooser is getChildContractList).
    contractId: { label: '调用合约', type: 'text', max: 30 },
    linkStatus: { label: '对接状态', type: 'int', enum: [1, 2] },
  },
  // A new link's credentials are issued by the gateway, never taken from the call.
  defaults: () => ({ linkStatus: 1, ...credentials(randomUUID()) }),
  unique: { linkName: '对接系统名称' },
  beforeSave: (values, existing, req) => {
    const chain = childChains.get(values.chainId ?? existing?.chainId);
    if (!chain || chain.status !== CHAIN.running) return '所属子链不存在或未运行';
    if (!mayChange(chain, userOf(req))) return '只能为自己的子链添加对接';
    delete values.appKey;
    delete values.appSecret;
    if (existing && values.chainId !== undefined && String(values.chainId) !== String(existing.chainId)) return '不能更改所属子链';
    if (values.contractId) {
      const contract = childContracts.get(values.contractId);
      if (!contract || String(contract.chainId) !== String(chain.id) || !mayChange(contract, userOf(req))) return '所选合约不属于该子链';
    }
    Object.assign(values, { type: chain.type, childChainName: chain.childChainName });
  },
});
const routes: Routes = {
  ...links,
  // Filters in the body, paging in the query: the same list.
  // The same list as a query sent as POST (a read: product staff may make it to preview).
  [`POST ${BASE}/listByPage`]: asQuery(links[`GET ${BASE}/listByPage`]),
  /** Everything an external system needs to dock (?id= of the link): the owner's or an administrator's. */
  // Hand-written: the link joined with its chain's and contract's facts.
  [`GET ${BASE}/apiInfo`]: needs(
    (req, res) => {
      const link = ownerOf(links).row(req, res, params(req).id);
      if (!link) return;
      const chain = childChains.get(link.chainId);
      if (!chain) return fail(res, '所属子链不存在或未运行');
      ok(res, {
        ...link,
        apiUrl: chain.apiUrl || `https://${chain.childChainCode}.chain.example.cn/api`,
        chainBid: chain.bid,
        childChainCode: chain.childChainCode,
        signType: 'SM3withSM2',
        contractName: link.contractId ? (childContracts.get(link.contractId)?.contractName ?? '') : '',
        contractAddress: link.contractId ? (childContracts.get(link.contractId)?.contractAddress ?? '') : '',
      });
    },
    'user',
    { wire: { query: 'IdQuery', answer: 'LinkApiInfo' } },
  ),
};

export default routes;
