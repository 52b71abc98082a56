/**
 * The chain browser's data: seeded history (real, deterministic transactions), the chain's block /
 * transaction / address indexes, and the browser calls over HTTP as the console makes them, on the
 * same chains the IDE deploys to.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chain } from '../../../mock/_chain/chain';
import { chainFor } from '../../../mock/_chain/chains';
import { dayStart, SEED_ACCOUNTS, SEED_BLOCKS, seedHistory, seedTimes } from '../../../mock/_chain/seed';
import { SEED_ARTIFACTS } from '../../../mock/_chain/seedContracts';
import { SEED_SOURCES } from '../../../mock/_chain/seedContracts.source';
import { compileSources, mainContractOf } from '../../../mock/_chain/solidity';
import { createRouter } from '../../../mock/_lib/app';
import { CLIENT_ID, CLIENT_SECRET } from '../../../mock/_lib/keys';
import { issueTokens, users } from '../../../mock/_lib/users';
import browser from '../../../mock/sfbn-alliance/browser';

const NOW = 1_790_000_000; // a fixed clock for the deterministic checks

describe('seeded history', () => {
  it('is the same transactions on every start, with real receipts, decoded input and events', async () => {
    const a = await Chain.create(2);
    const b = await Chain.create(2);
    await seedHistory(a, 30, { now: NOW });
    await seedHistory(b, 30, { now: NOW });
    expect(a.blockNumber).toBe(30);
    expect(a.txOrder).toEqual(b.txOrder);
    expect(a.blocks.map((x) => x.hash)).toEqual(b.blocks.map((x) => x.hash));
    expect(a.created.map((c) => c.address)).toEqual(b.created.map((c) => c.address));
    // Block 1 deploys the points contract: constructor decoded, the mint event decoded.
    const deploy = a.blocks[0].transactions[0];
    expect(a.decodeInput(deploy)).toEqual({
      method: 'constructor',
      signature: 'constructor(string,uint256)',
      args: [
        { name: 'name_', type: 'string', value: '链网积分' },
        { name: 'supply', type: 'uint256', value: (10n ** 24n).toString() },
      ],
    });
    expect(a.txEvents(deploy).map((e) => e.signature)).toEqual(['Transfer(address,address,uint256)']);
    // Block 5 (i = 4, 4 % 3 = 1) is a points transfer to seeded account 4.
    const transfer = a.blocks[4].transactions[0];
    expect(a.decodeInput(transfer)).toEqual({
      method: 'transfer',
      signature: 'transfer(address,uint256)',
      args: [
        { name: 'to', type: 'address', value: SEED_ACCOUNTS[4] },
        { name: 'value', type: 'uint256', value: '4000' },
      ],
    });
    const ev = a.txEvents(transfer)[0];
    expect(ev.event).toBe('Transfer');
    expect(ev.args[2]).toEqual({ name: 'value', type: 'uint256', value: '4000' });
    // Block 4 (i = 3) is a plain value transfer: no input to decode, no event, the value sent.
    const plain = a.blocks[3].transactions[0];
    expect(a.txs.get(plain)!.value).toBe((3n * 10n ** 15n).toString());
    expect(a.decodeInput(plain)).toBeNull();
    expect(a.addressTxs(SEED_ACCOUNTS[3])).toEqual([plain]);
  });

  it('lays block times over fourteen UTC+8 days up to now, increasing', () => {
    const times = seedTimes(300, NOW);
    expect(times).toHaveLength(300);
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeGreaterThan(times[i - 1]);
    expect(times[times.length - 1]).toBeLessThan(NOW);
    expect(dayStart(times[0])).toBe(dayStart(NOW) - 13 * 86_400);
    const days = new Set(times.map(dayStart));
    expect(days.size).toBe(14);
  });

  it('its compiled contracts are the compiler output of their source (scripts/seed-contracts.ts)', async () => {
    const r = await compileSources(SEED_SOURCES.map(({ name, content }) => ({ name, content })));
    expect(r.ok).toBe(true);
    for (const s of SEED_SOURCES) {
      const c = mainContractOf(r.contracts, s.name, s.contractName, s.content)!;
      const kept = SEED_ARTIFACTS[s.contractName as keyof typeof SEED_ARTIFACTS];
      expect(c.bytecode).toBe(kept.bytecode);
      expect(c.abi).toEqual(kept.abi);
    }
  }, 120_000);
});

let base = '';
let server: ReturnType<express.Express['listen']>;
const token = () => issueTokens(users.find((u) => u.account === 'zhangsan')!).access_token;

async function call(spec: string, query: Record<string, any> = {}, body?: Record<string, any>) {
  const [method, path] = spec.split(' ');
  const res = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
      Auth: `bearer ${token()}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, ...(await res.json()) };
}

describe('browser calls (spec 7.5) on the chains the IDE uses', () => {
  beforeAll(async () => {
    const app = express();
    app.use(createRouter([browser]));
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sfbn-alliance/browser`;
    await Promise.all([chainFor(1), chainFor(2)]);
  }, 240_000);
  afterAll(() => server?.close());

  it('overview figures are the chain’s, per network type; transactions per day add up', async () => {
    for (const type of [1, 2] as const) {
      const chain = await chainFor(type);
      const o = (await call('GET /overview', { networkType: type })).data;
      expect(o.blockHeight).toBe(chain.blockNumber);
      expect(o.blockHeight).toBeGreaterThanOrEqual(SEED_BLOCKS[type]);
      expect(o.txCount).toBe(chain.txOrder.length);
      expect(o.contractCount).toBe(chain.created.length);
      expect(o.txPerDay).toHaveLength(14);
      expect(o.txPerDay.reduce((n: number, d: any) => n + d.count, 0)).toBe(chain.txOrder.length);
    }
  });

  it('pages blocks and transactions newest first on the server, with filters', async () => {
    const chain = await chainFor(2);
    const h = chain.blockNumber;
    const p1 = (await call('POST /blockPage', { networkType: 2, current: 1, size: 10 }, {})).data;
    expect(p1.total).toBe(h);
    expect(p1.records.map((b: any) => b.number)).toEqual(Array.from({ length: 10 }, (_, i) => h - i));
    const p3 = (await call('POST /blockPage', { networkType: 2, current: 3, size: 10 }, {})).data;
    expect(p3.records[0].number).toBe(h - 20);
    const one = (await call('POST /blockPage', { networkType: 2, current: 1, size: 10 }, { number: 7 })).data;
    expect(one.records.map((b: any) => b.number)).toEqual([7]);

    const byAddress = (await call('POST /tradePage', { networkType: 2, current: 1, size: 50 }, { address: SEED_ACCOUNTS[3] })).data;
    expect(byAddress.total).toBe(chain.addressTxs(SEED_ACCOUNTS[3]).length);
    expect(byAddress.records.every((r: any) => r.to === SEED_ACCOUNTS[3] || r.method === 'transfer')).toBe(true);
    const inBlock = (await call('POST /tradePage', { networkType: 2, current: 1, size: 10 }, { blockNumber: 5 })).data;
    expect(inBlock.records.map((r: any) => r.hash)).toEqual(chain.blocks[4].transactions);
  });

  it('shows a block with its transactions, a transaction decoded, a contract with its source', async () => {
    const chain = await chainFor(1);
    const b = (await call('GET /blockInfo', { networkType: 1, number: 5 })).data;
    expect(b.number).toBe(5);
    expect(b.transactions[0].method).toBe('transfer');
    expect(b.transactions[0].toName).toBe('BackbonePoints');
    expect((await call('GET /blockInfo', { networkType: 1, hash: b.hash })).data.number).toBe(5);

    const tx = (await call('GET /tradeInfo', { networkType: 1, hash: b.transactions[0].hash })).data;
    expect(tx.from).toBe(chain.from.toString());
    expect(tx.decodedInput.signature).toBe('transfer(address,uint256)');
    expect(tx.events).toHaveLength(1);
    expect(tx.events[0]).toMatchObject({ event: 'Transfer', contractName: 'BackbonePoints' });
    expect(BigInt(tx.fee)).toBe(BigInt(tx.gasUsed) * BigInt(tx.gasPrice));

    const contracts = (await call('POST /contractPage', { networkType: 1, current: 1, size: 10 }, { contractName: 'evidence' })).data;
    expect(contracts.records.map((c: any) => c.contractName)).toEqual(['EvidenceStore']);
    const c = (await call('GET /contractLatestInfo', { networkType: 1, address: contracts.records[0].address })).data;
    expect(c.source).toContain('contract EvidenceStore');
    expect(c.latestEvents[0].event).toBe('Stored');
    expect(c.projectId).toBeNull();

    const stats = (await call('POST /contractStatisticsPage', { networkType: 1, current: 1, size: 10 }, {})).data;
    expect(stats.records[0].txCount).toBeGreaterThanOrEqual(stats.records[1].txCount);
    const nodes = (await call('POST /nodePage', { networkType: 1, current: 1, size: 10 }, {})).data;
    expect(nodes.records[0]).toMatchObject({ nodeName: 'bbn-testnet-node-1', blockHeight: chain.blockNumber, status: 1 });
  });

  it('says what is missing with the gateway’s 400 and message', async () => {
    expect(await call('GET /blockInfo', { networkType: 2, number: 99_999_999 })).toMatchObject({ status: 400, msg: '区块不存在' });
    expect(await call('GET /tradeInfo', { networkType: 2, hash: `0x${'00'.repeat(32)}` })).toMatchObject({ status: 400, msg: '交易不存在' });
    expect(await call('GET /contractLatestInfo', { networkType: 2, address: `0x${'00'.repeat(20)}` })).toMatchObject({ status: 400, msg: '合约不存在' });
  });

  it('live refresh: dynamicInfo returns only the blocks above the one shown, and a new transaction appears', async () => {
    const chain = await chainFor(2);
    const h = chain.blockNumber;
    const none = (await call('GET /dynamicInfo', { networkType: 2, afterBlock: h })).data;
    expect(none.blocks).toEqual([]);
    const r = await chain.send({ to: SEED_ACCOUNTS[0], value: 1n });
    const next = (await call('GET /dynamicInfo', { networkType: 2, afterBlock: h })).data;
    expect(next.blocks.map((b: any) => b.number)).toEqual([h + 1]);
    expect(next.trades.map((x: any) => x.hash)).toEqual([r.transactionHash]);
    expect(next.blockHeight).toBe(h + 1);
  });
});
