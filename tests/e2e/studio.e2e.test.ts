/**
 * The screen studio (issue 22) as product staff use it (chanpin): from a shipped screen's
 * 设计此页面 into the studio, relabel a column in both languages with the forms (the live preview
 * follows), reload and undo (the draft and its history survive), review the change in business
 * words, publish: the file on disk differs from the shipped one by exactly that change.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectToast, login, url, useBrowser } from './harness';

const b = useBrowser();
const FILE = path.resolve(__dirname, '../../schemas/system/param.json');
const ORIGINAL = fs.readFileSync(FILE, 'utf8');
const HISTORY = path.resolve(__dirname, '../../.studio-history/system/param.json');
const kept = new Set(fs.existsSync(HISTORY) ? fs.readdirSync(HISTORY) : []);

afterAll(() => {
  fs.writeFileSync(FILE, ORIGINAL);
  if (fs.existsSync(HISTORY)) for (const f of fs.readdirSync(HISTORY)) if (!kept.has(f)) fs.rmSync(path.join(HISTORY, f));
});

const previewHeaders = (page: Page) => page.locator('[data-testid=studio-preview] .ant-table-thead th').allInnerTexts();
const zhLabel = (page: Page) => page.getByTestId('label-zh-paramName');
const enLabel = (page: Page) => page.getByTestId('label-en-paramName');

describe('screen studio', () => {
  it('relabels a column of a shipped screen in both languages, keeps the draft across a reload, reviews and publishes it', async () => {
    const page = await b.newPage();
    await login(page, 'chanpin');

    // The shipped screen offers 设计此页面 to product staff: it opens the studio on that screen.
    await page.goto(url('/system/param'));
    await page.getByTestId('design-screen').click();
    await page.waitForURL(/#\/tool\/studio\?screen=system%2Fparam|#\/tool\/studio\?screen=system\/param/);
    await expect.poll(() => page.getByTestId('studio-screen-title').innerText()).toBe('参数管理');
    // The list of screens is by menu name, never by file, and searchable.
    await page.getByTestId('studio-search').fill('参数');
    await expect.poll(() => page.getByTestId('studio-screens').innerText()).toContain('参数管理');
    expect(await page.getByTestId('studio-screens').innerText()).not.toContain('.json');

    // The live preview is the real list against the mock.
    await expect.poll(() => previewHeaders(page)).toContain('参数名称');
    await page.locator('[data-testid=studio-preview] .ant-table-tbody tr.ant-table-row').first().waitFor();

    // Relabel the column in both languages: the preview follows.
    await zhLabel(page).fill('参数的名称');
    await enLabel(page).fill('Parameter name');
    await expect.poll(() => previewHeaders(page)).toContain('参数的名称');
    await page.getByTestId('studio-dirty').waitFor();

    // A reload keeps the draft and its history: undo takes back the English label, redo brings it again.
    await page.reload();
    await expect.poll(() => zhLabel(page).inputValue()).toBe('参数的名称');
    expect(await enLabel(page).inputValue()).toBe('Parameter name');
    await page.getByTestId('studio-undo').click();
    await expect.poll(() => enLabel(page).inputValue()).toBe('Name');
    expect(await zhLabel(page).inputValue()).toBe('参数的名称');
    await page.getByTestId('studio-redo').click();
    await expect.poll(() => enLabel(page).inputValue()).toBe('Parameter name');

    // The review says it in business words, in both languages, and the checker passes.
    await page.getByTestId('studio-review').click();
    const zh = page.getByTestId('studio-diff-zh');
    await zh.waitFor();
    expect(await zh.locator('li').allInnerTexts()).toEqual(['列 参数的名称 名称 参数名称 -> 参数的名称', '列 参数的名称 英文名称 Name -> Parameter name']);
    expect(await page.getByTestId('studio-diff-en').locator('li').allInnerTexts()).toEqual([
      'Column Parameter name: Chinese label 参数名称 -> 参数的名称',
      'Column Parameter name: label Name -> Parameter name',
    ]);
    await page.getByTestId('studio-check-passed').waitFor();
    await page.getByTestId('studio-publish').click();
    await expectToast(page, '已发布，控制台中的页面已更新。');

    // The file differs from the shipped one by exactly that change; the draft is gone.
    expect(fs.readFileSync(FILE, 'utf8')).toBe(ORIGINAL.replace('"zh-CN": "参数名称", "en-US": "Name"', '"zh-CN": "参数的名称", "en-US": "Parameter name"'));
    await expect.poll(() => page.getByTestId('studio-dirty').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('studio.draft:system/param.json'))).toBeNull();

    // The history has the version, by chanpin.
    await page.getByTestId('studio-history').click();
    await expect.poll(() => page.locator('.ant-drawer .ant-table-tbody').innerText()).toContain('chanpin');
  });
});
