import { beforeAll, describe, expect, it } from 'vitest';
import { ParamType } from 'ethers';
import { ArgumentError, parseArg, parseArgs } from '../../../mock/_chain/abiArgs';
import { Chain, RevertError } from '../../../mock/_chain/chain';
import { MULTI_FILE_PROJECT } from '../../../mock/_chain/examples';
import { compileSources, mainContractOf, type CompiledContract } from '../../../mock/_chain/solidity';

const ALICE = '0x' + '11'.repeat(20);
const BOB = '0x' + 'ab'.repeat(20);

let registry: CompiledContract;
let token: CompiledContract;

beforeAll(async () => {
  const r = await compileSources(MULTI_FILE_PROJECT.map((f) => ({ name: `${f.contractName}.sol`, content: f.source })));
  expect(r.ok).toBe(true);
  registry = mainContractOf(r.contracts, 'Registry.sol', 'Registry')!;
  token = mainContractOf(r.contracts, 'Token.sol', 'Token')!;
}, 60_000);

describe('the in-process chain', () => {
  it('deploys with (uint256, string, address[]) arguments typed as the form does, and reads them back', async () => {
    const chain = await Chain.create(1);
    const d = await chain.deploy(registry.abi, registry.bytecode, ['3', '骨干网成员 "一期"', `["${ALICE}", "${BOB}"]`]);
    expect(d.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(d.blockNumber).toBe(1);
    expect(Number(d.gasUsed)).toBeGreaterThan(21_000);

    const info = await chain.call(registry.abi, d.contractAddress, 'info', []);
    expect(info.kind).toBe('view');
    if (info.kind !== 'view') return;
    expect(info.outputs.map((o) => o.value)).toEqual(['骨干网成员 "一期"', '3', '2']);
    const second = await chain.call(registry.abi, d.contractAddress, 'members', ['1']);
    expect(second.kind === 'view' && String(second.outputs[0].value).toLowerCase()).toBe(BOB);
    // A view call mines nothing.
    expect(chain.blockNumber).toBe(1);
  });

  it('sends a transaction: hash, block, gas used and the decoded event; eventLook finds it', async () => {
    const chain = await Chain.create(2);
    const d = await chain.deploy(registry.abi, registry.bytecode, ['5', 'title', '[]']);
    const r = await chain.call(registry.abi, d.contractAddress, 'register', ['张三']);
    expect(r.kind).toBe('transaction');
    if (r.kind !== 'transaction') return;
    expect(r.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(r.blockNumber).toBe(2);
    expect(Number(r.gasUsed)).toBeGreaterThan(21_000);
    expect(r.events).toHaveLength(1);
    expect(r.events[0].event).toBe('Registered');
    expect(String(r.events[0].args[0].value).toLowerCase()).toBe(chain.from.toString());
    expect(r.events[0].args.slice(1)).toEqual([
      { name: 'name', type: 'string', value: '张三' },
      { name: 'index', type: 'uint256', value: '0' },
    ]);
    expect(chain.receipt(r.transactionHash)?.blockNumber).toBe(2);
    const count = await chain.call(registry.abi, d.contractAddress, 'memberCount', []);
    expect(count.kind === 'view' && count.outputs[0].value).toBe('1');
    const logs = chain.events(d.contractAddress);
    expect(logs.map((l) => l.event)).toEqual(['Registered']);
    expect(chain.events(d.contractAddress, r.transactionHash)[0].transactionHash).toBe(r.transactionHash);
  });

  it('decodes a custom-error revert as the message and mines nothing', async () => {
    const chain = await Chain.create(1);
    const d = await chain.deploy(token.abi, token.bytecode, ['链网积分', 'BBN', '100']);
    const before = chain.blockNumber;
    const err = await chain.call(token.abi, d.contractAddress, 'transfer', [BOB, '250']).catch((e) => e);
    expect(err).toBeInstanceOf(RevertError);
    expect(err.message).toBe('合约执行回滚：InsufficientBalance(100, 250)');
    expect(err.error).toEqual({
      name: 'InsufficientBalance',
      signature: 'InsufficientBalance(uint256,uint256)',
      args: [
        { name: 'available', type: 'uint256', value: '100' },
        { name: 'required', type: 'uint256', value: '250' },
      ],
    });
    expect(chain.blockNumber).toBe(before);
    // A view call that reverts with a custom error is decoded the same way.
    const reg = await chain.deploy(registry.abi, registry.bytecode, ['1', 't', '[]']);
    const notMember = await chain.call(registry.abi, reg.contractAddress, 'requireMember', [ALICE]).catch((e) => e);
    // ALICE is all digits, so its checksummed form is itself.
    expect(notMember.message).toBe(`合约执行回滚：NotMember(${ALICE})`);
    // require(...) reasons come back as text.
    const empty = await chain.call(registry.abi, reg.contractAddress, 'register', ['']).catch((e) => e);
    expect(empty.message).toBe('合约执行回滚：name is empty');
  });

  it('transfers between accounts with events from the inherited contract', async () => {
    const chain = await Chain.create(1);
    const d = await chain.deploy(token.abi, token.bytecode, ['链网积分', 'BBN', '1000']);
    const t = await chain.call(token.abi, d.contractAddress, 'transfer', [BOB, '40']);
    expect(t.kind === 'transaction' && t.events.map((e) => [e.event, e.args[2].value])).toEqual([['Transfer', '40']]);
    const bal = await chain.call(token.abi, d.contractAddress, 'balanceOf', [BOB]);
    expect(bal.kind === 'view' && bal.outputs[0].value).toBe('40');
    // Ownable's custom error through the derived contract.
    await chain.call(token.abi, d.contractAddress, 'transferOwnership', [BOB]);
    const denied = await chain.call(token.abi, d.contractAddress, 'mint', [ALICE, '1']).catch((e) => e);
    expect(denied.message).toMatch(/^合约执行回滚：NotOwner\(0x[0-9a-fA-F]{40}\)$/);
  });
});

describe('form text -> ABI values', () => {
  const p = (t: string) => ParamType.from(t);
  it('reads bracketed lists with quoted strings and escaped inner quotes', () => {
    expect(parseArg('["a", "say \\"hi\\"", "中文"]', p('string[]'))).toEqual(['a', 'say "hi"', '中文']);
    expect(parseArg('[1, "2", "0x10"]', p('uint8[3]'))).toEqual([1n, 2n, 16n]);
    expect(parseArg('[[1,2],[3]]', p('uint256[][]'))).toEqual([[1n, 2n], [3n]]);
    expect(parseArg(`["${ALICE}"]`, p('address[]'))).toEqual(['0x1111111111111111111111111111111111111111']);
  });
  it('reads scalars and refuses what does not fit', () => {
    expect(parseArg('true', p('bool'))).toBe(true);
    expect(parseArg('-5', p('int8'))).toBe(-5n);
    expect(parseArg('0xab', p('bytes'))).toBe('0xab');
    expect(parseArg('abc', p('bytes32'))).toBe('0x616263' + '00'.repeat(29));
    expect(() => parseArg('256', p('uint8'))).toThrow(ArgumentError);
    expect(() => parseArg('1,2', p('uint256[]'))).toThrow(/方括号/);
    expect(() => parseArg('0x123', p('address'))).toThrow(/地址/);
    expect(() => parseArgs([p('uint256')], [''])).toThrow('参数不能为空');
    expect(() => parseArgs([p('uint256'), p('string')], ['1'])).toThrow(/需要 2 个参数/);
  });
  it('takes a string typed in double quotes as the text inside them, and a bare one as it is', () => {
    const name = [p('string name_')];
    expect(parseArgs(name, ['"Ledger"'])).toEqual(['Ledger']);
    expect(parseArgs(name, ['"say \\"hi\\""'])).toEqual(['say "hi"']);
    expect(parseArgs(name, ['Ledger'])).toEqual(['Ledger']);
    expect(parseArgs(name, ['计数 "一号"'])).toEqual(['计数 "一号"']);
    expect(parseArgs(name, [''])).toEqual(['']);
    // An element of a string list is unquoted once, by the list's JSON.
    expect(parseArg('["\\"q\\""]', p('string[]'))).toEqual(['"q"']);
  });
  it('names the parameter and the element in a message', () => {
    const inputs = [p('uint256 start'), p('address[] admins_')];
    expect(() => parseArgs(inputs, ['1', `["${ALICE}", "0x12"]`])).toThrow('参数 admins_[1] (address) 不是有效地址');
    expect(() => parseArgs([p('uint8[][]')], ['[[1],[2,300]]'])).toThrow('参数 #1[1][1] (uint8) 超出 uint8 的范围');
    expect(() => parseArgs([p('(address who, uint256 n) pair')], ['["0x1", 2]'])).toThrow('参数 pair.who (address) 不是有效地址');
    expect(() => parseArgs([p('address owner')], ['nope'])).toThrow('参数 owner (address) 不是有效地址');
  });
});
