/** The chain browser's calls (spec 7.5 Browser); fields as docs/domain/browser.md writes them. */
import { request, type ApiResult } from './request';
import type { BackendPage } from './paging';

export interface NamedValue {
  name: string;
  type: string;
  value: unknown;
}
export interface Overview {
  networkType: number;
  blockHeight: number;
  txCount: number;
  contractCount: number;
  addressCount: number;
  nodeCount: number;
  avgBlockTime: number;
  latestBlockTime: number;
}
export interface BlockRow {
  number: number;
  hash: string;
  timestamp: number;
  miner: string;
  gasUsed: string;
  gasLimit: string;
  txCount: number;
}
export interface TradeRow {
  hash: string;
  blockNumber: number;
  timestamp: number;
  from: string;
  to: string | null;
  toName: string;
  contractAddress: string | null;
  contractName: string;
  value: string;
  fee: string;
  method: string;
  status: number;
}
export interface EventView {
  address: string;
  contractName: string;
  event: string;
  signature: string;
  args: NamedValue[];
  logIndex: number;
  blockNumber: number;
  transactionHash: string;
}
export interface TradeDetail extends TradeRow {
  blockHash: string;
  nonce: number;
  gasPrice: string;
  gasLimit: string;
  gasUsed: string;
  input: string;
  decodedInput: { method: string; signature: string; args: NamedValue[] } | null;
  events: EventView[];
}
export interface ContractRow {
  address: string;
  contractName: string;
  creator: string;
  transactionHash: string;
  blockNumber: number;
  timestamp: number;
  txCount: number;
  verified: boolean;
  projectId: string | null;
  projectName: string | null;
  fileId: string | null;
}
export interface ContractDetail extends ContractRow {
  abi: string | null;
  source: string | null;
  latestTrades: TradeRow[];
  latestEvents: EventView[];
}
export interface NodeRow {
  nodeName: string;
  nodeAddress: string;
  rpcUrl: string;
  chainId: number;
  status: number;
  blockHeight: number;
  sealedBlocks: number;
  latestBlockTime: number;
}

type Q = { networkType: number };
/** Each call names its whole path, as the spec and the schemas write them (docs/spec-coverage.md traces them). */
const get = <T>(path: string, params: Record<string, any>, silent = false, signal?: AbortSignal) =>
  request<T>(path, { method: 'GET', params, signal, ...(silent ? { silentCodes: [400] } : {}) });
/** The lists: paging in the query, filters in the JSON body (spec 7.5). */
const page = <T>(path: string, q: Q & { current: number; size: number }, filters: Record<string, any> = {}, signal?: AbortSignal) =>
  request<BackendPage<T>>(path, { method: 'POST', params: q, data: filters, signal });

/** Every call takes the AbortSignal of its read last (src/services/query.ts): a page gone or moved on cancels it. */
export const browserApi = {
  info: (q: Q, signal?: AbortSignal) =>
    get<{ networkType: number; chainName: string; chainId: number; rpcUrl: string; signer: string }>('/sfbn-alliance/browser/info', q, false, signal),
  overview: (q: Q, signal?: AbortSignal) =>
    get<Overview & { txPerDay: { date: string; count: number }[] }>('/sfbn-alliance/browser/overview', q, false, signal),
  dynamicInfo: (q: Q & { afterBlock: number }, signal?: AbortSignal) =>
    get<Overview & { blocks: BlockRow[]; trades: TradeRow[] }>('/sfbn-alliance/browser/dynamicInfo', q, false, signal),
  /** Silent: a search that finds nothing says so on the page, not in a toast. */
  blockInfo: (q: Q & ({ number: number | string } | { hash: string }), signal?: AbortSignal) =>
    get<BlockRow & { parentHash: string; transactions: TradeRow[] }>('/sfbn-alliance/browser/blockInfo', q, true, signal),
  tradeInfo: (q: Q & { hash: string }, signal?: AbortSignal) => get<TradeDetail>('/sfbn-alliance/browser/tradeInfo', q, true, signal),
  contractInfo: (q: Q & { address: string }, signal?: AbortSignal) => get<ContractDetail>('/sfbn-alliance/browser/contractLatestInfo', q, true, signal),
  blockPage: (q: Q & { current: number; size: number }, f?: { number?: number }, signal?: AbortSignal) =>
    page<BlockRow>('/sfbn-alliance/browser/blockPage', q, f, signal),
  tradePage: (q: Q & { current: number; size: number }, f?: { blockNumber?: number; address?: string; hash?: string }, signal?: AbortSignal) =>
    page<TradeRow>('/sfbn-alliance/browser/tradePage', q, f, signal),
  contractPage: (q: Q & { current: number; size: number }, f?: { contractName?: string; address?: string }, signal?: AbortSignal) =>
    page<ContractRow>('/sfbn-alliance/browser/contractPage', q, f, signal),
  contractStatisticsPage: (q: Q & { current: number; size: number }, signal?: AbortSignal) =>
    page<{ address: string; contractName: string; txCount: number; eventCount: number; lastActive: number }>(
      '/sfbn-alliance/browser/contractStatisticsPage',
      q,
      {},
      signal,
    ),
  nodePage: (q: Q & { current: number; size: number }, f?: { nodeName?: string }, signal?: AbortSignal) =>
    page<NodeRow>('/sfbn-alliance/browser/nodePage', q, f, signal),
};

export type { ApiResult };
