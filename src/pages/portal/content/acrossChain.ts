import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '平台服务 · 跨链',
      title: '跨链服务平台',
      lead: '以骨干链为可信中继，连接各条子链以及外部异构区块链，实现跨链数据查询、资产转移与合约互调，打破“链岛”，让多链业务协同如同在一条链上。',
      art: art('crosschain'),
      alt: '跨链示意图：两条区块链通过中继节点双向连接',
      actions: [
        { label: '申请跨链服务', to: '/register', primary: true },
        { label: '了解标识解析', to: '/platform/resolution' },
      ],
    },
    blocks: [
      {
        type: 'split',
        title: '中继链模式：骨干链做枢纽',
        paragraphs: [
          '所有接入骨干网的子链都在骨干链登记链标识与验证规则。跨链消息由源链提交、骨干链验证并路由、目标链确认执行，全程留痕并可由监管方审计。',
          '由于各链共用 BID 数字身份体系，跨链调用的发起方在目标链上身份可识别、权限可校验，无需额外的账户映射。',
        ],
        bullets: ['统一的跨链消息格式与路由', '源链证明 + 骨干链背书的双重验证', '失败自动回滚，状态可查询'],
        art: art('crosschain', true),
        alt: '中继链模式示意图：骨干链居中转发两侧子链的跨链消息',
      },
      {
        type: 'cards',
        title: '跨链能力',
        cols: 4,
        items: [
          { icon: 'doc', title: '跨链数据共享', text: '授权读取其他子链上的业务数据与存证记录，数据来源可验证。' },
          { icon: 'bank', title: '跨链资产转移', text: '积分与数字资产在链间锁定与释放，保证总量守恒。' },
          { icon: 'bolt', title: '跨链合约调用', text: '一条链上的合约直接调用另一条链上的合约方法并获取结果。' },
          { icon: 'globe', title: '异构链适配', text: '通过适配网关接入主流联盟链与公有链，扩展互联边界。' },
        ],
      },
      {
        type: 'steps',
        title: '一次跨链交易的旅程',
        items: [
          { title: '发起', text: '源链合约发出跨链请求，附带目标链编码与调用参数。' },
          { title: '验证', text: '骨干链校验源链区块证明与发起方 BID 权限。' },
          { title: '执行', text: '目标链执行请求，并将回执提交回骨干链。' },
          { title: '确认', text: '源链收到回执完成状态更新，失败则自动回滚。' },
        ],
      },
      {
        type: 'cta',
        title: '让链与链之间自由协作',
        text: '子链管理员可在控制台为子链开通跨链能力。',
        actions: [{ label: '立即注册', to: '/register', primary: true }],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'Platform services · Cross-chain',
      title: 'Cross-chain services platform',
      lead: 'The backbone chain is a trusted relay between sub-chains and external heterogeneous blockchains: query data, move assets and call contracts across chains, so multi-chain business works as if it ran on one.',
      art: art('crosschain'),
      alt: 'Cross-chain: two blockchains linked both ways through a relay node',
      actions: [
        { label: 'Apply for cross-chain', to: '/register', primary: true },
        { label: 'About identifier resolution', to: '/platform/resolution' },
      ],
    },
    blocks: [
      {
        type: 'split',
        title: 'Relay model: the backbone as the hub',
        paragraphs: [
          'Every sub-chain on the backbone registers its chain identifier and verification rules on the backbone chain. A cross-chain message is submitted by the source chain, verified and routed by the backbone and executed by the target chain, all recorded and auditable by supervisors.',
          'Because all chains share the BID identity system, whoever starts a cross-chain call is recognisable on the target chain and their permissions can be checked, with no account mapping.',
        ],
        bullets: [
          'One cross-chain message format and routing',
          'Double verification: source-chain proof plus backbone endorsement',
          'Automatic rollback on failure, with queryable status',
        ],
        art: art('crosschain', true),
        alt: 'Relay model: the backbone chain forwards messages between sub-chains on either side',
      },
      {
        type: 'cards',
        title: 'Cross-chain capabilities',
        cols: 4,
        items: [
          { icon: 'doc', title: 'Data sharing', text: 'Read business data and evidence records on other sub-chains with consent; sources are verifiable.' },
          { icon: 'bank', title: 'Asset transfer', text: 'Points and digital assets are locked and released between chains; totals stay constant.' },
          { icon: 'bolt', title: 'Contract calls', text: 'A contract on one chain calls a method of a contract on another and gets the result.' },
          { icon: 'globe', title: 'Heterogeneous chains', text: 'Adapter gateways connect mainstream consortium and public chains.' },
        ],
      },
      {
        type: 'steps',
        title: 'The journey of a cross-chain transaction',
        items: [
          { title: 'Initiate', text: 'A source-chain contract sends a request with the target chain code and arguments.' },
          { title: 'Verify', text: 'The backbone checks the source block proof and the caller’s BID permissions.' },
          { title: 'Execute', text: 'The target chain executes and submits a receipt to the backbone.' },
          { title: 'Confirm', text: 'The source chain updates its state from the receipt, or rolls back on failure.' },
        ],
      },
      {
        type: 'cta',
        title: 'Let chains work together freely',
        text: 'Sub-chain administrators enable cross-chain services from the console.',
        actions: [{ label: 'Register now', to: '/register', primary: true }],
      },
    ],
  },
};

export default copy;
