/**
 * /register (spec 2.2, 3, 5, 8): the portal form (userName, password, confirmPassword, captcha)
 * and the tenant form (tenantId, name, account, password, password2). Passwords leave the
 * browser sm2-encrypted like the login's. Success: '注册申请已提交,请耐心等待管理员通过!', then
 * logout and /login; failure: the server's error_description, else '提交失败'.
 */
import { LockOutlined, NumberOutlined, SafetyOutlined, UserOutlined, IdcardOutlined } from '@ant-design/icons';
import { message, Button, Checkbox, Form, Input, Space, Tabs } from 'antd';
import React, { useCallback, useEffect, useState } from 'react';
import { history, Link, useIntl } from 'umi';
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
      <Form.Item
        name="userName"
        rules={[
          { required: true, whitespace: true, message: t('register.accountRequired') },
          { pattern: ACCOUNT_RULE, message: t('register.accountRule') },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('register.userName')} maxLength={20} data-testid="reg-userName" aria-label={t('register.userName')} />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: t('register.passwordRequired') },
          { pattern: PASSWORD_RULE, message: t('register.passwordRule') },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('register.password')} maxLength={20} data-testid="reg-password" aria-label={t('register.password')} />
      </Form.Item>
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
        <Input.Password prefix={<LockOutlined />} placeholder={t('register.confirmPassword')} maxLength={20} data-testid="reg-confirmPassword" aria-label={t('register.confirmPassword')} />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('register.captchaRequired') }]}>
            <Input prefix={<SafetyOutlined />} placeholder={t('register.captcha')} maxLength={8} data-testid="reg-captcha" aria-label={t('register.captcha')} />
          </Form.Item>
          <button type="button" className="bbn-captcha" onClick={reload} title={t('login.refreshCaptcha')} data-testid="reg-captcha-image" data-key={captcha?.key ?? ''}>
            {captcha && <img src={captcha.image} alt={t('register.captcha')} width={100} height={40} />}
          </button>
        </Space.Compact>
      </Form.Item>
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
      <Form.Item
        name="account"
        rules={[
          { required: true, whitespace: true, message: t('register.accountRequired') },
          { pattern: ACCOUNT_RULE, message: t('register.accountRule') },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('register.account')} maxLength={20} data-testid="reg-account" aria-label={t('register.account')} />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: t('register.passwordRequired') },
          { pattern: PASSWORD_RULE, message: t('register.passwordRule') },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('register.password')} maxLength={20} data-testid="reg-tenant-password" aria-label={t('register.password')} />
      </Form.Item>
      <Form.Item
        name="password2"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v) => ((v ?? '') === (getFieldValue('password') ?? '') ? Promise.resolve() : Promise.reject(new Error(t('register.mismatch')))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('register.password2')} maxLength={20} data-testid="reg-password2" aria-label={t('register.password2')} />
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
