/**
 * The public BID resolver (spec 7.6 GET /sfbn-id/resolver/bid): the identifier document of a
 * seeded BID or of any account's BID. Malformed input answers 400 with the format; an unknown
 * BID answers code 404 with a message. Documents follow the glossary: id, publicKey (id, type,
 * controller, publicKeyHex), authentication, extension (recovery, ttl, type, attributes, acsns =
 * sub-chain codes), service, created, updated.
 */
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { open } from '../_lib/app';
import { ok, params, type Routes } from '../_lib/http';
import { seedTime } from '../_lib/store';
import { users } from '../_lib/users';
import { hostingStatusOf } from '../sfbn-alliance/subIdHosting';
import { identifiers, templates } from './backbone';
import { attrsOf, valuesOf } from './_kit';
import { record } from './record';
import { subIdentifiers, subTemplates } from './subchain';

/** Same pattern as src/utils/bid.ts (the mock never imports the app). */
export const BID_PATTERN = /^did:bid:([a-z0-9]{4}:)?[ezs][fst][1-9A-HJ-NP-Za-km-z]{22,31}$/;

const KEY_TYPES: Record<string, string> = { e: 'Ed25519', z: 'SM2', s: 'Secp256k1' };

interface Seed {
  bid: string;
  kind: 'person' | 'organization' | 'device' | 'data';
  name: string;
  created: number;
  service?: { type: string; serviceEndpoint: string }[];
}

/** Identifiers that exist besides the accounts' own. */
const SEEDS: Seed[] = [
  {
    bid: 'did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq',
    kind: 'organization',
    name: '链网政务协同子链运营中心',
    created: 30,
    service: [{ type: 'DIDResolver', serviceEndpoint: 'https://a001.bbn.example.cn/resolver' }],
  },
  { bid: 'did:bid:sf7Pz3XkQmR9wN4tVb2HcJ8yLd5Ge6Ua', kind: 'device', name: '骨干节点服务器 BJ-01', created: 48 },
  {
    bid: 'did:bid:b302:et4Wq8NcZpK2sF6mYh9RjV3xDg7Bn',
    kind: 'data',
    name: '2025 年度制造业质量追溯数据集',
    created: 96,
    service: [{ type: 'DataService', serviceEndpoint: 'https://b302.bbn.example.cn/data/quality-2025' }],
  },
];

const hex = (seed: string, n = 64) => {
  let out = '';
  for (let i = 0; out.length < n; i += 1) out += createHash('sha256').update(`${seed}#${i}`).digest('hex');
  return out.slice(0, n);
};

function documentOf(bid: string, kind: string, name: string, created: number, service: Seed['service'] = []) {
  const m = /^did:bid:(?:([a-z0-9]{4}):)?([ezs])/.exec(bid)!;
  const type = KEY_TYPES[m[2]];
  const keyLen = type === 'Ed25519' ? 64 : 130;
  const prefix = type === 'Ed25519' ? 'b065' : '04';
  return {
    '@context': ['https://www.w3.org/ns/did/v1'],
    version: '1.0.0',
    id: bid,
    publicKey: [
      { id: `${bid}#key-1`, type, controller: bid, publicKeyHex: prefix + hex(`${bid}:1`, keyLen) },
      { id: `${bid}#key-2`, type, controller: bid, publicKeyHex: prefix + hex(`${bid}:2`, keyLen) },
    ],
    authentication: [`${bid}#key-1`],
    extension: {
      recovery: [`${bid}#key-2`],
      ttl: 86400,
      type: kind,
      attributes: [{ key: 'name', desc: kind === 'person' ? '姓名' : '名称', format: 'text', value: name }],
      acsns: m[1] ? [m[1]] : [],
    },
    service: [
      { id: `${bid}#resolver`, type: 'DIDResolver', serviceEndpoint: 'https://resolver.bbn.example.cn/sfbn-id/resolver/bid' },
      ...service.map((s, i) => ({ id: `${bid}#service-${i + 1}`, ...s })),
    ],
    created: seedTime(created),
    updated: seedTime(created + 24),
  };
}

/** The document of an identifier in use (backbone or hosted): its real sm2 key and its template's attributes. */
function identifierDocument(row: Record<string, any>, template: Record<string, any> | undefined) {
  const doc = documentOf(row.bid, row.idType, row.idName, 0);
  const values = valuesOf(row as any);
  doc.publicKey = [{ id: `${row.bid}#key-1`, type: 'SM2', controller: row.bid, publicKeyHex: row.publicKey }];
  doc.extension.recovery = [];
  doc.extension.attributes = [
    { key: 'name', desc: '名称', format: 'text', value: row.idName },
    ...attrsOf(template as any).map((a) => ({ key: a.key, desc: a.name, format: a.type, value: values[a.key] ?? '' })),
  ];
  doc.created = row.createTime;
  doc.updated = row.updateTime || row.createTime;
  return doc;
}

/** A sub-chain identifier the backbone does not resolve: the chain resolves it itself (selfBuild) or is not hosted. */
export function notHosted(bid: string): string | null {
  const sub = subIdentifiers.find((r) => r.bid === bid && Number(r.isUse) === 1);
  if (!sub) return null;
  const h = hostingStatusOf(sub.chainId);
  if (h.hostingStatus === 2) return null;
  return h.hostingStatus === 3 ? `标识 ${bid} 由子链自建解析服务解析：${h.resolverUrl}` : `标识 ${bid} 所属子链未托管至骨干网`;
}

export function resolve(bid: string) {
  const own = identifiers.find((r) => r.bid === bid && Number(r.isUse) === 1);
  if (own) return identifierDocument(own, templates.get(own.templateId));
  // A sub-chain's identifier resolves on the backbone once its chain's hosting is approved.
  const hosted = subIdentifiers.find((r) => r.bid === bid && Number(r.isUse) === 1 && hostingStatusOf(r.chainId).hostingStatus === 2);
  if (hosted) return identifierDocument(hosted, subTemplates.get(hosted.templateId));
  const seed = SEEDS.find((s) => s.bid === bid);
  if (seed) return documentOf(seed.bid, seed.kind, seed.name, seed.created, seed.service);
  const u = users.find((x) => x.bid === bid);
  if (u) return documentOf(u.bid, u.userType === 2 ? 'organization' : 'person', u.userType === 2 ? u.name : `${u.realName.slice(0, 1)}**`, 6);
  return null;
}

function answer(res: Response, code: number, msg: string) {
  res.status(code).json({ code, success: false, data: null, msg });
}

const routes: Routes = {
  // Hand-written: builds the identifier document and records the resolution.
  'GET /api/sfbn-id/resolver/bid': open(
    (req, res) => {
      const bid = String(params(req).bid ?? '').trim();
      if (!bid) return answer(res, 400, '请输入要解析的 BID');
      if (!BID_PATTERN.test(bid)) {
        record(req, bid, 'BID 格式不正确');
        return answer(res, 400, `BID 格式不正确：${bid.slice(0, 80)}`);
      }
      const doc = resolve(bid);
      const elsewhere = doc ? null : notHosted(bid);
      if (elsewhere) {
        record(req, bid, '子链未托管');
        return answer(res, 404, elsewhere);
      }
      if (!doc) {
        record(req, bid, '未找到标识');
        return answer(res, 404, `未找到标识 ${bid}，请确认 BID 是否正确`);
      }
      record(req, bid);
      ok(res, doc);
    },
    { wire: { query: 'BidQuery', answer: 'BidDocument' } },
  ),
};

export default routes;
