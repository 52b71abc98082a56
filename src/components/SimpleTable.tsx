import React from 'react';
import './SimpleTable.less';

export interface SimpleColumn<T> {
  title: React.ReactNode;
  dataIndex: keyof T & string;
  render?: (value: any, row: T) => React.ReactNode;
}

/**
 * A read-only table for dashboards. antd's Table brings pagination, selects and virtual lists
 * the console's first load does not need; the CRUD screens use antd Table in their own chunks.
 */
export default function SimpleTable<T extends { id: string }>({
  columns,
  rows,
  loading,
  empty = '--',
  testId,
}: {
  columns: SimpleColumn<T>[];
  rows: T[];
  loading?: boolean;
  empty?: React.ReactNode;
  testId?: string;
}) {
  return (
    <table className="bbn-simple-table" data-testid={testId} aria-busy={loading}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.dataIndex}>{c.title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="bbn-simple-empty">
              {loading ? '…' : empty}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.id}>
              {columns.map((c) => (
                <td key={c.dataIndex}>{c.render ? c.render(r[c.dataIndex], r) : (r[c.dataIndex] as React.ReactNode)}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
