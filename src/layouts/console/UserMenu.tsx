import { CopyOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { useDebounceFn } from 'ahooks';
import { Avatar, Button, Divider, Dropdown, Space, theme } from 'antd';
import { useApp } from '@/components/ConsoleApp';
import React, { useState } from 'react';
import { history, useIntl } from 'umi';
import { webConfig } from '@/config/web';
import { useLiveStatus } from '@/stores/liveStatus';
import { logout, useSession } from '@/stores/session';
import { getErrorLogs } from '@/stores/errorLog';
import { copyText } from '@/utils/clipboard';
import { maskBid } from '@/utils/mask';

/** Header user dropdown (spec 2.3): name, status, account ID and masked BID with copy, entries, logout. */
export default function UserMenu() {
  useLiveStatus();
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, any>) => intl.formatMessage({ id }, values);
  const { userInfo, user } = useSession();
  const { message, modal } = useApp();
  // Controlled: an entry that navigates closes the panel (it would otherwise stay over the new page).
  const [open, setOpen] = useState(false);
  const go = (path: string) => {
    setOpen(false);
    history.push(path);
  };
  const status = userInfo?.status;
  const statusText = status === null || status === undefined ? t('status.empty') : t(`status.${status}`);

  const copy = async (text: string) => {
    if (await copyText(text)) message.success(t('common.copied'));
  };
  // Leading edge: the first click copies at once, repeats within the window are ignored.
  const copyId = useDebounceFn(copy, { wait: webConfig.copyDebounce, leading: true, trailing: false });
  const copyBid = useDebounceFn(copy, { wait: webConfig.copyBidDebounce, leading: true, trailing: false });

  const confirmLogout = () =>
    modal.confirm({
      title: t('header.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout(getErrorLogs());
        history.replace('/login');
      },
    });

  const panel = (
    <div className="bbn-user-panel" data-testid="user-panel">
      <Space align="start">
        <Avatar size={48} src={userInfo?.pic || undefined} icon={<UserOutlined />} />
        <div>
          {/* Plain text in the theme's colours: antd's Typography would add ~7 KiB to the console's first load. */}
          <strong data-testid="user-name">{userInfo?.name || user?.nickName}</strong>
          <div>
            <span style={{ color: status === 2 ? token.colorSuccessText : token.colorWarningText }} data-testid="user-status">
              {statusText}
            </span>
          </div>
        </div>
      </Space>
      <div className="bbn-user-row">
        <span>{t('common.labelled', { label: t('header.accountId') })}</span>
        <span data-testid="user-account-id">{userInfo?.userId}</span>
        <Button
          type="link"
          size="small"
          icon={<CopyOutlined />}
          aria-label={t('common.copy')}
          data-testid="copy-account-id"
          onClick={() => copyId.run(String(userInfo?.userId ?? ''))}
        />
      </div>
      <div className="bbn-user-row">
        <span>{t('common.labelled', { label: t('header.bid') })}</span>
        <span data-testid="user-bid">{maskBid(userInfo?.bid) || t('common.empty')}</span>
        {userInfo?.bid && (
          <Button
            type="link"
            size="small"
            icon={<CopyOutlined />}
            aria-label={t('common.copy')}
            data-testid="copy-bid"
            onClick={() => copyBid.run(userInfo.bid)}
          />
        )}
      </div>
      <Divider style={{ margin: '8px 0' }} />
      <div className="bbn-user-actions">
        <Button type="text" block onClick={() => go('/personal/account/index')}>
          {t('header.accountInfo')}
        </Button>
        <Button type="text" block onClick={() => go('/personal/digital/index')}>
          {t('header.digitalIdentity')}
        </Button>
        <Button type="text" block onClick={() => go('/personal/integral/index')}>
          {t('header.points')}
        </Button>
        <Button type="text" danger block onClick={() => (setOpen(false), confirmLogout())} data-testid="logout">
          {t('header.logout')}
        </Button>
      </div>
    </div>
  );

  return (
    <Dropdown trigger={['click']} open={open} onOpenChange={setOpen} popupRender={() => panel} placement="bottomRight">
      <Space className="bbn-header-user" data-testid="user-dropdown" role="button" tabIndex={0}>
        <Avatar size="small" src={userInfo?.pic || undefined} icon={<UserOutlined />} />
        <span data-testid="header-user-name">{userInfo?.name || user?.nickName}</span>
        <DownOutlined />
      </Space>
    </Dropdown>
  );
}
