/** Base58 (bitcoin alphabet) of a hex string: the body of the BIDs the mock issues (glossary). */
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export function base58(hex: string): string {
  let n = BigInt(`0x${hex}`);
  let out = '';
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}
