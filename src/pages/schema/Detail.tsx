/**
 * The detail dialog and route (DetailView.tsx) load when a detail first opens, not with the list
 * (issue 26): the dialog shows at once with a spinner until its content arrives.
 */
import { Button, Modal, Spin } from 'antd';
import React from 'react';
import { useScreen } from './context';

const view = () => import(/* webpackChunkName: "schema-detail" */ './DetailView');
const Content = React.lazy(() => view().then((m) => ({ default: m.DetailDialogContent })));
const Page = React.lazy(view);

export function DetailDialog({ row, onClose }: { row: Record<string, any>; onClose: () => void }) {
  const { screen, t } = useScreen();
  return (
    <Modal
      open
      title={t('engine.viewTitle')}
      width={screen.detail?.width ?? screen.form?.width ?? 520}
      maskClosable={false}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('engine.close')}</Button>}
    >
      <React.Suspense fallback={<Spin />}>
        <Content row={row} />
      </React.Suspense>
    </Modal>
  );
}

/** routes.detail: /operations/system/user/userDetail?id=... */
export function DetailPage(props: { actions?: (row: Record<string, any>) => React.ReactNode }) {
  return (
    <React.Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <Page {...props} />
    </React.Suspense>
  );
}
