/**
 * /register (spec 2.2, 3, 5, 8): the portal form (userName, password, confirmPassword, captcha)
 * and the tenant form (tenantId, name, account, password, password2). Passwords leave the
 * browser sm2-encrypted like the login's. Success: '注册申请已提交,请耐心等待管理员通过!', then
 * logout and /login; failure: the server's error_description, else '提交失败'.
 */
import { LockOutlined, NumberOutlined, UserOutlined, IdcardOutlined } from '@ant-design/icons';
import { message, Button, Checkbox, Form, Input, Tabs } from 'antd';
import React, { useCallback, useEffect, useState } from 'react';
import { history, Link, useIntl } from 'umi';
import CaptchaItem from '@/components/CaptchaItem';
import PublicCard from '@/components/PublicCard';
import { webConfig } from '@/config/web';
import { post } from '@/services/request';
import { fetchCaptcha, logout } from '@/stores/session';
import { encryptField } from '@/utils/crypto';
import { ACCOUNT_RULE, PASSWORD_RULE } from './rules';
import './register.less';

type Kind = 'portal' | 'tenant';

function useRegister() {
  const intl = useIntl();

  return async (payload: Record<string, string>): Promise<boolean> => {
    try {
      const res = await post('/sfbn-system/user/register', payload, { auth: false, silentCodes: [400, 500] });
      if (res?.code === 200) {
        message.success({ content: intl.formatMessage({ id: 'register.success' }), duration: webConfig.messageDuration });
        await logout();
        history.replace('/login');
        return true;
      }
      message.error({ content: res?.error_description || intl.formatMessage({ id: 'register.failed' }), duration: webConfig.messageDuration });
    } catch (e: any) {
      // 400/500 come here silently (silentCodes) so the page can show error_description; other
      // codes were already shown by the request layer.
      if (!e?.code || e.code === 400 || e.code === 500) {
        message.error({ content: e?.body?.error_description || intl.formatMessage({ id: 'register.failed' }), duration: webConfig.messageDuration });
      }
    }
    return false;
  };
}

/** Account name and password items, the same rules in both forms. */
function AccountItem({ name, placeholder, testId }: { name: string; placeholder: string; testId: string }) {
  const t = useIntl().formatMessage;
  return (
    <Form.Item
      name={name}
      rules={[
        { required: true, whitespace: true, message: t({ id: 'register.accountRequired' }) },
        { pattern: ACCOUNT_RULE, message: t({ id: 'register.accountRule' }) },
      ]}
    >
      <Input prefix={<UserOutlined />} placeholder={placeholder} maxLength={20} data-testid={testId} aria-label={placeholder} />
    </Form.Item>
  );
}

function PasswordItem({ testId }: { testId: string }) {
  const t = useIntl().formatMessage;
  const label = t({ id: 'register.password' });
  return (
    <Form.Item
      name="password"
      rules={[
        { required: true, message: t({ id: 'register.passwordRequired' }) },
        { pattern: PASSWORD_RULE, message: t({ id: 'register.passwordRule' }) },
      ]}
    >
      <Input.Password prefix={<LockOutlined />} placeholder={label} maxLength={20} data-testid={testId} aria-label={label} />
    </Form.Item>
  );
}

function AgreementCheck() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form.Item
      name="agree"
      valuePropName="checked"
      rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('register.agreeRequired')))) }]}
    >
      <Checkbox data-testid="register-agree">
        {t('register.agree')}{' '}
        <a href={`${window.location.pathname}#/redirectpage`} target="_blank" rel="noopener noreferrer">
          {t('register.agreement')}
        </a>
      </Checkbox>
    </Form.Item>
  );
}

function PortalForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm();
  const [captcha, setCaptcha] = useState<{ key: string; image: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const register = useRegister();
  const reload = useCallback(() => {
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);
  useEffect(reload, [reload]);

  const submit = async (v: any) => {
    setBusy(true);
    const done = await register({
      userName: v.userName.trim(),
      password: encryptField(v.password),
      confirmPassword: encryptField(v.confirmPassword),
      captcha: v.captcha.trim(),
      captchaKey: captcha?.key ?? '',
    });
    setBusy(false);
    if (!done) {
      form.setFieldValue('captcha', '');
      reload();
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} autoComplete="off" data-testid="register-portal-form">
      <AccountItem name="userName" placeholder={t('register.userName')} testId="reg-userName" />
      <PasswordItem testId="reg-password" />
      <Form.Item
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: t('register.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('register.mismatch')))),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('register.confirmPassword')}
          maxLength={20}
          data-testid="reg-confirmPassword"
          aria-label={t('register.confirmPassword')}
        />
      </Form.Item>
      <CaptchaItem
        captcha={captcha}
        reload={reload}
        placeholder={t('register.captcha')}
        requiredMessage={t('register.captchaRequired')}
        refreshTitle={t('login.refreshCaptcha')}
        inputTestId="reg-captcha"
        imageTestId="reg-captcha-image"
      />
      <AgreementCheck />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}

function TenantForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [busy, setBusy] = useState(false);
  const register = useRegister();
  const submit = async (v: any) => {
    setBusy(true);
    await register({
      tenantId: v.tenantId.trim(),
      name: (v.name ?? '').trim(),
      account: v.account.trim(),
      password: encryptField(v.password),
      password2: encryptField(v.password2 ?? ''),
    });
    setBusy(false);
  };
  return (
    <Form size="large" onFinish={submit} autoComplete="off" data-testid="register-tenant-form">
      <Form.Item name="tenantId" rules={[{ required: true, whitespace: true, message: t('register.tenantIdRequired') }]}>
        <Input prefix={<NumberOutlined />} placeholder={t('register.tenantId')} maxLength={12} data-testid="reg-tenantId" aria-label={t('register.tenantId')} />
      </Form.Item>
      <Form.Item name="name" rules={[{ required: true, whitespace: true, message: t('register.nameRequired') }]}>
        <Input prefix={<IdcardOutlined />} placeholder={t('register.name')} maxLength={20} data-testid="reg-name" aria-label={t('register.name')} />
      </Form.Item>
      <AccountItem name="account" placeholder={t('register.account')} testId="reg-account" />
      <PasswordItem testId="reg-tenant-password" />
      <Form.Item
        name="password2"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v) => ((v ?? '') === (getFieldValue('password') ?? '') ? Promise.resolve() : Promise.reject(new Error(t('register.mismatch')))),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('register.password2')}
          maxLength={20}
          data-testid="reg-password2"
          aria-label={t('register.password2')}
        />
      </Form.Item>
      <AgreementCheck />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-tenant-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}

export default function RegisterPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [kind, setKind] = useState<Kind>('portal');
  return (
    <PublicCard heading={t('register.heading')} subtitle={t('register.subtitle')} className="bbn-register-card" testId="register-page">
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as Kind)}
        items={[
          { key: 'portal', label: <span data-testid="register-tab-portal">{t('register.tab.portal')}</span>, children: <PortalForm /> },
          { key: 'tenant', label: <span data-testid="register-tab-tenant">{t('register.tab.tenant')}</span>, children: <TenantForm /> },
        ]}
      />
      <div className="bbn-login-links">
        <span>
          {t('register.hasAccount')} <Link to="/login">{t('register.toLogin')}</Link>
        </span>
        <Link to="/home">{t('register.backPortal')}</Link>
      </div>
    </PublicCard>
  );
}
