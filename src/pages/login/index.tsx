/** /login: account, password (both sm2-encrypted before they leave) and captcha (spec 2.2, 7.1). */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import React, { useCallback, useEffect, useState } from 'react';
import { history, Link, useIntl } from 'umi';
import { webConfig } from '@/config/web';
import { fetchCaptcha, isSignedIn, login } from '@/stores/session';
import CaptchaItem from '@/components/CaptchaItem';
import PublicCard from '@/components/PublicCard';

export default function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm();
  const [captcha, setCaptcha] = useState<{ key: string; image: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const reloadCaptcha = useCallback(() => {
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);

  useEffect(() => {
    if (isSignedIn()) history.replace(webConfig.firstPage);
    else reloadCaptcha();
  }, [reloadCaptcha]);

  const submit = async (v: { username: string; password: string; captcha: string }) => {
    if (!captcha) return;
    setBusy(true);
    try {
      const error = await login({ ...v, captchaKey: captcha.key });
      if (!error) {
        history.replace(webConfig.firstPage);
        return;
      }
      // The request layer already showed the server's error_description; a new captcha is needed.
      form.setFieldValue('captcha', '');
      reloadCaptcha();
    } catch {
      reloadCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard heading={t('login.heading')} subtitle={t('login.subtitle')}>
        <Form form={form} size="large" onFinish={submit} autoComplete="off">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} placeholder={t('login.username')} maxLength={64} data-testid="login-username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} maxLength={64} data-testid="login-password" />
          </Form.Item>
          <CaptchaItem
            captcha={captcha}
            reload={reloadCaptcha}
            placeholder={t('login.captcha')}
            requiredMessage={t('login.captchaRequired')}
            refreshTitle={t('login.refreshCaptcha')}
            inputTestId="login-captcha"
            imageTestId="captcha-image"
          />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
        <div className="bbn-login-links">
          <Link to="/register">{t('login.register')}</Link>
          <Link to="/resetpassword">{t('login.forgot')}</Link>
          <Link to="/home">{t('login.backPortal')}</Link>
        </div>
    </PublicCard>
  );
}
