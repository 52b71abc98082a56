import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '生态建设 · 建设成果',
      title: '建设成果',
      lead: '骨干网持续完善网络、标识与应用服务能力，与联盟成员和行业伙伴一道，推动区块链在政务、产业与民生领域的规模化应用。',
      art: art('result'),
      alt: '建设成果示意图：逐年增长的柱状图与上升趋势线',
      actions: [
        { label: '加入生态', to: '/register', primary: true },
        { label: '了解骨干网建设', to: '/platform/construction' },
      ],
    },
    blocks: [
      {
        type: 'stats',
        title: '平台能力一览',
        intro: '以下为平台提供的服务能力概览。',
        items: [
          { value: '2 类', label: '子链形态：许可与非许可' },
          { value: '4 项', label: '标识服务：骨干、托管、代管与解析' },
          { value: '2 张', label: '合约网络：测试网与骨干网' },
          { value: '全流程', label: '合约开发：编写、编译、发布、部署、调用' },
        ],
      },
      {
        type: 'timeline',
        title: '建设历程',
        items: [
          { time: '第一阶段', title: '骨干链上线', text: '骨干联盟成立，共识节点部署完成，数字身份与标识注册服务开放。' },
          { time: '第二阶段', title: '子链体系开放', text: '许可与非许可子链申请、审核、投票流程上线，首批行业子链接入。' },
          { time: '第三阶段', title: '开发者生态', text: '在线合约 IDE、合约模板、应用中心与 API 密钥服务对开发者开放。' },
          { time: '第四阶段', title: '跨链与标识解析', text: '跨链中继与公开标识解析服务上线，多链业务协同成为可能。' },
        ],
      },
      {
        type: 'cards',
        title: '典型应用',
        items: [
          { icon: 'building', title: '政务数据共享', text: '多部门通过许可子链共享证照与审批数据，每一次调阅都有链上记录。' },
          { icon: 'factory', title: '制造业质量追溯', text: '关键零部件以 BID 标识，生产与检测记录上链，实现全生命周期追溯。' },
          { icon: 'scale', title: '电子证据平台', text: '电子合同与网页证据实时存证，核验结果可直接提交仲裁与诉讼。' },
        ],
      },
      {
        type: 'cta',
        title: '下一个成果，由您共同书写',
        text: '欢迎政府部门、企业、科研机构与开发者加入骨干网生态。',
        actions: [{ label: '立即注册', to: '/register', primary: true }],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'Ecosystem · Results',
      title: 'Results',
      lead: 'The backbone keeps improving its network, identifier and application services and, with alliance members and industry partners, brings blockchain to government, industry and public services at scale.',
      art: art('result'),
      alt: 'Results: bars growing year on year with a rising trend line',
      actions: [
        { label: 'Join the ecosystem', to: '/register', primary: true },
        { label: 'About network construction', to: '/platform/construction' },
      ],
    },
    blocks: [
      {
        type: 'stats',
        title: 'Platform capabilities at a glance',
        intro: 'An overview of the services the platform provides.',
        items: [
          { value: '2', label: 'sub-chain forms: permissioned and open' },
          { value: '4', label: 'identifier services: backbone, hosted, managed, resolution' },
          { value: '2', label: 'contract networks: test net and backbone net' },
          { value: 'End to end', label: 'contract development: write, compile, publish, deploy, call' },
        ],
      },
      {
        type: 'timeline',
        title: 'Milestones',
        items: [
          {
            time: 'Phase 1',
            title: 'Backbone chain live',
            text: 'The backbone alliance founded, consensus nodes deployed, digital identity and identifier registration opened.',
          },
          {
            time: 'Phase 2',
            title: 'Sub-chains open',
            text: 'Application, audit and voting for permissioned and open sub-chains launched; the first industry sub-chains joined.',
          },
          { time: 'Phase 3', title: 'Developer ecosystem', text: 'The online contract IDE, templates, app center and API keys opened to developers.' },
          {
            time: 'Phase 4',
            title: 'Cross-chain and resolution',
            text: 'The cross-chain relay and the public identifier resolver launched, enabling multi-chain business.',
          },
        ],
      },
      {
        type: 'cards',
        title: 'Typical applications',
        items: [
          {
            icon: 'building',
            title: 'Government data sharing',
            text: 'Departments share licences and approval data over a permissioned sub-chain; every access is recorded on chain.',
          },
          {
            icon: 'factory',
            title: 'Manufacturing quality tracing',
            text: 'Key parts carry BIDs; production and test records on chain give whole-life traceability.',
          },
          {
            icon: 'scale',
            title: 'Electronic evidence',
            text: 'Contracts and web evidence deposited in real time; verification results go straight to arbitration and court.',
          },
        ],
      },
      {
        type: 'cta',
        title: 'The next result is yours to write',
        text: 'Government bodies, enterprises, research institutes and developers are welcome in the backbone ecosystem.',
        actions: [{ label: 'Register now', to: '/register', primary: true }],
      },
    ],
  },
};

export default copy;
