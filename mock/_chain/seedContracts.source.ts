/**
 * Solidity of the contracts that seed each chain's history at start-up (mock/_chain/seed.ts): a
 * points token and an evidence store, as a backbone network's first applications would be. Their
 * compiled form is kept in seedContracts.ts (regenerate with `npx tsx scripts/seed-contracts.ts`;
 * tests/unit/chain/browser-seed.test.ts checks that it is this source's compiler output).
 */
const HEADER = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';

export const POINTS_SOURCE = `${HEADER}
/// 链网积分：种子历史里的积分转账
contract BackbonePoints {
    string public name;
    mapping(address => uint256) public balanceOf;
    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(string memory name_, uint256 supply) {
        name = name_;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance too low");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}
`;

export const EVIDENCE_SOURCE = `${HEADER}
/// 存证：种子历史里的存证记录
contract EvidenceStore {
    uint256 public count;
    event Stored(uint256 indexed id, bytes32 digest, string note);

    function store(bytes32 digest, string calldata note) external returns (uint256) {
        count += 1;
        emit Stored(count, digest, note);
        return count;
    }
}
`;

export const SEED_SOURCES = [
  { name: 'BackbonePoints.sol', contractName: 'BackbonePoints', content: POINTS_SOURCE },
  { name: 'EvidenceStore.sol', contractName: 'EvidenceStore', content: EVIDENCE_SOURCE },
];
