/**
 * The screen studio (issue 22) as product staff use it (chanpin): from a shipped screen's
 * 设计此页面 into the studio, relabel a column in both languages with the forms (the live preview
 * follows), reload and undo (the draft and its history survive), review the change in business
 * words, publish: the file on disk differs from the shipped one by exactly that change.
 * (岗位管理, not 参数管理: the playground's test edits that file, and test files run side by side.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectToast, login, url, useBrowser } from './harness';

const b = useBrowser();
const FILE = path.resolve(__dirname, '../../schemas/system/post.json');
const ORIGINAL = fs.readFileSync(FILE, 'utf8');
const HISTORY = path.resolve(__dirname, '../../.studio-history/system/post.json');
const kept = new Set(fs.existsSync(HISTORY) ? fs.readdirSync(HISTORY) : []);

afterAll(() => {
  fs.writeFileSync(FILE, ORIGINAL);
  if (fs.existsSync(HISTORY)) for (const f of fs.readdirSync(HISTORY)) if (!kept.has(f)) fs.rmSync(path.join(HISTORY, f));
});

const previewHeaders = (page: Page) => page.locator('[data-testid=studio-preview] .ant-table-thead th').allInnerTexts();
const zhLabel = (page: Page) => page.getByTestId('label-zh-postCode');
const enLabel = (page: Page) => page.getByTestId('label-en-postCode');

describe('screen studio', () => {
  it('relabels a column of a shipped screen in both languages, keeps the draft across a reload, reviews and publishes it', async () => {
    const page = await b.newPage();
    await login(page, 'chanpin');

    // The shipped screen offers 设计此页面 to product staff: it opens the studio on that screen.
    await page.goto(url('/system/post'));
    await page.getByTestId('design-screen').click();
    await page.waitForURL(/#\/tool\/studio\?screen=system%2Fpost|#\/tool\/studio\?screen=system\/post/);
    await expect.poll(() => page.getByTestId('studio-screen-title').innerText()).toBe('岗位管理');
    // The list of screens is by menu name, never by file, and searchable.
    await page.getByTestId('studio-search').fill('岗位');
    await expect.poll(() => page.getByTestId('studio-screens').innerText()).toContain('岗位管理');
    expect(await page.getByTestId('studio-screens').innerText()).not.toContain('.json');

    // The live preview is the real list against the mock.
    await expect.poll(() => previewHeaders(page)).toContain('岗位编号');
    await page.locator('[data-testid=studio-preview] .ant-table-tbody tr.ant-table-row').first().waitFor();

    // Relabel the column in both languages: the preview follows.
    await zhLabel(page).fill('岗位的编号');
    await enLabel(page).fill('Post code');
    await expect.poll(() => previewHeaders(page)).toContain('岗位的编号');
    await page.getByTestId('studio-dirty').waitFor();

    // A reload keeps the draft and its history: undo takes back the English label, redo brings it again.
    await page.reload();
    await expect.poll(() => zhLabel(page).inputValue()).toBe('岗位的编号');
    expect(await enLabel(page).inputValue()).toBe('Post code');
    await page.getByTestId('studio-undo').click();
    await expect.poll(() => enLabel(page).inputValue()).toBe('Code');
    expect(await zhLabel(page).inputValue()).toBe('岗位的编号');
    await page.getByTestId('studio-redo').click();
    await expect.poll(() => enLabel(page).inputValue()).toBe('Post code');

    // The review says it in business words, in both languages, and the checker passes.
    await page.getByTestId('studio-review').click();
    const zh = page.getByTestId('studio-diff-zh');
    await zh.waitFor();
    expect(await zh.locator('li').allInnerTexts()).toEqual(['列 岗位的编号 名称 岗位编号 -> 岗位的编号', '列 岗位的编号 英文名称 Code -> Post code']);
    expect(await page.getByTestId('studio-diff-en').locator('li').allInnerTexts()).toEqual([
      'Column Post code: Chinese label 岗位编号 -> 岗位的编号',
      'Column Post code: label Code -> Post code',
    ]);
    await page.getByTestId('studio-check-passed').waitFor();
    await page.getByTestId('studio-publish').click();
    await expectToast(page, '已发布，控制台中的页面已更新。');

    // The file differs from the shipped one by exactly that change; the draft is gone.
    expect(fs.readFileSync(FILE, 'utf8')).toBe(ORIGINAL.replace('"zh-CN": "岗位编号"', '"zh-CN": "岗位的编号"').replace('"en-US": "Code"', '"en-US": "Post code"'));
    await expect.poll(() => page.getByTestId('studio-dirty').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('studio.draft:system/post.json'))).toBeNull();

    // The history has the version, by chanpin.
    await page.getByTestId('studio-history').click();
    await expect.poll(() => page.locator('.ant-drawer .ant-table-tbody').innerText()).toContain('chanpin');
  });
});
