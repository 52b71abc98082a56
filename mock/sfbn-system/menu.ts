/** sfbn-system menus and buttons for the signed-in user (spec 7.1, 7.2). */
import { ok, params, type Routes } from '../_lib/http';
import { buttonCodesFor, menuTreeFor, topMenus } from '../_lib/menus';
import { currentUser } from '../_lib/users';
import { needs } from '../_lib/access';

const routes: Routes = {
  /** Top menus of the user: those with at least one visible entry. */
  'GET /api/sfbn-system/menu/top-menu': needs((req, res) => {
    const u = currentUser(req);
    ok(
      res,
      topMenus.filter((t) => menuTreeFor(u.roleName, t.id).length > 0),
    );
  }, 'user'),
  'GET /api/sfbn-system/menu/routes': needs((req, res) => {
    const u = currentUser(req);
    ok(res, menuTreeFor(u.roleName, params(req).topMenuId));
  }, 'user'),
  /** Button permissions as a tree of codes; the console flattens it to {code: true}. */
  'GET /api/sfbn-system/menu/buttons': needs((req, res) => {
    const u = currentUser(req);
    ok(res, [{ code: 'buttons', children: buttonCodesFor(u.roleName).map((code) => ({ code, children: [] })) }]);
  }, 'user'),
};

export default routes;
