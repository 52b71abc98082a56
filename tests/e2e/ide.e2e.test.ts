/**
 * The contract IDE as a user meets it: a new project, the file-name rules, writing, saving and
 * compiling a contract, a compile error's marker, publication, the administrator's approval,
 * deployment, calls, events and the exported zip; read-only and masked views; Monaco from the
 * local bundle only.
 */
import JSZip from 'jszip';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, baseUrl, dialogsStill, expectToast, login, url, useBrowser, pressAndClose } from './harness';
import { ListPage } from './pages/ListPage';
import { FormDialog } from './pages/FormDialog';
import { squiggleLine } from './pages/MonacoMarkers';

const b = useBrowser();

const PROJECT = `端到端项目${Date.now() % 100000}`;
const ADMINS = `["0x${'12'.repeat(20)}", "0x${'34'.repeat(20)}"]`;
const COUNTER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
// 计数器：中文注释在错误之上
contract Counter {
uint256 public count;
string public label;
address[] public admins;
event Bumped(address indexed by, uint256 count);
constructor(uint256 start, string memory label_, address[] memory admins_) {
count = start;
label = label_;
admins = admins_;
}
function bump(uint256 by) external {
count += by;
emit Bumped(msg.sender, count);
}
}
`;
// Line 15 loses its semicolon: solc reports the error at the start of line 16.
const BROKEN = COUNTER.replace('count += by;', 'count += by');

/**
 * Replaces the open editor's text by pasting it (typing would let the editor auto-indent and
 * auto-close brackets). Needs the clipboard permissions.
 */
async function setEditorText(page: Page, text: string) {
  await page.locator('.ide-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
}

/** The text the editor shows (Monaco draws spaces as no-break spaces). */
async function editorText(page: Page): Promise<string> {
  return (await page.locator('.ide-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
}

async function toastOf(page: Page, text: string) {
  await expectToast(page, text);
}

async function rightClick(page: Page, testId: string) {
  await page.getByTestId(testId).click({ button: 'right' });
}

async function contextItems(page: Page): Promise<string[]> {
  const menu = page.getByTestId('ide-context-menu');
  if (!(await menu.isVisible())) return [];
  return menu.locator('.ant-menu-item').allInnerTexts();
}

async function newFile(page: Page, name: string) {
  await rightClick(page, 'tree-root');
  await page.getByTestId('ide-context-menu').getByText('新建文件').click();
  await page.getByTestId('new-file-name').fill(name);
  await dialogsStill(page);
  await page.getByTestId('new-file-ok').click();
}

/** The new project's row in the project list (a screen schema). */
const projectRow = (page: Page) => page.getByTestId('schema-list').getByRole('row', { name: new RegExp(PROJECT) });

const statusOf = (page: Page, name: string) => page.getByTestId(`status-${name}`).innerText();

describe('contract IDE', () => {
  it('loads Monaco only on the IDE route, from this server', async () => {
    const page = await b.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await login(page, 'admin');
    expect(scripts.some((u) => /p__ide__index/.test(u))).toBe(false);
    await page.goto(url('/development/index?id=1500000000000000102&type=1&contractProjectName=存证示例&cz=1'));
    await page.locator('.ide-editor .monaco-editor').waitFor();
    expect(scripts.some((u) => /p__ide__index/.test(u))).toBe(true);
    expect(scripts.filter((u) => !u.startsWith(baseUrl()) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
    // The sidebar is hidden on this route.
    expect(await page.getByTestId('side-menu').count()).toBe(0);
  });

  it('takes a new project from the first file to an exported, deployed contract', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await login(page, 'admin');

    // A new project from the project list, opened in the IDE for development.
    await page.goto(url('/chainmanagement/contract/index'));
    // The project list adds on a page (routes.add), then returns to the list.
    await page
      .getByTestId('schema-list')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = await FormDialog.onPage(page);
    await form.root.locator('input').first().fill(PROJECT);
    await form.ok();
    await toastOf(page, '新增成功');
    await projectRow(page).locator('[data-action="develop"]').click();
    await page.waitForURL(/#\/development\/index\?.*cz=1/);
    await page.getByTestId('tree-root').waitFor();

    // Context menus: the root offers only 新建文件; save without a file.
    await rightClick(page, 'tree-root');
    expect(await contextItems(page)).toEqual(['新建文件']);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.getByTestId('ide-save').click();
    await toastOf(page, '请先创建文件');

    // Every file-name rule, with its message.
    await newFile(page, '');
    await toastOf(page, '文件名不能为空');
    await page.getByTestId('new-file-name').fill('计数器');
    await page.getByTestId('new-file-ok').click();
    await toastOf(page, '文件名必须英文');
    await page.getByTestId('new-file-name').fill('A'.repeat(21));
    await page.getByTestId('new-file-ok').click();
    await toastOf(page, '文件名不能超过20个字符');
    await page.getByTestId('new-file-name').fill('Counter');
    await page.getByTestId('new-file-ok').click();
    await toastOf(page, '保存成功');
    expect(await statusOf(page, 'Counter')).toBe('未编译');
    await newFile(page, 'Counter');
    await toastOf(page, '文件名字不能重复');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /取\s*消/ })
      .click();

    // A file's context menu offers only 删除 (confirmed).
    await newFile(page, 'Scratch');
    await toastOf(page, '保存成功');
    await rightClick(page, 'file-Scratch');
    expect(await contextItems(page)).toEqual(['删除']);
    await page.getByTestId('ide-context-menu').getByText('删除').click();
    await pressAndClose(page, page.getByTestId('delete-file-ok'));
    await toastOf(page, '删除成功');
    await expect.poll(() => page.getByTestId('file-Scratch').count()).toBe(0);

    // Empty content cannot be saved; then write, save and compile.
    await page.getByTestId('file-Counter').click();
    await page.locator('.ide-editor .monaco-editor').waitFor();
    await page.getByTestId('ide-save').click();
    await toastOf(page, '不能空保存');
    await setEditorText(page, BROKEN);
    await page.getByTestId('ide-save').click();
    await toastOf(page, '当前文件提交成功');

    // A broken contract: the compile fails and the error sits on line 16 of the editor.
    await page.getByTestId('ide-compile').click();
    await page.getByTestId('problem').first().waitFor();
    expect(await page.getByTestId('problem').first().innerText()).toContain('Counter.sol:16:1');
    expect(await squiggleLine(page, '.ide-editor')).toBe(16);

    // Fixed: 编译成功, 已编译, the ABI shown truncated to 100 characters and copyable in full.
    await setEditorText(page, COUNTER);
    await page.getByTestId('ide-compile').click();
    await toastOf(page, '编译成功');
    await expect.poll(() => statusOf(page, 'Counter')).toBe('已编译');
    expect(await page.getByTestId('result-contractName').innerText()).toBe('Counter');
    const shownAbi = await page.getByTestId('result-contractAbi').innerText();
    expect(shownAbi.startsWith('[{')).toBe(true);
    expect(shownAbi.length).toBe(103); // 100 characters and "..."
    await page.getByTestId('copy-contractAbi').click();
    await toastOf(page, '复制成功');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied).some((f: any) => f.name === 'bump')).toBe(true);

    // Request publication: the code becomes read-only.
    await page.getByTestId('ide-publish').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toastOf(page, '发布成功');
    await expect.poll(() => page.getByTestId('ide-compile').isDisabled()).toBe(true);
    await page.locator('.ide-editor .view-lines').click();
    await page.keyboard.insertText('// change');
    expect(await page.getByTestId('ide-save').isDisabled()).toBe(true);
    expect(await editorText(page)).toContain('contract Counter');
    expect(await editorText(page)).not.toContain('// change');

    // Back in the project list (the back button returns there), the administrator who submitted it
    // is not offered 审核 on it (nobody audits what they submitted): another administrator approves.
    await page.getByTestId('ide-back').click();
    await page.waitForURL(/#\/chainmanagement\/contract\/index/);
    await expect.poll(() => projectRow(page).innerText()).toContain('待审核');
    expect(await projectRow(page).locator('[data-action="audit"]').count()).toBe(0);
    const auditor = await b.newPage();
    await login(auditor, 'shenhe');
    await auditor.goto(url('/chainmanagement/contract/index'));
    await projectRow(auditor).locator('[data-action="audit"]').click();
    await auditor.locator('.engine-form-dialog [data-action="pass"]').click();
    await toastOf(auditor, '审核完成');
    await expect.poll(() => projectRow(auditor).innerText()).toContain('审核通过');
    await auditor.close();
    await page.reload();
    await expect.poll(() => projectRow(page).innerText()).toContain('审核通过');
    await projectRow(page).locator('[data-action="develop"]').click();
    await expect.poll(() => statusOf(page, 'Counter')).toBe('待部署');

    // Deploy: 参数不能为空 first, then 正在部署中... and 已部署.
    await page.getByTestId('rtab-deploy').click();
    await page.getByTestId('deploy-submit').click();
    await toastOf(page, '参数不能为空');
    await page.getByTestId('deploy-param-0').fill('5');
    await page.getByTestId('deploy-param-1').fill('计数 "一号"');
    await page.getByTestId('deploy-param-2').fill(ADMINS);
    await page.getByTestId('deploy-submit').click();
    await toastOf(page, '正在部署中...');
    await expect.poll(() => statusOf(page, 'Counter')).toBe('已部署');

    // Call a view function and see its value; send a transaction and see its event.
    await page.getByTestId('rtab-call').click();
    await page.getByTestId('call-function').click();
    await page.getByTestId('fn-label').click();
    await page.getByTestId('call-submit').click();
    await toastOf(page, '调用成功');
    await expect.poll(() => page.getByTestId('call-result').innerText()).toContain('计数 "一号"');
    await page.getByTestId('call-function').click();
    await page.getByTestId('fn-bump').click();
    await page.getByTestId('call-param-0').fill('3');
    await page.getByTestId('call-submit').click();
    await expect.poll(() => page.getByTestId('call-result').innerText()).toContain('Bumped');
    expect(await page.getByTestId('call-result').innerText()).toMatch(/count \(uint256\): 8/);

    // Export: the messages, then a zip with the project's files.
    await page.getByTestId('rtab-export').click();
    await page.getByTestId('export-submit').click();
    await expectToastOrText(page, '请输入项目');
    await expectToastOrText(page, '请输入包名');
    await page.getByTestId('export-artifact').fill('counter1');
    await expectToastOrText(page, '只能输入英文');
    await page.getByTestId('export-artifact').fill('counter');
    await page.getByTestId('export-group').fill('bbn');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-submit').click()]);
    expect(download.suggestedFilename()).toBe('bbn-counter.zip');
    const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
    const names = Object.keys(zip.files);
    expect(names).toEqual(
      expect.arrayContaining([
        'bbn-counter/pom.xml',
        'bbn-counter/README.md',
        'bbn-counter/src/main/resources/solidity/Counter.sol',
        'bbn-counter/src/main/resources/abi/Counter.abi',
        'bbn-counter/src/main/resources/bin/Counter.bin',
      ]),
    );
    expect(await zip.file('bbn-counter/src/main/resources/solidity/Counter.sol')!.async('string')).toBe(COUNTER);
  }, 240_000);

  it('uploads only .sol files, named after the file', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.goto(url('/development/index?id=1500000000000000102&type=1&contractProjectName=存证示例&cz=1'));
    await page.getByTestId('file-Evidence').waitFor();
    const input = page.locator('.ide-left input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast(page, '文件格式必须是sol格式');
    const greeter = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Greeter { string public hi = "hi"; }\n';
    await input.setInputFiles({ name: 'Greeter.sol', mimeType: 'text/plain', buffer: Buffer.from(greeter) });
    await expectToast(page, '保存成功');
    await expect.poll(() => statusOf(page, 'Greeter')).toBe('未编译');
    await expect.poll(() => editorText(page)).toContain('contract Greeter');
  });

  it('is read-only without cz, and masked views have no context menu', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    await page.goto(url('/development/index?id=1500000000000000101&type=1&contractProjectName=链网积分与成员登记&name=Registry'));
    await page.getByTestId('ide-readonly').waitFor();
    await page.getByTestId('tab-Registry').waitFor();
    expect(await page.getByTestId('ide-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('ide-compile').isDisabled()).toBe(true);
    await rightClick(page, 'tree-root');
    expect(await contextItems(page)).toEqual([]);

    await page.goto(url('/development/index?id=1500000000000000101&type=1&contractProjectName=链网积分与成员登记&cz=1&Mask=1'));
    await page.getByTestId('ide-mask').waitFor();
    await page.getByTestId('tree-root').waitFor();
    await rightClick(page, 'tree-root');
    expect(await contextItems(page)).toEqual([]);
    await rightClick(page, 'file-Token');
    expect(await contextItems(page)).toEqual([]);
  });

  it('a project disabled from its list offers no 开发 and takes no change until enabled again', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    const name = `停用项目${Date.now() % 100000}`;
    const project = (await apiAs(page, '/sfbn-alliance/chainContractProject/save', { body: { contractProjectName: name } })).data;
    const list = new ListPage(page, 'GET /sfbn-alliance/chainContractProject/page');
    await list.goto('/chainmanagement/contract/index');
    await list.search('项目名称', name);
    const row = list.row(name);
    expect(await row.locator('.ant-tag', { hasText: '启用' }).count()).toBe(1);
    expect(await row.locator('[data-action=develop]').count()).toBe(1);

    await list.rowAction(row, 'status');
    await page.locator('.ant-modal-confirm', { hasText: '确定停用该项目? 停用后不能再开发、编译或部署' }).waitFor();
    await list.waitForList(() => list.confirm(), '操作成功');
    await row.locator('.ant-tag', { hasText: '停用' }).waitFor();
    expect(await row.locator('[data-action=develop]').count()).toBe(0);
    // The gateway refuses a change made another way (an IDE tab left open).
    const refused = await apiAs(page, '/sfbn-alliance/chainContract/saveOrUpdate', {
      body: { contractName: 'Late', contractSource: '', relationType: 1, relationId: project.id },
    });
    expect(refused.msg).toBe('项目已停用，启用后才能修改');

    await list.rowAction(row, 'status');
    await page.locator('.ant-modal-confirm', { hasText: '确定启用该项目?' }).waitFor();
    await list.waitForList(() => list.confirm());
    await row.locator('.ant-tag', { hasText: '启用' }).waitFor();
    expect(await row.locator('[data-action=develop]').count()).toBe(1);
  });
});

/** Form messages show under the field (antd) rather than as toasts. */
async function expectToastOrText(page: Page, text: string) {
  await page.locator('.ant-form-item-explain-error, .ant-message-notice-content', { hasText: text }).first().waitFor({ state: 'visible' });
}
