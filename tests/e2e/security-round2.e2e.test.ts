/**
 * Issue 24 ("Security, second round") in the browser: what a user sees when a row was removed under
 * them, which addresses /myiframe frames, and which links a document attachment renders.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

const b = useBrowser();

let admin: Promise<Page> | null = null;
/** One signed-in administrator page for the file. */
const adminPage = () =>
  (admin ??= b.newPage().then(async (p) => {
    await login(p, 'admin');
    return p;
  }));

describe('finding 6: saving a row someone else deleted', () => {
  it('tells the user 数据不存在, closes the dialog and reloads the list without the row', async () => {
    const page = await adminPage();
    const name = `已删参数${Date.now()}`;
    const created = await apiAs(page, '/sfbn-system/param/submit', { body: { paramName: name, paramKey: `gone.${Date.now()}`, paramValue: '1' } });
    expect(created.code).toBe(200);
    const list = new ListPage(page, 'GET /sfbn-system/param/list');
    await list.goto('/system/param');
    await list.search('参数名称', name);
    await list.rowAction(list.row(name), 'edit');
    const dialog = await FormDialog.open(page);
    await dialog.item('参数键值').locator('input').waitFor();

    // Someone else removes the row while the dialog is open.
    expect((await apiAs(page, '/sfbn-system/param/remove', { body: { ids: created.data.id } })).msg).toBe('删除成功');
    const saved = page.waitForResponse((r) => r.url().includes('/api/sfbn-system/param/submit'));
    await list.waitForList(() => dialog.root.locator('.ant-modal-footer .ant-btn-primary').click(), '数据不存在');
    expect((await saved).status()).toBe(404);
    await dialog.root.waitFor({ state: 'hidden' });
    expect(await list.rows().filter({ hasText: name }).count()).toBe(0);
  });
});

describe('finding 8: /myiframe frames only allow-listed sites', () => {
  it('refuses a site off the list with a message and frames nothing', async () => {
    const page = await adminPage();
    let asked = false;
    await page.route('https://evil.example/**', (r) => {
      asked = true;
      return r.fulfill({ contentType: 'text/html', body: '<form><input name="password"></form>' });
    });
    await page.goto(url(`/myiframe/page?src=${encodeURIComponent('https://evil.example/phish')}`));
    const refused = page.getByTestId('iframe-refused');
    await refused.waitFor();
    expect(await refused.locator('.ant-result-title').innerText()).toBe('该站点不在允许嵌入的站点列表中，不能在控制台中打开');
    expect(await refused.locator('.ant-result-subtitle').innerText()).toBe('https://evil.example');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(asked).toBe(false);
  });
});

describe('finding 9: a javascript: attachment is no link', () => {
  it('shows it as text beside the real file link', async () => {
    const page = await adminPage();
    const list = new ListPage(page, 'GET /sfbn-system/document/list');
    await list.goto('/system/document');
    const row = list.rows().first();
    const id = await row.getAttribute('data-row-key');
    // A gateway that stored such a value (the mock refuses it): the console must still not link it.
    await page.route('**/api/sfbn-system/document/detail?*', async (r) => {
      const answer = await (await r.fetch()).json();
      answer.data.attachment = 'javascript:alert(document.cookie),/api/sfbn-resource/attach/file/0a1b/manual.pdf';
      await r.fulfill({ json: answer });
    });
    await list.rowAction(list.root.locator(`tr.ant-table-row[data-row-key="${id}"]`), 'view');
    const dialog = page.locator('.ant-modal').filter({ hasText: '附件' }).last();
    await dialog.getByTestId('unsafe-link').waitFor();
    expect(await dialog.getByTestId('unsafe-link').innerText()).toContain('javascript:alert(document.cookie)');
    const links = await dialog.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.filter((h) => /attach|javascript/.test(h ?? ''))).toEqual([`${new URL(page.url()).origin}/api/sfbn-resource/attach/file/0a1b/manual.pdf`]);
    await page.unroute('**/api/sfbn-system/document/detail?*');
  });
});
