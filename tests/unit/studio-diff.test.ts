/** The studio's review: a change in business words, field by field, in both languages (src/pages/tool/studio/diff.ts). */
import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../src/engine/format/types';
import en from '../../src/locales/en-US/studio';
import zh from '../../src/locales/zh-CN/studio';
import { describeChanges, translator } from '../../src/pages/tool/studio/diff';

const base: Partial<ScreenFile> = {
  key: 'system.holiday',
  title: { 'zh-CN': '节假日管理', 'en-US': 'Holidays' },
  menu: { parent: 'system-base', sort: 3, icon: 'SettingOutlined' },
  fields: [
    { name: 'name', label: { 'zh-CN': '名称', 'en-US': 'Name' }, width: 120 },
    { name: 'remark', label: { 'zh-CN': '备注', 'en-US': 'Remark' }, inList: false },
  ],
  list: { toolbar: ['add', 'export'], row: ['view', 'edit'] },
};
const zhOf = (a: Partial<ScreenFile>, b: Partial<ScreenFile>) => describeChanges(a, b, translator(zh), 'zh-CN');
const enOf = (a: Partial<ScreenFile>, b: Partial<ScreenFile>) => describeChanges(a, b, translator(en), 'en-US');
const clone = () => JSON.parse(JSON.stringify(base)) as ScreenFile;

describe('studio change review', () => {
  it('says nothing when nothing changed', () => {
    expect(zhOf(base, clone())).toEqual([]);
  });

  it('names a new field with its widget, dictionary and required rule', () => {
    const b = clone();
    b.fields.push({
      name: 'kind',
      label: { 'zh-CN': '类型', 'en-US': 'Type' },
      widget: 'select',
      dict: 'holiday_type',
      required: { 'zh-CN': '请选择类型', 'en-US': 'Choose the type' },
    });
    expect(zhOf(base, b)).toEqual(['新增字段 类型 (下拉，字典 holiday_type，必填)']);
    expect(enOf(base, b)).toEqual(['New field Type (select, dictionary holiday_type, required)']);
    b.fields[2].search = true;
    expect(zhOf(base, b)).toEqual(['新增字段 类型 (下拉，字典 holiday_type，必填，搜索条件)']);
  });

  it('gives a column width, a label in each language, and a removed button', () => {
    const b = clone();
    b.fields[0].width = 160;
    b.fields[0].label = { 'zh-CN': '节日名称', 'en-US': 'Holiday' };
    b.list!.toolbar = ['add'];
    expect(zhOf(base, b)).toEqual([
      '列 节日名称 名称 名称 -> 节日名称',
      '列 节日名称 英文名称 Name -> Holiday',
      '列 节日名称 宽度 120 -> 160',
      '删除操作 导出',
    ]);
    expect(enOf(base, b)).toEqual([
      'Column Holiday: Chinese label 名称 -> 节日名称',
      'Column Holiday: label Name -> Holiday',
      'Column Holiday: width 120 -> 160',
      'Removed button Export',
    ]);
  });

  it('tells removed fields, shown columns, search filters, order, validators, menu and other settings', () => {
    const b = clone();
    b.fields = [{ name: 'remark', label: { 'zh-CN': '备注', 'en-US': 'Remark' }, search: true, validator: 'phone' }];
    b.menu = { parent: 'system-tool', sort: 4, icon: 'ToolOutlined' };
    b.form = { width: 600 };
    expect(zhOf(base, b)).toEqual([
      '删除字段 名称',
      '字段 备注 校验规则 无 -> 手机号码',
      '显示列 备注',
      '新增搜索条件 备注',
      '菜单 上级 系统设置 -> 研发工具',
      '菜单 图标 SettingOutlined -> ToolOutlined',
      '菜单 顺序 3 -> 4',
      '表单设置已修改',
    ]);
    const c = clone();
    c.fields.reverse();
    expect(zhOf(base, c)).toEqual(['字段顺序 备注，名称']);
  });

  // issue 34: a new screen ended with `其它设置 form/$schema/key/api 已修改` and named dictionaries by code.
  it('tells a new screen in business words: its name, menu entry and address, its fields, buttons and tabs; a dictionary by its name', () => {
    const screen: Partial<ScreenFile> = {
      $schema: '../screen.schema.json',
      key: 'custom.holiday',
      title: { 'zh-CN': '节假日管理', 'en-US': 'Holidays' },
      routes: { list: '/custom/holiday', sick: '/custom/holiday/sick' },
      menu: { parent: 'system-base', sort: 100, icon: 'AppstoreOutlined' },
      api: { list: 'GET /sfbn-system/holiday/list', submit: 'POST /sfbn-system/holiday/submit' },
      fields: [
        { name: 'name', label: { 'zh-CN': '名称', 'en-US': 'Name' }, search: true, required: { 'zh-CN': '请输入名称', 'en-US': 'Enter the name' } },
        { name: 'kind', label: { 'zh-CN': '类型', 'en-US': 'Type' }, widget: 'select', dict: 'leave_type', search: true },
      ],
      views: {
        list: { label: { 'zh-CN': '全部', 'en-US': 'All' }, api: 'GET /sfbn-system/holiday/list' },
        sick: { label: { 'zh-CN': '病假', 'en-US': 'Sick leave' }, api: 'GET /sfbn-system/holiday/list', params: { kind: 2 } },
      },
      list: { toolbar: ['add'], row: ['view', 'edit', 'delete'] },
      form: { width: 520 },
    } as Partial<ScreenFile>;
    const names = (lang: 'zh-CN' | 'en-US') => ({
      dict: (code: string) => (code === 'leave_type' ? '请假类型' : undefined),
      value: (f: string, v: unknown) => (f === 'kind' && String(v) === '2' ? (lang === 'zh-CN' ? '病假' : 'Sick') : undefined),
    });
    const zhLines = describeChanges({}, screen, translator(zh), 'zh-CN', names('zh-CN'));
    expect(zhLines).toEqual([
      '新建页面 节假日管理（Holidays），菜单 系统设置 → 节假日管理，地址 /custom/holiday',
      '新增字段 名称 (文本，必填，搜索条件)',
      '新增字段 类型 (下拉，字典 请假类型，搜索条件)',
      '工具栏按钮 新增',
      '行操作按钮 查看，编辑，删除',
      '新增页签 全部（筛选 无）',
      '新增页签 病假（筛选 类型 为 病假）',
    ]);
    const enLines = describeChanges({}, screen, translator(en), 'en-US', names('en-US'));
    expect(enLines[0]).toBe('New screen Holidays (节假日管理), menu System settings → Holidays, address /custom/holiday');
    // No raw key of the file in either language.
    for (const l of [...zhLines, ...enLines]) expect(l).not.toMatch(/\$schema|\bapi\b|\bkey\b|\bform\b|leave_type/);
    // A changed dictionary by its names too.
    const b = clone();
    b.fields[0].dict = 'leave_type';
    expect(describeChanges(base, b, translator(zh), 'zh-CN', names('zh-CN'))).toEqual(['字段 名称 选项来源 无 -> 字典 请假类型']);
  });
});

describe('studio change review: tabs, sections, steps, conditions, options, buttons, menu', () => {
  const holiday = (): ScreenFile =>
    ({
      ...clone(),
      routes: { list: '/custom/holiday' },
      api: { list: 'GET /sfbn-system/holiday/list' },
      fields: [
        { name: 'name', label: { 'zh-CN': '名称', 'en-US': 'Name' }, width: 120 },
        {
          name: 'kind',
          label: { 'zh-CN': '类型', 'en-US': 'Type' },
          widget: 'select',
          options: [
            { label: { 'zh-CN': '节假日', 'en-US': 'Holiday' }, value: 1 },
            { label: { 'zh-CN': '工作日', 'en-US': 'Workday' }, value: 2 },
          ],
        },
        { name: 'remark', label: { 'zh-CN': '备注', 'en-US': 'Remark' }, inList: false },
      ],
    }) as ScreenFile;

  it('reads a condition built by the pickers in words, with the option labels', () => {
    const b = holiday();
    b.fields[2].visibleWhen = { field: 'kind', equals: 1 };
    expect(zhOf(holiday(), b)).toEqual(['字段 备注 当 类型 等于 节假日 时显示']);
    expect(enOf(holiday(), b)).toEqual(['Field Remark: shown when Type is Holiday']);
    const c = JSON.parse(JSON.stringify(b)) as ScreenFile;
    c.fields[2].requiredWhen = { field: 'kind', in: [1, 2] };
    delete c.fields[2].visibleWhen;
    expect(zhOf(b, c)).toEqual(['字段 备注 始终显示', '字段 备注 当 类型 是 节假日，工作日 之一 时必填']);
  });

  it('names a dictionary value by the label the studio loaded, else by the value', () => {
    const a = holiday();
    a.fields[1] = { name: 'kind', label: { 'zh-CN': '类型', 'en-US': 'Type' }, widget: 'select', dict: 'holiday_type' };
    const b = JSON.parse(JSON.stringify(a)) as ScreenFile;
    b.fields[2].visibleWhen = { field: 'kind', notEquals: '1' };
    expect(describeChanges(a, b, translator(zh), 'zh-CN', (f, v) => (f === 'kind' && v === '1' ? '法定节假日' : undefined))).toEqual([
      '字段 备注 当 类型 不等于 法定节假日 时显示',
    ]);
    expect(zhOf(a, b)).toEqual(['字段 备注 当 类型 不等于 1 时显示']);
  });

  it('tells where options come from: a dictionary or a call', () => {
    const a = holiday();
    const b = JSON.parse(JSON.stringify(a)) as ScreenFile;
    delete b.fields[1].options;
    b.fields[1].optionsFrom = { api: 'GET /sfbn-system/holiday/kinds', label: 'name' };
    expect(zhOf(a, b)).toEqual(['字段 类型 选项来源 固定选项 -> 接口 GET /sfbn-system/holiday/kinds']);
    const c = JSON.parse(JSON.stringify(b)) as ScreenFile;
    delete c.fields[1].optionsFrom;
    c.fields[1].dict = 'holiday_type';
    expect(enOf(b, c)).toEqual(['Field Type: options from call GET /sfbn-system/holiday/kinds -> dictionary holiday_type']);
  });

  it('tells a new status tab with its filter, a relabelled and a removed one; its route is part of it', () => {
    const a = holiday();
    const b = JSON.parse(JSON.stringify(a)) as ScreenFile;
    b.views = {
      list: { label: { 'zh-CN': '全部', 'en-US': 'All' }, api: a.api.list! },
      holiday: { label: { 'zh-CN': '节假日', 'en-US': 'Holidays' }, api: a.api.list!, params: { kind: 1 } },
    };
    b.routes.holiday = '/custom/holiday/holiday';
    expect(zhOf(a, b)).toEqual(['新增页签 全部（筛选 无）', '新增页签 节假日（筛选 类型 为 节假日）']);
    expect(enOf(a, b)).toEqual(['New tab All (filter none)', 'New tab Holidays (filter Type = Holiday)']);
    const c = JSON.parse(JSON.stringify(b)) as ScreenFile;
    c.views!.holiday.params = { kind: 2 };
    (c.views!.holiday.label as any)['en-US'] = 'Days off';
    expect(enOf(b, c)).toEqual(['Tab Days off: label Holidays -> Days off', 'Tab Days off: filter Type = Holiday -> Type = Workday']);
    expect(zhOf(b, a)).toEqual(['删除页签 全部', '删除页签 节假日']);
  });

  it('tells detail sections and wizard steps by their titles and fields', () => {
    const a = holiday();
    const b = JSON.parse(JSON.stringify(a)) as ScreenFile;
    b.detail = { sections: [{ title: { 'zh-CN': '基本信息', 'en-US': 'Basics' }, fields: ['name', 'kind'] }] };
    expect(zhOf(a, b)).toEqual(['新增详情分区 基本信息（名称，类型）']);
    const c = JSON.parse(JSON.stringify(b)) as ScreenFile;
    c.detail!.sections![0].fields = ['name'];
    c.detail!.sections!.push({ title: { 'zh-CN': '其它', 'en-US': 'Other' }, fields: ['remark'] });
    expect(enOf(b, c)).toEqual(['Detail section Basics: fields Name, Type -> Name', 'New detail section Other (Remark)']);
    const d = JSON.parse(JSON.stringify(a)) as ScreenFile;
    d.form = {
      steps: [
        { title: { 'zh-CN': '第一步', 'en-US': 'First' }, fields: ['name'] },
        { title: { 'zh-CN': '第二步', 'en-US': 'Second' }, fields: ['remark'], visibleWhen: { field: 'kind', equals: 2 } },
      ],
    };
    expect(zhOf(a, d)).toEqual(['新增向导步骤 第一步（名称）', '新增向导步骤 第二步（备注）']);
    const e = JSON.parse(JSON.stringify(d)) as ScreenFile;
    e.form!.steps!.reverse();
    delete e.form!.steps![0].visibleWhen;
    expect(zhOf(d, e)).toEqual(['向导步骤 第二步 始终显示', '向导步骤顺序 第二步，第一步']);
  });

  it('tells buttons removed, reordered and their permission codes; the menu parent by its name', () => {
    const b = clone();
    b.list!.toolbar = ['export', 'add'];
    b.permissions = { export: 'holiday_export' };
    b.menu = { ...b.menu!, parent: 'system-tool' };
    expect(zhOf(base, b)).toEqual(['工具栏按钮顺序 导出，新增', '按钮 导出 权限码 无 -> holiday_export', '菜单 上级 系统设置 -> 研发工具']);
    expect(enOf(base, b)).toEqual([
      'Toolbar button order Export, Add',
      'Button Export: permission code none -> holiday_export',
      'Menu parent System settings -> Developer tools',
    ]);
    const c = clone();
    c.list!.toolbar = ['add'];
    c.list!.row = ['edit', 'view', 'delete'];
    expect(zhOf(base, c)).toEqual(['新增操作 删除', '删除操作 导出', '行操作按钮顺序 编辑，查看，删除']);
  });
});

describe('studio menu groups', () => {
  it('names every menu group a screen may hang under as the menu does, in both languages', async () => {
    const { menuGroups } = await import('../../src/engine/format/registry');
    const { menuTree } = await import('../../mock/_lib/menus');
    const byCode = new Map<string, { name: string }>();
    const walk = (list: { code: string; name: string; children: any[] }[]) => list.forEach((n) => (byCode.set(n.code, n), walk(n.children)));
    walk(menuTree());
    for (const g of menuGroups) {
      expect(zh[`studio.group.${g}` as keyof typeof zh], g).toBe(byCode.get(g)?.name);
      expect(en[`studio.group.${g}` as keyof typeof en], g).toMatch(/^[A-Z][\x20-\x7e]+$/);
    }
  });
});
