/**
 * Identifiers of sub-chains (spec 7.6 subIdInfo, subIdKeyStoreInfo, subTemplateInfo;
 * docs/domain/identification.md): the second kind of the identifier kit (./_kit.ts). A template
 * belongs to a live sub-chain (mock/sfbn-alliance/childChain.ts); an identifier takes its template's
 * chain, whose code goes into the BID (did:bid:<code>:zf...). The chain's hosting application
 * (mock/sfbn-alliance/subIdHosting.ts) decides whether the backbone hosts (and resolves) them.
 */
import { Table, seedTime, type Row } from '../_lib/store';
import { CHAIN, childChains } from '../sfbn-alliance/childChain';
import { hostingStatusOf } from '../sfbn-alliance/subIdHosting';
import { adminBid, seedPair } from './backbone';
import { bidOf, identifierRoutes } from './_kit';

const chainByCode = (code: string) => childChains.rows.find((c) => c.childChainCode === code)!;
const chainColumns = (c: Row) => ({ chainId: c.id, childChainName: c.childChainName, childChainCode: c.childChainCode, chainCode: c.childChainCode });

// Oldest first: the identifier form's choice starts with the general template (optional attributes only).
const TEMPLATE_SEED: [string, string, string, string][] = [
  ['gova', '子链通用标识模板', 'data', 'description,描述,text,否'],
  ['scfn', '供应链票据模板', 'data', 'billNo,票据编号,text,是\namount,金额,number,是\ndueDate,到期日,date,否'],
  ['carb', '碳排放核算模板', 'data', 'enterprise,排放单位,text,是\nco2,排放量（吨）,number,是\nyear,核算年度,number,否'],
  ['indu', '工业设备标识模板', 'device', 'model,设备型号,text,是\nserialNo,出厂编号,text,否'],
];
export const subTemplates = new Table(
  'subIdTemplate',
  TEMPLATE_SEED.map(([code, templateName, idType, attrs], i) => ({
    id: String(1840000000000000001n + BigInt(i)),
    ...chainColumns(chainByCode(code)),
    templateName,
    idType,
    attrs,
    remark: '',
    creator: adminBid(),
    createTime: seedTime(220 + i),
  })),
);

const ID_SEED: [string, number, Record<string, string>][] = [
  ['供应链票据 SCF-2026-0001', 1, { billNo: 'SCF-2026-0001', amount: '500000', dueDate: '2026-06-30' }],
  ['供应链票据 SCF-2026-0002', 1, { billNo: 'SCF-2026-0002', amount: '128000' }],
  ['政务子链共识节点 01', 0, { description: '政务数据共享链第一个共识节点' }],
  ['华北钢铁 2025 年度碳排放', 2, { enterprise: '华北钢铁有限公司', co2: '125000', year: '2025' }],
];
export const subIdentifiers = new Table(
  'subId',
  ID_SEED.map(([idName, t, values], i) => {
    const pair = seedPair(i + 3);
    const template = subTemplates.rows[t];
    return {
      id: String(1850000000000000001n + BigInt(i)),
      bid: bidOf(pair.publicKey, template.childChainCode),
      idName,
      chainId: template.chainId,
      childChainName: template.childChainName,
      childChainCode: template.childChainCode,
      chainCode: template.childChainCode,
      templateId: template.id,
      templateName: template.templateName,
      idType: template.idType,
      attrValues: Object.entries(values)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
      isUse: 1,
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
      remark: '',
      creator: adminBid(),
      createTime: seedTime(320 + i),
      updateTime: seedTime(320 + i),
    } as Row;
  }),
);

const live = (c: Row | undefined) => Boolean(c) && (c!.status === CHAIN.running || c!.status === CHAIN.stopped);

export default identifierRoutes({
  templates: subTemplates,
  identifiers: subIdentifiers,
  template: {
    base: '/api/sfbn-id/subTemplateInfo',
    calls: { page: 'listByPage', detail: 'detail', add: 'save', update: 'update', remove: 'remove' },
    remove: 'remove',
    showAttr: 'showAttr',
    fields: { chainId: { label: '所属子链', type: 'text', required: '请选择所属子链' } },
    beforeSave: (values, existing) => {
      if (existing && values.chainId !== undefined && String(values.chainId) !== String(existing.chainId)) {
        // The identifiers made from it carry the chain in their BID.
        if (subIdentifiers.rows.some((r) => String(r.templateId) === String(existing.id))) return '该模板下还有标识，不能更改所属子链';
      }
      if (values.chainId === undefined) return;
      const c = childChains.get(values.chainId);
      if (!live(c)) return '所属子链不存在或未运行';
      Object.assign(values, chainColumns(c!));
    },
  },
  identifier: {
    base: '/api/sfbn-id/subIdInfo',
    calls: { page: 'listByPage', detail: 'detail', add: 'save', update: 'update', remove: 'remove' },
    remove: 'remove',
    isUse: 'updateIsUse',
    fixed: ['chainId', 'childChainName', 'childChainCode', 'chainCode'],
    // The template's chain: its code goes into the BID.
    chainOf: (_values, t) => {
      const c = childChains.get(t.chainId);
      if (!live(c)) return '所属子链不存在或未运行';
      return { code: c!.childChainCode, extra: chainColumns(c!) };
    },
    view: (row) => hostingStatusOf(row.chainId),
    // hosted=1: the identifiers the backbone hosts (their chain's hosting approved).
    filters: { hosted: (row, v) => v !== '1' || hostingStatusOf(row.chainId).hostingStatus === 2 },
  },
  keyStore: { keyStore: '/api/sfbn-id/subIdKeyStoreInfo/keyStore', privateKey: '/api/sfbn-id/subIdKeyStoreInfo/privateKey' },
});
