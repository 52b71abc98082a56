import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '国家区块链新型基础设施',
      title: '链网骨干网：可信互联的区块链基础网络',
      lead: '以骨干链为枢纽、以子链为延伸，向政府、企业和开发者提供网络接入、链服务、跨链互通、可信存证与标识解析等一站式服务，让数据可信流动，让价值高效传递。',
      art: art('home'),
      alt: '骨干网络示意图：骨干链居中，多个子链节点环绕并相互连接',
      actions: [
        { label: '免费注册', to: '/register', primary: true },
        { label: '了解平台服务', to: '/platform/TNaas' },
      ],
    },
    blocks: [
      {
        type: 'stats',
        title: '一张网，连接千行百业',
        intro: '骨干网采用"骨干链 + 子链"的分层架构，主链负责身份、标识与跨链枢纽，子链按行业与地区灵活扩展。',
        items: [
          { value: '3 类', label: '国际与国密签名算法（ed25519 / SM2 / secp256k1）' },
          { value: '秒级', label: '交易确认与跨链消息送达' },
          { value: '7×24', label: '全网运行监测与告警' },
          { value: '1 个 BID', label: '跨链通用的数字身份标识' },
        ],
      },
      {
        type: 'cards',
        id: 'services',
        title: '平台服务',
        intro: '从网络接入到应用上链，覆盖区块链应用建设的完整链路。',
        items: [
          { icon: 'node', title: '网络即服务（TNaaS）', text: '节点接入、子链创建与组网、运行监控，按需获得一张安全合规的区块链网络。', to: '/platform/TNaas' },
          {
            icon: 'cloud',
            title: '区块链即服务（BaaS）',
            text: '在线合约开发 IDE、一键部署与调用、应用中心与 API 密钥，降低上链开发门槛。',
            to: '/platform/Tbaas',
          },
          { icon: 'link', title: '跨链服务', text: '以骨干链为中继，实现子链之间以及与异构链之间的数据与资产可信互通。', to: '/platform/acrossChain' },
        ],
      },
      {
        type: 'split',
        title: '为什么选择骨干网',
        paragraphs: [
          '骨干网是面向全国的公共区块链基础设施：统一的数字身份体系让每个机构、个人、设备和数据都有可验证的链上标识；统一的监管接口让业务在合规框架内运行；开放的子链体系让各行业按需接入而不必重复建设底层网络。',
        ],
        bullets: [
          '自主可控：支持国密 SM2/SM3 算法，核心组件自主研发',
          '分级治理：骨干联盟负责主链治理，子链自主管理成员与节点',
          '可信标识：BID 数字身份贯穿注册、认证、授权与解析全流程',
          '开放生态：合约模板、应用商城与开发者中心共建共享',
        ],
        art: art('network', true),
        alt: '骨干网拓扑示意图：多个节点组成的网状网络',
      },
      {
        type: 'cards',
        id: 'solutions',
        title: '行业解决方案',
        intro: '聚焦数据可信共享与业务协同，已在多个重点领域形成可复制的方案。',
        cols: 3,
        items: [
          { icon: 'building', title: '数字政务', text: '电子证照、跨部门数据共享与业务协同留痕，减少群众重复提交材料。', to: '/platform/solution' },
          { icon: 'bank', title: '供应链金融', text: '贸易背景上链核验、应收账款多级流转，破解中小企业融资难。', to: '/platform/solution' },
          { icon: 'scale', title: '司法存证', text: '电子数据固证、时间戳与哈希核验，让电子证据可采信、可追溯。', to: '/platform/depositPlatform' },
          { icon: 'factory', title: '工业互联网', text: '设备与产品标识上链，支撑质量追溯、协同制造与产业链监测。', to: '/platform/solution' },
          { icon: 'truck', title: '商品溯源', text: '从生产、加工、流通到消费全环节信息上链，一物一码可追溯。', to: '/platform/solution' },
          { icon: 'heart', title: '医疗健康', text: '检验结果互认、处方流转与健康数据授权使用，保护个人隐私。', to: '/platform/solution' },
        ],
      },
      {
        type: 'steps',
        title: '四步接入骨干网',
        intro: '注册后即可使用开放服务；完成实名认证后可申请数字身份、创建子链和部署合约。',
        items: [
          { title: '注册账号', text: '填写账号与密码提交注册申请，平台管理员审核通过后即可登录。' },
          { title: '实名认证', text: '个人或机构完成可信认证，获得控制台全部功能的使用资格。' },
          { title: '申请数字身份', text: '为机构、个人申请 BID，并安全保管密钥。' },
          { title: '接入服务', text: '申请子链、部署合约、发布应用，或直接调用开放 API。' },
        ],
      },
      {
        type: 'cards',
        id: 'open',
        title: '开放服务',
        cols: 3,
        items: [
          { icon: 'search', title: '标识解析', text: '输入任一 BID，即可查询其公钥、认证方式、服务端点等标识文档。', to: '/platform/resolution' },
          { icon: 'cube', title: '区块链浏览器', text: '公开查询区块、交易、合约与节点的实时运行数据。', to: '/platform/resolution' },
          { icon: 'gear', title: '开发者中心', text: 'API 密钥申请、合约开发 IDE 与开发文档，助力应用快速上链。', to: '/platform/Tbaas' },
        ],
      },
      {
        type: 'cta',
        title: '加入骨干网，共建可信数字基础设施',
        text: '无论您是政府部门、企业还是开发者，都可以在这里找到合适的上链方式。',
        actions: [
          { label: '立即注册', to: '/register', primary: true },
          { label: '查看建设成果', to: '/platform/result' },
        ],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'National blockchain infrastructure',
      title: 'Backbone Network: the trusted foundation for interconnected blockchains',
      lead: 'With the backbone chain as the hub and sub-chains as its extensions, the platform gives government bodies, enterprises and developers network access, blockchain services, cross-chain interoperability, evidence deposit and identifier resolution in one place, so data flows with trust and value moves efficiently.',
      art: art('home'),
      alt: 'Backbone network diagram: the backbone chain at the centre with sub-chain nodes around it, all interlinked',
      actions: [
        { label: 'Register for free', to: '/register', primary: true },
        { label: 'Explore platform services', to: '/platform/TNaas' },
      ],
    },
    blocks: [
      {
        type: 'stats',
        title: 'One network connecting every industry',
        intro:
          'The network is layered as backbone chain plus sub-chains: the backbone carries identity, identifiers and the cross-chain hub; sub-chains grow by industry and region.',
        items: [
          { value: '3', label: 'signature algorithms, international and national (ed25519 / SM2 / secp256k1)' },
          { value: 'Seconds', label: 'to confirm transactions and deliver cross-chain messages' },
          { value: '24×7', label: 'network-wide monitoring and alarms' },
          { value: '1 BID', label: 'digital identity valid across chains' },
        ],
      },
      {
        type: 'cards',
        id: 'services',
        title: 'Platform services',
        intro: 'From joining the network to running applications on chain: the whole path of a blockchain project.',
        items: [
          {
            icon: 'node',
            title: 'Network as a service (TNaaS)',
            text: 'Node access, sub-chain creation and networking, operations monitoring: a secure, compliant blockchain network on demand.',
            to: '/platform/TNaas',
          },
          {
            icon: 'cloud',
            title: 'Blockchain as a service (BaaS)',
            text: 'An online contract IDE, one-click deploy and call, the app center and API keys lower the bar for on-chain development.',
            to: '/platform/Tbaas',
          },
          {
            icon: 'link',
            title: 'Cross-chain services',
            text: 'The backbone chain relays data and assets between sub-chains and to heterogeneous chains, with trust.',
            to: '/platform/acrossChain',
          },
        ],
      },
      {
        type: 'split',
        title: 'Why the backbone network',
        paragraphs: [
          'The backbone is public blockchain infrastructure for the whole country. One digital identity system gives every organisation, person, device and data set a verifiable on-chain identifier; one supervision interface keeps business within the regulatory framework; an open sub-chain system lets each industry join without building its own base network.',
        ],
        bullets: [
          'Independent and controllable: national SM2/SM3 cryptography, core components built in-house',
          'Layered governance: the backbone alliance governs the main chain; sub-chains manage their own members and nodes',
          'Trusted identifiers: the BID runs through registration, authentication, authorisation and resolution',
          'Open ecosystem: contract templates, the app store and the developer center, built and shared together',
        ],
        art: art('network', true),
        alt: 'Backbone topology diagram: a mesh of interconnected nodes',
      },
      {
        type: 'cards',
        id: 'solutions',
        title: 'Industry solutions',
        intro: 'Focused on trusted data sharing and business collaboration, with repeatable solutions in key sectors.',
        cols: 3,
        items: [
          {
            icon: 'building',
            title: 'Digital government',
            text: 'Electronic licences, cross-department data sharing and traceable collaboration, so citizens stop re-submitting documents.',
            to: '/platform/solution',
          },
          {
            icon: 'bank',
            title: 'Supply-chain finance',
            text: 'Trade background verified on chain and receivables split across tiers, easing credit for small firms.',
            to: '/platform/solution',
          },
          {
            icon: 'scale',
            title: 'Judicial evidence',
            text: 'Electronic data fixed with timestamps and hash verification, admissible and traceable.',
            to: '/platform/depositPlatform',
          },
          {
            icon: 'factory',
            title: 'Industrial internet',
            text: 'Device and product identifiers on chain for quality tracing, collaborative manufacturing and chain monitoring.',
            to: '/platform/solution',
          },
          {
            icon: 'truck',
            title: 'Product traceability',
            text: 'Production, processing, logistics and sale recorded on chain: one code per item, traceable end to end.',
            to: '/platform/solution',
          },
          {
            icon: 'heart',
            title: 'Healthcare',
            text: 'Mutual recognition of test results, prescription flow and consented use of health data, privacy protected.',
            to: '/platform/solution',
          },
        ],
      },
      {
        type: 'steps',
        title: 'Join the backbone in four steps',
        intro: 'Open services work right after registration; real-name authentication unlocks digital identities, sub-chains and contracts.',
        items: [
          { title: 'Register', text: 'Submit an account and password; you can log in once an administrator approves it.' },
          { title: 'Authenticate', text: 'Complete trusted authentication as a person or organisation to use the whole console.' },
          { title: 'Get a digital identity', text: 'Apply for a BID for your organisation or yourself and keep its keys safe.' },
          { title: 'Use the services', text: 'Apply for a sub-chain, deploy contracts, publish apps or call the open APIs.' },
        ],
      },
      {
        type: 'cards',
        id: 'open',
        title: 'Open services',
        cols: 3,
        items: [
          {
            icon: 'search',
            title: 'Identifier resolution',
            text: 'Enter any BID to see its identifier document: public keys, authentication, service endpoints.',
            to: '/platform/resolution',
          },
          { icon: 'cube', title: 'Blockchain browser', text: 'Public, live data on blocks, transactions, contracts and nodes.', to: '/platform/resolution' },
          {
            icon: 'gear',
            title: 'Developer center',
            text: 'API keys, the contract IDE and developer documentation for a fast start on chain.',
            to: '/platform/Tbaas',
          },
        ],
      },
      {
        type: 'cta',
        title: 'Join the backbone and build trusted digital infrastructure together',
        text: 'Government body, enterprise or developer: there is a way on chain for you.',
        actions: [
          { label: 'Register now', to: '/register', primary: true },
          { label: 'See our results', to: '/platform/result' },
        ],
      },
    ],
  },
};

export default copy;
