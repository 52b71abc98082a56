/** umi runtime configuration: providers around every page, and what happens on navigation. */
import { App as AntApp, ConfigProvider } from 'antd';
import React from 'react';
import ErrorBoundary from '@/components/ErrorBoundary';
import OfflineOverlay from '@/components/OfflineOverlay';
import { webConfig } from '@/config/web';
import { applyRouteTitle } from '@/utils/routeTitle';

/** Outermost: the theme (the locale plugin's ConfigProvider inside it adds the antd locale). */
export function rootContainer(container: React.ReactNode) {
  return <ConfigProvider theme={{ token: { colorPrimary: webConfig.themeColor, borderRadius: 4 } }}>{container}</ConfigProvider>;
}

/** Innermost, inside the intl provider: what speaks to the user needs the messages. */
export function innerProvider(container: React.ReactNode) {
  return (
    <AntApp>
      <OfflineOverlay>
        <ErrorBoundary>{container}</ErrorBoundary>
      </OfflineOverlay>
    </AntApp>
  );
}

/** Each navigation sets the title and resets the scroll position (spec 2.2). */
export function onRouteChange({ clientRoutes, location }: any) {
  applyRouteTitle(clientRoutes, location.pathname);
  window.scrollTo(0, 0);
}
