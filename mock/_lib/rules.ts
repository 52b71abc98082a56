import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * The gateway's own checks of spec 5 (phone, ID card, Chinese name, credit code). The rule table
 * is shared/validators.ts, the one the console's forms use too (the mock does not import src/):
 * a gateway checks again whatever a browser sent, with the message the form shows.
 * Each answers undefined when good, else the exact (Chinese) message of the spec.
 */
import { checkChineseName, checkIdCard, checkPhone, idCheckDigit, rules } from '../../shared/validators';
import type { Field } from './resource';

const trimmed = (v: unknown) => String(v ?? '').trim();
const zh = (m: { 'zh-CN': string } | undefined) => m?.['zh-CN'];

export const phoneError = (v: unknown): string | undefined => zh(checkPhone(trimmed(v)));
export const idCheckChar = idCheckDigit;
export const idCardError = (v: unknown): string | undefined => zh(checkIdCard(trimmed(v)));
export const chineseNameError = (v: unknown): string | undefined => zh(checkChineseName(trimmed(v)));

/** The message of a named validator (shared/validators.ts) for a value, or undefined when good (or the name unknown). */
export function ruleError(name: string, v: unknown): string | undefined {
  return zh(rules[name]?.check(typeof v === 'string' ? v.trim() : v));
}
/**
 * A resource field checked by a named validator (shared/validators.ts), with the messages the form
 * shows: the rule's own empty message when `required` is true (else the message given), its
 * format message for a bad value.
 */
export function ruleField(name: string, label: string, max: number, required: boolean | string = false): Field {
  if (!rules[name]) throw new Error(`no validator named ${name}`);
  const empty = required === true ? zh(rules[name].empty) : required || undefined;
  return { label, type: 'text', max, required: empty, check: (v) => ruleError(name, v) };
}

/** Names of the validators a resource field may name. */
export const ruleNames = (): string[] => Object.keys(rules);

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
