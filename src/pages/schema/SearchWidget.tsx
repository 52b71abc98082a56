/**
 * The widget a searchable field of a list names, drawn in ProTable's search form (valueTypes.tsx).
 * Text and option fields are drawn at once (an Input, a Select: the table's pager brings Select
 * anyway); date, tree and number pickers load when a user first opens one (searchPickers.tsx).
 */
import { CalendarOutlined } from '@ant-design/icons';
import { Input, Select } from 'antd';
import React, { useState } from 'react';
import type { ColumnSpec } from '@/engine/format/compile';
import { useOptions, type Option } from '@/engine/react/options';
import { useScreen } from './context';
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

export default function SearchWidget({ column, ...rest }: { column: ColumnSpec; value?: any; onChange?: (v: any) => void }) {
  const { locale, ctx, t } = useScreen();
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
