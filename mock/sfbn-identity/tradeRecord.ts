/**
 * Points (spec 7.3 tradeRecord; contract docs/domain/identity.md "Points"): the balance of the
 * signed-in user, his trade records, the handling fee and transfers to another BID. Balances
 * are kept per user id (a user's BID changes when his identity is passed); each transfer writes
 * two records, an expense (with the fee) for the sender and an income for the receiver.
 */
import { fail, ok, paginate, params, type Routes } from '../_lib/http';
import { Table, formatTime, seedTime } from '../_lib/store';
import { StoredMap } from '../_lib/state';
import { currentUser, users, type User } from '../_lib/users';
import { needs } from '../_lib/access';
import { isOwner } from '../_lib/resource';

const BID_RULE = /^did:bid:([a-z0-9]{4}:)?[ezs][fst][1-9A-HJ-NP-Za-km-z]{22,31}$/;
const FILTERS = new Set(['current', 'size', 'type', 'tradeNo']);

/** Points balances per user id, kept in the state store; the seed is used when nothing is stored. */
export const balances = new StoredMap<number>('balances', [
  ['1123598821738675201', 100000],
  ['1123598821738675202', 2000],
  ['1123598821738675203', 500],
]);

let tradeSeq = 0;
const tradeNo = () => `T${Date.now().toString().slice(-10)}${String((tradeSeq += 1)).padStart(4, '0')}`;

/** Fee of a transfer: 1% rounded up, at least 1. */
export const handlingFee = (amount: number) => Math.max(1, Math.ceil(amount / 100));

/** Seed: each demo user received a grant and spent some of it; "balance" is after the trade. */
/** A trade record's owner rule, declared once: the account it was made by, alone (administrators included: others' records do not exist for them). */
const TRADE_OWNER = { owner: { field: 'userId', user: 'id' } } as const;

export const trades = new Table(
  'trade-record',
  [...balances.entries()].flatMap(([userId, balance], u) => [
    {
      id: `seed-${u}-1`,
      userId,
      tradeNo: `T20260101000${u}1`,
      type: 1,
      amount: balance + 100,
      fee: 0,
      fromBid: '',
      toBid: '',
      balance: balance + 100,
      remark: '注册赠送积分',
      createTime: seedTime(300 + u),
    },
    {
      id: `seed-${u}-2`,
      userId,
      tradeNo: `T20260102000${u}2`,
      type: 2,
      amount: 99,
      fee: 1,
      fromBid: '',
      toBid: 'did:bid:ef214PmkhKndUcArDQPgD5J4fFVwqJFPt',
      balance,
      remark: '子链资源费用',
      createTime: seedTime(200 + u),
    },
  ]),
);

const balanceOf = (u: User) => balances.get(u.id) ?? 0;

const routes: Routes = {
  // Hand-written: the balance is a stored value per user, not a row.
  'GET /api/sfbn-identity/tradeRecord/getIntegral': needs(
    (req, res) => {
      const u = currentUser(req);
      ok(res, { bid: u.bid, balance: balanceOf(u) });
    },
    'user',
    { wire: { answer: 'PointsBalance' } },
  ),

  // Hand-written: the caller's own records only, administrators included (the resource owner rule lets them see all).
  'GET /api/sfbn-identity/tradeRecord/list': needs(
    (req, res) => {
      const p = params(req);
      const unknown = Object.keys(p).filter((k) => !FILTERS.has(k));
      if (unknown.length) return fail(res, `不支持的查询条件: ${unknown.join(', ')}`);
      if (p.type !== undefined && p.type !== '' && !['1', '2'].includes(String(p.type))) return fail(res, '交易类型不正确');
      const u = currentUser(req);
      const rows = trades.rows
        .filter((r) => isOwner(TRADE_OWNER, r, u))
        .filter((r) => p.type === undefined || p.type === '' || String(r.type) === String(p.type))
        .filter((r) => !p.tradeNo || String(r.tradeNo).includes(String(p.tradeNo).trim()))
        .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
      ok(res, paginate(rows, p.current, p.size));
    },
    'user',
    { wire: { query: 'TradeRecordQuery', answer: { page: 'TradeRecord' } } },
  ),

  // Hand-written: another user's record does not exist for the caller, administrators included.
  'GET /api/sfbn-identity/tradeRecord/detail': needs(
    (req, res) => {
      const row = trades.get(params(req).id);
      if (!row || !isOwner(TRADE_OWNER, row, currentUser(req))) return fail(res, '交易记录不存在');
      ok(res, row);
    },
    'user',
    { wire: { query: 'IdQuery', answer: 'TradeRecord' } },
  ),

  // Hand-written: computes the fee.
  'GET /api/sfbn-identity/tradeRecord/getHandingFee': needs(
    (req, res) => {
      const amount = Number(params(req).amount);
      if (!Number.isInteger(amount) || amount <= 0) return fail(res, '转账积分必须为正整数');
      ok(res, { amount, fee: handlingFee(amount) });
    },
    'user',
    { wire: { query: 'FeeQuery', answer: 'TransferFee' } },
  ),

  // Hand-written: moves points between two balances and writes two records.
  'POST /api/sfbn-identity/tradeRecord/transfer': needs(
    (req, res) => {
      const u = currentUser(req);
      if (u.status !== 2) return fail(res, '请先完成实名认证', 403);
      const p = params(req);
      const toBid = String(p.toBid ?? '').trim();
      const amount = Number(p.amount);
      const remark = String(p.remark ?? '')
        .trim()
        .slice(0, 100);
      if (!toBid) return fail(res, '请输入收款方BID');
      if (!BID_RULE.test(toBid)) return fail(res, '收款方BID格式不正确');
      const to = users.find((x) => x.bid === toBid);
      if (!to) return fail(res, '收款方不存在');
      if (to.id === u.id) return fail(res, '不能向自己转账');
      if (!Number.isInteger(amount) || amount <= 0) return fail(res, '转账积分必须为正整数');
      const fee = handlingFee(amount);
      if (amount + fee > balanceOf(u)) return fail(res, '积分余额不足');
      balances.set(u.id, balanceOf(u) - amount - fee);
      balances.set(to.id, balanceOf(to) + amount);
      const no = tradeNo();
      const createTime = formatTime();
      const out = trades.insert({ userId: u.id, tradeNo: no, type: 2, amount, fee, fromBid: u.bid, toBid, balance: balanceOf(u), remark, createTime });
      trades.insert({ userId: to.id, tradeNo: no, type: 1, amount, fee: 0, fromBid: u.bid, toBid, balance: balanceOf(to), remark, createTime });
      ok(res, out, '转账成功');
    },
    'user',
    { wire: { body: 'TransferBody', answer: 'TradeRecord' } },
  ),
};

export default routes;
