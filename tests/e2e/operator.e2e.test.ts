/**
 * Issue 23, "an operator's day" (items 1, 3, 4, 8, 9, 14): on a laptop screen (1280 px), in both
 * languages, every top menu can be reached; a confirmation names what it acts on and does not
 * outlive its screen; English reaches the top menu, the home receipts and the side menu's group
 * titles; the chain browser's latest transactions keep their columns apart; codes show as labels
 * and statuses in their colours; a form says what is wrong under the field.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, openTopMenu, topMenuEntry, url, useBrowser } from './harness';
import { FormDialog } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

const b = useBrowser();

const TOP = {
  'zh-CN': ['首页', '数字身份', '骨干联盟', '主干链治理', '子链管理', '标识中心', '应用中心', '开发者中心', '监控中心', '系统管理'],
  'en-US': [
    'Home',
    'Digital identity',
    'Alliance',
    'Backbone governance',
    'Sub-chains',
    'Identification center',
    'App center',
    'Developer center',
    'Monitoring',
    'Administration',
  ],
};

/** A signed-in administrator at 1280 px in the language asked for (chosen on the login page, as a user does). */
async function admin(locale: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<Page> {
  const page = await b.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'admin');
  if (locale === 'en-US') {
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  }
  await page.getByTestId('top-menu').getByText(TOP[locale][0], { exact: true }).waitFor();
  return page;
}

describe.each(['zh-CN', 'en-US'] as const)('at 1280 px, %s', (locale) => {
  it('reaches every top menu: in the bar, whole, or under its "..." entry', async () => {
    const page = await admin(locale);
    const bar = (await page.getByTestId('top-menu').boundingBox())!;
    for (const name of TOP[locale]) {
      const entry = await topMenuEntry(page, name);
      const box = (await entry.boundingBox())!;
      const inBar = box.y < bar.y + bar.height;
      // An entry in the bar is drawn whole inside the bar (not cut by its edge nor the window's).
      if (inBar) expect(box.x + box.width, name).toBeLessThanOrEqual(Math.min(bar.x + bar.width, 1280) + 0.5);
      const before = page.url();
      await entry.click();
      if (name !== TOP[locale][0]) await page.waitForURL((u) => u.toString() !== before);
      await expect
        .poll(() => page.getByTestId('top-menu').locator('.ant-menu-item-selected, .ant-menu-submenu-selected').count(), { message: name })
        .toBeGreaterThan(0);
    }
  });
});

describe('confirmations', () => {
  it('name the row they delete and close when the user leaves the screen', async () => {
    const page = await admin();
    const list = new ListPage(page, 'GET /sfbn-system/param/list');
    await list.goto('/system/param');
    const row = list
      .rows()
      .filter({ has: page.locator('a[data-action=delete]') })
      .first();
    await row.waitFor();
    const name = (await row.locator('td').nth(2).innerText()).trim();
    expect(name).not.toBe('');
    await list.rowAction(row, 'delete');
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.getByTestId('delete-confirm').innerText()).toBe(`确定将选择数据删除?\n${name}`);
    // Leaving with the browser's back button (the question's mask covers the menus): the
    // question is gone with its screen.
    await page.goBack();
    await page.waitForURL((u) => !u.hash.startsWith('#/system/param'));
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
  });
});

describe('English', () => {
  it('side-menu group titles wrap before their chevrons and home receipts name their types', async () => {
    const page = await admin('en-US');
    const receipts = page.getByTestId('home-receipts');
    await receipts.locator('tbody tr').first().waitFor();
    const types = await receipts.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    for (const x of types) expect(x).toMatch(/^(Contract deployment|Contract call|Points transfer|Identifier registration)$/);

    await openTopMenu(page, 'Sub-chains');
    const titles = page.getByTestId('side-menu').locator('.ant-menu-submenu-title');
    await titles.first().waitFor();
    const clashes = await titles.evaluateAll((els) =>
      els
        .map((t) => {
          const label = t.querySelector('.bbn-menu-label')!.getBoundingClientRect();
          const arrow = t.querySelector('.ant-menu-submenu-arrow')!.getBoundingClientRect();
          return label.right > arrow.left ? t.textContent : null;
        })
        .filter(Boolean),
    );
    expect(clashes).toEqual([]);
  });
});

describe('chain browser', () => {
  it('keeps hash, method and contract of the latest transactions apart, contracts named whole', async () => {
    const page = await admin();
    await page.goto(url('/subchain/permissioned/browser1'));
    const rows = page.getByTestId('latest-trades').locator('li');
    await rows.first().waitFor();
    const problems = await rows.evaluateAll((lis) =>
      lis.flatMap((li) => {
        const cells = [...li.children].map((c) => c.getBoundingClientRect());
        const out: string[] = [];
        for (let i = 1; i < cells.length; i += 1) if (cells[i].left < cells[i - 1].right) out.push(`${li.textContent}: cell ${i} overlaps cell ${i - 1}`);
        const to = li.querySelector('[data-cell=to]') as HTMLElement;
        if (to.scrollWidth > to.clientWidth + 1) out.push(`${li.textContent}: recipient cut`);
        const method = li.querySelector('[data-cell=method]')!.getBoundingClientRect();
        if (method.right > to.getBoundingClientRect().left && method.bottom > to.getBoundingClientRect().top)
          out.push(`${li.textContent}: method under the recipient`);
        return out;
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('codes and colours', () => {
  it('an identity application shows its kind by name and no empty section', async () => {
    const page = await b.newPage();
    await login(page, 'lisi');
    await page.goto(url('/digital/reviewdetail'));
    const detail = page.getByTestId('schema-detail');
    await detail.waitFor();
    expect(await detail.locator('[data-field=applyType]').innerText()).toBe('机构认证');
    // Nothing refused yet: no 审核结果 heading over an empty space.
    expect(await detail.locator('h5', { hasText: '审核结果' }).count()).toBe(0);
  });

  it('monitoring status tags carry the colour the chart gives their status', async () => {
    const page = await admin();
    await page.goto(url('/monitor/backbone/index'));
    const tags = page.getByTestId('figures-nodes').locator('.ant-tag');
    await tags.first().waitFor();
    const classes = await tags.evaluateAll((els) => els.map((e) => [e.textContent, e.className]));
    for (const [text, cls] of classes) {
      const want = { 运行中: 'success', 已驳回: 'error', 待审核: 'processing', 待部署: 'warning', 待验证: 'purple', 已撤销: 'default' }[text as string];
      expect(want, `${text}`).toBeDefined();
      if (want !== 'default') expect(cls, `${text}`).toContain(`ant-tag-${want}`);
    }
    expect(classes.some(([t]) => t === '运行中')).toBe(true);
  });
});

describe('form feedback', () => {
  it('the sub-chain wizard refuses a malformed code and a node count below 4 under the field', async () => {
    const page = await admin();
    await page.goto(url('/subchain/permissioned/addform2'));
    const form = new FormDialog(page, page.locator('[data-testid=schema-form-screen]'));
    await form.root.locator('.ant-formily-item').first().waitFor();
    const code = form.item('子链编码').locator('input');
    await code.fill('AB!');
    await code.blur();
    await form.item('子链编码').locator('.ant-formily-item-error-help', { hasText: '子链编码为4位小写字母或数字' }).waitFor();

    const mark = String(Date.now()).slice(-3);
    await form.item('子链名称').locator('input').fill(`反馈测试链${mark}`);
    await code.fill(`f${mark}`);
    await form.choose('子链类型', '金融');
    await form.item('机构名称').locator('input').fill('国家链网运营中心');
    await page.locator('[data-action=next]').click();
    await page.locator('[data-testid=schema-steps] .ant-steps-item-active', { hasText: '建设计划' }).waitFor();
    const count = form.item('节点数量').locator('input');
    await count.fill('3');
    await count.blur();
    await form.item('节点数量').locator('.ant-formily-item-error-help', { hasText: '节点数量不能小于4' }).waitFor();
    // What the user typed stays what they typed.
    expect(await count.inputValue()).toBe('3');
  });
});
