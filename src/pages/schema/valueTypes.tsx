/**
 * The engine's display types as ProTable value types (issue 35): one `valueTypeMap` entry per way a
 * value reads (src/engine/react/display.tsx: 'option' for values labelled by their options, and each view
 * a widget module may name), registered for the lists by ListPage through ProProvider. A column's
 * `valueType` is `engine.<display>` and its `fieldProps.column` the engine's column, so one columns
 * list gives the search form item (`renderFormItem`: the widget the field's search names,
 * src/pages/schema/SearchWidget.tsx) and the cell. Every entry reads a value as the engine's
 * `CellValue` does (it dispatches on the same display type); the list's columns draw their cells
 * with `cellRender` rather than through ProTable's per-cell ProFormField (ListPage.tsx says why).
 */
import type { ProRenderFieldPropsType } from '@ant-design/pro-components';
import React from 'react';
import type { ColumnSpec } from '@/engine/format/compile';
import { CellValue, displayOf, views } from '@/engine/react/display';
import type { Field } from '@/engine/format/types';
import SearchWidget from './SearchWidget';

export const valueTypeOf = (f: Field) => `engine.${displayOf(f)}`;

const renderFormItem: ProRenderFieldPropsType['renderFormItem'] = (_text, props) => {
  const { column, value, onChange } = props.fieldProps as { column: ColumnSpec; value?: unknown; onChange?: (v: unknown) => void };
  return <SearchWidget column={column} value={value} onChange={onChange} />;
};

/** A list cell: the field's value as the engine reads it (-- when empty). */
export const cellRender = (field: Field) => (_dom: React.ReactNode, row: Record<string, unknown>) => <CellValue field={field} value={row[field.name]} />;

const entry: ProRenderFieldPropsType = {
  render: (text, props) => <CellValue field={(props.fieldProps as { column: ColumnSpec }).column.field!} value={text} />,
  renderFormItem,
};

export const valueTypeMap: Record<string, ProRenderFieldPropsType> = Object.fromEntries(
  ['option', ...Object.keys(views)].map((name) => [`engine.${name}`, entry]),
);
