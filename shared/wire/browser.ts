/**
 * The chain browser's wire types (spec 7.5 "Browser", docs/domain/browser.md): what its calls
 * answer. One definition for the console (src/services/browser.ts) and the mock gateway
 * (mock/sfbn-alliance/_browserRoutes.ts, mock/_chain/chain.ts). Every call takes `networkType`
 * (1 test net, 2 backbone net); lists page on the server (`current`, `size` in the query, filters
 * in the JSON body) and answer a `Page` (shared/wire/envelope.ts). Times are Unix seconds; amounts
 * and gas are decimal strings (they exceed a JavaScript number).
 */

/** A decoded argument, event field or return value: its ABI name (may be empty), type and value as JSON. */
export interface NamedValue {
  name: string;
  type: string;
  value: unknown;
}

/** browser/info: the chain itself. */
export interface ChainInfo {
  networkType: number;
  chainName: string;
  chainId: number;
  rpcUrl: string;
  /** The developer account that signs the IDE's deployments and calls. */
  signer: string;
}

/** The headline figures (browser/overview, browser/dynamicInfo). */
export interface Overview {
  networkType: number;
  blockHeight: number;
  txCount: number;
  contractCount: number;
  addressCount: number;
  nodeCount: number;
  /** Seconds, over the latest blocks the browser lists. */
  avgBlockTime: number;
  latestBlockTime: number;
}

/** browser/overview: the figures and transactions per day (UTC+8 days, oldest first). */
export interface OverviewWithDays extends Overview {
  txPerDay: { date: string; count: number }[];
}

/** A block as lists show it (blockPage, dynamicInfo). */
export interface BlockRow {
  number: number;
  hash: string;
  timestamp: number;
  miner: string;
  gasUsed: string;
  gasLimit: string;
  txCount: number;
}

/** A transaction as lists show it (tradePage, dynamicInfo, a block's and a contract's transactions). */
export interface TradeRow {
  hash: string;
  blockNumber: number;
  timestamp: number;
  from: string;
  /** null for a deployment (the created contract is contractAddress). */
  to: string | null;
  /** The contract's name at `to`, '' when none is known. */
  toName: string;
  contractAddress: string | null;
  contractName: string;
  value: string;
  fee: string;
  /** The decoded method's name, 'transfer' for a plain transfer, else the 4-byte selector. */
  method: string;
  /** 1 success, 0 reverted. */
  status: number;
}

/** browser/dynamicInfo: the figures, and the blocks and transactions above `afterBlock` (at most 10 each, newest first). */
export interface DynamicInfo extends Overview {
  blocks: BlockRow[];
  trades: TradeRow[];
}

/** browser/blockInfo: one block with its transactions. */
export interface BlockDetail extends BlockRow {
  parentHash: string;
  transactions: TradeRow[];
}

/** A transaction's input decoded with its contract's ABI. */
export interface DecodedInput {
  method: string;
  signature: string;
  args: NamedValue[];
}

/** An event decoded from a log (an unknown one has `event` '' and no args). */
export interface DecodedEvent {
  address: string;
  event: string;
  signature: string;
  args: NamedValue[];
  blockNumber: number;
  transactionHash: string;
  logIndex: number;
}

/** An event as the browser shows it: decoded, with its contract's name. */
export interface EventView extends DecodedEvent {
  contractName: string;
}

/** browser/tradeInfo: one transaction as sent, its receipt, decoded input and events. */
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

/** A contract created on the chain (contractPage; contractLatestInfo without an address: the latest ones). */
export interface ContractRow {
  address: string;
  contractName: string;
  creator: string;
  transactionHash: string;
  blockNumber: number;
  timestamp: number;
  txCount: number;
  /** Its ABI is known (deployed from the IDE or seeded). */
  verified: boolean;
  /** The IDE project and file it was deployed from, for their owner or an administrator only; else null. */
  projectId: string | null;
  projectName: string | null;
  fileId: string | null;
}

/** browser/contractLatestInfo with an address: the contract, its ABI and source where known, its latest transactions and events. */
export interface ContractDetail extends ContractRow {
  /** JSON text of the ABI. */
  abi: string | null;
  /** An IDE file's source for its owner or an administrator, a seeded contract's for everyone; else null. */
  source: string | null;
  latestTrades: TradeRow[];
  latestEvents: DecodedEvent[];
}

/** browser/contractStatisticsPage: a contract's activity. */
export interface ContractStatRow {
  address: string;
  contractName: string;
  txCount: number;
  eventCount: number;
  lastActive: number;
}

/** browser/nodePage: a node of the chain. */
export interface NodeRow {
  nodeName: string;
  nodeAddress: string;
  rpcUrl: string;
  chainId: number;
  /** 1 running. */
  status: number;
  blockHeight: number;
  sealedBlocks: number;
  latestBlockTime: number;
}
