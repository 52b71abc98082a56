/**
 * For `npm run bench`: the IDE's compile round trip as a developer meets it, on a 2-file project
 * (Ledger imports Roles): click 编译 -> the 编译成功 message, warm (after a first compile), the
 * median of five. The compile button is debounced for 1000 ms (spec), so runs are spaced by that.
 * Budget 300 ms.
 */
import type { Browser } from 'playwright-core';
import { benchLogin } from './bench-login';

export const IDE_COMPILE_BUDGET_MS = 300;

const HEAD = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';
const FILES = [
  { name: 'Roles', text: `${HEAD}abstract contract Roles {\n    address public admin;\n    constructor() { admin = msg.sender; }\n}\n` },
  {
    name: 'Ledger',
    text: `${HEAD}import "./Roles.sol";\ncontract Ledger is Roles {\n    event Recorded(uint256 amount);\n    function record(uint256 amount) external { emit Recorded(amount); }\n}\n`,
  },
];

export async function benchIdeCompile(browser: Browser, base: string, runs = 5) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await ctx.newPage();
  try {
    await benchLogin(page, base);
    // A new project from the 合约开发 entry, with two uploaded files.
    await page.goto(`${base}/#/development/index`);
    await page.getByTestId('picker-name').fill(`bench${Date.now() % 1_000_000}`);
    await page.getByTestId('picker-create').click();
    await page.getByTestId('tree-root').waitFor();
    const input = page.locator('.ide-left input[type=file]');
    for (const f of FILES) {
      await input.setInputFiles({ name: `${f.name}.sol`, mimeType: 'text/plain', buffer: Buffer.from(f.text) });
      await page.getByTestId(`status-${f.name}`).waitFor();
    }
    const toast = page.locator('.ant-message-notice-content', { hasText: '编译成功' });
    const once = async () => {
      // The button takes clicks again once the spec's 1000 ms compile pause is over.
      await page.getByTestId('ide-compile').and(page.locator(':enabled')).waitFor();
      const t0 = Date.now();
      await page.getByTestId('ide-compile').click();
      await toast.first().waitFor();
      const ms = Date.now() - t0;
      await toast.first().waitFor({ state: 'detached' });
      return ms;
    };
    await once(); // warm: the compiler has seen this input's shape
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await once());
    const sorted = [...times].sort((a, b) => a - b);
    return { warmMs: sorted[Math.floor(sorted.length / 2)], runs: times, files: FILES.length, budgetMs: IDE_COMPILE_BUDGET_MS };
  } finally {
    await ctx.close();
  }
}
