import { Button, Modal, Space, Table } from 'antd';
import { useApp } from '@/components/ConsoleApp';
import React from 'react';
import { useIntl } from 'umi';
import { post } from '@/services/request';
import { clearErrorLogs, useErrorLogs, type ErrorLogEntry } from '@/stores/errorLog';

/**
 * Full-screen dialog of captured errors (spec 2.3). Upload sends them with the browser's
 * details (`info`) to POST /sfbn-system/log/error/upload (path not shown in the spec: our choice,
 * documented in docs/decisions.md).
 */
export default function LogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const logs = useErrorLogs();
  const { modal, message } = useApp();

  const upload = () =>
    modal.confirm({
      title: t('logs.uploadConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const res = await post(
          '/sfbn-system/log/error/upload',
          logs.map((l) => ({ ...l, info: navigator.userAgent })),
        );
        if (res?.code === 200) {
          clearErrorLogs();
          message.success(t('logs.uploaded'));
        }
      },
    });
  const clear = () =>
    modal.confirm({
      title: t('logs.clearConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => {
        clearErrorLogs();
        message.success(t('logs.cleared'));
      },
    });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('logs.title')}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 110px)', overflow: 'auto' } }}
      footer={null}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={upload} disabled={!logs.length}>
          {t('logs.upload')}
        </Button>
        <Button danger onClick={clear} disabled={!logs.length}>
          {t('logs.clear')}
        </Button>
      </Space>
      <Table<ErrorLogEntry & { key: number }>
        size="small"
        rowKey="key"
        dataSource={logs.map((l, i) => ({ ...l, key: i }))}
        locale={{ emptyText: t('logs.empty') }}
        pagination={logs.length > 10 ? { pageSize: 10 } : false}
        expandable={{ expandedRowRender: (r) => <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.stack}</pre> }}
        columns={[
          { title: t('logs.type'), dataIndex: 'type', width: 100 },
          { title: t('logs.url'), dataIndex: 'url', width: 280, ellipsis: true },
          { title: t('logs.message'), dataIndex: 'message' },
          { title: t('logs.time'), dataIndex: 'time', width: 180 },
        ]}
      />
    </Modal>
  );
}
