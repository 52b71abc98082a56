/**
 * Contracts of the resource service (spec 7.7, docs/domain/apps.md): the contracts deployed on the
 * backbone that apps and sub-chains use, with their relations and transactions. A change (new
 * version, description) is requested with contractChange and takes effect after contractAudit.
 *   status 1 change under review, 2 in service, 3 change refused
 */
import { needs } from '../_lib/access';
import type { ResourceContractDetail } from '../../shared/wire/system';
import { ADMIN_BID } from '../_lib/rows';
import { fail, ok, type Routes } from '../_lib/http';
import { resource } from '../_lib/resource';
import { Table, seedTime, type Row } from '../_lib/store';

const BASE = '/api/sfbn-resource/contract';
const NAMES = ['存证合约', '积分合约', '标识注册合约', '身份认证合约', '供应链票据合约', '跨链网关合约', '版权登记合约', '投票治理合约'];
const CHAINS = ['骨干链', '政务子链', '金融子链'];
const hexOf = (i: number, len: number) => Array.from({ length: len }, (_x, k) => '0123456789abcdef'[(i * 7 + k * 13) % 16]).join('');

export const contracts = new Table(
  'resourceContract',
  NAMES.map((contractName, i): Row => {
    const status = [2, 2, 1, 2, 3, 2, 1, 2][i];
    return {
      id: `rc-${i + 1}`,
      contractName,
      contractAddress: `0x${hexOf(i + 1, 40)}`,
      chainName: CHAINS[i % 3],
      version: `1.${i}.0`,
      contractDesc: `${contractName}，提供链上数据的登记、查询与校验。`,
      changeVersion: status === 2 ? '' : `1.${i + 1}.0`,
      changeDesc: status === 2 ? '' : '修复事件参数并增加批量接口',
      auditReason: status === 3 ? '变更说明不完整' : '',
      status,
      creator: ADMIN_BID(),
      createTime: seedTime(100 + i * 11),
      history: [],
    };
  }),
);

export const relations = new Table(
  'resourceContractRelation',
  contracts.rows.flatMap((c, i) =>
    ['链上存证', '供应链金融', '电子合同'].slice(0, (i % 3) + 1).map((appName, k) => ({
      id: `rcr-${i + 1}-${k + 1}`,
      contractId: c.id,
      relationName: appName,
      relationType: k === 2 ? 2 : 1,
      createTime: seedTime(200 + i * 5 + k),
    })),
  ),
);

export const transactions = new Table(
  'resourceContractTx',
  contracts.rows.flatMap((c, i) =>
    Array.from({ length: 12 }, (_x, k) => ({
      id: `rct-${i + 1}-${k + 1}`,
      contractId: c.id,
      txHash: `0x${hexOf(i * 31 + k, 64)}`,
      method: ['register', 'query', 'transfer', 'verify'][k % 4],
      fromAddress: `0x${hexOf(k + 3, 40)}`,
      blockHeight: 120000 + i * 500 + k * 7,
      txStatus: k % 11 === 10 ? 0 : 1,
      createTime: seedTime(300 + i * 13 + k),
    })),
  ),
);

const READ_ONLY = { list: false, page: false, detail: false, submit: false, remove: false } as const;

const routes: Routes = {
  ...resource({
    table: contracts,
    base: BASE,
    calls: { list: false, page: 'page', detail: false, submit: false, remove: false },
    owner: 'creator',
    access: { read: 'admin', write: 'admin' },
    lifecycle: {
      field: 'status',
      transitions: {
        change: {
          from: [2, 3],
          to: 1,
          require: { changeVersion: '请输入新版本号', changeDesc: '请输入变更说明' },
          copy: ['changeVersion', 'changeDesc'],
          msg: '变更申请已提交',
        },
        pass: {
          from: [1],
          to: 2,
          msg: '审核通过',
          after: (row) => Object.assign(row, { version: row.changeVersion, changeVersion: '', changeDesc: '', auditReason: '' }),
        },
        refuse: { from: [1], to: 3, require: { auditReason: '请输入驳回原因' }, copy: ['auditReason'], msg: '已驳回' },
      },
      calls: {
        contractChange: 'change',
        contractAudit: (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'],
      },
    },
  }),
  // The detail counts the contract's relations and transactions: a computation, not a row.
  [`GET ${BASE}/detail/:id`]: needs(
    (req, res) => {
      const row = contracts.get(req.params.id);
      if (!row) return fail(res, '数据不存在', 404);
      ok<ResourceContractDetail>(res, {
        ...(row as Omit<ResourceContractDetail, 'relationCount' | 'txCount'>),
        relationCount: relations.rows.filter((r) => r.contractId === row.id).length,
        txCount: transactions.rows.filter((t) => t.contractId === row.id).length,
      });
    },
    'admin',
    { wire: { answer: 'ResourceContractDetail' } },
  ),
  // A contract's relations and transactions: read-only pages of their tables (?contractId=).
  ...resource({ table: relations, base: BASE, access: 'admin', calls: { ...READ_ONLY, page: 'relationPage' } }),
  ...resource({ table: transactions, base: BASE, access: 'admin', calls: { ...READ_ONLY, page: 'transactionsPage' } }),
};

export default routes;
