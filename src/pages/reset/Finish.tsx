/** /step/finish: done; log in with the new password. */
import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import React from 'react';
import { history, useIntl } from 'umi';
import { clearSession } from '@/stores/session';
import { clearResetState } from './state';

export default function FinishStep() {
  const intl = useIntl();
  return (
    <div className="bbn-reset-center" data-testid="reset-finish">
      <CheckCircleFilled style={{ fontSize: 48, color: '#67c23a' }} />
      <h2>{intl.formatMessage({ id: 'reset.finishTitle' })}</h2>
      <p>{intl.formatMessage({ id: 'reset.finishDesc' })}</p>
      <Button
        type="primary"
        size="large"
        data-testid="reset-to-login"
        onClick={() => {
          clearResetState();
          clearSession(); // a session signed in with the old password is over
          history.replace('/login');
        }}
      >
        {intl.formatMessage({ id: 'reset.toLogin' })}
      </Button>
    </div>
  );
}
