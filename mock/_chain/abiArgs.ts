/**
 * The IDE's deploy and call forms give every parameter as the text a person typed. This turns
 * that text into the value ethers' ABI coder wants for the parameter's Solidity type, and turns
 * decoded results back into JSON a browser can show (bigints as decimal strings).
 *
 * Arrays (T[] and T[k]) are typed as a bracketed list: [1, 2, 3], ["0xab...", "0xcd..."],
 * ["say \"hi\"", "b"] (quoted strings, inner quotes escaped: JSON). Tuples likewise, as a list
 * of their components in order.
 */
import { getAddress, hexlify, isHexString, ParamType, Result, toUtf8Bytes, zeroPadBytes } from 'ethers';

export class ArgumentError extends Error {}

/**
 * How a message names a parameter: its name (or position) plus, inside arrays and tuples, the
 * element's index, e.g. `admins_[1] (address)`, so the person knows which entry to fix.
 */
const describe = (p: ParamType, at: string) => `${at} (${p.type})`;
const nameOf = (p: ParamType, i: number) => p.name || `#${i + 1}`;

/**
 * A string as typed: `"Ledger"` (quoted, as the form's hint says, inner quotes escaped) is the
 * text inside the quotes; anything else is taken literally.
 */
export function parseString(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    try {
      const v = JSON.parse(t);
      if (typeof v === 'string') return v;
    } catch {
      // not a JSON string literal: the quotes belong to the text
    }
  }
  return text;
}

function parseList(text: string, p: ParamType, at: string): unknown[] {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new ArgumentError(`参数 ${describe(p, at)} 须为方括号列表，字符串加双引号，如 ["a","b"]`);
  }
  if (!Array.isArray(v)) throw new ArgumentError(`参数 ${describe(p, at)} 须为方括号列表，如 [1,2]`);
  return v;
}

/** A list element or tuple component: a string element is already unquoted by JSON. */
const element = (item: unknown, p: ParamType, at: string) => (p.baseType === 'string' && typeof item === 'string' ? item : parseArg(asText(item), p, at));

/** A list element or tuple component back to the text form the scalar parsers read. */
const asText = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) || (v && typeof v === 'object') ? JSON.stringify(v) : String(v));

function parseInteger(text: string, p: ParamType, at: string): bigint {
  const t = text.trim().replace(/_/g, '');
  if (!/^-?(0x[0-9a-f]+|\d+)$/i.test(t)) throw new ArgumentError(`参数 ${describe(p, at)} 须为整数`);
  const neg = t.startsWith('-');
  const n = BigInt(neg ? t.slice(1) : t) * (neg ? -1n : 1n);
  const bits = BigInt(Number(/\d+$/.exec(p.type)?.[0] ?? 256));
  const signed = p.type.startsWith('int');
  const min = signed ? -(1n << (bits - 1n)) : 0n;
  const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
  if (n < min || n > max) throw new ArgumentError(`参数 ${describe(p, at)} 超出 ${p.type} 的范围`);
  return n;
}

function parseBytes(text: string, p: ParamType, at: string): string {
  const t = text.trim();
  const size = p.type === 'bytes' ? 0 : Number(p.type.slice(5));
  // Hex is taken as bytes; anything else as UTF-8 text (handy for bytes32 names).
  const bytes = isHexString(t) && t.length % 2 === 0 ? t : hexlify(toUtf8Bytes(text));
  if (!size) return bytes;
  const len = (bytes.length - 2) / 2;
  if (len > size) throw new ArgumentError(`参数 ${describe(p, at)} 超过 ${size} 字节`);
  return zeroPadBytes(bytes, size);
}

/**
 * One parameter's text -> the value for ethers' coder. `at` names it in messages (the name, with
 * the index inside arrays and tuples).
 */
export function parseArg(text: unknown, p: ParamType, at: string = p.name || p.type): unknown {
  const s = text === undefined || text === null ? '' : String(text);
  if (p.isArray()) {
    const items = parseList(s, p, at);
    if (p.arrayLength >= 0 && items.length !== p.arrayLength) {
      throw new ArgumentError(`参数 ${describe(p, at)} 须有 ${p.arrayLength} 个元素`);
    }
    return items.map((item, i) => element(item, p.arrayChildren, `${at}[${i}]`));
  }
  if (p.isTuple()) {
    const items = parseList(s, p, at);
    if (items.length !== p.components.length) throw new ArgumentError(`参数 ${describe(p, at)} 须有 ${p.components.length} 个成员`);
    return items.map((item, i) => element(item, p.components[i], `${at}.${nameOf(p.components[i], i)}`));
  }
  const base = p.baseType;
  if (base === 'string') return parseString(s);
  if (base === 'bool') {
    const t = s.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
    throw new ArgumentError(`参数 ${describe(p, at)} 须为 true 或 false`);
  }
  if (base === 'address') {
    try {
      return getAddress(s.trim().toLowerCase());
    } catch {
      throw new ArgumentError(`参数 ${describe(p, at)} 不是有效地址`);
    }
  }
  if (/^u?int\d*$/.test(base)) return parseInteger(s, p, at);
  if (/^bytes\d*$/.test(base)) return parseBytes(s, p, at);
  throw new ArgumentError(`不支持的参数类型 ${p.type}`);
}

/**
 * All parameters of a function or constructor. `given` is what the form sent: a list of texts
 * (one per parameter), or one text holding a JSON list of them.
 */
export function parseArgs(inputs: readonly ParamType[], given: unknown): unknown[] {
  let list: unknown[];
  if (Array.isArray(given)) list = given;
  else if (given === undefined || given === null || given === '') list = [];
  else if (typeof given === 'string') {
    try {
      const v = JSON.parse(given);
      list = Array.isArray(v) ? v : [given];
    } catch {
      list = [given];
    }
  } else list = [given];
  if (list.length !== inputs.length) {
    throw new ArgumentError(`需要 ${inputs.length} 个参数，收到 ${list.length} 个`);
  }
  return inputs.map((p, i) => {
    const v = list[i];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '' && p.baseType !== 'string')) {
      throw new ArgumentError('参数不能为空');
    }
    return parseArg(asText(v), p, nameOf(p, i));
  });
}

/** A decoded value as JSON: bigints as decimal strings, Results as lists, recursively. */
export function toJson(v: unknown): unknown {
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof Result) return v.toArray().map(toJson);
  if (Array.isArray(v)) return v.map(toJson);
  if (v instanceof Uint8Array) return hexlify(v);
  return v;
}

// A decoded value's wire type: shared with the console (shared/wire/browser.ts).
export type { NamedValue } from '../../shared/wire/browser';
import type { NamedValue } from '../../shared/wire/browser';

export function named(params: readonly ParamType[], values: Result | readonly unknown[]): NamedValue[] {
  const list = values instanceof Result ? values.toArray() : values;
  return params.map((p, i) => ({ name: p.name, type: p.format('sighash'), value: toJson(list[i]) }));
}
