/**
 * History for the chain browser: each chain starts with real blocks mined by real transactions
 * (two contract deployments, then points transfers, evidence records and plain value transfers in
 * turn), so lists page and the transactions-per-day chart has fourteen days to draw.
 *
 * Deterministic: the same transactions in the same order (same hashes, contract addresses and
 * events) on every start. Block times are laid over the fourteen days up to the start (days of
 * UTC+8, the users' day), by fixed weights; only they and the block hashes that include them
 * follow the clock.
 */
import { Interface, getAddress, id } from 'ethers';
import type { Chain } from './chain';
import { SEED_ARTIFACTS } from './seedContracts';
import { EVIDENCE_SOURCE, POINTS_SOURCE } from './seedContracts.source';

export const SEED_DAYS = 14;
/** Blocks seeded per network type at start-up (1 test net, 2 backbone net). */
export const SEED_BLOCKS: Record<1 | 2, number> = { 1: 240, 2: 300 };

/**
 * MOCK_CHAIN_BLOCKS=10000 (the bench) grows each chain to that many blocks at start, a
 * transaction in every tenth block; otherwise SEED_BLOCKS, a transaction in each.
 */
export function seedPlan(networkType: 1 | 2): { count: number; txEvery: number } {
  const n = Number.parseInt(process.env.MOCK_CHAIN_BLOCKS ?? '', 10);
  return Number.isFinite(n) && n > SEED_BLOCKS[networkType] ? { count: n, txEvery: 10 } : { count: SEED_BLOCKS[networkType], txEvery: 1 };
}
/** The users' day: UTC+8. */
export const DAY_OFFSET_S = 8 * 3600;
const DAY = 86_400;
/** Relative activity of the fourteen days, oldest first. */
const WEIGHTS = [3, 5, 4, 6, 2, 7, 5, 4, 8, 6, 5, 9, 7, 6];

/** The seeded accounts that receive transfers: fixed, derived from their names. */
export const SEED_ACCOUNTS = Array.from({ length: 16 }, (_, i) => getAddress(`0x${id(`bbn-seed-account-${i}`).slice(-40)}`));

/** Start of the UTC+8 day holding `t` (seconds), as seconds since the epoch. */
export const dayStart = (t: number) => Math.floor((t + DAY_OFFSET_S) / DAY) * DAY - DAY_OFFSET_S;

/**
 * Block times of `count` blocks over the SEED_DAYS days ending at `now` (seconds), oldest first:
 * each day gets blocks by its weight, spread evenly over the day (today: over the part gone by).
 */
export function seedTimes(count: number, now: number): number[] {
  const total = WEIGHTS.reduce((a, b) => a + b, 0);
  const perDay = WEIGHTS.map((w) => Math.floor((count * w) / total));
  perDay[perDay.length - 1] += count - perDay.reduce((a, b) => a + b, 0);
  const today = dayStart(now);
  const times: number[] = [];
  perDay.forEach((n, d) => {
    const start = today - (SEED_DAYS - 1 - d) * DAY;
    const window = d === SEED_DAYS - 1 ? Math.max(n + 1, now - start - 1) : DAY;
    for (let k = 0; k < n; k += 1) times.push(start + Math.floor(((k + 1) * window) / (n + 1)));
  });
  // Strictly increasing and never after `now`: the chain mines later blocks after these.
  for (let i = 0; i < times.length; i += 1) {
    times[i] = Math.min(times[i], now - (times.length - i));
    if (i > 0 && times[i] <= times[i - 1]) times[i] = times[i - 1] + 1;
  }
  return times;
}

/** The seeded contracts of each chain: address (lower case) -> name and source. */
const seeded = new WeakMap<Chain, Map<string, { name: string; source: string }>>();
export const seedContractName = (chain: Chain, address: string) => seeded.get(chain)?.get(address.toLowerCase())?.name;
export const seedSource = (chain: Chain, address: string) => seeded.get(chain)?.get(address.toLowerCase())?.source;

/**
 * Mines `count` blocks of history on a fresh chain, the last one just before `now` (seconds).
 * With `txEvery` > 1 only every txEvery-th block carries a transaction and the others are sealed
 * empty (the bench's 10,000-block chain, built in seconds rather than minutes of signing).
 */
export async function seedHistory(chain: Chain, count: number, opts: { now?: number; txEvery?: number } = {}): Promise<void> {
  const times = seedTimes(count, opts.now ?? Math.floor(Date.now() / 1000));
  const every = Math.max(1, opts.txEvery ?? 1);
  const points = new Interface(SEED_ARTIFACTS.BackbonePoints.abi as any);
  const evidence = new Interface(SEED_ARTIFACTS.EvidenceStore.abi as any);
  const p = await chain.send({
    abi: SEED_ARTIFACTS.BackbonePoints.abi as any,
    data: SEED_ARTIFACTS.BackbonePoints.bytecode + points.encodeDeploy(['链网积分', 10n ** 24n]).slice(2),
    timestamp: times[0],
    constructorArgs: [
      { name: 'name_', type: 'string', value: '链网积分' },
      { name: 'supply', type: 'uint256', value: (10n ** 24n).toString() },
    ],
  });
  const e = await chain.send({ abi: SEED_ARTIFACTS.EvidenceStore.abi as any, data: SEED_ARTIFACTS.EvidenceStore.bytecode, timestamp: times[1] });
  seeded.set(
    chain,
    new Map([
      [p.contractAddress!.toLowerCase(), { name: 'BackbonePoints', source: POINTS_SOURCE }],
      [e.contractAddress!.toLowerCase(), { name: 'EvidenceStore', source: EVIDENCE_SOURCE }],
    ]),
  );
  for (let i = 2; i < count; i += 1) {
    // Mining resolves its promises without waiting for I/O: without a turn of the event loop per
    // block, a server sharing this process would answer nothing (not even start listening) until
    // every block is sealed (~14 s for the default chains, issue 23 item 12).
    await new Promise<void>((resolve) => setImmediate(resolve));
    const timestamp = times[i];
    if (i % every !== 0) {
      await chain.mineEmpty(timestamp);
      continue;
    }
    const k = i / every;
    const to = SEED_ACCOUNTS[k % SEED_ACCOUNTS.length];
    if (k % 3 === 0) {
      await chain.send({ to, value: BigInt(k) * 10n ** 15n, timestamp });
    } else if (k % 3 === 1) {
      await chain.send({ to: p.contractAddress!, data: points.encodeFunctionData('transfer', [to, BigInt(k) * 1000n]), timestamp });
    } else {
      await chain.send({ to: e.contractAddress!, data: evidence.encodeFunctionData('store', [id(`evidence-${k}`), `存证记录 #${k}`]), timestamp });
    }
  }
}
