/**
 * The chain browser's calls (spec 7.5 Browser) on the server's chains, the ones the IDE deploys to
 * and calls (mock/_chain/chain.ts chainFor). The calls themselves: _browserRoutes.ts.
 */
import { chainFor } from '../_chain/chain';
import { browserRoutes } from './_browserRoutes';

// Both chains are seeded at start-up, in the background, so the first browser page finds them ready.
for (const t of [1, 2] as const) {
  chainFor(t).catch((e) => {
    // eslint-disable-next-line no-console
    console.error(`[mock] chain ${t} failed to start:`, e);
  });
}

export default browserRoutes(chainFor);
