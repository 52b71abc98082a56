/**
 * The named validators of spec 5: one rule table read by the console's forms
 * (src/engine/format/validators.ts) and by the mock gateway's own checks (mock/_lib/rules.ts,
 * mock/_lib/jsonResource.ts), so a form and the server refuse a value with the same message.
 * Pure data and functions with no import: this folder sits outside src/ and mock/ so both may
 * read it and neither imports the other.
 * Each check answers undefined when the value is good, else the exact message of the spec
 * ({zh-CN, en-US}; the gateway answers the Chinese one). Null, undefined and '' count as empty.
 */

export interface RuleText {
  'zh-CN': string;
  'en-US': string;
}

export interface Rule {
  /** The message for an empty value (null, undefined, ''). */
  empty: RuleText;
  /** undefined when good, else the message. */
  check: (value: unknown) => RuleText | undefined;
  /** A value the rule takes (the studio's smoke test and the contract tests fill a field with it). */
  example: string;
  /** A value the rule refuses, as a user's slip (the contract tests check the gateway answers the form's message for it). */
  bad: string;
}

const msg = (zh: string, en: string): RuleText => ({ 'zh-CN': zh, 'en-US': en });
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** BID format (glossary): did:bid: + optional 4-character sub-chain code and ':' + key type + encoding + 22 to 31 base58 characters. */
export const BID_PATTERN = /^did:bid:([a-z0-9]{4}:)?[ezs][fst][1-9A-HJ-NP-Za-km-z]{22,31}$/;

export const PHONE = {
  empty: msg('手机号码不能为空', 'Enter a phone number'),
  length: msg('手机号码长度不为11位', 'A phone number has 11 digits'),
  format: msg('手机号码格式不正确', 'The phone number is not valid'),
};

export function checkPhone(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return PHONE.empty;
  const s = String(value);
  if (s.length !== 11) return PHONE.length;
  if (!/^1[3-9]\d{9}$/.test(s)) return PHONE.format;
  return undefined;
}

export const ID_CARD = {
  empty: msg('证件号码不能为空', 'Enter an ID card number'),
  length: msg('证件号码长度不为18位', 'An ID card number has 18 characters'),
  format: msg('证件号码格式错误', 'The ID card number is not well formed'),
  province: msg('地址编码错误', 'Unknown region code'),
  checksum: msg('证件号码校验位错误', 'The check digit is wrong'),
};

/**
 * First two digits of a resident ID (GB/T 2260): mainland provinces, 71 Taiwan, 81 Hong Kong,
 * 82 Macau, 91 abroad.
 */
export const ID_PROVINCES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
]);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643 check character of the first 17 digits. */
export function idCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

function validBirth(s: string): boolean {
  const y = Number(s.slice(6, 10));
  const m = Number(s.slice(10, 12));
  const d = Number(s.slice(12, 14));
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

export function checkIdCard(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return ID_CARD.empty;
  const s = String(value);
  if (s.length !== 18) return ID_CARD.length;
  if (!/^\d{17}[\dXx]$/.test(s) || !validBirth(s)) return ID_CARD.format;
  if (!ID_PROVINCES.has(s.slice(0, 2))) return ID_CARD.province;
  if (idCheckDigit(s) !== s[17].toUpperCase()) return ID_CARD.checksum;
  return undefined;
}

export const EMAIL = { empty: msg('邮箱不能为空', 'Enter an e-mail address'), format: msg('邮箱格式不正确', 'The e-mail address is not valid') };
export function checkEmail(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return EMAIL.empty;
  const s = String(value);
  // One @, a local part without spaces, a domain of dot-separated labels ending in 2+ letters.
  if (s.length > 254 || !/^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(s))
    return EMAIL.format;
  if (/^\.|\.\.|\.@/.test(s)) return EMAIL.format;
  return undefined;
}

export const URL_RULE = {
  empty: msg('网址不能为空', 'Enter a URL'),
  format: msg('请输入以 http:// 或 https:// 开头的正确网址', 'Enter a URL starting with http:// or https://'),
};
export function checkUrl(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return URL_RULE.empty;
  const s = String(value);
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s)) return URL_RULE.format;
  try {
    const u = new URL(s);
    if (!u.hostname || !/^https?:$/.test(u.protocol)) return URL_RULE.format;
  } catch {
    return URL_RULE.format;
  }
  return undefined;
}

export const CHINESE_NAME = { empty: msg('姓名不能为空', 'Enter a name'), format: msg('请输入2到8个汉字', 'Enter 2 to 8 Chinese characters') };
export function checkChineseName(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return CHINESE_NAME.empty;
  // CJK unified ideographs (basic block and extension A); the middle dot of minority names is not counted.
  if (!/^[\u3400-\u4dbf\u4e00-\u9fa5]{2,8}$/.test(String(value))) return CHINESE_NAME.format;
  return undefined;
}

export const IP_RULE = {
  empty: msg('IP地址不能为空', 'Enter an IP address'),
  format: msg('请输入正确的IP地址，如 192.168.1.10', 'Enter a valid IPv4 address, e.g. 192.168.1.10'),
};
const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
/** An IPv4 address in dotted decimal, without leading zeros (servers, nodes). */
export function checkIp(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return IP_RULE.empty;
  return IPV4.test(String(value).trim()) ? undefined : IP_RULE.format;
}

/** A BID of the glossary's format. */
export const BID_RULE = { empty: msg('BID 不能为空', 'Enter a BID'), format: msg('BID 格式不正确', 'The BID is not well formed') };
export function checkBid(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return BID_RULE.empty;
  return BID_PATTERN.test(String(value)) ? undefined : BID_RULE.format;
}

export const SUBCHAIN_CODE = {
  empty: msg('请输入子链编码', 'Enter the sub-chain code'),
  format: msg('子链编码为4位小写字母或数字', 'A sub-chain code is 4 lowercase letters or digits'),
};

/** A sub-chain's code: 4 lowercase letters or digits (it becomes part of the sub-chain's BID). */
export function checkSubchainCode(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return SUBCHAIN_CODE.empty;
  return /^[a-z0-9]{4}$/.test(String(value)) ? undefined : SUBCHAIN_CODE.format;
}

export const CONTRACT_VERSION = {
  empty: msg('请输入合约版本', 'Enter the version'),
  format: msg('合约版本格式不正确', 'A version is like v1.0 or 1.2.3'),
};
/** A contract's version: v1, 1.2 or v1.2.3 (an optional v, one to three numbers). */
export function checkContractVersion(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return CONTRACT_VERSION.empty;
  return /^v?\d+(\.\d+){0,2}$/.test(String(value)) ? undefined : CONTRACT_VERSION.format;
}

export const CONTRACT_ADDRESS = {
  empty: msg('请输入合约地址', 'Enter the contract address'),
  format: msg('合约地址格式不正确', 'A contract address is 0x and 40 hex digits'),
};
/** A deployed contract's address: 0x and 40 hexadecimal digits. */
export function checkContractAddress(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return CONTRACT_ADDRESS.empty;
  return /^0x[0-9a-fA-F]{40}$/.test(String(value)) ? undefined : CONTRACT_ADDRESS.format;
}

export const IP_LIST = {
  empty: msg('请输入IP白名单', 'Enter the allowed addresses'),
  format: msg('IP白名单格式不正确', 'Enter IPv4 addresses or ranges (10.0.0.0/8), separated by commas'),
};
const IP_OR_RANGE = new RegExp(`^${OCTET}(\\.${OCTET}){3}(\\/(3[0-2]|[12]?\\d))?$`);
/** IPv4 addresses or CIDR ranges separated by commas (an API key's allow-list). */
export function checkIpList(value: unknown): RuleText | undefined {
  if (isEmpty(value)) return IP_LIST.empty;
  const items = String(value)
    .split(/[,，]/)
    .map((x) => x.trim());
  return items.every((x) => IP_OR_RANGE.test(x)) ? undefined : IP_LIST.format;
}

export const ATTR_TYPES = ['text', 'number', 'date'] as const;
export const ATTR_LINES = {
  empty: msg('请至少定义一个属性', 'Define at least one attribute'),
  key: (n: number) =>
    msg(`第${n}行属性键格式不正确：须以字母开头，由字母、数字、下划线组成`, `Line ${n}: a key starts with a letter and has letters, digits and _ only`),
  type: (n: number) => msg(`第${n}行属性类型须为 text、number 或 date`, `Line ${n}: the type is text, number or date`),
  required: (n: number) => msg(`第${n}行是否必填须为 是 或 否`, `Line ${n}: required is 是 or 否`),
  twice: (key: string) => msg(`属性键 ${key} 重复`, `The key ${key} is used twice`),
};
/**
 * A template's attributes, one a line: "key,名称,type,required" (type text / number / date,
 * required 是 / 否; name, type and required may be left out).
 */
export function checkAttrLines(value: unknown): RuleText | undefined {
  const lines = String(value ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) return ATTR_LINES.empty;
  const keys = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const [key = '', , type = 'text', req = '否'] = line.split(/[,，]/).map((x) => x.trim());
    if (!/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/.test(key)) return ATTR_LINES.key(i + 1);
    if (!(ATTR_TYPES as readonly string[]).includes(type)) return ATTR_LINES.type(i + 1);
    if (!['是', '否', 'true', 'false'].includes(req)) return ATTR_LINES.required(i + 1);
    if (keys.has(key)) return ATTR_LINES.twice(key);
    keys.add(key);
  }
  return undefined;
}

/**
 * The named validators a screen field (`validator`) and a JSON mock resource field name. Without a
 * prototype: a name such as "constructor" is no rule.
 */
export const rules: Record<string, Rule> = Object.assign(Object.create(null), {
  phone: { empty: PHONE.empty, check: checkPhone, example: '13800138000', bad: '12345678901' },
  idCard: { empty: ID_CARD.empty, check: checkIdCard, example: '11010519491231002X', bad: '110105199001011230' },
  email: { empty: EMAIL.empty, check: checkEmail, example: 'someone@example.cn', bad: 'someone@example' },
  url: { empty: URL_RULE.empty, check: checkUrl, example: 'https://example.cn', bad: 'ftp://example.cn' },
  chineseName: { empty: CHINESE_NAME.empty, check: checkChineseName, example: '张三', bad: 'Zhang' },
  ip: { empty: IP_RULE.empty, check: checkIp, example: '192.168.1.10', bad: '10.0.0.256' },
  bid: { empty: BID_RULE.empty, check: checkBid, example: 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', bad: 'did:bid:not-a-bid' },
  subchainCode: { empty: SUBCHAIN_CODE.empty, check: checkSubchainCode, example: 'ab12', bad: 'AB-1' },
  contractVersion: { empty: CONTRACT_VERSION.empty, check: checkContractVersion, example: 'v1.0.0', bad: '1.0-beta' },
  contractAddress: { empty: CONTRACT_ADDRESS.empty, check: checkContractAddress, example: `0x${'ab12'.repeat(10)}`, bad: '0x12345' },
  ipList: { empty: IP_LIST.empty, check: checkIpList, example: '10.0.0.0/8,192.168.1.10', bad: '10.0.0.0/8;10.1.1.1' },
  attrLines: { empty: ATTR_LINES.empty, check: checkAttrLines, example: 'model,设备型号,text,是', bad: '1model,设备型号,text,是' },
});
