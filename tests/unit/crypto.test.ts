/**
 * Login fields leave the browser as the gateway reads them: sm2 (sm-crypto, C1C3C2) with the
 * '04' prefix, a fresh random point each time, decrypted by the mock gateway's private key as a
 * real gateway does, and by any key pair's private half for a gateway configured with its own key.
 */
import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { encryptField } from '@/utils/crypto';
import { decrypt } from '../../mock/_lib/keys';

describe('encryptField', () => {
  it('sends 04 || C1 || C3 || C2 that the mock gateway decrypts, different every time', () => {
    const a = encryptField('Admin@123');
    const b = encryptField('Admin@123');
    expect(a).toMatch(/^04[0-9a-f]{210}$/);
    expect(a).not.toBe(b);
    expect([decrypt(a), decrypt(b)]).toEqual(['Admin@123', 'Admin@123']);
  });

  it('encrypts non-ASCII and long text for another gateway key', () => {
    const { publicKey, privateKey } = sm2.generateKeyPairHex();
    for (const text of ['中文口令-密码🙂', 'x'.repeat(100)]) {
      const c = encryptField(text, publicKey);
      expect(c.length).toBe(2 + 128 + 64 + 2 * new TextEncoder().encode(text).length);
      expect(sm2.doDecrypt(c.slice(2), privateKey, 1)).toBe(text);
    }
  });
});
