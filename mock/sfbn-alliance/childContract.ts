/**
 * Contracts of a sub-chain (the sub-chain's `contract` route, docs/domain/subchain.md): the owner of a
 * running or stopped sub-chain registers the contracts it runs (name, version, address once
 * deployed, description). save and update are form-encoded (spec 7.5; JSON is read too), remove is
 * a GET with ids; getChildContractList answers a chain's contracts for choosers.
 */
import { needs } from '../_lib/access';
import { ok, params, type Routes } from '../_lib/http';
import { resource } from '../_lib/resource';
import { ruleField } from '../_lib/rules';
import { seedTime, Table, type Row } from '../_lib/store';
import { CHAIN, childChains, mayChange, ON_SUB_CHAIN, running, userOf } from './childChain';

const BASE = '/api/sfbn-alliance/childcontractinfo';
const CONTRACTS: [string, string][] = [
  ['存证合约', 'EvidenceStore'],
  ['积分合约', 'BackbonePoints'],
  ['数据共享合约', 'DataShare'],
];
const address = (n: number) => `0x${(0xc0de0000 + n * 7919).toString(16).padStart(40, '0')}`;

export const childContracts = new Table(
  'child-chain-contract',
  running.flatMap((c, ci) =>
    CONTRACTS.slice(0, 2 + (ci % 2)).map(
      ([name, en], j) =>
        ({
          id: String(2500000000000000001n + BigInt(ci * 3 + j)),
          chainId: c.id,
          childChainName: c.childChainName,
          type: c.type,
          contractName: `${c.childChainCode}-${en}`,
          contractAlias: name,
          contractVersion: `v1.${j}`,
          language: 'Solidity',
          contractAddress: address(ci * 3 + j),
          description: `${c.childChainName}的${name}`,
          creator: c.creator,
          createTime: seedTime(1300 + ci * 3 + j),
        }) as Row,
    ),
  ),
);

const contracts = resource({
  table: childContracts,
  base: BASE,
  calls: { list: false, page: 'listByPage', detail: 'detail', submit: false, add: 'save', update: 'update', remove: 'remove' },
  owner: 'creator',
  access: { read: 'user', write: 'real-name' },
  fields: {
    ...ON_SUB_CHAIN,
    contractName: { label: '合约名称', type: 'text', max: 30, required: '请输入合约名称' },
    contractAlias: { label: '合约中文名', type: 'text', max: 30 },
    contractVersion: ruleField('contractVersion', '合约版本', 20, true),
    language: { label: '合约语言', type: 'text', enum: ['Solidity'] },
    contractAddress: ruleField('contractAddress', '合约地址', 42),
    description: { label: '合约说明', type: 'text', max: 100 },
  },
  defaults: () => ({ language: 'Solidity' }),
  unique: { contractName: '合约名称' },
  beforeSave: (values, existing, req) => {
    const chain = childChains.get(values.chainId ?? existing?.chainId);
    if (!chain || (chain.status !== CHAIN.running && chain.status !== CHAIN.stopped)) return '所属子链不存在或未运行';
    if (!mayChange(chain, userOf(req))) return '只能为自己的子链添加合约';
    if (existing && values.chainId !== undefined && String(values.chainId) !== String(existing.chainId)) return '不能更改所属子链';
    if (values.contractAddress) {
      const clash = childContracts.find(
        (r) => String(r.contractAddress).toLowerCase() === String(values.contractAddress).toLowerCase() && r.id !== existing?.id,
      );
      if (clash) return '合约地址已存在';
    }
    Object.assign(values, { type: chain.type, childChainName: chain.childChainName });
  },
});

const routes: Routes = {
  ...contracts,
  // Spec 7.5: remove by GET (ids in the query).
  [`GET ${BASE}/remove`]: contracts[`POST ${BASE}/remove`],
  /** The contracts of one sub-chain (?chainId=), for choosers: {id, contractName, contractVersion, contractAddress}. */
  // Hand-written: a chooser's unpaged list of the caller's contracts on one chain.
  [`GET ${BASE}/getChildContractList`]: needs(
    (req, res) => {
      const chainId = params(req).chainId;
      const u = userOf(req);
      ok(
        res,
        childContracts.rows
          .filter((r) => (chainId === undefined || chainId === '' || String(r.chainId) === String(chainId)) && mayChange(r, u))
          .map((r) => ({ id: r.id, contractName: r.contractName, contractVersion: r.contractVersion, contractAddress: r.contractAddress })),
      );
    },
    'user',
    { wire: { query: 'ChainContractsQuery', answer: { list: 'SubChainContractOption' } } },
  ),
};

export default routes;
