/** /resetpassword: what the reset takes, and the way into the /step wizard (spec 2.2). */
import { Button, Card } from 'antd';
import React from 'react';
import { history, Link, useIntl } from 'umi';
import LangSwitch from '@/components/LangSwitch';
import { clearResetState } from './state';
import '../login/login.less';
import './reset.less';

export default function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="bbn-login" data-testid="reset-intro">
      <div className="bbn-login-lang">
        <LangSwitch style={{ color: '#fff' }} />
      </div>
      <Card className="bbn-login-card bbn-reset-card bbn-reset-intro" bordered={false}>
        <div className="bbn-login-brand">
          <img src="favicon.svg" alt="" width={40} height={40} />
          <div>
            <h1>{t('reset.heading')}</h1>
          </div>
        </div>
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
      </Card>
    </div>
  );
}
