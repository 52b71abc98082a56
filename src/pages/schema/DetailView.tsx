/**
 * Read-only detail: a dialog from the list, or its own route (?id=) as the spec's *detail routes.
 * Its own chunk, loaded when a detail first opens (Detail.tsx).
 */
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Tag, Timeline, Typography } from 'antd';
import React from 'react';
import { history, useLocation } from 'umi';
import { toDetailSections, type DetailItem, type DetailSectionItems } from '@/engine/format/compile';
import '@/components/SimpleTable.less';
import { CellValue } from '@/engine/react/display';
import { text } from '@/engine/format/runtime';
import type { ScreenSchema } from '@/engine/format/types';
import { useRead } from '@/services/query';
import { useSandbox } from '@/services/sandbox';
import { useScreen } from './context';

function useDetail(id: string | undefined, fallback?: Record<string, any>) {
  const { screen } = useScreen();
  const sandbox = useSandbox();
  // Without an id the call answers the signed-in user's own row (e.g. getPersonalDI).
  const read = useRead(screen.api.detail ? [screen.api.detail, id === undefined ? {} : { [screen.detail?.idParam ?? 'id']: id }, sandbox] : null);
  if (!screen.api.detail) return fallback ?? null;
  if (read.isPending) return undefined;
  const r = read.data;
  return r?.code === 200 && r.data ? (r.data as Record<string, any>) : (fallback ?? null);
}

function Items({ items, row, columns }: { items: DetailItem[]; row: Record<string, any>; columns: number }) {
  return (
    <Descriptions bordered size="small" column={columns} styles={{ label: { width: 140 } }}>
      {items.map((it) => (
        <Descriptions.Item key={it.name} label={it.label} span={it.span}>
          <span data-field={it.name}>
            <CellValue field={it.field} value={row[it.name]} detail />
          </span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** The audit history of a row ([{action, user, time, status, reason}], oldest first) as a timeline. */
function History({ entries, screen }: { entries: unknown; screen: ScreenSchema }) {
  const { t, locale } = useScreen();
  const list = Array.isArray(entries) ? entries : [];
  if (!list.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('engine.history.empty')} />;
  const state = (v: unknown) => screen.lifecycle?.states.find((s) => String(s.value) === String(v));
  const colour: Record<string, string> = { pass: 'green', refuse: 'red', revoke: 'gray' };
  return (
    <Timeline
      data-testid="schema-history"
      items={list.map((h: any, i: number) => {
        const st = state(h.status);
        const known = ['apply', 'pass', 'refuse', 'revoke'].includes(h.action);
        const label = known
          ? t(`engine.history.${h.action}`)
          : screen.actions?.[h.action]
            ? text(screen.actions[h.action].label, locale)
            : String(h.action ?? '');
        return {
          key: i,
          color: colour[h.action] ?? 'blue',
          children: (
            <div data-history={h.action}>
              <Space wrap>
                <strong>{label}</strong>
                {st && <Tag color={st.color}>{text(st.label, locale)}</Tag>}
                <span>{h.user}</span>
                <Typography.Text type="secondary">{h.time}</Typography.Text>
              </Space>
              {h.reason ? <div style={{ marginTop: 4 }}>{h.reason}</div> : null}
            </div>
          ),
        };
      })}
    />
  );
}

/** A section's table: the rows its call answers about the shown row ({id}); hidden when empty with hideEmpty. */
function SectionTable({
  table,
  row,
  title,
  hideEmpty,
  index,
}: {
  table: NonNullable<DetailSectionItems['table']>;
  row: Record<string, any>;
  title: string;
  hideEmpty?: boolean;
  index: number;
}) {
  const { screen, t } = useScreen();
  const sandbox = useSandbox();
  const id = row[screen.detail?.idParam ?? 'id'] ?? row.id;
  const read = useRead<Record<string, any>[]>([table.api, { id }, sandbox], {
    select: (r) => (Array.isArray(r?.data) ? r.data : Array.isArray(r?.data?.records) ? r.data.records : []),
  });
  const rows = read.isError ? [] : read.data;
  if (hideEmpty && rows?.length === 0) return null;
  return (
    <section data-section={index} data-testid="schema-detail-table" style={{ marginTop: 24 }}>
      {title && <Typography.Title level={5}>{title}</Typography.Title>}
      {rows === undefined ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('engine.table.empty')} />
      ) : (
        <table className="bbn-simple-table" aria-label={title}>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c.name}>{c.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.id ?? i}>
                {table.columns.map((c) => (
                  <td key={c.name} data-field={c.name}>
                    {[undefined, null, ''].includes(r[c.name]) ? '--' : String(r[c.name])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A section of fields. With hideEmpty its empty fields are left out, and a section left with
 * nothing to show (no field, no history) is not drawn at all: no heading over an empty space.
 */
function FieldSection({
  sec,
  row,
  columns,
  index,
  spaced,
}: {
  sec: DetailSectionItems;
  row: Record<string, any>;
  columns: number;
  index: number;
  spaced: boolean;
}) {
  const { screen } = useScreen();
  const items = sec.hideEmpty ? sec.items.filter((it) => !isEmpty(row[it.name])) : sec.items;
  if (sec.hideEmpty && !items.length && !sec.history) return null;
  return (
    <section data-section={index} style={{ marginBottom: spaced ? 24 : 0 }}>
      {sec.title && <Typography.Title level={5}>{sec.title}</Typography.Title>}
      {items.length > 0 && <Items items={items} row={row} columns={columns} />}
      {sec.history && <History entries={row[sec.history]} screen={screen} />}
    </section>
  );
}

function DetailBody({ row }: { row: Record<string, any> }) {
  const { screen, locale } = useScreen();
  const columns = screen.detail?.columns ?? 2;
  const sections = toDetailSections(screen, locale as any);
  return (
    <div data-testid="schema-detail">
      {sections.map((sec, i) =>
        sec.table ? (
          <SectionTable key={i} index={i} table={sec.table} row={row} title={sec.title} hideEmpty={sec.hideEmpty} />
        ) : (
          <FieldSection key={i} index={i} sec={sec} row={row} columns={columns} spaced={sections.length > 1} />
        ),
      )}
    </div>
  );
}

/** The detail dialog's content (the dialog itself is Detail.tsx's, drawn before this chunk arrives). */
export function DetailDialogContent({ row }: { row: Record<string, any> }) {
  const { screen, t } = useScreen();
  const data = useDetail(row[screen.detail?.idParam ?? 'id'] ?? row.id, row);
  return data === undefined ? <Spin /> : data ? <DetailBody row={data} /> : <Result status="404" title={t('engine.notFound')} />;
}

/** routes.detail: /operations/system/user/userDetail?id=... */
export default function DetailPage({ actions }: { actions?: (row: Record<string, any>) => React.ReactNode }) {
  const { screen, t, locale } = useScreen();
  const location = useLocation();
  const q = new URLSearchParams(location.search);
  const id = q.get(screen.detail?.idParam ?? 'id') ?? q.get('id') ?? undefined;
  const row = useDetail(id);
  return (
    <Card
      title={`${text(screen.title, locale)} · ${t('engine.viewTitle')}`}
      extra={
        <Space>
          {row && actions ? actions(row) : null}
          <Button onClick={() => history.back()}>{t('engine.back')}</Button>
        </Space>
      }
    >
      {row === undefined ? <Spin /> : row ? <DetailBody row={row} /> : <Result status="404" title={t('engine.notFound')} />}
    </Card>
  );
}
