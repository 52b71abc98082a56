/** SMS configs and send records, e-mail templates and senders, object storage (spec 7.2, 7.7). */
import { phoneError, ruleError, ruleField } from '../_lib/rules';
import { fail, ok, params, type Routes } from '../_lib/http';
import { ADMIN_BID, OTHER_BID, pick, seed } from '../_lib/rows';
import { resource, type Transition } from '../_lib/resource';
import { Table, formatTime, seedTime } from '../_lib/store';
import { currentUser } from '../_lib/users';
import { needs } from '../_lib/access';
import type { Count } from '../../shared/wire/session';
import type { Flag, SmsSendType } from '../../shared/wire/system';

const smsNames = [
  '登录验证码',
  '注册验证码',
  '实名认证验证码',
  '节点审核通知',
  '子链审核通知',
  '身份审核通知',
  '积分到账通知',
  '合约发布通知',
  '告警通知',
  '密码重置验证码',
  '应用审核通知',
  '联盟会议通知',
];
export const smsTable = new Table(
  'sms',
  smsNames.map((name, i) => ({
    id: String(1400000000000001001n + BigInt(i)),
    category: pick([3, 4, 1, 2], i),
    smsCode: `sms_${String(i + 1).padStart(3, '0')}`,
    templateName: name,
    templateId: `SMS_${2680000 + i * 11}`,
    accessKey: `LTAI5t${String(i).padStart(4, '0')}Bbn`,
    secretKey: `sk-${(i * 7919).toString(36)}`,
    regionId: 'cn-hangzhou',
    signName: '链网骨干网',
    type: pick([1, 2, 2, 3], i),
    status: i % 4 === 3 ? 0 : 1,
    remark: '',
    creator: i % 5 === 4 ? OTHER_BID() : ADMIN_BID(),
    createTime: seedTime(900 + i),
  })),
);
export const sendTable = new Table(
  'send-record',
  seed(24, (i) => ({
    id: String(1400000000000002001n + BigInt(i)),
    kind: i % 2 ? 'email' : 'sms',
    receiver: i % 2 ? `user${i}@bbn.example.cn` : `139${String(30000000 + i * 977).slice(0, 8)}`,
    templateName: i % 2 ? pick(['审核结果通知', '验证码邮件', '周报推送'], i) : pick(smsNames, i),
    content: i % 2 ? '您的申请已审核通过。' : '您的验证码为 482913，5 分钟内有效。',
    sendStatus: i % 6 === 5 ? 0 : 1,
    sendTime: seedTime(950 + i),
    creator: ADMIN_BID(),
    createTime: seedTime(950 + i),
  })),
);

const emailNames = [
  '注册验证码',
  '密码重置',
  '实名认证结果',
  '节点审核结果',
  '子链审核结果',
  '应用审核结果',
  '积分变动提醒',
  '告警提醒',
  '周报推送',
  '联盟会议邀请',
  '合约发布结果',
  '账号冻结提醒',
];
export const emailTable = new Table(
  'email-template',
  emailNames.map((templateName, i) => ({
    id: String(1400000000000003001n + BigInt(i)),
    templateName,
    templateCode: `mail_${String(i + 1).padStart(3, '0')}`,
    type: pick([1, 2, 3], i),
    subject: `【链网骨干网】${templateName}`,
    content: `<p>尊敬的用户：</p><p>${templateName}，详情请登录控制台查看。</p>`,
    status: i % 5 === 4 ? 0 : 1,
    creator: ADMIN_BID(),
    createTime: seedTime(1000 + i),
  })),
);
export const senderTable = new Table(
  'email-sender',
  seed(11, (i) => ({
    id: String(1400000000000004001n + BigInt(i)),
    senderName: pick(['系统通知', '审核中心', '运营中心', '安全中心'], i) + (i >= 4 ? i : ''),
    account: `notify${i + 1}@bbn.example.cn`,
    host: pick(['smtp.exmail.qq.com', 'smtp.aliyun.com', 'smtp.163.com'], i),
    port: pick([465, 587, 25], i),
    password: '******',
    status: i % 4 === 3 ? 0 : 1,
    remark: '',
    creator: ADMIN_BID(),
    createTime: seedTime(1050 + i),
  })),
);

const ossNames = [
  '主存储',
  '备份存储',
  '图片存储',
  '证书存储',
  '合约文件存储',
  '日志归档',
  '应用安装包',
  '公共资源',
  '私有资源',
  '灾备存储',
  '测试存储',
  '标识文档存储',
];
export const ossTable = new Table(
  'oss',
  ossNames.map((name, i) => ({
    id: String(1400000000000005001n + BigInt(i)),
    category: pick([1, 3, 4, 2], i),
    ossCode: `oss_${String(i + 1).padStart(3, '0')}`,
    name,
    endpoint: pick(
      ['https://minio.bbn.example.cn', 'https://oss-cn-hangzhou.aliyuncs.com', 'https://cos.ap-shanghai.myqcloud.com', 'https://up.qiniup.com'],
      i,
    ),
    accessKey: `AK${(i * 104729).toString(36).toUpperCase()}`,
    secretKey: `SK${(i * 130363).toString(36)}`,
    bucketName: `bbn-bucket-${i + 1}`,
    appId: '',
    region: 'cn-east',
    status: i === 0 ? 1 : 0,
    remark: '',
    creator: ADMIN_BID(),
    createTime: seedTime(1100 + i),
  })),
);

/** A switch between in use (1) and not (0), as the lists' toggles move it. */
const ON_OFF: Record<'enable' | 'disable', Transition> = { enable: { from: [0], to: 1 }, disable: { from: [1], to: 0 } };
const turnTo = (status: unknown) => ({ 1: 'enable', 0: 'disable' })[String(status) as '1' | '0'];

const sendSms: Routes[string] = (req, res) => {
  const p = params(req);
  if (!smsTable.get(p.id)) return fail(res, '短信配置不存在');
  if (!/^1[3-9]\d{9}$/.test(String(p.mobile ?? p.phones ?? ''))) return fail(res, '手机号码格式不正确');
  const cfg = smsTable.get(p.id)!;
  sendTable.insert(
    {
      kind: 'sms',
      receiver: String(p.mobile ?? p.phones),
      templateName: cfg.templateName,
      content: String(p.params ?? ''),
      sendStatus: 1,
      sendTime: formatTime(),
    },
    { creator: currentUser(req).bid } as any,
  );
  ok<Flag>(res, true, '发送成功!');
};

const routes: Routes = {
  ...resource({
    table: smsTable,
    base: '/api/sfbn-resource/sms',
    access: 'admin',
    required: { category: '请选择服务类型', smsCode: '请输入资源编号', templateId: '请输入模版ID', accessKey: '请输入accessKey', signName: '请输入短信签名' },
    unique: { smsCode: '资源编号' },
    defaults: () => ({ status: 0 }) as any,
    // The list's toggle sends the state it moves the config into (status, or type: 1 enabled, 0 disabled).
    lifecycle: { field: 'status', transitions: ON_OFF, calls: { enable: (p) => turnTo(p.type ?? p.status) } },
  }),
  // Hand-written: a send checks its config and writes send records (another table), one per phone.
  'POST /api/sfbn-resource/sms/sendSms': needs(sendSms, 'admin', { wire: { body: 'SmsTest', answer: 'Flag' } }),
  /**
   * Sends a message through an enabled SMS config (docs/domain/apps.md): {code (its smsCode), phones
   * (comma-joined mobiles), params}; one send record per phone.
   */
  'POST /api/sfbn-resource/sms/endpoint/send-message': needs(
    (req, res) => {
      const p = params(req);
      if (!String(p.code ?? '').trim()) return fail(res, '请选择短信模板');
      const cfg = smsTable.rows.find((r) => r.smsCode === String(p.code).trim() && Number(r.status) === 1);
      if (!cfg) return fail(res, '短信配置不存在或未启用');
      const phones = String(p.phones ?? '')
        .split(/[,，\s]+/)
        .filter(Boolean);
      if (!phones.length) return fail(res, '请输入手机号码');
      if (phones.length > 100) return fail(res, '一次最多发送100个号码');
      const bad = phones.find((m) => phoneError(m));
      if (bad) return fail(res, `${phoneError(bad)}：${bad.slice(0, 20)}`);
      const content = String(p.params ?? '').slice(0, 500);
      for (const m of phones)
        sendTable.insert({ kind: 'sms', receiver: m, templateName: cfg.templateName, content, sendStatus: 1, sendTime: formatTime() }, {
          creator: currentUser(req).bid,
        } as any);
      ok<Count>(res, phones.length, '发送成功!');
    },
    'admin',
    { wire: { body: 'SmsMessage', answer: 'Count' } },
  ),
  /** The messages one may send: the enabled SMS configs ({smsCode, templateName, type, label}); code filters by smsCode. */
  'GET /api/sfbn-resource/sms/getSendTypeList': needs(
    (req, res) => {
      const code = String(params(req).code ?? '').trim();
      ok<SmsSendType[]>(
        res,
        smsTable.rows
          .filter((r) => Number(r.status) === 1 && (!code || r.smsCode === code))
          .map((r) => ({ smsCode: r.smsCode, templateName: r.templateName, type: r.type, label: `${r.templateName}（${r.smsCode}）` })),
      );
    },
    'admin',
    { wire: { query: 'SmsCodeQuery', answer: { list: 'SmsSendType' } } },
  ),
  ...resource({ table: sendTable, base: '/api/sfbn-resource/send', access: 'admin', calls: { submit: false } }),

  ...resource({
    table: emailTable,
    base: '/api/sfbn-resource/email',
    access: 'admin',
    calls: { list: 'listByPage', remove: false },
    required: { templateName: '请输入模板名称', templateCode: '请输入模板编号', subject: '请输入邮件主题', content: '请输入邮件内容' },
    unique: { templateCode: '模板编号' },
    defaults: () => ({ status: 1 }) as any,
    lifecycle: { field: 'status', transitions: ON_OFF, calls: { disableTemplate: (p) => turnTo(p.status) } },
  }),
  ...resource({
    table: senderTable,
    base: '/api/sfbn-resource/emailSender',
    access: 'admin',
    calls: { list: 'listByPage' },
    required: { senderName: '请输入发件人名称', account: '请输入发件邮箱', host: '请输入SMTP服务器' },
    fields: { account: ruleField('email', '发件邮箱', 500) },
    defaults: () => ({ status: 1 }) as any,
  }),
  // Hand-written: a test e-mail writes a send record (another table).
  'POST /api/sfbn-resource/emailSender/sendEmail': needs(
    (req, res) => {
      const p = params(req);
      const s = senderTable.get(p.id);
      if (!s) return fail(res, '发件配置不存在');
      const badAddress = ruleError('email', p.receiveEmailAccount);
      if (badAddress) return fail(res, badAddress);
      sendTable.insert(
        {
          kind: 'email',
          receiver: String(p.receiveEmailAccount),
          templateName: '测试邮件',
          content: `来自 ${s.account} 的测试邮件`,
          sendStatus: 1,
          sendTime: formatTime(),
        },
        { creator: currentUser(req).bid } as any,
      );
      ok<Flag>(res, true, '发送成功!');
    },
    'admin',
    { wire: { body: 'EmailTest', answer: 'Flag' } },
  ),

  ...resource({
    table: ossTable,
    base: '/api/sfbn-resource/oss',
    access: 'admin',
    required: { category: '请选择分类', ossCode: '请输入资源编号', endpoint: '请输入资源地址', accessKey: '请输入accessKey', bucketName: '请输入空间名' },
    fields: { endpoint: ruleField('url', '资源地址', 200) },
    unique: { ossCode: '资源编号' },
    defaults: () => ({ status: 0 }) as any,
    lifecycle: {
      field: 'status',
      // Only one storage is in use at a time: putting one in use takes the others out.
      transitions: { enable: { ...ON_OFF.enable, after: (row) => ossTable.rows.forEach((r) => r.id !== row.id && (r.status = 0)) } },
      calls: { enable: 'enable' },
    },
  }),
};
export default routes;
