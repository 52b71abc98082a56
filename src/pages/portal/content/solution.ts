import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '解决方案',
      title: '行业解决方案',
      lead: '以骨干网的身份、存证、跨链与标识能力为底座，结合行业业务流程，提供可落地、可复制的区块链解决方案。',
      art: art('solution'),
      alt: '行业解决方案示意图：骨干网居中连接政务、金融、物流、医疗、工业与司法等行业',
      actions: [
        { label: '咨询方案', to: '/register', primary: true },
        { label: '查看可信存证', to: '/platform/depositPlatform' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: '覆盖重点行业',
        items: [
          { icon: 'building', title: '数字政务', text: '痛点：部门数据分散、证明材料重复提交。方案：电子证照上链互认，数据共享按授权留痕，办事“最多跑一次”。' },
          { icon: 'bank', title: '供应链金融', text: '痛点：贸易真实性难核验、信用难以穿透。方案：订单、物流、发票多方上链交叉验证，应收账款凭证可拆分流转。' },
          { icon: 'factory', title: '工业互联网', text: '痛点：产品质量追溯链条断裂。方案：设备与零部件 BID 标识，生产与检测数据上链，质量问题分钟级定位。' },
          { icon: 'truck', title: '商品溯源', text: '痛点：假冒伪劣、信息不透明。方案：一物一码，产地、加工、仓储、运输信息逐环节签名上链，消费者扫码可查。' },
          { icon: 'heart', title: '医疗健康', text: '痛点：检验结果不互认、数据共享顾虑多。方案：结果摘要上链互认，患者通过数字身份授权机构调阅。' },
          { icon: 'scale', title: '司法与仲裁', text: '痛点：电子证据易篡改、采信难。方案：全流程存证与标准核验接口，证据链完整可追溯。' },
        ],
      },
      {
        type: 'split',
        title: '案例解读：供应链金融',
        paragraphs: [
          '核心企业在骨干网子链上签发应收账款凭证，上游供应商可按需拆分并向金融机构申请融资。订单、物流与发票数据由各参与方分别上链签名，金融机构据此交叉核验贸易背景，放款与还款全程可追溯。',
        ],
        bullets: ['多级供应商共享核心企业信用', '融资审核由数天缩短到数小时', '监管机构可实时掌握资金流向'],
        art: art('solution', true),
        alt: '供应链金融示意图：核心企业、供应商与金融机构通过骨干网协同',
      },
      {
        type: 'cta',
        title: '为您的行业找到上链路径',
        text: '注册后可在控制台提交子链申请，或通过应用中心使用现成的行业应用。',
        actions: [{ label: '立即注册', to: '/register', primary: true }],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'Solutions',
      title: 'Industry solutions',
      lead: 'Built on the backbone’s identity, evidence, cross-chain and identifier capabilities and shaped to each industry’s processes: blockchain solutions that can be deployed and repeated.',
      art: art('solution'),
      alt: 'Industry solutions: the backbone at the centre connecting government, finance, logistics, healthcare, industry and justice',
      actions: [
        { label: 'Talk to us', to: '/register', primary: true },
        { label: 'Evidence deposit', to: '/platform/depositPlatform' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: 'Key industries',
        items: [
          {
            icon: 'building',
            title: 'Digital government',
            text: 'Problem: scattered data, documents submitted again and again. Solution: electronic licences recognised on chain, data shared with recorded consent, services done in one visit.',
          },
          {
            icon: 'bank',
            title: 'Supply-chain finance',
            text: 'Problem: trade is hard to verify and credit does not reach smaller suppliers. Solution: orders, shipments and invoices cross-checked on chain; receivable certificates that can be split and passed on.',
          },
          {
            icon: 'factory',
            title: 'Industrial internet',
            text: 'Problem: broken quality-tracing chains. Solution: BIDs for devices and parts, production and test data on chain, quality issues located in minutes.',
          },
          {
            icon: 'truck',
            title: 'Product traceability',
            text: 'Problem: counterfeits and opaque information. Solution: one code per item; origin, processing, storage and transport signed step by step; consumers scan to check.',
          },
          {
            icon: 'heart',
            title: 'Healthcare',
            text: 'Problem: test results not recognised, worries about sharing. Solution: result digests recognised on chain; patients authorise access with their digital identity.',
          },
          {
            icon: 'scale',
            title: 'Justice and arbitration',
            text: 'Problem: electronic evidence is easy to alter and hard to admit. Solution: end-to-end deposit and standard verification, a complete chain of evidence.',
          },
        ],
      },
      {
        type: 'split',
        title: 'Case study: supply-chain finance',
        paragraphs: [
          'A core enterprise issues receivable certificates on a backbone sub-chain; upstream suppliers split them as needed and apply to financial institutions for financing. Orders, shipments and invoices are signed on chain by each party, so lenders can cross-check the trade, and every loan and repayment is traceable.',
        ],
        bullets: [
          'Suppliers at every tier share the core enterprise’s credit',
          'Financing reviews cut from days to hours',
          'Supervisors see money flows in real time',
        ],
        art: art('solution', true),
        alt: 'Supply-chain finance: the core enterprise, suppliers and lenders working together over the backbone',
      },
      {
        type: 'cta',
        title: 'Find the way on chain for your industry',
        text: 'After registering, apply for a sub-chain in the console or use ready-made industry apps from the app center.',
        actions: [{ label: 'Register now', to: '/register', primary: true }],
      },
    ],
  },
};

export default copy;
