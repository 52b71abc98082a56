/**
 * Issue 13 (polish): the page language for assistive technology, zooming, English in the shell
 * (tab titles, colons, error pages), the notice popover and a published notice reaching the
 * message center, the tiptap rich-text editor, view dialogs closing with 关闭; at 1280 px the users
 * list shows its default columns whole (列设置 brings back the others); a list's column settings and
 * density are kept across a reload and a new sign-in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, dialogsStill, popupsStill, expectToast, login, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

const b = useBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Switches the console to English with the header's language menu. */
async function consoleToEnglish(page: Page) {
  await page.getByTestId('lang-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByTestId('top-menu').getByText('Home', { exact: true }).waitFor();
}

describe('accessibility basics', () => {
  it('<html lang> follows the locale and the viewport lets the user zoom', async () => {
    const page = await b.newPage();
    await page.goto(url('/login'));
    await page.getByTestId('login-submit').waitFor();
    expect(await htmlLang(page)).toBe('zh-CN');
    expect(await page.locator('meta[name=viewport]').getAttribute('content')).toBe('width=device-width, initial-scale=1');

    await page.getByTestId('lang-toggle').click();
    await expect.poll(() => htmlLang(page)).toBe('en-US');
    await page.reload();
    await page.getByTestId('login-submit').waitFor();
    expect(await htmlLang(page)).toBe('en-US');
  });

  it('dropdowns and dialogs slide and zoom in, unless the user asks for reduced motion', async () => {
    /**
     * The antd motions the header's language menu and the logout question run as they open (the
     * "-active" stage, when they move; a popup still has a still "prepare" stage to be placed).
     */
    const motionsSeen = async (motion: 'reduce' | 'no-preference') => {
      const page = await b.newPage({ motion });
      await login(page, 'admin');
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as any).motionsSeen = seen;
        // A class a node had (oldValue) or has, or one an inserted node came with.
        const note = (classes: string) => {
          for (const m of classes.matchAll(/\bant-(slide-up|zoom)-(?:appear|enter)-active\b/g)) seen.add(m[1]);
        };
        new MutationObserver((records) => {
          for (const r of records) {
            note(r.oldValue ?? '');
            for (const n of r.addedNodes) if (n instanceof Element) [n, ...n.querySelectorAll('[class]')].forEach((e) => note(e.className.toString()));
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
      });
      await page.getByTestId('lang-switch').click();
      await page.getByRole('menuitem', { name: 'English' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('user-dropdown').click();
      await page.getByTestId('logout').waitFor();
      await popupsStill(page);
      await page.getByTestId('logout').click();
      await page.locator('.ant-modal-confirm-title', { hasText: '退出系统, 是否继续?' }).waitFor();
      await dialogsStill(page);
      const seen = await page.evaluate(() => [...(window as any).motionsSeen].sort());
      await page.context().close();
      return seen;
    };
    expect(await motionsSeen('no-preference')).toEqual(['slide-up', 'zoom']);
    expect(await motionsSeen('reduce')).toEqual([]);
  });

  it('form fields of the engine are named by their visible label', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    const list = new ListPage(page, 'GET /sfbn-system/param/list');
    await list.goto('/system/param');
    await list.toolbar('add').click();
    const dialog = await FormDialog.open(page);
    await expect.poll(() => dialog.root.getByRole('textbox', { name: '参数名称' }).count()).toBe(1);
    await expect.poll(() => dialog.root.getByRole('textbox', { name: '参数键值' }).count()).toBe(1);
  });
});

describe('English in the shell', () => {
  it('404, 403, 500 and /Authorization switch language', async () => {
    const page = await b.newPage();
    for (const [route, zh, en] of [
      ['/404', '抱歉，您访问的页面不存在', 'Sorry, the page you visited does not exist.'],
      ['/403', '抱歉，您无权访问此页面', 'Sorry, you are not allowed to see this page.'],
      ['/500', '抱歉，服务器出错了', 'Sorry, the server ran into an error.'],
    ] as const) {
      await page.goto(url(route));
      const subtitle = page.locator('.ant-result-subtitle');
      await subtitle.waitFor();
      // The choice is remembered: each page starts in the language the previous one switched to.
      const [from, to] = (await subtitle.innerText()) === zh ? [zh, en] : [en, zh];
      expect(await subtitle.innerText()).toBe(from);
      await page.getByTestId('lang-toggle').click();
      await expect.poll(() => subtitle.innerText()).toBe(to);
    }
    await page.goto(url('/Authorization'));
    await page.getByTestId('authorization-page').waitFor();
    await page.getByTestId('lang-toggle').waitFor();
  });

  it('tabs opened before a language switch are renamed, also after a reload; labels use ": "', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    const list = new ListPage(page, 'GET /sfbn-system/param/list');
    await list.goto('/system/param');
    const tabs = page.locator('.bbn-tabs .ant-tabs-tab');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['控制台', '参数管理']);

    await consoleToEnglish(page);
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Dashboard', 'Parameters']);
    await page.reload();
    await page.getByTestId('schema-list').waitFor();
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Dashboard', 'Parameters']);

    await page.getByTestId('user-dropdown').click();
    const panel = page.getByTestId('user-panel');
    await panel.waitFor();
    const text = await panel.innerText();
    expect(text).toContain('Account ID: ');
    expect(text).not.toContain('：');
  });
});

describe('notices and the message center', () => {
  it('a notice written in the rich-text editor is published, shows in the bell popover and reaches the message center', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    const list = new ListPage(page, 'GET /sfbn-system/notice/list');
    await list.goto('/system/notice');
    await list.toolbar('add').click();
    const dialog = await FormDialog.open(page);
    const title = `维护通知 ${Date.now() % 100000}`;
    await dialog.item('通知标题').locator('input').fill(title);
    await dialog.choose('通知类型', null);
    await dialog.item('通知时间').locator('input').click();
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn').click();

    // The editor: toolbar buttons carry their names in the page's language.
    const editor = dialog.item('通知内容').getByRole('textbox', { name: '通知内容' });
    await editor.click();
    await dialog.root.getByRole('button', { name: '加粗' }).click();
    await expect.poll(() => dialog.root.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('周六凌晨维护');
    await dialog.root.getByRole('button', { name: '加粗' }).click();
    await expect.poll(() => dialog.root.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await dialog.root.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('影响范围：全网');
    await expect.poll(() => editor.innerHTML()).toContain('<strong>周六凌晨维护</strong>');
    expect(await editor.locator('ul li').innerText()).toBe('影响范围：全网');
    await dialog.ok();
    await expectToast(page, '新增成功');
    await dialog.closed();

    // The view dialog shows the sanitised HTML and closes with 关闭.
    await list.row(title).waitFor();
    await list.rowAction(list.row(title), 'view');
    const detail = page.locator('[data-testid=schema-detail]').last();
    await detail.locator('strong', { hasText: '周六凌晨维护' }).waitFor();
    await page
      .locator('.ant-modal-footer')
      .last()
      .getByRole('button', { name: '关 闭' })
      .or(page.locator('.ant-modal-footer').last().getByRole('button', { name: '关闭' }))
      .click();
    await detail.waitFor({ state: 'hidden' });

    // The bell opens the 350-wide popover; the new notice is first.
    await page.getByRole('button', { name: '消息中心' }).click();
    const popover = page.getByTestId('notice-popover');
    await popover.locator('li', { hasText: title }).waitFor();
    expect(await popover.locator('li').first().innerText()).toContain(title);
    // Measured once its zoom-in animation has ended.
    await expect.poll(() => page.locator('.ant-popover', { has: popover }).evaluate((el) => el.getBoundingClientRect().width)).toBe(350);
    await popover.getByTestId('notice-kind-notice').click();
    await page.waitForURL(/#\/Message\/notice\/index$/);
    await new ListPage(page).row(title).waitFor();
  });
});

describe('layout', () => {
  it('at 1280 px the users list shows its default columns whole beside the operation column; 列设置 brings back the rest', async () => {
    const page = await b.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, 'admin');
    // The longest nickname the form allows (32 characters, no space to wrap at), on the first page:
    // new accounts come first. Other browser files add accounts too (security.e2e's is longer still).
    const nickname = `N${Date.now()}`.padEnd(32, 'W');
    const account = `wide${Date.now() % 1_000_000}`;
    const saved = await apiAs(page, '/blade-user/submit', {
      body: { account, name: nickname, realName: '宽名字', userType: 1, phone: '13900000098', email: 'wide@bbn.example.cn' },
    });
    expect(saved.success).toBe(true);
    const list = new ListPage(page, 'POST /sfbn-system/pageList');
    await list.goto('/system/user');
    await list.rows().first().waitFor();
    const root = page.getByTestId('schema-list');
    // The sticky table's hidden measuring row is not focusable (Lighthouse: aria-hidden-focus).
    expect(await root.locator('tr.ant-table-measure-row[tabindex]').count()).toBe(0);

    /** Header texts drawn whole: not covered at either end (by the operation column) and not cut or scrolled out of view. */
    const whole = () =>
      root.locator('thead th').evaluateAll((ths) =>
        ths
          .filter((th) => {
            const r = th.getBoundingClientRect();
            const inside = (x: number) => {
              const hit = document.elementFromPoint(x, r.top + r.height / 2);
              return !!hit && th.contains(hit);
            };
            return r.width > 0 && inside(r.left + 4) && inside(r.right - 4) && th.scrollWidth <= th.clientWidth + 1;
          })
          .map((th) => (th.textContent ?? '').trim())
          .filter(Boolean),
      );
    const headers = async () => (await root.locator('thead th').allInnerTexts()).map((x) => x.trim()).filter(Boolean);
    const defaults = ['序号', '登录账号', '用户昵称', '手机号码', '账号类型', '所属机构', '认证状态', '操作'];
    expect(await headers()).toEqual(defaults);
    expect(await whole()).toEqual(defaults);
    // Each default cell reads whole too (所属机构 was "链网运…" under the operation column).
    const org = root.locator('tr.ant-table-row').first().locator('td').nth(6);
    expect(await org.evaluate((td) => td.scrollWidth <= td.clientWidth + 1)).toBe(true);

    // 列设置: 电子邮箱 shown again, after 认证状态 as the schema orders it; the operation column stays last.
    await root.getByRole('img', { name: 'setting' }).click();
    const settings = page.locator('.ant-pro-table-column-setting-overlay');
    await settings.getByText('电子邮箱', { exact: true }).click();
    await expect.poll(headers).toEqual(['序号', '登录账号', '用户昵称', '手机号码', '电子邮箱', '账号类型', '所属机构', '认证状态', '操作']);
  });

  it('a column hidden and a density chosen in a list are kept across a reload and a new sign-in', async () => {
    const page = await b.newPage();
    await login(page, 'admin');
    const list = new ListPage(page, 'GET /sfbn-system/param/list');
    await list.goto('/system/param');
    const root = page.getByTestId('schema-list');
    const headers = async () => (await root.locator('thead th').allInnerTexts()).map((x) => x.trim()).filter(Boolean);
    expect(await headers()).toContain('参数键值');
    // Hide 参数键值 in 列设置.
    await root.getByRole('img', { name: 'setting' }).click();
    await page.locator('.ant-pro-table-column-setting-overlay').getByText('参数键值', { exact: true }).click();
    await expect.poll(headers).not.toContain('参数键值');
    await page.keyboard.press('Escape');
    // 密度: 紧凑.
    await root.getByRole('img', { name: 'column-height' }).click();
    await page.getByRole('menuitem', { name: '紧凑' }).click();
    await root.locator('.ant-table-small').waitFor();

    const kept = async () => {
      await list.rows().first().waitFor();
      expect(await headers()).not.toContain('参数键值');
      expect(await root.locator('.ant-table-small').count()).toBe(1);
    };
    // A new document: its list's rows are the ones kept() waits for.
    await page.reload();
    await kept();
    // Signed out and in again with the form: the choice is the account's, kept in this browser.
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/#\/login$/);
    await login(page, 'admin', { form: true });
    await list.goto('/system/param');
    await kept();
  });
});
