/**
 * antd's theme and locale, given by the layouts whose pages use antd (the console, the login and
 * the other public pages), not by the app root: the marketing portal draws no antd component, so
 * antd's runtime (ConfigProvider, css-in-js, motion) stays out of its first load (docs/performance.md).
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import React, { useSyncExternalStore } from 'react';
import { useIntl } from 'umi';
import { keptStylesCache } from './keptStyles';

/**
 * The theme colour of spec 9 (webConfig.themeColor, #409EFF) stays the brand's decorative colour
 * (logo, progress bar, gradients); whatever carries text uses a darker shade of its hue: white
 * text on #409EFF is 2.8:1 and antd's own link blue #1677ff 4.1:1, while #1a6cc8 reads at 5.2:1
 * both as text on white and as the fill of a primary button (WCAG AA 4.5:1). Hover and pressed
 * fills are set too, so white text on them passes as well (#1f74d6 4.6:1, #15579f 7.3:1).
 */
export const TEXT_PRIMARY = '#1a6cc8';
const theme = {
  token: {
    colorPrimary: TEXT_PRIMARY,
    colorPrimaryHover: '#1f74d6',
    colorPrimaryActive: '#15579f',
    colorLink: TEXT_PRIMARY,
    // antd's defaults fail 4.5:1 as text: red #ff4d4f (danger buttons, errors) 3.3:1, green
    // #52c41a on its tag 2.2:1, grey descriptions #8c8c8c 3.4:1. Darker shades of the same hues.
    colorError: '#cf1322',
    colorSuccess: '#237804',
    // The success tag's fill and border stay antd's light green (derived from the darker seed they turn grey-green).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 4,
  },
  // The selected menu entry and tab are text in the theme colour (or white on it): the darker shade.
  components: {
    Menu: { itemSelectedColor: TEXT_PRIMARY, darkItemSelectedBg: TEXT_PRIMARY },
    Tabs: { itemSelectedColor: TEXT_PRIMARY, itemActiveColor: TEXT_PRIMARY },
  },
};

const antdLocale = (locale: string) => (locale === 'en-US' ? enUS : zhCN);

/**
 * A user who asks the system for less motion (prefers-reduced-motion, WCAG 2.3.3) gets antd's
 * dialogs, dropdowns and menus without their zoom and slide: they appear at once, where they stay.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
const stillTheme = { ...theme, token: { ...theme.token, motion: false } };
const themeFor = (reduced: boolean) => (reduced ? stillTheme : theme);
// One subscribe function: a new one on each render would make React subscribe again every render.
function onMotionPreference(changed: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
const useReducedMotion = () => useSyncExternalStore(onMotionPreference, reducedMotion);

// Static message/modal calls (request layer, offline notice) get the theme and the language too.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={themeFor(reducedMotion())} locale={antdLocale(localStorage.getItem('umi_locale') || 'zh-CN')}>
      {children}
    </ConfigProvider>
  ),
});

const styles = keptStylesCache();

export default function AntdProvider({ children }: { children: React.ReactNode }) {
  const { locale } = useIntl();
  const reduced = useReducedMotion();
  return (
    <StyleProvider cache={styles}>
      <ConfigProvider theme={themeFor(reduced)} locale={antdLocale(locale)}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
