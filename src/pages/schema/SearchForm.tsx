/**
 * A list's search form (issue 26: replaces ProTable's, which brought every ProField value type):
 * antd's Form with the widgets the schema's searchable fields name. Text and option fields are
 * drawn at once (an Input, a Select: the table's pager brings Select anyway); date, tree and number
 * pickers load when a user first opens one (searchPickers.tsx). 查询 sends the form, 重置 clears it;
 * both go back to the first page.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import React, { useState } from 'react';
import { searchFilters, type ColumnSpec } from '@/engine/compile';
import { useOptions, type Option } from '@/engine/options';
import type { Context } from '@/engine/runtime';
import './ListPage.less';

type Pickers = typeof import('./searchPickers');
let pickers: Pickers | null = null;
const loadPickers = () => import(/* webpackChunkName: "search-pickers" */ './searchPickers').then((m) => (pickers = m));

const PICKERS: Record<string, keyof Pickers> = { date: 'Date', dateTime: 'DateTime', dateTimeRange: 'DateTimeRange', treeSelect: 'Tree', digit: 'Digit' };

const toTree = (list: Option[]): any[] => list.map((o) => ({ label: o.label, value: o.value, children: o.children ? toTree(o.children) : undefined }));

/** A picker drawn as an empty box until the user opens it; its code loads then, and it opens. */
function LazyPicker({
  kind,
  label,
  t,
  ...rest
}: {
  kind: string;
  label: string;
  t: (id: string) => string;
  value?: any;
  onChange?: (v: any) => void;
  options?: any[];
}) {
  const [mod, setMod] = useState<Pickers | null>(pickers);
  const [opened, setOpened] = useState(false);
  const Picker = mod?.[PICKERS[kind]] as React.ComponentType<any> | undefined;
  const placeholder = kind === 'digit' ? t('engine.search.enter') : t('engine.search.choose');
  if (Picker)
    return (
      <Picker {...rest} aria-label={label} placeholder={placeholder} start={t('engine.search.start')} end={t('engine.search.end')} initiallyOpen={opened} />
    );
  const open = () => {
    setOpened(true);
    loadPickers().then(setMod);
  };
  return (
    <Input
      readOnly
      aria-label={label}
      value=""
      placeholder={kind === 'dateTimeRange' ? `${t('engine.search.start')} ~ ${t('engine.search.end')}` : placeholder}
      suffix={kind.startsWith('date') ? <CalendarOutlined /> : undefined}
      onFocus={open}
      onClick={open}
    />
  );
}

function SearchWidget({
  column,
  locale,
  ctx,
  sandbox,
  t,
  ...rest
}: {
  column: ColumnSpec;
  locale: string;
  ctx: Context;
  sandbox?: string;
  t: (id: string) => string;
  value?: any;
  onChange?: (v: any) => void;
}) {
  const f = column.field!;
  const choose = column.valueType === 'select' || column.valueType === 'treeSelect';
  // The sandbox of the options is the one of the page (useOptions reads it as the list did).
  const options: Option[] = useOptions(choose ? f : undefined, locale, false, ctx);
  if (column.valueType === 'select')
    return (
      <Select
        {...rest}
        aria-label={column.title}
        mode={(column.fieldProps as any)?.mode}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('engine.search.choose')}
        options={options.map((o) => ({ label: o.label, value: o.value }))}
      />
    );
  if (PICKERS[column.valueType ?? '']) return <LazyPicker {...rest} kind={column.valueType!} label={column.title} t={t} options={toTree(options)} />;
  return <Input {...rest} aria-label={column.title} allowClear placeholder={t('engine.search.enter')} />;
}

export default function SearchForm({
  columns,
  locale,
  ctx,
  sandbox,
  t,
  onSearch,
}: {
  ctx: Context;
  /** The playground's sandbox, whose calls answer its options. */
  sandbox?: string;
  /** The searchable columns. */
  columns: ColumnSpec[];
  locale: string;
  t: (id: string) => string;
  /** Called with the filters on 查询 and with none on 重置. */
  onSearch: (filters: Record<string, any>) => void;
}) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      // A named form: its inputs' ids are "engine-search_<field>". Bare ids let a field such as
      // nodeName clobber the <form>'s own properties (form.nodeName was the input), and React's
      // event handling then threw on every click in the list.
      name="engine-search"
      className="engine-search"
      data-testid="schema-search"
      layout="horizontal"
      onFinish={(values) => onSearch(searchFilters(columns, values))}
    >
      {columns.map((c) => (
        <Form.Item key={c.key} name={c.dataIndex} label={c.title}>
          <SearchWidget column={c} locale={locale} ctx={ctx} sandbox={sandbox} t={t} />
        </Form.Item>
      ))}
      <div className="engine-search-buttons">
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('engine.search.reset')}
        </Button>
        <Button type="primary" htmlType="submit">
          {t('engine.search.query')}
        </Button>
      </div>
    </Form>
  );
}
