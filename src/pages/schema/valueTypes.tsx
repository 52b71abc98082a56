/**
 * The engine's display types as ProTable value types (issue 35): one `valueTypeMap` entry per way a
 * value reads (src/engine/display.tsx: 'option' for values labelled by their options, and each view
 * a widget module may name), registered for the lists by ListPage through ProProvider. A column's
 * `valueType` is `engine.<display>` and its `fieldProps.column` the engine's column, so one columns
 * list gives the cell (`render`) and the search form item (`renderFormItem`: the widget the field's
 * search names, src/pages/schema/SearchWidget.tsx).
 */
import type { ProRenderFieldPropsType } from '@ant-design/pro-components';
import React from 'react';
import type { ColumnSpec } from '@/engine/compile';
import { displayOf, OptionText, views } from '@/engine/display';
import type { Field } from '@/engine/types';
import SearchWidget from './SearchWidget';

export const valueTypeOf = (f: Field) => `engine.${displayOf(f)}`;

type Read = (props: { field: Field; value: unknown }) => React.ReactNode;

const renderFormItem: ProRenderFieldPropsType['renderFormItem'] = (_text, props) => {
  const { column, value, onChange } = props.fieldProps as { column: ColumnSpec; value?: unknown; onChange?: (v: unknown) => void };
  return <SearchWidget column={column} value={value} onChange={onChange} />;
};

const entry = (Read: Read): ProRenderFieldPropsType => ({
  render: (text, props) => <Read field={(props.fieldProps as { column: ColumnSpec }).column.field!} value={text} />,
  renderFormItem,
});

export const valueTypeMap: Record<string, ProRenderFieldPropsType> = Object.fromEntries([
  ['engine.option', entry(OptionText)],
  ...Object.entries(views).map(([name, View]) => [`engine.${name}`, entry(View as Read)]),
]);
