/**
 * The browser's sm2 (src/utils/sm2.ts, native BigInt) writes what the gateway reads: the mock,
 * like a real gateway, decrypts with sm-crypto (C1C3C2). Checked with fresh key pairs, the
 * default key, compressed keys, non-ASCII text and a message longer than one KDF block.
 */
import { sm2 as smSm2, sm3 as smSm3 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { encryptField } from '@/utils/crypto';
import { decodePublicKey, sm2Encrypt, sm3 } from '@/utils/sm2';
import { decrypt } from '../../mock/_lib/keys';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('sm3', () => {
  it('matches the standard vectors (GB/T 32905 appendix A)', () => {
    expect(hex(sm3(new TextEncoder().encode('abc')))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    expect(hex(sm3(new TextEncoder().encode('abcd'.repeat(16))))).toBe('debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732');
  });

  it('agrees with sm-crypto on lengths around the padding boundaries', () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) expect(hex(sm3(new Uint8Array(n).fill(0x61)))).toBe(smSm3('a'.repeat(n)));
  });
});

describe('sm2 encryption', () => {
  it('is decrypted by sm-crypto to the same text', () => {
    const { publicKey, privateKey } = smSm2.generateKeyPairHex();
    for (const text of ['admin', 'Admin@123', '中文口令-密码🙂', 'x'.repeat(100)]) {
      const c = sm2Encrypt(text, publicKey);
      expect(c).toMatch(/^[0-9a-f]+$/);
      // C1 (128 hex) + C3 (64 hex) + C2 (the UTF-8 length)
      expect(c.length).toBe(128 + 64 + 2 * new TextEncoder().encode(text).length);
      expect(smSm2.doDecrypt(c, privateKey, 1)).toBe(text);
    }
  });

  it('accepts a compressed public key', () => {
    const { publicKey, privateKey } = smSm2.generateKeyPairHex();
    // 02/03 by the parity of y, then x
    const compressed = (parseInt(publicKey.slice(-1), 16) % 2 ? '03' : '02') + publicKey.slice(2, 66);
    expect(decodePublicKey(compressed)).toEqual(decodePublicKey(publicKey));
    expect(smSm2.doDecrypt(sm2Encrypt('Lisi@123', compressed), privateKey, 1)).toBe('Lisi@123');
  });

  it('refuses a key that is not a point of the curve', () => {
    expect(() => decodePublicKey('04' + '1'.repeat(128))).toThrow('not on the curve');
    expect(() => decodePublicKey('abcd')).toThrow('04||x||y');
  });

  it('encryptField sends 04 || C1 || C3 || C2 with a fresh random point each time', () => {
    const a = encryptField('Admin@123');
    const b = encryptField('Admin@123');
    expect(a).toMatch(/^04[0-9a-f]{210}$/);
    expect(a).not.toBe(b);
    // The mock gateway's private half (the default key is the mock's) reads both.
    expect([decrypt(a), decrypt(b)]).toEqual(['Admin@123', 'Admin@123']);
  });
});
