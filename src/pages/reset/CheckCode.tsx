/** /step/verification2: the code check (POST /sfbn-system/check/user/authentication-code). */
import { SafetyOutlined } from '@ant-design/icons';
import { message, Button, Form, Input, Space } from 'antd';
import React, { useEffect, useState } from 'react';
import { history, useIntl } from 'umi';
import { webConfig } from '@/config/web';
import { post } from '@/services/request';
import Restart from './Restart';
import { sendCode } from './SendCode';
import { getResetState, RESEND_SECONDS, setResetState } from './state';

function useCountdown(since: number | undefined): number {
  // The clock, read once a second; the seconds left are computed from it and `since`, never kept
  // (a code sent within the last tick counts from the full wait).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return Math.min(RESEND_SECONDS, Math.max(0, RESEND_SECONDS - Math.floor((now - (since ?? 0)) / 1000)));
}

export default function CheckCodeStep() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);

  const [form] = Form.useForm();
  const [state, setState] = useState(getResetState);
  const [busy, setBusy] = useState(false);
  const left = useCountdown(state?.sentAt);
  if (!state?.userName || !state.sentAt) return <Restart />;

  const submit = async ({ captcha }: { captcha: string }) => {
    setBusy(true);
    try {
      const res = await post<{ ticket: string }>(
        '/sfbn-system/check/user/authentication-code',
        { userName: state.userName, captcha: captcha.trim() },
        { auth: false, silentCodes: [400] },
      );
      if (res?.code === 200 && res.data?.ticket) {
        setResetState({ ticket: res.data.ticket });
        history.push('/step/verification3');
      }
    } catch (e: any) {
      form.setFields([{ name: 'captcha', errors: [e?.body?.msg || e?.message] }]);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (await sendCode(state.userName, (text) => message.error({ content: text, duration: webConfig.messageDuration }))) {
      message.success({ content: t('reset.sent'), duration: webConfig.messageDuration });
      setState(getResetState());
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} autoComplete="off" data-testid="reset-check">
      <p>{t('reset.sendHint', { user: state.userName, phone: state.phone || '--' })}</p>
      <Form.Item extra={t('reset.codeHint')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('reset.codeRequired') }]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('reset.code')}
              maxLength={6}
              inputMode="numeric"
              data-testid="reset-code"
              aria-label={t('reset.code')}
            />
          </Form.Item>
          <Button disabled={left > 0} onClick={resend} data-testid="reset-resend">
            {left > 0 ? t('reset.resend', { s: left }) : t('reset.resendNow')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-code-next">
        {t('reset.next')}
      </Button>
    </Form>
  );
}
