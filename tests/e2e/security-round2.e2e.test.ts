/**
 * Issue 24 ("Security, second round") in the browser: what a user sees when a row was removed under
 * them, which addresses /myiframe frames, and which links a document attachment renders.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, expectToast, login, useBrowser } from './harness';
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
