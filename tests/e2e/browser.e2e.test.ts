/**
 * The chain browser on the real in-process chains, for both sub-chain sets (permissioned: the
 * backbone net; ott: the test net): figures as the chain has them, a contract deployed and called
 * through the IDE's calls found by hash with its decoded input and event, the live refresh that
 * prepends new rows without redrawing the rows shown, search by hash / block / address, paging.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, url, useBrowser } from './harness';

const b = useBrowser();
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** A gateway call with the signed-in user's token, as the console makes it. */
async function api(page: Page, method: 'GET' | 'POST', path: string, payload: Record<string, any> = {}) {
  return page.evaluate(
    async ({ method, path, payload, basic }) => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('bbn-access-token='))!
        .split('=')[1];
      // X-Test-Call tells the test's calls from the page's own (waitForResponse below).
      const headers: Record<string, string> = {
        Authorization: basic,
        Auth: `bearer ${decodeURIComponent(token)}`,
        'Content-Type': 'application/json',
        'X-Test-Call': '1',
      };
      const q = method === 'GET' ? `?${new URLSearchParams(payload)}` : '';
      const r = await fetch(`/api${path}${q}`, { method, headers, body: method === 'POST' ? JSON.stringify(payload) : undefined });
      return r.json();
    },
    { method, path, payload, basic: BASIC },
  );
}

const COUNTER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Counter {
    uint256 public count;
    event Bumped(address indexed by, uint256 count);
    constructor(uint256 start) { count = start; }
    function bump(uint256 by) external { count += by; emit Bumped(msg.sender, count); }
}
`;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/**
 * The IDE's calls, in the order the IDE makes them: project, file, compile, publish, approve (by
 * `auditor`, another administrator: nobody audits what they submitted), deploy, call.
 */
async function deployAndCall(page: Page, networkType: number, auditor: Page) {
  const name = `浏览器项目${networkType}${Date.now() % 100000}`;
  const project = await api(page, 'POST', '/sfbn-alliance/chainContractProject/save', { contractProjectName: name });
  const projectId = project.data.id;
  const file = await api(page, 'POST', '/sfbn-alliance/chainContract/saveOrUpdate', {
    contractName: 'Counter',
    contractSource: '',
    contractRowNumber: 0,
    relationType: 1,
    relationId: projectId,
  });
  const fileId = file.data.id;
  await api(page, 'POST', '/sfbn-alliance/chainContract/saveOrUpdate', { id: fileId, contractSource: b64(COUNTER), contractRowNumber: 8 });
  expect((await api(page, 'POST', '/sfbn-alliance/chainContract/compile', { id: fileId, contractName: 'Counter' })).msg).toBe('编译成功');
  expect((await api(page, 'GET', '/sfbn-alliance/chainContractProject/publish', { id: projectId })).msg).toBe('发布成功');
  expect(await api(page, 'GET', '/sfbn-alliance/chainContractProject/audit', { id: projectId, auditStatus: 2 })).toMatchObject({
    code: 403,
    msg: '不能审核自己提交的项目',
  });
  expect((await api(auditor, 'GET', '/sfbn-alliance/chainContractProject/audit', { id: projectId, auditStatus: 2 })).code).toBe(200);
  const deploy = await api(page, 'POST', '/sfbn-alliance/chainContract/deploy', { contractId: fileId, funcParam: ['5'], networkType });
  expect(deploy.msg).toBe('部署成功');
  const bump = await api(page, 'POST', '/sfbn-alliance/chainContract/call', { contractId: fileId, funcName: 'bump', funcParam: ['3'] });
  expect(bump.msg).toBe('调用成功');
  return { projectId, projectName: name, deploy: deploy.data, bump: bump.data };
}

async function search(page: Page, q: string) {
  // antd's search box puts the test id on its input.
  const box = page.getByTestId('browser-search');
  await box.fill(q);
  await box.press('Enter');
}

const SETS = [
  { set: 'permissioned', networkType: 2, title: '许可链浏览器' },
  { set: 'ottpermissioned', networkType: 1, title: 'OTT 许可链浏览器' },
];

describe.each(SETS)('chain browser of the $set set (network type $networkType)', ({ set, networkType, title }) => {
  const base = `/subchain/${set}`;

  it('overview as the chain has it; an IDE deployment and call appear live, then by hash, block and address; blocks page', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    // The chart's days as the page's own call answered them (other files may mine meanwhile).
    const chartCall = page.waitForResponse((r) => r.url().includes('/sfbn-alliance/browser/overview') && !r.request().headers()['x-test-call']);
    await page.goto(url(`${base}/browser1`));
    await expect.poll(() => page.getByTestId('browser-chain-name').innerText()).toContain(title);

    // Figures are the chain's: the page and the overview call agree (other test files may mine
    // meanwhile; the live refresh catches up within one period).
    const figure = async (k: string) => Number((await page.getByTestId(`figure-${k}`).innerText()).replace(/,/g, ''));
    const overview = async () => (await api(page, 'GET', '/sfbn-alliance/browser/overview', { networkType })).data;
    await expect
      .poll(async () => {
        const o = await overview();
        return (
          [await figure('blockHeight'), await figure('txCount'), await figure('contractCount')].join() === [o.blockHeight, o.txCount, o.contractCount].join()
        );
      })
      .toBe(true);
    const ov = await overview();
    expect(ov.blockHeight).toBeGreaterThanOrEqual(240);
    // The chart draws the gateway's last fourteen days (UTC+8): the seeded history while the run
    // stays within the day it started in; across Beijing's midnight its oldest day leaves the window.
    const chart = page.getByTestId('tx-chart');
    await chart.waitFor();
    const answered = ((await (await chartCall).json()).data.txPerDay as { count: number }[]).reduce((n, d) => n + d.count, 0);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(ov.txCount);
    expect(Number(await chart.getAttribute('data-total'))).toBe(answered);
    const latest = page.getByTestId('latest-blocks').locator('li');
    await expect.poll(() => latest.count()).toBe(10);
    const headRow = latest.first();
    const headNode = await headRow.elementHandle();

    // Deploy and call through the IDE's calls; the page shows both new blocks without a reload,
    // and the row it already showed is the same element (prepended, not redrawn).
    const auditor = await b.newPage();
    await login(auditor, 'shenhe');
    const { projectId, projectName, deploy, bump } = await deployAndCall(page, networkType, auditor);
    await auditor.close();
    await page.getByTestId(`latest-trade-${bump.transactionHash}`).waitFor();
    await page.getByTestId(`latest-trade-${deploy.transactionHash}`).waitFor();
    await page.getByTestId(`latest-block-${bump.blockNumber}`).waitFor();
    await page.getByTestId(`latest-block-${deploy.blockNumber}`).waitFor();
    expect(await latest.count()).toBe(10);
    expect(await headNode!.evaluate((n) => n.isConnected)).toBe(true);
    await expect.poll(() => figure('blockHeight')).toBeGreaterThanOrEqual(bump.blockNumber);

    // The deployment transaction by hash: a contract creation, its constructor argument decoded.
    await search(page, deploy.transactionHash);
    await page.waitForURL(new RegExp(`${base}/block1\\?hash=${deploy.transactionHash}`));
    await expect.poll(() => page.getByTestId('trade-to').innerText()).toContain('创建合约 Counter');
    expect(await page.getByTestId('trade-method').innerText()).toBe('constructor(uint256)');
    expect(await page.getByTestId('trade-args').innerText()).toContain('start\tuint256\t5');
    expect(await page.getByTestId('trade-status').innerText()).toBe('成功');

    // The contract: its IDE project (linked to the IDE) and its source.
    await page.getByTestId('trade-to').getByRole('link').click();
    await page.waitForURL(new RegExp(`${base}/block2\\?address=${deploy.contractAddress}`));
    await expect.poll(() => page.getByTestId('contract-name').innerText()).toBe('Counter');
    expect(await page.getByTestId('contract-project').innerText()).toBe(projectName);
    expect(await page.getByTestId('contract-ide-link').getAttribute('href')).toContain(`id=${projectId}`);
    await page.getByRole('tab', { name: '源码' }).click();
    expect(await page.getByTestId('contract-source').innerText()).toContain('function bump(uint256 by)');
    // Its latest events name it as the emitter (the Bumped event of the call below).
    await page.getByRole('tab', { name: '最新事件' }).click();
    const emitter = (await page.getByTestId('event-0').locator('.ant-card-extra').innerText()).toLowerCase();
    expect(emitter).toBe(`counter (${deploy.contractAddress.slice(0, 8)}…${deploy.contractAddress.slice(-4)})`.toLowerCase());

    // The call by hash: method and the Bumped event decoded (by = the signer, count = 5 + 3).
    await search(page, bump.transactionHash);
    await page.waitForURL(new RegExp(`${base}/block1\\?hash=${bump.transactionHash}`));
    await expect.poll(() => page.getByTestId('trade-method').innerText()).toBe('bump(uint256)');
    const event = page.getByTestId('trade-events').getByTestId('event-0');
    expect(await event.getByTestId('event-name').innerText()).toBe('Bumped(address,uint256)');
    expect(await event.innerText()).toContain('count\tuint256\t8');
    const from = (await api(page, 'GET', '/sfbn-alliance/browser/tradeInfo', { networkType, hash: bump.transactionHash })).data.from;
    expect((await event.innerText()).toLowerCase()).toContain(from.toLowerCase());

    // By block number: the block holds the call.
    await search(page, String(bump.blockNumber));
    await page.waitForURL(new RegExp(`${base}/block\\?number=${bump.blockNumber}`));
    await expect.poll(() => page.getByTestId('block-number').innerText()).toBe(String(bump.blockNumber));
    expect(await page.getByTestId('block-trades').innerText()).toContain('bump');

    // By address: the signing account's page lists its transactions, newest first.
    await search(page, from);
    await page.waitForURL(new RegExp(`${base}/block3\\?address=${from}`));
    await page.getByTestId('trade-table').locator(`tr[data-row-key="${bump.transactionHash}"]`).waitFor();
    expect(Number(await page.getByTestId('trade-table-total').innerText())).toBeGreaterThanOrEqual(bump.blockNumber);

    // Nothing under a hash nobody sent.
    await search(page, `0x${'ab'.repeat(32)}`);
    await page.getByTestId('search-missing').waitFor();
    expect(await page.getByTestId('search-missing').innerText()).toContain(`未找到 “0x${'ab'.repeat(32)}”`);

    // Blocks page on the server: page 2 starts ten below the height the answer gives.
    await page.goto(url(`${base}/browser1`));
    const blocks = page.getByTestId('block-table');
    await blocks.locator(`tr[data-row-key="${bump.blockNumber}"]`).waitFor();
    await blocks.locator('.ant-pagination-item-2').click();
    await blocks.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor();
    await expect
      .poll(async () => {
        const total = Number(await page.getByTestId('block-table-total').innerText());
        return (await blocks.locator('tbody tr.ant-table-row').first().getAttribute('data-row-key')) === String(total - 10);
      })
      .toBe(true);
    expect(await blocks.locator('tbody tr.ant-table-row').count()).toBe(10);
  }, 240_000);
});
