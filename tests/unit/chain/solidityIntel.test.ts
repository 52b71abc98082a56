/** The IDE's Solidity completion and hover: declarations read back from a compile's ABI. */
import { describe, expect, it } from 'vitest';
import { symbolsOfAbi } from '../../../src/pages/ide/solidityIntel';

const ABI = [
  { type: 'constructor', inputs: [{ name: 'name_', type: 'string' }], stateMutability: 'nonpayable' },
  {
    type: 'function',
    name: 'record',
    inputs: [{ name: 'amount', type: 'uint256' }],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'members',
    inputs: [{ name: '', type: 'uint256' }],
    outputs: [{ name: '', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'pair',
    inputs: [],
    outputs: [
      {
        name: 'p',
        type: 'tuple[]',
        components: [
          { name: 'who', type: 'address' },
          { name: 'n', type: 'uint8' },
        ],
      },
    ],
    stateMutability: 'pure',
  },
  {
    type: 'event',
    name: 'Recorded',
    inputs: [
      { name: 'who', type: 'address', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
    anonymous: false,
  },
  { type: 'error', name: 'NotAdmin', inputs: [{ name: 'caller', type: 'address' }] },
];

describe('Solidity symbols from an ABI', () => {
  it('gives the contract, functions, events and errors with their declarations', () => {
    expect(symbolsOfAbi('Ledger', ABI).map((s) => [s.kind, s.signature])).toEqual([
      ['contract', 'contract Ledger'],
      ['function', 'function record(uint256 amount) external'],
      ['function', 'function members(uint256) external view returns (address)'],
      ['function', 'function pair() external pure returns ((address, uint8)[] p)'],
      ['event', 'event Recorded(address indexed who, uint256 amount)'],
      ['error', 'error NotAdmin(address caller)'],
    ]);
  });
});
