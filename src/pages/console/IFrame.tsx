import React from 'react';
import { useIntl, useSearchParams } from 'umi';

/** /myiframe: an external menu page embedded in the console (spec 2.2). Only http(s) sources load. */
export default function IFrame() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const src = params.get('src') ?? '';
  const safe = /^https?:\/\//i.test(src) || /^\/[^/]/.test(src) ? src : 'about:blank';
  return (
    <iframe
      title={intl.formatMessage({ id: 'iframe.title' })}
      src={safe}
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0, background: '#fff' }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
