/**
 * Schema -> list columns, Formily form schema, detail items. Pure (no React, no requests):
 * what needs React (cell renderers, option loading) is named here and attached by the page,
 * so these functions are unit-tested in Node.
 */
import { displayRegistry, validators, widgetRegistry, type WidgetEntry } from './registry';
import { TEXTAREA_MAX } from './names/widgets/textarea';
import { evaluate } from './conditions';
import { text, type Locale } from './runtime';
import type { Field, FormStep, ScreenSchema, WidgetName } from './types';

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
export { TEXTAREA_MAX };
export const PAGE_SIZES = [10, 30, 50, 100, 200];
/** Columns of a form dialog: as declared, else two from 880 px wide (dictionaries), else one. */
export const formColumns = (width?: number, columns?: 1 | 2): 1 | 2 => columns ?? ((width ?? DEFAULT_FORM_WIDTH) >= 880 ? 2 : 1);

export const widgetOf = (f: Pick<Field, 'widget'>): WidgetName => f.widget ?? 'text';
const shown = (f: Field) => widgetRegistry[widgetOf(f)]?.view !== 'none';
/** The field's widget module (undefined for a name the registry lacks: the checker reports it). */
export const moduleOf = (f: Pick<Field, 'widget'>): WidgetEntry | undefined => widgetRegistry[widgetOf(f)];
/** A column of the list (and of its export). */
export const listed = (f: Field) => f.inList !== false && shown(f);
/** The value is labelled by options: the field's dictionary, options or call, or its widget's own (a switch's 否 / 是). */
export const hasOptions = (f: Pick<Field, 'dict' | 'options' | 'optionsFrom' | 'widget'>) =>
  Boolean(f.dict || f.options || f.optionsFrom || widgetRegistry[widgetOf(f)]?.ownOptions);

/** Fields of the add / edit form, in order. */
export const formFields = (s: { fields: Field[] }) => s.fields.filter((f) => f.inForm !== false && !f.readOnly);
/** Fields of the detail view. */
export const detailFields = (s: { fields: Field[] }) => s.fields.filter((f) => f.inDetail !== false && shown(f));

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
  /** valueType of the search form item (text, digit, select, treeSelect, date, dateTime, dateTimeRange). */
  valueType?: string;
  fieldProps?: Record<string, unknown>;
  /** Search transform of a range: [start, end] -> {a: start, b: end}. */
  rangeParams?: [string, string];
  /** How a searched date is sent (its widget module's `searchFormat`). */
  searchFormat?: string;
  /** The field it came from (renderers and option loading use it). */
  field?: Field;
  /** "index" and "option" columns. */
  special?: 'index' | 'option';
}

export function toColumns(s: ScreenSchema, locale: Locale = 'zh-CN', opts: { actionWidth?: number; hasActions?: boolean } = {}): ColumnSpec[] {
  const cols: ColumnSpec[] = [];
  if (s.list?.index !== false) {
    cols.push({ title: locale === 'en-US' ? 'No.' : '序号', dataIndex: '__index', key: '__index', width: 64, hideInSearch: true, special: 'index' });
  }
  s.fields.forEach((f, i) => {
    const w = widgetOf(f);
    const sw = f.searchWidget ?? w;
    if (!listed(f) && !f.search) return;
    const vt = widgetRegistry[sw]?.search;
    if (f.search && !vt) throw new EngineError(`widget "${sw}" cannot be searched`, `/fields/${i}/search`, f.name);
    const col: ColumnSpec = {
      title: text(f.label, locale),
      dataIndex: f.name,
      key: f.name,
      width: f.width,
      ellipsis: (f.display && displayRegistry[f.display]?.ellipsis) || widgetRegistry[w]?.ellipsis || undefined,
      hideInTable: !listed(f),
      hideInSearch: !f.search,
      valueType: f.search ? vt : undefined,
      field: f,
    };
    if (f.search && widgetRegistry[sw].range) col.rangeParams = f.searchParams ?? [`${f.name}Start`, `${f.name}End`];
    if (f.search && widgetRegistry[sw].value === 'array') col.fieldProps = { mode: 'multiple' };
    if (f.search && widgetRegistry[sw].searchFormat) col.searchFormat = widgetRegistry[sw].searchFormat;
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

/**
 * A list's search form values as the list call's filters: empty values left out, text trimmed,
 * dates (dayjs values of the pickers) formatted as their widget module says (`searchFormat`), a range split into its two parameters.
 */
export function searchFilters(columns: ColumnSpec[], values: Record<string, any>): Record<string, any> {
  const out: Record<string, any> = {};
  for (const c of columns) {
    let v = values[c.dataIndex];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) continue;
    const fmt = c.searchFormat;
    const format = (d: any) => (d && typeof d.format === 'function' ? d.format(fmt) : d);
    if (fmt) v = Array.isArray(v) ? v.map(format) : format(v);
    if (typeof v === 'string') v = v.trim();
    if (v === '') continue;
    if (c.rangeParams) {
      const [a, b] = c.rangeParams;
      out[a] = v?.[0];
      out[b] = v?.[1];
    } else out[c.dataIndex] = v;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Formily form schema

/** Formily component name per widget (its module's `edit`); src/engine/react/widgets.tsx registers each. */
export const formComponent = Object.fromEntries(Object.entries(widgetRegistry).map(([w, e]) => [w, e.edit])) as Record<WidgetName, string>;

interface FormSchemaOptions {
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

/** The message a form shows for an empty required field (the development save gives a derived mock resource the same one). */
export const requiredMessage = (f: Field, locale: Locale): string => {
  if (typeof f.required === 'string' || (f.required && typeof f.required === 'object')) return text(f.required, locale);
  const names = Array.isArray(f.validator) ? f.validator : f.validator ? [f.validator] : [];
  for (const n of names) if (validators[n]?.empty) return text(validators[n].empty, locale);
  const label = text(f.label, locale);
  const choose = Boolean(widgetRegistry[widgetOf(f)]?.choose);
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
  // The widget's own rules (a number's range).
  for (const validator of widgetRegistry[w].rules?.(f, locale) ?? []) rules.push({ triggerType: trigger, validator });
  // The visible label is the control's accessible name too (Formily's label is not tied to it).
  const props: Record<string, any> = { 'aria-label': text(f.label, locale) };
  if (f.placeholder) props.placeholder = text(f.placeholder, locale);
  // The widget's own props (its module's).
  Object.assign(props, widgetRegistry[w].props?.(f));
  if (f.dict || f.options || f.optionsFrom) props.source = { dict: f.dict, options: f.options, optionsFrom: f.optionsFrom };
  if (widgetRegistry[w].upload) props.upload = { ...(f.upload ?? {}), fieldName: f.name };
  const schema: Record<string, any> = {
    type: widgetRegistry[w].value,
    title: text(f.label, locale),
    name: f.name,
    'x-decorator': widgetRegistry[w].bare ? undefined : 'FormItem',
    'x-decorator-props': {
      gridSpan: o.columns === 2 && (f.span === 2 || widgetRegistry[w].wide) ? 2 : 1,
      tooltip: f.tooltip ? text(f.tooltip, locale) : undefined,
      asterisk: isRequired || undefined,
    },
    'x-component': component,
    'x-component-props': props,
    'x-validator': rules,
  };
  if (widgetRegistry[w].bare) delete schema['x-decorator-props'];
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

const grid = (columns: number, properties: Record<string, any>, extra: Record<string, any> = {}) => ({
  type: 'void',
  'x-component': 'FormGrid',
  'x-component-props': { maxColumns: columns, minColumns: columns, columnGap: 24 },
  ...extra,
  properties,
});

/**
 * The Formily schema of a form: dialogs (add, edit, action forms) and form screens. With
 * `steps`, each step's fields sit in their own grid ("step0", "step1", ...), so a step can be
 * shown, hidden (values kept) and validated alone (form.validate("step1.*")).
 */
export function formSchema(fields: Field[], o: FormSchemaOptions & { steps?: FormStep[] }): FormilySchema {
  const cols = o.columns ?? 1;
  const props = (list: Field[]) => {
    const out: Record<string, any> = {};
    fields.forEach((f, i) => {
      if (f.inForm === false || f.readOnly || !list.includes(f)) return;
      out[f.name] = { ...fieldSchema(f, i, { ...o, columns: cols }), 'x-index': i };
    });
    return out;
  };
  if (!o.steps?.length) return { type: 'object', properties: { grid: grid(cols, props(fields)) } };
  const properties: Record<string, any> = {};
  o.steps.forEach((st, i) => {
    const list = st.fields.map((n) => fields.find((f) => f.name === n)).filter((f): f is Field => Boolean(f));
    properties[`step${i}`] = grid(cols, props(list), { 'x-index': i });
  });
  return { type: 'object', properties };
}

/** The steps shown for the form's current values (a step's visibleWhen). */
export function visibleSteps(steps: FormStep[], values: Record<string, any>): { step: FormStep; index: number }[] {
  return steps.map((step, index) => ({ step, index })).filter(({ step }) => evaluate(step.visibleWhen, values));
}

// ---------------------------------------------------------------------------------------------
// Lifecycle and status views

/**
 * The screen as the pages use it: the lifecycle's status field shows its states' labels as
 * coloured tags (lists and details) and can be searched by state.
 */
export function prepareScreen(s: ScreenSchema): ScreenSchema {
  const lc = s.lifecycle;
  if (!lc) return s;
  return {
    ...s,
    fields: s.fields.map((f) =>
      f.name === lc.field
        ? {
            ...f,
            dict: undefined,
            widget: f.widget ?? 'select',
            options: lc.states.map((st) => ({ label: st.label, value: st.value, color: st.color })),
            display: 'tag',
          }
        : f,
    ),
  };
}

/** An action that is a lifecycle transition is allowed only on rows in one of its from-states. */
export function transitionAllowed(s: ScreenSchema, action: string, row: Record<string, any>): boolean {
  const t = s.lifecycle?.transitions[action];
  if (!t) return true;
  return t.from.some((v) => String(v) === String(row?.[s.lifecycle!.field]));
}

/** The state a transition leads to (the first, when it has several outcomes such as pass / refuse). */
export function transitionTarget(s: ScreenSchema, action: string): string | number | undefined {
  const to = s.lifecycle?.transitions[action]?.to;
  return Array.isArray(to) ? to[0] : to;
}

/** The view (tab) a route shows: the view of that name, or the view whose detail route it is. */
export function viewOfRoute(s: ScreenSchema, route: string): string | undefined {
  if (!s.views) return undefined;
  if (s.views[route]) return route;
  const names = Object.keys(s.views);
  return names.find((n) => (s.views![n].detailRoute ?? 'detail') === route) ?? (route.startsWith('detail') ? undefined : names[0]);
}

/**
 * One tab as a plain list screen: its call, fixed filters, buttons, columns and detail route
 * replace the screen's, so the list and detail pages need not know about tabs.
 */
export function viewScreen(s: ScreenSchema, name: string | undefined): ScreenSchema {
  const v = name ? s.views?.[name] : undefined;
  if (!v) return s;
  const detailRoute = v.detailRoute ?? 'detail';
  return {
    ...s,
    api: { ...s.api, list: v.api, detail: v.detail ?? s.api.detail },
    routes: { ...s.routes, detail: s.routes[detailRoute] },
    list: {
      ...s.list,
      params: { ...(s.list?.params ?? {}), ...(v.params ?? {}) },
      row: v.row ?? s.list?.row,
      toolbar: v.toolbar ?? s.list?.toolbar,
    },
    // The tab's columns, in its order; the other fields stay (search, detail) but are not listed.
    fields: v.columns
      ? [
          ...v.columns
            .map((n) => s.fields.find((f) => f.name === n))
            .filter((f): f is Field => Boolean(f))
            .map((f) => ({ ...f, inList: true })),
          ...s.fields.filter((f) => !v.columns!.includes(f.name)).map((f) => ({ ...f, inList: false })),
        ]
      : s.fields,
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
    return { name: f.name, label: text(f.label, locale), widget: w, span: widgetRegistry[w].wide ? columns : 1, field: f };
  });
}

export interface DetailSectionItems {
  title: string;
  items: DetailItem[];
  /** Row field with the audit history, shown as a timeline. */
  history?: string;
  hideEmpty?: boolean;
  /** Rows of another call about the row, as a table: the call and the columns, labelled. */
  table?: { api: string; columns: { name: string; label: string }[] };
}

/** The detail in titled sections (detail.sections), or one untitled section of every detail field. */
export function toDetailSections(s: ScreenSchema, locale: Locale = 'zh-CN'): DetailSectionItems[] {
  const all = toDetailItems(s, locale);
  const sections = s.detail?.sections;
  if (!sections?.length) return [{ title: '', items: all }];
  return sections.map((sec, i) => ({
    title: text(sec.title, locale),
    history: sec.history,
    hideEmpty: sec.hideEmpty,
    table: sec.table && { api: sec.table.api, columns: sec.table.columns.map((c) => ({ name: c.name, label: text(c.label, locale) })) },
    items: (sec.fields ?? []).map((n, j) => {
      const it = all.find((x) => x.name === n);
      if (!it) throw new EngineError(`field "${n}" is not a detail field of this screen`, `/detail/sections/${i}/fields/${j}`, n);
      return it;
    }),
  }));
}

/** Plain text of a value for list cells and detail lines (options resolved by the caller). */
export function formatValue(f: Field, value: unknown, options?: { label: string; value: unknown }[]): string {
  if (value === null || value === undefined || value === '') return '--';
  const w = widgetOf(f);
  const labelOf = (v: unknown) => options?.find((o) => String(o.value) === String(v))?.label ?? String(v);
  if (options && hasOptions(f)) {
    // A widget whose value is a list (multiSelect, checkbox, tree) is stored comma-joined: a label for each.
    const list = Array.isArray(value) ? value : widgetRegistry[w]?.value === 'array' ? String(value).split(',') : [value];
    return list.map(labelOf).join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  // The display type's own text (mask, bid).
  return (f.display && displayRegistry[f.display]?.format?.(value)) ?? String(value);
}

/** Which call saves a form. */
export function saveCall(s: ScreenSchema, mode: 'add' | 'edit'): string | undefined {
  return (mode === 'add' ? s.api.add : s.api.update) ?? s.api.submit;
}
