/**
 * Figures that hold together (issue 23 item 7): one backbone chain, one height on the home page's
 * receipts, the monitor, the chain overview, the nodes and the chain browser; the monitor's blocks,
 * transactions and contracts counted on that chain; the browser's average block time computed from
 * the blocks it lists; seeded sub-chains whose kind matches their name.
 */
import { describe, expect, it } from 'vitest';
import { useChains, useMock } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const B = '/sfbn-alliance';
useChains();

describe('one chain, one height', () => {
  it('home receipts, monitor, chain overview and running nodes agree with the chain browser', async () => {
    const browser = (await admin.get(`${B}/browser/dynamicInfo`, { networkType: 2, afterBlock: 0 })).data;
    const height = browser.blockHeight;
    expect(height).toBeGreaterThan(0);

    expect((await admin.get(`${B}/chainSetting/simpleInfo`)).data.blockHeight).toBe(height);
    const general = (await admin.get(`${B}/chainSetting/realTimeGeneralView`)).data;
    expect(general.blockHeight).toBe(height);
    const running = (await admin.get(`${B}/chainSetting/realTimeNodeDynamic`)).data.filter((n: any) => n.status === 4);
    expect(running.length).toBeGreaterThan(0);
    expect(running.map((n: any) => n.blockHeight)).toEqual(running.map(() => height));

    const receipts = (await admin.get(`${B}/home/alliance/receiptPage`, { current: 1, size: 5 })).data.records;
    expect(receipts.length).toBe(5);
    // The newest receipt is the chain's newest transaction: the browser finds it in the block it names.
    expect(receipts[0].blockHeight).toBe(height);
    for (const r of receipts) {
      expect(r.blockHeight).toBeLessThanOrEqual(height);
      const tx = (await admin.get(`${B}/browser/tradeInfo`, { networkType: 2, hash: r.txHash })).data;
      expect(tx.blockNumber).toBe(r.blockHeight);
    }
  });

  it('the monitor counts the blocks, transactions and contracts of that chain', async () => {
    const overview = (await admin.get(`${B}/browser/overview`, { networkType: 2 })).data;
    const general = (await admin.get(`${B}/chainSetting/realTimeGeneralView`)).data;
    expect(general.blockTotal).toBeGreaterThan(0);
    expect(general.blockTotal).toBeLessThanOrEqual(overview.blockHeight);
    expect(general.txTotal).toBeLessThanOrEqual(overview.txCount);
    // The last 7 of the browser's 14 days of transactions are the monitor's 7 days.
    expect(general.txTotal).toBe(overview.txPerDay.slice(-7).reduce((n: number, d: any) => n + d.count, 0));
    expect(general.contractCount).toBe(overview.contractCount);
    const contracts = (await admin.get(`${B}/chainContract/monitorBackboneContract`)).data;
    expect(contracts.total).toBe(overview.contractCount);
    expect(contracts.added).toBeLessThanOrEqual(contracts.total);
  });

  it('the browser’s average block time is what the blocks it lists show', async () => {
    for (const networkType of [1, 2]) {
      const d = (await admin.get(`${B}/browser/dynamicInfo`, { networkType, afterBlock: 0 })).data;
      const shown = d.blocks;
      expect(shown.length).toBe(10);
      const avg = Math.round(((shown[0].timestamp - shown[shown.length - 1].timestamp) / (shown.length - 1)) * 10) / 10;
      expect(d.avgBlockTime).toBe(avg);
    }
  });
});

describe('seeded sub-chains', () => {
  it('have the kind their name says (1 政务, 2 金融, 3 供应链, 4 其他)', async () => {
    const kindOf = (name: string) => (/政务|司法/.test(name) ? 1 : /金融/.test(name) ? 2 : /贸易|溯源|物流/.test(name) ? 3 : 4);
    for (const type of [1, 2]) {
      const rows = (await admin.get(`${B}/childchainaudit/listByPage`, { type, current: 1, size: 100 })).data.records;
      const seeded = rows.filter((r: any) => /链$/.test(r.childChainName) && !/^测试|^概览/.test(r.childChainName));
      expect(seeded.length).toBeGreaterThanOrEqual(10);
      for (const r of seeded) expect([r.childChainName, r.childType]).toEqual([r.childChainName, kindOf(r.childChainName)]);
    }
  });
});
