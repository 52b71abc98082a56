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
const get = <T>(path: string, params: Record<string, any>, silent = false) =>
  request<T>(path, { method: 'GET', params, ...(silent ? { silentCodes: [400] } : {}) });
/** The lists: paging in the query, filters in the JSON body (spec 7.5). */
const page = <T>(path: string, q: Q & { current: number; size: number }, filters: Record<string, any> = {}) =>
  request<BackendPage<T>>(path, { method: 'POST', params: q, data: filters });

export const browserApi = {
  info: (q: Q) => get<{ networkType: number; chainName: string; chainId: number; rpcUrl: string; signer: string }>('/sfbn-alliance/browser/info', q),
  overview: (q: Q) => get<Overview & { txPerDay: { date: string; count: number }[] }>('/sfbn-alliance/browser/overview', q),
  dynamicInfo: (q: Q & { afterBlock: number }) => get<Overview & { blocks: BlockRow[]; trades: TradeRow[] }>('/sfbn-alliance/browser/dynamicInfo', q),
  /** Silent: a search that finds nothing says so on the page, not in a toast. */
  blockInfo: (q: Q & ({ number: number | string } | { hash: string })) =>
    get<BlockRow & { parentHash: string; transactions: TradeRow[] }>('/sfbn-alliance/browser/blockInfo', q, true),
  tradeInfo: (q: Q & { hash: string }) => get<TradeDetail>('/sfbn-alliance/browser/tradeInfo', q, true),
  contractInfo: (q: Q & { address: string }) => get<ContractDetail>('/sfbn-alliance/browser/contractLatestInfo', q, true),
  blockPage: (q: Q & { current: number; size: number }, f?: { number?: number }) => page<BlockRow>('/sfbn-alliance/browser/blockPage', q, f),
  tradePage: (q: Q & { current: number; size: number }, f?: { blockNumber?: number; address?: string; hash?: string }) =>
    page<TradeRow>('/sfbn-alliance/browser/tradePage', q, f),
  contractPage: (q: Q & { current: number; size: number }, f?: { contractName?: string; address?: string }) =>
    page<ContractRow>('/sfbn-alliance/browser/contractPage', q, f),
  contractStatisticsPage: (q: Q & { current: number; size: number }) =>
    page<{ address: string; contractName: string; txCount: number; eventCount: number; lastActive: number }>('/sfbn-alliance/browser/contractStatisticsPage', q),
  nodePage: (q: Q & { current: number; size: number }, f?: { nodeName?: string }) => page<NodeRow>('/sfbn-alliance/browser/nodePage', q, f),
};

export type { ApiResult };
