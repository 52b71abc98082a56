/**
 * The chain browser's calls (spec 7.5 "Browser", docs/domain/browser.md): what the console
 * (src/services/browser.ts) reads and the mock (mock/sfbn-alliance/_browserRoutes.ts) answers,
 * published in docs/gateway.openapi.json by the calls' declarations (mock/_lib/access.ts `wire`).
 * Every call takes `networkType` in its query; the lists page in the query and filter in the body.
 */

/** The query of every browser call. */
export interface BrowserQuery {
  /** 1 the test net, 2 the backbone net (default 2). */
  networkType?: number;
}

/** The query of a browser list: the network and the page. */
export interface BrowserPageQuery extends BrowserQuery {
  /** The page, from 1 (default 1). */
  current?: number;
  /** Rows a page, 1 to 100 (default 10). */
  size?: number;
}

/** A value of a decoded call or event: its name, its Solidity type and its value. */
export interface NamedValue {
  name: string;
  type: string;
  value: unknown;
}

/** The chain itself: name, id, RPC address, the developer account that signs. */
export interface ChainInfo {
  networkType: number;
  chainName: string;
  chainId: number;
  rpcUrl: string;
  signer: string;
}

/** The headline figures of a chain. */
export interface Overview {
  networkType: number;
  blockHeight: number;
  txCount: number;
  contractCount: number;
  addressCount: number;
  nodeCount: number;
  /** Seconds between the latest blocks, one decimal. */
  avgBlockTime: number;
  /** Unix seconds. */
  latestBlockTime: number;
}

/** Transactions of one day (UTC+8), YYYY-MM-DD. */
export interface DayCount {
  date: string;
  count: number;
}

/** The figures and the transactions per day of the last 14 days, oldest first. */
export interface OverviewAnswer extends Overview {
  txPerDay: DayCount[];
}

/** The query of dynamicInfo: the newest block the page shows. */
export interface DynamicQuery extends BrowserQuery {
  /** What changed above this block is answered (default 0). */
  afterBlock?: number;
}

/** The figures, and the newest blocks and transactions above `afterBlock` (at most 10 each), newest first. */
export interface DynamicInfo extends Overview {
  blocks: BlockRow[];
  trades: TradeRow[];
}

/** A block as lists show it. */
export interface BlockRow {
  number: number;
  hash: string;
  /** Unix seconds. */
  timestamp: number;
  miner: string;
  gasUsed: string;
  gasLimit: string;
  txCount: number;
}

/** The query of blockInfo: one block by its number or its hash. */
export interface BlockQuery extends BrowserQuery {
  number?: number | string;
  hash?: string;
}

/** One block with its transactions (an unknown block answers 400 区块不存在). */
export interface BlockDetail extends BlockRow {
  parentHash: string;
  transactions: TradeRow[];
}

/** A transaction as lists show it. */
export interface TradeRow {
  hash: string;
  blockNumber: number;
  timestamp: number;
  from: string;
  to: string | null;
  /** The called contract's name, when known. */
  toName: string;
  /** The contract a deployment created. */
  contractAddress: string | null;
  contractName: string;
  value: string;
  fee: string;
  /** The decoded method, "transfer", or the input's selector. */
  method: string;
  /** 1 succeeded, 0 reverted. */
  status: number;
}

/** An event a transaction emitted, decoded. */
export interface ChainEvent {
  address: string;
  event: string;
  signature: string;
  args: NamedValue[];
  logIndex: number;
  blockNumber: number;
  transactionHash: string;
}

/** An event with the name of the contract that emitted it (tradeInfo). */
export interface EventView extends ChainEvent {
  contractName: string;
}

/** A transaction's decoded input. */
export interface DecodedInput {
  method: string;
  signature: string;
  args: NamedValue[];
}

/** The query of tradeInfo: one transaction by its hash. */
export interface TradeQuery extends BrowserQuery {
  hash: string;
}

/** One transaction: as sent, its receipt, decoded input and events (an unknown hash answers 400 交易不存在). */
export interface TradeDetail extends TradeRow {
  blockHash: string;
  nonce: number;
  gasPrice: string;
  gasLimit: string;
  gasUsed: string;
  input: string;
  decodedInput: DecodedInput | null;
  events: EventView[];
}

/** A contract the chain created. */
export interface ContractRow {
  address: string;
  contractName: string;
  creator: string;
  transactionHash: string;
  blockNumber: number;
  timestamp: number;
  txCount: number;
  /** Its ABI is known. */
  verified: boolean;
  /** Its IDE project and file, for a reader who may see them. */
  projectId: string | null;
  projectName: string | null;
  fileId: string | null;
}

/** The query of contractLatestInfo: a contract by its address; without one, the latest contracts (ContractRow[]). */
export interface ContractQuery extends BrowserQuery {
  address?: string;
}

/** A contract with its ABI, its source (for a reader who may see it) and its latest transactions and events (an unknown address answers 400 合约不存在). */
export interface ContractDetail extends ContractRow {
  abi: string | null;
  source: string | null;
  latestTrades: TradeRow[];
  /** Its own events: the contract is the one of the detail, so they carry no contractName. */
  latestEvents: ChainEvent[];
}

/** A contract's activity (contractStatisticsPage). */
export interface ContractActivity {
  address: string;
  contractName: string;
  txCount: number;
  eventCount: number;
  /** Unix seconds of its latest transaction. */
  lastActive: number;
}

/** A node of the chain. */
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

/** blockPage's body: one block by number. */
export interface BlockFilter {
  number?: number;
}

/** tradePage's body: the transactions of a block, of an address (from, to or created), or one by hash. */
export interface TradeFilter {
  blockNumber?: number;
  address?: string;
  hash?: string;
}

/** contractPage's body: part of a name, or an address. */
export interface ContractFilter {
  contractName?: string;
  address?: string;
}

/** nodePage's body: part of a node's name. */
export interface NodeFilter {
  nodeName?: string;
}
