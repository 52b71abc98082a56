/**
 * The engine in the browser, once per kind of screen (issue 25), on representative screens driven
 * through the page objects of the generic pages: a plain CRUD list with search and bulk delete
 * (system.param), a tree (system.dept), an image upload in the add form (system.client), an add
 * page and a routed detail (alliance.innovation.technology) and a form screen (system.security).
 * For each: open it from the menu, seeded rows show, search narrows, an empty submit shows each
 * required message, add with valid data shows the row and 新增成功, view shows the values, edit
 * persists (更新成功), delete removes it (删除成功), bulk delete with nothing selected warns.
 * What every screen must agree with the gateway on (filters, saves, required messages, removal)
 * is proven without a browser by tests/unit/screen-contract.test.ts; the action kinds by
 * actions.e2e.test.ts, status tabs and wizards by identity, chain and subchain; every menu screen
 * is opened by tour.e2e.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { readSchemaFiles } from '../../config/schemaFiles';
import { widgetOf } from '../../src/engine/format/compile';
import { widgetRegistry } from '../../src/engine/format/registry';
import type { Field, ScreenSchema } from '../../src/engine/format/types';
import { marker, markerField } from '../../studio/samples';
import { expectToast, login, url, useBrowser } from './harness';
import { DetailView } from './pages/DetailView';
import { fieldsToFill, FormDialog, requiredMessages, zh } from './pages/FormDialog';
import { ListPage } from './pages/ListPage';

/** The representative screens, as the browser receives them (composed by config/schemaFiles.ts). */
const REPRESENTATIVE = ['system.param', 'system.dept', 'system.client', 'alliance.innovation.technology', 'system.security'];
const all = readSchemaFiles().map((f) => f.json as ScreenSchema);
const mine = REPRESENTATIVE.map((k) => {
  const s = all.find((x) => x.key === k);
  if (!s) throw new Error(`representative screen ${k} is gone: choose another of its kind`);
  return s;
});

/** The add form's fields: the required ones and the marker, plus its uploads (the upload widget in the browser). */
const toFill = (s: ScreenSchema, mf?: Field) => [
  ...fieldsToFill(s, mf),
  ...s.fields.filter(
    (f) =>
      widgetRegistry[widgetOf(f)].sample === 'upload' &&
      f.inForm !== false &&
      !f.readOnly &&
      !f.visibleWhen &&
      !f.upload?.deferred &&
      !(f.required && f.default === undefined),
  ),
];

const b = useBrowser();
let shared: Page | null = null;
/** One signed-in page for the whole file; every test that uses it is photographed when it fails. */
async function page(): Promise<Page> {
  if (!shared) {
    shared = await b.newPage();
    await login(shared, 'admin');
  }
  const p = shared;
  // A dialog a failed test left open (a confirm survives navigation) must not fail the next one.
  for (const cancel of await p.locator('.ant-modal-confirm-btns .ant-btn:not(.ant-btn-primary)').all()) await cancel.click().catch(() => undefined);
  await p.keyboard.press('Escape').catch(() => undefined);
  onTestFailed(async ({ task }) => {
    try {
      fs.mkdirSync('test-results', { recursive: true });
      const name = `${task.suite?.name ?? ''}-${task.name}`.replace(/[^\w\u4e00-\u9fa5.-]+/g, '_');
      await p.screenshot({ path: path.join('test-results', `${name}.png`) });
    } catch {
      // the page may be gone
    }
  });
  return p;
}

const lists = mine.filter((s) => (s.list?.kind ?? 'table') !== 'none');
const forms = mine.filter((s) => s.list?.kind === 'none');

describe.each(lists.map((s) => [s.key, s] as const))('%s', (_key, s) => {
  const title = zh(s.title);
  const row = s.list?.row ?? [];
  const toolbar = s.list?.toolbar ?? [];
  const mf = markerField(s);
  const mark = marker();
  let added = false;

  it('opens from the menu and shows its seeded rows', async () => {
    const p = await page();
    const list = new ListPage(p, s.api.list);
    await p.goto(url('/wel/index'));
    await list.openFromMenu(s.menu!.parent, title);
    expect(p.url()).toContain(`#${s.routes.list}`);
    // A screen with status tabs may ask for its list twice (tab, then search defaults): wait for the rows.
    await expect.poll(() => list.rowCount(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  const searchable = s.fields.find((f) => f.search && (f.widget ?? 'text') === 'text' && !f.display);
  if (searchable)
    it('search narrows the rows', async () => {
      const list = new ListPage(await page(), s.api.list);
      await list.goto(s.routes.list);
      const label = zh(searchable!.label);
      const before = await list.rowCount();
      const values = (await list.column(label)).map((v) => v.trim()).filter((v) => v && v !== '--');
      const probe = values[values.length - 1] ?? values[0];
      expect(probe, `a value in column ${label}`).toBeTruthy();
      await list.search(label, probe);
      const after = await list.column(label);
      expect(after.length).toBeGreaterThan(0);
      expect(after.length).toBeLessThanOrEqual(before);
      for (const v of after) expect(v).toContain(probe);
      await list.resetSearch();
    });

  if (toolbar.includes('bulkDelete'))
    it('bulk delete with nothing selected warns 请选择至少一条数据', async () => {
      const p = await page();
      const list = new ListPage(p, s.api.list);
      await list.goto(s.routes.list);
      await list.toolbar('bulkDelete').click();
      await expectToast(p, '请选择至少一条数据');
    });

  const canAdd = toolbar.includes('add') && Boolean(mf);
  if (canAdd)
    it('an empty submit shows each required message', async () => {
      const p = await page();
      const list = new ListPage(p, s.api.list);
      await list.goto(s.routes.list);
      await list.toolbar('add').click();
      // A screen with an add page (routes.add) shows the form there instead of a dialog.
      const dialog = s.routes.add ? await FormDialog.onPage(p) : await FormDialog.open(p);
      await dialog.ok();
      const expected = requiredMessages(s.fields).map((r) => r.message);
      for (const m of expected) await dialog.root.getByText(m, { exact: true }).first().waitFor();
      const shown = await dialog.errors();
      for (const m of expected) expect(shown).toContain(m);
      await dialog.cancel();
    });

  if (canAdd)
    it('add with valid data shows 新增成功 and the new row', async () => {
      const p = await page();
      const list = new ListPage(p, s.api.list);
      await list.goto(s.routes.list);
      await list.toolbar('add').click();
      // A screen with an add page (routes.add) shows the form there instead of a dialog.
      const dialog = s.routes.add ? await FormDialog.onPage(p) : await FormDialog.open(p);
      await dialog.fillAll(toFill(s, mf), mark);
      await dialog.ok();
      await expectToast(p, '新增成功');
      await dialog.closed();
      if (mf!.search) await list.search(zh(mf!.label), mark);
      await list.row(mark).waitFor();
      added = true;
    });

  if (canAdd && row.includes('view'))
    it('view shows the values', async () => {
      expect(added, 'the row added above').toBe(true);
      const p = await page();
      const list = new ListPage(p, s.api.list);
      if (
        !(await list
          .row(mark)
          .isVisible()
          .catch(() => false))
      ) {
        await list.goto(s.routes.list);
        if (mf!.search) await list.search(zh(mf!.label), mark);
      }
      await list.rowAction(list.row(mark), 'view');
      if (s.detail?.mode === 'route') await p.waitForURL(new RegExp(`#${s.routes.detail}\\?`));
      const detail = await new DetailView(p).open();
      expect(await detail.text()).toContain(mark);
      await detail.close();
    });

  if (canAdd && row.includes('edit'))
    it('edit persists (更新成功)', async () => {
      expect(added, 'the row added above').toBe(true);
      const p = await page();
      const list = new ListPage(p, s.api.list);
      await list.goto(s.routes.list);
      if (mf!.search) await list.search(zh(mf!.label), mark);
      await list.rowAction(list.row(mark), 'edit');
      const dialog = s.routes.edit ? await FormDialog.onPage(p) : await FormDialog.open(p);
      // Both wait for the fields: the edit form shows them once the record is loaded.
      const changed = `${mark}U`.slice(0, mf!.maxLength ?? 64);
      await dialog.setText(mf!, changed);
      await dialog.ok();
      await expectToast(p, '更新成功');
      await dialog.closed();
      await list.row(changed).waitFor();
    });

  if (canAdd && row.includes('delete'))
    it('delete asks, then removes the row (删除成功)', async () => {
      expect(added, 'the row added above').toBe(true);
      const p = await page();
      const list = new ListPage(p, s.api.list);
      await list.goto(s.routes.list);
      if (mf!.search) await list.search(zh(mf!.label), mark);
      const target = list.row(mark);
      await list.rowAction(target, 'delete');
      await list.waitForList(() => list.confirm(), '删除成功');
      expect(await list.rows().filter({ hasText: mark }).count()).toBe(0);
    });
});

describe.each(forms.map((s) => [s.key, s] as const))('%s (form screen)', (_key, s) => {
  it('opens from the menu, saves valid values and shows 保存成功', async () => {
    const p = await page();
    await p.goto(url('/wel/index'));
    const list = new ListPage(p, s.api.list);
    await list.clickMenu(s.menu!.parent, zh(s.title));
    await p.waitForURL(new RegExp(`#${s.routes.list}`));
    const card = p.getByTestId('schema-form-screen');
    await card.locator('.ant-formily-item').first().waitFor();
    const form = new FormDialog(p, card);
    if (!s.api.detail) await form.fillAll(toFill(s), marker());
    await card.locator('[data-action=save]').click();
    await expectToast(p, '保存成功');
  });
});
