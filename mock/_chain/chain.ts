/**
 * The in-process chains behind the IDE: one @ethereumjs/vm per network type (1 test net,
 * 2 backbone net), each with a funded developer account that signs every transaction. Every
 * transaction is mined in a block of its own, at once. ethereumjs keeps no receipts, so the
 * chain keeps them here, with the ABI of every contract it deployed so logs decode by address.
 *
 * A transaction that would revert is not mined: the caller gets the decoded reason (require
 * message, custom error, panic) as a RevertError, as a wallet that estimates gas first would.
 */
import { createBlock } from '@ethereumjs/block';
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common';
import { createLegacyTx } from '@ethereumjs/tx';
import { Account, Address, bytesToHex, createAddressFromPrivateKey, createAddressFromString, hexToBytes, type PrefixedHexString } from '@ethereumjs/util';
import { createVM, runTx, type VM } from '@ethereumjs/vm';
import { Interface, type ErrorDescription, type FunctionFragment, type InterfaceAbi, type LogDescription } from 'ethers';
import { named, parseArgs, type NamedValue } from './abiArgs';

export type NetworkType = 1 | 2;

export const NETWORKS: Record<NetworkType, { name: string; chainId: number; key: string; networkUrl: string; networkPort: number }> = {
  1: { name: 'bbn-testnet', chainId: 20_261, key: '0x' + '5a'.repeat(32), networkUrl: 'http://127.0.0.1', networkPort: 8545 },
  2: { name: 'bbn-backbone', chainId: 20_262, key: '0x' + 'b7'.repeat(32), networkUrl: 'http://127.0.0.1', networkPort: 8546 },
};

export function networkTypeOf(v: unknown): NetworkType {
  return String(v) === '2' ? 2 : 1;
}

const BLOCK_GAS_LIMIT = 30_000_000n;
const TX_GAS_LIMIT = 29_000_000n;
const BASE_FEE = 1n;
const DEV_BALANCE = 10n ** 27n;

/** A revert, with what the contract said (require reason, custom error, panic). */
export class RevertError extends Error {
  constructor(
    message: string,
    readonly reason: string,
    readonly error?: { name: string; signature: string; args: NamedValue[] },
  ) {
    super(message);
  }
}

// The decoded input and events the chain browser answers: wire types shared with the console (shared/wire/browser.ts).
export type { ChainEvent, DecodedInput } from '../../shared/wire/browser';
import type { ChainEvent, DecodedInput } from '../../shared/wire/browser';

export interface Receipt {
  transactionHash: string;
  blockNumber: number;
  blockHash: string;
  timestamp: number;
  from: string;
  to: string | null;
  contractAddress: string | null;
  gasUsed: string;
  status: 1;
  logs: { address: string; topics: string[]; data: string; logIndex: number }[];
}

/** A mined block as the chain browser reads it (ethereumjs keeps none, so the chain indexes them). */
export interface BlockRecord {
  number: number;
  hash: string;
  parentHash: string;
  timestamp: number;
  miner: string;
  gasUsed: string;
  gasLimit: string;
  transactions: string[];
}

/** What was signed: the transaction as sent (the receipt holds what it did). */
export interface TxRecord {
  hash: string;
  blockNumber: number;
  index: number;
  nonce: number;
  from: string;
  to: string | null;
  value: string;
  gasPrice: string;
  gasLimit: string;
  input: string;
  /** Constructor arguments of a deployment, named (the creation code's tail is not decodable alone). */
  constructorArgs?: NamedValue[];
}

/** A contract created on the chain: where and when. */
export interface CreatedContract {
  address: string;
  creator: string;
  transactionHash: string;
  blockNumber: number;
  timestamp: number;
}

export interface DeployResult {
  contractAddress: string;
  transactionHash: string;
  blockNumber: number;
  gasUsed: string;
}

export type CallResult =
  | { kind: 'view'; funcName: string; outputs: NamedValue[] }
  | {
      kind: 'transaction';
      funcName: string;
      transactionHash: string;
      blockNumber: number;
      gasUsed: string;
      events: ChainEvent[];
    };

const PANICS: Record<number, string> = {
  0x01: 'assert 失败',
  0x11: '算术溢出',
  0x12: '除以零',
  0x21: '枚举值越界',
  0x31: '空数组 pop',
  0x32: '数组下标越界',
  0x41: '内存分配过大',
  0x51: '调用未初始化的函数',
};

const hex = (s: string) => hexToBytes((s.startsWith('0x') ? s : `0x${s}`) as PrefixedHexString);

export function decodeRevert(iface: Interface, returnValue: Uint8Array): RevertError {
  const data = bytesToHex(returnValue);
  if (data === '0x') return new RevertError('合约执行回滚', '');
  let desc: ErrorDescription | null;
  try {
    desc = iface.parseError(data);
  } catch {
    desc = null;
  }
  if (!desc) return new RevertError(`合约执行回滚：未知错误 ${data.slice(0, 10)}`, data);
  if (desc.name === 'Error') {
    const reason = String(desc.args[0]);
    return new RevertError(`合约执行回滚：${reason}`, reason);
  }
  if (desc.name === 'Panic') {
    const code = Number(desc.args[0]);
    const reason = `Panic(0x${code.toString(16).padStart(2, '0')})${PANICS[code] ? ` ${PANICS[code]}` : ''}`;
    return new RevertError(`合约执行回滚：${reason}`, reason);
  }
  const args = named(desc.fragment.inputs, desc.args);
  // Numbers and addresses as Solidity writes them, strings quoted, lists as JSON.
  const shown = args.map((a) => (typeof a.value === 'string' && a.type !== 'string' ? a.value : JSON.stringify(a.value)));
  const reason = `${desc.name}(${shown.join(', ')})`;
  return new RevertError(`合约执行回滚：${reason}`, reason, { name: desc.name, signature: desc.signature, args });
}

export class Chain {
  private vm!: VM;
  private common!: Common;
  private readonly key: Uint8Array;
  readonly from: Address;
  private nonce = 0n;
  private head = 0;
  private lastTimestamp = 0;
  private queue: Promise<unknown> = Promise.resolve();
  readonly receipts = new Map<string, Receipt>();
  private readonly abis = new Map<string, Interface>();
  // Read-only indexes for the chain browser (blocks, transactions, addresses, contracts).
  /** Mined blocks, block n at index n - 1. */
  readonly blocks: BlockRecord[] = [];
  private readonly blockByHash = new Map<string, number>();
  /** Transactions as sent, by hash; `txOrder` holds their hashes oldest first. */
  readonly txs = new Map<string, TxRecord>();
  readonly txOrder: string[] = [];
  /** Hashes of the transactions touching an address (from, to or created), oldest first; keys lower case. */
  private readonly byAddress = new Map<string, string[]>();
  readonly created: CreatedContract[] = [];

  private constructor(readonly networkType: NetworkType) {
    this.key = hex(NETWORKS[networkType].key);
    this.from = createAddressFromPrivateKey(this.key);
  }

  static async create(networkType: NetworkType): Promise<Chain> {
    const chain = new Chain(networkType);
    const net = NETWORKS[networkType];
    chain.common = createCustomCommon({ name: net.name, chainId: net.chainId }, Mainnet, { hardfork: Hardfork.Prague });
    chain.vm = await createVM({ common: chain.common });
    await chain.vm.stateManager.putAccount(chain.from, new Account(0n, DEV_BALANCE));
    return chain;
  }

  get blockNumber(): number {
    return this.head;
  }

  /** One thing at a time on a chain: nonces and block numbers stay in order. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private nextBlock(at?: number) {
    const now = Math.max(at ?? Math.floor(Date.now() / 1000), this.lastTimestamp + 1);
    return createBlock(
      {
        header: {
          number: BigInt(this.head + 1),
          // Blocks link to the one before (the browser's parent hash); the first to zero.
          ...(this.blocks.length ? { parentHash: hex(this.blocks[this.blocks.length - 1].hash) } : {}),
          timestamp: BigInt(now),
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: BASE_FEE,
          coinbase: this.from,
        },
      },
      { common: this.common },
    );
  }

  /**
   * Whether a contract lives at `address` on this chain. The chain is in memory and starts from its
   * seed at every start, so a contract row stored by an earlier run may point at nothing.
   */
  async hasCode(address: string): Promise<boolean> {
    try {
      return (await this.vm.stateManager.getCode(createAddressFromString(address))).length > 0;
    } catch {
      return false; // not an address
    }
  }

  /** Signs, runs and mines a transaction; a revert leaves no trace and throws. */
  private async mine(to: Address | undefined, data: string, iface: Interface, opts: { value?: bigint; timestamp?: number } = {}) {
    const block = this.nextBlock(opts.timestamp);
    const tx = createLegacyTx(
      { nonce: this.nonce, gasPrice: BASE_FEE, gasLimit: TX_GAS_LIMIT, to, data: hex(data), value: opts.value ?? 0n },
      { common: this.common },
    ).sign(this.key);
    const sm = this.vm.stateManager;
    await sm.checkpoint();
    let result;
    try {
      result = await runTx(this.vm, { tx, block, skipBlockGasLimitValidation: true });
    } catch (e) {
      await sm.revert();
      throw e;
    }
    const failure = result.execResult.exceptionError;
    if (failure) {
      await sm.revert();
      if (failure.error === 'revert') throw decodeRevert(iface, result.execResult.returnValue);
      throw new RevertError(`合约执行失败：${failure.error}`, failure.error);
    }
    await sm.commit();
    this.nonce += 1n;
    this.head = Number(block.header.number);
    this.lastTimestamp = Number(block.header.timestamp);
    const transactionHash = bytesToHex(tx.hash());
    const receipt: Receipt = {
      transactionHash,
      blockNumber: this.head,
      blockHash: bytesToHex(block.hash()),
      timestamp: this.lastTimestamp,
      from: this.from.toString(),
      to: to ? to.toString() : null,
      contractAddress: result.createdAddress ? result.createdAddress.toString() : null,
      gasUsed: result.totalGasSpent.toString(),
      status: 1,
      logs: result.receipt.logs.map(([address, topics, logData], logIndex) => ({
        address: bytesToHex(address),
        topics: topics.map((t) => bytesToHex(t)),
        data: bytesToHex(logData),
        logIndex,
      })),
    };
    this.receipts.set(transactionHash, receipt);
    this.index(block.header, receipt, {
      hash: transactionHash,
      blockNumber: this.head,
      index: 0,
      nonce: Number(tx.nonce),
      from: receipt.from,
      to: receipt.to,
      value: tx.value.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasLimit: tx.gasLimit.toString(),
      input: data,
    });
    return receipt;
  }

  /** Records a mined block and its transaction in the browser's indexes. */
  private index(header: { parentHash: Uint8Array; gasLimit: bigint }, r: Receipt, t: TxRecord) {
    this.blocks.push({
      number: r.blockNumber,
      hash: r.blockHash,
      parentHash: bytesToHex(header.parentHash),
      timestamp: r.timestamp,
      miner: this.from.toString(),
      gasUsed: r.gasUsed,
      gasLimit: header.gasLimit.toString(),
      transactions: [r.transactionHash],
    });
    this.blockByHash.set(r.blockHash, r.blockNumber);
    this.txs.set(t.hash, t);
    this.txOrder.push(t.hash);
    for (const a of new Set([r.from, r.to, r.contractAddress].filter(Boolean).map((x) => x!.toLowerCase()))) {
      let list = this.byAddress.get(a);
      if (!list) this.byAddress.set(a, (list = []));
      list.push(t.hash);
    }
    if (r.contractAddress) {
      this.created.push({
        address: r.contractAddress,
        creator: r.from,
        transactionHash: r.transactionHash,
        blockNumber: r.blockNumber,
        timestamp: r.timestamp,
      });
    }
  }

  /**
   * Sends a transaction from the developer account with a chosen block time (seeding the chain
   * with history, oldest first): a deployment when `to` is absent (its ABI is then known), a call
   * or a plain value transfer otherwise. Reverts throw as for the IDE's calls.
   */
  send(opts: { to?: string; data?: string; value?: bigint; abi?: InterfaceAbi; timestamp?: number; constructorArgs?: NamedValue[] }): Promise<Receipt> {
    const iface = new Interface(opts.abi ?? []);
    return this.exclusive(async () => {
      const r = await this.mine(opts.to ? createAddressFromString(opts.to) : undefined, opts.data ?? '0x', iface, opts);
      if (r.contractAddress) {
        this.abis.set(r.contractAddress.toLowerCase(), iface);
        this.txs.get(r.transactionHash)!.constructorArgs = opts.constructorArgs ?? [];
      } else if (opts.to && opts.abi && !this.abis.has(opts.to.toLowerCase())) this.abis.set(opts.to.toLowerCase(), iface);
      return r;
    });
  }

  /**
   * Seals a block with no transaction (a quiet moment of the chain; the bench and its unit test
   * build a 10,000-block chain this way between real transactions).
   */
  mineEmpty(timestamp?: number): Promise<BlockRecord> {
    return this.exclusive(async () => {
      const block = this.nextBlock(timestamp);
      this.head = Number(block.header.number);
      this.lastTimestamp = Number(block.header.timestamp);
      const b: BlockRecord = {
        number: this.head,
        hash: bytesToHex(block.hash()),
        parentHash: bytesToHex(block.header.parentHash),
        timestamp: this.lastTimestamp,
        miner: this.from.toString(),
        gasUsed: '0',
        gasLimit: block.header.gasLimit.toString(),
        transactions: [],
      };
      this.blocks.push(b);
      this.blockByHash.set(b.hash, b.number);
      return b;
    });
  }

  /** Time of the newest block (0 before any). */
  get headTimestamp(): number {
    return this.lastTimestamp;
  }

  block(numberOrHash: number | string): BlockRecord | undefined {
    const n = typeof numberOrHash === 'number' ? numberOrHash : this.blockByHash.get(numberOrHash.toLowerCase());
    return n === undefined ? undefined : this.blocks[n - 1];
  }

  /** Hashes of the transactions touching an address, oldest first. */
  addressTxs(address: string): readonly string[] {
    return this.byAddress.get(address.toLowerCase()) ?? [];
  }

  /** Number of distinct addresses that sent, received or were created. */
  get addressCount(): number {
    return this.byAddress.size;
  }

  /** Whether the chain knows the ABI of the contract at this address. */
  abiOf(address: string): Interface | undefined {
    return this.abis.get(address.toLowerCase());
  }

  /** The method and named arguments of a transaction, when the ABI of its target is known. */
  decodeInput(hash: string): DecodedInput | null {
    const t = this.txs.get(hash);
    if (!t) return null;
    if (!t.to) {
      if (!t.constructorArgs) return null;
      const inputs = this.abiOf(this.receipts.get(hash)?.contractAddress ?? '')?.deploy.inputs ?? [];
      return { method: 'constructor', signature: `constructor(${inputs.map((i) => i.format('sighash')).join(',')})`, args: t.constructorArgs };
    }
    const iface = this.abiOf(t.to);
    if (!iface || t.input === '0x') return null;
    try {
      const d = iface.parseTransaction({ data: t.input, value: BigInt(t.value) });
      return d ? { method: d.name, signature: d.signature, args: named(d.fragment.inputs, d.args) } : null;
    } catch {
      return null;
    }
  }

  /** Decoded events of one transaction (raw data where the emitter's ABI is unknown). */
  txEvents(hash: string): ChainEvent[] {
    const r = this.receipts.get(hash);
    return r ? this.decodeLogs(r) : [];
  }

  /** Deploys creation bytecode with constructor arguments given as the form's texts. */
  deploy(abi: InterfaceAbi, bytecode: string, args: unknown): Promise<DeployResult> {
    const iface = new Interface(abi);
    const code = bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`;
    if (code.length <= 2) throw new RevertError('该合约没有可部署的字节码（接口或抽象合约）', '');
    const values = parseArgs(iface.deploy.inputs, args);
    const data = code + iface.encodeDeploy(values).slice(2);
    return this.exclusive(async () => {
      const r = await this.mine(undefined, data, iface);
      this.abis.set(r.contractAddress!.toLowerCase(), iface);
      this.txs.get(r.transactionHash)!.constructorArgs = named(iface.deploy.inputs, values);
      return { contractAddress: r.contractAddress!, transactionHash: r.transactionHash, blockNumber: r.blockNumber, gasUsed: r.gasUsed };
    });
  }

  /** A view/pure function is read; anything else is sent as a mined transaction. */
  call(abi: InterfaceAbi, address: string, funcName: string, args: unknown): Promise<CallResult> {
    const iface = new Interface(abi);
    let fn: FunctionFragment | null;
    try {
      fn = iface.getFunction(funcName);
    } catch {
      fn = null;
    }
    if (!fn) throw new RevertError(`合约没有函数 ${funcName}`, '');
    const values = parseArgs(fn.inputs, args);
    const data = iface.encodeFunctionData(fn, values);
    const to = createAddressFromString(address);
    this.abis.set(address.toLowerCase(), this.abis.get(address.toLowerCase()) ?? iface);
    const f = fn;
    if (fn.constant) {
      return this.exclusive(async () => {
        const sm = this.vm.stateManager;
        await sm.checkpoint();
        try {
          const r = await this.vm.evm.runCall({ to, caller: this.from, origin: this.from, data: hex(data), gasLimit: TX_GAS_LIMIT, block: this.nextBlock() });
          if (r.execResult.exceptionError) {
            if (r.execResult.exceptionError.error === 'revert') throw decodeRevert(iface, r.execResult.returnValue);
            throw new RevertError(`合约执行失败：${r.execResult.exceptionError.error}`, r.execResult.exceptionError.error);
          }
          const decoded = iface.decodeFunctionResult(f, bytesToHex(r.execResult.returnValue));
          return { kind: 'view' as const, funcName: f.name, outputs: named(f.outputs, decoded) };
        } finally {
          await sm.revert();
        }
      });
    }
    return this.exclusive(async () => {
      const r = await this.mine(to, data, iface);
      return {
        kind: 'transaction' as const,
        funcName: f.name,
        transactionHash: r.transactionHash,
        blockNumber: r.blockNumber,
        gasUsed: r.gasUsed,
        events: this.decodeLogs(r, iface),
      };
    });
  }

  private decodeLogs(r: Receipt, fallback?: Interface): ChainEvent[] {
    return r.logs.map((log) => {
      const iface = this.abis.get(log.address.toLowerCase()) ?? fallback;
      let desc: LogDescription | null;
      try {
        desc = iface?.parseLog({ topics: log.topics, data: log.data }) ?? null;
      } catch {
        desc = null;
      }
      return {
        address: log.address,
        event: desc?.name ?? '',
        signature: desc?.signature ?? log.topics[0] ?? '',
        args: desc ? named(desc.fragment.inputs, desc.args) : [{ name: 'data', type: 'bytes', value: log.data }],
        blockNumber: r.blockNumber,
        transactionHash: r.transactionHash,
        logIndex: log.logIndex,
      };
    });
  }

  /** Decoded events of a contract, oldest first; of one transaction when its hash is given. */
  events(address: string, transactionHash?: string, abi?: InterfaceAbi): ChainEvent[] {
    const fallback = abi ? new Interface(abi) : undefined;
    const wanted = address.toLowerCase();
    const out: ChainEvent[] = [];
    for (const r of this.receipts.values()) {
      if (transactionHash && r.transactionHash !== transactionHash) continue;
      out.push(...this.decodeLogs(r, fallback).filter((e) => e.address.toLowerCase() === wanted));
    }
    return out;
  }

  receipt(hash: string): Receipt | undefined {
    return this.receipts.get(hash);
  }
}
