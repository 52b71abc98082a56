/** The studio's review: a change in business words, field by field, in both languages (src/pages/tool/studio/diff.ts). */
import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../src/engine/types';
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
    b.fields.push({ name: 'kind', label: { 'zh-CN': '类型', 'en-US': 'Type' }, widget: 'select', dict: 'holiday_type', required: { 'zh-CN': '请选择类型', 'en-US': 'Choose the type' } });
    expect(zhOf(base, b)).toEqual(['新增字段 类型 (下拉，字典 holiday_type，必填)']);
    expect(enOf(base, b)).toEqual(['New field Type (select, dictionary holiday_type, required)']);
  });

  it('gives a column width, a label in each language, and a removed button', () => {
    const b = clone();
    b.fields[0].width = 160;
    b.fields[0].label = { 'zh-CN': '节日名称', 'en-US': 'Holiday' };
    b.list!.toolbar = ['add'];
    expect(zhOf(base, b)).toEqual(['列 节日名称 名称 名称 -> 节日名称', '列 节日名称 英文名称 Name -> Holiday', '列 节日名称 宽度 120 -> 160', '删除操作 导出']);
    expect(enOf(base, b)).toEqual(['Column Holiday: Chinese label 名称 -> 节日名称', 'Column Holiday: label Name -> Holiday', 'Column Holiday: width 120 -> 160', 'Removed button Export']);
  });

  it('tells removed fields, shown columns, search filters, order, validators, menu and other settings', () => {
    const b = clone();
    b.fields = [
      { name: 'remark', label: { 'zh-CN': '备注', 'en-US': 'Remark' }, search: true, validator: 'phone' },
    ];
    b.menu = { parent: 'system-tool', sort: 4, icon: 'ToolOutlined' };
    b.form = { width: 600 };
    expect(zhOf(base, b)).toEqual([
      '删除字段 名称',
      '字段 备注 校验规则 无 -> 手机号码',
      '显示列 备注',
      '新增搜索条件 备注',
      '菜单 上级 system-base -> system-tool',
      '菜单 图标 SettingOutlined -> ToolOutlined',
      '菜单 顺序 3 -> 4',
      '其它设置 form 已修改',
    ]);
    const c = clone();
    c.fields.reverse();
    expect(zhOf(base, c)).toEqual(['字段顺序 备注，名称']);
  });
});
