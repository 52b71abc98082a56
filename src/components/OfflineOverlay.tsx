import React, { useEffect, useState } from 'react';
import { useIntl } from 'umi';
import offlineImage from '@/assets/offline.svg';

/**
 * Spec 2.1: offline hides the app behind a full-page image and warning; online restores it with
 * a success message. The app stays mounted underneath, so nothing typed is lost.
 */
export default function OfflineOverlay({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  const [offline, setOffline] = useState(typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    const down = () => setOffline(true);
    const up = () => {
      setOffline(false);
      // antd's message (and its notification machinery) loads when first needed, not with /home;
      // webpack reads the destructured name and bundles that export only.
      import('antd').then(({ message }) => message.success({ content: intl.formatMessage({ id: 'offline.restored' }), duration: 3 }));
    };
    window.addEventListener('offline', down);
    window.addEventListener('online', up);
    return () => {
      window.removeEventListener('offline', down);
      window.removeEventListener('online', up);
    };
  }, [intl]);
  return (
    <>
      <div style={offline ? { display: 'none' } : undefined} aria-hidden={offline}>
        {children}
      </div>
      {offline && (
        <div
          role="alert"
          data-testid="offline-overlay"
          style={{
            position: 'fixed',
            inset: 0,
            zIndex: 3000,
            background: '#fff',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 24,
          }}
        >
          <img src={offlineImage} alt={intl.formatMessage({ id: 'offline.alt' })} width={320} height={220} />
          <p style={{ fontSize: 18, color: '#f56c6c', margin: 0 }}>{intl.formatMessage({ id: 'offline.message' })}</p>
        </div>
      )}
    </>
  );
}
