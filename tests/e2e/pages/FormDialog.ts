/** Page object of the engine's Formily dialogs (add / edit / action forms) and the form screen. */
import type { Locator, Page } from 'playwright-core';
import type { Field, ScreenSchema } from '../../../src/engine/format/types';
import { requiredMessage, widgetOf } from '../../../src/engine/format/compile';
import { widgetRegistry } from '../../../src/engine/format/registry';
import { sampleText } from '../../../studio/samples';
import { dialogsStill } from '../harness';

export const zh = (t: any): string => (typeof t === 'string' ? t : (t?.['zh-CN'] ?? ''));

/** Fields the add form must fill: required ones (no default, always visible), plus the marker field. */
export function fieldsToFill(s: ScreenSchema | { fields: Field[] }, markerField?: Field): Field[] {
  return s.fields.filter(
    (f) => f.inForm !== false && !f.readOnly && widgetOf(f) !== 'hidden' && !f.visibleWhen && (f === markerField || (f.required && f.default === undefined)),
  );
}

/** Required fields an empty submit must complain about, with the message each shows (the engine's own rule). */
export function requiredMessages(fields: Field[]): { field: Field; message: string }[] {
  return fields
    .filter((f) => f.required && f.inForm !== false && !f.readOnly && f.default === undefined && !f.visibleWhen && widgetOf(f) !== 'hidden')
    .map((f) => ({ field: f, message: requiredMessage(f, 'zh-CN') }));
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class FormDialog {
  constructor(
    private page: Page,
    /** The dialog (or the form screen's card). */
    readonly root: Locator,
  ) {}

  static async open(page: Page): Promise<FormDialog> {
    const root = page.locator('.ant-modal-wrap.engine-form-dialog .ant-modal').last();
    await root.waitFor();
    await root.locator('.ant-formily-item').first().waitFor();
    // Its buttons are pressed once the dialog has stopped zooming in (a press while it moves can miss).
    await dialogsStill(page);
    return new FormDialog(page, root);
  }

  /** A list screen's add or edit form shown as a page (routes.add / routes.edit). */
  static async onPage(page: Page): Promise<FormDialog> {
    const root = page.locator('[data-testid=schema-form-screen][data-page]');
    await root.waitFor();
    await root.locator('.ant-formily-item').first().waitFor();
    return new FormDialog(page, root);
  }

  item(label: string): Locator {
    return this.root
      .locator('.ant-formily-item')
      .filter({ has: this.page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${esc(label)}\\s*[:：]?\\s*$`) }) })
      .first();
  }

  /** Fills one field with a valid sample through the widget the user sees (studio/samples.ts: what a user types; choices: the first offered). */
  async fill(f: Field, mark: string, n = 0) {
    const item = this.item(zh(f.label));
    const w = widgetOf(f);
    const value = sampleText(f, mark, n);
    // The registry's entry says how this widget is filled (one entry per widget name).
    switch (widgetRegistry[w].sample) {
      case 'type':
        await item.locator('input, textarea').first().fill(String(value));
        await item.locator('input, textarea').first().blur();
        return;
      case 'richText':
        await item.locator('[data-testid=rich-text]').click();
        await this.page.keyboard.type(String(value));
        return;
      case 'select':
        if (w === 'multiSelect') {
          await (await this.openSelect(item)).locator('.ant-select-item-option').first().click();
          await this.page.keyboard.press('Escape');
        } else await this.choose(zh(f.label), null);
        return;
      case 'treeSelect':
        await item.locator('.ant-select-selector').click();
        await this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper').first().click();
        return;
      case 'radio':
        await item.locator('.ant-radio-wrapper').first().click();
        return;
      case 'checkbox':
        await item.locator('.ant-checkbox-wrapper').first().click();
        return;
      case 'tree':
        await item.locator('.ant-tree-checkbox').first().click();
        return;
      case 'switch':
        await item.locator('.ant-switch').click();
        return;
      case 'date':
      case 'datetime': {
        const input = item.locator('input').first();
        await input.click();
        await input.fill(w === 'date' ? '2026-03-01' : '2026-03-01 10:00:00');
        await input.press('Enter');
        return;
      }
      case 'upload': {
        const ext = w === 'file' ? (f.upload?.accept?.[0] ?? 'pdf') : 'png';
        await item
          .locator('input[type=file]')
          .setInputFiles({ name: `e2e.${ext}`, mimeType: w === 'file' ? 'application/octet-stream' : 'image/png', buffer: Buffer.from('e2e') });
        if (!f.upload?.deferred) await this.page.locator('.ant-message-notice-content', { hasText: '上传成功' }).first().waitFor();
        return;
      }
      default:
        return;
    }
  }

  /** Opens the select of this item and answers its own dropdown (its input's aria-controls names
   * the dropdown's list), not one that a previous select of the page is still closing. */
  private async openSelect(item: Locator): Promise<Locator> {
    await item.locator('.ant-select-selector').click();
    const list = await item.locator('input[aria-controls]').first().getAttribute('aria-controls');
    const dropdown = list
      ? this.page.locator(`.ant-select-dropdown:has([id="${list}"])`)
      : this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown.waitFor();
    return dropdown;
  }

  /**
   * Picks the option showing `text` (the first option when null) in the select labelled `label`,
   * then waits until the select shows it and its dropdown is gone, as a user sees before the next
   * click (a closing dropdown would take that click).
   */
  async choose(label: string, text: string | null) {
    const item = this.item(label);
    const dropdown = await this.openSelect(item);
    const option = dropdown.locator('.ant-select-item-option', text === null ? {} : { hasText: text }).first();
    const shown = text ?? (await option.innerText());
    await option.click();
    await item
      .locator('.ant-select-selection-item', { hasText: shown })
      .waitFor()
      .catch(async (e) => {
        // Say what the user would see instead: the select's text and the dropdowns still open.
        const selected = await item
          .locator('.ant-select-selector')
          .innerText()
          .catch(() => '?');
        const open = await this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').allInnerTexts();
        throw new Error(`${label}: "${shown}" was clicked but the select shows "${selected}"; open dropdowns: ${JSON.stringify(open)}\n${e}`);
      });
    await dropdown.waitFor({ state: 'hidden' });
  }

  async fillAll(fields: Field[], mark: string) {
    let n = 0;
    for (const f of fields) await this.fill(f, mark, n++);
  }

  async setText(f: Field, value: string) {
    const input = this.item(zh(f.label)).locator('input, textarea').first();
    await input.fill(value);
    await input.blur();
  }

  /** 确定 in a dialog, 保存 on a form page. */
  async ok() {
    await this.root.locator('.ant-modal-footer .ant-btn-primary, [data-action=save]').last().click();
  }

  async cancel() {
    await this.root.locator('.ant-modal-footer .ant-btn, [data-action=back]').first().click();
  }

  async closed() {
    await this.root.waitFor({ state: 'hidden' });
  }

  /** The messages shown under the fields. */
  async errors(): Promise<string[]> {
    return this.root.locator('.ant-formily-item-error-help, .ant-formily-item-help').allInnerTexts();
  }
}
