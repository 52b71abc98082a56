/**
 * /personal/mechanis, my organisation (spec 7.2 orgUserRelation): the organisation's details and
 * joining one with an invitation code (checked first, then joinCompany). Bespoke: a detail card
 * with a one-field action, not a list.
 */
import { App, Button, Card, Descriptions, Form, Input } from 'antd';
import React from 'react';
import { useIntl } from 'umi';
import { useRead, useWritingApi } from '@/services/query';
import '../locale';

export default function MyOrganisation() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const company = useRead(['GET /sfbn-system/orgUserRelation/companyDetail']);
  const c = company.data?.data ?? {};
  const [form] = Form.useForm();
  // Joining changes the organisation's resource (/sfbn-system/orgUserRelation): its details above are asked again.
  const api = useWritingApi();
  const join = async () => {
    const { invitationCode } = await form.validateFields();
    const code = String(invitationCode).trim();
    const valid = await api.call<boolean>('GET /sfbn-system/orgUserRelation/checkInvitationCode', { invitationCode: code });
    if (valid?.data !== true) {
      form.setFields([{ name: 'invitationCode', errors: [t('personal.org.codeWrong')] }]);
      return;
    }
    const res = await api.call('POST /sfbn-system/orgUserRelation/joinCompany', { invitationCode: code }).catch(() => null);
    if (res?.code === 200) {
      message.success(t('personal.org.joined'));
      form.resetFields();
    }
  };
  return (
    <Card title={t('personal.org.title')} loading={company.isFetching} data-testid="my-organisation">
      <Descriptions column={1} bordered style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('personal.org.name')}>{c.companyName ?? t('common.empty')}</Descriptions.Item>
        <Descriptions.Item label={t('personal.org.members')}>{c.memberCount ?? t('common.empty')}</Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="inline">
        <Form.Item name="invitationCode" label={t('personal.org.code')} rules={[{ required: true, whitespace: true, message: t('personal.org.codeRequired') }]}>
          <Input maxLength={32} data-testid="org-code" />
        </Form.Item>
        <Button type="primary" onClick={join} data-testid="org-join">
          {t('personal.org.join')}
        </Button>
      </Form>
    </Card>
  );
}
