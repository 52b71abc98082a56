/** Login fields leave the browser sm2-encrypted (C1C3C2, '04'-prefixed as the gateway expects). */
// Only the sm2 part (sm-crypto's index also bundles sm3 and sm4, unused in the browser).
import sm2 from 'sm-crypto/src/sm2';
import { webConfig } from '@/config/web';

export function encryptField(plain: string, publicKey: string = webConfig.sm2PublicKey): string {
  return `04${sm2.doEncrypt(plain, publicKey, 1)}`;
}
