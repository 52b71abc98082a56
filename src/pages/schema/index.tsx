/**
 * The one page behind every schema screen: the console's catch-all route, which finds the screen
 * and view of its path in the screen manifest (src/utils/screenRoutes.ts). It loads its screen file as a
 * separate chunk (adding screens never grows the first load), checks it with the same
 * cross-checks as `npm run schemas:check`, and shows the list, the detail route or the form.
 * A broken file shows an error panel naming the file and the field, never a blank page.
 */
import { Button, Spin, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import React, { useMemo, useState } from 'react';
import { getLocale, history, useIntl, useLocation } from 'umi';
import { crossCheck } from '@/engine/format/check';
import { EngineError, prepareScreen, viewOfRoute, viewScreen } from '@/engine/format/compile';
import { text } from '@/engine/format/runtime';
import type { ScreenSchema } from '@/engine/format/types';
import { useSession } from '@/stores/session';
import { loadScreenModule } from '@/utils/screenManifest';
import { screens, useScreensVersion } from '@/utils/screenRoutes';
import '@/.screens/load';
import { ScreenContext, useScreen as useScreenEnv, type ScreenEnv } from './context';
import { DetailPage } from './Detail';
import ErrorPanel, { fieldAt, type ScreenFault } from './ErrorPanel';
import ListPage from './ListPage';
import { useActions } from './actions';

/** Form pages and wizards bring the form stack: their own chunk, loaded when one opens (issue 26). */
const FormScreen = React.lazy(() => import(/* webpackChunkName: "form-screen" */ './FormScreen'));

/** The composed screen file, its own chunk (src/.screens/load.ts, config/screenModules.ts). */
function loadScreen(screen: string): Promise<ScreenSchema> {
  return loadScreenModule(screen).then((m: any) => (m.default ?? m) as ScreenSchema);
}

class ScreenBoundary extends React.Component<{ file: string; screen: ScreenSchema; children: React.ReactNode }, { fault: ScreenFault | null }> {
  state = { fault: null as ScreenFault | null };
  static getDerivedStateFromError(e: any) {
    return {
      fault: {
        file: '',
        message: String(e?.message ?? e),
        pointer: e instanceof EngineError ? e.pointer : undefined,
        field: e instanceof EngineError ? e.field : undefined,
      },
    };
  }
  render() {
    const f = this.state.fault;
    if (f) return <ErrorPanel faults={[{ ...f, file: this.props.file, field: f.field ?? (f.pointer ? fieldAt(this.props.screen, f.pointer) : undefined) }]} />;
    return this.props.children;
  }
}

/** Views of a list screen shown as form pages instead of the list's dialogs (docs/schemas.md). */
const FORM_PAGES = ['add', 'edit'];

/** A detail route, with the actions the schema offers there (e.g. approve on a leave detail). */
function DetailRoute() {
  const [version, setVersion] = useState(0);
  const acts = useActions(() => setVersion((v) => v + 1));
  const { screen } = useScreenEnv();
  return (
    <>
      <DetailPage
        key={version}
        actions={(row) =>
          (screen.detail?.actions ?? [])
            .filter((n) => acts.visible(n, row))
            .map((n) => (
              <Button key={n} type="primary" data-action={n} onClick={() => acts.run(n, row)}>
                {acts.labelOf(n, row)}
              </Button>
            ))
        }
      />
      {acts.dialogs}
    </>
  );
}

/**
 * Routed by the screen manifest; a bespoke page may also embed a screen by naming it
 * (e.g. the points page shows the trade-record list under its balance card).
 */
export default function SchemaPage(props: { screen?: string; view?: string; schema?: ScreenSchema; onView?: (view: string) => void }) {
  const location = useLocation();
  useScreensVersion(); // `npm start`: a path may become (or stop being) a screen while it is open
  const entry = props.screen ? undefined : screens.at(location.pathname);
  // A path of no screen: the console layout sends it to its first page or to /404.
  if (!props.screen && !entry) return null;
  // Each route's view is its own page, as when every view had its own route: a new path mounts anew.
  return (
    <ScreenView
      key={entry?.path}
      schema={props.schema}
      route={props.screen ? { screen: props.screen, view: props.view ?? 'list' } : entry!}
      designable={!props.screen}
      onView={props.onView}
    />
  );
}

/** Roles that design screens in the studio (/tool/studio, issue 22): a routed screen offers them 设计此页面. */
const DESIGNERS = ['administrator', 'product'];

/** `onView`: an embedded screen (a preview) switches its tabs through it instead of navigating to the tab's route. */
function ScreenView(props: { route: { screen: string; view: string }; schema?: ScreenSchema; designable?: boolean; onView?: (view: string) => void }) {
  const { route } = props;
  const file = `schemas/${route.screen}.json`;
  // The studio's preview passes the (composed) screen being edited instead of a file name.
  const given = props.schema;
  const intl = useIntl();
  const locale = getLocale();
  const session = useSession();
  const location = useLocation();
  // The screen file's chunk, asked on every mount (gcTime 0) and, under `npm start`, again when
  // the screens change (a saved file is shown anew in place).
  const screensVersion = useScreensVersion();
  const file$ = useQuery({
    queryKey: ['chunk:screen', route.screen, screensVersion],
    queryFn: () => loadScreen(route.screen),
    enabled: !given,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const source = given ?? file$.data;
  const state = useMemo<{ screen?: ScreenSchema; faults?: ScreenFault[]; load?: boolean }>(() => {
    if (!given && file$.error) return { faults: [{ file, message: String((file$.error as any)?.message ?? file$.error) }], load: true };
    if (!source) return {};
    // Composition problems found when the file was generated (config/screenModules.ts).
    const composed = (source as any).$problems as ScreenFault[] | undefined;
    if (composed?.length) return { faults: composed };
    const problems = crossCheck(source, file);
    if (problems.length) return { faults: problems.map((p) => ({ file, pointer: p.pointer, message: p.message, field: fieldAt(source, p.pointer) })) };
    return { screen: prepareScreen(source) };
  }, [source, file, given, file$.error]);

  // A screen with views shows the tab of its route: the tab's call, filters, buttons and detail.
  const view = state.screen ? viewOfRoute(state.screen, route.view) : undefined;
  const env = useMemo<ScreenEnv | null>(() => {
    if (!state.screen) return null;
    const s = viewScreen(state.screen, view);
    const query = Object.fromEntries(new URLSearchParams(location.search));
    return {
      screen: s,
      file,
      locale,
      t: (id, values) => intl.formatMessage({ id }, values),
      can: (action) => {
        const code = s.actions?.[action]?.permission ?? s.permissions?.[action];
        return !code || Boolean(session.permission?.[code]);
      },
      ctx: { query, user: { bid: session.userInfo?.bid, userId: session.userInfo?.userId ?? session.user?.userId, account: session.user?.account } },
    };
  }, [state.screen, view, file, locale, intl, session.permission, session.userInfo, session.user, location.search]);

  if (state.faults) return <ErrorPanel faults={state.faults} load={state.load} />;
  if (!env) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const kind = env.screen.list?.kind ?? 'table';
  return (
    <ScreenContext.Provider value={env}>
      {props.designable && session.roles.some((r) => DESIGNERS.includes(r)) ? (
        <div style={{ textAlign: 'right', height: 0, position: 'relative', zIndex: 1 }}>
          <Button size="small" type="link" data-testid="design-screen" onClick={() => history.push(`/tool/studio?screen=${encodeURIComponent(route.screen)}`)}>
            {intl.formatMessage({ id: 'studio.design' })}
          </Button>
        </div>
      ) : null}
      <ScreenBoundary file={file} screen={env.screen} key={`${route.screen}:${route.view}:${location.search}`}>
        <React.Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
          {route.view.startsWith('detail') ? (
            <DetailRoute />
          ) : FORM_PAGES.includes(route.view) && kind !== 'none' ? (
            <FormScreen page={route.view as 'add' | 'edit'} />
          ) : kind === 'none' ? (
            <FormScreen view={route.view} />
          ) : (
            <>
              {state.screen?.views && (
                <Tabs
                  data-testid="schema-views"
                  activeKey={view}
                  onChange={(k) => (props.onView ? props.onView(k) : history.push(state.screen!.routes[k]))}
                  items={Object.entries(state.screen.views).map(([k, v]) => ({ key: k, label: <span data-view={k}>{text(v.label, locale)}</span> }))}
                  style={{ marginBottom: 0 }}
                />
              )}
              <ListPage key={view} />
            </>
          )}
        </React.Suspense>
      </ScreenBoundary>
    </ScreenContext.Provider>
  );
}
