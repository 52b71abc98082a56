import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '生态建设 · 骨干网建设',
      title: '骨干网建设',
      lead: '骨干网按照“统一规划、分级建设、共建共享”的原则建设：骨干节点覆盖重点区域，子链面向行业与城市延伸，形成纵向贯通、横向互联的区块链网络体系。',
      art: art('construction'),
      alt: '骨干网建设示意图：覆盖多个区域的节点网格，重点枢纽节点加以标注',
      actions: [
        { label: '申请成为节点', to: '/register', primary: true },
        { label: '查看建设成果', to: '/platform/result' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: '建设原则',
        cols: 4,
        items: [
          { icon: 'id', title: '统一标识', text: '全网采用 BID 数字身份与标识体系，一次注册、处处可信。' },
          { icon: 'shield', title: '统一监管', text: '骨干链提供标准监管接口，子链业务数据按规则可审计。' },
          { icon: 'layers', title: '多链协同', text: '骨干链负责公共服务与跨链中继，子链专注行业业务。' },
          { icon: 'lock', title: '安全可控', text: '国密算法、节点准入与分级权限，保障网络自主可控。' },
        ],
      },
      {
        type: 'split',
        title: '“1 + N”网络架构',
        paragraphs: [
          '“1”是一条骨干链，由骨干联盟理事长、副理事长单位与成员单位共同运营共识节点；“N”是面向政务、金融、工业、民生等领域的子链，由行业主管单位或龙头企业牵头建设。',
          '骨干联盟通过投票确定候选节点与投票权重，推动网络治理公开透明；新节点经审核、部署、验证后并入网络。',
        ],
        bullets: ['共识节点：参与出块与共识，由联盟投票产生', '候选节点：满足技术与合规条件，等待投票', '同步节点：同步账本，提供查询与数据服务'],
        art: art('network', true),
        alt: '“1 + N”架构示意图：一条骨干链连接多条行业子链',
      },
      {
        type: 'steps',
        title: '节点建设流程',
        items: [
          { title: '申请', text: '联盟成员提交节点申请，登记自建服务器信息。' },
          { title: '审批', text: '骨干联盟审核资质，候选节点进入投票。' },
          { title: '部署', text: '按部署指引安装节点程序并完成证书配置。' },
          { title: '验证上线', text: '平台验证连通性与同步状态，节点正式入网。' },
        ],
      },
      {
        type: 'cta',
        title: '共建国家区块链基础设施',
        text: '欢迎具备条件的单位加入骨干联盟，参与骨干网建设与治理。',
        actions: [
          { label: '注册并申请加入联盟', to: '/register', primary: true },
          { label: '了解网络即服务', to: '/platform/TNaas' },
        ],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'Ecosystem · Network construction',
      title: 'Building the backbone network',
      lead: 'The backbone is built on the principle of unified planning, layered construction, and building and sharing together: backbone nodes cover key regions and sub-chains extend to industries and cities, forming a network connected vertically and horizontally.',
      art: art('construction'),
      alt: 'Network construction: a grid of nodes across regions with key hub nodes highlighted',
      actions: [
        { label: 'Apply to run a node', to: '/register', primary: true },
        { label: 'See our results', to: '/platform/result' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: 'Principles',
        cols: 4,
        items: [
          { icon: 'id', title: 'One identifier system', text: 'BID digital identities and identifiers across the network: register once, trusted everywhere.' },
          { icon: 'shield', title: 'One supervision', text: 'Standard supervision interfaces on the backbone; sub-chain business data auditable by rule.' },
          {
            icon: 'layers',
            title: 'Chains in concert',
            text: 'The backbone runs shared services and the cross-chain relay; sub-chains focus on their industries.',
          },
          {
            icon: 'lock',
            title: 'Secure and controllable',
            text: 'National cryptography, node admission and layered permissions keep the network independent.',
          },
        ],
      },
      {
        type: 'split',
        title: 'The "1 + N" architecture',
        paragraphs: [
          '"1" is the backbone chain, whose consensus nodes are run by the chairman, vice-chairman and member organisations of the backbone alliance. "N" are the sub-chains for government, finance, industry and public services, each led by a sector authority or a leading enterprise.',
          'The alliance votes on candidate nodes and vote weights, keeping governance open and transparent; new nodes join after audit, deployment and verification.',
        ],
        bullets: [
          'Consensus nodes: produce blocks and reach consensus; elected by the alliance',
          'Candidate nodes: meet technical and compliance conditions; awaiting the vote',
          'Sync nodes: keep the ledger in sync and serve queries and data',
        ],
        art: art('network', true),
        alt: 'The "1 + N" architecture: one backbone chain linking many industry sub-chains',
      },
      {
        type: 'steps',
        title: 'How a node is built',
        items: [
          { title: 'Apply', text: 'An alliance member applies and registers its self-built servers.' },
          { title: 'Approve', text: 'The alliance checks qualifications; candidates go to the vote.' },
          { title: 'Deploy', text: 'Install the node software and configure certificates by the guide.' },
          { title: 'Verify and join', text: 'The platform checks connectivity and sync; the node joins the network.' },
        ],
      },
      {
        type: 'cta',
        title: 'Build national blockchain infrastructure with us',
        text: 'Qualified organisations are welcome to join the backbone alliance and take part in building and governing the network.',
        actions: [
          { label: 'Register and apply to the alliance', to: '/register', primary: true },
          { label: 'About network as a service', to: '/platform/TNaas' },
        ],
      },
    ],
  },
};

export default copy;
