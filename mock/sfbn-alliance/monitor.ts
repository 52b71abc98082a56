/**
 * The monitoring center (spec 7.4, spec 9: range = the last 7 days). Per-day block and transaction
 * counts are seeded deterministically from the date; every other figure is read from the node,
 * member and contract tables, so a node approved, deployed and verified shows here at once.
 */
import { needs } from '../_lib/access';
import { fail, ok, params, type Handler, type Routes } from '../_lib/http';
import { allianceMembers } from './_governance';
import { chainNodes, NODE } from './chainNode';
import { backboneSummary } from './chainSetting';
import { homeContracts } from './home';

const BASE = '/api/sfbn-alliance';
const DAY = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The days of a range; default the last 7 days ending today (UTC). A message when the range is wrong. */
export function daysOf(p: Record<string, any>, now = new Date()): string[] | string {
  const end = p.endDateStr ? String(p.endDateStr) : ymd(now);
  const start = p.startDateStr ? String(p.startDateStr) : ymd(new Date(Date.parse(end) - 6 * DAY));
  const re = /^\d{4}-\d{2}-\d{2}$/;
  if (!re.test(start) || !re.test(end) || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) return '日期格式不正确，应为 YYYY-MM-DD';
  const n = Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1;
  if (n < 1) return '开始日期不能晚于结束日期';
  if (n > 31) return '查询范围不能超过31天';
  return Array.from({ length: n }, (_, i) => ymd(new Date(Date.parse(start) + i * DAY)));
}

/** A stable number per date and salt (FNV-1a), so a day always shows the same seeded figures. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
/** Blocks of a day: one per 5 s, less a few missed slots. Transactions: seeded load. */
export const blocksOn = (date: string) => 17_280 - (hash(`b${date}`) % 120);
export const txOn = (date: string) => 40_000 + (hash(`t${date}`) % 25_000);
const contractsOn = (date: string) => hash(`c${date}`) % 6;

const dayOf = (time: unknown) => String(time ?? '').slice(0, 10);
const withRange = (h: (days: string[], p: Record<string, any>) => unknown): Handler => needs((req, res) => {
  const p = params(req);
  const days = daysOf(p);
  if (typeof days === 'string') return fail(res, days);
  ok(res, h(days, p));
}, 'user');

const STATUS_ORDER = [NODE.running, NODE.verify, NODE.deploy, NODE.audit, NODE.refused, NODE.repealed];

const routes: Routes = {
  [`GET ${BASE}/chainSetting/realTimeGeneralView`]: withRange((days) => {
    const rows = days.map((date) => ({ date, blockCount: blocksOn(date), txCount: txOn(date) }));
    return {
      startDateStr: days[0],
      endDateStr: days[days.length - 1],
      days: rows,
      blockTotal: rows.reduce((s, r) => s + r.blockCount, 0),
      txTotal: rows.reduce((s, r) => s + r.txCount, 0),
      ...backboneSummary(),
      contractCount: homeContracts.rows.length,
    };
  }),
  [`GET ${BASE}/chainSetting/realTimeNodeDynamic`]: needs((_req, res) => {
    ok(res, chainNodes.rows.filter((n) => n.status === NODE.running || n.status === NODE.verify).map((n) => ({
      id: n.id, nodeName: n.nodeName, orgName: n.orgName, ip: n.ip, nodeType: n.nodeType, status: n.status,
      blockHeight: n.blockHeight, verifyTime: n.verifyTime, deployTime: n.deployTime,
    })));
  }, 'user'),
  [`GET ${BASE}/chainNode/monitorBackboneNode`]: needs((_req, res) => {
    const rows = chainNodes.rows.filter((n) => n.status !== NODE.cancelled);
    ok(res, {
      total: rows.length,
      running: rows.filter((n) => n.status === NODE.running).length,
      byStatus: STATUS_ORDER.map((status) => ({ status, count: rows.filter((n) => n.status === status).length })),
    });
  }, 'user'),
  [`GET ${BASE}/chainContract/monitorBackboneContract`]: withRange((days) => {
    const rows = days.map((date) => ({ date, count: contractsOn(date) + homeContracts.rows.filter((c) => dayOf(c.createTime) === date).length }));
    return { total: homeContracts.rows.length, days: rows, added: rows.reduce((s, r) => s + r.count, 0) };
  }),
  [`GET ${BASE}/backboneidentity/monitorBackboneChainMember`]: withRange((days) => {
    const active = allianceMembers.rows.filter((m) => m.status === 2);
    // A member counts from the day it was admitted (its last pass in the history, else its application).
    const joined = (m: (typeof active)[number]) => dayOf([...(m.history ?? [])].reverse().find((h) => h.action === 'pass')?.time ?? m.createTime);
    const rows = days.map((date) => ({ date, total: active.filter((m) => joined(m) <= date).length, added: active.filter((m) => joined(m) === date).length }));
    return { total: active.length, days: rows };
  }),
};

export default routes;
