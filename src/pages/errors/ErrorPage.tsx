import { Button, Result, Space } from 'antd';
import React from 'react';
import { history, useIntl } from 'umi';
import LangSwitch from '@/components/LangSwitch';
import { isSignedIn } from '@/stores/session';
import { webConfig } from '@/config/web';

/**
 * 404 / 403 / 500 with a way back: the console for a signed-in user, the portal otherwise; and
 * the previous page when there is one in this tab. Centred on a quiet background.
 */
export default function ErrorPage({ code }: { code: '404' | '403' | '500' }) {
  const intl = useIntl();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <main
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f4f6fa', padding: 24, position: 'relative' }}
      data-testid={`error-${code}`}
    >
      <LangSwitch style={{ position: 'absolute', top: 16, right: 24, color: '#333' }} />
      <Result
        status={code}
        title={intl.formatMessage({ id: `error.${code}.title` })}
        subTitle={intl.formatMessage({ id: `error.${code}.desc` })}
        extra={
          <Space>
            {canGoBack && <Button onClick={() => history.back()}>{intl.formatMessage({ id: 'common.back' })}</Button>}
            <Button type="primary" onClick={() => history.replace(isSignedIn() ? webConfig.firstPage : '/home')} data-testid="error-back">
              {intl.formatMessage({ id: 'common.backHome' })}
            </Button>
          </Space>
        }
      />
    </main>
  );
}
