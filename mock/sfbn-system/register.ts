/**
 * Registration (spec 3, 5, 7.1): POST /sfbn-system/user/register creates an account waiting for
 * an administrator (approved 0); the password grant refuses it until approved. Two payloads:
 * the portal form {userName, password, confirmPassword, captcha, captchaKey} and the tenant
 * form {tenantId, name, account, password, password2}. Passwords arrive sm2-encrypted.
 *
 * Approval (administrator only, docs/domain/identity.md): GET /sfbn-system/user/register-list and
 * POST /sfbn-system/user/audit-register {id, auditStatus: 1 | 2, auditReason}.
 */
import type { Response } from 'express';
import { open } from '../_lib/app';
import { ok, paginate, params, type Routes } from '../_lib/http';
import { decrypt } from '../_lib/keys';
import { registration, users } from '../_lib/users';
import { needs } from '../_lib/access';
import type { Page } from '../../shared/wire/envelope';
import type { Flag, Registration } from '../../shared/wire/system';
import { consumeCaptcha, PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../_lib/credentials';

export const TENANTS = new Set(['000000']);
export const ACCOUNT_RULE = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

/** Failures carry error_description (what the register page shows) as well as msg. */
function refuse(res: Response, description: string, code = 400) {
  res.status(code).json({ code, success: false, data: null, msg: description, error_description: description });
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

// Hand-written: registrations are accounts of the users table with a flow of their own (two forms,
// sm2-encrypted passwords, a captcha, the approval), answering refusals with error_description too.
const routes: Routes = {
  'POST /api/sfbn-system/user/register': open(
    (req, res) => {
      const p = params(req);
      const portal = 'userName' in p || 'confirmPassword' in p;
      const tenantId = portal ? '000000' : String(p.tenantId ?? '').trim();
      const account = String((portal ? p.userName : p.account) ?? '').trim();
      if (!portal && blank(tenantId)) return refuse(res, '请先输入租户编号');
      if (blank(account)) return refuse(res, '请先输入账号名称');
      if (blank(p.password)) return refuse(res, '请先输入密码');
      if (portal && !consumeCaptcha(String(p.captchaKey ?? ''), p.captcha)) return refuse(res, '验证码不正确');
      const password = decrypt(p.password);
      const again = decrypt(portal ? p.confirmPassword : p.password2);
      if (password === null || again === null) return refuse(res, '注册信息未加密，已拒绝');
      if (password !== again) return refuse(res, '两次密码输入不一致');
      if (!TENANTS.has(tenantId)) return refuse(res, '租户编号不存在');
      if (!ACCOUNT_RULE.test(account)) return refuse(res, '账号名称为4-20位字母、数字或下划线，且以字母开头');
      if (!PASSWORD_RULE.test(password)) return refuse(res, PASSWORD_RULE_MESSAGE);
      if (users.find((u) => u.account === account && u.tenantId === tenantId)) return refuse(res, '该账号已被注册');
      const name = String(p.name ?? '').trim() || account;
      const u = users.insert(registration({ account, password, name, tenantId }));
      console.log(`[mock] registration waiting for approval: ${account} (tenant ${tenantId}, id ${u.id})`);
      ok<Registration>(res, { id: u.id, account, tenantId, approved: 0 }, '注册申请已提交,请耐心等待管理员通过!');
    },
    { wire: { body: 'RegisterRequest', answer: 'Registration' } },
  ),

  /** Registrations by approval state (default 0, waiting), paged, filter account (substring). */
  'GET /api/sfbn-system/user/register-list': needs(
    (req, res) => {
      const p = params(req);
      const approved = p.approved === undefined || p.approved === '' ? 0 : Number(p.approved);
      const account = String(p.account ?? '').trim();
      const rows = users.rows
        .filter((u) => u.approved === approved && (!account || u.account.includes(account)))
        .map(({ id, account: a, name, tenantId, approved: s, createTime, auditReason }) => ({
          id,
          account: a,
          name,
          tenantId,
          approved: s,
          auditReason: auditReason ?? '',
          createTime,
        }));
      ok<Page<Registration>>(res, paginate(rows, p.current, p.size));
    },
    'admin',
    { wire: { query: 'RegistrationQuery', answer: { page: 'Registration' } } },
  ),

  /** {id, auditStatus: 1 | 2, auditReason}: 1 lets the account log in, 2 refuses it (the row stays, approved 2). */
  'POST /api/sfbn-system/user/audit-register': needs(
    (req, res) => {
      const p = params(req);
      const u = users.get(p.id);
      if (!u || u.approved === undefined) return refuse(res, '注册申请不存在');
      if (u.approved !== 0) return refuse(res, '当前状态不允许该操作');
      const decision = Number(p.auditStatus ?? p.approved);
      const reason = typeof p.auditReason === 'string' ? p.auditReason.trim().slice(0, 200) : '';
      if (decision === 1) {
        users.update(u.id, { approved: 1, auditReason: reason } as Partial<typeof u>);
        return ok<Flag>(res, true, '审核通过');
      }
      if (decision === 2) {
        if (!reason) return refuse(res, '请输入驳回原因');
        users.update(u.id, { approved: 2, auditReason: reason } as Partial<typeof u>);
        return ok<Flag>(res, true, '已驳回');
      }
      return refuse(res, 'auditStatus 只能为 1（通过）或 2（驳回）');
    },
    'admin',
    { wire: { body: 'RegistrationAudit', answer: 'Flag' } },
  ),
};

export default routes;
