/**
 * Solidity the mock seeds: a ready multi-file project (imports between files, a library, events,
 * custom errors, constructor arguments of several types), a one-file evidence contract, and the
 * contracts behind the seeded templates and tools. Also what the benchmark compiles.
 */

export interface ExampleFile {
  contractName: string;
  source: string;
}

const HEADER = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';

export const OWNABLE = `${HEADER}
/// 所有权：部署者即所有者，只有所有者能调用受保护的函数。只作基类，不单独部署。
abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error NotOwner(address caller);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0), "new owner is the zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}
`;

export const MATH_LIB = `${HEADER}
/// 数学工具库：带上限的加法与百分比。
library MathLib {
    function cappedAdd(uint256 a, uint256 b, uint256 cap) internal pure returns (uint256) {
        uint256 s = a + b;
        return s > cap ? cap : s;
    }

    function percent(uint256 amount, uint256 pct) internal pure returns (uint256) {
        return (amount * pct) / 100;
    }
}
`;

export const TOKEN = `${HEADER}
import "./Ownable.sol";
import "./MathLib.sol";

/// 链网积分代币：所有者增发，持有人转账；余额不足时以自定义错误回滚。
contract Token is Ownable {
    using MathLib for uint256;

    string public name;
    string public symbol;
    uint256 public totalSupply;
    uint256 public immutable cap;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    error InsufficientBalance(uint256 available, uint256 required);

    constructor(string memory name_, string memory symbol_, uint256 initialSupply) {
        name = name_;
        symbol = symbol_;
        cap = initialSupply * 10;
        totalSupply = initialSupply;
        balanceOf[msg.sender] = initialSupply;
        emit Transfer(address(0), msg.sender, initialSupply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        uint256 available = balanceOf[msg.sender];
        if (available < value) revert InsufficientBalance(available, value);
        balanceOf[msg.sender] = available - value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function mint(address to, uint256 value) external onlyOwner {
        uint256 next = totalSupply.cappedAdd(value, cap);
        balanceOf[to] += next - totalSupply;
        emit Transfer(address(0), to, next - totalSupply);
        totalSupply = next;
    }
}
`;

export const REGISTRY = `${HEADER}
import "./Ownable.sol";

/// 成员登记簿：构造时给出初始成员（地址数组），成员登记名称并产生事件。
contract Registry is Ownable {
    string public title;
    uint256 public quota;
    address[] public members;
    mapping(address => string) public nameOf;

    event Registered(address indexed member, string name, uint256 index);

    error NotMember(address who);

    constructor(uint256 quota_, string memory title_, address[] memory initialMembers) {
        quota = quota_;
        title = title_;
        for (uint256 i = 0; i < initialMembers.length; i++) members.push(initialMembers[i]);
    }

    function register(string calldata memberName) external {
        require(bytes(memberName).length > 0, "name is empty");
        require(members.length < quota, "quota reached");
        members.push(msg.sender);
        nameOf[msg.sender] = memberName;
        emit Registered(msg.sender, memberName, members.length - 1);
    }

    function memberCount() external view returns (uint256) {
        return members.length;
    }

    function info() external view returns (string memory, uint256, uint256) {
        return (title, quota, members.length);
    }

    function requireMember(address who) external view returns (bool) {
        for (uint256 i = 0; i < members.length; i++) if (members[i] == who) return true;
        revert NotMember(who);
    }
}
`;

export const EVIDENCE = `${HEADER}
/// 存证合约：把数据摘要写上链，按摘要查询存证人和时间。
contract Evidence {
    struct Record {
        address owner;
        uint256 time;
        string remark;
    }

    mapping(bytes32 => Record) private records;
    uint256 public count;

    event Saved(bytes32 indexed hash, address indexed owner, string remark);

    error AlreadySaved(bytes32 hash);

    function save(bytes32 hash, string calldata remark) external {
        if (records[hash].time != 0) revert AlreadySaved(hash);
        records[hash] = Record(msg.sender, block.timestamp, remark);
        count += 1;
        emit Saved(hash, msg.sender, remark);
    }

    function get(bytes32 hash) external view returns (address, uint256, string memory) {
        Record memory r = records[hash];
        return (r.owner, r.time, r.remark);
    }
}
`;

export const HELLO = `${HEADER}
/// 最小示例：保存一段问候语。
contract Hello {
    string public greeting;

    event Greeted(string greeting);

    constructor(string memory greeting_) {
        greeting = greeting_;
    }

    function setGreeting(string calldata greeting_) external {
        greeting = greeting_;
        emit Greeted(greeting_);
    }
}
`;

/** The ready multi-file project: four files, two importing the others. */
export const MULTI_FILE_PROJECT: ExampleFile[] = [
  { contractName: 'Ownable', source: OWNABLE },
  { contractName: 'MathLib', source: MATH_LIB },
  { contractName: 'Token', source: TOKEN },
  { contractName: 'Registry', source: REGISTRY },
];
