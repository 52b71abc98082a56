/** Page object of the engine's read-only detail (dialog or route). */
import type { Locator, Page } from 'playwright-core';

export class DetailView {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.locator('[data-testid=schema-detail]').last();
  }
  async open() {
    await this.root.waitFor();
    return this;
  }
  async text() {
    return this.root.innerText();
  }
  async close() {
    const modal = this.page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();
    if (await modal.count()) await modal.locator('.ant-modal-close, .ant-modal-footer .ant-btn').first().click();
    else await this.page.goBack();
  }
}
