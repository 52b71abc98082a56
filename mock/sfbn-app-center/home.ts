/** App center figures for the console home (spec 7.7 getAppOverview, getMyAppList, getAppActivityRank). */
import { ok, paginate, params, type Routes } from '../_lib/http';
import { Table, seedTime } from '../_lib/store';

const names = ['链上存证', '供应链金融', '电子合同', '数字藏品', '溯源查询', '司法存证', '政务数据共享', '碳积分'];
export const apps = new Table(
  'app',
  names.map((appName, i) => ({
    id: `app-${i + 1}`,
    appName,
    publish: i % 3 === 2 ? 0 : 1,
    star: i % 4 === 0 ? 1 : 0,
    activity: 980 - i * 97,
    calls: 1200 - i * 113,
    createTime: seedTime(40 + i * 9),
  })),
);

const routes: Routes = {
  'GET /api/sfbn-app-center/appinformation/getAppOverview': (_req, res) =>
    ok(res, {
      total: apps.rows.length,
      published: apps.rows.filter((a) => a.publish === 1).length,
      star: apps.rows.filter((a) => a.star === 1).length,
      callsToday: apps.rows.reduce((s, a) => s + a.calls, 0),
    }),
  'GET /api/sfbn-app-center/appinformation/getMyAppList': (req, res) => {
    const p = params(req);
    ok(res, paginate(apps.filter({}), p.current, p.size));
  },
  'GET /api/sfbn-app-center/appinformation/getAppActivityRank': (_req, res) =>
    ok(res, [...apps.rows].sort((a, b) => b.activity - a.activity).slice(0, 5).map(({ id, appName, activity }) => ({ id, appName, activity }))),
};

export default routes;
