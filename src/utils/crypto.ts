/** Login fields leave the browser sm2-encrypted (C1C3C2, '04'-prefixed as the gateway expects). */
// The browser's BigInt and a small sm3 (src/utils/sm2.ts) instead of sm-crypto and jsbn (issue 13).
import { webConfig } from '@/config/web';
import { sm2Encrypt } from './sm2';

export function encryptField(plain: string, publicKey: string = webConfig.sm2PublicKey): string {
  return `04${sm2Encrypt(plain, publicKey)}`;
}
