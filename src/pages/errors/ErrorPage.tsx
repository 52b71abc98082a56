import { Button, Result } from 'antd';
import React from 'react';
import { history, useIntl } from 'umi';
import { isSignedIn } from '@/stores/session';
import { webConfig } from '@/config/web';

/** 404 / 403 / 500 with a way back: the console for a signed-in user, the portal otherwise. */
export default function ErrorPage({ code }: { code: '404' | '403' | '500' }) {
  const intl = useIntl();
  return (
    <Result
      status={code}
      title={intl.formatMessage({ id: `error.${code}.title` })}
      subTitle={intl.formatMessage({ id: `error.${code}.desc` })}
      extra={
        <Button type="primary" onClick={() => history.replace(isSignedIn() ? webConfig.firstPage : '/home')} data-testid="error-back">
          {intl.formatMessage({ id: 'common.backHome' })}
        </Button>
      }
    />
  );
}
