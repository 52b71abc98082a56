/** Schema -> ProTable columns, Formily form schema and detail items (pure compile functions). */
import { describe, expect, it } from 'vitest';
import param from '../../../schemas/system/param.json';
import dictTree from '../../../schemas/system/dict-tree.json';
import { EngineError, formatValue, formColumns, formSchema, saveCall, toColumns, toDetailItems } from '@/engine/format/compile';
import { evaluate } from '@/engine/format/conditions';
import { resolve, text } from '@/engine/format/runtime';
import type { ScreenSchema } from '@/engine/format/types';

const P = param as unknown as ScreenSchema;
const D = dictTree as unknown as ScreenSchema;
const props = (schema: any) => schema.properties.grid.properties;
/** The add / edit dialog's form, compiled as the page does (FormDialog with the screen's width and columns). */
const screenFormSchema = (s: ScreenSchema, mode: 'add' | 'edit') => formSchema(s.fields, { mode, columns: formColumns(s.form?.width, s.form?.columns) });
const toFormSchema = formSchema;

describe('toColumns', () => {
  it('index column first, one column per listed field, operation column last', () => {
    const cols = toColumns(P);
    expect(cols[0].special).toBe('index');
    // remark is neither listed nor searched: no column at all.
    expect(cols.map((c) => c.dataIndex)).toEqual(['__index', 'paramName', 'paramKey', 'paramValue', '__option']);
    expect(cols[cols.length - 1].special).toBe('option');
  });
  it('search form from searchable fields only', () => {
    const searchable = toColumns(P)
      .filter((c) => !c.hideInSearch)
      .map((c) => c.dataIndex);
    expect(searchable).toEqual(['paramName', 'paramKey']);
  });
  it('labels follow the locale', () => {
    expect(toColumns(P, 'en-US')[1].title).toBe('Name');
    expect(toColumns(P, 'zh-CN')[1].title).toBe('参数名称');
  });
  it('dictionary spec: sort column 100 wide, operation column 300 on the tree', () => {
    const cols = toColumns(D);
    expect(cols.find((c) => c.dataIndex === 'sort')!.width).toBe(100);
    expect(cols.find((c) => c.special === 'option')!.width).toBe(300);
  });
  it('a date range search sends two params', () => {
    const s: ScreenSchema = {
      key: 'x',
      title: 'x',
      routes: { list: '/x' },
      api: { list: 'GET /a/b' },
      fields: [{ name: 't', label: 'T', widget: 'datetime', search: true, searchWidget: 'dateRange', searchParams: ['a', 'b'] }],
    };
    expect(toColumns(s)[1]).toMatchObject({ valueType: 'dateTimeRange', rangeParams: ['a', 'b'] });
  });
  it('a widget that cannot be searched names the field', () => {
    const s: ScreenSchema = {
      key: 'x',
      title: 'x',
      routes: { list: '/x' },
      api: { list: 'GET /a/b' },
      fields: [{ name: 'pic', label: 'P', widget: 'image', search: true }],
    };
    try {
      toColumns(s);
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).field).toBe('pic');
      expect((e as EngineError).pointer).toBe('/fields/0/search');
    }
  });
});

describe('form schema', () => {
  it('required messages of spec 5, validated on blur for parameters', () => {
    const f = props(screenFormSchema(P, 'add'));
    expect(f.paramName['x-validator'][0]).toMatchObject({ required: true, message: '请输入参数名称', triggerType: 'onBlur' });
    expect(f.paramKey['x-validator'][0].message).toBe('请输入参数键名');
    expect(f.paramValue['x-validator'][0].message).toBe('请输入参数键值');
    expect(f.paramName['x-component']).toBe('TrimInput');
  });
  it('textareas are capped at 100 characters', () => {
    expect(props(screenFormSchema(P, 'add')).remark['x-component-props']).toMatchObject({ maxLength: 100, showCount: true });
  });
  it('tree dictionary: code and parentId read-only when editing, editable when adding', () => {
    const edit = props(screenFormSchema(D, 'edit'));
    expect(edit.code['x-disabled']).toBe(true);
    expect(edit.parentId['x-disabled']).toBe(true);
    expect(edit.dictValue['x-disabled']).toBeUndefined();
    expect(props(screenFormSchema(D, 'add')).code['x-disabled']).toBeUndefined();
  });
  it('880 wide dialogs get two columns; defaults apply when adding only', () => {
    const add = screenFormSchema(D, 'add');
    expect(add.properties.grid['x-component-props'].maxColumns).toBe(2);
    expect(props(add).isSealed.default).toBe(0);
    expect(props(screenFormSchema(D, 'edit')).isSealed.default).toBeUndefined();
  });
  it('a validator runs on non-empty values with its message; required uses its empty message', () => {
    const f = props(toFormSchema([{ name: 'phone', label: '手机', validator: 'phone', required: true }], { mode: 'add' }));
    const [req, check] = f.phone['x-validator'];
    expect(req.message).toBe('手机号码不能为空');
    expect(check.validator('')).toBe('');
    expect(check.validator('12345')).toBe('手机号码长度不为11位');
    expect(check.validator('13912345678')).toBe('');
  });
  it('visibleWhen compiles to a reaction on the form values', () => {
    const f = props(
      toFormSchema(
        [
          { name: 'type', label: 'T' },
          { name: 'v', label: 'V', visibleWhen: { field: 'type', equals: 5 } },
        ],
        { mode: 'add' },
      ),
    );
    const field: any = { form: { values: { type: '5' } }, visible: false };
    f.v['x-reactions'][0](field);
    expect(field.visible).toBe(true);
    field.form.values.type = 1;
    f.v['x-reactions'][0](field);
    expect(field.visible).toBe(false);
  });
  it('an unknown validator names the field', () => {
    expect(() => toFormSchema([{ name: 'x', label: 'X', validator: 'nope' }], { mode: 'add' })).toThrow(EngineError);
  });
});

describe('detail and values', () => {
  it('detail items skip hidden and password fields; wide widgets span the row', () => {
    const items = toDetailItems(P);
    expect(items.map((i) => i.name)).toEqual(['paramName', 'paramKey', 'paramValue', 'remark']);
    expect(items.find((i) => i.name === 'remark')!.span).toBe(2);
  });
  it('formats options, masks and empties', () => {
    expect(formatValue({ name: 's', label: 's', dict: 'yes_no' }, 1, [{ label: '是', value: 1 }])).toBe('是');
    expect(formatValue({ name: 's', label: 's' }, '')).toBe('--');
    // A tree's checked keys, stored comma-joined, read as their labels (as a multi-select's do).
    const menus = [
      { label: '系统管理', value: '1' },
      { label: '用户管理', value: '2' },
    ];
    const tree = { name: 'menuIds', label: '菜单', widget: 'tree', optionsFrom: { api: 'GET /sfbn-system/menu/tree' } } as const;
    expect(formatValue(tree, '1,2', menus)).toBe('系统管理, 用户管理');
    expect(formatValue(tree, ['2'], menus)).toBe('用户管理');
    expect(formatValue({ name: 'b', label: 'b', display: 'bid' }, 'did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2')).toBe('did:bid:ef******VXHZB2');
  });
  it('save call: add / update win over submit', () => {
    expect(saveCall(P, 'add')).toBe('POST /sfbn-system/param/submit');
    expect(saveCall({ ...P, api: { ...P.api, update: 'POST /x/update' } }, 'edit')).toBe('POST /x/update');
  });
});

describe('runtime', () => {
  it('texts by locale, string texts everywhere', () => {
    expect(text({ 'zh-CN': '名', 'en-US': 'Name' }, 'en-US')).toBe('Name');
    expect(text('固定', 'en-US')).toBe('固定');
  });
  it('conditions: comparisons, combinations and registered names', () => {
    const user = { bid: 'did:bid:me' };
    expect(evaluate({ all: [{ field: 'a', equals: 1 }, { not: { field: 'b', empty: true } }] }, { a: '1', b: 'x' })).toBe(true);
    expect(
      evaluate(
        {
          any: [
            { field: 'a', in: [2, 3] },
            { field: 'b', notEquals: 'x' },
          ],
        },
        { a: 1, b: 'x' },
      ),
    ).toBe(false);
    expect(evaluate('ownRow', {}, { row: { creator: 'did:bid:me' }, user })).toBe(true);
    expect(evaluate('ownRow', {}, { row: { creator: 'other' }, user })).toBe(false);
  });
  it('payload templates', () => {
    expect(
      resolve(
        { id: '$row.id', ids: '$ids', job: '$query.jobId', by: '$user.bid', n: 1, missing: '$query.nope' },
        { row: { id: 7 }, ids: '1,2', query: { jobId: '3' }, user: { bid: 'b' } },
      ),
    ).toEqual({ id: 7, ids: '1,2', job: '3', by: 'b', n: 1 });
    expect(resolve({ all: '$form', id: '$row.id' }, { row: { id: 1 }, form: { a: 1, b: 2 } })).toEqual({ a: 1, b: 2, id: 1 });
  });
});
