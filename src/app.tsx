/** umi runtime configuration: providers around every page, and what happens on navigation. */
import { ConfigProvider } from 'antd';
import React from 'react';
import ErrorBoundary from '@/components/ErrorBoundary';
import OfflineOverlay from '@/components/OfflineOverlay';
import { webConfig } from '@/config/web';
import { applyRouteTitle } from '@/utils/routeTitle';

/**
 * The theme colour of spec 9, and text in a darker shade of it: #409EFF on white is 2.8:1 and
 * antd's own link blue #1677ff 4.1:1; #1a6cc8 reads at 5.2:1 (WCAG AA).
 */
const TEXT_PRIMARY = '#1a6cc8';
const theme = {
  token: { colorPrimary: webConfig.themeColor, colorLink: TEXT_PRIMARY, borderRadius: 4 },
  // The selected menu entry and tab are text in the theme colour (or white on it): the darker shade.
  components: {
    Menu: { itemSelectedColor: TEXT_PRIMARY, darkItemSelectedBg: TEXT_PRIMARY },
    Tabs: { itemSelectedColor: TEXT_PRIMARY, itemActiveColor: TEXT_PRIMARY },
  },
};

/** Outermost: the theme (the locale plugin's ConfigProvider inside it adds the antd locale). */
export function rootContainer(container: React.ReactNode) {
  return <ConfigProvider theme={theme}>{container}</ConfigProvider>;
}

// Static message/modal calls (request layer, offline notice) get the theme too.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>,
});

/**
 * Innermost, inside the intl provider: what speaks to the user needs the messages. antd's App
 * (context-aware message/modal) is provided by the console and public page layouts, not here,
 * so the portal's first load stays small.
 */
export function innerProvider(container: React.ReactNode) {
  return (
    <OfflineOverlay>
      <ErrorBoundary>{container}</ErrorBoundary>
    </OfflineOverlay>
  );
}

/** Each navigation sets the title and resets the scroll position (spec 2.2). */
export function onRouteChange({ clientRoutes, location }: any) {
  applyRouteTitle(clientRoutes, location.pathname);
  window.scrollTo(0, 0);
}
