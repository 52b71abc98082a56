/** /step/resetpass: which account (GET /sfbn-system/verify-account-exists). */
import { UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import React, { useState } from 'react';
import { history, useIntl } from 'umi';
import { get } from '@/services/request';
import { getResetState, setResetState, clearResetState } from './state';

export default function AccountStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);

  const submit = async ({ userName }: { userName: string }) => {
    setBusy(true);
    try {
      const res = await get<{ userName: string; phone: string }>(
        '/sfbn-system/verify-account-exists',
        { userName: userName.trim() },
        { auth: false, silentCodes: [400] },
      );
      if (res?.code === 200) {
        clearResetState();
        setResetState({ userName: res.data.userName, phone: res.data.phone });
        history.push('/step/verification1');
      }
    } catch (e: any) {
      form.setFields([{ name: 'userName', errors: [e?.body?.msg || e?.message || t('register.failed')] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} initialValues={{ userName: getResetState()?.userName ?? '' }} autoComplete="off">
      <Form.Item
        name="userName"
        label={t('reset.account')}
        layout="vertical"
        rules={[{ required: true, whitespace: true, message: t('reset.accountRequired') }]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('reset.account')} maxLength={20} data-testid="reset-account" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-account-next">
        {t('reset.next')}
      </Button>
    </Form>
  );
}
