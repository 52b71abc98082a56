/**
 * The contract IDE as a Solidity developer expects it (issue 12), with projects of two or more
 * files made the way a user makes them (the 合约开发 menu's project picker, then uploads), and the
 * editor's text read as a user reads it (click, select all, copy):
 * read-only views never write; compile covers unsaved tabs; reviewers scroll and copy under Mask;
 * unsaved edits warn; completion, hover and Monaco's own texts in Chinese; the call gate and its
 * reason; quoted string arguments and element-precise messages; long names and the review tag.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectToast, login, pressAndClose, url, useBrowser } from './harness';
import { drawnSquiggle } from './pages/MonacoMarkers';

const b = useBrowser();

const HEAD = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';
const ROLES = `${HEAD}// 角色：只作基类，不单独部署
abstract contract Roles {
    address public admin;
    error NotAdmin(address caller);
    constructor() {
        admin = msg.sender;
    }
    modifier onlyAdmin() {
        if (msg.sender != admin) revert NotAdmin(msg.sender);
        _;
    }
}
`;
const BROKEN_ROLES = ROLES.replace('admin = msg.sender;', 'admin = msg.sender');
/** Long enough that its end is below the first screen of the editor. */
const LEDGER = `${HEAD}import "./Roles.sol";
// 账本：记录金额
contract Ledger is Roles {
    string public name;
    address[] public members;
    uint256 private zzLocalTally;
    event Recorded(address indexed who, uint256 amount);
    constructor(string memory name_, address[] memory members_) {
        name = name_;
        members = members_;
    }
    /// 记录一笔金额
    function record(uint256 amount) external onlyAdmin {
        zzLocalTally += amount;
        emit Recorded(msg.sender, amount);
    }
}
${Array.from({ length: 60 }, (_, i) => `// 说明第 ${i + 1} 行`).join('\n')}
// 文件结束
`;
const A = `0x${'12'.repeat(20)}`;

/** The project name a test makes (unique per run). */
const projectName = (what: string) => `${what}${Date.now() % 1_000_000}`;

/** The text of the open editor as a user gets it: click into it, select all, copy. */
async function copyEditor(page: Page): Promise<string> {
  await page.locator('.ide-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Control+C');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Replaces the open editor's text by pasting it (typing would auto-indent and auto-close). */
async function pasteEditor(page: Page, text: string) {
  await page.locator('.ide-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
}

const statusOf = (page: Page, name: string) => page.getByTestId(`status-${name}`).innerText();
const tabText = (page: Page, name: string) => page.getByTestId(`tab-${name}`).innerText();

async function newPage() {
  const page = await b.newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await login(page, 'admin');
  return page;
}

/**
 * A new project from the 合约开发 menu entry (the IDE without a project shows the picker), with
 * files uploaded into it. Returns the IDE's query of the project (for read-only and review views).
 */
async function newProject(page: Page, name: string, files: { name: string; text: string }[]) {
  await page.goto(url('/development/index'));
  await page.getByTestId('ide-picker').waitFor();
  await page.getByTestId('picker-name').fill(name);
  await page.getByTestId('picker-create').click();
  await page.waitForURL(/#\/development\/index\?.*cz=1/);
  await expect.poll(() => page.getByTestId('tree-root').innerText()).toBe(name);
  const input = page.locator('.ide-left input[type=file]');
  for (const f of files) {
    await input.setInputFiles({ name: `${f.name}.sol`, mimeType: 'text/plain', buffer: Buffer.from(f.text) });
    await expect.poll(() => page.getByTestId(`status-${f.name}`).count()).toBe(1);
  }
  const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id')!;
  return { id, query: `id=${id}&type=1&contractProjectName=${encodeURIComponent(name)}` };
}

async function compileOk(page: Page) {
  await page.getByTestId('ide-compile').click();
  await expectToast(page, '编译成功');
}

describe('contract IDE for a Solidity developer', () => {
  it('read-only views never write: switching files keeps each file its own text, Ctrl+S sends nothing', async () => {
    const page = await newPage();
    const name = projectName('只读');
    const { query } = await newProject(page, name, [
      { name: 'Roles', text: ROLES },
      { name: 'Ledger', text: LEDGER },
    ]);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (/saveOrUpdate|compile|delete|publish/.test(r.url())) writes.push(r.url());
    });

    // 只读查看 (no cz), Roles first: open Ledger from the tree, then Roles again.
    await page.goto(url(`/development/index?${query}&name=Roles`));
    await page.getByTestId('ide-readonly').waitFor();
    await page.locator('.ide-editor .monaco-editor').waitFor();
    expect(await copyEditor(page)).toBe(ROLES);
    await page.getByTestId('file-Ledger').click();
    await expect.poll(() => copyEditor(page)).toBe(LEDGER);
    expect(await tabText(page, 'Roles')).toBe('Roles.sol');
    await page.getByTestId('file-Roles').click();
    await expect.poll(() => copyEditor(page)).toBe(ROLES);
    expect(await tabText(page, 'Ledger')).toBe('Ledger.sol');

    // Typing does nothing (Monaco says so, in Chinese); Ctrl+S says read-only and sends nothing.
    await page.keyboard.type('x');
    await page.locator('.ide-editor', { hasText: '无法在只读编辑器中编辑' }).waitFor();
    await page.keyboard.press('Control+S');
    await expectToast(page, '当前为只读模式');
    expect(await copyEditor(page)).toBe(ROLES);
    expect(writes).toEqual([]);

    // The server still holds each file's own text.
    await page.goto(url(`/development/index?${query}&cz=1&name=Roles`));
    await page.locator('.ide-editor .monaco-editor').waitFor();
    expect(await copyEditor(page)).toBe(ROLES);
    await page.getByTestId('file-Ledger').click();
    await expect.poll(() => copyEditor(page)).toBe(LEDGER);
    expect(writes).toEqual([]);

    // Review (Mask=1): the wheel scrolls to the end of a long file, and the text can be copied.
    await page.goto(url(`/development/index?${query}&cz=1&Mask=1&name=Ledger`));
    await page.getByTestId('ide-mask').waitFor();
    await page.locator('.ide-editor .monaco-editor').waitFor();
    const lines = page.locator('.ide-editor .view-lines');
    expect(await lines.innerText()).not.toContain('文件结束');
    // The wheel over the editor's visible middle (the overlay lets it through).
    await page.getByTestId('ide-editor').hover();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 2000);
          return lines.innerText();
        },
        { timeout: 10_000 },
      )
      .toContain('文件结束');
    expect(await copyEditor(page)).toBe(LEDGER);
    // No context menu under review.
    await page.locator('.ide-editor .view-lines').click({ button: 'right' });
    expect(await page.locator('.monaco-menu').count()).toBe(0);
    expect(writes).toEqual([]);
  }, 180_000);

  it('compiles what the tabs show, sends importers back to 未编译, and warns before unsaved edits are lost', async () => {
    const page = await newPage();
    await newProject(page, projectName('编译'), [
      { name: 'Roles', text: ROLES },
      { name: 'Ledger', text: LEDGER },
    ]);
    await compileOk(page);
    await expect.poll(() => statusOf(page, 'Roles')).toBe('已编译');
    await expect.poll(() => statusOf(page, 'Ledger')).toBe('已编译');

    // A broken, unsaved Roles tab; compiling from Ledger compiles it too and fails on it.
    await page.getByTestId('file-Roles').click();
    await pasteEditor(page, BROKEN_ROLES);
    await expect.poll(() => tabText(page, 'Roles')).toBe('Roles.sol *');
    await page.getByTestId('file-Ledger').click();
    await expect.poll(() => copyEditor(page)).toBe(LEDGER);
    await page.getByTestId('ide-compile').click();
    await page.getByTestId('problem').first().waitFor();
    expect(await page.getByTestId('problem').first().innerText()).toContain('Roles.sol:');
    await expect.poll(() => statusOf(page, 'Roles')).toBe('未编译');
    expect(await statusOf(page, 'Ledger')).toBe('未编译');
    expect(await tabText(page, 'Roles')).toBe('Roles.sol');

    // Fixed and compiled; then a saved change to Roles alone sends Ledger (its importer) back too.
    await page.getByTestId('tab-Roles').click();
    await pasteEditor(page, ROLES);
    await expect.poll(() => tabText(page, 'Roles')).toBe('Roles.sol *');
    await compileOk(page);
    await expect.poll(() => statusOf(page, 'Ledger')).toBe('已编译');
    await pasteEditor(page, ROLES.replace('address public admin;', 'address public admin;\n    uint256 public since;'));
    await page.keyboard.press('Control+S');
    await expectToast(page, '当前文件提交成功');
    await expect.poll(() => statusOf(page, 'Roles')).toBe('未编译');
    await expect.poll(() => statusOf(page, 'Ledger')).toBe('未编译');

    // Unsaved edits: closing the tab asks; 取消 keeps the tab and the edit.
    await page.getByTestId('tab-Ledger').click();
    await page.locator('.ide-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('// 未保存');
    await expect.poll(() => tabText(page, 'Ledger')).toBe('Ledger.sol *');
    await page
      .locator('.ide-tabs .ant-tabs-tab', { has: page.getByTestId('tab-Ledger') })
      .locator('.ant-tabs-tab-remove')
      .click();
    await page.locator('.ant-modal-confirm', { hasText: '有未保存的修改' }).waitFor();
    expect(await page.locator('.ant-modal-confirm').innerText()).toContain('Ledger.sol 的修改尚未保存');
    await pressAndClose(page, page.getByTestId('discard-cancel'));
    expect(await tabText(page, 'Ledger')).toBe('Ledger.sol *');
    // 返回 asks too; 取消 stays.
    await page.getByTestId('ide-back').click();
    await page.locator('.ant-modal-confirm', { hasText: '有未保存的修改' }).waitFor();
    await pressAndClose(page, page.getByTestId('discard-cancel'));
    expect(page.url()).toMatch(/#\/development\/index\?/);
    // Closing and agreeing drops the edit: opened again, the file shows what the server keeps.
    await page
      .locator('.ide-tabs .ant-tabs-tab', { has: page.getByTestId('tab-Ledger') })
      .locator('.ant-tabs-tab-remove')
      .click();
    await pressAndClose(page, page.getByTestId('discard-ok'));
    await expect.poll(() => page.getByTestId('tab-Ledger').count()).toBe(0);
    await page.getByTestId('file-Ledger').click();
    await expect.poll(() => copyEditor(page)).toBe(LEDGER);
    // Without edits 返回 leaves at once.
    await page.getByTestId('ide-back').click();
    await expect.poll(() => page.url()).not.toMatch(/#\/development\/index\?/);
  }, 180_000);

  it('completes Solidity and the project, hovers with signatures, in Chinese, with the editor worker running', async () => {
    const page = await newPage();
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await newProject(page, projectName('补全'), [
      { name: 'Roles', text: ROLES },
      { name: 'Ledger', text: LEDGER },
    ]);
    await compileOk(page);
    await page.getByTestId('file-Ledger').click();
    await expect.poll(() => copyEditor(page)).toBe(LEDGER);

    // Hover over the call of a project function: its signature from the last compile's ABI.
    // Monaco draws `function record(` as tokens; the one ending in `record` is the function's name.
    const record = page.locator('.ide-editor .view-line span span', { hasText: /^[\s\u00a0]*record$/ }).first();
    // Its size once drawn (a relayout replaces the token's node: a bare boundingBox() can meet none).
    let rb = { width: 0, height: 0 };
    await expect
      .poll(async () => (rb = await record.evaluate((el) => ({ width: el.getBoundingClientRect().width, height: el.getBoundingClientRect().height }))).width)
      .toBeGreaterThan(0);
    await record.hover({ position: { x: rb.width - 6, y: rb.height / 2 } });
    await page.locator('.monaco-hover-content', { hasText: 'function record(uint256 amount) external' }).waitFor();

    // Ctrl+Space after `msg.`: the members of msg.
    await page.locator('.ide-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('msg.');
    const suggest = page.locator('.ide-editor .suggest-widget');
    const labels = () => suggest.locator('.monaco-list-row .label-name').allInnerTexts();
    await page.keyboard.press('Control+Space');
    await expect.poll(labels).toEqual(expect.arrayContaining(['sender', 'value', 'data', 'sig']));
    await page.keyboard.press('Escape');

    // A new word: keywords, types, globals, the project's contracts, functions, events and errors,
    // and (from the editor worker) words of the open documents.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Space');
    await suggest.locator('.monaco-list-row').first().waitFor();
    for (const [typed, expected] of [
      ['uint2', 'uint256'],
      ['Not', 'NotAdmin'],
      ['Reco', 'Recorded'],
      ['recor', 'record'],
      ['Rol', 'Roles'],
      ['keccak', 'keccak256'],
      ['zzLocal', 'zzLocalTally'],
    ]) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.type(typed);
      await page.keyboard.press('Control+Space');
      await expect.poll(labels).toContain(expected);
    }
    expect(workers.some((u) => /editorWorker/.test(u))).toBe(true);
    // The build has no stray copy of Monaco's unbundled worker source.
    expect(fs.readdirSync(path.resolve(__dirname, '../../dist/static')).filter((f) => /editorWebWorkerMain/.test(f))).toEqual([]);
    await page.keyboard.press('Escape');

    // Monaco's own texts in Chinese: a compile error's marker hover.
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('uint256 broken');
    await page.getByTestId('ide-compile').click();
    await page.getByTestId('problem').first().waitFor();
    // The squiggle is drawn under the text: the mouse goes to where it is, once it has its width.
    const squiggle = await drawnSquiggle(page, '.ide-editor');
    await page.mouse.move(squiggle.x + squiggle.width / 2, squiggle.y + squiggle.height / 2);
    await page.locator('.monaco-hover-content', { hasText: /查看问题|快速修复/ }).waitFor();
  }, 180_000);

  it('lets only-imported files stay undeployed, says why call is disabled, reads quoted strings and names bad elements', async () => {
    const page = await newPage();
    const name = projectName('部署');
    const LONG = 'AbcdefghijKlmnopqrst'; // 20 letters, the longest file name allowed
    await newProject(page, name, [
      { name: 'Roles', text: ROLES },
      { name: 'Ledger', text: LEDGER },
      { name: LONG, text: `${HEAD}library ${LONG} {\n    function twice(uint256 a) internal pure returns (uint256) {\n        return a * 2;\n    }\n}\n` },
    ]);
    // The longest name leaves its status tag whole, inside the file tree.
    const tag = page.getByTestId(`status-${LONG}`);
    const tree = (await page.locator('.ide-left').boundingBox())!;
    const box = (await tag.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(tree.x + tree.width);
    expect(await tag.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await tag.innerText()).toBe('未编译');

    await compileOk(page);
    await page.getByTestId('ide-publish').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expectToast(page, '发布成功');
    // Under review (3) reads differently from compiled (2).
    await expect.poll(() => statusOf(page, 'Ledger')).toBe('已编译（审核中）');

    // Another administrator approves in the project list (nobody audits what they submitted).
    const auditor = await b.newPage();
    await login(auditor, 'shenhe');
    await auditor.goto(url('/chainmanagement/contract/index'));
    const audited = auditor.getByTestId('schema-list').getByRole('row', { name: new RegExp(name) });
    await audited.locator('[data-action="audit"]').click();
    await auditor.locator('.engine-form-dialog [data-action="pass"]').click();
    await expectToast(auditor, '审核完成');
    await expect.poll(() => audited.innerText()).toContain('审核通过');
    await auditor.close();
    await page.goto(url('/chainmanagement/contract/index'));
    const row = page.getByTestId('schema-list').getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.innerText()).toContain('审核通过');
    await row.locator('[data-action="develop"]').click();
    await expect.poll(() => statusOf(page, 'Ledger')).toBe('待部署');

    // Before the deployment: call and export are disabled, and say why.
    await page.getByTestId('rtab-call').click();
    await expect.poll(() => page.getByTestId('gate-reason').innerText()).toContain('所有可部署的文件已部署后才能调用和导出');

    // Deploy offers Ledger only (Roles is abstract, the library is only imported).
    await page.getByTestId('rtab-deploy').click();
    await page.getByTestId('deploy-contract').click();
    await expect.poll(() => page.locator('.ant-select-dropdown .ant-select-item-option').allInnerTexts()).toEqual(['Ledger']);
    await page.keyboard.press('Escape');
    await page.getByTestId('deploy-param-0').fill('"Ledger"');
    await page.getByTestId('deploy-param-1').fill(`["${A}", "0x12"]`);
    await page.getByTestId('deploy-submit').click();
    await expectToast(page, '参数 members_[1] (address) 不是有效地址');
    await page.getByTestId('deploy-param-1').fill(`["${A}"]`);
    await page.getByTestId('deploy-submit').click();
    await expectToast(page, '正在部署中...');
    await expect.poll(() => statusOf(page, 'Ledger')).toBe('已部署');
    expect(await statusOf(page, 'Roles')).toBe('待部署');

    // Call is open now; name() returns the text without the quotes it was typed with.
    await page.getByTestId('rtab-call').click();
    expect(await page.getByTestId('gate-reason').count()).toBe(0);
    await page.getByTestId('call-function').click();
    await page.getByTestId('fn-name').click();
    await page.getByTestId('call-submit').click();
    await expectToast(page, '调用成功');
    await expect.poll(() => page.getByTestId('call-result').locator('.ant-descriptions-item-content').first().innerText()).toBe('Ledger');
    await page.getByTestId('rtab-export').click();
    expect(await page.getByTestId('export-submit').isDisabled()).toBe(false);
  }, 240_000);
});
