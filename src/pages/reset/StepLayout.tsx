/** /step wizard frame (spec 2.2): account, verification, new password, done. */
import { Card, Steps } from 'antd';
import React from 'react';
import { Link, Outlet, useIntl, useLocation } from 'umi';
import LangSwitch from '@/components/LangSwitch';
import '../login/login.less';
import './reset.less';

export function stepIndex(pathname: string): number {
  if (pathname.startsWith('/step/verification')) return 1;
  if (pathname.startsWith('/step/setpassword')) return 2;
  if (pathname.startsWith('/step/finish')) return 3;
  return 0;
}

export default function StepLayout() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pathname } = useLocation();
  return (
    <div className="bbn-login" data-testid="reset-wizard">
      <div className="bbn-login-lang">
        <LangSwitch style={{ color: '#fff' }} />
      </div>
      <Card className="bbn-login-card bbn-reset-card" bordered={false}>
        <div className="bbn-login-brand">
          <img src="favicon.svg" alt="" width={40} height={40} />
          <div>
            <h1>{t('reset.heading')}</h1>
          </div>
        </div>
        <Steps
          size="small"
          current={stepIndex(pathname)}
          items={[{ title: t('reset.step.account') }, { title: t('reset.step.verify') }, { title: t('reset.step.password') }, { title: t('reset.step.finish') }]}
        />
        <div className="bbn-reset-body">
          <Outlet />
        </div>
        <div className="bbn-login-links">
          <Link to="/login">{t('reset.backLogin')}</Link>
          <Link to="/home">{t('register.backPortal')}</Link>
        </div>
      </Card>
    </div>
  );
}
