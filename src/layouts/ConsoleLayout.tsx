/**
 * The console shell (spec 2.3): header with top menu, messages, language, error log and user
 * dropdown; sidebar with the chosen top menu's items and badges; tabs of visited pages; the page.
 * Every route under it needs a token (spec 2.2).
 */
import { BugOutlined, GlobalOutlined, LockOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Layout, Menu, Spin, Tabs, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemoizedFn } from 'ahooks';
import React, { useEffect, useMemo, useState } from 'react';
import { history, Outlet, getLocale, useIntl, useLocation, useSelectedRoutes, useAppData } from 'umi';
import { switchLocale } from '@/locales/area';
import AntdProvider from '@/components/AntdProvider';
import { ConsoleApp, useApp } from '@/components/ConsoleApp';
import ErrorBoundary from '@/components/ErrorBoundary';
import MenuIcon from '@/components/Icon';
import { webConfig } from '@/config/web';
import { queryClient } from '@/services/query';
import { useErrorLogs } from '@/stores/errorLog';
import { clearSession, isSignedIn, loadUserData, lock, setActiveTopMenu, startSessionTimers, useSession, type MenuItem } from '@/stores/session';
import { badgeText, firstLeaf, menuTarget, menuTrail } from '@/utils/menu';
import { findRoute, localize, routeTitle, setTitle } from '@/utils/routeTitle';
import { menuPaths, routeAllowed, statusAdmits, statusRefusal } from '@/utils/routeGuard';
import { parentTarget, screens, useScreensVersion } from '@/utils/screenRoutes';
import { getStore, setStore } from '@/utils/storage';
// The log dialog (and antd's Table in it) loads when first opened, not with the shell.
const LogDialog = React.lazy(() => import('./console/LogDialog'));
import NoticePopover from './console/NoticePopover';
import UserMenu from './console/UserMenu';
import { menuLabel, topMenuLabel } from './console/labels';
import { useCounters, type Counters } from './console/useCounters';
import './console/console.less';
// The screen manifest (config/screenModules.ts): registered before the console first renders.
import '@/.screens/manifest';

const HIDDEN_TOP = new Set(['personal', 'message']);
const HOME_TOP = 'home';

/** A visited page. Its title is derived from the route on every render, never stored, so a language switch renames every tab. */
interface VisitedTab {
  key: string;
  path: string;
}

/**
 * The shell's parts that draw a lot, memoised: the shell renders again on every change of the
 * session store, the counters, the error log or the tabs (a list's first load saw 29 commits, most
 * of them re-rendering the whole page under it). The page renders again only on a navigation or its
 * own state, the menus and tabs only when what they show changed.
 */
const Page = React.memo(function Page() {
  return <Outlet />;
});
const ShellMenu = React.memo(Menu);
const ShellTabs = React.memo(Tabs);

/** Badge counts by menu path (message center items). */
function badgeFor(path: string, c: Counters): number {
  if (/pending/i.test(path)) return c.pending;
  if (/alarm/i.test(path)) return c.alarm;
  if (/notice/i.test(path)) return c.notice;
  return 0;
}

/**
 * ConsoleApp (antd's App without notification) gives the shell and every console page context-aware
 * message and modal; the query client (src/services/query.ts) their reads.
 */
export default function ConsoleLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdProvider>
        <ConsoleApp>
          <ConsoleShell />
        </ConsoleApp>
      </AntdProvider>
    </QueryClientProvider>
  );
}

function ConsoleShell() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = useApp();
  const location = useLocation();
  const session = useSession();
  const selected = useSelectedRoutes();
  const { clientRoutes, routes } = useAppData();
  const matched: any = selected[selected.length - 1]?.route;
  // The screens' catch-all route stands for the screen view of the path (src/utils/screenRoutes.ts).
  const screen = matched?.screens ? screens.at(location.pathname) : undefined;
  const leafRoute: any = screen ? { ...matched, path: screen.path, screen: screen.screen, view: screen.view } : matched;
  const unknownPath = Boolean(matched?.screens) && !screen;
  const [collapsed, setCollapsed] = useState(false);
  const [logsOpen, setLogsOpen] = useState(false);
  const logs = useErrorLogs();
  const signedIn = isSignedIn();
  const counters = useCounters(signedIn);
  const [tabs, setTabs] = useState<VisitedTab[]>(() => getStore<VisitedTab[]>('tabs', { type: 'session' }) ?? []);

  // No token: logged out and sent to the root (spec 2.2). Locked: the lock page. A path that is
  // no page answers the 404 page, signed in or not (a parent path is led to its first page below).
  useEffect(() => {
    if (unknownPath && !parentTarget(location.pathname, Object.values(session.menus))) {
      if (!signedIn || session.topMenus.length > 0) history.replace('/404');
    } else if (!signedIn) {
      clearSession();
      history.replace('/');
    } else if (session.locked) {
      history.replace(webConfig.lockPage);
    }
  }, [signedIn, session.locked, unknownPath, session.menus, location.pathname, session.topMenus.length]);

  useEffect(() => {
    if (!signedIn) return;
    startSessionTimers();
    if (!session.userInfo) loadUserData().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in: the timers start once, the user's data is loaded if not there yet
  }, [signedIn]);

  // Route guard (issue 14): an address reaches only what the user's menus reach; else /403.
  const menusReady = session.topMenus.length > 0;
  const allowedPaths = useMemo(() => menuPaths(Object.values(session.menus)), [session.menus]);
  // A redirect (/info/index -> /personal/account/index) is judged where it leads (umi keeps
  // `redirect` on the route table's entry, not on the client route).
  const redirects = Boolean(matched?.id && (routes as Record<string, { redirect?: string }>)[matched.id]?.redirect);
  // A parent path (e.g. /digital) opens the first page under it that the user's menus show.
  const parent = unknownPath && menusReady ? parentTarget(location.pathname, Object.values(session.menus)) : undefined;
  const allowed =
    !menusReady ||
    redirects ||
    Boolean(parent) ||
    routeAllowed({
      pathname: location.pathname,
      search: location.search,
      route: leafRoute,
      menus: allowedPaths,
      listRouteOf: screens.listPathOf,
      firstPage: webConfig.firstPage,
      origin: window.location.origin,
    });
  // Status gate (spec 4/6, issue 23 item 10): every console route, bespoke pages included, applies
  // the menu click's rule; an address or a button reaches the identity application and the personal
  // and message centers too (webConfig.openToUnverified), a menu click does not (guardAndGo).
  const status = session.userInfo?.status;
  const homeTop = session.topMenus.find((x) => x.code === HOME_TOP);
  const homePaths = useMemo(() => menuPaths(homeTop ? [session.menus[homeTop.id] ?? []] : []), [homeTop, session.menus]);
  const statusOk =
    !menusReady ||
    redirects ||
    unknownPath ||
    statusAdmits({ pathname: location.pathname, status, firstPage: webConfig.firstPage, homePaths, openPrefixes: webConfig.openToUnverified });
  useEffect(() => {
    if (!signedIn) return;
    if (parent) history.replace(parent);
    else if (!allowed && !unknownPath) history.replace('/403');
    else if (!statusOk) {
      message.error({ content: t(statusRefusal(status)), duration: webConfig.messageDuration });
      history.replace(webConfig.firstPage);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation and verdict: the refusal's text (status, t, message) is read then, a new `t` each render must not repeat it
  }, [signedIn, allowed, statusOk, parent, unknownPath, location.pathname, location.search]);

  // A screen's title (bespoke routes are titled on navigation, src/app.tsx).
  const locale = getLocale();
  useEffect(() => {
    if (screen) setTitle(localize(screen.title, locale));
  }, [screen, locale]);

  // `npm start`: a screen file saved, added or removed arrives as a new release of the screens
  // (src/utils/screenManifest.ts); the development server sends it only once the mock serves the
  // menus it names (studio/screensStream.ts), so they are loaded again.
  const screensVersion = useScreensVersion();
  useEffect(() => {
    if (screensVersion > 0 && signedIn) loadUserData().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the manifest changes only (signing in loads the menus itself)
  }, [screensVersion]);

  /**
   * The menu entry the current page belongs to: its own path, its screen's list for another view
   * of a screen (a status tab, a detail), or the entry a bespoke sub-page names (menuPath).
   */
  const menuPath = (screen && screen.view !== 'list' && screens.listPathOf(screen.screen)) || leafRoute?.menuPath || location.pathname;

  const topMenus = useMemo(() => session.topMenus.filter((m) => !HIDDEN_TOP.has(m.code)), [session.topMenus]);
  // The top menu whose tree holds the current path wins; else the one chosen last.
  const pathTop = useMemo(
    () =>
      session.topMenus.find((tm) => menuTrail(session.menus[tm.id], location.pathname).length > 0)?.id ??
      session.topMenus.find((tm) => menuTrail(session.menus[tm.id], menuPath).length > 0)?.id,
    [session.topMenus, session.menus, location.pathname, menuPath],
  );
  const activeTop = pathTop ?? session.activeTopMenu ?? topMenus[0]?.id ?? null;
  const sideItems = useMemo<MenuItem[]>(() => (activeTop && session.menus[activeTop]) || [], [activeTop, session.menus]);

  // Visited pages become tabs; a list's status tabs share the list's tab (they change the list only).
  const tabKey = (screen?.tab && screens.listPathOf(screen.screen)) || location.pathname;
  useEffect(() => {
    if (!signedIn || !leafRoute || !menusReady || !allowed || !statusOk || unknownPath) return;
    const key = tabKey;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tabs gather the pages visited (and are kept in the session): a navigation adds to what earlier ones left, once its gates have passed
    setTabs((prev) => {
      const next = prev.some((x) => x.key === key)
        ? prev.map((x) => (x.key === key ? { key, path: location.pathname + location.search } : x))
        : [...prev, { key, path: location.pathname + location.search }];
      setStore({ name: 'tabs', content: next.map(({ key: k, path }) => ({ key: k, path })), type: 'session' });
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leafRoute is a new object each render (only whether there is one matters); the tab follows the path and the gates
  }, [tabKey, location.pathname, location.search, menusReady, allowed, statusOk, signedIn, unknownPath]);

  /** The tabs, each titled in the current language: the route's title, else the menu entry's label. */
  const tabItems = useMemo(() => {
    const title = (key: string) => {
      const fromRoute = localize(screens.at(key)?.title) || routeTitle(findRoute(clientRoutes, key));
      if (fromRoute) return fromRoute;
      const entry = Object.values(session.menus)
        .map((tree) => menuTrail(tree, key).slice(-1)[0])
        .find(Boolean);
      return entry ? menuLabel(intl, entry) : key;
    };
    return tabs.map((x) => ({ key: x.key, label: title(x.key), closable: x.key !== webConfig.firstPage }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language (intl.locale), a new release of the screens and the menus
  }, [tabs, intl.locale, screensVersion, session.menus, clientRoutes]);

  /** Spec 4/6: a menu click other than home admits only authenticated users (status 2), every area's entries alike. */
  const guardAndGo = useMemoizedFn((path: string, topCode?: string) => {
    if (topCode !== HOME_TOP && !statusAdmits({ pathname: path, status, firstPage: webConfig.firstPage, homePaths, openPrefixes: [] })) {
      message.error({ content: t(statusRefusal(status)), duration: webConfig.messageDuration });
      history.push(webConfig.firstPage);
      return;
    }
    // Opening any menu item resets the sub-chain application and self-build flags (spec 2.4).
    sessionStorage.removeItem(`${webConfig.storagePrefix}subchainApply`);
    sessionStorage.removeItem(`${webConfig.storagePrefix}subchainSelfBuild`);
    history.push(menuTarget(path));
  });

  const onTopMenu = useMemoizedFn(({ key: id }: { key: string }) => {
    const top = session.topMenus.find((x) => x.id === id);
    setActiveTopMenu(id);
    const target = top?.path || firstLeaf(session.menus[id])?.path;
    if (target) guardAndGo(target, top?.code);
  });

  // Open groups: the current page's trail is opened on each navigation, and groups the user opened
  // stay open (a remount per route used to fold a group the user had just opened, under the mouse).
  // The side menu marks the page's own entry, else the entry it belongs to (a list's other views).
  const selectedPath = menuTrail(sideItems, location.pathname).length ? location.pathname : menuPath;
  const trailKeys = menuTrail(sideItems, selectedPath)
    .slice(0, -1)
    .map((m) => `group:${m.id}`);
  // Another area: its own groups, starting from the trail; within an area the trail is added.
  // Adjusted while rendering (React's "state from the previous render"), not in an effect: the
  // first frame of the new page already shows its groups open, so a press on a group title right
  // then is not undone a frame later by a late reset (a slow machine showed exactly that).
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  const trailSig = trailKeys.join();
  const [openedFor, setOpenedFor] = useState({ top: activeTop, trail: trailSig });
  if (openedFor.top !== activeTop || openedFor.trail !== trailSig) {
    setOpenedFor({ top: activeTop, trail: trailSig });
    setOpenKeys((open) => (openedFor.top !== activeTop ? trailKeys : trailKeys.every((k) => open.includes(k)) ? open : [...new Set([...open, ...trailKeys])]));
  }

  const hideSidebar = Boolean(leafRoute?.hideSidebar);
  const topCode = session.topMenus.find((x) => x.id === activeTop)?.code;
  const sideMenuItems = useMemo(() => {
    const toItems = (list: MenuItem[]): MenuProps['items'] =>
      list
        .filter((m) => !m.meta?.hidden)
        .map((m) => {
          const n = badgeFor(m.path, counters);
          const label = (
            <span className="bbn-menu-label">
              {menuLabel(intl, m)}
              {n > 0 && (
                <span className="bbn-menu-badge" data-testid={`badge-${m.path}`}>
                  {badgeText(n, webConfig.badgeMax)}
                </span>
              )}
            </span>
          );
          return m.children?.length
            ? { key: `group:${m.id}`, icon: <MenuIcon name={m.source} />, label, children: toItems(m.children) }
            : { key: m.path, icon: <MenuIcon name={m.source} />, label };
        });
    return toItems(sideItems);
  }, [sideItems, counters, intl]);
  const sideSelected = useMemo(() => [selectedPath], [selectedPath]);
  const onSideMenu = useMemoizedFn(({ key }: { key: string }) => guardAndGo(key, topCode));
  const topMenuItems = useMemo(() => topMenus.map((m) => ({ key: m.id, label: topMenuLabel(intl, m), icon: <MenuIcon name={m.source} /> })), [topMenus, intl]);
  const topSelected = useMemo(() => (activeTop ? [activeTop] : []), [activeTop]);
  const topMore = useMemo(
    () => (
      <span className="bbn-top-more" aria-label={intl.formatMessage({ id: 'header.moreMenus' })} data-testid="top-menu-more">
        ···
      </span>
    ),
    [intl],
  );

  const closeTab = (key: string) => {
    const next = tabs.filter((x) => x.key !== key);
    setTabs(next);
    setStore({ name: 'tabs', content: next, type: 'session' });
    if (key === tabKey) history.push(next[next.length - 1]?.path ?? webConfig.firstPage);
  };
  const onTab = useMemoizedFn((k: string) => history.push(tabs.find((x) => x.key === k)?.path ?? k));
  const onTabEdit = useMemoizedFn((k: unknown, action: 'add' | 'remove') => action === 'remove' && closeTab(String(k)));

  if (!signedIn) return null;

  return (
    <Layout className="bbn-console">
      <Layout.Header className="bbn-header">
        <a className="bbn-logo" onClick={() => history.push(webConfig.firstPage)} aria-label={t('app.title')}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('app.brand')}</span>
        </a>
        <ShellMenu
          className="bbn-top-menu"
          mode="horizontal"
          theme="dark"
          // Ten console areas do not fit a laptop's bar (1280 px, English): those that do not fit
          // go under the bar's last entry ("..."), which opens on hover, click and the keyboard.
          overflowedIndicator={topMore}
          selectedKeys={topSelected}
          items={topMenuItems}
          onClick={onTopMenu}
          data-testid="top-menu"
        />
        <div className="bbn-header-right">
          <NoticePopover counters={counters} />
          <Tooltip title={t('header.logs')}>
            <Badge count={logs.length ? badgeText(logs.length) : 0} size="small">
              <Button
                type="text"
                className="bbn-icon-btn"
                icon={<BugOutlined />}
                aria-label={t('header.logs')}
                data-testid="open-logs"
                onClick={() => setLogsOpen(true)}
              />
            </Badge>
          </Tooltip>
          <Tooltip title={t('header.lock')}>
            <Button
              type="text"
              className="bbn-icon-btn"
              icon={<LockOutlined />}
              aria-label={t('header.lock')}
              onClick={() => (lock(), history.push(webConfig.lockPage))}
            />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            menu={{
              selectedKeys: [getLocale()],
              items: [
                { key: 'zh-CN', label: '简体中文' },
                { key: 'en-US', label: 'English' },
              ],
              onClick: ({ key }) => switchLocale(key),
            }}
          >
            <Button type="text" className="bbn-icon-btn" icon={<GlobalOutlined />} aria-label={t('common.language')} data-testid="lang-switch" />
          </Dropdown>
          <UserMenu />
        </div>
      </Layout.Header>
      <Layout>
        {!hideSidebar && (
          <Layout.Sider className="bbn-sider" width={220} collapsible collapsed={collapsed} trigger={null} theme="light">
            <Button
              type="text"
              className="bbn-collapse"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={t(collapsed ? 'header.expand' : 'header.collapse')}
              onClick={() => setCollapsed(!collapsed)}
            />
            <ShellMenu
              mode="inline"
              data-testid="side-menu"
              selectedKeys={sideSelected}
              openKeys={openKeys}
              onOpenChange={setOpenKeys}
              items={sideMenuItems}
              onClick={onSideMenu}
            />
          </Layout.Sider>
        )}
        <Layout.Content className="bbn-main">
          {tabs.length > 0 && (
            <ShellTabs className="bbn-tabs" type="editable-card" hideAdd size="small" activeKey={tabKey} items={tabItems} onChange={onTab} onEdit={onTabEdit} />
          )}
          <div className="bbn-page">
            <ErrorBoundary resetKey={location.pathname}>
              <React.Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
                {menusReady && allowed && statusOk ? <Page /> : <Spin style={{ display: 'block', margin: 48 }} />}
              </React.Suspense>
            </ErrorBoundary>
          </div>
        </Layout.Content>
      </Layout>
      {logsOpen && (
        <React.Suspense fallback={null}>
          <LogDialog open={logsOpen} onClose={() => setLogsOpen(false)} />
        </React.Suspense>
      )}
    </Layout>
  );
}
