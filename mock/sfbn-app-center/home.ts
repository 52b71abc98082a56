/** App center figures for the console home (spec 7.7 getAppOverview, getMyAppList, getAppActivityRank, getAppMonitorOverview). */
import { needs } from '../_lib/access';
import { ok, type Routes } from '../_lib/http';
import { resource } from '../_lib/resource';
import { APP_STATUS, appOwner, apps } from './appinformation';

const published = () => apps.rows.filter((a) => a.status === APP_STATUS.published);

const routes: Routes = {
  // The caller's own apps (whatever their role), a status view of the apps.
  ...resource({
    table: apps,
    base: '/api/sfbn-app-center/appinformation',
    access: { read: 'user' },
    calls: { list: false, page: false, detail: false, submit: false, remove: false },
    views: { getMyAppList: (a, me) => appOwner.mine(a, me) },
  }),
  // Hand-written: figures counted over the apps.
  'GET /api/sfbn-app-center/appinformation/getAppOverview': needs(
    (_req, res) =>
      ok(res, {
        total: apps.rows.length,
        published: published().length,
        star: published().filter((a) => a.starStatus === 2).length,
        callsToday: apps.rows.reduce((s, a) => s + a.calls, 0),
      }),
    'user',
    { wire: { answer: 'AppOverview' } },
  ),
  // Hand-written: the five most active published apps.
  'GET /api/sfbn-app-center/appinformation/getAppActivityRank': needs(
    (_req, res) =>
      ok(
        res,
        [...published()]
          .sort((a, b) => b.activity - a.activity)
          .slice(0, 5)
          .map(({ id, appName, activity }) => ({ id, appName, activity })),
      ),
    'user',
    { wire: { answer: { list: 'AppActivity' } } },
  ),
  // Hand-written: figures counted over the apps.
  'GET /api/sfbn-app-center/appinformation/getAppMonitorOverview': needs(
    (_req, res) =>
      ok(res, {
        online: published().length,
        underReview: apps.rows.filter((a) => a.status === APP_STATUS.review).length,
        calls: published().reduce((s, a) => s + a.calls, 0),
        identityOpened: published().filter((a) => a.identityStatus === 2).length,
      }),
    'user',
    { wire: { answer: 'AppMonitorOverview' } },
  ),
};

export default routes;
