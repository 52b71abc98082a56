/**
 * The sub-chain journey (issue 10, docs/domain/subchain.md), one spec run for both sets
 * (permissioned, type 1, and ott, type 2): the administrator applies for a sub-chain through the
 * wizard's four steps from the menu, refuses it with a reason in the review, applies again from the
 * application list, passes the review, votes (weight 5, the chairman's), approves, issues the BID
 * with the sub-chain code in management, adds a node to the running sub-chain and a member, reviewed;
 * re-enters a saved application at its plan (addform3) and access (addform4) steps; docks an
 * external system (Substringdocking) and reads its API information; registers a contract and
 * removes it. Then, for both sets at once, applies for a sub-chain identity (/subchain/index).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, expectToast, login, url, useBrowser, verifyCode } from './harness';
import { FormDialog } from './pages/FormDialog';
import { SectionDetail } from './pages/IdentityPages';
import { GROUP_LABELS, GROUP_TOP, ListPage } from './pages/ListPage';

const b = useBrowser();
let shared: Page | undefined;
async function admin(): Promise<Page> {
  if (!shared) {
    shared = await b.newPage();
    await login(shared, 'admin');
  }
  return shared;
}

// Each set's application goes with its own phone: an SMS code goes to one phone once a minute.
const SETS = [
  { set: 'permissioned', type: 1, apply: 'apply', node: 'node', prefix: '许可', code: 'ea01', phone: '13900001111' },
  { set: 'ottpermissioned', type: 2, apply: 'ottapply', node: 'ottnode', prefix: '非许可', code: 'eb01', phone: '13900001112' },
] as const;

const formScreen = (p: Page) => new FormDialog(p, p.locator('[data-testid=schema-form-screen]'));
async function type(form: FormDialog, label: string, value: string) {
  const input = form.item(label).locator('input, textarea').first();
  await input.fill(value);
  await input.blur();
}
/** The entry `title` of this set's group in the side menu (both sets' groups hold entries of the same names). */
/** 子链管理, then the group labelled `groupLabel`, then the entry (ListPage.clickMenu's waits). */
async function openMenu(p: Page, groupLabel: string, title: string) {
  await p.goto(url('/wel/index'));
  const group = Object.keys(GROUP_LABELS).find((g) => GROUP_LABELS[g] === groupLabel && GROUP_TOP[g] === '子链管理');
  if (!group) throw new Error(`no sub-chain menu group labelled ${groupLabel} in tests/e2e/pages/ListPage.ts`);
  await new ListPage(p).clickMenu(group, title);
}

describe.each(SETS)('sub-chains, $set set', (s) => {
  const name = `E2E子链${s.code}`;
  const APP = 'GET /sfbn-alliance/childChain/list';
  const REVIEW = 'GET /sfbn-alliance/childchainaudit/listByPage';

  it('applies through the four steps of the wizard, opened from the menu', async () => {
    const p = await admin();
    await openMenu(p, `${s.prefix}子链`, '申请子链');
    await p.waitForURL((u) => u.hash === `#/subchain/${s.set}/addform2`);
    const steps = p.locator('[data-testid=schema-steps] .ant-steps-item-title');
    await steps.first().waitFor();
    expect(await steps.allInnerTexts()).toEqual(['基本信息', '建设计划', '接入信息', '法人信息']);
    const form = formScreen(p);
    await p.locator('[data-action=next]').click();
    await form.root.locator('.ant-formily-item-error-help', { hasText: '请输入子链名称' }).waitFor();
    await type(form, '子链名称', name);
    await type(form, '子链编码', s.code);
    await form.choose('子链类型', '金融');
    await type(form, '机构名称', '国家链网运营中心');
    await p.locator('[data-action=next]').click();
    await p.locator('[data-testid=schema-steps] .ant-steps-item-active', { hasText: '建设计划' }).waitFor();
    await form.choose('共识算法', 'PBFT');
    await type(form, '节点数量', '4');
    await p.locator('[data-action=next]').click();
    await p.locator('[data-testid=schema-steps] .ant-steps-item-active', { hasText: '接入信息' }).waitFor();
    await form.choose('接入方式', '专线接入');
    await p.locator('[data-action=next]').click();
    await p.locator('[data-testid=schema-steps] .ant-steps-item-active', { hasText: '法人信息' }).waitFor();
    await type(form, '法定代表人', '王建国');
    await type(form, '法人身份证号', '11010519491231002X');
    await type(form, '联系电话', '1390000');
    await form.root.locator('.ant-formily-item-error-help', { hasText: '手机号码长度不为11位' }).waitFor();
    await type(form, '联系电话', s.phone);
    // The legal-person step's SMS code, sent to that phone.
    await form.item('短信验证码').locator('[data-action=send-code]').click();
    await expectToast(p, '发送成功!');
    await type(form, '短信验证码', await verifyCode('admin', 'subchain'));
    await form
      .item('附件')
      .locator('input[type=file]')
      .setInputFiles({ name: '建设方案.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expectToast(p, '上传成功');

    const sent = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-alliance/childChain/save'));
    await p.locator('[data-action=save]').click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ type: s.type, buildType: 1, childChainName: name, childChainCode: s.code, childType: 2, accessType: 2, consensus: 'PBFT' });
    await expectToast(p, '提交成功');
    await p.waitForURL((u) => u.hash === `#/subchain/${s.set}/application`);
    const list = new ListPage(p, APP);
    await list.loaded();
    await list.search('子链名称', name);
    expect(await list.row(name).locator('.ant-tag').innerText()).toBe('审核中');
  });

  it('the review refuses it with a reason; the applicant applies again from the list', async () => {
    const p = await admin();
    const review = new ListPage(p, REVIEW);
    await review.goto(`/subchain/${s.set}/toexamine`);
    await review.search('子链名称', name);
    const row = review.row(name);
    // Only the review is offered to a sub-chain under review.
    expect(await row.locator('[data-action=vote]').count()).toBe(0);
    await review.rowAction(row, 'audit');
    const modal = p.locator('.ant-modal-wrap').last();
    await modal.locator('[data-action=refuse]').click();
    await modal.locator('.ant-formily-item-error-help', { hasText: '请输入驳回原因' }).waitFor();
    await modal.locator('textarea').fill('建设方案不完整');
    await review.waitForList(() => modal.locator('[data-action=refuse]').click(), '操作成功');
    expect(await review.row(name).locator('.ant-tag').innerText()).toBe('已驳回');

    const list = new ListPage(p, APP);
    await list.goto(`/subchain/${s.set}/application`);
    await list.search('子链名称', name);
    await list.rowAction(list.row(name), 'reApply');
    const dialog = await FormDialog.open(p);
    await expect.poll(() => dialog.item('子链名称').locator('input').inputValue()).toBe(name);
    await dialog.item('建设计划').locator('textarea').fill('补充二期扩容方案');
    await list.waitForList(() => dialog.ok(), '提交成功');
    expect(await list.row(name).locator('.ant-tag').innerText()).toBe('审核中');
  });

  it("passes the review, votes with the chairman's weight and approves; the details show votes and history", async () => {
    const p = await admin();
    const review = new ListPage(p, REVIEW);
    await review.goto(`/subchain/${s.set}/toexamine`);
    await review.search('子链名称', name);
    await review.rowAction(review.row(name), 'audit');
    await review.waitForList(() => p.locator('.ant-modal-wrap [data-action=pass]').last().click(), '操作成功');
    expect(await review.row(name).locator('.ant-tag').innerText()).toBe('投票中');

    await review.rowAction(review.row(name), 'vote');
    const vote = await FormDialog.open(p);
    await vote.item('投票意见').locator('.ant-radio-wrapper', { hasText: '赞成' }).click();
    await review.waitForList(() => vote.ok(), '投票成功');

    await review.rowAction(review.row(name), 'votes');
    await p.waitForURL((u) => u.hash.startsWith(`#/subchain/${s.apply}/content6?id=`));
    const detail = new SectionDetail(p);
    await detail.root.waitFor();
    await expect.poll(() => detail.value('agreeWeight').innerText()).toBe('5');
    expect(await detail.value('voteCount').innerText()).toBe('1');
    const history = await detail.history().allInnerTexts();
    expect(history).toEqual([
      expect.stringContaining('提交申请'),
      expect.stringContaining('审核驳回'),
      expect.stringContaining('重新申请'),
      expect.stringContaining('审核通过'),
      expect.stringContaining('赞成，权重 5'),
    ]);
    await detail.action('approve').click();
    await p.locator('.ant-modal-wrap [data-action=pass]').last().click();
    await expectToast(p, '操作成功');
    await expect.poll(() => detail.value('status').innerText()).toBe('已通过');
  });

  it('management issues the BID with the sub-chain code; a node is added to the running sub-chain', async () => {
    const p = await admin();
    const list = new ListPage(p, APP);
    await list.waitForList(() => openMenu(p, `${s.prefix}子链`, `${s.prefix}子链管理`));
    expect(p.url()).toContain(`#/subchain/${s.set}/management`);
    await list.search('子链名称', name);
    await list.rowAction(list.row(name), 'createBid');
    await list.waitForList(() => list.confirm(), 'BID已生成');
    const row = list.row(name);
    expect(await row.locator('.ant-tag').innerText()).toBe('运行中');
    expect(await row.innerText()).toMatch(new RegExp(`did:bid:${s.code.slice(0, 2)}\\*{6}[1-9A-HJ-NP-Za-km-z]{6}`));

    const nodes = new ListPage(p, 'GET /sfbn-alliance/childChain/node/listByPage');
    await nodes.waitForList(() => list.rowAction(row, 'nodes'));
    await p.waitForURL((u) => u.hash.startsWith(`#/subchain/${s.node}/index11?chainId=`));
    expect(await nodes.rowCount()).toBe(0);
    await nodes.toolbar('add').click();
    const dialog = await FormDialog.open(p);
    await type(dialog, '节点名称', `${s.code}-e2e1`);
    await dialog.choose('所属子链', name);
    await type(dialog, '节点IP', '10.8.0');
    await type(dialog, '端口', '30300');
    await dialog.choose('节点类型', '共识节点');
    // The gateway's IP rule is the form's (validator ip): said under the field before any call.
    await dialog.ok();
    await dialog.item('节点IP').getByText('请输入正确的IP地址，如 192.168.1.10', { exact: true }).waitFor();
    await type(dialog, '节点IP', '10.8.0.1');
    await nodes.waitForList(() => dialog.ok(), '新增成功');
    const node = nodes.row(`${s.code}-e2e1`);
    expect(await node.innerText()).toContain(name);
    expect(await node.locator('.ant-tag').innerText()).toBe('运行中');
  });
  it('a member is reported for the running sub-chain, reviewed and joined', async () => {
    const p = await admin();
    const members = new ListPage(p, 'GET /sfbn-alliance/userchildidentityrelation/listByPage');
    await members.waitForList(() => openMenu(p, `${s.prefix}子链`, `${s.prefix}子链成员`));
    expect(p.url()).toContain(`#/subchain/${s.set}/Member`);
    await members.toolbar('add').click();
    const dialog = await FormDialog.open(p);
    await type(dialog, '成员名称', `${s.code}-m1`);
    await type(dialog, '所属机构', '西部区块链研究院');
    await dialog.choose('链上角色', '观察者');
    await dialog.choose('所属子链', name);
    await members.waitForList(() => dialog.ok(), '新增成功');
    await members.search('成员名称', `${s.code}-m1`);
    const row = members.row(`${s.code}-m1`);
    expect(await row.innerText()).toContain(name);
    expect(await row.locator('.ant-tag').innerText()).toBe('待审核');
    expect(await row.locator('[data-action=revoke]').count()).toBe(0);
    await members.rowAction(row, 'audit');
    await members.waitForList(() => p.locator('.ant-modal-wrap [data-action=pass]').last().click(), '操作成功');
    expect(await members.row(`${s.code}-m1`).locator('.ant-tag').innerText()).toBe('已加入');
  });
  it('a saved application is re-entered at its plan (addform3) and access (addform4) steps', async () => {
    const p = await admin();
    const draft = `E2E计划${s.code}`;
    const saved = await apiAs(p, '/sfbn-alliance/childChain/save', {
      body: {
        type: s.type,
        buildType: 1,
        childChainName: draft,
        childChainCode: `${s.code.slice(0, 2)}p${s.code.slice(3)}`,
        childType: 4,
        orgName: '国家链网运营中心',
        consensus: 'PBFT',
        nodeCount: 4,
        accessType: 1,
        legalPerson: '王建国',
        legalIdCard: '11010519491231002X',
        contactPhone: '13900001111',
      },
    });
    expect(saved.msg).toBe('提交成功');
    const list = new ListPage(p, APP);
    await list.goto(`/subchain/${s.set}/application`);
    await list.search('子链名称', draft);
    await list.rowAction(list.row(draft), 'editPlan');
    await p.waitForURL((u) => u.hash === `#/subchain/${s.set}/addform3?id=${saved.data.id}`);
    const steps = p.locator('[data-testid=schema-steps] .ant-steps-item-title');
    await expect.poll(() => steps.allInnerTexts()).toEqual(['建设计划']);
    const form = formScreen(p);
    await expect.poll(() => form.item('节点数量').locator('input').inputValue()).toBe('4');
    await type(form, '节点数量', '9');
    await type(form, '建设计划', '三期扩展至 9 个共识节点');
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-alliance/childPlan/update'));
    await p.locator('[data-action=save]').click();
    // Only the step's fields, with the application's id, form-encoded (spec 7.5).
    const plan = await sent;
    expect(plan.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(plan.postData() ?? ''))).toEqual({
      id: saved.data.id,
      consensus: 'PBFT',
      nodeCount: '9',
      planStart: '',
      planDesc: '三期扩展至 9 个共识节点',
    });
    await expectToast(p, '保存成功');
    await p.waitForURL((u) => u.hash === `#/subchain/${s.set}/application`);

    await list.search('子链名称', draft);
    await list.rowAction(list.row(draft), 'editAccess');
    await p.waitForURL((u) => u.hash === `#/subchain/${s.set}/addform4?id=${saved.data.id}`);
    await expect.poll(() => steps.allInnerTexts()).toEqual(['接入信息']);
    await expect.poll(() => form.item('接入方式').locator('.ant-select-selection-item').innerText()).toBe('公网接入');
    await form.choose('接入方式', '专线接入');
    await type(form, '接入地址', 'line.example');
    await form.root.locator('.ant-formily-item-error-help').first().waitFor();
    await type(form, '接入地址', 'https://line.example.cn');
    await p.locator('[data-action=save]').click();
    await expectToast(p, '保存成功');
    await p.waitForURL((u) => u.hash === `#/subchain/${s.set}/application`);

    const detail = new SectionDetail(p);
    await detail.open(`/subchain/${s.set}/xiangqing3?id=${saved.data.id}`);
    expect(await detail.value('nodeCount').innerText()).toBe('9');
    expect(await detail.value('accessType').innerText()).toBe('专线接入');
    const history = await detail.history().allInnerTexts();
    expect(history).toEqual([expect.stringContaining('提交申请'), expect.stringContaining('修改建设计划'), expect.stringContaining('修改接入信息')]);
  });

  it('an external system docks to the running sub-chain and gets its API information', async () => {
    const p = await admin();
    const links = new ListPage(p, 'POST /sfbn-alliance/childChain/link/listByPage');
    await links.waitForList(() => openMenu(p, `${s.prefix}子链`, `${s.prefix}子链对接`));
    expect(p.url()).toContain(`#/subchain/${s.set}/Substringdocking`);
    await links.toolbar('add').click();
    const dialog = await FormDialog.open(p);
    const system = `${s.code}-政务服务平台`;
    await type(dialog, '对接系统名称', system);
    // 调用合约 offers the contracts of the sub-chain chosen above (the gateway refuses any other with
    // 所选合约不属于该子链): none and a hint before a sub-chain is chosen.
    const contract = dialog.item('调用合约');
    expect(await contract.locator('.ant-select-selection-placeholder').innerText()).toBe('请先选择所属子链');
    const chains: any[] = (await apiAs(p, `/sfbn-alliance/childChain/getChildChainList?type=${s.type}&status=4`)).data;
    const seeded = chains.find((c) => c.childChainName !== name)!;
    const mine = chains.find((c) => c.childChainName === name)!;
    const theirs: string[] = (await apiAs(p, `/sfbn-alliance/childcontractinfo/getChildContractList?chainId=${seeded.id}`)).data.map(
      (c: any) => c.contractName,
    );
    expect(theirs.length).toBeGreaterThan(0);
    await dialog.choose('所属子链', seeded.childChainName);
    await contract.locator('.ant-select-selector').click();
    const offered = p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect.poll(() => offered.allInnerTexts()).toEqual(theirs);
    await offered.first().click();
    await contract.locator('.ant-select-selection-item', { hasText: theirs[0] }).waitFor();
    // Another sub-chain (the new one, without contracts yet): the choice goes, nothing is offered.
    const asked = p.waitForResponse((r) => r.url().includes('/childcontractinfo/getChildContractList') && r.url().includes(`chainId=${mine.id}`));
    await dialog.choose('所属子链', name);
    await asked;
    await contract.locator('.ant-select-selection-item').waitFor({ state: 'detached' });
    await contract.locator('.ant-select-selector').click();
    await p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-empty').waitFor();
    expect(await offered.count()).toBe(0);
    await p.keyboard.press('Escape');
    await type(dialog, '系统地址', 'https://gov.example.cn');
    await type(dialog, '联系人', '王建国');
    await type(dialog, '联系电话', '13800001234');
    await links.waitForList(() => dialog.ok(), '新增成功');
    await links.search('对接系统名称', system);
    const row = links.row(system);
    expect(await row.innerText()).toContain(name);
    const appKey = (await links.cell(row, 'AppKey')).trim();
    expect(appKey).toMatch(/^ak[0-9a-f]{18}$/);
    await links.rowAction(row, 'view');
    const info = new SectionDetail(p);
    await info.root.waitFor();
    await expect.poll(() => info.value('childChainCode').innerText()).toBe(s.code);
    expect(await info.value('appKey').innerText()).toContain(appKey);
    expect(await info.value('signType').innerText()).toBe('SM3withSM2');
    expect(await info.value('appSecret').innerText()).toMatch(/[0-9a-f]{32}/);
  });

  it('a contract is registered on the running sub-chain (address checked) and removed', async () => {
    const p = await admin();
    const contracts = new ListPage(p, 'GET /sfbn-alliance/childcontractinfo/listByPage');
    await contracts.waitForList(() => openMenu(p, `${s.prefix}子链`, `${s.prefix}子链合约`));
    expect(p.url()).toContain(`#/subchain/${s.set}/contract`);
    await contracts.toolbar('add').click();
    const dialog = await FormDialog.open(p);
    const contract = `${s.code}-Counter`;
    await type(dialog, '合约名称', contract);
    await dialog.choose('所属子链', name);
    await type(dialog, '合约地址', '0x1234');
    // The gateway's address rule is the form's (validator contractAddress): said under the field.
    await dialog.ok();
    await dialog.item('合约地址').getByText('合约地址格式不正确', { exact: true }).waitFor();
    await type(dialog, '合约地址', `0x${'c0ffee'.repeat(6)}abcd`);
    const saved = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-alliance/childcontractinfo/save'));
    await contracts.waitForList(() => dialog.ok());
    // Form-encoded, as spec 7.5 sends childcontractinfo saves.
    expect((await saved).headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams((await saved).postData() ?? '').get('contractName')).toBe(contract);
    await expectToast(p, '新增成功');
    await contracts.search('合约名称', contract);
    const row = contracts.row(contract);
    expect(await row.innerText()).toContain('v1.0');
    const removed = p.waitForRequest((r) => r.url().includes('/api/sfbn-alliance/childcontractinfo/remove?') && r.method() === 'GET');
    await contracts.rowAction(row, 'delete');
    await contracts.waitForList(() => contracts.confirm());
    await removed;
    await expectToast(p, '删除成功');
    expect(await contracts.rows().filter({ hasText: contract }).count()).toBe(0);
  });
});

describe('sub-chain identities (/subchain/index)', () => {
  it('applies for an identity on a running sub-chain; the review issues its BID', async () => {
    const p = await admin();
    // The permissioned journey's sub-chain, running, its owner's identity not yet applied for
    // (the member he reported is another organisation's identity).
    const chain = `E2E子链${SETS[0].code}`;
    const list = new ListPage(p, 'GET /sfbn-alliance/childidentityapply/selectByPage');
    await list.waitForList(() => openMenu(p, '子链身份', '子链身份申请'));
    expect(p.url()).toContain('#/subchain/index');
    await list.toolbar('apply').click();
    const dialog = await FormDialog.open(p);
    // Prefilled from the applicant's digital identity (getChainIdentity).
    await expect.poll(() => dialog.item('所属机构').locator('input').inputValue()).not.toBe('');
    await dialog.choose('申请加入的子链', chain);
    await dialog.item('链上角色').locator('.ant-radio-wrapper', { hasText: '观察者' }).click();
    await type(dialog, '申请理由', '参与子链治理');
    await list.waitForList(() => dialog.ok(), '申请已提交，请等待审核');
    await list.search('子链名称', chain);
    const row = list.row(chain);
    expect(await row.locator('.ant-tag').innerText()).toBe('待审核');
    expect(await row.locator('[data-action=joinDetail]').count()).toBe(0);
    await list.rowAction(row, 'audit');
    await list.waitForList(() => p.locator('.ant-modal-wrap [data-action=pass]').last().click(), '操作成功');
    const joined = list.row(chain);
    expect(await joined.locator('.ant-tag').innerText()).toBe('已加入');
    expect(await joined.innerText()).toMatch(new RegExp(`did:bid:${SETS[0].code.slice(0, 2)}\\*{6}[1-9A-HJ-NP-Za-km-z]{6}`));
    await list.rowAction(joined, 'joinDetail');
    const result = p.getByTestId('schema-result');
    await result.waitFor();
    expect(await result.locator('[data-field=childChainName]').innerText()).toBe(chain);
    expect(await result.locator('[data-field=chainRole]').innerText()).toBe('观察者');
    expect(await result.locator('[data-field=joinTime]').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
