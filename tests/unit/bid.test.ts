import { describe, expect, it } from 'vitest';
import { BID_PATTERN as MOCK_PATTERN, resolve } from '../../mock/sfbn-id/resolver';
import { users } from '../../mock/_lib/users';
import { BID_PATTERN, isBid, parseBid } from '@/utils/bid';

describe('BID format (glossary)', () => {
  it('accepts the glossary examples and a sub-chain BID', () => {
    expect(isBid('did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2')).toBe(true);
    expect(isBid('did:bid:ef214PmkhKndUcArDQPgD5J4fFVwqJFPt')).toBe(true);
    expect(isBid('did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq')).toBe(true);
  });

  it('refuses what the format excludes', () => {
    const bad = [
      '',
      'did:bid:',
      'bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', // no method prefix
      'did:bid:xfnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', // key type x
      'did:bid:eanVUgqQFfYeu97ABf6sGm3WFtVXHZB2', // encoding a
      'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZ0', // 0 is not base58
      'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZBl', // l is not base58
      'did:bid:ef' + '1'.repeat(21), // 21 characters: too short
      'did:bid:ef' + '1'.repeat(32), // 32 characters: too long
      'did:bid:A001:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', // code must be lowercase
      'did:bid:a01:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', // code must be 4 long
      ' did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2',
    ];
    for (const b of bad) expect(isBid(b), b).toBe(false);
    expect(isBid(null)).toBe(false);
  });

  it('keeps 22 to 31 characters after the two type letters (whole length 32..46 for the common case)', () => {
    expect(isBid('did:bid:ef' + '2'.repeat(22))).toBe(true);
    expect(isBid('did:bid:ef' + '2'.repeat(31))).toBe(true);
    expect(('did:bid:ef' + '2'.repeat(22)).length).toBe(32);
  });

  it('parses the parts', () => {
    expect(parseBid('did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq')).toEqual({
      chainCode: 'a001',
      keyType: 'sm2',
      encoding: 'base58',
      suffix: '2dQb6BvYrEX4mNcPu9LsHkW7Tq',
    });
    expect(parseBid('did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2')?.keyType).toBe('ed25519');
    expect(parseBid('nope')).toBeNull();
  });

  it('the app and the mock agree on the pattern', () => {
    expect(MOCK_PATTERN.source).toBe(BID_PATTERN.source);
  });

  it('every demo account and seeded identifier is well formed and resolves', () => {
    for (const u of users.rows.filter((x) => x.bid)) {
      expect(isBid(u.bid), u.bid).toBe(true);
      expect(resolve(u.bid)?.id).toBe(u.bid);
    }
    for (const b of ['did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq', 'did:bid:sf7Pz3XkQmR9wN4tVb2HcJ8yLd5Ge6Ua', 'did:bid:b302:et4Wq8NcZpK2sF6mYh9RjV3xDg7Bn']) {
      expect(isBid(b), b).toBe(true);
      const doc = resolve(b)!;
      expect(doc.id).toBe(b);
      expect(doc.publicKey[0].controller).toBe(b);
      expect(doc.authentication).toEqual([`${b}#key-1`]);
    }
    expect(resolve('did:bid:ef' + '2'.repeat(25))).toBeNull();
  });
});
