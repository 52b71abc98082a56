/**
 * Backbone identifiers and their templates (spec 7.6, docs/domain/identification.md): one kind of
 * the identifier kit (./_kit.ts), whose identifiers take an optional sub-chain code chosen in the
 * form (did:bid:<code>:zf...). Identifiers in use (isUse 1) resolve through resolver/bid; the key
 * store's private key is answered only after the caller's password.
 */
import { Table, seedTime, type Row } from '../_lib/store';
import { users } from '../_lib/users';
import seedKeys from '../_seed/identity-keys.json';
import { attrsOf, bidOf, identifierRoutes, type Attr } from './_kit';

export { ATTR_TYPES, attrsText, bidOf, parseAttrs, parseValues, valuesOf, type Attr } from './_kit';

/** Sub-chain codes of the glossary's BID format (4 lowercase characters), as seeded sub-chains. */
export const SUB_CHAINS: { code: string; name: string }[] = [
  { code: 'a001', name: '政务协同子链' },
  { code: 'b302', name: '制造业质量追溯子链' },
  { code: 'c210', name: '供应链金融子链' },
];

// ---- templates ------------------------------------------------------------------------------
export const adminBid = () => users.find((u) => u.account === 'admin')?.bid ?? '';
const TEMPLATE_SEED: [string, string, string][] = [
  ['通用标识模板', 'data', 'description,描述,text,否'],
  ['设备标识模板', 'device', 'model,设备型号,text,是\nserialNo,出厂编号,text,是\nmadeOn,生产日期,date,否'],
  ['数据集标识模板', 'data', 'owner,数据所有方,text,是\nrecords,记录条数,number,否'],
  ['机构标识模板', 'organization', 'creditCode,统一社会信用代码,text,是\naddress,注册地址,text,否'],
];
export const templates = new Table(
  'idTemplate',
  TEMPLATE_SEED.map(([templateName, idType, attrs], i) => ({
    id: String(1800000000000000001n + BigInt(i)),
    templateName,
    idType,
    attrs,
    remark: '',
    creator: adminBid(),
    createTime: seedTime(200 + i),
  })),
);

// ---- identifiers ----------------------------------------------------------------------------
/** A seeded key pair of mock/_seed/identity-keys.json (the i-th after the identities' own). */
export const seedPair = (i: number) => {
  const [publicKey, privateKey] = seedKeys.pairs[(i + 7) % seedKeys.pairs.length];
  return { publicKey, privateKey };
};
const ID_SEED: [string, number, string, Record<string, string>][] = [
  ['骨干节点服务器 BJ-02', 0, '', { model: 'BBN-S2000', serialNo: 'SN2026000102', madeOn: '2025-11-02' }],
  ['政务数据共享目录', 1, 'a001', { owner: '链网政务协同子链运营中心', records: '12800' }],
  ['质量追溯网关 SH-07', 0, 'b302', { model: 'QT-G7', serialNo: 'SN2026000707', madeOn: '2025-12-18' }],
];
export const identifiers = new Table(
  'backboneId',
  ID_SEED.map(([idName, t, chainCode, values], i) => {
    const pair = seedPair(i);
    const template = templates.rows[t + 1];
    return {
      id: String(1810000000000000001n + BigInt(i)),
      bid: bidOf(pair.publicKey, chainCode),
      idName,
      templateId: template.id,
      templateName: template.templateName,
      idType: template.idType,
      chainCode,
      attrValues: Object.entries(values)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
      isUse: 1,
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
      remark: '',
      creator: adminBid(),
      createTime: seedTime(300 + i),
      updateTime: seedTime(300 + i),
    } as Row;
  }),
);

export const templateAttrs = (templateId: unknown): Attr[] => attrsOf(templates.get(templateId));

export default identifierRoutes({
  templates,
  identifiers,
  template: {
    base: '/api/sfbn-id/backBone/template',
    calls: { page: 'listByPage', detail: 'detail', add: 'saveTemplate', update: 'editTemplate', remove: 'deleteTemplate' },
    remove: 'deleteTemplate',
    showAttr: 'showAttr',
  },
  identifier: {
    base: '/api/sfbn-id/backBone/id',
    calls: { page: 'listByPage', detail: 'detail', add: 'saveIdInfo', update: 'editId', remove: 'deleteId' },
    remove: 'deleteId',
    isUse: 'updateIsUse',
    fields: { chainCode: { label: '所属子链', enum: ['', ...SUB_CHAINS.map((c) => c.code)] } },
    fixed: ['chainCode'],
    chainOf: (values) => ({ code: values.chainCode ?? '', extra: { chainCode: values.chainCode ?? '' } }),
  },
  keyStore: { keyStore: '/api/sfbn-id/backBone/keyStore/keyStore', privateKey: '/api/sfbn-id/backBone/keyStore/privateKey' },
});
