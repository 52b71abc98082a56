/** Login fields leave the browser sm2-encrypted (C1C3C2, '04'-prefixed as the gateway expects). */
import { sm2 } from 'sm-crypto';
import { webConfig } from '@/config/web';

export function encryptField(plain: string, publicKey: string = webConfig.sm2PublicKey): string {
  return `04${sm2.doEncrypt(plain, publicKey, 1)}`;
}
