import { Result } from 'antd';
import React from 'react';
import { useIntl, useSearchParams } from 'umi';
import { webConfig } from '@/config/web';
import { frameAllowed, frameSource } from '@/utils/routeGuard';

/**
 * /myiframe: an external menu page embedded in the console (spec 2.2). The address is parsed with
 * the URL API (frameSource): another site's http(s) page, when its origin is on the allow-list
 * (webConfig.frameOrigins), is framed in a sandbox without
 * allow-same-origin, so it can never act as this console; a same-origin page (admitted by the
 * route guard only when a menu entry names it) keeps its origin. Anything else is refused.
 */
export default function IFrame() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const source = frameSource(params.get('src') ?? '', window.location.origin);
  if (!source)
    return (
      <div data-testid="iframe-refused">
        <Result status="warning" title={intl.formatMessage({ id: 'iframe.refused' })} />
      </div>
    );
  // Another site only when its origin is on the allow-list of the web constants (FRAME_ORIGINS).
  if (!frameAllowed(source, webConfig.frameOrigins))
    return (
      <div data-testid="iframe-refused">
        <Result status="warning" title={intl.formatMessage({ id: 'iframe.notAllowed' })} subTitle={new URL(source.url).origin} />
      </div>
    );
  return (
    <iframe
      title={intl.formatMessage({ id: 'iframe.title' })}
      src={source.url}
      data-testid="menu-iframe"
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0, background: '#fff' }}
      sandbox={source.kind === 'foreign' ? 'allow-scripts allow-forms allow-popups' : 'allow-scripts allow-same-origin allow-forms allow-popups'}
      referrerPolicy="no-referrer"
    />
  );
}
