/**
 * Schema -> ProTable columns, Formily form schema, detail items. Pure (no React, no requests):
 * what needs React (cell renderers, option loading) is named here and attached by the page,
 * so these functions are unit-tested in Node.
 */
import { validators } from './registry';
import { evaluate, text, type Locale } from './runtime';
import type { Field, ScreenSchema, WidgetName } from './types';

export class EngineError extends Error {
  constructor(
    message: string,
    /** JSON pointer of the offending key in the screen file. */
    public pointer: string,
    /** The field concerned, when there is one. */
    public field?: string,
  ) {
    super(message);
  }
}

export const DEFAULT_FORM_WIDTH = 520;
export const TEXTAREA_MAX = 100;
export const PAGE_SIZES = [10, 30, 50, 100, 200];

export const widgetOf = (f: Field): WidgetName => f.widget ?? 'text';
const listed = (f: Field) => f.inList !== false && widgetOf(f) !== 'hidden' && widgetOf(f) !== 'password';

/** Fields of the add / edit form, in order. */
export const formFields = (s: { fields: Field[] }) => s.fields.filter((f) => f.inForm !== false && !f.readOnly);
/** Fields of the detail view. */
export const detailFields = (s: { fields: Field[] }) =>
  s.fields.filter((f) => f.inDetail !== false && widgetOf(f) !== 'hidden' && widgetOf(f) !== 'password');
export const searchFields = (s: { fields: Field[] }) => s.fields.filter((f) => f.search);

// ---------------------------------------------------------------------------------------------
// List columns

export interface ColumnSpec {
  title: string;
  dataIndex: string;
  key: string;
  width?: number;
  ellipsis?: boolean;
  hideInTable?: boolean;
  hideInSearch?: boolean;
  /** ProTable valueType of the search form item. */
  valueType?: string;
  fieldProps?: Record<string, unknown>;
  /** Search transform of a range: [start, end] -> {a: start, b: end}. */
  rangeParams?: [string, string];
  /** The field it came from (renderers and option loading use it). */
  field?: Field;
  /** "index" and "option" columns. */
  special?: 'index' | 'option';
}

const searchValueType: Partial<Record<WidgetName, string>> = {
  text: 'text',
  textarea: 'text',
  number: 'digit',
  switch: 'select',
  select: 'select',
  multiSelect: 'select',
  radio: 'select',
  checkbox: 'select',
  treeSelect: 'treeSelect',
  date: 'date',
  datetime: 'dateTime',
  dateRange: 'dateTimeRange',
  region: 'text',
  code: 'text',
};

export function toColumns(s: ScreenSchema, locale: Locale = 'zh-CN', opts: { actionWidth?: number; hasActions?: boolean } = {}): ColumnSpec[] {
  const cols: ColumnSpec[] = [];
  if (s.list?.index !== false) {
    cols.push({ title: locale === 'en-US' ? 'No.' : '序号', dataIndex: '__index', key: '__index', width: 64, hideInSearch: true, special: 'index' });
  }
  s.fields.forEach((f, i) => {
    const w = widgetOf(f);
    const sw = f.searchWidget ?? w;
    if (!listed(f) && !f.search) return;
    const vt = searchValueType[sw];
    if (f.search && !vt) throw new EngineError(`widget "${sw}" cannot be searched`, `/fields/${i}/search`, f.name);
    const col: ColumnSpec = {
      title: text(f.label, locale),
      dataIndex: f.name,
      key: f.name,
      width: f.width,
      ellipsis: f.display === 'ellipsis' || w === 'textarea' || w === 'richText' || undefined,
      hideInTable: !listed(f),
      hideInSearch: !f.search,
      valueType: f.search ? vt : undefined,
      field: f,
    };
    if (f.search && sw === 'dateRange') col.rangeParams = f.searchParams ?? [`${f.name}Start`, `${f.name}End`];
    if (f.search && (sw === 'multiSelect' || sw === 'checkbox')) col.fieldProps = { mode: 'multiple' };
    cols.push(col);
  });
  if (opts.hasActions !== false && (s.list?.row?.length ?? 0) > 0) {
    cols.push({
      title: locale === 'en-US' ? 'Actions' : '操作',
      dataIndex: '__option',
      key: '__option',
      width: s.list?.actionWidth ?? opts.actionWidth,
      hideInSearch: true,
      special: 'option',
    });
  }
  return cols;
}

// ---------------------------------------------------------------------------------------------
// Formily form schema

/** Formily component name per widget; src/engine/widgets.tsx registers each. */
export const formComponent: Record<WidgetName, string> = {
  text: 'TrimInput',
  textarea: 'TextArea',
  number: 'NumberPicker',
  password: 'Password',
  switch: 'Switch01',
  select: 'OptionSelect',
  multiSelect: 'OptionSelect',
  radio: 'OptionRadio',
  checkbox: 'OptionCheckbox',
  treeSelect: 'OptionTreeSelect',
  tree: 'OptionTree',
  region: 'RegionCascader',
  date: 'DatePicker',
  datetime: 'DatePicker',
  dateRange: 'DateRangePicker',
  file: 'FileUpload',
  image: 'ImageUpload',
  avatar: 'AvatarUpload',
  richText: 'RichText',
  code: 'CodeInput',
  hidden: 'Hidden',
};

export interface FormSchemaOptions {
  mode: 'add' | 'edit';
  locale?: Locale;
  columns?: 1 | 2;
  /** Pointer prefix for errors (an action's fields live under /actions/<name>/fields). */
  at?: string;
}

export interface FormilySchema {
  type: 'object';
  properties: Record<string, any>;
}

const requiredMessage = (f: Field, locale: Locale): string => {
  if (typeof f.required === 'string' || (f.required && typeof f.required === 'object')) return text(f.required, locale);
  const names = Array.isArray(f.validator) ? f.validator : f.validator ? [f.validator] : [];
  for (const n of names) if (validators[n]?.empty) return text(validators[n].empty, locale);
  const label = text(f.label, locale);
  const choose = ['select', 'multiSelect', 'radio', 'checkbox', 'treeSelect', 'tree', 'region', 'date', 'datetime', 'switch', 'file', 'image', 'avatar'].includes(widgetOf(f));
  if (locale === 'en-US') return `${choose ? 'Choose' : 'Enter'} ${label}`;
  return `${choose ? '请选择' : '请输入'}${label}`;
};

export function fieldSchema(f: Field, index: number, o: FormSchemaOptions): Record<string, any> {
  const locale = o.locale ?? 'zh-CN';
  const at = `${o.at ?? '/fields'}/${index}`;
  const w = widgetOf(f);
  const component = formComponent[w];
  if (!component) throw new EngineError(`widget "${w}" is not registered`, `${at}/widget`, f.name);
  const trigger = f.trigger === 'blur' ? 'onBlur' : 'onInput';
  const rules: any[] = [];
  const isRequired = Boolean(f.required);
  if (isRequired || f.requiredWhen) rules.push({ required: true, message: requiredMessage(f, locale), triggerType: trigger });
  const names = Array.isArray(f.validator) ? f.validator : f.validator ? [f.validator] : [];
  for (const n of names) {
    const v = validators[n];
    if (!v) throw new EngineError(`validator "${n}" is not registered`, `${at}/validator`, f.name);
    rules.push({
      triggerType: trigger,
      validator: (value: unknown) => {
        if (value === null || value === undefined || value === '') return '';
        const m = v.check(value);
        return m ? text(m, locale) : '';
      },
    });
  }
  // The visible label is the control's accessible name too (Formily's label is not tied to it).
  const props: Record<string, any> = { 'aria-label': text(f.label, locale) };
  if (f.placeholder) props.placeholder = text(f.placeholder, locale);
  if (w === 'text' || w === 'password' || w === 'code') if (f.maxLength) props.maxLength = f.maxLength;
  if (w === 'textarea') Object.assign(props, { maxLength: Math.min(f.maxLength ?? TEXTAREA_MAX, TEXTAREA_MAX), showCount: true, rows: 3 });
  if (w === 'number') Object.assign(props, { min: f.min, max: f.max, style: { width: '100%' } });
  if (w === 'datetime') Object.assign(props, { showTime: true, format: 'YYYY-MM-DD HH:mm:ss', style: { width: '100%' } });
  if (w === 'date') Object.assign(props, { format: 'YYYY-MM-DD', style: { width: '100%' } });
  if (w === 'multiSelect') props.mode = 'multiple';
  if (f.dict || f.options || f.optionsFrom) props.source = { dict: f.dict, options: f.options, optionsFrom: f.optionsFrom };
  if (['file', 'image', 'avatar'].includes(w)) props.upload = { ...(f.upload ?? {}), fieldName: f.name };
  const schema: Record<string, any> = {
    type: w === 'number' ? 'number' : w === 'multiSelect' || w === 'checkbox' || w === 'tree' ? 'array' : 'string',
    title: text(f.label, locale),
    name: f.name,
    'x-decorator': w === 'hidden' ? undefined : 'FormItem',
    'x-decorator-props': {
      gridSpan: o.columns === 2 && (f.span === 2 || w === 'textarea' || w === 'richText' || w === 'tree') ? 2 : 1,
      tooltip: f.tooltip ? text(f.tooltip, locale) : undefined,
      asterisk: isRequired || undefined,
    },
    'x-component': component,
    'x-component-props': props,
    'x-validator': rules,
  };
  if (w === 'hidden') delete schema['x-decorator-props'];
  if (o.mode === 'add' && f.default !== undefined) schema.default = f.default;
  if (o.mode === 'edit' && f.editable === false) schema['x-disabled'] = true;
  const reactions: ((field: any) => void)[] = [];
  if (f.visibleWhen) {
    const c = f.visibleWhen;
    reactions.push((field) => {
      field.visible = evaluate(c, field.form.values);
    });
  }
  if (f.requiredWhen) {
    const c = f.requiredWhen;
    reactions.push((field) => {
      field.required = evaluate(c, field.form.values);
    });
  }
  if (reactions.length) schema['x-reactions'] = reactions;
  return schema;
}

export function toFormSchema(fields: Field[], o: FormSchemaOptions): FormilySchema {
  const properties: Record<string, any> = {};
  fields.forEach((f, i) => {
    properties[f.name] = { ...fieldSchema(f, i, o), 'x-index': i };
  });
  return {
    type: 'object',
    properties: {
      grid: {
        type: 'void',
        'x-component': 'FormGrid',
        'x-component-props': { maxColumns: o.columns ?? 1, minColumns: o.columns ?? 1, columnGap: 24 },
        properties,
      },
    },
  };
}

/** The form of a screen: its form fields, with the index of each in the screen file for errors. */
export function screenFormSchema(s: ScreenSchema, mode: 'add' | 'edit', locale: Locale = 'zh-CN'): FormilySchema {
  const cols = s.form?.columns ?? ((s.form?.width ?? DEFAULT_FORM_WIDTH) >= 880 ? 2 : 1);
  const properties: Record<string, any> = {};
  s.fields.forEach((f, i) => {
    if (f.inForm === false || f.readOnly) return;
    properties[f.name] = { ...fieldSchema(f, i, { mode, locale, columns: cols }), 'x-index': i };
  });
  return {
    type: 'object',
    properties: {
      grid: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: cols, minColumns: cols, columnGap: 24 }, properties },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Detail

export interface DetailItem {
  name: string;
  label: string;
  widget: WidgetName;
  span: number;
  field: Field;
}

export function toDetailItems(s: ScreenSchema, locale: Locale = 'zh-CN'): DetailItem[] {
  const columns = s.detail?.columns ?? 2;
  return detailFields(s).map((f) => {
    const w = widgetOf(f);
    return { name: f.name, label: text(f.label, locale), widget: w, span: ['textarea', 'richText', 'image', 'file', 'tree', 'code'].includes(w) ? columns : 1, field: f };
  });
}

/** Plain text of a value for list cells and detail lines (options resolved by the caller). */
export function formatValue(f: Field, value: unknown, options?: { label: string; value: unknown }[]): string {
  if (value === null || value === undefined || value === '') return '--';
  const w = widgetOf(f);
  const labelOf = (v: unknown) => options?.find((o) => String(o.value) === String(v))?.label ?? String(v);
  if (options && (f.dict || f.options || f.optionsFrom || w === 'switch')) {
    const list = Array.isArray(value) ? value : w === 'multiSelect' || w === 'checkbox' ? String(value).split(',') : [value];
    return list.map(labelOf).join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  if (f.display === 'bid' && typeof value === 'string' && value.length > 16) return `${value.slice(0, 10)}******${value.slice(-6)}`;
  if (f.display === 'mask' && typeof value === 'string') {
    if (value.length <= 2) return `${value.slice(0, 1)}***`;
    const keep = Math.max(1, Math.floor(value.length / 3));
    return `${value.slice(0, keep)}***${value.slice(-keep)}`;
  }
  return String(value);
}

/** Which call saves a form. */
export function saveCall(s: ScreenSchema, mode: 'add' | 'edit'): string | undefined {
  return (mode === 'add' ? s.api.add : s.api.update) ?? s.api.submit;
}
