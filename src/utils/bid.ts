/**
 * BID format (glossary): did:bid: + optional 4-character lowercase sub-chain code and ':' +
 * key type (e ed25519, z sm2, s secp256k1) + encoding (f base58, s base64, t bech32) +
 * 22 to 31 base58 characters.
 */
import { BID_PATTERN } from '../../shared/validators';

export { BID_PATTERN };

export function isBid(value: string | null | undefined): boolean {
  return typeof value === 'string' && BID_PATTERN.test(value);
}

/** The parts of a well-formed BID, or null. */
export function parseBid(
  value: string,
): { chainCode: string | null; keyType: 'ed25519' | 'sm2' | 'secp256k1'; encoding: 'base58' | 'base64' | 'bech32'; suffix: string } | null {
  const m = /^did:bid:(?:([a-z0-9]{4}):)?([ezs])([fst])([1-9A-HJ-NP-Za-km-z]{22,31})$/.exec(value);
  if (!m) return null;
  const keyType = ({ e: 'ed25519', z: 'sm2', s: 'secp256k1' } as const)[m[2] as 'e' | 'z' | 's'];
  const encoding = ({ f: 'base58', s: 'base64', t: 'bech32' } as const)[m[3] as 'f' | 's' | 't'];
  return { chainCode: m[1] ?? null, keyType, encoding, suffix: m[4] };
}
