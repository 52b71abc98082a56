import { describe, expect, it } from 'vitest';
import { MULTI_FILE_PROJECT } from '../../../mock/_chain/examples';
import { compileSources, describeFailure, mainContractOf, positionOfByteOffset, warmCompiler } from '../../../mock/_chain/solidity';

const asSources = (files: { contractName: string; source: string }[]) => files.map((f) => ({ name: `${f.contractName}.sol`, content: f.source }));

describe('solc in its worker thread', () => {
  it('warms up and reports its version', async () => {
    expect(await warmCompiler()).toMatch(/^0\.8\.37/);
  }, 60_000);

  it('compiles a multi-file project whose files import each other', async () => {
    const r = await compileSources(asSources(MULTI_FILE_PROJECT));
    expect(r.ok).toBe(true);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const token = mainContractOf(r.contracts, 'Token.sol', 'Token');
    expect(token?.bytecode.length).toBeGreaterThan(100);
    expect(token?.abi.map((f: any) => f.name)).toEqual(expect.arrayContaining(['transfer', 'mint', 'Transfer', 'InsufficientBalance', 'owner']));
    // Token inherits Ownable from the other file: both compiled from the same input.
    expect(mainContractOf(r.contracts, 'Ownable.sol', 'Ownable')?.contractName).toBe('Ownable');
    expect(mainContractOf(r.contracts, 'Registry.sol', 'Registry')?.abi.some((f: any) => f.name === 'Registered')).toBe(true);
  }, 60_000);

  it('puts a syntax error on the right line and column even with Chinese comments above it', async () => {
    const source = [
      '// SPDX-License-Identifier: MIT',
      'pragma solidity ^0.8.20;',
      '// 这是一个中文注释：合约用于测试编译错误的位置',
      '/* 多行注释，全是中文字符，每个字符在 UTF-8 里占三个字节；下一行缺少分号 */',
      'contract Broken {',
      '    uint256 public x = 1',
      '    function f() public { x = 2; }',
      '}',
    ].join('\n');
    const r = await compileSources([{ name: 'Broken.sol', content: source }]);
    expect(r.ok).toBe(false);
    const e = r.diagnostics.find((d) => d.severity === 'error')!;
    expect(e.file).toBe('Broken.sol');
    expect(e.type).toBe('ParserError');
    // solc points at `function` on line 7 (it expected ';' before it), column 5 in the editor's text.
    expect(e.line).toBe(7);
    expect(e.column).toBe(5);
    expect(describeFailure(r.diagnostics)).toContain('Broken.sol 第 7 行第 5 列');
  }, 60_000);

  it('counts columns in UTF-16 units after Chinese text on the same line', async () => {
    const content = [
      '// SPDX-License-Identifier: MIT',
      'pragma solidity ^0.8.20;',
      'contract C {',
      '    string public s = unicode"中文字符串"; uint256 public y = undefinedName;',
      '}',
    ].join('\n');
    const r = await compileSources([{ name: 'C.sol', content }]);
    const e = r.diagnostics.find((d) => d.severity === 'error')!;
    expect(e.type).toBe('DeclarationError');
    expect(e.line).toBe(4);
    expect(e.column).toBe(content.split('\n')[3].indexOf('undefinedName') + 1);
    expect(e.endColumn).toBe(e.column + 'undefinedName'.length);
  }, 60_000);

  it('does not fail on warnings', async () => {
    const content =
      '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract W { function f(uint256 unused) public pure returns (uint256) { return 1; } }\n';
    const r = await compileSources([{ name: 'W.sol', content }]);
    expect(r.ok).toBe(true);
    expect(r.diagnostics.some((d) => d.severity === 'warning')).toBe(true);
  }, 60_000);

  it('converts UTF-8 byte offsets to editor positions', () => {
    const text = 'ab\n中文x';
    expect(positionOfByteOffset(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionOfByteOffset(text, 3)).toEqual({ line: 2, column: 1 });
    // "中文" is 6 bytes, 2 UTF-16 units: x sits at byte 9, column 3.
    expect(positionOfByteOffset(text, 9)).toEqual({ line: 2, column: 3 });
  });
});
