/**
 * /personal/account/index (also /info/index and /account): the account card and three tabs,
 * profile (spec 3: avatar, name, realName, phone, email), password change and phone binding.
 * Bespoke rather than a schema: the password fields leave the browser sm2-encrypted and the phone
 * binding has a send-code step; the avatar and the field rules are the engine's own (AvatarUpload,
 * validators), so the rules match every schema form.
 */
import { App, Button, Card, Descriptions, Form, Input, Space, Tabs, Tag } from 'antd';
import React, { useEffect, useState } from 'react';
import { useCountDown } from 'ahooks';
import { getLocale, useIntl } from 'umi';
import { text } from '@/engine/format/runtime';
import type { Text } from '@/engine/format/types';
import { checkChineseName, checkEmail, checkPhone, PHONE } from '@/engine/format/validators';
import { AvatarUpload } from '@/engine/react/widgets';
import { useRead, useWritingApi, type ReadKey } from '@/services/query';
import { get, post } from '@/services/request';
import { PERSON } from '@/stores/liveStatus';
import { useSession } from '@/stores/session';
import { encryptField } from '@/utils/crypto';
import { maskBid } from '@/utils/mask';
import '../locale';

/** An antd rule from an engine check; empty values pass unless the field is required. */
const ruleOf = (check: (v: unknown) => Text | undefined, locale: string) => ({
  validator: (_: unknown, v: unknown) => {
    if (v === undefined || v === null || v === '') return Promise.resolve();
    const problem = check(v);
    return problem ? Promise.reject(new Error(text(problem, locale))) : Promise.resolve();
  },
});

/** The account's own profile (name, real name, phone, e-mail, avatar): the card, the profile form, the binding tab. */
const INFO = '/blade-user/info';
const INFO_KEY: ReadKey = [`GET ${INFO}`];
/**
 * What the profile's writes change besides their own resource: the person the header shows (its
 * name is the real name or the nickname, its avatar the one saved here). The avatar's call,
 * /sfbn-system/account/submitAvatar, is the person's resource already.
 */
const PROFILE_CHANGES = [PERSON];
/** A bound phone shows in the account card and the profile form (the binding's own resource is the person's). */
const PHONE_CHANGES = [INFO];

export default function AccountPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);
  const { userInfo, user } = useSession();
  const info = useRead(INFO_KEY);
  const me = info.data?.data ?? {};
  const status = userInfo?.status;
  return (
    <div data-testid="account-page">
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 3 }} title={t('personal.account.title')}>
          <Descriptions.Item label={t('personal.account.account')}>
            <span data-testid="account-name">{user?.account ?? me.account}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('header.accountId')}>{userInfo?.userId}</Descriptions.Item>
          <Descriptions.Item label={t('home.identity')}>
            <Tag color={status === 2 ? 'success' : status === 3 ? 'processing' : 'warning'} data-testid="account-status">
              {status === null || status === undefined ? t('status.empty') : t(`status.${status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('header.bid')}>{maskBid(userInfo?.bid) || t('common.empty')}</Descriptions.Item>
          <Descriptions.Item label={t('personal.account.phone')}>
            <span data-testid="account-phone">{me.phone || t('common.empty')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('personal.account.role')}>{user?.roleName}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          items={[
            { key: 'profile', label: t('personal.account.profile'), children: info.data ? <ProfileForm initial={me} /> : null },
            { key: 'password', label: t('personal.account.password'), children: <PasswordForm /> },
            { key: 'phone', label: t('personal.account.bindPhone'), children: <PhoneBinding current={me.phone} /> },
          ]}
        />
      </Card>
    </div>
  );
}

function ProfileForm({ initial }: { initial: Record<string, any> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = getLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const api = useWritingApi(PROFILE_CHANGES);
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  // The avatar is saved as soon as it is uploaded or its removal confirmed (submitAvatar, whose
  // resource is the person's: the header shows it at once); the other fields wait for 保存.
  const onAvatar = async (avatar: string) => {
    form.setFieldValue('avatar', avatar);
    const res = await api.call('POST /sfbn-system/account/submitAvatar', { avatar }).catch(() => null);
    if (res?.code === 200) message.success(t(avatar ? 'personal.account.avatarSaved' : 'personal.account.avatarRemoved'));
  };

  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      // The phone is not the profile's to change (手机绑定 proves it with a code; the gateway refuses it here).
      const trimmed = Object.fromEntries(
        Object.entries(values)
          .filter(([k]) => k !== 'phone')
          .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
      );
      const res = await api.call('POST /blade-user/update-info', trimmed);
      if (res?.code === 200) message.success(t('personal.account.saved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 12 }} data-testid="profile-form">
      <Form.Item name="avatar" label={t('personal.account.avatar')}>
        <AvatarUpload onChange={onAvatar} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('personal.account.nickName')}
        rules={[{ required: true, whitespace: true, message: t('personal.account.nickNameRequired') }]}
      >
        <Input maxLength={20} data-testid="profile-name" />
      </Form.Item>
      <Form.Item name="realName" label={t('personal.account.realName')} rules={[ruleOf(checkChineseName, locale)]}>
        <Input maxLength={8} data-testid="profile-realName" />
      </Form.Item>
      {/* Changed only through the binding tab, which proves the number with a code. */}
      <Form.Item name="phone" label={t('personal.account.phone')} rules={[ruleOf(checkPhone, locale)]}>
        <Input maxLength={11} disabled />
      </Form.Item>
      <Form.Item name="email" label={t('personal.account.email')} rules={[ruleOf(checkEmail, locale)]}>
        <Input maxLength={50} data-testid="profile-email" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" loading={busy} onClick={save} data-testid="profile-save">
          {t('personal.account.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

function PasswordForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  // The password is shown by no read: it changes nothing on screen.
  const save = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const res = await post('/sfbn-identity/identityAudit/updatePassword', {
        oldPassword: encryptField(v.oldPassword),
        newPassword: encryptField(v.newPassword),
        newPassword1: encryptField(v.newPassword1),
      }).catch(() => null);
      if (res?.code === 200) {
        message.success(t('personal.account.passwordChanged'));
        form.resetFields();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 12 }} data-testid="password-form">
      <Form.Item name="oldPassword" label={t('personal.account.oldPassword')} rules={[{ required: true, message: t('personal.account.oldPasswordRequired') }]}>
        <Input.Password maxLength={20} autoComplete="current-password" data-testid="password-old" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('personal.account.newPassword')}
        rules={[
          { required: true, message: t('personal.account.newPasswordRequired') },
          { pattern: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/, message: t('personal.account.passwordRule') },
        ]}
      >
        <Input.Password maxLength={20} autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('personal.account.newPassword1')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('personal.account.newPassword1Required') },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('personal.account.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password maxLength={20} autoComplete="new-password" data-testid="password-again" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" loading={busy} onClick={save} data-testid="password-save">
          {t('personal.account.changePassword')}
        </Button>
      </Form.Item>
    </Form>
  );
}

const RESEND_MS = 60_000;

function PhoneBinding({ current }: { current?: string }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);
  const locale = getLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [until, setUntil] = useState<number>();
  const [left] = useCountDown({ targetDate: until, onEnd: () => setUntil(undefined) });
  const [busy, setBusy] = useState(false);
  const api = useWritingApi(PHONE_CHANGES);

  const send = async () => {
    const { phone } = await form.validateFields(['phone']);
    const res = await get('/sfbn-resource/person/verify-code/bind', { phone: phone.trim() }).catch(() => null);
    if (res?.code === 200) {
      message.success(t('personal.account.codeSent'));
      setUntil(Date.now() + RESEND_MS);
    }
  };
  const bind = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const res = await api
        .call(current ? 'POST /sfbn-system/account/bindUpdate' : 'POST /sfbn-system/account/bind', { phone: v.phone.trim(), code: v.code.trim() })
        .catch(() => null);
      if (res?.code === 200) {
        message.success(res.msg || t('personal.account.bound'));
        form.resetFields();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 12 }} data-testid="phone-form">
      <Form.Item label={t('personal.account.currentPhone')}>{current || t('personal.account.noPhone')}</Form.Item>
      <Form.Item
        name="phone"
        label={t('personal.account.newPhone')}
        rules={[{ required: true, message: text(PHONE.empty, locale) }, ruleOf(checkPhone, locale)]}
      >
        <Input maxLength={11} data-testid="phone-number" />
      </Form.Item>
      <Form.Item label={t('personal.account.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('personal.account.codeRequired') }]}>
            <Input maxLength={6} data-testid="phone-code" />
          </Form.Item>
          <Button onClick={send} disabled={left > 0} data-testid="phone-send">
            {left > 0 ? t('personal.account.resendIn', { s: Math.ceil(left / 1000) }) : t('personal.account.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" loading={busy} onClick={bind} data-testid="phone-bind">
          {t(current ? 'personal.account.rebind' : 'personal.account.bind')}
        </Button>
      </Form.Item>
    </Form>
  );
}
