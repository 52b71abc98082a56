/**
 * The mock's two chains (test net 1, backbone 2), each created on first use, seeded with its
 * history (./seed.ts) and kept for the server's life. Apart from the Chain class (./chain.ts), so
 * that the seed, which drives a Chain, and the class do not import each other.
 */
import { Chain, networkTypeOf, type NetworkType } from './chain';
import { seedHistory, seedPlan } from './seed';

const chains = new Map<NetworkType, Promise<Chain>>();
const ready = new Map<NetworkType, Chain>();

/** The backbone chain (bbn-backbone): the one whose height every figure of the backbone shows. */
export const BACKBONE: NetworkType = 2;

/**
 * The head of a chain whose history is mined, for answers that cannot wait (0 until then); an
 * answer that can, awaits chainFor first. One chain, one height: the monitor, the nodes, the
 * home page's receipts and the chain browser all read it here (issue 23 item 7).
 */
export function headOf(networkType: NetworkType = BACKBONE): number {
  return ready.get(networkType)?.blockNumber ?? 0;
}

/** The chain once its history is mined (else undefined): for figures read in one go. */
export const readyChain = (networkType: NetworkType = BACKBONE): Chain | undefined => ready.get(networkType);

/**
 * The chain of a network type, created on first use and kept for the server's life. It starts
 * with SEED_BLOCKS[type] blocks of deterministic history (mock/_chain/seed.ts) for the browser.
 */
export function chainFor(networkType: unknown): Promise<Chain> {
  const t = networkTypeOf(networkType);
  let c = chains.get(t);
  if (!c) {
    c = Chain.create(t).then(async (chain) => {
      const plan = seedPlan(t);
      await seedHistory(chain, plan.count, { txEvery: plan.txEvery });
      ready.set(t, chain);
      return chain;
    });
    chains.set(t, c);
  }
  return c;
}

/**
 * Seeds both chains in the background, so the first browser page finds them ready. Called by the
 * servers meant for people (`npm run serve`, and `npm start` once its first compile is done), not
 * on import: a unit test that starts the mock for other calls does not pay for ~540 blocks of
 * mining, and a chain a test asks for is still seeded on first use (chainFor).
 */
export function warmChains(): void {
  for (const t of [1, 2] as const) {
    chainFor(t).catch((e) => {
      console.error(`[mock] chain ${t} failed to start:`, e);
    });
  }
}
