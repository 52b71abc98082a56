/**
 * The mock answers while the chain browser's chains are mined (issue 23 item 12): mining used to
 * hold the event loop until every block was sealed, so a server started beside it did not even
 * start listening for ~14 s, and a test file's `beforeAll(startMock)` ran past its hook timeout.
 */
import { describe, expect, it } from 'vitest';
import { Chain } from '../../mock/_chain/chain';
import { seedHistory } from '../../mock/_chain/seed';
import { BASIC, startMock } from './mockServer';

describe('mock start-up', () => {
  it('answers a call while a chain is being seeded', async () => {
    const mock = await startMock();
    try {
      const chain = await Chain.create(2);
      const mined = seedHistory(chain, 80).then(() => 'mined');
      const answered = fetch(`${mock.base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } }).then((r) =>
        r.ok ? 'answered' : `HTTP ${r.status}`,
      );
      expect(await Promise.race([answered, mined])).toBe('answered');
      await mined;
      expect(chain.blockNumber).toBe(80);
    } finally {
      mock.close();
    }
  });
});
