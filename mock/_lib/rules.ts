import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * The gateway's own checks of spec 5 (phone, ID card, Chinese name, credit code). The mock does not
 * import the console's validators: a gateway checks again whatever a browser sent.
 * Each answers undefined when good, else the exact message of the spec.
 */
export function phoneError(v: unknown): string | undefined {
  const s = String(v ?? '').trim();
  if (!s) return '手机号码不能为空';
  if (s.length !== 11) return '手机号码长度不为11位';
  if (!/^1[3-9]\d{9}$/.test(s)) return '手机号码格式不正确';
}

const PROVINCES = new Set('11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 91'.split(' '));
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return '10X98765432'[sum % 11];
}

export function idCardError(v: unknown): string | undefined {
  const s = String(v ?? '').trim();
  if (!s) return '证件号码不能为空';
  if (s.length !== 18) return '证件号码长度不为18位';
  const [y, m, d] = [Number(s.slice(6, 10)), Number(s.slice(10, 12)), Number(s.slice(12, 14))];
  const birthOk = y >= 1900 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (!/^\d{17}[\dXx]$/.test(s) || !birthOk) return '证件号码格式错误';
  if (!PROVINCES.has(s.slice(0, 2))) return '地址编码错误';
  if (idCheckChar(s) !== s[17].toUpperCase()) return '证件号码校验位错误';
}

export function chineseNameError(v: unknown): string | undefined {
  const s = String(v ?? '').trim();
  if (!s) return '姓名不能为空';
  if (!/^[\u3400-\u4dbf\u4e00-\u9fa5]{2,8}$/.test(s)) return '请输入2到8个汉字';
}

/** The 18-character unified social credit code (GB 32100): digits and capitals without I, O, S, V, Z. */
export function creditCodeError(v: unknown): string | undefined {
  const s = String(v ?? '').trim();
  if (!s) return '请输入统一社会信用代码';
  if (!/^[0-9A-HJ-NP-RTUW-Y]{18}$/.test(s)) return '统一社会信用代码格式不正确';
}

/**
 * A real calendar date (YYYY-MM-DD) or date and time (YYYY-MM-DD HH:mm:ss), parsed strictly by
 * dayjs: 2026-02-30 or 25:00:00 are refused, not rolled over. Answers undefined when good.
 */
export function dateError(v: unknown, label: string, withTime = false): string | undefined {
  const s = typeof v === 'string' ? v.trim() : '';
  const format = withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  if (!s || !dayjs(s, format, true).isValid()) return withTime ? `${label}须为 YYYY-MM-DD HH:mm:ss 格式的有效时间` : `${label}须为 YYYY-MM-DD 格式的有效日期`;
}
