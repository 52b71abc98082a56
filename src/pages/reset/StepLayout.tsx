/** /step wizard frame (spec 2.2): account, verification, new password, done. */
import { Steps } from 'antd';
import React from 'react';
import { Link, Outlet, useIntl, useLocation } from 'umi';
import PublicCard from '@/components/PublicCard';
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
    <PublicCard heading={t('reset.heading')} className="bbn-reset-card" testId="reset-wizard">
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
    </PublicCard>
  );
}
