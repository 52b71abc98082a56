/** Shown when a wizard step is opened without the earlier steps done. */
import { Button } from 'antd';
import React from 'react';
import { history, useIntl } from 'umi';

export default function Restart() {
  const intl = useIntl();
  return (
    <div className="bbn-reset-center" data-testid="reset-restart">
      <p>{intl.formatMessage({ id: 'reset.restart' })}</p>
      <Button type="primary" onClick={() => history.replace('/step/resetpass')}>
        {intl.formatMessage({ id: 'reset.start' })}
      </Button>
    </div>
  );
}
