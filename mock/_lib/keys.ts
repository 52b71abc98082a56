import { sm2 } from 'sm-crypto';

/**
 * The sm2 key pair of the mock gateway. The browser encrypts username and password with the
 * public half (src/config/web.ts, overridable with SM2_PUBLIC_KEY at build time); only this
 * private half decrypts them. A real gateway keeps its own pair.
 */
export const SM2_PRIVATE_KEY = '36a1c275d40d1ea20be3e141d4aad46670805b03981b698fbc916755f670712a';
export const SM2_PUBLIC_KEY =
  '0482f9b4aca4adaa1d57db39a2946b74f6c7b86b21ed8b8ca334dd17b2af670723baf9ee76d2b72007ee2df12cbb2a734b54448b8bfc4631c9f126d60428be2958';

/** The OAuth client the console identifies as (Authorization: Basic base64(id:secret)). */
export const CLIENT_ID = 'saber';
export const CLIENT_SECRET = 'saber_secret';

/** Decrypts an sm2 (C1C3C2) field. Clear text does not decrypt, so callers refuse it. */
export function decrypt(cipher: unknown): string | null {
  if (typeof cipher !== 'string' || !/^(04)?[0-9a-f]{192,}$/i.test(cipher)) return null;
  try {
    const hex = cipher.startsWith('04') ? cipher.slice(2) : cipher;
    const plain = sm2.doDecrypt(hex, SM2_PRIVATE_KEY, 1);
    return plain || null;
  } catch {
    return null;
  }
}
