/**
 * /personal/digital/index, my digital identity (spec 2.4, contract "Identity application"): the
 * status, the masked BID with copy, the public key, the key download, and the way on by status
 * (apply, see the review, see the refusal). Bespoke: one card whose buttons depend on the status.
 */
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import React from 'react';
import { history, useIntl } from 'umi';
import { useRead } from '@/services/query';
import { get, request } from '@/services/request';
import { useSession } from '@/stores/session';
import { copyText } from '@/utils/clipboard';
import { maskBid } from '@/utils/mask';
import '../locale';
import { saveFile } from '@/utils/saveFile';

const STATUS_COLOR: Record<number, string> = { 0: 'error', 1: 'warning', 2: 'success', 3: 'processing', 4: 'default', 5: 'default' };

export default function MyIdentity() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);
  const { message } = App.useApp();
  const { userInfo, user } = useSession();
  // The latest application (null when none); silent: a gateway without it still shows the status.
  // Asked again when the status changes (an administrator's decision: STATUS_CHANGES in src/stores/liveStatus.ts).
  const di = useRead(['GET /sfbn-identity/identityAudit/getPersonalDI'], {
    queryFn: ({ signal }) => get('/sfbn-identity/identityAudit/getPersonalDI', {}, { silentCodes: [400, 404], signal }).catch(() => null),
  });
  const app = di.data?.data ?? null;
  const status = userInfo?.status ?? null;
  const bid: string = app?.bid || (status === 2 ? userInfo?.bid : '') || '';

  const download = async () => {
    const blob: any = await request('/sfbn-identity/identityKey/downPublicAndPrivateKeys', { method: 'GET', responseType: 'blob' } as any);
    if (!(blob instanceof Blob)) return;
    saveFile(blob, `${user?.account ?? 'identity'}-keys.json`);
  };

  return (
    <Card title={t('header.digitalIdentity')} loading={di.isFetching} data-testid="my-identity">
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label={t('home.identity')}>
          <Tag color={STATUS_COLOR[status ?? 1]} data-testid="identity-status">
            {status === null ? t('status.empty') : t(`status.${status}`)}
          </Tag>
        </Descriptions.Item>
        {/* Booleans only: an empty string or 0 here would be drawn by Descriptions as an empty row. */}
        {Boolean(app?.applyType) && <Descriptions.Item label={t('personal.identity.type')}>{t(`personal.identity.type.${app.applyType}`)}</Descriptions.Item>}
        <Descriptions.Item label="BID">
          <span data-testid="identity-bid">{maskBid(bid) || t('common.empty')}</span>
          {bid && (
            <Button
              type="link"
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('common.copy')}
              onClick={async () => (await copyText(bid)) && message.success(t('common.copied'))}
            />
          )}
        </Descriptions.Item>
        {Boolean(app?.publicKey) && (
          <Descriptions.Item label={t('personal.identity.publicKey')}>
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="identity-public-key">
              {app.publicKey}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {status === 0 && Boolean(app?.auditReason) && <Descriptions.Item label={t('personal.identity.reason')}>{app.auditReason}</Descriptions.Item>}
      </Descriptions>
      {status === 3 && <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('auth.reviewing')} />}
      <Space style={{ marginTop: 16 }} wrap>
        {status === 2 && (
          <Button type="primary" icon={<DownloadOutlined />} onClick={download} data-testid="download-keys">
            {t('personal.identity.downloadKeys')}
          </Button>
        )}
        {(status === 1 || status === 0 || status === 4 || status === 5 || status === null) && (
          <Button type="primary" onClick={() => history.push('/digital/distinction')} data-testid="apply-identity">
            {t('home.applyIdentity')}
          </Button>
        )}
        {status === 3 && app?.id && <Button onClick={() => history.push(`/digital/reviewdetail?id=${app.id}`)}>{t('personal.identity.viewReview')}</Button>}
        {status === 0 && app?.id && <Button onClick={() => history.push(`/digital/dismissdetail?id=${app.id}`)}>{t('personal.identity.viewRefusal')}</Button>}
      </Space>
    </Card>
  );
}
