/**
 * Backbone governance and the monitoring center as users see them (docs/domain/chain.md):
 * a node is applied for, audited, deployed and verified, then shows as running in the list, on the
 * home page and in the monitoring figures (the weighted vote on a candidate node is in
 * alliance.e2e.test.ts, beside the member changes that move its total); the monitoring charts show
 * the seeded last 7 days (the figures behind them); a user without a chain sees null-information and
 * applies. Every route of the area opens with content in the menu tour (tests/e2e/tour.e2e.test.ts), which
 * opens its detail, add and edit pages after the menu entries.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, expectToast, fillLogin, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { SectionDetail, StatusTabs } from './pages/IdentityPages';
import { ListPage } from './pages/ListPage';
import { marker } from '../../studio/samples';

const b = useBrowser();
let adminPage: Page | undefined;
async function admin(): Promise<Page> {
  if (!adminPage) {
    adminPage = await b.newPage();
    await login(adminPage, 'admin');
  }
  return adminPage;
}

const LIST = 'GET /sfbn-alliance/chainNode/listByPage';
const formScreen = (p: Page) => new FormDialog(p, p.locator('[data-testid=schema-form-screen]'));
const mark = marker();
const ip = `10.${100 + (Date.now() % 100)}.${Date.now() % 250}.${((Date.now() >> 8) % 250) + 1}`;

describe('node lifecycle', () => {
  it('the administrator applies for a node from the menu; it waits under 待审核', async () => {
    const p = await admin();
    const list = new ListPage(p, LIST);
    await list.clickMenu('chain-node', '申请节点');
    await p.waitForURL((u) => u.hash === '#/chainmanagement/node/addoperedetail');
    const form = formScreen(p);
    await form.item('节点名称').locator('input').fill(mark);
    const ipInput = form.item('IP地址').locator('input');
    await ipInput.fill('10.1.1.300');
    await ipInput.blur();
    await p.locator('[data-testid=schema-form-screen] .ant-formily-item-error-help', { hasText: '请输入正确的IP地址，如 192.168.1.10' }).waitFor();
    await ipInput.fill(ip);
    await ipInput.blur();
    // The toast is awaited alongside the list it leads to (a busy machine may outlast the toast).
    const saved = expectToast(p, '保存成功');
    await list.waitForList(() => p.locator('[data-testid=schema-form-screen] [data-action=save]').click());
    await saved;
    expect(p.url()).toContain('#/chainmanagement/node/index');
    const audit = await new StatusTabs(p).open('待审核', LIST);
    expect(p.url()).toContain('#/chainmanagement/node/shenpi');
    const row = audit.row(mark);
    await row.waitFor();
    expect(await row.locator('.ant-tag').innerText()).toBe('待审核');
    // Deploy and verify are no transitions from 待审核: not offered.
    expect(await row.locator('[data-action=deploy], [data-action=verify]').count()).toBe(0);
  });

  it('is audited on its detail page (shenpidetail), deployed on a server and verified', async () => {
    const p = await admin();
    const audit = new ListPage(p, LIST);
    await audit.goto('/chainmanagement/node/shenpi');
    await audit.rowAction(audit.row(mark), 'view');
    await p.waitForURL((u) => u.hash.startsWith('#/chainmanagement/node/shenpidetail?id='));
    const detail = new SectionDetail(p);
    await detail.root.waitFor();
    await expect.poll(() => detail.value('status').innerText()).toBe('待审核');
    await detail.action('audit').click();
    const audited = p.waitForResponse((r) => r.url().endsWith('/api/sfbn-alliance/chainNode/audit'));
    await p.locator('.ant-modal-wrap [data-action=pass]').last().click();
    expect((await (await audited).json()).data.status).toBe(2);
    await expect.poll(() => detail.value('status').innerText()).toBe('待部署');

    const deploy = new ListPage(p, LIST);
    await deploy.goto('/chainmanagement/node/deploy');
    await deploy.rowAction(deploy.row(mark), 'deploy');
    const dialog = await FormDialog.open(p);
    await dialog.choose('部署服务器', 'bbn-node-01');
    const deployed = expectToast(p, '部署成功');
    await deploy.waitForList(() => dialog.ok());
    await deployed;

    const verify = new ListPage(p, LIST);
    await verify.goto('/chainmanagement/node/verify');
    const row = verify.row(mark);
    await row.waitFor();
    expect(await row.locator('.ant-tag').innerText()).toBe('待验证');
    await verify.rowAction(row, 'verify');
    const verified = expectToast(p, '验证通过');
    await verify.waitForList(() => verify.confirm());
    await verified;

    const all = new ListPage(p, LIST);
    await all.goto('/chainmanagement/node/index');
    await all.search('节点名称', mark);
    expect(await all.row(mark).locator('.ant-tag').innerText()).toBe('运行中');
    await all.rowAction(all.row(mark), 'view');
    const done = new SectionDetail(p);
    await done.root.waitFor();
    await expect.poll(() => done.history().count()).toBe(4);
    expect(await done.history().evaluateAll((els) => els.map((e) => e.getAttribute('data-history')))).toEqual(['apply', 'pass', 'deploy', 'verify']);
    const labels = await done.history().locator('strong').allInnerTexts();
    expect(labels).toEqual(['提交申请', '审核通过', '部署', '验证']);
  });

  it('the running node is on the home page and counted by the monitoring center', async () => {
    const p = await admin();
    await p.goto(url('/wel/index'));
    const home = p.getByTestId('console-home');
    await home.locator('tr', { hasText: mark }).waitFor();
    expect(await home.locator('tr', { hasText: mark }).locator('.ant-tag').innerText()).toBe('运行中');

    const general = p.waitForResponse((r) => r.url().includes('/api/sfbn-alliance/chainSetting/realTimeGeneralView'));
    const dyn = p.waitForResponse((r) => r.url().includes('/api/sfbn-alliance/chainSetting/realTimeNodeDynamic'));
    await new ListPage(p).clickMenu('monitor-backbone', '监控总览');
    await p.waitForURL((u) => u.hash === '#/monitor/backbone/index');
    const g = (await (await general).json()).data;
    await dyn;
    await expect.poll(() => p.getByTestId('monitor-running').locator('.ant-statistic-content-value').innerText()).toBe(String(g.nodeCount));
    await p.getByTestId('figures-dynamic').locator('tr', { hasText: mark }).waitFor();
    expect(await p.getByTestId('figures-dynamic').locator('tr', { hasText: mark }).innerText()).toContain(ip);
  });
});

describe('node certificates', () => {
  const CERTS = 'GET /blade-certificate/chain-node/page';
  const certMark = `${mark}证`;
  const certIp = `10.${200 + (Date.now() % 50)}.${Date.now() % 250}.${((Date.now() >> 8) % 250) + 1}`;

  it('a sync node certificate is submitted in two steps, listed under review, and in the node list', async () => {
    const p = await admin();
    const list = new ListPage(p, CERTS);
    await list.openFromMenu('chain-node', '节点证书');
    expect(p.url()).toContain('#/chainmanagement/node/certificate');
    await list.toolbar('applySync').click();
    await p.waitForURL((u) => u.hash === '#/chainmanagement/node/certificate/syncapply');
    const form = formScreen(p);
    await expect.poll(() => p.locator('[data-testid=schema-steps] .ant-steps-item-title').allInnerTexts()).toEqual(['节点信息', '可信证明']);
    await form.item('节点名称').locator('input').fill(certMark);
    await form.choose('绑定共识节点', '北京共识节点');
    await form.item('IP地址').locator('input').fill(certIp);
    await p.locator('[data-action=next]').click();
    await p.locator('[data-testid=schema-steps] .ant-steps-item-active', { hasText: '可信证明' }).waitFor();
    await form.item('可信类型').locator('.ant-radio-wrapper', { hasText: '个人可信' }).click();
    await form.item('姓名').locator('input').fill('吴磊');
    await form.item('身份证号').locator('input').fill('330102199001011234');
    await form.item('手机号').locator('input').fill('13700001111');
    const submitted = expectToast(p, '提交成功');
    await list.waitForList(() => p.locator('[data-testid=schema-form-screen] [data-action=save]').click());
    await submitted;
    expect(p.url()).toContain('#/chainmanagement/node/certificate');
    const row = list.row(certMark);
    await row.waitFor();
    expect(await row.locator('.ant-tag').innerText()).toBe('待审核');
    expect(await list.cell(row, '可信主体')).toBe('吴磊');
    expect(await list.cell(row, '节点类型')).toBe('同步节点');

    // The certificate's node waits in the node list like any application.
    const nodes = new ListPage(p, LIST);
    await nodes.goto('/chainmanagement/node/shenpi');
    const node = nodes.row(certMark);
    await node.waitFor();
    expect(await node.locator('.ant-tag').innerText()).toBe('待审核');
    expect(await nodes.cell(node, 'IP地址')).toBe(certIp);
  });

  it('its detail shows the bound consensus node and the trust certificate; the sync and person tabs open theirs', async () => {
    const p = await admin();
    const list = new ListPage(p, CERTS);
    await list.goto('/chainmanagement/node/certificate');
    await list.search('节点名称', certMark);
    await list.rowAction(list.row(certMark), 'view');
    await p.waitForURL((u) => u.hash.startsWith('#/chainmanagement/node/certificate/detail?id='));
    const detail = new SectionDetail(p);
    await detail.root.waitFor();
    await expect.poll(() => detail.value('status').innerText()).toBe('待审核');
    expect(await detail.value('consensusNodeName').innerText()).toBe('北京共识节点');
    expect(await detail.value('trustType').innerText()).toBe('个人可信');
    expect(await detail.value('personName').innerText()).toBe('吴磊');
    expect(await detail.value('idCard').innerText()).not.toContain('330102199001011234');
    expect(await detail.history().locator('strong').allInnerTexts()).toEqual(['提交申请']);

    await list.goto('/chainmanagement/node/certificate');
    const sync = await new StatusTabs(p).open('同步节点', CERTS);
    expect(p.url()).toContain('#/chainmanagement/node/certificate/sync');
    expect(await sync.cell(sync.row(certMark), '绑定共识节点')).toBe('北京共识节点');
    const syncDetail = p.waitForResponse((r) => /\/api\/blade-certificate\/chain-node\/sync-node-detail\/\w+/.test(r.url()));
    await sync.rowAction(sync.row(certMark), 'view');
    await p.waitForURL((u) => u.hash.startsWith('#/chainmanagement/node/certificate/syncdetail?id='));
    expect((await (await syncDetail).json()).data.nodeName).toBe(certMark);
    const personTrust = p.waitForResponse((r) => /\/api\/blade-certificate\/chain-node\/person-trust\/\w+/.test(r.url()));
    await new SectionDetail(p).action('personTrust').click();
    await p.waitForURL((u) => u.hash.startsWith('#/chainmanagement/node/certificate/persontrust?id='));
    expect((await (await personTrust).json()).data.personName).toBe('吴磊');
    await expect.poll(() => new SectionDetail(p).value('personName').innerText()).toBe('吴磊');
  });
});

describe('monitoring center', () => {
  it('shows the last 7 days: the range, one row per day, and totals that add up', async () => {
    const p = await admin();
    const general = p.waitForResponse((r) => r.url().includes('/api/sfbn-alliance/chainSetting/realTimeGeneralView'));
    await p.goto(url('/monitor/backbone/index'));
    const res = await general;
    const q = new URL(res.url()).searchParams;
    const today = dayjs();
    expect(q.get('startDateStr')).toBe(today.subtract(6, 'day').format('YYYY-MM-DD'));
    expect(q.get('endDateStr')).toBe(today.format('YYYY-MM-DD'));
    const g = (await res.json()).data;
    expect(await p.getByTestId('monitor-range').innerText()).toBe(`${q.get('startDateStr')} ~ ${q.get('endDateStr')}`);

    const rows = p.getByTestId('figures-blocks').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(7);
    const cells = await Promise.all((await rows.all()).map(async (r) => (await r.locator('td').allInnerTexts()).map((c) => c.trim())));
    expect(cells.map((c) => c[0])).toEqual(Array.from({ length: 7 }, (_, i) => today.subtract(6 - i, 'day').format('YYYY-MM-DD')));
    expect(cells.map((c) => [Number(c[1]), Number(c[2])])).toEqual(g.days.map((d: any) => [d.blockCount, d.txCount]));
    const blockTotal = cells.reduce((s, c) => s + Number(c[1]), 0);
    expect(await p.getByTestId('monitor-blockTotal').locator('.ant-statistic-content-value').innerText()).toBe(String(blockTotal));
    // Each chart is drawn (a canvas) next to its figures.
    for (const id of ['chart-blocks', 'chart-nodes', 'chart-members', 'chart-contracts']) await p.getByTestId(id).locator('canvas').first().waitFor();
    await expect.poll(() => p.getByTestId('figures-members').locator('tbody tr.ant-table-row').count()).toBe(7);
    const nodeFigures = await p.getByTestId('figures-nodes').locator('tbody tr.ant-table-row', { hasText: '运行中' }).locator('td').allInnerTexts();
    expect(Number(nodeFigures[1])).toBe(g.nodeCount);
  });
});

describe('a user without a chain', () => {
  it('sees null-information with how to apply, applies, and then sees the chain under review', async () => {
    const p = await b.newPage();
    await fillLogin(p, 'user01', 'Init@123');
    await p.waitForURL(/#\/wel\/index/);
    // The menu entry shows what fits the user; the have-information address sends him to null-information.
    await p.goto(url('/chainmanagement/survey/index'));
    const empty = p.getByTestId('chain-null-information');
    await empty.waitFor();
    await p.goto(url('/chainmanagement/survey/have-information'));
    await p.waitForURL((u) => u.hash === '#/chainmanagement/survey/null-information');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('您还没有主干链');
    expect(await empty.locator('.ant-steps-item-title').allInnerTexts()).toEqual([
      '完成数字身份实名认证',
      '填写建链申请（链名称、共识算法、节点数）',
      '等待管理员审核，通过后自动建链',
    ]);
    await p.getByTestId('chain-apply').click();
    await p.waitForURL((u) => u.hash === '#/chainmanagement/survey/detail');
    // A config file read by the gateway (chainSetting/analysisConfigFile) fills in the parameters.
    const form = formScreen(p);
    const config = JSON.stringify({ chainName: '配置文件链', consensus: 'RAFT', nodeCount: 7, blockInterval: 3 });
    const parsed = expectToast(p, '上传成功');
    await form
      .item('配置文件')
      .locator('input[type=file]')
      .setInputFiles({ name: 'chain.json', mimeType: 'application/json', buffer: Buffer.from(config) });
    await parsed;
    await expect.poll(() => form.item('链名称').locator('input').inputValue()).toBe('配置文件链');
    expect(await form.item('共识算法').locator('.ant-select-selection-item').innerText()).toBe('RAFT');
    expect(await form.item('初始节点数').locator('input').inputValue()).toBe('7');
    await form.item('链名称').locator('input').fill(`${mark}链`);
    const saved = expectToast(p, '保存成功');
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-alliance/chainSetting/submit'));
    await p.locator('[data-testid=schema-form-screen] [data-action=save]').click();
    expect((await sent).postDataJSON()).toMatchObject({ chainName: `${mark}链`, consensus: 'RAFT', nodeCount: 7, blockInterval: 3, configFile: 'chain.json' });
    await saved;
    await p.waitForURL((u) => u.hash === '#/chainmanagement/survey/index');
    await p.getByTestId('chain-have-information').waitFor();
    expect(await p.getByTestId('chain-status').innerText()).toBe('审核中');
    expect(await p.getByTestId('chain-have-information').innerText()).toContain('您的建链申请正在审核中');
  });
});

describe('the chain overview', () => {
  it("shows the administrator's alliance identity, chain role and nodes from their calls", async () => {
    const p = await admin();
    const answer = (path: string) =>
      p.waitForResponse((r) => new URL(r.url()).pathname === `/api/sfbn-alliance/${path}`).then(async (r) => (await r.json()).data);
    const [who, role, nodes] = [answer('member/getAllianceIdentity'), answer('backboneidentity/currentUserInfo'), answer('chainNode/currentUserInfo')];
    await p.goto(url('/wel/index'));
    await p.goto(url('/chainmanagement/survey/index'));
    const card = p.getByTestId('chain-my-identity');
    await card.waitFor();
    const identity = await who;
    expect(identity.memberTypeName).toBe('理事长');
    await expect.poll(() => p.getByTestId('chain-my-alliance').innerText()).toBe(`理事长（${identity.orgName}）`);
    const roles: Record<number, string> = { 1: '普通成员', 2: '运维人员', 3: '链管理员' };
    const r = await role;
    expect(await p.getByTestId('chain-my-role').innerText()).toBe(r ? roles[r.chainRole] : '未开通');
    const mine = (await nodes) as { status: number }[];
    expect(await p.getByTestId('chain-my-nodes').innerText()).toBe(`${mine.length}（运行中 ${mine.filter((n) => n.status === 4).length}）`);
  });
});

describe('contract templates and projects', () => {
  it("a template's interface description is saved (chainContractProjectTemplateInterface/update) and shown on its detail", async () => {
    const p = await admin();
    const list = new ListPage(p, 'GET /sfbn-alliance/chainContractProjectTemplate/list');
    await list.goto('/chainmanagement/moudle/index');
    const row = list.rows().first();
    await row.waitFor();
    const name = (await list.cell(row, '模板名称')).trim();
    await list.rowAction(row, 'interface');
    const dialog = await FormDialog.open(p);
    const desc = `${mark} transfer(address,uint256)`;
    await dialog.item('接口说明').locator('textarea').fill(desc);
    const saved = expectToast(p, '更新成功');
    const answer = p.waitForResponse((r) => r.url().endsWith('/api/sfbn-alliance/chainContractProjectTemplateInterface/update'));
    await list.waitForList(() => dialog.ok());
    await saved;
    const row2 = (await (await answer).json()).data;
    expect(row2).toMatchObject({ templateName: name, interfaceDesc: desc });
    const detail = new SectionDetail(p);
    await detail.open(`/chainmanagement/moudle/moudleDetail?id=${row2.id}`);
    await expect.poll(() => detail.value('interfaceDesc').innerText()).toBe(desc);
  });

  it("a project started from a published tool (chaincontracttool/list) copies the tool's contracts", async () => {
    const p = await admin();
    const list = new ListPage(p, 'GET /sfbn-alliance/chainContractProject/page');
    await list.goto('/chainmanagement/contract/index');
    await list.toolbar('add').click();
    await p.waitForURL((u) => u.hash === '#/chainmanagement/contract/adds');
    const form = await FormDialog.onPage(p);
    const published = (await apiAs(p, '/sfbn-alliance/chaincontracttool/list')).data as { id: string; toolName: string; contractCount: number }[];
    expect(published.length).toBeGreaterThan(0);
    await form.item('项目名称').locator('input').fill(`${mark}工具项目`);
    await form.choose('工具', published[0].toolName);
    const saved = expectToast(p, '新增成功');
    await list.waitForList(() => form.ok());
    await saved;
    expect(p.url()).toContain('#/chainmanagement/contract/index');
    await list.search('项目名称', `${mark}工具项目`);
    expect(await list.cell(list.row(`${mark}工具项目`), '合约数')).toBe(String(published[0].contractCount));
  });
});
