/** Spec 5 validators with generated inputs: each gets well over 20 bad inputs and the exact messages. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBid, checkChineseName, checkEmail, checkIdCard, checkIp, checkPhone, checkUrl, idCheckDigit, ID_PROVINCES } from '@/engine/format/validators';
import { checkAttrLines, checkContractAddress, checkContractVersion, checkIpList, rules } from '../../../shared/validators';

const zh = (t: any) => (t ? t['zh-CN'] : undefined);
const RUNS = { numRuns: 200 };

describe('phone', () => {
  it('accepts 11-digit mobile numbers starting 13-19', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{9}$/), (d, rest) => checkPhone(`1${d}${rest}`) === undefined),
      RUNS,
    );
  });
  it('empty values: 手机号码不能为空', () => {
    for (const v of [null, undefined, '']) expect(zh(checkPhone(v))).toBe('手机号码不能为空');
  });
  it('wrong length: 手机号码长度不为11位', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.length !== 11),
        (s) => zh(checkPhone(s)) === '手机号码长度不为11位',
      ),
      RUNS,
    );
  });
  it('11 characters in a bad format: 手机号码格式不正确', () => {
    const bad = fc.oneof(
      fc.stringMatching(/^[02-9]\d{10}$/), // not starting with 1
      fc.stringMatching(/^1[0-2]\d{9}$/), // second digit 0-2
      fc.stringMatching(/^1[3-9]\d{8}[a-zA-Z ]$/), // a letter inside
      fc.string({ minLength: 11, maxLength: 11 }).filter((s) => !/^1[3-9]\d{9}$/.test(s)),
    );
    fc.assert(
      fc.property(bad, (s) => zh(checkPhone(s)) === '手机号码格式不正确'),
      RUNS,
    );
  });
});

/** A valid ID number built from parts, with its GB 11643 check digit. */
const validId = fc
  .tuple(
    fc.constantFrom(...ID_PROVINCES),
    fc.stringMatching(/^\d{4}$/),
    fc.integer({ min: 1900, max: 2099 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.stringMatching(/^\d{3}$/),
  )
  .map(([p, area, y, m, d, seq]) => {
    const first = `${p}${area}${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${seq}`;
    return first + idCheckDigit(first);
  });

describe('idCard', () => {
  it('accepts valid numbers of every province prefix, including 71, 81, 82 and 91', () => {
    fc.assert(
      fc.property(validId, (s) => checkIdCard(s) === undefined),
      RUNS,
    );
    for (const p of ['71', '81', '82', '91']) {
      const first = `${p}0101199001011234`.slice(0, 17);
      expect(checkIdCard(first + idCheckDigit(first))).toBeUndefined();
    }
  });
  it('a known real-format example passes and a lowercase x check digit counts', () => {
    expect(checkIdCard('11010519491231002X')).toBeUndefined();
    expect(checkIdCard('11010519491231002x')).toBeUndefined();
  });
  it('empty: 证件号码不能为空', () => {
    for (const v of [null, undefined, '']) expect(zh(checkIdCard(v))).toBe('证件号码不能为空');
  });
  it('not 18 long: 证件号码长度不为18位', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.length !== 18),
        (s) => zh(checkIdCard(s)) === '证件号码长度不为18位',
      ),
      RUNS,
    );
  });
  it('18 characters of a bad format: 证件号码格式错误', () => {
    const bad = fc.oneof(
      fc.stringMatching(/^\d{16}[A-Z]\d$/),
      fc.stringMatching(/^[a-z]\d{17}$/),
      validId.map((s) => `${s.slice(0, 10)}13${s.slice(12)}`), // month 13
      validId.map((s) => `${s.slice(0, 12)}32${s.slice(14)}`), // day 32
      validId.map((s) => `${s.slice(0, 6)}1899${s.slice(10)}`), // year before 1900
    );
    fc.assert(
      fc.property(bad, (s) => zh(checkIdCard(s)) === '证件号码格式错误'),
      RUNS,
    );
  });
  it('unknown province prefix: 地址编码错误', () => {
    const unknown = fc
      .integer({ min: 0, max: 99 })
      .map((n) => String(n).padStart(2, '0'))
      .filter((p) => !ID_PROVINCES.has(p));
    fc.assert(
      fc.property(unknown, validId, (p, s) => {
        const first = p + s.slice(2, 17);
        return zh(checkIdCard(first + idCheckDigit(first))) === '地址编码错误';
      }),
      RUNS,
    );
  });
  it('wrong check digit: 证件号码校验位错误', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789X'), (s, c) => {
        fc.pre(c !== s[17].toUpperCase());
        return zh(checkIdCard(s.slice(0, 17) + c)) === '证件号码校验位错误';
      }),
      RUNS,
    );
  });
});

describe('email', () => {
  it('accepts ordinary addresses', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9._-]{0,15}[a-z0-9]$/),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
        fc.constantFrom('cn', 'com', 'org'),
        (u, d, t) => {
          fc.pre(!u.includes('..'));
          return checkEmail(`${u}@${d}.${t}`) === undefined;
        },
      ),
      RUNS,
    );
  });
  it('rejects 20+ kinds of bad input with 邮箱格式不正确', () => {
    const bad = fc.oneof(
      fc.stringMatching(/^[a-z]{1,10}$/), // no @
      fc.stringMatching(/^[a-z]{1,5}@[a-z]{1,5}$/), // no dot in domain
      fc.stringMatching(/^@[a-z]{1,5}\.cn$/), // no local part
      fc.stringMatching(/^[a-z]{1,5}@\.cn$/), // empty label
      fc.stringMatching(/^[a-z]{1,5} [a-z]{1,5}@x\.cn$/), // space
      fc.stringMatching(/^[a-z]{1,5}@[a-z]{1,5}\.[a-z]$/), // 1-letter TLD
      fc.stringMatching(/^[a-z]{1,5}@@[a-z]{1,5}\.cn$/), // double @
      fc.stringMatching(/^[a-z]{1,5}\.\.[a-z]{1,5}@x\.cn$/), // double dot
    );
    fc.assert(
      fc.property(bad, (s) => zh(checkEmail(s)) === '邮箱格式不正确'),
      RUNS,
    );
  });
});

describe('url', () => {
  it('accepts http and https URLs', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (u) => checkUrl(u) === undefined),
      RUNS,
    );
  });
  it('rejects other schemes and non-URLs', () => {
    const bad = fc.oneof(
      fc.webUrl({ validSchemes: ['ftp', 'file', 'ws'] }),
      fc.stringMatching(/^[a-z]{1,10}\.[a-z]{2,3}$/), // no scheme
      fc.stringMatching(/^https?:\/\/$/),
      fc.stringMatching(/^https?:\/\/ [a-z]{1,5}$/),
      fc.stringMatching(/^https?:[a-z]{1,8}\.cn$/),
    );
    fc.assert(
      fc.property(bad, (s) => zh(checkUrl(s)) === '请输入以 http:// 或 https:// 开头的正确网址'),
      RUNS,
    );
  });
});

describe('ip', () => {
  it('accepts every IPv4 address in dotted decimal', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => checkIp(ip) === undefined),
      RUNS,
    );
  });
  it('says IP地址不能为空 when empty', () => {
    for (const v of ['', null, undefined]) expect(zh(checkIp(v))).toBe('IP地址不能为空');
  });
  it('rejects octets above 255, leading zeros, short or long forms and text', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const bad = fc.oneof(
      fc.tuple(octet, octet, octet, fc.integer({ min: 256, max: 999 })).map((a) => a.join('.')),
      fc.tuple(octet, octet, octet).map((a) => a.join('.')),
      fc.tuple(octet, octet, octet, octet, octet).map((a) => a.join('.')),
      fc.tuple(fc.integer({ min: 0, max: 9 }), octet, octet, octet).map(([a, ...r]) => [`0${a}`, ...r].join('.')),
      fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{1,8}){3}$/),
      fc.ipV6(),
    );
    fc.assert(
      fc.property(bad, (s) => zh(checkIp(s)) === '请输入正确的IP地址，如 192.168.1.10'),
      RUNS,
    );
  });
});

describe('chineseName', () => {
  const han = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c));
  it('accepts 2 to 8 Chinese characters', () => {
    fc.assert(
      fc.property(fc.array(han, { minLength: 2, maxLength: 8 }), (a) => checkChineseName(a.join('')) === undefined),
      RUNS,
    );
  });
  it('rejects too short, too long, and mixed input', () => {
    const bad = fc.oneof(
      han, // one character
      fc.array(han, { minLength: 9, maxLength: 20 }).map((a) => a.join('')),
      fc.tuple(fc.array(han, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[A-Za-z0-9 ·]{1,3}$/)).map(([a, s]) => a.join('') + s),
      fc.stringMatching(/^[A-Za-z]{2,8}$/),
    );
    fc.assert(
      fc.property(bad, (s) => zh(checkChineseName(s)) === '请输入2到8个汉字'),
      RUNS,
    );
  });
});

describe('bid', () => {
  const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const b58 = fc.constantFrom(...B58.split(''));
  const suffix = fc.array(b58, { minLength: 22, maxLength: 31 }).map((a) => a.join(''));
  const code = fc.option(fc.stringMatching(/^[a-z0-9]{4}$/), { nil: undefined });
  const good = fc
    .tuple(code, fc.constantFrom('e', 'z', 's'), fc.constantFrom('f', 's', 't'), suffix)
    .map(([c, k, e, s]) => `did:bid:${c ? `${c}:` : ''}${k}${e}${s}`);
  it('accepts the glossary format, with or without a sub-chain code', () => {
    fc.assert(
      fc.property(good, (s) => checkBid(s) === undefined),
      RUNS,
    );
    expect(checkBid('did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2')).toBeUndefined();
    expect(checkBid('did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq')).toBeUndefined();
  });
  it('rejects a wrong prefix, key type, length, alphabet or sub-chain code', () => {
    const bad = fc.oneof(
      good.map((s) => s.replace('did:bid:', 'did:bld:')),
      fc.tuple(fc.constantFrom('a', 'x', 'E'), suffix).map(([k, s]) => `did:bid:${k}f${s}`),
      fc.array(b58, { minLength: 1, maxLength: 21 }).map((a) => `did:bid:ef${a.join('')}`),
      fc.array(b58, { minLength: 32, maxLength: 40 }).map((a) => `did:bid:ef${a.join('')}`),
      fc.tuple(suffix, fc.constantFrom('0', 'O', 'I', 'l')).map(([s, c]) => `did:bid:ef${c}${s.slice(1)}`),
      fc.tuple(fc.stringMatching(/^[A-Z]{4}$|^[a-z]{3}$|^[a-z]{5}$/), suffix).map(([c, s]) => `did:bid:${c}:zf${s}`),
    );
    fc.assert(
      fc.property(bad, (s) => zh(checkBid(s)) === 'BID 格式不正确'),
      RUNS,
    );
    expect(zh(checkBid(''))).toBe('BID 不能为空');
  });
});

describe('the formats the gateway checks beside spec 5 (contract version and address, IP allow-list, template attributes)', () => {
  it('takes good values', () => {
    for (const v of ['v1', '1.2', 'v1.2.3']) expect(checkContractVersion(v)).toBeUndefined();
    expect(checkContractAddress(`0x${'aB'.repeat(20)}`)).toBeUndefined();
    for (const v of ['10.0.0.0/8', '192.168.1.10', '10.0.0.0/8, 192.168.1.10，172.16.0.1/32']) expect(checkIpList(v)).toBeUndefined();
    expect(checkAttrLines('model,设备型号,text,是\nserial\nmadeOn,生产日期,date,否')).toBeUndefined();
  });
  it('refuses bad ones with the gateway’s message', () => {
    for (const v of ['1.2.3.4', 'v', '1.0-beta']) expect(zh(checkContractVersion(v))).toBe('合约版本格式不正确');
    for (const v of ['0x123', `${'a'.repeat(42)}`, `0x${'g'.repeat(40)}`]) expect(zh(checkContractAddress(v))).toBe('合约地址格式不正确');
    for (const v of ['10.0.0', '10.0.0.0/33', '10.0.0.0/8;10.1.1.1', '256.1.1.1']) expect(zh(checkIpList(v))).toBe('IP白名单格式不正确');
    expect(zh(checkAttrLines('model\n1serial'))).toBe('第2行属性键格式不正确：须以字母开头，由字母、数字、下划线组成');
    expect(zh(checkAttrLines('model,型号,colour'))).toBe('第1行属性类型须为 text、number 或 date');
    expect(zh(checkAttrLines('model,型号,text,maybe'))).toBe('第1行是否必填须为 是 或 否');
    expect(zh(checkAttrLines('model\nmodel'))).toBe('属性键 model 重复');
    expect(zh(checkAttrLines(''))).toBe('请至少定义一个属性');
  });
  it('every named rule takes its example and refuses its bad value', () => {
    for (const [name, r] of Object.entries(rules)) {
      expect(r.check(r.example), name).toBeUndefined();
      expect(r.check(r.bad), name).toBeDefined();
    }
  });
});
