/**
 * /login: account, password (both sm2-encrypted before they leave) and captcha (spec 2.2, 7.1).
 *
 * Drawn without antd (issue 13): the login page is the console's first load, and antd's runtime
 * (css-in-js, Form, Input, Button) was most of it. The fields keep antd's look and behaviour
 * (required messages under the field as it changes and on submit, a password shown on request,
 * a busy button); sm2 loads when the form is sent (stores/session.ts), antd's message with the
 * first toast (utils/toast.ts).
 */
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { history, Link, useIntl } from 'umi';
import { webConfig } from '@/config/web';
import { fetchCaptcha, isSignedIn, login } from '@/stores/session';
import PublicCard from '@/components/PublicCard';
import './login.less';

type FieldName = 'username' | 'password' | 'captcha';
type Captcha = { key: string; image: string };

/**
 * The first captcha is asked for as soon as this page's code arrives, not after its first render:
 * the captcha is the page's largest image, so it decides when the page counts as drawn (LCP).
 */
let firstCaptcha: Promise<Captcha> | null = isSignedIn() ? null : fetchCaptcha();
firstCaptcha?.catch(() => undefined);
type Values = Record<FieldName, string>;

/** The rules of the three fields: required, and the account and captcha not blank either. */
export function loginErrors(v: Values): Partial<Record<FieldName, string>> {
  const e: Partial<Record<FieldName, string>> = {};
  if (!v.username.trim()) e.username = 'login.usernameRequired';
  if (!v.password) e.password = 'login.passwordRequired';
  if (!v.captcha.trim()) e.captcha = 'login.captchaRequired';
  return e;
}

function Field({
  name,
  icon,
  placeholder,
  error,
  inputRef,
  suffix,
  addon,
  ...input
}: {
  name: FieldName;
  icon: React.ReactNode;
  placeholder: string;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Inside the box, after the text (the password's show/hide). */
  suffix?: React.ReactNode;
  /** Beside the box, joined to it (the captcha image). */
  addon?: React.ReactNode;
} & React.InputHTMLAttributes<HTMLInputElement> & { 'data-testid': string }) {
  const errorId = `login-${name}-error`;
  return (
    <div className={`bbn-lf-item${error ? ' bbn-lf-item-error' : ''}${addon ? ' bbn-lf-item-addon' : ''}`}>
      <div className="bbn-lf-row">
        <span className="bbn-lf-input">
          <span className="bbn-lf-prefix">{icon}</span>
          <input
            ref={inputRef}
            name={name}
            placeholder={placeholder}
            aria-label={placeholder}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            aria-required
            {...input}
          />
          {suffix}
        </span>
        {addon}
      </div>
      {error && (
        <div id={errorId} className="bbn-lf-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export default function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), captcha: useRef<HTMLInputElement>(null) };

  const reloadCaptcha = useCallback(() => {
    const next = firstCaptcha ?? fetchCaptcha();
    firstCaptcha = null;
    next.then(setCaptcha).catch(() => setCaptcha(null));
  }, []);

  useEffect(() => {
    if (isSignedIn()) history.replace(webConfig.firstPage);
    else reloadCaptcha();
  }, [reloadCaptcha]);

  // As antd's Form did: a field is checked again as it changes.
  const change = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: e.target.value };
    setValues(next);
    setErrors((prev) => ({ ...prev, [name]: loginErrors(next)[name] }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = loginErrors(values);
    setErrors(found);
    const first = (['username', 'password', 'captcha'] as const).find((n) => found[n]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (!captcha) return;
    setBusy(true);
    try {
      const error = await login({ ...values, captchaKey: captcha.key });
      if (!error) {
        history.replace(webConfig.firstPage);
        return;
      }
      // The request layer already showed the server's error_description; a new captcha is needed.
      setValues((v) => ({ ...v, captcha: '' }));
      reloadCaptcha();
    } catch {
      reloadCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const err = (name: FieldName) => (errors[name] ? t(errors[name]!) : undefined);

  return (
    <PublicCard heading={t('login.heading')} subtitle={t('login.subtitle')}>
      <form className="bbn-lf" onSubmit={submit} autoComplete="off" noValidate>
        <Field
          name="username"
          icon={<UserOutlined />}
          placeholder={t('login.username')}
          error={err('username')}
          inputRef={refs.username}
          value={values.username}
          onChange={change('username')}
          maxLength={64}
          data-testid="login-username"
        />
        <Field
          name="password"
          icon={<LockOutlined />}
          placeholder={t('login.password')}
          error={err('password')}
          inputRef={refs.password}
          type={showPassword ? 'text' : 'password'}
          value={values.password}
          onChange={change('password')}
          maxLength={64}
          data-testid="login-password"
          suffix={
            <button
              type="button"
              className="bbn-lf-suffix"
              onClick={() => setShowPassword((s) => !s)}
              aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
              aria-pressed={showPassword}
              data-testid="login-password-toggle"
            >
              {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>
          }
        />
        <Field
          name="captcha"
          icon={<SafetyOutlined />}
          placeholder={t('login.captcha')}
          error={err('captcha')}
          inputRef={refs.captcha}
          value={values.captcha}
          onChange={change('captcha')}
          maxLength={8}
          data-testid="login-captcha"
          addon={
            <button
              type="button"
              className="bbn-captcha"
              onClick={reloadCaptcha}
              title={t('login.refreshCaptcha')}
              data-testid="captcha-image"
              data-key={captcha?.key ?? ''}
            >
              {captcha && <img src={captcha.image} alt={t('login.captcha')} width={100} height={40} />}
            </button>
          }
        />
        <button type="submit" className="bbn-lf-submit" disabled={busy} aria-busy={busy} data-testid="login-submit">
          {busy && <span className="bbn-lf-spin" aria-hidden />}
          {t('login.submit')}
        </button>
      </form>
      <div className="bbn-login-links">
        <Link to="/register">{t('login.register')}</Link>
        <Link to="/resetpassword">{t('login.forgot')}</Link>
        <Link to="/home">{t('login.backPortal')}</Link>
      </div>
    </PublicCard>
  );
}
