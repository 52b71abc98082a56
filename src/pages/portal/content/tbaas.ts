import type { LocalizedCopy } from '../components/types';
import { art } from './art';

const copy: LocalizedCopy = {
  'zh-CN': {
    hero: {
      eyebrow: '平台服务 · BaaS',
      title: '区块链即服务平台',
      lead: '在浏览器中完成智能合约的编写、编译、发布、部署与调用；通过应用中心发布上链应用，通过 API 密钥把链上能力接入您的业务系统。',
      art: art('baas'),
      alt: '区块链即服务示意图：云端之下分层堆叠的区块',
      actions: [
        { label: '开始开发', to: '/register', primary: true },
        { label: '了解跨链服务', to: '/platform/acrossChain' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: '开发者需要的，都在这里',
        cols: 4,
        items: [
          { icon: 'doc', title: '在线合约 IDE', text: 'Solidity 语法高亮、项目文件树、编译结果与 ABI 一键复制。' },
          { icon: 'bolt', title: '一键部署与调用', text: '测试网与骨干网两种网络，构造参数在线填写，调用结果即时返回。' },
          { icon: 'cube', title: '合约模板与工具', text: '存证、积分、溯源等常用合约模板，开箱即用，可导出为项目工程。' },
          { icon: 'key', title: 'API 密钥', text: '为业务系统申请 API 密钥，经审核后以标准接口调用链上服务。' },
        ],
      },
      {
        type: 'split',
        title: '合约开发全流程',
        paragraphs: [
          '合约项目中的每个文件都有清晰的状态：未编译、已编译、待部署、已部署。平台据此控制可执行的操作，避免误部署未审核的代码——申请发布后代码即被冻结，部署完成后方可调用与导出。',
        ],
        bullets: [
          '编写：多文件项目，文件名校验，Ctrl+S 不会误触浏览器保存',
          '编译：内置 Solidity 编译器，错误定位到行',
          '发布与部署：发布申请经审核后部署到测试网或骨干网',
          '调用与导出：按 ABI 自动生成参数表单，工程可一键导出',
        ],
        art: art('baas', true),
        alt: '合约开发流程示意图：分层的区块链服务',
        reverse: true,
      },
      {
        type: 'table',
        title: '两种网络，各司其职',
        head: ['网络', '用途', '说明'],
        rows: [
          ['测试网（默认）', '开发调试', '免费使用，数据可定期重置，适合验证合约逻辑'],
          ['骨干网', '正式运行', '合约发布经审核后部署，数据永久留存并接受监管'],
        ],
      },
      {
        type: 'cards',
        title: '应用中心',
        intro: '让好的链上应用被更多人使用。',
        items: [
          { icon: 'layers', title: '自建应用', text: '登记自建应用并关联数字身份，发布到应用商城供其他成员使用。' },
          { icon: 'users', title: '星标应用', text: '优质应用可申请星标推荐，获得更多曝光与调用。' },
          { icon: 'chart', title: '运行概览', text: '应用调用量、活跃度排行与监控概览，运营数据清晰可见。' },
        ],
      },
      {
        type: 'cta',
        title: '几分钟写出第一个上链合约',
        text: '注册并完成实名认证，即可使用合约 IDE 与测试网。',
        actions: [{ label: '免费注册', to: '/register', primary: true }],
      },
    ],
  },
  'en-US': {
    hero: {
      eyebrow: 'Platform services · BaaS',
      title: 'Blockchain as a service platform',
      lead: 'Write, compile, publish, deploy and call smart contracts in the browser; publish on-chain apps through the app center, and bring on-chain capabilities into your systems with API keys.',
      art: art('baas'),
      alt: 'Blockchain as a service: layers of blocks stacked under a cloud',
      actions: [
        { label: 'Start building', to: '/register', primary: true },
        { label: 'About cross-chain services', to: '/platform/acrossChain' },
      ],
    },
    blocks: [
      {
        type: 'cards',
        title: 'What developers need, in one place',
        cols: 4,
        items: [
          { icon: 'doc', title: 'Online contract IDE', text: 'Solidity highlighting, a project file tree, compile results and ABI copied in one click.' },
          {
            icon: 'bolt',
            title: 'One-click deploy and call',
            text: 'Test net and backbone net; constructor arguments filled in online; call results returned at once.',
          },
          { icon: 'cube', title: 'Templates and tools', text: 'Ready-made contracts for evidence, points and tracing, exportable as project code.' },
          { icon: 'key', title: 'API keys', text: 'Apply for keys for your systems and, once audited, call on-chain services through standard interfaces.' },
        ],
      },
      {
        type: 'split',
        title: 'The whole contract lifecycle',
        paragraphs: [
          'Every file of a contract project has a clear status: not compiled, compiled, pending deployment, deployed. The platform allows only the actions that status permits, so unaudited code is never deployed by mistake: requesting publication freezes the code, and calls and export open only after deployment.',
        ],
        bullets: [
          'Write: multi-file projects, checked file names, Ctrl+S never triggers the browser save',
          'Compile: a built-in Solidity compiler with errors located by line',
          'Publish and deploy: after the audit, deploy to the test net or the backbone net',
          'Call and export: argument forms generated from the ABI; export the project in one click',
        ],
        art: art('baas', true),
        alt: 'Contract lifecycle: layered blockchain services',
        reverse: true,
      },
      {
        type: 'table',
        title: 'Two networks, two jobs',
        head: ['Network', 'Purpose', 'Notes'],
        rows: [
          ['Test net (default)', 'Development', 'Free to use; data may be reset; for validating contract logic'],
          ['Backbone net', 'Production', 'Deployed after the publication audit; data kept permanently and supervised'],
        ],
      },
      {
        type: 'cards',
        title: 'App center',
        intro: 'Good on-chain apps deserve more users.',
        items: [
          { icon: 'layers', title: 'Self-built apps', text: 'Register your app, link it to a digital identity and publish it in the app store.' },
          { icon: 'users', title: 'Starred apps', text: 'Outstanding apps can apply for a star and get more exposure and calls.' },
          { icon: 'chart', title: 'Operations overview', text: 'Call volume, activity ranking and monitoring at a glance.' },
        ],
      },
      {
        type: 'cta',
        title: 'Your first on-chain contract in minutes',
        text: 'Register and complete real-name authentication to use the contract IDE and the test net.',
        actions: [{ label: 'Register for free', to: '/register', primary: true }],
      },
    ],
  },
};

export default copy;
