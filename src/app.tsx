/** umi runtime configuration: providers around every page, and what happens on navigation. */
import React from 'react';
import { getLocale } from 'umi';
import ErrorBoundary from '@/components/ErrorBoundary';
import OfflineOverlay from '@/components/OfflineOverlay';
import { loadLocale } from '@/locales/area';
import { applyRouteTitle } from '@/utils/routeTitle';

/**
 * Innermost, inside the intl provider: what speaks to the user needs the messages. antd's theme
 * and locale (src/components/AntdProvider.tsx) and its App (context-aware message/modal) are
 * provided by the console and public page layouts, not here, so the portal's first load carries
 * no antd runtime.
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

/** English is not in the first load (src/locales/area.ts): its messages come before the first render. */
export function render(oldRender: () => void) {
  loadLocale(getLocale()).finally(oldRender);
}
