/**
 * Backbone identifiers and their templates (spec 7.6, docs/domain/identification.md).
 * Templates carry attributes (key, name, type, required); an identifier is created from a template,
 * gets a real sm2 key pair (sm-crypto) and a BID of the glossary's format, optionally under a
 * sub-chain code (did:bid:<code>:zf...). Identifiers in use (isUse 1) resolve through
 * resolver/bid; the key store's private key is answered only after the caller's password.
 */
import { sm2, sm3 } from 'sm-crypto';
import { needs } from '../_lib/access';
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { decrypt } from '../_lib/keys';
import { resource, type Field } from '../_lib/resource';
import { Table, formatTime, seedTime, type Row } from '../_lib/store';
import { currentUser, users } from '../_lib/users';
import seedKeys from '../_seed/identity-keys.json';
import { base58 } from '../_lib/base58';

/** Sub-chain codes of the glossary's BID format (4 lowercase characters), as seeded sub-chains. */
export const SUB_CHAINS: { code: string; name: string }[] = [
  { code: 'a001', name: '政务协同子链' },
  { code: 'b302', name: '制造业质量追溯子链' },
  { code: 'c210', name: '供应链金融子链' },
];

export const ATTR_TYPES = ['text', 'number', 'date'] as const;
export interface Attr { key: string; name: string; type: (typeof ATTR_TYPES)[number]; required: boolean }

/** did:bid:[code:]zf + base58 of the first 20 bytes of the sm3 hash of the sm2 public key. */
export const bidOf = (publicKey: string, chainCode = '') =>
  `did:bid:${chainCode ? `${chainCode}:` : ''}zf${base58(sm3(publicKey).slice(0, 40)).padStart(27, '1')}`;

/**
 * Attributes as the template form writes them: one per line, "key,名称,type,required"
 * (type text / number / date, required 是 / 否; name, type and required may be left out:
 * the name is then the key, the type text, the attribute optional).
 * Answers the attributes or the message of the first bad line.
 */
export function parseAttrs(textValue: unknown): Attr[] | string {
  const lines = String(textValue ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (!lines.length) return '请至少定义一个属性';
  const out: Attr[] = [];
  for (const [i, line] of lines.entries()) {
    const [key = '', given = '', type = 'text', req = '否'] = line.split(/[,，]/).map((s) => s.trim());
    const name = given || key;
    if (!/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/.test(key)) return `第${i + 1}行属性键格式不正确：须以字母开头，由字母、数字、下划线组成`;
    if (!(ATTR_TYPES as readonly string[]).includes(type)) return `第${i + 1}行属性类型须为 text、number 或 date`;
    if (!['是', '否', 'true', 'false'].includes(req)) return `第${i + 1}行是否必填须为 是 或 否`;
    if (out.some((a) => a.key === key)) return `属性键 ${key} 重复`;
    out.push({ key, name, type: type as Attr['type'], required: req === '是' || req === 'true' });
  }
  return out;
}
export const attrsText = (attrs: Attr[]) => attrs.map((a) => `${a.key},${a.name},${a.type},${a.required ? '是' : '否'}`).join('\n');

// ---- templates ------------------------------------------------------------------------------
const adminBid = () => users.find((u) => u.account === 'admin')?.bid ?? '';
const TEMPLATE_SEED: [string, string, string][] = [
  ['通用标识模板', 'data', 'description,描述,text,否'],
  ['设备标识模板', 'device', 'model,设备型号,text,是\nserialNo,出厂编号,text,是\nmadeOn,生产日期,date,否'],
  ['数据集标识模板', 'data', 'owner,数据所有方,text,是\nrecords,记录条数,number,否'],
  ['机构标识模板', 'organization', 'creditCode,统一社会信用代码,text,是\naddress,注册地址,text,否'],
];
export const templates = new Table('idTemplate', TEMPLATE_SEED.map(([templateName, idType, attrs], i) => ({
  id: String(1800000000000000001n + BigInt(i)),
  templateName, idType, attrs, remark: '', creator: adminBid(), createTime: seedTime(200 + i),
})));

const ID_TYPES = ['person', 'organization', 'device', 'data'];
const TEMPLATE_FIELDS = {
  templateName: { label: '模板名称', max: 30, required: '请输入模板名称' },
  idType: { label: '标识类型', enum: ID_TYPES, required: '请选择标识类型' },
  attrs: { label: '模板属性', max: 2000, required: '请至少定义一个属性' },
  remark: { label: '备注', max: 100 },
} satisfies Record<string, Field>;

const templateRoutes = resource({
  table: templates,
  base: '/api/sfbn-id/backBone/template',
  calls: { list: false, submit: false, page: 'listByPage', detail: 'detail', add: 'saveTemplate', update: 'editTemplate', remove: 'deleteTemplate' },
  access: { read: 'admin', write: 'admin' },
  fields: TEMPLATE_FIELDS,
  unique: { templateName: '模板名称' },
  // Reference data, read in the order it was defined (the identifier form's choice starts with 通用标识模板).
  sort: (a, b) => String(a.createTime).localeCompare(String(b.createTime)) || String(a.id).localeCompare(String(b.id)),
  beforeSave: (values) => {
    if (values.attrs === undefined) return;
    const attrs = parseAttrs(values.attrs);
    if (typeof attrs === 'string') return attrs;
    values.attrs = attrsText(attrs);
  },
});

// ---- identifiers ----------------------------------------------------------------------------
const seedPair = (i: number) => {
  const [publicKey, privateKey] = seedKeys.pairs[(i + 7) % seedKeys.pairs.length];
  return { publicKey, privateKey };
};
const ID_SEED: [string, number, string, Record<string, string>][] = [
  ['骨干节点服务器 BJ-02', 0, '', { model: 'BBN-S2000', serialNo: 'SN2026000102', madeOn: '2025-11-02' }],
  ['政务数据共享目录', 1, 'a001', { owner: '链网政务协同子链运营中心', records: '12800' }],
  ['质量追溯网关 SH-07', 0, 'b302', { model: 'QT-G7', serialNo: 'SN2026000707', madeOn: '2025-12-18' }],
];
export const identifiers = new Table('backboneId', ID_SEED.map(([idName, t, chainCode, values], i) => {
  const pair = seedPair(i);
  const template = templates.rows[t + 1];
  return {
    id: String(1810000000000000001n + BigInt(i)),
    bid: bidOf(pair.publicKey, chainCode), idName, templateId: template.id, templateName: template.templateName,
    idType: template.idType, chainCode, attrValues: Object.entries(values).map(([k, v]) => `${k}=${v}`).join('\n'), isUse: 1,
    publicKey: pair.publicKey, privateKey: pair.privateKey, remark: '', creator: adminBid(),
    createTime: seedTime(300 + i), updateTime: seedTime(300 + i),
  } as Row;
}));

export const templateAttrs = (templateId: unknown): Attr[] => {
  const t = templates.get(templateId);
  const a = t ? parseAttrs(t.attrs) : [];
  return typeof a === 'string' ? [] : a;
};

/** Attribute values as the form writes them: one "key=value" per line. */
export function parseValues(raw: unknown): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const line of String(raw ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
    const m = /^([a-zA-Z][a-zA-Z0-9_]*)\s*[=＝]\s*(.*)$/.exec(line);
    if (!m) return `标识属性格式不正确：每行一个“属性键=值”，如 model=BBN-S2000`;
    out[m[1]] = m[2].trim();
  }
  return out;
}
export const valuesOf = (row: Row): Record<string, string> => {
  const v = parseValues(row.attrValues);
  return typeof v === 'string' ? {} : v;
};

/** The attribute values against the template: known keys, required ones present, types kept. */
function attrValuesError(attrs: Attr[], raw: unknown, values: Record<string, any>): string | undefined {
  const given = parseValues(raw);
  if (typeof given === 'string') return given;
  const unknown = Object.keys(given).find((k) => !attrs.some((a) => a.key === k));
  if (unknown) return `模板中没有属性 ${unknown}`;
  const lines: string[] = [];
  for (const a of attrs) {
    const v = given[a.key] ?? '';
    if (!v && a.required) return `请输入${a.name}（${a.key}）`;
    if (v && a.type === 'number' && !/^-?\d+(\.\d+)?$/.test(v)) return `${a.name}必须为数字`;
    if (v && a.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${a.name}须为 YYYY-MM-DD 格式的日期`;
    if (v.length > 200) return `${a.name}长度不能超过200个字符`;
    if (v) lines.push(`${a.key}=${v}`);
  }
  values.attrValues = lines.join('\n');
  return undefined;
}

const ID_FIELDS = {
  idName: { label: '标识名称', max: 50, required: '请输入标识名称' },
  templateId: { label: '标识模板', required: '请选择标识模板' },
  chainCode: { label: '所属子链', enum: ['', ...SUB_CHAINS.map((c) => c.code)] },
  attrValues: { label: '标识属性', max: 2000 },
  remark: { label: '备注', max: 100 },
} satisfies Record<string, Field>;

const idView = ({ privateKey: _k, ...row }: Row) => {
  const values = valuesOf(row as Row);
  return { ...row, attrs: templateAttrs(row.templateId).map((a) => ({ ...a, value: values[a.key] ?? '' })) };
};

const idRoutes = resource({
  table: identifiers,
  base: '/api/sfbn-id/backBone/id',
  calls: { list: false, submit: false, page: 'listByPage', detail: 'detail', add: 'saveIdInfo', update: 'editId', remove: 'deleteId' },
  access: { read: 'admin', write: 'admin' },
  fields: ID_FIELDS,
  unique: { idName: '标识名称' },
  view: (row) => idView(row),
  beforeSave: (values, existing) => {
    delete values.bid; delete values.publicKey; delete values.privateKey; delete values.isUse;
    // The template and the sub-chain are part of the BID and its document: fixed once created.
    if (existing) { delete values.templateId; delete values.chainCode; }
    const templateId = existing?.templateId ?? values.templateId;
    const t = templates.get(templateId);
    if (!t) return '标识模板不存在';
    if (values.attrValues !== undefined || !existing) {
      const err = attrValuesError(templateAttrs(t.id), values.attrValues, values);
      if (err) return err;
    }
    values.updateTime = formatTime();
    if (existing) return;
    const pair = sm2.generateKeyPairHex();
    Object.assign(values, {
      bid: bidOf(pair.publicKey, values.chainCode ?? ''), chainCode: values.chainCode ?? '', publicKey: pair.publicKey, privateKey: pair.privateKey,
      isUse: 1, templateName: t.templateName, idType: t.idType,
    });
  },
});

const REMOVE_TEMPLATE = 'POST /api/sfbn-id/backBone/template/deleteTemplate';
const routes: Routes = {
  ...templateRoutes,
  ...idRoutes,
  /** An identifier keeps its template: a template in use cannot be removed. */
  [REMOVE_TEMPLATE]: needs((req, res) => {
    const ids = idList(params(req).ids ?? params(req).id);
    if (identifiers.rows.some((r) => ids.includes(String(r.templateId)))) return fail(res, '该模板下还有标识，无法删除');
    return templateRoutes[REMOVE_TEMPLATE](req, res);
  }, 'admin'),
  /** The attributes of a template, as the identifier form draws them. */
  'GET /api/sfbn-id/backBone/template/showAttr': needs((req, res) => {
    const t = templates.get(params(req).id ?? params(req).templateId);
    if (!t) return fail(res, '标识模板不存在', 404);
    ok(res, templateAttrs(t.id));
  }, 'admin'),
  /** Switch in use / out of use: an identifier out of use does not resolve. */
  'POST /api/sfbn-id/backBone/id/updateIsUse': needs((req, res) => {
    const p = params(req);
    const row = identifiers.get(p.id);
    if (!row) return fail(res, '数据不存在', 404);
    if (!['0', '1'].includes(String(p.isUse))) return fail(res, '是否启用取值不正确');
    identifiers.update(row.id, { isUse: Number(p.isUse), updateTime: formatTime() });
    ok(res, true, Number(p.isUse) === 1 ? '已启用' : '已停用');
  }, 'admin'),
  /** The key store of an identifier: its public key and algorithm (never the private key). */
  'GET /api/sfbn-id/backBone/keyStore/keyStore': needs((req, res) => {
    const row = identifiers.get(params(req).id);
    if (!row) return fail(res, '数据不存在', 404);
    ok(res, { id: row.id, bid: row.bid, algorithm: 'sm2', publicKey: row.publicKey });
  }, 'admin'),
  /**
   * The key store with its private key, after the caller's password (sm2-encrypted as the console
   * lock sends it to checkPassword); the console saves the answer as a file.
   */
  'POST /api/sfbn-id/backBone/keyStore/privateKey': needs((req, res) => {
    const p = params(req);
    const row = identifiers.get(p.id);
    if (!row) return fail(res, '数据不存在', 404);
    const password = decrypt(p.password);
    if (password === null) return fail(res, '密码未加密，已拒绝');
    if (password !== currentUser(req).password) return fail(res, '密码错误');
    res.setHeader('Cache-Control', 'no-store');
    ok(res, { bid: row.bid, algorithm: 'sm2', publicKey: row.publicKey, privateKey: row.privateKey }, '下载成功');
  }, 'admin'),
};

export default routes;
