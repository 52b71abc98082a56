/** /lock (spec 2.2, 4): the session is locked until the password is re-checked by the gateway. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, message, Space } from 'antd';
import React, { useEffect, useState } from 'react';
import { history, useIntl } from 'umi';
import { webConfig } from '@/config/web';
import { isSignedIn, logout, unlock, useSession } from '@/stores/session';
import PublicCard from '@/components/PublicCard';

export default function LockPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { userInfo } = useSession();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isSignedIn()) history.replace('/login');
  }, []);

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      if (await unlock(password)) history.replace(webConfig.firstPage);
      else message.error(t('lock.wrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard heading={t('lock.title')} lang={false}>
      <Space direction="vertical" align="center" style={{ width: '100%', marginBottom: 16 }}>
        <Avatar size={64} src={userInfo?.pic || undefined} icon={<UserOutlined />} />
        <strong>{userInfo?.name}</strong>
        <span style={{ color: '#909399' }}>{t('lock.hint')}</span>
      </Space>
      <Form onFinish={submit}>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('lock.password')} data-testid="unlock-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="unlock-submit">
          {t('lock.unlock')}
        </Button>
        <Button type="link" block onClick={async () => (await logout(), history.replace('/login'))}>
          {t('lock.logout')}
        </Button>
      </Form>
    </PublicCard>
  );
}
