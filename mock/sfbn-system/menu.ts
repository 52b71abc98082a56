/** sfbn-system menus and buttons for the signed-in user (spec 7.1, 7.2). */
import { ok, params, type Routes } from '../_lib/http';
import { buttonCodesFor, menuTreeFor, topMenus } from '../_lib/menus';
import { currentUser } from '../_lib/users';
import { needs } from '../_lib/access';
import type { ButtonNode, MenuItem, TopMenu } from '../../shared/wire/session';

// Hand-written: the menus and buttons are computed from the menu seed for the user's role.
const routes: Routes = {
  /** Top menus of the user: those with at least one visible entry. */
  'GET /api/sfbn-system/menu/top-menu': needs(
    (req, res) => {
      const u = currentUser(req);
      ok<TopMenu[]>(
        res,
        topMenus.filter((t) => menuTreeFor(u.roleName, t.id).length > 0),
      );
    },
    'user',
    { wire: { answer: { list: 'TopMenu' } } },
  ),
  'GET /api/sfbn-system/menu/routes': needs(
    (req, res) => {
      const u = currentUser(req);
      ok<MenuItem[]>(res, menuTreeFor(u.roleName, params(req).topMenuId));
    },
    'user',
    { wire: { query: 'MenuQuery', answer: { list: 'MenuItem' } } },
  ),
  /** Button permissions as a tree of codes; the console flattens it to {code: true}. */
  'GET /api/sfbn-system/menu/buttons': needs(
    (req, res) => {
      const u = currentUser(req);
      ok<ButtonNode[]>(res, [{ code: 'buttons', children: buttonCodesFor(u.roleName).map((code) => ({ code, children: [] })) }]);
    },
    'user',
    { wire: { answer: { list: 'ButtonNode' } } },
  ),
};

export default routes;
