/**
 * The monitoring center (spec 7.4, spec 9: range = the last 7 days). Per-day block and transaction
 * counts and the height are read from the backbone chain (the chain browser's bbn-backbone: one
 * chain, one height everywhere); every other figure is read from the node, member and contract
 * tables, so a node approved, deployed and verified shows here at once.
 */
import { BACKBONE, chainFor, headOf, readyChain } from '../_chain/chains';
import { DAY_OFFSET_S } from '../_chain/seed';
import { needs } from '../_lib/access';
import type { WireName } from '../../shared/wire';
import { fail, ok, params, type Handler, type Routes } from '../_lib/http';
import { allianceMembers } from './_governance';
import { chainNodes, NODE } from './chainNode';
import { backboneSummary } from './chainSetting';

const BASE = '/api/sfbn-alliance';
const DAY = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The days of a range; default the last 7 days ending today (the users' day, UTC+8). A message when the range is wrong. */
export function daysOf(p: Record<string, any>, now = new Date()): string[] | string {
  const end = p.endDateStr ? String(p.endDateStr) : ymd(new Date(now.getTime() + DAY_OFFSET_S * 1000));
  const start = p.startDateStr ? String(p.startDateStr) : ymd(new Date(Date.parse(end) - 6 * DAY));
  const re = /^\d{4}-\d{2}-\d{2}$/;
  if (!re.test(start) || !re.test(end) || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) return '日期格式不正确，应为 YYYY-MM-DD';
  const n = Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1;
  if (n < 1) return '开始日期不能晚于结束日期';
  if (n > 31) return '查询范围不能超过31天';
  return Array.from({ length: n }, (_, i) => ymd(new Date(Date.parse(start) + i * DAY)));
}

/** The users' day (UTC+8) of a block time in seconds. */
const dayOfBlock = (s: number) => ymd(new Date((s + DAY_OFFSET_S) * 1000));
/** Blocks and transactions of the backbone chain per users' day, for the days asked. */
export function chainDays(days: string[]): { date: string; blockCount: number; txCount: number }[] {
  const counts = new Map(days.map((d) => [d, { blockCount: 0, txCount: 0 }]));
  for (const b of readyChain(BACKBONE)?.blocks ?? []) {
    const c = counts.get(dayOfBlock(b.timestamp));
    if (c) {
      c.blockCount += 1;
      c.txCount += b.transactions.length;
    }
  }
  return days.map((date) => ({ date, ...counts.get(date)! }));
}

const dayOf = (time: unknown) => String(time ?? '').slice(0, 10);
/** A figure over a range of days (DateRangeQuery), answered as `answer`. */
const withRange = (h: (days: string[], p: Record<string, any>) => unknown, answer: WireName): Handler =>
  needs(
    async (req, res) => {
      const p = params(req);
      const days = daysOf(p);
      if (typeof days === 'string') return fail(res, days);
      await chainFor(BACKBONE);
      ok(res, h(days, p));
    },
    'user',
    { wire: { query: 'DateRangeQuery', answer } },
  );

const STATUS_ORDER = [NODE.running, NODE.verify, NODE.deploy, NODE.audit, NODE.refused, NODE.repealed];

const routes: Routes = {
  // Hand-written: per-day figures computed from the backbone chain's blocks.
  [`GET ${BASE}/chainSetting/realTimeGeneralView`]: withRange((days) => {
    const rows = chainDays(days);
    return {
      startDateStr: days[0],
      endDateStr: days[days.length - 1],
      days: rows,
      blockTotal: rows.reduce((s, r) => s + r.blockCount, 0),
      txTotal: rows.reduce((s, r) => s + r.txCount, 0),
      ...backboneSummary(),
      contractCount: readyChain(BACKBONE)?.created.length ?? 0,
    };
  }, 'GeneralView'),
  // Hand-written: nodes joined with the chain's head height.
  [`GET ${BASE}/chainSetting/realTimeNodeDynamic`]: needs(
    async (_req, res) => {
      await chainFor(BACKBONE);
      // A running node is in step with the chain: its height is the chain's.
      ok(
        res,
        chainNodes.rows
          .filter((n) => n.status === NODE.running || n.status === NODE.verify)
          .map((n) => ({
            id: n.id,
            nodeName: n.nodeName,
            orgName: n.orgName,
            ip: n.ip,
            nodeType: n.nodeType,
            status: n.status,
            blockHeight: n.status === NODE.running ? headOf(BACKBONE) : 0,
            verifyTime: n.verifyTime,
            deployTime: n.deployTime,
          })),
      );
    },
    'user',
    { wire: { answer: { list: 'NodeDynamic' } } },
  ),
  // Hand-written: counts of the node table by state.
  [`GET ${BASE}/chainNode/monitorBackboneNode`]: needs(
    (_req, res) => {
      const rows = chainNodes.rows.filter((n) => n.status !== NODE.cancelled);
      ok(res, {
        total: rows.length,
        running: rows.filter((n) => n.status === NODE.running).length,
        byStatus: STATUS_ORDER.map((status) => ({ status, count: rows.filter((n) => n.status === status).length })),
      });
    },
    'user',
    { wire: { answer: 'NodeMonitor' } },
  ),
  // Hand-written: contracts the backbone chain created, per day.
  [`GET ${BASE}/chainContract/monitorBackboneContract`]: withRange((days) => {
    // The contracts deployed on the backbone chain (the chain browser's contracts): per day and in all.
    const created = readyChain(BACKBONE)?.created ?? [];
    const rows = days.map((date) => ({ date, count: created.filter((c) => dayOfBlock(c.timestamp) === date).length }));
    return { total: created.length, days: rows, added: rows.reduce((s, r) => s + r.count, 0) };
  }, 'ContractMonitor'),
  // Hand-written: members counted per day from their histories.
  [`GET ${BASE}/backboneidentity/monitorBackboneChainMember`]: withRange((days) => {
    const active = allianceMembers.rows.filter((m) => m.status === 2);
    // A member counts from the day it was admitted (its last pass in the history, else its application).
    const joined = (m: (typeof active)[number]) => dayOf([...(m.history ?? [])].reverse().find((h) => h.action === 'pass')?.time ?? m.createTime);
    const rows = days.map((date) => ({ date, total: active.filter((m) => joined(m) <= date).length, added: active.filter((m) => joined(m) === date).length }));
    return { total: active.length, days: rows };
  }, 'MemberMonitor'),
};

export default routes;
