/** System parameters (spec 3, 7.2): /sfbn-system/param list, detail, submit, remove. */
import { ADMIN_BID, OTHER_BID, seed } from '../_lib/rows';
import { resource } from '../_lib/resource';
import { Table, seedTime } from '../_lib/store';

const params = [
  ['是否开启注册功能', 'account.registerUser', 'true', '开启后访客可在门户注册账号'],
  ['账号初始密码', 'account.initPassword', '123456', '重置密码后的初始值'],
  ['令牌有效期(秒)', 'auth.tokenTime', '3000', '超过该时长自动刷新令牌'],
  ['上传文件大小上限(MB)', 'upload.maxSize', '10', '附件与图片上传上限'],
  ['默认上传文件数', 'upload.maxCount', '4', '单次最多上传文件数'],
  ['骨干网浏览器地址', 'chain.browserUrl', 'https://browser.bbn.example.cn', '门户开放服务外链'],
  ['测试网节点端口', 'chain.testnetPort', '8545', '合约 IDE 测试网'],
  ['骨干网节点端口', 'chain.mainnetPort', '8546', '合约 IDE 骨干网'],
  ['实名认证有效期(天)', 'identity.validDays', '365', '过期后需重新认证'],
  ['积分转账手续费率', 'integral.feeRate', '0.001', '按转账金额计算'],
  ['短信发送间隔(秒)', 'sms.interval', '60', '同一号码两次发送的间隔'],
  ['邮件发送账号', 'email.sender', 'noreply@bbn.example.cn', '系统通知邮件发件人'],
  ['登录失败锁定次数', 'security.lockNum', '5', '连续失败后锁定账号'],
  ['标识解析缓存时长(秒)', 'resolver.ttl', '600', '标识文档缓存'],
] as const;

export const paramTable = new Table(
  'param',
  seed(params.length, (i) => ({
    id: String(1500000000000000001n + BigInt(i)),
    paramName: params[i][0],
    paramKey: params[i][1],
    paramValue: params[i][2],
    remark: params[i][3],
    creator: i % 5 === 4 ? OTHER_BID() : ADMIN_BID(),
    createTime: seedTime(100 + i),
  })),
);

export default resource({
  table: paramTable,
  base: '/api/sfbn-system/param',
  access: 'admin',
  required: { paramName: '请输入参数名称', paramKey: '请输入参数键名', paramValue: '请输入参数键值' },
  // The form's caps (schemas/system/param.json); textareas are capped at 100 (spec 5).
  fields: {
    paramName: { label: '参数名称', max: 50 },
    paramKey: { label: '参数键名', max: 50 },
    paramValue: { label: '参数键值', max: 200 },
    remark: { label: '备注', max: 100 },
  },
  unique: { paramKey: '参数键名' },
});
