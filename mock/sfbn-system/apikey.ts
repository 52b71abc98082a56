/**
 * Developer API client keys (spec 7.2, docs/domain/apps.md): a verified user applies for a key,
 * an administrator audits it (the pass issues the secret), the owner or an administrator revokes
 * it (backout); keys not active are removed. The secret never appears in a list or a detail: it
 * is answered by getApikeyResult only with the user's password (sm2-encrypted, checked as the lock
 * screen's checkPassword, wrong ones counting towards the lockout).
 *   status 1 under review, 2 active, 3 refused, 4 revoked
 */
import { randomBytes } from 'node:crypto';
import type { ApiKeySecret } from '../../shared/wire/system';
import { needs, wrapping } from '../_lib/access';
import { fail, idList, ok, params, type Routes } from '../_lib/http';
import { ownerOf, resource } from '../_lib/resource';
import { ruleField } from '../_lib/rules';
import { Table, seedTime, type Row } from '../_lib/store';
import { currentUser, users } from '../_lib/users';
import { checkPassword } from './account';

const BASE = '/api/sfbn-system/api/client';
export const KEY_STATUS = { review: 1, active: 2, refused: 3, revoked: 4 } as const;

const hex = (n: number) => randomBytes(n).toString('hex');
const admin = () => users.find((u) => u.account === 'admin');
const PURPOSES = ['标识解析批量查询', '存证数据上链', '应用身份登录', '区块浏览数据同步', '积分交易对账', '节点监控告警'];

function seedRow(i: number): Row {
  const status = [2, 1, 2, 3, 4, 2, 1][i];
  const a = admin();
  const createTime = seedTime(300 + i * 7);
  const history: Record<string, any>[] = [{ action: 'apply', user: a?.realName ?? '', time: createTime, status: 1, reason: '' }];
  if (status !== 1)
    history.push({
      action: status === 3 ? 'refuse' : 'pass',
      user: '王建国',
      time: seedTime(301 + i * 7),
      status: status === 3 ? 3 : 2,
      reason: status === 3 ? '用途说明不清楚' : '',
    });
  if (status === 4) history.push({ action: 'revoke', user: '王建国', time: seedTime(302 + i * 7), status: 4, reason: '' });
  return {
    id: `ak-${i + 1}`,
    keyName: `${PURPOSES[i % PURPOSES.length]}密钥`,
    purpose: PURPOSES[i % PURPOSES.length],
    ipWhitelist: i % 2 ? '10.0.0.0/8' : '',
    apiKey: `AK${String(1000 + i)}${'0f3e5d7c9b1a2e4d6c8b0a'.slice(0, 12)}`,
    apiSecret: status === 2 || status === 4 ? `SK${hex(16)}` : '',
    status,
    auditReason: status === 3 ? '用途说明不清楚' : '',
    userId: a?.id ?? '',
    account: a?.account ?? '',
    creator: a?.bid ?? '',
    auditUser: status === 1 ? '' : '王建国',
    auditTime: status === 1 ? '' : seedTime(301 + i * 7),
    createTime,
    history,
  };
}

export const apiKeys = new Table(
  'apikey',
  Array.from({ length: 7 }, (_x, i) => seedRow(i)),
);

/** A row as the console sees it: the secret stays in the gateway. */
const view = ({ apiSecret: _s, ...row }: Row) => ({ ...row, hasSecret: Boolean(_s) });

const keys = resource({
  table: apiKeys,
  base: BASE,
  calls: { list: false, page: 'getPage', detail: 'details', submit: false, remove: 'remove' },
  owner: 'creator',
  access: { read: 'user', write: 'real-name', page: 'admin', auditApikey: 'admin' },
  fields: {
    keyName: { label: '密钥名称', type: 'text', max: 30, required: '请输入密钥名称' },
    purpose: { label: '用途说明', type: 'text', max: 100, required: '请输入用途说明' },
    ipWhitelist: ruleField('ipList', 'IP白名单', 200),
  },
  views: { myApikeyList: {} },
  details: ['getApikeyInfoDTOById'],
  defaults: () => ({ apiSecret: '', auditReason: '', auditUser: '', auditTime: '', history: [] }),
  apply: {
    path: 'saveApikey',
    status: KEY_STATUS.review,
    msg: '申请已提交，请等待审核',
    after: (row, u) => Object.assign(row, { userId: u.id, account: u.account, apiKey: `AK${hex(10).toUpperCase()}` }),
  },
  lifecycle: {
    field: 'status',
    transitions: {
      pass: {
        from: [KEY_STATUS.review],
        to: KEY_STATUS.active,
        need: 'admin',
        msg: '审核通过',
        after: (row) => Object.assign(row, { apiSecret: `SK${hex(16)}`, auditReason: '' }),
      },
      refuse: {
        from: [KEY_STATUS.review],
        to: KEY_STATUS.refused,
        need: 'admin',
        require: { auditReason: '请输入驳回原因' },
        copy: ['auditReason'],
        msg: '已驳回',
      },
      revoke: { from: [KEY_STATUS.active], to: KEY_STATUS.revoked, msg: '已撤销', after: (row) => (row.apiSecret = '') },
    },
    calls: {
      auditApikey: (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'],
      backout: 'revoke',
    },
  },
  view: (row) => view(row),
});

// An active key is revoked before it is removed: still the descriptor's removal, with that check
// first on keys the caller may change (unknown or someone else's keys get the descriptor's 400 / 403,
// so a stranger learns nothing of a key's state).
const removeKeys = keys[`POST ${BASE}/remove`];
keys[`POST ${BASE}/remove`] = wrapping(removeKeys, (req, res) => {
  const rows = idList(params(req).ids).map((id) => apiKeys.get(id));
  const theirs = rows.every((row) => row && ownerOf(keys).owns(row, currentUser(req)));
  if (theirs && rows.some((row) => row!.status === KEY_STATUS.active)) return fail(res, '请先撤销该密钥');
  return removeKeys(req, res);
});

const routes: Routes = {
  ...keys,
  // Hand-written: the secret is answered only after the password check, which counts towards the lockout.
  /** The key and its secret, for the owner (or an administrator) who confirms their password. */
  [`POST ${BASE}/getApikeyResult`]: needs(
    (req, res) => {
      const p = params(req);
      const u = currentUser(req);
      const row = ownerOf(keys).row(req, res, p.id);
      if (!row) return;
      if (row.status !== KEY_STATUS.active) return fail(res, '当前状态不允许该操作');
      const check = checkPassword(u, p.password);
      if (!check.ok) return fail(res, check.msg);
      ok<ApiKeySecret>(res, { apiKey: row.apiKey, apiSecret: row.apiSecret });
    },
    'real-name',
    { wire: { body: 'ApiKeySecretRequest', answer: 'ApiKeySecret' } },
  ),
};

export default routes;
