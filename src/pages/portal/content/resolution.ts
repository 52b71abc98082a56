import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '开放服务 · 标识解析',
      title: '标识解析服务',
      lead: 'BID（区块链数字身份标识）是骨干网为机构、个人、设备与数据分配的全网唯一标识。输入任意 BID，即可解析出其公钥、认证方式、服务端点等标识文档，用于验证身份与签名。',
      art: art('resolution'),
      alt: '标识解析示意图：放大镜下的 did:bid 标识展开为公钥、认证方式、服务端点与扩展信息',
    },
    blocks: [
      {
        type: 'table',
        title: 'BID 的结构',
        intro: '格式：did:bid:[4位子链编码:]<密钥类型><编码方式><22-31位 base58 字符>，例如 did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2。',
        head: ['组成部分', '取值', '说明'],
        rows: [
          ['方法前缀', 'did:bid:', '遵循 W3C DID 规范的方法名'],
          ['子链编码（可选）', '4 位小写字母或数字，后接冒号', '标识注册在哪条子链；省略时表示骨干链'],
          ['密钥类型', 'e / z / s', 'e 为 ed25519，z 为 SM2（国密），s 为 secp256k1'],
          ['编码方式', 'f / s / t', 'f 为 base58，s 为 base64，t 为 bech32'],
          ['标识主体', '22-31 位 base58 字符', '由公钥派生，全网唯一'],
        ],
      },
      {
        type: 'cards',
        title: '解析结果包含什么',
        cols: 4,
        items: [
          { icon: 'key', title: '公钥列表', text: '标识持有者的公钥、类型与控制者，用于验签。' },
          { icon: 'shield', title: '认证方式', text: '可代表该标识进行身份认证的密钥。' },
          { icon: 'link', title: '服务端点', text: '与标识关联的服务地址，例如数据查询接口。' },
          { icon: 'layers', title: '扩展信息', text: '恢复密钥、缓存时长、标识类型、属性与所在子链。' },
        ],
      },
      {
        type: 'steps',
        title: '标识的一生',
        items: [
          { title: '注册', text: '实名用户在控制台申请 BID，密钥由用户自行保管。' },
          { title: '托管或代管', text: '机构可将子链标识托管在平台，或由平台代为管理。' },
          { title: '解析', text: '任何人通过解析服务查询标识文档，无需登录。' },
          { title: '核验', text: '使用文档中的公钥验证签名，确认数据来源真实。' },
        ],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'Open services · Identifier resolution',
      title: 'Identifier resolution service',
      lead: 'A BID (blockchain digital identity) is the network-wide unique identifier the backbone gives organisations, people, devices and data. Enter any BID to resolve its identifier document (public keys, authentication, service endpoints) and use it to verify identities and signatures.',
      art: art('resolution'),
      alt: 'Identifier resolution: a did:bid identifier under a magnifier, expanding into public keys, authentication, service endpoints and extension',
    },
    blocks: [
      {
        type: 'table',
        title: 'Anatomy of a BID',
        intro: 'Format: did:bid:[4-character sub-chain code:]<key type><encoding><22-31 base58 characters>, e.g. did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2.',
        head: ['Part', 'Values', 'Meaning'],
        rows: [
          ['Method prefix', 'did:bid:', 'The method name, following the W3C DID specification'],
          [
            'Sub-chain code (optional)',
            '4 lowercase letters or digits, then a colon',
            'Which sub-chain the identifier is registered on; absent for the backbone chain',
          ],
          ['Key type', 'e / z / s', 'e ed25519, z SM2 (national standard), s secp256k1'],
          ['Encoding', 'f / s / t', 'f base58, s base64, t bech32'],
          ['Identifier body', '22-31 base58 characters', 'Derived from the public key; unique across the network'],
        ],
      },
      {
        type: 'cards',
        title: 'What a resolved document holds',
        cols: 4,
        items: [
          { icon: 'key', title: 'Public keys', text: 'The holder’s public keys with type and controller, for verifying signatures.' },
          { icon: 'shield', title: 'Authentication', text: 'The keys that may authenticate on behalf of the identifier.' },
          { icon: 'link', title: 'Service endpoints', text: 'Addresses of services linked to the identifier, such as a data query interface.' },
          { icon: 'layers', title: 'Extension', text: 'Recovery keys, cache TTL, identifier type, attributes and sub-chain codes.' },
        ],
      },
      {
        type: 'steps',
        title: 'The life of an identifier',
        items: [
          { title: 'Register', text: 'An authenticated user applies for a BID in the console and keeps its keys.' },
          { title: 'Hosted or managed', text: 'Organisations may host sub-chain identifiers on the platform or let it manage them.' },
          { title: 'Resolve', text: 'Anyone queries the identifier document through the resolver, no login needed.' },
          { title: 'Verify', text: 'Verify signatures with the document’s public keys to confirm where data came from.' },
        ],
      },
    ],
  },
};

export default copy;
