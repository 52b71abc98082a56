import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '平台服务 · TNaaS',
      title: '网络即服务平台',
      lead: '无需自建底层网络，按需接入骨干网：申请节点、创建许可或非许可子链、配置成员与链路，几分钟内获得一张安全合规、可监管的区块链网络。',
      art: art('network'),
      alt: '网络即服务示意图：地球网格上分布的互联节点',
      actions: [
        { label: '申请接入', to: '/register', primary: true },
        { label: '查看区块链即服务', to: '/platform/Tbaas' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: '核心能力',
        intro: '把组网、运维和治理交给平台，把精力留给业务。',
        cols: 4,
        items: [
          { icon: 'node', title: '节点接入', text: '自建服务器一键登记为骨干网节点，支持候选节点申请与投票、共识节点轮换。' },
          { icon: 'layers', title: '子链创建', text: '按行业或地区创建许可子链与非许可子链，自定义共识、成员准入与链上合约。' },
          { icon: 'chart', title: '运行监控', text: '节点状态、出块高度、交易吞吐实时可见，最近 7 天运行趋势一目了然。' },
          { icon: 'shield', title: '安全合规', text: '实名接入、数字身份鉴权、全链路国密加密，满足监管审计要求。' },
        ],
      },
      {
        type: 'split',
        title: '“骨干链 + 子链”分层组网',
        paragraphs: [
          '骨干链由骨干联盟成员共同维护，承载数字身份、标识注册、子链登记与跨链中继等公共能力；子链是面向具体业务的独立账本，可选择许可（成员经审核加入）或非许可（开放加入）模式。',
          '每条子链都拥有 4 位子链编码，其上的数字身份以 did:bid:<子链编码>: 开头，与骨干链身份天然互认，跨子链协作无需重复认证。',
        ],
        bullets: [
          '子链申请、审核、投票与重新申请全流程线上办理',
          '子链成员、节点、链路、合约统一在控制台管理',
          '内置子链区块浏览器：区块、交易、合约与节点一查即得',
        ],
        art: art('construction', true),
        alt: '分层组网示意图：骨干链节点与子链节点组成的多层网络',
      },
      {
        type: 'table',
        title: '子链类型对比',
        intro: '根据业务的开放程度选择合适的子链类型。',
        head: ['对比项', '许可子链', '非许可子链'],
        rows: [
          ['成员准入', '申请 + 审核，成员身份可追溯', '开放加入，按需实名'],
          ['适用场景', '政务协同、金融结算、司法存证', '公共服务、社区治理、商品溯源'],
          ['节点管理', '由子链管理员审批节点加入', '满足技术条件即可自助接入'],
          ['治理方式', '成员投票，管理员执行', '规则合约自动执行'],
          ['监管接口', '全量数据可审计', '关键数据可审计'],
        ],
      },
      {
        type: 'steps',
        title: '接入流程',
        items: [
          { title: '注册并实名', text: '注册账号，完成个人或机构可信认证。' },
          { title: '提交子链申请', text: '填写子链名称、类型、业务场景与节点计划。' },
          { title: '审核与投票', text: '骨干联盟审核，必要时由成员投票决定。' },
          { title: '组网上线', text: '部署节点、配置链路与成员，子链开始出块。' },
        ],
      },
      {
        type: 'cta',
        title: '让您的业务在可信网络上运行',
        text: '注册账号后即可在控制台提交子链与节点申请。',
        actions: [{ label: '立即注册', to: '/register', primary: true }],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'Platform services · TNaaS',
      title: 'Network as a service platform',
      lead: 'Join the backbone on demand instead of building your own base network: apply for nodes, create permissioned or open sub-chains, configure members and links, and have a secure, compliant, supervisable blockchain network within minutes.',
      art: art('network'),
      alt: 'Network as a service: interconnected nodes over a globe grid',
      actions: [
        { label: 'Apply to join', to: '/register', primary: true },
        { label: 'See blockchain as a service', to: '/platform/Tbaas' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: 'Core capabilities',
        intro: 'Leave networking, operations and governance to the platform; keep your attention on the business.',
        cols: 4,
        items: [
          {
            icon: 'node',
            title: 'Node access',
            text: 'Register self-built servers as backbone nodes in one step; candidate-node applications, voting and consensus-node rotation included.',
          },
          {
            icon: 'layers',
            title: 'Sub-chains',
            text: 'Create permissioned and open sub-chains by industry or region, with your own consensus, admission rules and contracts.',
          },
          { icon: 'chart', title: 'Monitoring', text: 'Node status, block height and throughput live; the last seven days of trends at a glance.' },
          {
            icon: 'shield',
            title: 'Security and compliance',
            text: 'Real-name access, digital-identity authentication and national cryptography end to end, ready for audit.',
          },
        ],
      },
      {
        type: 'split',
        title: 'Layered networking: backbone chain plus sub-chains',
        paragraphs: [
          'The backbone chain is kept by the members of the backbone alliance. It carries the shared capabilities: digital identity, identifier registration, sub-chain registration and the cross-chain relay. Sub-chains are independent ledgers for specific businesses, permissioned (members join after an audit) or open.',
          'Each sub-chain has a 4-character code; identities on it start with did:bid:<code>: and are recognised by the backbone, so working across sub-chains needs no second authentication.',
        ],
        bullets: [
          'Sub-chain application, audit, vote and re-application, all online',
          'Members, nodes, links and contracts of a sub-chain managed in one console',
          'A built-in sub-chain browser for blocks, transactions, contracts and nodes',
        ],
        art: art('construction', true),
        alt: 'Layered networking: backbone nodes and sub-chain nodes in a multi-layer network',
      },
      {
        type: 'table',
        title: 'Sub-chain types compared',
        intro: 'Choose the type that matches how open your business is.',
        head: ['Aspect', 'Permissioned sub-chain', 'Open sub-chain'],
        rows: [
          ['Admission', 'Application and audit; every member traceable', 'Open to join; real names as needed'],
          ['Typical uses', 'Government collaboration, financial settlement, judicial evidence', 'Public services, community governance, product tracing'],
          ['Nodes', 'The sub-chain administrator approves each node', 'Self-service once technical conditions are met'],
          ['Governance', 'Members vote, administrators execute', 'Rules enforced by contracts'],
          ['Supervision', 'All data auditable', 'Key data auditable'],
        ],
      },
      {
        type: 'steps',
        title: 'How to join',
        items: [
          { title: 'Register and authenticate', text: 'Create an account and complete trusted authentication as a person or organisation.' },
          { title: 'Apply for a sub-chain', text: 'Give its name, type, business scenario and node plan.' },
          { title: 'Audit and vote', text: 'The backbone alliance audits; members vote where needed.' },
          { title: 'Go live', text: 'Deploy nodes, configure links and members; the sub-chain starts producing blocks.' },
        ],
      },
      {
        type: 'cta',
        title: 'Run your business on a trusted network',
        text: 'Once registered, submit sub-chain and node applications from the console.',
        actions: [{ label: 'Register now', to: '/register', primary: true }],
      },
    ],
  },
};

export default copy;
