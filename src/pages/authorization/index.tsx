/**
 * /Authorization (spec 2.2, 7.1): the landing page of single sign-on with the OAuth 2.0
 * authorization_code grant. An identity provider sends the browser here with ?code=... (either
 * in the hash route, #/Authorization?code=..., or before it, /?code=...#/Authorization); the page
 * exchanges the code at POST /sfbn-auth/oauth/token (grant_type=authorization_code), loads the
 * user's data and opens the console's first page. Without a code it explains itself and offers
 * the account login; a refused code shows the gateway's reason.
 */
import { Button, Card, Result, Spin } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { history, useIntl, useSearchParams } from 'umi';
import { webConfig } from '@/config/web';
import LangSwitch from '@/components/LangSwitch';
import { loginWithCode } from '@/stores/session';
import '../login/login.less';

/** Where the provider sends the browser back: this page, whatever path the app is served under. */
export const redirectUri = () => `${window.location.origin}${window.location.pathname}#/Authorization`;

export default function AuthorizationPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const outer = new URLSearchParams(window.location.search);
  const code = params.get('code') || outer.get('code') || '';
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'failed'; reason: string } | { kind: 'missing' }>(
    code ? { kind: 'working' } : { kind: 'missing' },
  );
  const started = useRef('');

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address changed to one without a code (the first render's state already says so for a first address)
    if (!code) return setState({ kind: 'missing' });
    if (started.current === code) return; // each code is exchanged once
    started.current = code;
    setState({ kind: 'working' });
    // The code is single-use: drop it from the address bar before anything else.
    if (outer.get('code')) window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`);
    loginWithCode(code, redirectUri())
      .then((error) => {
        if (!error) history.replace(webConfig.firstPage);
        else setState({ kind: 'failed', reason: error });
      })
      .catch((e) => setState({ kind: 'failed', reason: e?.message || '' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each code is exchanged once; `outer` (the address's query, a new object each render) is read then
  }, [code]);

  const toLogin = (
    <Button type="primary" onClick={() => history.replace('/login')} data-testid="authorization-login">
      {t('authorization.toLogin')}
    </Button>
  );

  return (
    <div className="bbn-login" data-testid="authorization-page" data-state={state.kind}>
      <div className="bbn-login-lang">
        <LangSwitch />
      </div>
      <Card className="bbn-login-card" style={{ width: 520 }} variant="borderless">
        {state.kind === 'working' && <Result icon={<Spin size="large" />} title={t('authorization.title')} subTitle={t('authorization.working')} />}
        {state.kind === 'missing' && <Result status="info" title={t('authorization.missing')} subTitle={t('authorization.explain')} extra={toLogin} />}
        {state.kind === 'failed' && (
          <Result status="error" title={t('authorization.failed')} subTitle={<span data-testid="authorization-reason">{state.reason}</span>} extra={toLogin} />
        )}
      </Card>
    </div>
  );
}
