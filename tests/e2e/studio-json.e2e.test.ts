/**
 * The studio's JSON view (what was the schema playground, issue 13; folded into the studio by
 * issue 34): open a screen and its JSON, break it (the checker's marker in the editor, the error
 * panel in the preview), fix it with a change (the live preview follows); the meta-schema's help
 * in the editor: hovering a key shows its description, Ctrl+Space inside an object offers the keys
 * that object allows; the preview works on a sandbox of the mock's data: a row added there never
 * reaches the live screen; a base or fragment (公共部分) is edited as JSON, previewed in a screen that
 * uses it and reviewed screen by screen, and downloaded. Nothing here is published (the review and
 * publishing: studio.e2e.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

const b = useBrowser();
const FILE = path.resolve(__dirname, '../../schemas/system/param.json');
const ORIGINAL = fs.readFileSync(FILE, 'utf8');

/** Replaces the editor's text by pasting it (typing would auto-indent and auto-close). */
async function pasteEditor(page: Page, text: string) {
  await page.locator('[data-testid=studio-json] .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
}

const headers = (page: Page) => page.locator('[data-testid=studio-preview] .ant-table-thead th').allInnerTexts();

/** 参数管理 in the studio, its JSON view open: the editor drawn and the preview's rows listed. */
async function openJson(page: Page) {
  await page.goto(url('/tool/studio?screen=system/param'));
  await expect.poll(() => page.getByTestId('studio-screen-title').innerText()).toBe('参数管理');
  await page.getByTestId('studio-tab-json').click();
  await page.locator('[data-testid=studio-json] .monaco-editor').waitFor();
}

describe("the studio's JSON view", () => {
  it('shows the marker and the error panel when the JSON is broken, and previews the fix live', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await login(page, 'admin');

    // The playground's old address leads to the studio.
    await page.goto(url('/tool/playground'));
    await page.getByTestId('studio').waitFor();
    expect(new URL(page.url()).hash).toBe('#/tool/studio');
    await openJson(page);
    // The live preview is the real list against the mock: its columns and its rows.
    await expect.poll(() => headers(page)).toContain('参数名称');
    await page.locator('[data-testid=studio-preview] .ant-table-tbody tr.ant-table-row').first().waitFor();

    // Break it: a widget the format does not know.
    await pasteEditor(page, ORIGINAL.replace('"widget": "textarea"', '"widget": "textarae"'));
    await page.locator('[data-testid=studio-json] .squiggly-error').first().waitFor();
    const panel = page.locator('[data-testid=studio-preview] [data-testid=schema-error]');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('schemas/system/param.json');
    expect(await panel.innerText()).toContain('remark');
    // The marker's sentence is the checker's, with the pointer.
    await page.locator('[data-testid=studio-json] .squiggly-error').first().hover({ force: true });
    await page.locator('.monaco-hover-content', { hasText: '/fields/3/widget' }).first().waitFor();

    // Fix it with a change: the preview follows, and the forms see the same draft.
    const fixed = ORIGINAL.replace('"zh-CN": "参数名称", "en-US": "Name"', '"zh-CN": "参数的名称", "en-US": "Name"');
    expect(fixed).not.toBe(ORIGINAL);
    await pasteEditor(page, fixed);
    await expect.poll(() => headers(page)).toContain('参数的名称');
    expect(await panel.count()).toBe(0);
    await page.getByTestId('studio-dirty').waitFor();
    await page.getByTestId('studio-tab-columns').click();
    expect(await page.getByTestId('label-zh-paramName').inputValue()).toBe('参数的名称');
    // Nothing is written until it is reviewed and published.
    expect(fs.readFileSync(FILE, 'utf8')).toBe(ORIGINAL);
  });

  it('explains a key on hover and completes the keys an object allows, from the meta-schema', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await login(page, 'admin');
    await openJson(page);

    // Hover the "key" property: the meta-schema's description of it.
    await page
      .locator('[data-testid=studio-json] .view-line span span', { hasText: /^"key"$/ })
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
    const preview = new ListPage(page, 'GET /sfbn-system/param/list');
    await preview.waitForList(() => page.goto(url('/tool/studio?screen=system/param')));

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

  it('edits a fragment through the screens that use it: listed apart, previewed in one, reviewed screen by screen, downloaded', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await login(page, 'admin');
    await page.goto(url('/tool/studio'));
    await page.getByTestId('studio-list-parts').click();
    const entry = page.locator('[data-testid=studio-parts] [data-part="resource/_sms-fields.json"]');
    expect(await entry.innerText()).toContain('用于 3 个页面：新增短信配置、编辑短信配置、短信配置');
    await entry.locator('a').click();
    await expect.poll(() => page.getByTestId('studio-screen-title').innerText()).toContain('resource/_sms-fields.json');
    // The JSON view only: a part is no screen to design with forms.
    await page.locator('[data-testid=studio-json] .monaco-editor').waitFor();
    expect(await page.getByTestId('studio-tab-columns').count()).toBe(0);
    // The preview draws a screen that uses it, with the edit in place.
    await expect.poll(() => headers(page)).toContain('服务类型');
    const part = fs.readFileSync(path.resolve(__dirname, '../../schemas/resource/_sms-fields.json'), 'utf8');
    const edited = part.replace('"zh-CN": "服务类型"', '"zh-CN": "短信服务类型"');
    await pasteEditor(page, edited);
    await expect.poll(() => headers(page)).toContain('短信服务类型');

    // The review tells the change in each screen that uses it, in both languages, with no smoke test.
    await page.getByTestId('studio-review').click();
    await page.getByTestId('studio-check-passed').waitFor();
    expect(await page.getByTestId('studio-diff-zh').locator('li').allInnerTexts()).toEqual([
      '新增短信配置：列 短信服务类型 名称 服务类型 -> 短信服务类型',
      '编辑短信配置：列 短信服务类型 名称 服务类型 -> 短信服务类型',
      '短信配置：列 短信服务类型 名称 服务类型 -> 短信服务类型',
    ]);
    expect(await page.getByTestId('studio-diff-en').locator('li').allInnerTexts()).toEqual([
      'New SMS config: Column Vendor: Chinese label 服务类型 -> 短信服务类型',
      'Edit SMS config: Column Vendor: Chinese label 服务类型 -> 短信服务类型',
      'SMS configs: Column Vendor: Chinese label 服务类型 -> 短信服务类型',
    ]);
    expect(await page.locator('[data-testid^=studio-smoke]').count()).toBe(0);
    await page.keyboard.press('Escape');

    // 下载文件: the part as edited, under its own name.
    const download = page.waitForEvent('download');
    await page.getByTestId('studio-download').click();
    const d = await download;
    expect(d.suggestedFilename()).toBe('_sms-fields.json');
    expect(fs.readFileSync((await d.path())!, 'utf8')).toBe(edited);
  });
});
