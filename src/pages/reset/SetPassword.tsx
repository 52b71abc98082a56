/** /step/setpassword/:userName: the new password twice (POST /sfbn-system/user/reset-password, sm2-encrypted). */
import { LockOutlined } from '@ant-design/icons';
import { message, Button, Form, Input } from 'antd';
import React, { useState } from 'react';
import { history, useIntl, useParams } from 'umi';
import { webConfig } from '@/config/web';
import { post } from '@/services/request';
import { encryptField } from '@/utils/crypto';
import { PASSWORD_RULE } from '../register/rules';
import Restart from './Restart';
import { clearResetState, getResetState, setResetState } from './state';

export default function SetPasswordStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  const { userName = '' } = useParams();
  const state = getResetState();
  const [busy, setBusy] = useState(false);
  if (!state?.ticket || state.userName !== userName) return <Restart />;

  const submit = async (v: { password: string; againPassword: string }) => {
    setBusy(true);
    try {
      const res = await post(
        '/sfbn-system/user/reset-password',
        { userName, password: encryptField(v.password), againPassword: encryptField(v.againPassword), ticket: state.ticket },
        { auth: false, silentCodes: [400] },
      );
      if (res?.code === 200) {
        clearResetState();
        setResetState({ userName });
        history.replace('/step/finish');
      }
    } catch (e: any) {
      message.error({ content: e?.body?.msg || e?.message, duration: webConfig.messageDuration });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form size="large" onFinish={submit} autoComplete="off" layout="vertical" data-testid="reset-password-form">
      <Form.Item
        name="password"
        label={t('reset.newPassword')}
        rules={[
          { required: true, message: t('reset.passwordRequired') },
          { pattern: PASSWORD_RULE, message: t('register.passwordRule') },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} maxLength={20} data-testid="reset-password" />
      </Form.Item>
      <Form.Item
        name="againPassword"
        label={t('reset.againPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('reset.againRequired') },
          ({ getFieldValue }) => ({
            validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('reset.mismatch')))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} maxLength={20} data-testid="reset-again" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-submit">
        {t('reset.submit')}
      </Button>
    </Form>
  );
}
