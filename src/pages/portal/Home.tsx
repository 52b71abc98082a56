import React from 'react';
import { Link, useIntl } from 'umi';

export default function PortalHome() {
  const intl = useIntl();
  return (
    <main style={{ padding: 48 }}>
      <h1>{intl.formatMessage({ id: 'app.brand' })}</h1>
      <Link to="/login">{intl.formatMessage({ id: 'login.submit' })}</Link>
    </main>
  );
}
