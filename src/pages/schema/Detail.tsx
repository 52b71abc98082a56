/** Read-only detail: a dialog from the list, or its own route (?id=) as the spec's *detail routes. */
import { Button, Card, Descriptions, Modal, Result, Space, Spin } from 'antd';
import React, { useEffect, useState } from 'react';
import { history, useLocation } from 'umi';
import { toDetailItems } from '@/engine/compile';
import { CellValue } from '@/engine/display';
import { text } from '@/engine/runtime';
import { call } from '@/services/request';
import { useScreen } from './context';

export function useDetail(id: string | undefined, fallback?: Record<string, any>) {
  const { screen } = useScreen();
  const [row, setRow] = useState<Record<string, any> | null | undefined>(screen.api.detail ? undefined : fallback ?? null);
  useEffect(() => {
    if (!screen.api.detail || id === undefined) return;
    let live = true;
    call(screen.api.detail, { [screen.detail?.idParam ?? 'id']: id })
      .then((r) => live && setRow(r?.code === 200 && r.data ? r.data : fallback ?? null))
      .catch(() => live && setRow(fallback ?? null));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, screen.api.detail]);
  return row;
}

export function DetailBody({ row }: { row: Record<string, any> }) {
  const { screen, locale } = useScreen();
  const items = toDetailItems(screen, locale as any);
  return (
    <Descriptions bordered size="small" column={screen.detail?.columns ?? 2} data-testid="schema-detail" labelStyle={{ width: 140 }}>
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

export function DetailDialog({ row, onClose }: { row: Record<string, any>; onClose: () => void }) {
  const { screen, t } = useScreen();
  const data = useDetail(row[screen.detail?.idParam ?? 'id'] ?? row.id, row);
  return (
    <Modal open title={t('engine.viewTitle')} width={screen.detail?.width ?? screen.form?.width ?? 520} maskClosable={false} onCancel={onClose} footer={<Button onClick={onClose}>{t('engine.close')}</Button>}>
      {data === undefined ? <Spin /> : data ? <DetailBody row={data} /> : <Result status="404" title={t('engine.notFound')} />}
    </Modal>
  );
}

/** routes.detail: /operations/system/user/userDetail?id=... */
export function DetailPage({ actions }: { actions?: (row: Record<string, any>) => React.ReactNode }) {
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
