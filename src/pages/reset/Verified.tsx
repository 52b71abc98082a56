/** /step/verification3: the identity is verified; on to the new password. */
import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import React from 'react';
import { history, useIntl } from 'umi';
import Restart from './Restart';
import { getResetState } from './state';

export default function VerifiedStep() {
  const intl = useIntl();
  const state = getResetState();
  if (!state?.userName || !state.ticket) return <Restart />;
  return (
    <div className="bbn-reset-center" data-testid="reset-verified">
      <CheckCircleFilled style={{ fontSize: 48, color: '#67c23a' }} />
      <h2>{intl.formatMessage({ id: 'reset.verifiedTitle' })}</h2>
      <p>{intl.formatMessage({ id: 'reset.verifiedDesc' }, { user: state.userName })}</p>
      <Button
        type="primary"
        size="large"
        onClick={() => history.push(`/step/setpassword/${encodeURIComponent(state.userName)}`)}
        data-testid="reset-to-password"
      >
        {intl.formatMessage({ id: 'reset.toSetPassword' })}
      </Button>
    </div>
  );
}
