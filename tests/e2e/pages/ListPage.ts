/** Page object of the engine's generic list (ProTable: search form, toolbar, table, pager; row buttons). */
import type { Locator, Page } from 'playwright-core';
import { expectToast, openTopMenu, url, pressAndClose } from '../harness';

/** Menu groups of mock/_lib/menus.ts as the side menu shows them in zh-CN. */
/** Top menu of each menu group (schemas name the group; the side menu shows the top menu's groups). */
export const GROUP_TOP: Record<string, string> = {
  'developer-contract': '开发者中心',
  'identity-person': '数字身份',
  'identity-org': '数字身份',
  'identity-apply': '数字身份',
  // Sub-chains (docs/domain/subchain.md)
  'subchain-permissioned': '子链管理',
  'subchain-ott': '子链管理',
  'subchain-identity': '子链管理',
  // Alliance (/unions/*)
  'alliance-member': '骨干联盟',
  'alliance-expert': '骨干联盟',
  'alliance-weight': '骨干联盟',
  'alliance-innovation': '骨干联盟',
  // App center and developer API keys (apps helper)
  'apps-mine': '应用中心',
  'apps-market': '应用中心',
  'apps-admin': '应用中心',
  'developer-apikey': '开发者中心',
  // backbone governance and monitoring (docs/domain/chain.md)
  'chain-survey': '主干链治理',
  'chain-node': '主干链治理',
  'monitor-backbone': '监控中心',
  'monitor-apps': '监控中心',
  // Identification center (ident helper).
  'identification-backbone': '标识中心',
  'identification-resolution': '标识中心',
  'identification-subchain': '标识中心',
};

export const GROUP_LABELS: Record<string, string> = {
  'developer-contract': '智能合约',
  'system-base': '系统设置',
  'system-permission': '权限管理',
  'system-resource': '资源管理',
  'system-message': '消息配置',
  'system-tool': '研发工具',
  'system-flow': '流程管理',
  'system-job': '任务调度',
  'system-log': '日志管理',
  'identity-person': '个人身份',
  'identity-org': '机构身份',
  'identity-apply': '身份申请',
  'personal-center': '个人中心',
  // Sub-chains (docs/domain/subchain.md)
  'subchain-permissioned': '许可子链',
  'subchain-ott': '非许可子链',
  'subchain-identity': '子链身份',
  // Alliance (/unions/*)
  'alliance-member': '联盟成员',
  'alliance-expert': '联盟专家',
  'alliance-weight': '投票权重',
  'alliance-innovation': '创新库',
  // App center and developer API keys (apps helper)
  'apps-mine': '我的应用',
  'apps-market': '应用市场',
  'apps-admin': '应用审核',
  'developer-apikey': 'API密钥',
  // backbone governance and monitoring (docs/domain/chain.md)
  'chain-survey': '主干链概况',
  'chain-node': '节点管理',
  'monitor-backbone': '主干链监控',
  'monitor-apps': '应用监控',
  // Identification center (ident helper).
  'identification-backbone': '骨干标识',
  'identification-resolution': '标识解析',
  'identification-subchain': '子链标识',
};

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ListPage {
  readonly root: Locator;
  /** Path of the screen's list call (e.g. /sfbn-system/param/list): loads wait for its answer. */
  private listPath?: string;
  constructor(
    readonly page: Page,
    listCall?: string,
  ) {
    this.root = page.locator('[data-testid=schema-list]');
    this.listPath = listCall?.split(' ')[1];
  }

  /** Opens the screen as a user does: top menu 系统管理, the group, then the entry. */
  async openFromMenu(group: string, title: string) {
    await this.waitForList(() => this.clickMenu(group, title));
  }

  /** The group's top menu (系统管理 unless GROUP_TOP says otherwise), the group, then the entry (any screen kind). */
  async clickMenu(group: string, title: string) {
    const page = this.page;
    if (!page.url().includes('#/')) await page.goto(url('/wel/index'));
    await openTopMenu(page, GROUP_TOP[group] ?? '系统管理');
    const side = page.getByTestId('side-menu');
    // The entry inside its group: two groups may hold entries of the same name (the two sub-chain sets).
    const label = new RegExp(`^\\s*${esc(GROUP_LABELS[group] ?? group)}\\s*$`);
    const submenu = side.locator('.ant-menu-submenu', { has: page.locator(':scope > .ant-menu-submenu-title', { hasText: label }) }).first();
    // The entry may carry a counter badge (通知公告 5, 99+).
    const entry = submenu.locator('.ant-menu-item', { hasText: new RegExp(`^\\s*${esc(title)}\\s*(\\d+\\+?)?\\s*$`) }).first();
    // The area's side menu is drawn (the top menu's press has navigated there, with the new page's
    // group already open): only then is a closed group told from one not drawn yet.
    const groupTitle = submenu.locator(':scope > .ant-menu-submenu-title');
    await groupTitle.waitFor();
    if (!(await entry.isVisible())) await groupTitle.click();
    // A group still sliding open (or another closing) moves the entries below it: a press aimed
    // during the slide can land beside the entry. Wait for the menu to be still.
    await side.locator('.ant-motion-collapse-appear, .ant-motion-collapse-enter, .ant-motion-collapse-leave').first().waitFor({ state: 'detached' });
    // The entry of the page shown changes nothing; any other entry navigates.
    const current = (await entry.getAttribute('class'))?.includes('ant-menu-item-selected');
    const before = page.url();
    await entry.click();
    if (!current) await page.waitForURL((u) => u.toString() !== before);
  }

  /** Opens the route afresh (leaving first when it is already shown, so the list loads again). */
  async goto(route: string) {
    if (this.page.url() === url(route)) await this.page.goto(url('/wel/index'));
    await this.waitForList(() => this.page.goto(url(route)));
  }

  /** The list shown has finished loading (the engine's list is aria-busy while it loads). */
  async loaded() {
    await this.root.and(this.page.locator('[aria-busy=false]')).waitFor();
  }

  rows(): Locator {
    return this.root.locator('tr.ant-table-row');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text }).first();
  }

  async rowCount() {
    return this.rows().count();
  }

  /**
   * Runs an action that loads the list (a menu click, a search, a dialog's OK) and waits for that
   * load: the screen's list call answered (when the page object knows it), then a list that is a
   * new one or has finished a later load than before (data-loads: the time of its last finished
   * load), no longer aria-busy.
   * `toast`: the action's toast, awaited alongside the load (a 3 s toast can be gone after a long
   * reload; a user reads it while the list loads).
   */
  async waitForList(trigger: () => Promise<unknown>, toast?: string) {
    const path = this.listPath;
    // The list shown now, taken in one step: counting first and then asking for the element races a
    // page leaving (the link action's IDE replacing its list): the element counted is gone, and
    // elementHandle() would wait for a list that only the trigger below brings.
    const [prior = null] = await this.root.elementHandles();
    const before = prior ? Number(await prior.getAttribute('data-loads')) : -1;
    const answered = path ? this.page.waitForResponse((r) => new URL(r.url()).pathname === `/api${path}`, { timeout: 15_000 }) : null;
    await trigger();
    const loaded = (async () => {
      await answered;
      await this.page.waitForFunction(
        ([el, n]) => {
          const now = document.querySelector('[data-testid=schema-list]');
          if (!now || now.getAttribute('aria-busy') !== 'false') return false;
          return now !== el || Number(now.getAttribute('data-loads')) > (n as number);
        },
        [prior, before] as const,
        { timeout: 15_000 },
      );
    })();
    await Promise.all([loaded, toast ? expectToast(this.page, toast) : null]);
  }

  /** Text of column `title` in each row. */
  async column(title: string): Promise<string[]> {
    const headers = await this.root.locator('thead th').allInnerTexts();
    const i = headers.findIndex((h) => h.trim() === title);
    if (i < 0) return [];
    return this.rows()
      .locator(`td:nth-child(${i + 1})`)
      .allInnerTexts();
  }

  /** Text of column `title` in one row. */
  async cell(row: Locator, title: string): Promise<string> {
    const headers = await this.root.locator('thead th').allInnerTexts();
    const i = headers.findIndex((h) => h.trim() === title);
    if (i < 0) throw new Error(`no column ${title} (columns: ${headers.join(', ')})`);
    return (await row.locator(`td:nth-child(${i + 1})`).innerText()).trim();
  }

  /** The search form's 查询 (its one primary button, in either language). */
  searchButton(): Locator {
    return this.root.locator('[data-testid=schema-search] .ant-btn-primary');
  }

  searchItem(label: string): Locator {
    return this.page
      .locator('[data-testid=schema-search] .ant-form-item')
      .filter({ has: this.page.locator('label', { hasText: new RegExp(`^\\s*${esc(label)}\\s*$`) }) })
      .first();
  }

  async search(label: string, value: string) {
    await this.searchItem(label).locator('input').first().fill(value);
    await this.waitForList(() => this.searchButton().click());
  }

  async resetSearch() {
    await this.waitForList(() =>
      this.root
        .locator('[data-testid=schema-search] .ant-btn')
        .filter({ hasText: /重\s*置/ })
        .click(),
    );
  }

  toolbar(action: string): Locator {
    return this.root.locator(`button[data-action=${action}]`);
  }

  /** Clicks a row button, opening the 更多 menu when it is folded there. */
  async rowAction(row: Locator, action: string) {
    const inline = row.locator(`a[data-action=${action}]`);
    if (await inline.count()) return inline.first().click();
    await row.locator('a[data-action=more]').hover();
    await this.page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) [data-action=${action}]`).first().click();
  }

  async confirm() {
    await pressAndClose(this.page, this.page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').last());
  }
}
