/**
 * /personal/integral/index, my points (spec 7.3 tradeRecord, contract "Points"). Bespoke: the
 * balance card and the transfer dialog (fee asked before confirming) are not a list or a form a
 * schema can express; the trade records below are the schema screen personal/trade, embedded,
 * whose rows open /integral/payDetail.
 */
import { CopyOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, InputNumber, Modal, Space, Statistic, Typography } from 'antd';
import React, { useState } from 'react';
import { useIntl } from 'umi';
import { useRead, useWritingApi } from '@/services/query';
import { get, type ApiResult } from '@/services/request';
import { useSession } from '@/stores/session';
import { BID_PATTERN } from '@/utils/bid';
import { copyText } from '@/utils/clipboard';
import { maskBid } from '@/utils/mask';
import '../locale';

const SchemaPage = React.lazy(() => import('@/pages/schema/index'));

interface TransferForm {
  toBid: string;
  amount: number;
  remark?: string;
}

export default function PointsPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);
  const { message, modal } = App.useApp();
  const { userInfo } = useSession();
  // The balance and BID: asked again after a transfer (the transfer's resource, /sfbn-identity/tradeRecord)
  // and when the identity's status changes (STATUS_CHANGES in src/stores/liveStatus.ts: a pass brings the BID).
  const integral = useRead<ApiResult<{ bid: string; balance: number }>>(['GET /sfbn-identity/tradeRecord/getIntegral']);
  const api = useWritingApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<TransferForm>();
  const bid = integral.data?.data?.bid ?? userInfo?.bid ?? '';
  const canTransfer = userInfo?.status === 2;

  const transfer = async () => {
    const values = await form.validateFields();
    const remark = values.remark?.trim();
    setBusy(true);
    try {
      // The fee is the gateway's to say; the user sees it before confirming.
      const fee = await get<{ amount: number; fee: number }>('/sfbn-identity/tradeRecord/getHandingFee', { amount: values.amount });
      const f = fee.data?.fee ?? 0;
      modal.confirm({
        title: t('personal.points.confirmTitle'),
        content: (
          <div data-testid="transfer-confirm">
            <p>{t('personal.points.confirmTo', { bid: maskBid(values.toBid.trim()) })}</p>
            <p>{t('personal.points.confirmAmount', { amount: values.amount })}</p>
            <p data-testid="transfer-fee">{t('personal.points.confirmFee', { fee: f })}</p>
            <p>{t('personal.points.confirmTotal', { total: values.amount + f })}</p>
          </div>
        ),
        okText: t('personal.points.confirmOk'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          // A refusal (积分余额不足, 收款方不存在, ...) is toasted by the request layer; the
          // confirmation closes and the dialog stays open for a correction.
          const res = await api
            .call('POST /sfbn-identity/tradeRecord/transfer', { toBid: values.toBid.trim(), amount: values.amount, remark })
            .catch(() => null);
          if (res?.code !== 200) return;
          message.success(t('personal.points.done'));
          setOpen(false);
          form.resetFields();
        },
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="points-page">
      <Card style={{ marginBottom: 16 }}>
        <Space size={48} align="start" wrap>
          <Statistic
            title={t('personal.points.balance')}
            value={integral.data?.data?.balance ?? 0}
            loading={integral.isFetching}
            valueRender={(node) => <span data-testid="points-balance">{node}</span>}
          />
          <div>
            <Typography.Text type="secondary">{t('personal.points.myBid')}</Typography.Text>
            <div>
              <span data-testid="points-bid">{maskBid(bid) || t('common.empty')}</span>
              {bid && (
                <Button
                  type="link"
                  size="small"
                  icon={<CopyOutlined />}
                  aria-label={t('common.copy')}
                  onClick={async () => (await copyText(bid)) && message.success(t('common.copied'))}
                />
              )}
            </div>
          </div>
          <div>
            <Button type="primary" icon={<SwapOutlined />} disabled={!canTransfer} onClick={() => setOpen(true)} data-testid="open-transfer">
              {t('personal.points.transfer')}
            </Button>
            {!canTransfer && (
              <div>
                <Typography.Text type="warning">{t('personal.points.needAuth')}</Typography.Text>
              </div>
            )}
          </div>
        </Space>
      </Card>

      <React.Suspense fallback={null}>
        {/* Its records are a read of the transfer's resource: a transfer shows its record at once (docs/queries.md). */}
        <SchemaPage screen="personal/trade" />
      </React.Suspense>

      <Modal
        open={open}
        title={t('personal.points.transfer')}
        maskClosable={false}
        onCancel={() => setOpen(false)}
        onOk={transfer}
        okText={t('personal.points.next')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="transfer-form" preserve={false}>
          <Form.Item
            name="toBid"
            label={t('personal.points.toBid')}
            rules={[
              { required: true, whitespace: true, message: t('personal.points.toBidRequired') },
              {
                validator: (_, v) =>
                  !v || BID_PATTERN.test(String(v).trim()) ? Promise.resolve() : Promise.reject(new Error(t('personal.points.toBidFormat'))),
              },
            ]}
          >
            <Input maxLength={64} placeholder="did:bid:..." data-testid="transfer-to" />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('personal.points.amount')}
            rules={[
              { required: true, message: t('personal.points.amountRule') },
              {
                validator: (_, v) =>
                  v === undefined || v === null || (Number.isInteger(v) && v > 0)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('personal.points.amountRule'))),
              },
            ]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="transfer-amount" />
          </Form.Item>
          <Form.Item name="remark" label={t('personal.points.remark')}>
            <Input.TextArea maxLength={100} showCount data-testid="transfer-remark" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
