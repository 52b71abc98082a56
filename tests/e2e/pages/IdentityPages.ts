/** Page objects of the lifecycle screens: status tabs over a list, and a detail in sections with its actions. */
import type { Locator, Page } from 'playwright-core';
import { url } from '../harness';
import { ListPage } from './ListPage';

export class StatusTabs {
  constructor(private page: Page) {}
  tab(label: string): Locator {
    return this.page.locator('[data-testid=schema-views] .ant-tabs-tab', { hasText: label }).first();
  }
  async active(): Promise<string> {
    return (await this.page.locator('[data-testid=schema-views] .ant-tabs-tab-active').innerText()).trim();
  }
  /** Opens a tab as a user does and waits for its list call. */
  async open(label: string, listCall: string): Promise<ListPage> {
    const list = new ListPage(this.page, listCall);
    await list.waitForList(() => this.tab(label).click());
    return list;
  }
}

export class SectionDetail {
  readonly root: Locator;
  constructor(private page: Page) {
    this.root = page.locator('[data-testid=schema-detail]').last();
  }
  /** Opens the route afresh (through the home page when it is already shown, so it loads again). */
  async open(route: string) {
    if (this.page.url() === url(route)) await this.page.goto(url('/wel/index'));
    await this.page.goto(url(route));
    await this.root.waitFor();
    return this;
  }
  section(title: string): Locator {
    return this.root.locator('section', { has: this.page.locator('h5', { hasText: title }) }).first();
  }
  value(name: string): Locator {
    return this.root.locator(`[data-field=${name}]`).first();
  }
  history(): Locator {
    return this.root.locator('[data-testid=schema-history] [data-history]');
  }
  action(name: string): Locator {
    return this.page.locator(`.ant-card-extra [data-action=${name}]`);
  }
}
