/**
 * The personal center's password change (contract: POST /sfbn-identity/identityAudit/updatePassword
 * {oldPassword, newPassword, newPassword1}, each sm2-encrypted like the login password).
 * Other sessions of the user end; the one that changed it stays signed in.
 */
import { fail, ok, params, type Routes } from '../_lib/http';
import { decrypt } from '../_lib/keys';
import { currentUser, users } from '../_lib/users';
import { PASSWORD_RULE } from '../sfbn-system/register';

const routes: Routes = {
  'POST /api/sfbn-identity/identityAudit/updatePassword': (req, res) => {
    const u = currentUser(req);
    const p = params(req);
    if (!p.oldPassword) return fail(res, '请输入原密码');
    if (!p.newPassword) return fail(res, '请输入新密码');
    if (!p.newPassword1) return fail(res, '请再次输入新密码');
    const [oldPassword, newPassword, again] = [p.oldPassword, p.newPassword, p.newPassword1].map(decrypt);
    if (oldPassword === null || newPassword === null || again === null) return fail(res, '密码未加密，已拒绝');
    if (oldPassword !== u.password) return fail(res, '原密码不正确');
    if (newPassword !== again) return fail(res, '两次密码输入不一致');
    if (!PASSWORD_RULE.test(newPassword)) return fail(res, '密码为8-20位，且须同时包含字母和数字');
    if (newPassword === oldPassword) return fail(res, '新密码不能与原密码相同');
    users.update(u.id, { password: newPassword });
    ok(res, true, '密码修改成功');
  },
};

export default routes;
