/**
 * The schema playground (issue 13) as a product person uses it: open a screen file from the
 * 研发工具 menu's playground, break it (the checker's marker in the editor, the error panel in the
 * preview), fix it with a change (the live preview follows), save it under the development server
 * (the file on disk changes; restored afterwards); the meta-schema's help in the editor: hovering a
 * key shows its description, Ctrl+Space inside an object offers the keys that object allows; the
 * preview works on a sandbox of the mock's data: a row added there never reaches the live screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, expectToast, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
const FILE = path.resolve(__dirname, '../../schemas/system/param.json');
const ORIGINAL = fs.readFileSync(FILE, 'utf8');

afterAll(() => {
  fs.writeFileSync(FILE, ORIGINAL);
});

/** Replaces the editor's text by pasting it (typing would auto-indent and auto-close). */
async function pasteEditor(page: Page, text: string) {
  await page.locator('[data-testid=playground-editor] .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
}

const headers = (page: Page) => page.locator('[data-testid=playground-preview] .ant-table-thead th').allInnerTexts();

describe('schema playground', () => {
  it('opens a file, shows the marker and the error panel when broken, previews the fix live and saves it', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await login(page, 'admin');

    // The menu entry under 系统管理 -> 研发工具 leads to the route.
    await page.goto(url('/tool/playground'));
    await page.getByTestId('playground').waitFor();
    await page.locator('[data-file="system/param.json"]').click();
    await page.locator('[data-testid=playground-editor] .monaco-editor').waitFor();
    await expect.poll(() => page.getByTestId('playground-status').innerText()).toBe('没有问题');
    // The live preview is the real list against the mock: its columns and its rows.
    await expect.poll(() => headers(page)).toContain('参数名称');
    await page.locator('[data-testid=playground-preview] .ant-table-tbody tr.ant-table-row').first().waitFor();

    // Break it: a widget the format does not know.
    await pasteEditor(page, ORIGINAL.replace('"widget": "textarea"', '"widget": "textarae"'));
    await page.locator('[data-testid=playground-editor] .squiggly-error').first().waitFor();
    const panel = page.getByTestId('playground-errors');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('schemas/system/param.json');
    expect(await panel.innerText()).toContain('/fields/3/widget');
    expect(await panel.innerText()).toContain('remark');
    expect(await page.getByTestId('playground-status').innerText()).toMatch(/^\d+ 个问题$/);
    // The marker's sentence is the checker's, with the pointer.
    await page.locator('[data-testid=playground-editor] .squiggly-error').first().hover({ force: true });
    await page.locator('.monaco-hover-content', { hasText: '/fields/3/widget' }).first().waitFor();

    // Fix it with a change: the preview follows.
    const fixed = ORIGINAL.replace('"zh-CN": "参数名称", "en-US": "Name"', '"zh-CN": "参数的名称", "en-US": "Name"');
    expect(fixed).not.toBe(ORIGINAL);
    await pasteEditor(page, fixed);
    await expect.poll(() => page.getByTestId('playground-status').innerText()).toBe('没有问题');
    await expect.poll(() => headers(page)).toContain('参数的名称');
    expect(await panel.count()).toBe(0);

    // Save under the development server: the file on disk is the edited text.
    await page.getByTestId('playground-save').click();
    await expectToast(page, '已保存到 schemas/system/param.json');
    expect(fs.readFileSync(FILE, 'utf8')).toContain('"zh-CN": "参数的名称"');
    // The file as shipped again: the next tests of this file open it too.
    fs.writeFileSync(FILE, ORIGINAL);
  });

  it('explains a key on hover and completes the keys an object allows, from the meta-schema', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await login(page, 'admin');
    await page.goto(url('/tool/playground'));
    await page.getByTestId('playground').waitFor();
    await page.locator('[data-file="system/param.json"]').click();
    await page.locator('[data-testid=playground-editor] .monaco-editor').waitFor();
    await expect.poll(() => page.getByTestId('playground-status').innerText()).toBe('没有问题');

    // Hover the "key" property: the meta-schema's description of it.
    await page
      .locator('[data-testid=playground-editor] .view-line span span', { hasText: /^"key"$/ })
      .first()
      .hover();
    const hover = page.locator('.monaco-hover-content', { hasText: 'Unique key of the screen across all files' });
    await hover.first().waitFor();
    expect(await hover.first().innerText()).toContain('Also the menu code and the i18n key of its menu entry.');

    // The cursor inside the "menu" object (the pasted text ends there): Ctrl+Space lists the keys
    // a menu entry allows, not those of the screen.
    await pasteEditor(page, '{\n  "key": "demo.x",\n  "menu": { ');
    await page.keyboard.press('Control+Space');
    const rows = page.locator('.suggest-widget .monaco-list-row');
    await rows.first().waitFor();
    const keys = async () => (await rows.allInnerTexts()).map((t) => t.trim().split(/\s/)[0]);
    await expect.poll(keys).toEqual(expect.arrayContaining(['parent', 'sort', 'roles', 'hidden', 'icon']));
    expect(await keys()).not.toContain('fields');
  });

  it('previews against a sandbox: a row added in the preview is not in the live screen', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    // Every parameter call and its sandbox marker, as the browser sent them.
    const calls: { path: string; sandbox: string | null }[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/sfbn-system/param/')) calls.push({ path: pathname, sandbox: r.headers()['x-mock-sandbox'] ?? null });
    });
    await page.goto(url('/tool/playground'));
    await page.getByTestId('playground').waitFor();
    const preview = new ListPage(page, 'GET /sfbn-system/param/list');
    await preview.waitForList(() => page.locator('[data-file="system/param.json"]').click());
    await expect.poll(() => page.getByTestId('playground-status').innerText()).toBe('没有问题');

    const name = `沙箱参数${Date.now() % 1_000_000}`;
    await preview.toolbar('add').click();
    const dialog = await FormDialog.open(page);
    await dialog.item('参数名称').locator('input').fill(name);
    await dialog.item('参数键名').locator('input').fill(`sandbox.e2e.${Date.now()}`);
    await dialog.item('参数键值').locator('input').fill('1');
    await preview.waitForList(() => dialog.ok(), '新增成功');
    await preview.row(name).waitFor();
    const previewCalls = calls.splice(0);
    expect(previewCalls.map((c) => c.path)).toContain('/api/sfbn-system/param/submit');
    expect(previewCalls.filter((c) => !c.sandbox)).toEqual([]);

    // The live screen of the same rows: the preview's row is not there, and its calls carry no marker.
    const live = new ListPage(page, 'GET /sfbn-system/param/list');
    await live.goto('/system/param');
    await live.search('参数名称', name);
    expect(await live.rowCount()).toBe(0);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.sandbox)).toEqual([]);
  });
});
