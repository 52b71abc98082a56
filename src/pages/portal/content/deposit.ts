import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '解决方案 · 可信存证',
      title: '可信存证平台',
      lead: '将电子合同、知识产权、业务单据等电子数据的哈希摘要与时间戳写入骨干网，由多方节点共同见证，形成不可篡改、可独立核验的电子证据。',
      art: art('deposit'),
      alt: '可信存证示意图：带有盾牌校验标记的电子文档及其下方的区块链',
      actions: [
        { label: '开始存证', to: '/register', primary: true },
        { label: '查看行业方案', to: '/platform/solution' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: '适用场景',
        cols: 4,
        items: [
          { icon: 'doc', title: '电子合同', text: '签署过程与合同文本摘要上链，履约纠纷时可快速举证。' },
          { icon: 'id', title: '知识产权', text: '作品、设计与源代码创作时间确权，维权有据可依。' },
          { icon: 'scale', title: '司法取证', text: '网页、音视频证据实时固证，与司法机构核验通道对接。' },
          { icon: 'lock', title: '数据确权', text: '数据集登记与授权使用记录上链，明确权属与流转轨迹。' },
        ],
      },
      {
        type: 'steps',
        title: '存证与核验流程',
        intro: '原文不上链，只上链摘要：既证明数据存在与完整，又保护商业秘密与个人隐私。',
        items: [
          { title: '计算摘要', text: '在本地对文件计算 SM3 哈希，原文无需离开您的系统。' },
          { title: '上链存证', text: '摘要、时间戳与存证人 BID 签名后写入区块。' },
          { title: '出具凭证', text: '生成包含交易哈希与区块高度的存证证书。' },
          { title: '独立核验', text: '任何人可用原文重新计算摘要，与链上记录比对。' },
        ],
      },
      {
        type: 'split',
        title: '证据效力有保障',
        paragraphs: [
          '存证记录由多个独立运营的骨干节点共同见证，任何一方都无法单独修改；存证人通过 BID 数字身份签名，身份真实可追溯。平台提供标准化的存证证书与核验接口，便于在诉讼、仲裁与行政执法中使用。',
        ],
        bullets: ['多节点见证，防篡改、防抵赖', '实名身份签名，来源可追溯', '标准核验接口，对接司法与仲裁机构'],
        art: art('deposit', true),
        alt: '证据效力示意图：经校验的文档与链上记录',
        reverse: true,
      },
      {
        type: 'cta',
        title: '让每一份电子数据都经得起检验',
        text: '完成实名认证后即可使用存证合约模板与 API。',
        actions: [{ label: '立即注册', to: '/register', primary: true }],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'Solutions · Evidence deposit',
      title: 'Trusted evidence deposit platform',
      lead: 'Write the hash digest and timestamp of electronic contracts, intellectual property and business documents to the backbone, witnessed by many nodes, and get tamper-proof electronic evidence anyone can verify independently.',
      art: art('deposit'),
      alt: 'Evidence deposit: an electronic document with a verified shield above a chain of blocks',
      actions: [
        { label: 'Start depositing', to: '/register', primary: true },
        { label: 'Industry solutions', to: '/platform/solution' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: 'Where it is used',
        cols: 4,
        items: [
          { icon: 'doc', title: 'Electronic contracts', text: 'Signing steps and the contract digest on chain: quick proof in a performance dispute.' },
          { icon: 'id', title: 'Intellectual property', text: 'Creation time of works, designs and source code established, so rights can be enforced.' },
          { icon: 'scale', title: 'Judicial evidence', text: 'Web pages, audio and video fixed in real time, with verification channels to judicial bodies.' },
          { icon: 'lock', title: 'Data ownership', text: 'Data sets registered and every authorised use recorded: clear ownership and flow.' },
        ],
      },
      {
        type: 'steps',
        title: 'Deposit and verification',
        intro: 'Only the digest goes on chain, never the original: existence and integrity are proven while business secrets and privacy stay protected.',
        items: [
          { title: 'Digest', text: 'Compute the SM3 hash locally; the original never leaves your system.' },
          { title: 'Deposit', text: 'The digest, a timestamp and the depositor’s BID signature are written to a block.' },
          { title: 'Certificate', text: 'A deposit certificate with the transaction hash and block height is issued.' },
          { title: 'Verify', text: 'Anyone can recompute the digest from the original and compare it with the chain.' },
        ],
      },
      {
        type: 'split',
        title: 'Evidence that holds up',
        paragraphs: [
          'Deposits are witnessed by several independently operated backbone nodes, so no single party can change them; depositors sign with their BID, so the source is real and traceable. Standard certificates and verification interfaces make the evidence usable in litigation, arbitration and administrative enforcement.',
        ],
        bullets: [
          'Multi-node witnesses: tamper-proof and non-repudiable',
          'Real-name signatures: traceable sources',
          'Standard verification interfaces for courts and arbitration bodies',
        ],
        art: art('deposit', true),
        alt: 'Evidence strength: a verified document and its on-chain record',
        reverse: true,
      },
      {
        type: 'cta',
        title: 'Make every piece of electronic data stand up to scrutiny',
        text: 'After real-name authentication, use the evidence contract template and APIs.',
        actions: [{ label: 'Register now', to: '/register', primary: true }],
      },
    ],
  },
};

export default copy;
