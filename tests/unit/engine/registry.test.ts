/**
 * The registry is the list of the name modules (src/engine/format/names/<kind>/<name>.ts): every module
 * file is listed once, the docs' tables are written from their doc lines, and an action kind's
 * module does what its line says with what the page hands it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  actionKindModules,
  actionKindRegistry,
  builtinActionModules,
  builtinActionRegistry,
  builtinRowActions,
  builtinToolbarActions,
  conditionModules,
  displayModules,
  displays,
  menuGroups,
  widgetModules,
  widgetRegistry,
  widgets,
} from '@/engine/format/registry';
import type { ActionEnv, BuiltinEnv } from '@/engine/format/names/define';
import type { BuiltinActionName } from '@/engine/format/names/list';
import type { Action, ActionKind, Condition, DisplayName, Field, MenuConfig, ScreenSchema, WidgetName } from '@/engine/format/types';
import { DOCS_PATH, generateDocs } from '../../../scripts/registry-docs';

const NAMES = path.resolve(__dirname, '../../../src/engine/format/names');
const files = (kind: string) =>
  fs
    .readdirSync(path.join(NAMES, kind))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''));

describe('the registry', () => {
  it.each([
    ['widgets', widgetModules],
    ['actions', actionKindModules],
    ['builtins', builtinActionModules],
    ['conditions', conditionModules],
    ['displays', displayModules],
  ] as const)('lists every module of src/engine/format/names/%s once, each in the file of its name', (kind, list) => {
    const names = list.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    // A helper shared by modules (own.ts) exports no module; every other file is one.
    const modules = files(kind).filter((f) => fs.readFileSync(path.join(NAMES, kind, `${f}.ts`), 'utf8').includes('export default define'));
    expect([...names].sort()).toEqual(modules.sort());
  });

  it("docs/schemas.md holds the tables npm run schemas:meta writes from the modules' doc lines", () => {
    expect(fs.readFileSync(DOCS_PATH, 'utf8')).toBe(generateDocs());
  });

  // `npm run typecheck` reads this file: a @ts-expect-error that no longer errs fails it.
  it("the name types are the modules' names: a misspelt widget, kind, condition, display type, menu group or icon does not compile", () => {
    const widget: WidgetName = 'treeSelect';
    // @ts-expect-error 'selct' is no widget module
    const misspeltWidget: WidgetName = 'selct';
    // @ts-expect-error nor in a field
    const field: Field = { name: 'n', label: 'n', widget: 'multiselect' };
    // @ts-expect-error 'tggle' is no action kind module
    const kind: ActionKind = 'tggle';
    // @ts-expect-error 'bulkdelete' is no built-in action module
    const builtin: BuiltinActionName = 'bulkdelete';
    // @ts-expect-error 'ownrow' is no condition module
    const condition: Condition = 'ownrow';
    // @ts-expect-error 'masked' is no display module
    const display: DisplayName = 'masked';
    // @ts-expect-error 'system-bases' is no menu group, 'Cog' no menu icon
    const menu: MenuConfig = { parent: 'system-bases', icon: 'Cog' };
    expect(widgets).toContain(widget);
    expect(widgets).not.toContain(misspeltWidget);
    expect(widgets).not.toContain(field.widget);
    expect(actionKindModules.map((m) => m.name)).not.toContain(kind);
    expect(builtinActionModules.map((m) => m.name)).not.toContain(builtin);
    expect(conditionModules.map((m) => m.name)).not.toContain(condition);
    expect(displays).not.toContain(display);
    expect(menuGroups).not.toContain(menu.parent);
  });

  it('every widget that takes options is read by its edit component with them, and an upload widget takes the upload rule', () => {
    expect(widgetModules.filter((w) => w.options === 'any').map((w) => w.name)).toEqual(['select', 'multiSelect', 'radio', 'checkbox']);
    expect(widgetModules.filter((w) => w.upload).map((w) => w.name)).toEqual(['file', 'image', 'avatar']);
    expect(widgetRegistry.number.sampleValue!({ name: 'n', label: 'n', min: 10, max: 20 }, 'E2E', 0)).toBe(10);
    expect(widgetRegistry.text.sampleValue!({ name: 'n', label: 'n', maxLength: 4 }, 'E2EABCDEF', 2)).toBe('E2EA');
  });
});

describe('a built-in action runs from its module', () => {
  const screen = (over: Partial<ScreenSchema> = {}) =>
    ({ key: 'x', title: 'x', routes: { list: '/x' }, api: { list: 'GET /x/list' }, fields: [], ...over }) as ScreenSchema;
  const env = (s: ScreenSchema, selected: string[] = []) =>
    ({
      screen: s,
      selected,
      open: vi.fn<BuiltinEnv['open']>(),
      edit: vi.fn<BuiltinEnv['edit']>(),
      navigate: vi.fn<BuiltinEnv['navigate']>(),
      remove: vi.fn<BuiltinEnv['remove']>(),
      exportList: vi.fn<BuiltinEnv['exportList']>(),
      warn: vi.fn<BuiltinEnv['warn']>(),
    }) satisfies BuiltinEnv;
  const press = (name: string, e: BuiltinEnv, row?: Record<string, any>) => {
    const b = builtinActionRegistry[name];
    if (b.at === 'row') b.run(e, row!);
    else b.run(e);
  };

  it('the row takes view, edit, delete and addChild; the toolbar add, bulkDelete and export', () => {
    expect(builtinRowActions).toEqual(['view', 'edit', 'delete', 'addChild']);
    expect(builtinToolbarActions).toEqual(['add', 'bulkDelete', 'export']);
  });

  it('view and edit open their dialogs, or their routes with the row id (detail.idParam)', () => {
    const row = { id: '7', code: 'a b' };
    const dialogs = env(screen());
    press('view', dialogs, row);
    press('edit', dialogs, row);
    expect(dialogs.open).toHaveBeenCalledWith({ kind: 'view', row });
    expect(dialogs.edit).toHaveBeenCalledWith(row);
    const routes = env(screen({ routes: { list: '/x', detail: '/x/d', edit: '/x/e' }, detail: { mode: 'route', idParam: 'code' } }));
    press('view', routes, row);
    press('edit', routes, row);
    expect(routes.navigate.mock.calls).toEqual([['/x/d?code=a%20b'], ['/x/e?code=a%20b']]);
    expect(routes.open).not.toHaveBeenCalled();
  });

  it('addChild opens the add form under the row, with the inherited fields; add opens the form or the add page', () => {
    const e = env(screen({ list: { kind: 'tree', parentField: 'pid', inherit: ['type'] } }));
    press('addChild', e, { id: '3', type: 2, name: 'n' });
    expect(e.open).toHaveBeenCalledWith({ kind: 'add', initial: { pid: '3', type: 2 }, child: true });
    press('add', e);
    expect(e.open).toHaveBeenLastCalledWith({ kind: 'add' });
    const page = env(screen({ routes: { list: '/x', add: '/x/a' } }));
    press('add', page);
    expect(page.navigate).toHaveBeenCalledWith('/x/a');
  });

  it('delete removes the row; bulkDelete the selection, or warns 请选择至少一条数据 (engine.selectOne) with none; export exports', () => {
    const row = { id: 9 };
    const none = env(screen());
    press('delete', none, row);
    expect(none.remove).toHaveBeenCalledWith('9', [row]);
    press('bulkDelete', none);
    expect(none.warn).toHaveBeenCalledWith('engine.selectOne');
    expect(none.remove).toHaveBeenCalledTimes(1);
    const two = env(screen(), ['1', '2']);
    press('bulkDelete', two);
    expect(two.remove).toHaveBeenCalledWith('1,2');
    expect(two.warn).not.toHaveBeenCalled();
    press('export', two);
    expect(two.exportList).toHaveBeenCalledTimes(1);
  });
});

describe('an action kind runs from its module', () => {
  const env = (over: Partial<ActionEnv> = {}): ActionEnv & { calls: any[] } => {
    const calls: any[] = [];
    return {
      calls,
      name: 'act',
      ask: vi.fn(async () => true),
      call: vi.fn(async (api: string, body: any) => {
        calls.push([api, body]);
        return { code: 200, data: { secret: 's' } };
      }),
      payload: (a, row) => ({ id: row?.id }),
      finish: vi.fn(() => true),
      gone: () => false,
      open: vi.fn(),
      navigate: vi.fn(),
      download: vi.fn(async () => undefined),
      copy: vi.fn(async () => true),
      success: vi.fn(),
      reload: vi.fn(),
      t: (k) => k,
      tx: (v) => (typeof v === 'string' ? v : (v?.['zh-CN'] ?? '')),
      ctx: { query: { from: 'q' } },
      ...over,
    };
  };
  const toggle: Action = {
    kind: 'toggle',
    label: '切换',
    api: 'POST /x/toggle',
    field: 'status',
    states: [
      { value: 0, label: '停用', confirm: '确定停用?' },
      { value: 1, label: '启用' },
    ],
  };

  it("toggle: moves the row into the other state, asking that state's question, and its label says where it goes", async () => {
    const e = env();
    await actionKindRegistry.toggle.run(e, toggle, { id: '7', status: '1' });
    expect(e.ask).toHaveBeenCalledWith('确定停用?');
    expect(e.calls).toEqual([['POST /x/toggle', { id: '7', status: 0 }]]);
    expect(actionKindRegistry.toggle.label!(toggle, { status: 0 }, e.tx)).toBe('启用');
  });

  it('call: cancelled at its question, nothing is called', async () => {
    const e = env({ ask: vi.fn(async () => false) });
    await actionKindRegistry.call.run(e, { kind: 'call', label: 'x', api: 'POST /x/y', confirm: '确定?' }, { id: '1' });
    expect(e.calls).toEqual([]);
  });

  it('link: opens its route with the query resolved', async () => {
    const e = env();
    await actionKindRegistry.link.run(e, { kind: 'link', label: 'x', to: '/a/b', query: { id: '$row.id', from: '$query.from' } }, { id: '5' });
    expect(e.navigate).toHaveBeenCalledWith('/a/b?id=5&from=q');
  });

  it('result: shows the answer in its dialog; with fields it asks them first', async () => {
    const e = env();
    await actionKindRegistry.result.run(e, { kind: 'result', label: '密钥', api: 'GET /x/secret' }, { id: '1' });
    expect(e.open).toHaveBeenCalledWith({ kind: 'result', title: '密钥', data: { secret: 's' }, show: undefined });
    const f = env();
    const withFields: Action = { kind: 'result', label: '密钥', api: 'GET /x/secret', fields: [{ name: 'password', label: '密码' }] };
    await actionKindRegistry.result.run(f, withFields, { id: '1' });
    expect(f.open).toHaveBeenCalledWith({ kind: 'form', name: 'act', action: withFields, row: { id: '1' }, ids: undefined });
    expect(f.calls).toEqual([]);
  });

  it("copy: copies the row's field and says 复制成功 (engine.copied)", async () => {
    const e = env();
    await actionKindRegistry.copy.run(e, { kind: 'copy', label: 'x', copyField: 'code' }, { code: 'ABC' });
    expect(e.copy).toHaveBeenCalledWith('ABC');
    expect(e.success).toHaveBeenCalledWith('engine.copied');
  });
});

describe("an action's dialog is sent by its kind's module", () => {
  const formEnv = () => ({
    call: vi.fn(async () => ({ code: 200, data: { key: 'k' } })),
    postMultipart: vi.fn(async () => ({ code: 200 })),
    finish: vi.fn(() => true),
    show: vi.fn(),
    save: vi.fn(),
  });

  it('form: lists comma-joined in a JSON body, or every value as multipart with files kept', async () => {
    const e = formEnv();
    expect(await actionKindRegistry.form.submit!(e, { kind: 'form', label: 'x', api: 'POST /x/run' }, { id: '1', roles: ['a', 'b'] })).toBe(true);
    expect(e.call).toHaveBeenCalledWith('POST /x/run', { id: '1', roles: 'a,b' });
    const file = new Blob(['x']);
    await actionKindRegistry.form.submit!(e, { kind: 'form', label: 'x', api: 'POST /x/up', multipart: true }, { files: [file], n: 3, tags: ['a', 'b'] });
    expect(e.postMultipart).toHaveBeenCalledWith('POST /x/up', { files: [file], n: '3', tags: 'a,b' });
  });

  it('result: the answer is shown in place of the form, which stays open; download: the answer is saved as JSON', async () => {
    const e = formEnv();
    expect(await actionKindRegistry.result.submit!(e, { kind: 'result', label: 'x', api: 'POST /x/secret' }, { password: 'p' })).toBe(false);
    expect(e.show).toHaveBeenCalledWith({ key: 'k' });
    expect(await actionKindRegistry.download.submit!(e, { kind: 'download', label: 'x', api: 'POST /x/key', fileName: 'key.json' }, {})).toBe(true);
    expect(e.save).toHaveBeenCalledWith(expect.any(Blob), 'key.json');
  });
});
