/**
 * The app center, the developer API keys and the SMS / e-mail routes (docs/domain/apps.md), against
 * the mock gateway. An app is created on its own route (spec 5 upload rules), published, audited,
 * found in the store and starred after the star audit. An API key is applied for, audited, its
 * secret shown only after the password (sent sm2-encrypted), then revoked. SMS configs are added
 * on /operations/third/sms/smsincrease, e-mail records open emaildetails. Every route of the area
 * opens with content for the administrator.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { SectionDetail, StatusTabs } from './pages/IdentityPages';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
let admin: Page | undefined;
async function page(): Promise<Page> {
  if (!admin) {
    admin = await b.newPage();
    await login(admin, 'admin');
  }
  return admin;
}
const PNG = { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };
const formScreen = (p: Page) => new FormDialog(p, p.locator('[data-testid=schema-form-screen]'));
const NAME = `星火应用${Date.now() % 100000}`;

describe('app center', () => {
  it('creates an app on its own route with one logo and any installation package', async () => {
    const p = await page();
    const mine = new ListPage(p, 'GET /sfbn-app-center/appinformation/page');
    await mine.openFromMenu('apps-mine', '自建应用');
    expect(p.url()).toContain('#/apps/selfbuilt/index');
    await mine.toolbar('create').click();
    await p.waitForURL((u) => u.hash === '#/apps/selfbuilt/builtadd');
    const form = formScreen(p);
    await form.item('应用名称').waitFor();
    // Required fields first.
    await p.locator('[data-testid=schema-form-screen] [data-action=save]').click();
    await form.root.locator('.ant-formily-item-error-help', { hasText: '请输入应用名称' }).waitFor();
    await form.item('应用名称').locator('input').fill(NAME);
    await form.choose('应用类型', 'Web应用');
    await form.item('版本号').locator('input').fill('1.0.0');
    await form.item('应用简介').locator('textarea').fill('端到端测试应用');
    await form
      .item('应用图标')
      .locator('input[type=file]')
      .setInputFiles({ ...PNG, name: 'logo.gif', mimeType: 'image/gif' });
    await expectToast(p, '上传只能是图片格式!');
    await form.item('应用图标').locator('input[type=file]').setInputFiles(PNG);
    await form.item('应用图标').locator('.ant-upload-list-item-done').waitFor();
    // One image only (spec 5): the picker of a full logo field refuses a second one.
    await form.item('应用图标').locator('input[type=file]').setInputFiles(PNG);
    await expectToast(p, '当前限制选只能上传 1张照片,请移除后再上传');
    expect(await form.item('应用图标').locator('.ant-upload-list-item-done').count()).toBe(1);
    // The package's upload is held on its way: a save pressed meanwhile waits for it, with a message
    // under the field, instead of saving the app without its package.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await p.route('**/api/sfbn-resource/attach/upload', async (route) => {
      await held;
      await route.continue();
    });
    const saves: string[] = [];
    p.on('request', (r) => r.url().endsWith('/api/sfbn-app-center/appinformation/save') && saves.push(r.url()));
    await form
      .item('安装包')
      .locator('input[type=file]')
      .setInputFiles({ name: 'app-release.apk', mimeType: 'application/vnd.android.package-archive', buffer: Buffer.from('apk') });
    await form.item('安装包').locator('.ant-upload-list-item-uploading').waitFor();
    await p.locator('[data-testid=schema-form-screen] [data-action=save]').click();
    await form.item('安装包').locator('.ant-formily-item-error-help', { hasText: '文件上传中，请稍候' }).waitFor();
    expect(saves).toEqual([]);
    release();
    await form.item('安装包').locator('.ant-upload-list-item-done').waitFor();
    await p.unroute('**/api/sfbn-resource/attach/upload');
    expect(await form.item('安装包').locator('.ant-formily-item-error-help').count()).toBe(0);
    const saved = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-app-center/appinformation/save'));
    await p.locator('[data-testid=schema-form-screen] [data-action=save]').click();
    const body = (await saved).postDataJSON();
    expect(body).toMatchObject({ appName: NAME, appType: 1, version: '1.0.0' });
    expect(String(body.appLogo)).toMatch(/^\/api\/sfbn-resource\/attach\/file\//);
    expect(String(body.installationPackage)).toContain('app-release.apk');
    await expectToast(p, '保存成功');
    await p.waitForURL((u) => u.hash === '#/apps/selfbuilt/index');
    const row = mine.row(NAME);
    await row.waitFor();
    expect(await row.locator('.ant-tag').first().innerText()).toBe('草稿');
  });

  it('publishes it, the administrator audits it, it is in the store and starred after the star audit', async () => {
    const p = await page();
    const mine = new ListPage(p, 'GET /sfbn-app-center/appinformation/page');
    await mine.goto('/apps/selfbuilt/index');
    const row = mine.row(NAME);
    await row.waitFor();
    expect(await row.locator('[data-action=applyStar]').count()).toBe(0);
    await mine.rowAction(row, 'publish');
    await mine.waitForList(() => mine.confirm(), '发布成功');
    await expect.poll(() => mine.row(NAME).locator('.ant-tag').first().innerText()).toBe('待审核');

    const audit = new ListPage(p, 'GET /sfbn-app-center/appinformation/page');
    await audit.goto('/apps/management/audit');
    expect(await new StatusTabs(p).active()).toBe('发布审核');
    const pending = audit.row(NAME);
    await pending.waitFor();
    await audit.rowAction(pending, 'audit');
    await audit.waitForList(() => p.locator('.ant-modal-wrap [data-action=pass]').last().click(), '操作成功');
    await pending.waitFor({ state: 'detached' });

    const store = new ListPage(p, 'GET /sfbn-app-center/appinformation/mall/page');
    await store.openFromMenu('apps-market', '应用商城');
    await store.search('应用名称', NAME);
    const inStore = store.row(NAME);
    await inStore.waitFor();
    await store.rowAction(inStore, 'view');
    await p.waitForURL((u) => u.hash.startsWith('#/apps/store/storedetail?id='));
    const detail = new SectionDetail(p);
    await detail.root.waitFor();
    expect(await detail.value('appName').innerText()).toBe(NAME);
    expect(await detail.section('应用信息').locator('img').count()).toBe(1);

    await mine.goto('/apps/selfbuilt/index');
    await mine.rowAction(mine.row(NAME), 'applyStar');
    await expectToast(p, '星标申请已提交');
    await expect.poll(() => mine.row(NAME).innerText()).toContain('星标审核中');

    const stars = new ListPage(p, 'GET /sfbn-app-center/appinformation/page');
    await stars.goto('/apps/management/star');
    const asking = stars.row(NAME);
    await asking.waitFor();
    await stars.rowAction(asking, 'auditStar');
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-app-center/appinformation/audit'));
    await p.locator('.ant-modal-wrap [data-action=pass]').last().click();
    expect((await sent).postDataJSON()).toMatchObject({ auditType: 2, auditStatus: 1 });
    await expectToast(p, '操作成功');

    const starred = new ListPage(p, 'GET /sfbn-app-center/appinformation/star/page');
    await starred.goto('/apps/application/index');
    await starred.search('应用名称', NAME);
    const s = starred.row(NAME);
    await s.waitFor();
    expect(await s.innerText()).toContain('已星标');
  });
});

describe('sub-chain apps, required apps, identity-login apps, app monitoring', () => {
  it('a sub-chain app shows the identifier templates its hosted chain authorises; required apps in two tabs; identity-login apps; the monitor figures', async () => {
    const p = await page();
    const sub = new ListPage(p, 'GET /sfbn-app-center/appinformation/appOfAffiliationList');
    await sub.openFromMenu('apps-market', '子链应用');
    expect(p.url()).toBe(url('/apps/affiliation/index'));
    // 供应链金融 (app), of 供应链金融链 (its sub-chain).
    const scf = sub
      .rows()
      .filter({ has: p.locator('td', { hasText: /^供应链金融$/ }) })
      .first();
    await scf.waitFor();
    expect(await scf.innerText()).toContain('供应链金融链');
    await sub.rowAction(scf, 'hostingAuth');
    const result = p.locator('.ant-modal-wrap .ant-descriptions').last();
    await result.waitFor();
    expect(await result.innerText()).toMatch(/hostingStatus\s+已托管/);
    expect(await result.innerText()).toMatch(/templates\s+供应链票据模板/);
    await p.locator('.ant-modal-wrap .ant-modal-footer .ant-btn').last().click();

    const required = new ListPage(p, 'GET /sfbn-app-center/appinformation/getRequiredAppList');
    await required.openFromMenu('apps-market', '必备应用');
    await expect.poll(async () => (await required.column('应用名称')).sort()).toEqual(['供应链金融', '数字藏品', '版权登记', '链上存证'].sort());
    const mine = await new StatusTabs(p).open('我的必备应用', 'GET /sfbn-app-center/appinformation/getMyRequiredAppList');
    expect(p.url()).toBe(url('/apps/required/mine'));
    // The administrator answers for every sub-chain: all four.
    await expect.poll(async () => (await mine.column('应用名称')).length).toBe(4);

    const identity = new ListPage(p, 'GET /sfbn-app-center/appinformation/getAppIdentityList');
    await identity.openFromMenu('apps-market', '身份登录应用');
    await identity.row('链上存证').waitFor();
    const opened = await identity.rowCount();

    await new ListPage(p).clickMenu('monitor-apps', '应用监控总览');
    await p.waitForURL((u) => u.hash === '#/monitor/apps/index');
    const figure = async (k: string) => Number((await p.getByTestId(`app-monitor-${k}`).locator('.ant-statistic-content-value').innerText()).replace(/,/g, ''));
    await expect.poll(() => figure('identityOpened')).toBeGreaterThanOrEqual(opened);
    expect(await figure('online')).toBeGreaterThan(0);
  });
});

describe('developer API keys', () => {
  it('applies for a key, the administrator audits it, the secret shows after the password, then it is revoked', async () => {
    const p = await page();
    const keys = new ListPage(p, 'GET /sfbn-system/api/client/myApikeyList');
    await keys.openFromMenu('developer-apikey', 'API密钥');
    await keys.toolbar('add').click();
    const dialog = await FormDialog.open(p);
    const keyName = `E2E密钥${Date.now() % 100000}`;
    await dialog.item('密钥名称').locator('input').fill(keyName);
    await dialog.item('用途说明').locator('textarea').fill('端到端测试');
    await keys.waitForList(() => dialog.ok(), '新增成功');
    const row = keys.row(keyName);
    await row.waitFor();
    expect(await row.locator('.ant-tag').innerText()).toBe('待审核');
    expect(await row.locator('[data-action=secret]').count()).toBe(0);

    const audit = new ListPage(p, 'GET /sfbn-system/api/client/getPage');
    await audit.goto('/developer/apikey/audit');
    await audit.rowAction(audit.row(keyName), 'audit');
    await audit.waitForList(() => p.locator('.ant-modal-wrap [data-action=pass]').last().click(), '操作成功');
    await expect.poll(() => audit.row(keyName).locator('.ant-tag').innerText()).toBe('已生效');

    await keys.goto('/developer/apikey/index');
    const active = keys.row(keyName);
    await active.waitFor();
    expect(await active.innerText()).not.toMatch(/SK[0-9a-f]{32}/);
    await keys.rowAction(active, 'secret');
    const ask = await FormDialog.open(p);
    await ask.ok();
    await ask.root.locator('.ant-formily-item-error-help', { hasText: '请输入登录密码' }).waitFor();
    await ask.item('登录密码').locator('input').fill('Admin@123');
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/sfbn-system/api/client/getApikeyResult'));
    await ask.ok();
    const body = (await sent).postDataJSON();
    expect(body.password).toMatch(/^04[0-9a-f]{192,}$/);
    const result = p.locator('.ant-modal-wrap .ant-descriptions').last();
    await result.waitFor();
    // Issue 23 (14): the rows are named as the key's page names them, not by the wire's field names.
    const shown = await result.innerText();
    expect(shown).toMatch(/API Secret\s+SK[0-9a-f]{32}/);
    expect(shown).toMatch(/API Key\s+\S+/);
    expect(shown).not.toMatch(/apiKey|apiSecret/);
    await p.locator('.ant-modal-wrap .ant-modal-footer .ant-btn').last().click();

    await keys.rowAction(keys.row(keyName), 'revoke');
    await keys.waitForList(() => keys.confirm(), '已撤销');
    await expect.poll(() => keys.row(keyName).locator('.ant-tag').innerText()).toBe('已撤销');
  });
});

describe('SMS and e-mail routes', () => {
  it('adds an SMS config on /operations/third/sms/smsincrease; sends an SMS; e-mail records open emaildetails', async () => {
    const p = await page();
    const sms = new ListPage(p, 'GET /sfbn-resource/sms/list');
    await sms.goto('/operations/third/sms');
    await sms.toolbar('addPage').click();
    await p.waitForURL((u) => u.hash === '#/operations/third/sms/smsincrease');
    const form = formScreen(p);
    const code = `sms_e2e_${Date.now() % 100000}`;
    await form.choose('服务类型', '阿里云');
    await form.item('资源编号').locator('input').fill(code);
    await form.item('模版ID').locator('input').fill('SMS_E2E_1');
    await form.item('accessKey').locator('input').fill('LTAIe2e');
    await form.item('短信签名').locator('input').fill('骨干网');
    await p.locator('[data-testid=schema-form-screen] [data-action=save]').click();
    await expectToast(p, '保存成功');
    await p.waitForURL((u) => u.hash === '#/operations/third/sms');
    const row = sms.row(code);
    await row.waitFor();
    await sms.rowAction(row, 'editPage');
    await p.waitForURL((u) => u.hash.startsWith('#/operations/third/sms/smsedit?id='));
    await expect.poll(() => form.item('资源编号').locator('input').inputValue()).toBe(code);

    // Sending through an enabled config (getSendTypeList lists them; endpoint/send-message sends).
    await sms.goto('/operations/third/sms');
    await sms.toolbar('sendMessage').click();
    const send = await FormDialog.open(p);
    const phone = `139${String(Date.now() % 100000000).padStart(8, '0')}`;
    await send.choose('短信模板', '登录验证码（sms_001）');
    await send.item('手机号码').locator('input').fill(`${phone},1391234`);
    await send.ok();
    await expectToast(p, '手机号码长度不为11位：1391234');
    await send.item('手机号码').locator('input').fill(phone);
    await send.item('模板参数').locator('textarea').fill('{"code": "482913"}');
    await send.ok();
    await expectToast(p, '发送成功!');

    const sends = new ListPage(p, 'GET /sfbn-resource/send/list');
    await sends.goto('/operations/third/send');
    await sends.search('接收人', phone);
    expect(await sends.rows().filter({ hasText: phone }).count()).toBe(1);
    await sends.resetSearch();
    const email = sends.rows().filter({ hasText: '@' }).first();
    await email.waitFor();
    expect(await email.locator('[data-action=viewSms]').count()).toBe(0);
    await sends.rowAction(email, 'viewEmail');
    await p.waitForURL((u) => u.hash.startsWith('#/operations/third/send/emaildetails?id='));
    await new SectionDetail(p).root.waitFor();
  });
});

describe('every route of the area', () => {
  const lists = [
    '/apps/selfbuilt/index',
    '/apps/store/index',
    '/apps/application/index',
    '/apps/management/index',
    '/apps/management/identity',
    '/apps/affiliation/index',
    '/apps/required/index',
    '/apps/required/mine',
    '/apps/identity/index',
    '/developer/apikey/index',
    '/developer/apikey/audit',
    '/resource/contract/index',
    '/resource/contract/relation?contractId=rc-3',
    '/resource/contract/transactions?contractId=rc-1',
  ];
  const details = [
    '/apps/selfbuilt/builtdetail?id=app-1',
    '/apps/store/storedetail?id=app-1',
    '/apps/affiliation/detail?id=app-2',
    '/apps/required/detail?id=app-1',
    '/apps/identity/detail?id=app-1',
    '/apps/application/stardetail?id=app-1',
    '/apps/management/managementdetail?id=app-3',
    '/developer/apikey/details?id=ak-1',
    '/developer/apikey/auditdetail?id=ak-2',
    '/resource/contract/detail?id=rc-2',
    '/operations/third/sms/smsxiangqing?id=1400000000000001001',
    '/operations/third/send/emaildetails?id=1400000000000002002',
  ];
  const forms = [
    '/apps/selfbuilt/builtadd',
    '/apps/selfbuilt/builtedit?id=app-5',
    '/operations/third/sms/smsincrease',
    '/operations/third/sms/smsedit?id=1400000000000001001',
  ];
  it('opens each with content for the administrator', async () => {
    const p = await page();
    const seen: string[] = [];
    for (const [routes, testId, filled] of [
      [lists, 'schema-list', 'tr.ant-table-row'],
      [details, 'schema-detail', '[data-field]'],
      [forms, 'schema-form-screen', 'input:not([type=file])'],
    ] as const) {
      for (const route of routes) {
        await p.goto(url(route));
        await p.locator(`[data-testid=${testId}] ${filled}`).first().waitFor();
        expect(p.url()).toBe(url(route));
        seen.push(route);
      }
    }
    expect(seen.length).toBe(lists.length + details.length + forms.length);
    // The edit route loads the row it edits.
    await p.goto(url('/apps/selfbuilt/builtedit?id=app-5'));
    await expect.poll(() => formScreen(p).item('应用名称').locator('input').inputValue()).toBe('溯源查询');
  });
});
