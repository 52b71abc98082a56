/** The service agreement (/redirectpage), loaded only by that page. */
export interface Agreement {
  title: string;
  updated: string;
  preface: string;
  sections: { title: string; items: string[] }[];
}

const zh: Agreement = {
  title: '链网骨干网服务协议',
  updated: '版本 1.2 · 更新日期：2026 年 1 月 1 日 · 生效日期：2026 年 1 月 1 日',
  preface:
    '欢迎使用链网骨干网服务平台（以下简称“平台”）。本协议是您（以下简称“用户”）与平台运营方（以下简称“运营方”）之间就注册、使用平台及其提供的区块链网络、数字身份、标识解析、合约开发与应用中心等服务（以下合称“服务”）所订立的协议。请您在注册前仔细阅读本协议全部内容，特别是以加粗或其他方式提示的免除或限制责任条款。您勾选同意并提交注册申请，即表示您已充分阅读、理解并接受本协议的全部内容。',
  sections: [
    {
      title: '一、账号注册与管理',
      items: [
        '1.1 用户应按照注册页面的提示如实填写账号名称、密码等信息。注册申请提交后，须经平台管理员审核通过方可登录使用。',
        '1.2 用户应妥善保管账号与密码，不得转让、出借或以其他方式提供给他人使用。因用户保管不善导致的损失由用户自行承担；发现账号被盗用时，用户应立即通知运营方。',
        '1.3 用户遗忘密码时，可通过“找回密码”功能，经账号绑定手机号验证身份后重新设置密码。',
        '1.4 账号长期未使用，或存在违反本协议的情形时，运营方有权依照平台规则暂停或注销该账号。',
      ],
    },
    {
      title: '二、实名认证与数字身份',
      items: [
        '2.1 依据国家关于区块链信息服务管理的规定，用户使用平台的核心功能前须完成实名认证。个人用户应提交真实有效的身份信息，机构用户应提交有效的主体资质证明。',
        '2.2 实名认证通过后，用户可申请 BID 数字身份。数字身份对应的私钥由用户自行下载并妥善保管，运营方不保存用户私钥，也无法代为恢复。',
        '2.3 用户对以其数字身份签名的全部链上行为承担责任。',
      ],
    },
    {
      title: '三、服务内容',
      items: [
        '3.1 平台提供的服务包括但不限于：网络即服务（节点接入、子链创建与管理）、区块链即服务（合约开发、部署与调用，应用中心，API 密钥）、跨链服务、可信存证、标识注册与解析、区块链浏览器及消息中心等。',
        '3.2 部分服务需经审核、联盟投票或缴纳积分后方可使用，具体以控制台页面说明为准。',
        '3.3 测试网仅用于开发调试，运营方可能定期重置测试网数据；骨干网上的数据将长期保存。',
      ],
    },
    {
      title: '四、用户行为规范',
      items: [
        '4.1 用户不得利用平台制作、复制、发布、传播法律法规禁止的信息，不得从事危害国家安全、扰乱社会秩序、侵犯他人合法权益的活动。',
        '4.2 用户不得部署含有恶意代码的智能合约，不得干扰、破坏平台及网络节点的正常运行，不得以任何方式绕过平台的安全措施。',
        '4.3 用户发布的应用与上链数据应符合国家标准与行业规范，并接受运营方及主管部门的监督检查。',
      ],
    },
    {
      title: '五、链上数据的特殊性',
      items: [
        '5.1 写入区块链的数据具有不可篡改、不可删除的特点。用户在上链前应确认数据的合法性、准确性，并避免将个人敏感信息、商业秘密等明文写入区块链。',
        '5.2 对于依法需要处置的违法违规链上信息，运营方将依照主管部门要求采取屏蔽、标注等必要措施。',
      ],
    },
    {
      title: '六、个人信息与数据保护',
      items: [
        '6.1 运营方依照《中华人民共和国个人信息保护法》《中华人民共和国数据安全法》等法律法规收集、使用和保护用户个人信息，仅在提供服务所必需的范围内处理。',
        '6.2 用户的登录密码在传输过程中采用国密 SM2 算法加密；平台采取访问控制、日志审计等措施保护数据安全。',
        '6.3 除法律法规另有规定或取得用户同意外，运营方不会向第三方提供用户的个人信息。',
      ],
    },
    {
      title: '七、知识产权',
      items: [
        '7.1 平台的软件、界面设计、文档及标识等知识产权归运营方或相关权利人所有。',
        '7.2 用户在平台上开发的智能合约与应用的知识产权归用户所有；用户授权运营方为提供服务之目的在必要范围内使用。',
      ],
    },
    {
      title: '八、服务变更、中断与终止',
      items: [
        '8.1 运营方可能因系统维护、升级或不可抗力暂停部分服务，并将尽可能提前通过平台公告通知用户。',
        '8.2 用户违反本协议的，运营方有权视情节采取警告、限制功能、暂停或终止服务等措施。',
      ],
    },
    {
      title: '九、责任限制',
      items: [
        '9.1 因用户私钥丢失、密码泄露或用户自身操作失误造成的损失，运营方不承担责任。',
        '9.2 因不可抗力、网络攻击、电信故障等非运营方原因导致服务中断的，运营方在法律允许的范围内免于承担责任，但将积极采取措施减少损失。',
      ],
    },
    {
      title: '十、法律适用与争议解决',
      items: [
        '10.1 本协议的订立、履行与解释适用中华人民共和国法律。',
        '10.2 因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向运营方所在地有管辖权的人民法院提起诉讼。',
      ],
    },
    {
      title: '十一、联系我们',
      items: ['如对本协议有任何疑问，请通过服务热线 400-800-0000 或邮箱 service@bbn.example.cn 与我们联系。'],
    },
  ],
};

const en: Agreement = {
  title: 'Backbone Network Service Agreement',
  updated: 'Version 1.2 · Updated 1 January 2026 · Effective 1 January 2026',
  preface:
    'Welcome to the Backbone Network service platform (the "Platform"). This agreement is between you (the "User") and the operator of the Platform (the "Operator") and governs registering for and using the Platform and its blockchain network, digital identity, identifier resolution, contract development, app center and related services (together the "Services"). Please read all of it before registering, in particular the clauses that exclude or limit liability. By ticking the box and submitting a registration you confirm that you have read, understood and accepted this agreement in full.',
  sections: [
    {
      title: '1. Registration and accounts',
      items: [
        '1.1 The User shall provide a truthful account name, password and other information as the registration page asks. A registration must be approved by a Platform administrator before the account can log in.',
        '1.2 The User shall keep the account and password safe and shall not transfer, lend or otherwise let others use them. Losses caused by poor safekeeping are borne by the User; if the account is misused, the User shall notify the Operator at once.',
        '1.3 A User who forgets the password can set a new one through "Forgot password" after verifying with the mobile phone bound to the account.',
        '1.4 The Operator may suspend or close accounts unused for a long time or used in breach of this agreement, under the Platform rules.',
      ],
    },
    {
      title: '2. Real-name authentication and digital identity',
      items: [
        '2.1 Under the national rules on blockchain information services, the User must complete real-name authentication before using the core functions. Individuals submit true and valid identity information; organisations submit valid proof of their legal status.',
        '2.2 After authentication the User may apply for a BID digital identity. The User downloads and keeps the private key; the Operator does not store it and cannot recover it.',
        '2.3 The User is responsible for all on-chain actions signed with the User’s digital identity.',
      ],
    },
    {
      title: '3. The Services',
      items: [
        '3.1 The Services include network as a service (node access, sub-chain creation and management), blockchain as a service (contract development, deployment and calls, the app center, API keys), cross-chain services, trusted evidence deposit, identifier registration and resolution, the blockchain browser and the message center, among others.',
        '3.2 Some Services require an audit, an alliance vote or points before use, as described in the console.',
        '3.3 The test net is for development only and its data may be reset; data on the backbone net is kept long term.',
      ],
    },
    {
      title: '4. Conduct',
      items: [
        '4.1 The User shall not use the Platform to create, copy, publish or spread information prohibited by law, nor to endanger national security, disturb public order or infringe the lawful rights of others.',
        '4.2 The User shall not deploy contracts containing malicious code, interfere with or damage the Platform or network nodes, or circumvent the Platform’s security measures in any way.',
        '4.3 Apps and on-chain data published by the User shall meet national and industry standards and are subject to supervision by the Operator and the competent authorities.',
      ],
    },
    {
      title: '5. The nature of on-chain data',
      items: [
        '5.1 Data written to a blockchain cannot be altered or deleted. Before writing, the User shall confirm that the data is lawful and accurate and shall not write sensitive personal information or business secrets in clear text.',
        '5.2 For unlawful on-chain information that must be dealt with by law, the Operator will take the necessary measures, such as shielding or labelling, as the authorities require.',
      ],
    },
    {
      title: '6. Personal information and data protection',
      items: [
        '6.1 The Operator collects, uses and protects personal information under the Personal Information Protection Law, the Data Security Law and other laws of the People’s Republic of China, only as far as the Services require.',
        '6.2 Login passwords are encrypted in transit with the national SM2 algorithm; the Platform protects data with access control, audit logs and other measures.',
        '6.3 Unless the law provides otherwise or the User consents, the Operator does not give the User’s personal information to third parties.',
      ],
    },
    {
      title: '7. Intellectual property',
      items: [
        '7.1 Intellectual property in the Platform’s software, interface design, documentation and marks belongs to the Operator or the relevant right holders.',
        '7.2 Contracts and apps developed by the User belong to the User, who licenses the Operator to use them as far as necessary to provide the Services.',
      ],
    },
    {
      title: '8. Changes, interruption and termination',
      items: [
        '8.1 The Operator may suspend some Services for maintenance, upgrades or force majeure and will announce this on the Platform in advance where possible.',
        '8.2 If the User breaches this agreement, the Operator may warn, restrict functions, or suspend or terminate the Services, depending on the circumstances.',
      ],
    },
    {
      title: '9. Limitation of liability',
      items: [
        '9.1 The Operator is not liable for losses caused by a lost private key, a leaked password or the User’s own mistakes.',
        '9.2 Where the Services are interrupted for reasons beyond the Operator’s control, such as force majeure, network attacks or telecommunication failures, the Operator is exempt from liability as far as the law permits but will act to reduce losses.',
      ],
    },
    {
      title: '10. Governing law and disputes',
      items: [
        '10.1 This agreement is governed by the laws of the People’s Republic of China.',
        '10.2 Disputes shall be settled by friendly negotiation; failing that, either party may sue in the competent people’s court where the Operator is located.',
      ],
    },
    {
      title: '11. Contact',
      items: ['Questions about this agreement: hotline 400-800-0000 or service@bbn.example.cn.'],
    },
  ],
};

export default { 'zh-CN': zh, 'en-US': en };
