/** /resetpassword: what the reset takes, and the way into the /step wizard (spec 2.2). */
import { Button } from 'antd';
import React from 'react';
import { history, Link, useIntl } from 'umi';
import PublicCard from '@/components/PublicCard';
import { clearResetState } from './state';
import './reset.less';

export default function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <PublicCard heading={t('reset.heading')} className="bbn-reset-card bbn-reset-intro" testId="reset-intro">
      <p>{t('reset.intro')}</p>
      <ol>
        <li>{t('reset.stage1')}</li>
        <li>{t('reset.stage2')}</li>
        <li>{t('reset.stage3')}</li>
        <li>{t('reset.stage4')}</li>
      </ol>
      <Button
        type="primary"
        size="large"
        block
        data-testid="reset-start"
        onClick={() => {
          clearResetState();
          history.push('/step');
        }}
      >
        {t('reset.start')}
      </Button>
      <div className="bbn-login-links">
        <Link to="/login">{t('reset.backLogin')}</Link>
        <Link to="/home">{t('register.backPortal')}</Link>
      </div>
    </PublicCard>
  );
}
