/**
 * The chain browser's calls (spec 7.5 "Browser") on any chains: browser.ts mounts them on the
 * server's, the in-process chains the IDE deploys to and calls (mock/_chain/chain.ts), and the
 * bench and the 10,000-block test on their own. They read blocks, transactions with their receipts, decoded input and
 * events, contracts (with their IDE project and source when deployed from the IDE), the node, and
 * transactions per day. Every call takes `networkType` (1 test net, 2 backbone net; default 2).
 * Lists page on the server: newest first, `current` and `size` in the query, filters in the body.
 * The contract is docs/domain/browser.md.
 */
import type { Request } from 'express';
import { fail, ok, params, toInt, type Page, type Routes } from '../_lib/http';
import { NETWORKS, networkTypeOf, type BlockRecord, type Chain, type NetworkType } from '../_chain/chain';
import { chainFor } from '../_chain/chains';
import { dayStart, SEED_DAYS, seedContractName, seedSource } from '../_chain/seed';
import { containerOf, contracts, projects, RELATION, fromBase64 } from './_contractStore';
import { readsContainer } from './contract';
import { needs } from '../_lib/access';
import type {
  BlockDetail,
  BlockRow,
  ChainInfo,
  ContractDetail,
  ContractRow,
  DayCount,
  DynamicInfo,
  NodeRow,
  Overview,
  OverviewAnswer,
  TradeDetail,
  TradeRow,
} from '../../shared/wire/browser';

const typeOf = (p: Record<string, any>): NetworkType => (p.networkType === undefined || p.networkType === '' ? 2 : networkTypeOf(p.networkType));
const LATEST = 10;

/** A page of a list held oldest first, read newest first without copying it. */
function newestFirst<T, R>(list: readonly T[], current: unknown, size: unknown, map: (x: T) => R): Page<R> {
  const s = Math.min(100, Math.max(1, toInt(size, 10)));
  const total = list.length;
  const pages = Math.max(1, Math.ceil(total / s));
  const c = Math.min(Math.max(1, toInt(current, 1)), pages);
  const records: R[] = [];
  for (let i = total - 1 - (c - 1) * s; i >= 0 && records.length < s; i -= 1) records.push(map(list[i]));
  return { records, total, current: c, size: s, pages };
}

function blockRow(b: BlockRecord): BlockRow {
  return { number: b.number, hash: b.hash, timestamp: b.timestamp, miner: b.miner, gasUsed: b.gasUsed, gasLimit: b.gasLimit, txCount: b.transactions.length };
}

/** The IDE file deployed at an address on this network type (its project and source). */
function ideFileAt(address: string, t: NetworkType) {
  const a = address.toLowerCase();
  return contracts.filter({}, (f) => f.contractAddress?.toLowerCase() === a && Number(f.networkType) === t)[0];
}

function contractName(chain: Chain, address: string): string {
  return ideFileAt(address, chain.networkType)?.contractName ?? seedContractName(chain, address) ?? '';
}

function tradeRow(chain: Chain, hash: string): TradeRow {
  const t = chain.txs.get(hash)!;
  const r = chain.receipts.get(hash)!;
  const input = chain.decodeInput(hash);
  return {
    hash,
    blockNumber: t.blockNumber,
    timestamp: r.timestamp,
    from: t.from,
    to: t.to,
    toName: t.to ? contractName(chain, t.to) : '',
    contractAddress: r.contractAddress,
    contractName: r.contractAddress ? contractName(chain, r.contractAddress) : '',
    value: t.value,
    fee: (BigInt(r.gasUsed) * BigInt(t.gasPrice)).toString(),
    method: input?.method ?? (t.input === '0x' ? 'transfer' : t.input.slice(0, 10)),
    status: r.status,
  };
}

/** Whether the reader may see an IDE file's project and source: its owner or an administrator (issue 24). */
const readsFile = (req: Request, file: ReturnType<typeof ideFileAt>) =>
  Boolean(file && (req as any).user && readsContainer(req, file.relationType, containerOf(file.relationId, file.relationType)));

function contractRow(chain: Chain, c: Chain['created'][number], req: Request): ContractRow {
  const deployed = ideFileAt(c.address, chain.networkType);
  // Another user's contract shows what the chain shows, not which private project it came from.
  const file = deployed && readsFile(req, deployed) ? deployed : undefined;
  const project = file && Number(file.relationType) === RELATION.project ? projects.get(file.relationId) : undefined;
  return {
    address: c.address,
    contractName: contractName(chain, c.address),
    creator: c.creator,
    transactionHash: c.transactionHash,
    blockNumber: c.blockNumber,
    timestamp: c.timestamp,
    txCount: chain.addressTxs(c.address).length,
    verified: Boolean(chain.abiOf(c.address)),
    projectId: project?.id ?? null,
    projectName: project?.contractProjectName ?? null,
    fileId: file?.id ?? null,
  };
}

/** Transactions per UTC+8 day over the last `days` days up to the newest block, oldest first. */
function perDay(chain: Chain, days = SEED_DAYS): DayCount[] {
  const end = dayStart(Math.max(chain.headTimestamp, Math.floor(Date.now() / 1000)));
  const first = end - (days - 1) * 86_400;
  const counts = new Array(days).fill(0);
  for (let i = chain.blocks.length - 1; i >= 0; i -= 1) {
    const b = chain.blocks[i];
    if (b.timestamp < first) break;
    const d = Math.floor((b.timestamp - first) / 86_400);
    if (d < days) counts[d] += b.transactions.length;
  }
  return counts.map((count, d) => ({ date: new Date((first + d * 86_400 + 8 * 3600) * 1000).toISOString().slice(0, 10), count }));
}

function overview(chain: Chain): Overview {
  const n = chain.blocks.length;
  // Over the latest blocks the browser lists (LATEST): the figure is what their times show.
  const span = Math.min(LATEST - 1, n - 1);
  const avgBlockTime = span > 0 ? Math.round(((chain.blocks[n - 1].timestamp - chain.blocks[n - 1 - span].timestamp) / span) * 10) / 10 : 0;
  return {
    networkType: chain.networkType,
    blockHeight: chain.blockNumber,
    txCount: chain.txOrder.length,
    contractCount: chain.created.length,
    addressCount: chain.addressCount,
    nodeCount: 1,
    avgBlockTime,
    latestBlockTime: chain.headTimestamp,
  };
}

function nodeOf(chain: Chain): NodeRow {
  const net = NETWORKS[chain.networkType];
  return {
    nodeName: `${net.name}-node-1`,
    nodeAddress: chain.from.toString(),
    rpcUrl: `${net.networkUrl}:${net.networkPort}`,
    chainId: net.chainId,
    status: 1,
    blockHeight: chain.blockNumber,
    sealedBlocks: chain.blocks.length,
    latestBlockTime: chain.headTimestamp,
  };
}

/** The calls on the chains `chainOf` gives (the server's: chainFor; a test's or the bench's own). */
export function browserRoutes(chainOf: (networkType: NetworkType) => Promise<Chain> = chainFor): Routes {
  return {
    /** The chain itself: name, id, RPC address, the developer account that signs. */
    // Hand-written: read from the chain itself (its id, RPC address, signer), no table.
    'GET /api/sfbn-alliance/browser/info': needs(
      async (req, res) => {
        const chain = await chainOf(typeOf(params(req)));
        const net = NETWORKS[chain.networkType];
        ok<ChainInfo>(res, {
          networkType: chain.networkType,
          chainName: net.name,
          chainId: net.chainId,
          rpcUrl: `${net.networkUrl}:${net.networkPort}`,
          signer: chain.from.toString(),
        });
      },
      'user',
      { wire: { query: 'BrowserQuery', answer: 'ChainInfo' } },
    ),

    /** Headline figures and transactions per day (14 days). */
    // Hand-written: figures computed over the chain's blocks and transactions.
    'GET /api/sfbn-alliance/browser/overview': needs(
      async (req, res) => {
        const chain = await chainOf(typeOf(params(req)));
        ok<OverviewAnswer>(res, { ...overview(chain), txPerDay: perDay(chain) });
      },
      'user',
      { wire: { query: 'BrowserQuery', answer: 'OverviewAnswer' } },
    ),

    /**
     * What changed since the block the page shows (`afterBlock`): the figures, and the newest
     * blocks and transactions above it (at most 10 each), newest first. The live refresh prepends them.
     */
    // Hand-written: the chain's head and latest blocks, computed on each call.
    'GET /api/sfbn-alliance/browser/dynamicInfo': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        const after = toInt(p.afterBlock, 0);
        const blocks: ReturnType<typeof blockRow>[] = [];
        const trades: ReturnType<typeof tradeRow>[] = [];
        for (let i = chain.blocks.length - 1; i >= 0 && chain.blocks[i].number > after; i -= 1) {
          if (blocks.length < LATEST) blocks.push(blockRow(chain.blocks[i]));
          for (const h of [...chain.blocks[i].transactions].reverse()) if (trades.length < LATEST) trades.push(tradeRow(chain, h));
          if (blocks.length >= LATEST && trades.length >= LATEST) break;
        }
        ok<DynamicInfo>(res, { ...overview(chain), blocks, trades });
      },
      'user',
      { wire: { query: 'DynamicQuery', answer: 'DynamicInfo' } },
    ),

    /** One block by `number` or `hash`, with its transactions. */
    // Hand-written: a block read from the chain by number or hash.
    'GET /api/sfbn-alliance/browser/blockInfo': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        const key = String(p.number ?? p.hash ?? '').trim();
        const b = /^\d+$/.test(key) ? chain.block(Number(key)) : /^0x[0-9a-fA-F]{64}$/.test(key) ? chain.block(key) : undefined;
        if (!b) return fail(res, '区块不存在');
        ok<BlockDetail>(res, { ...blockRow(b), parentHash: b.parentHash, transactions: b.transactions.map((h) => tradeRow(chain, h)) });
      },
      'user',
      { wire: { query: 'BlockQuery', answer: 'BlockDetail' } },
    ),

    /** One transaction by `hash`: as sent, its receipt, decoded input and events. */
    // Hand-written: a transaction decoded from the chain with its receipt and events.
    'GET /api/sfbn-alliance/browser/tradeInfo': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        const hash = String(p.hash ?? '')
          .trim()
          .toLowerCase();
        const t = chain.txs.get(hash);
        if (!t) return fail(res, '交易不存在');
        const r = chain.receipts.get(hash)!;
        ok<TradeDetail>(res, {
          ...tradeRow(chain, hash),
          blockHash: r.blockHash,
          nonce: t.nonce,
          gasPrice: t.gasPrice,
          gasLimit: t.gasLimit,
          gasUsed: r.gasUsed,
          input: t.input,
          decodedInput: chain.decodeInput(hash),
          events: chain.txEvents(hash).map((e) => ({ ...e, contractName: contractName(chain, e.address) })),
        });
      },
      'user',
      { wire: { query: 'TradeQuery', answer: 'TradeDetail' } },
    ),

    /**
     * A contract by `address` (ABI, source, its IDE project, latest transactions and events); with
     * no address, the latest contracts created.
     */
    // Hand-written: a contract on the chain joined with its IDE project and source when the caller may read it.
    'GET /api/sfbn-alliance/browser/contractLatestInfo': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        const address = String(p.address ?? '')
          .trim()
          .toLowerCase();
        if (!address)
          return ok<ContractRow[]>(
            res,
            chain.created
              .slice(-LATEST)
              .reverse()
              .map((c) => contractRow(chain, c, req)),
          );
        const c = chain.created.find((x) => x.address.toLowerCase() === address);
        if (!c) return fail(res, '合约不存在');
        const file = ideFileAt(c.address, chain.networkType);
        const hashes = chain.addressTxs(c.address);
        const recent = hashes.slice(-LATEST).reverse();
        ok<ContractDetail>(res, {
          ...contractRow(chain, c, req),
          abi: chain.abiOf(c.address)?.formatJson() ?? null,
          // The source of an IDE file is its owner's (the chain holds only bytecode); seeded contracts' is public.
          source: file ? (readsFile(req, file) ? fromBase64(file.contractSource) : null) : (seedSource(chain, c.address) ?? null),
          latestTrades: recent.map((h) => tradeRow(chain, h)),
          latestEvents: recent.flatMap((h) => chain.txEvents(h).filter((e) => e.address.toLowerCase() === address)).slice(0, LATEST),
        });
      },
      'user',
      { wire: { query: 'ContractQuery', answer: ['ContractDetail', { list: 'ContractRow' }] } },
    ),

    /** Blocks, newest first; body filter `number` (one block). */
    // Hand-written: a page over the chain's blocks, newest first (no table).
    'POST /api/sfbn-alliance/browser/blockPage': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        if (p.number !== undefined && p.number !== '') {
          const b = chain.block(toInt(p.number, -1));
          return ok(res, newestFirst(b ? [b] : [], p.current, p.size, blockRow));
        }
        ok(res, newestFirst(chain.blocks, p.current, p.size, blockRow));
      },
      'user',
      { wire: { query: 'BrowserPageQuery', body: 'BlockFilter', answer: { page: 'BlockRow' } } },
    ),

    /** Transactions, newest first; body filters `blockNumber`, `address` (from, to or created), `hash`. */
    // Hand-written: a page over the chain's transactions, filtered by block or address.
    'POST /api/sfbn-alliance/browser/tradePage': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        let list: readonly string[] = chain.txOrder;
        if (p.hash) list = chain.txs.has(String(p.hash).toLowerCase()) ? [String(p.hash).toLowerCase()] : [];
        else if (p.blockNumber !== undefined && p.blockNumber !== '') list = chain.block(toInt(p.blockNumber, -1))?.transactions ?? [];
        else if (p.address) list = chain.addressTxs(String(p.address));
        ok(
          res,
          newestFirst(list, p.current, p.size, (h) => tradeRow(chain, h)),
        );
      },
      'user',
      { wire: { query: 'BrowserPageQuery', body: 'TradeFilter', answer: { page: 'TradeRow' } } },
    ),

    /** Contracts created, newest first; body filters `contractName` (part of), `address`. */
    // Hand-written: a page over the contracts the chain created.
    'POST /api/sfbn-alliance/browser/contractPage': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        const name = String(p.contractName ?? '')
          .trim()
          .toLowerCase();
        const address = String(p.address ?? '')
          .trim()
          .toLowerCase();
        const list = chain.created.filter(
          (c) => (!address || c.address.toLowerCase() === address) && (!name || contractName(chain, c.address).toLowerCase().includes(name)),
        );
        ok(
          res,
          newestFirst(list, p.current, p.size, (c) => contractRow(chain, c, req)),
        );
      },
      'user',
      { wire: { query: 'BrowserPageQuery', body: 'ContractFilter', answer: { page: 'ContractRow' } } },
    ),

    /** Contracts by activity (transactions and events), most active first. */
    // Hand-written: contracts ranked by activity computed from the chain.
    'POST /api/sfbn-alliance/browser/contractStatisticsPage': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        const rows = chain.created.map((c) => {
          const hashes = chain.addressTxs(c.address);
          const last = hashes.length ? chain.receipts.get(hashes[hashes.length - 1])!.timestamp : c.timestamp;
          const eventCount = hashes.reduce(
            (n, h) => n + chain.receipts.get(h)!.logs.filter((l) => l.address.toLowerCase() === c.address.toLowerCase()).length,
            0,
          );
          return { address: c.address, contractName: contractName(chain, c.address), txCount: hashes.length, eventCount, lastActive: last };
        });
        rows.sort((a, b) => a.txCount - b.txCount || a.lastActive - b.lastActive);
        ok(
          res,
          newestFirst(rows, p.current, p.size, (x) => x),
        );
      },
      'user',
      { wire: { query: 'BrowserPageQuery', answer: { page: 'ContractActivity' } } },
    ),

    /** The chain's nodes (the in-process chain has one, which seals every block); body filter `nodeName`. */
    // Hand-written: the chain's sealing node, read from the chain.
    'POST /api/sfbn-alliance/browser/nodePage': needs(
      async (req, res) => {
        const p = params(req);
        const chain = await chainOf(typeOf(p));
        const node = nodeOf(chain);
        const name = String(p.nodeName ?? '').trim();
        ok(
          res,
          newestFirst(!name || node.nodeName.includes(name) ? [node] : [], p.current, p.size, (x) => x),
        );
      },
      'user',
      { wire: { query: 'BrowserPageQuery', body: 'NodeFilter', answer: { page: 'NodeRow' } } },
    ),
  };
}
