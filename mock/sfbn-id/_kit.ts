/**
 * The identifier service's one mechanism, used twice (docs/domain/identification.md): backbone
 * identifiers with their templates and key stores (backBone/id, backBone/template, backBone/keyStore)
 * and sub-chain identifiers with theirs (subIdInfo, subTemplateInfo, subIdKeyStoreInfo). A template
 * carries attributes (key, name, type, required); an identifier is created from a template, gets a
 * real sm2 key pair (sm-crypto) and a BID of the glossary's format, optionally under a sub-chain
 * code (did:bid:<code>:zf...). The private key is answered only after the caller's password.
 */
import type { Request } from 'express';
import { sm2, sm3 } from 'sm-crypto';
import { needs, wrapping } from '../_lib/access';
import { base58 } from '../_lib/base58';
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { decrypt } from '../_lib/keys';
import { resource, type Field, type Resource } from '../_lib/resource';
import { formatTime, type Row, type Table } from '../_lib/store';
import { currentUser } from '../_lib/users';
import { dateError, ruleError } from '../_lib/rules';

export const ATTR_TYPES = ['text', 'number', 'date'] as const;
export interface Attr {
  key: string;
  name: string;
  type: (typeof ATTR_TYPES)[number];
  required: boolean;
}

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
  // The lines' format is the named validator attrLines (shared/validators.ts), the form's own check.
  const refused = ruleError('attrLines', String(textValue ?? ''));
  if (refused) return refused;
  return String(textValue ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [key = '', given = '', type = 'text', req = '否'] = line.split(/[,，]/).map((s) => s.trim());
      return { key, name: given || key, type: type as Attr['type'], required: req === '是' || req === 'true' };
    });
}
export const attrsText = (attrs: Attr[]) => attrs.map((a) => `${a.key},${a.name},${a.type},${a.required ? '是' : '否'}`).join('\n');

/** Attribute values as the form writes them: one "key=value" per line. */
export function parseValues(raw: unknown): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const line of String(raw ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)) {
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

/** The attributes of a template row (none when it is gone or broken). */
export const attrsOf = (template: Row | undefined): Attr[] => {
  const a = template ? parseAttrs(template.attrs) : [];
  return typeof a === 'string' ? [] : a;
};

/** The attribute values against the template: known keys, required ones present, types kept. */
export function attrValuesError(attrs: Attr[], raw: unknown, values: Record<string, any>): string | undefined {
  const given = parseValues(raw);
  if (typeof given === 'string') return given;
  const unknown = Object.keys(given).find((k) => !attrs.some((a) => a.key === k));
  if (unknown) return `模板中没有属性 ${unknown}`;
  const lines: string[] = [];
  for (const a of attrs) {
    const v = given[a.key] ?? '';
    if (!v && a.required) return `请输入${a.name}（${a.key}）`;
    if (v && a.type === 'number' && !/^-?\d+(\.\d+)?$/.test(v)) return `${a.name}必须为数字`;
    // A real calendar date, not only its shape (2026-02-30 is refused).
    if (v && a.type === 'date' && dateError(v, a.name)) return `${a.name}须为 YYYY-MM-DD 格式的日期`;
    if (v.length > 200) return `${a.name}长度不能超过200个字符`;
    if (v) lines.push(`${a.key}=${v}`);
  }
  values.attrValues = lines.join('\n');
  return undefined;
}

export const ID_TYPES = ['person', 'organization', 'device', 'data'];
/** Fields every template has (a sub-chain's add their chain). */
export const TEMPLATE_FIELDS = {
  templateName: { label: '模板名称', max: 30, required: '请输入模板名称' },
  idType: { label: '标识类型', enum: ID_TYPES, required: '请选择标识类型' },
  attrs: { label: '模板属性', max: 2000, required: '请至少定义一个属性' },
  remark: { label: '备注', max: 100 },
} satisfies Record<string, Field>;
/** Fields every identifier has (the chain is the kind's: a code chosen, or the template's chain). */
export const ID_FIELDS = {
  idName: { label: '标识名称', max: 50, required: '请输入标识名称' },
  templateId: { label: '标识模板', required: '请选择标识模板' },
  attrValues: { label: '标识属性', max: 2000 },
  remark: { label: '备注', max: 100 },
} satisfies Record<string, Field>;

type CallPaths = Partial<Record<'list' | 'page' | 'detail' | 'submit' | 'add' | 'update' | 'remove', string | false>>;

/** One kind of identifiers: its tables, its call paths and what differs (the chain). */
export interface IdentifierKind {
  templates: Table;
  identifiers: Table;
  template: {
    base: string;
    calls: CallPaths;
    remove: string;
    showAttr: string;
    fields?: Record<string, Field>;
    /** Further checks of a template (its chain); may set values. */
    beforeSave?: (values: Record<string, any>, existing: Row | undefined, req: Request) => string | void;
  };
  identifier: {
    base: string;
    calls: CallPaths;
    remove: string;
    isUse: string;
    fields?: Record<string, Field>;
    /** The chain code of a new identifier (from the call or the template), or a message. */
    chainOf: (values: Record<string, any>, template: Row) => { code: string; extra?: Record<string, any> } | string;
    /** Fields an edit may not change besides the template (the chain). */
    fixed?: string[];
    view?: (row: Row) => Record<string, any>;
    filters?: Resource['filters'];
  };
  keyStore: { keyStore: string; privateKey: string };
}

/** Answers every call of one kind: templates, identifiers, their key stores. */
export function identifierRoutes(k: IdentifierKind): Routes {
  const { templates, identifiers } = k;
  const templateRoutes = resource({
    table: templates,
    base: k.template.base,
    calls: { list: false, submit: false, ...k.template.calls },
    access: { read: 'admin', write: 'admin' },
    fields: { ...TEMPLATE_FIELDS, ...k.template.fields },
    unique: { templateName: '模板名称' },
    // Reference data, read in the order it was defined (the identifier form's choice starts with the general template).
    sort: (a, b) => String(a.createTime).localeCompare(String(b.createTime)) || String(a.id).localeCompare(String(b.id)),
    beforeSave: (values, existing, req) => {
      const refused = k.template.beforeSave?.(values, existing, req);
      if (refused) return refused;
      if (values.attrs === undefined) return;
      const attrs = parseAttrs(values.attrs);
      if (typeof attrs === 'string') return attrs;
      values.attrs = attrsText(attrs);
    },
  });

  const view = ({ privateKey: _k, ...row }: Row) => {
    const values = valuesOf(row as Row);
    return {
      ...row,
      ...(k.identifier.view?.(row as Row) ?? {}),
      attrs: attrsOf(templates.get(row.templateId)).map((a) => ({ ...a, value: values[a.key] ?? '' })),
    };
  };
  const idRoutes = resource({
    table: identifiers,
    base: k.identifier.base,
    calls: { list: false, submit: false, ...k.identifier.calls },
    access: { read: 'admin', write: 'admin' },
    fields: { ...ID_FIELDS, ...k.identifier.fields },
    unique: { idName: '标识名称' },
    filters: k.identifier.filters,
    view: (row) => view(row),
    beforeSave: (values, existing) => {
      delete values.bid;
      delete values.publicKey;
      delete values.privateKey;
      delete values.isUse;
      // The template and the chain are part of the BID and its document: fixed once created.
      if (existing) for (const f of ['templateId', ...(k.identifier.fixed ?? [])]) delete values[f];
      const templateId = existing?.templateId ?? values.templateId;
      const t = templates.get(templateId);
      if (!t) return '标识模板不存在';
      if (values.attrValues !== undefined || !existing) {
        const err = attrValuesError(attrsOf(t), values.attrValues, values);
        if (err) return err;
      }
      values.updateTime = formatTime();
      if (existing) return;
      const chain = k.identifier.chainOf(values, t);
      if (typeof chain === 'string') return chain;
      const pair = sm2.generateKeyPairHex();
      Object.assign(values, chain.extra ?? {}, {
        bid: bidOf(pair.publicKey, chain.code),
        publicKey: pair.publicKey,
        privateKey: pair.privateKey,
        isUse: 1,
        templateName: t.templateName,
        idType: t.idType,
      });
    },
  });

  const removeTemplate = `POST ${k.template.base}/${k.template.remove}`;
  const row = (id: unknown) => identifiers.get(id);
  return {
    ...templateRoutes,
    ...idRoutes,
    /** An identifier keeps its template: a template in use cannot be removed (the descriptor's removal behind that guard). */
    [removeTemplate]: wrapping(templateRoutes[removeTemplate], (req, res) => {
      const ids = idList(params(req).ids ?? params(req).id);
      if (identifiers.rows.some((r) => ids.includes(String(r.templateId)))) return fail(res, '该模板下还有标识，无法删除');
      return templateRoutes[removeTemplate](req, res);
    }),
    /** The attributes of a template, as the identifier form draws them. */
    // Hand-written: parses the template's attribute lines.
    [`GET ${k.template.base}/${k.template.showAttr}`]: needs(
      (req, res) => {
        const t = templates.get(params(req).id ?? params(req).templateId);
        if (!t) return fail(res, '标识模板不存在', 404);
        ok(res, attrsOf(t));
      },
      'admin',
      { wire: { query: 'TemplateQuery', answer: { list: 'TemplateAttr' } } },
    ),
    /** Switch in use / out of use: an identifier out of use does not resolve. */
    // Hand-written: sets in use or not by value (either way from either state).
    [`POST ${k.identifier.base}/${k.identifier.isUse}`]: needs(
      (req, res) => {
        const p = params(req);
        const r = row(p.id);
        if (!r) return fail(res, '数据不存在', 404);
        if (!['0', '1'].includes(String(p.isUse))) return fail(res, '是否启用取值不正确');
        identifiers.update(r.id, { isUse: Number(p.isUse), updateTime: formatTime() });
        ok(res, true, Number(p.isUse) === 1 ? '已启用' : '已停用');
      },
      'admin',
      { wire: { body: 'IsUseBody', answer: 'Done' } },
    ),
    /** The key store of an identifier: its public key and algorithm (never the private key). */
    // Hand-written: a projection of the identifier (never its private key).
    [`GET ${k.keyStore.keyStore}`]: needs(
      (req, res) => {
        const r = row(params(req).id);
        if (!r) return fail(res, '数据不存在', 404);
        ok(res, { id: r.id, bid: r.bid, algorithm: 'sm2', publicKey: r.publicKey });
      },
      'admin',
      { wire: { query: 'IdQuery', answer: 'KeyStore' } },
    ),
    /**
     * The key store with its private key, after the caller's password (sm2-encrypted as the console
     * lock sends it to checkPassword); the console saves the answer as a file.
     */
    // Hand-written: answers the private key only after the caller's encrypted password.
    [`POST ${k.keyStore.privateKey}`]: needs(
      (req, res) => {
        const p = params(req);
        const r = row(p.id);
        if (!r) return fail(res, '数据不存在', 404);
        const password = decrypt(p.password);
        if (password === null) return fail(res, '密码未加密，已拒绝');
        if (password !== currentUser(req).password) return fail(res, '密码错误');
        res.setHeader('Cache-Control', 'no-store');
        ok(res, { bid: r.bid, algorithm: 'sm2', publicKey: r.publicKey, privateKey: r.privateKey }, '下载成功');
      },
      'admin',
      { wire: { body: 'PrivateKeyBody', answer: 'KeyFile' } },
    ),
  };
}
