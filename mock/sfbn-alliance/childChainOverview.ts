/**
 * The sub-chain overview of the console home and the facts of a running sub-chain (spec 7.5,
 * docs/domain/subchain.md "Overview, run status and ledger"): homePage/sub/* (statistics, the
 * user's operations, the chains he joined, his applications, the activity rank), the recommended
 * sub-chains, the chain chooser, a chain's run status, its transactions and its apps, and the
 * SMS code check of an application's legal-person step.
 *
 * Everything is derived on each call from the stores (sub-chains, nodes, members, contracts,
 * links, apps), so a figure follows the writes at once. A sub-chain's ledger is the transactions
 * its life wrote: a deterministic seeded history once it runs (a hash of its id says how long),
 * then one transaction per thing done on it (BID issued, started / stopped, a node, a contract,
 * a member joined, a system docked), in time order, two blocks apart.
 */
import { createHash } from 'node:crypto';
import type { ChainTx } from '../../shared/wire/alliance';
import { needs } from '../_lib/access';
import { fail, ok, paginate, params, type Routes } from '../_lib/http';
import { type Row } from '../_lib/store';
import { type User } from '../_lib/users';
import { isOwner } from '../_lib/resource';
import { apps, APP_STATUS } from '../sfbn-app-center/appinformation';
import { takeCode } from '../sfbn-resource/person';
import { CHAIN, chainOwner, childChainDrafts, childChains, childMembers, childNodes, DRAFT_OWNER, MEMBER, memberOwner, userOf } from './childChain';
import { childContracts } from './childContract';
import { childLinks } from './childLink';

const BASE = '/api/sfbn-alliance';
const hashOf = (s: string) => createHash('sha256').update(s).digest('hex');
const same = (a: unknown, b: unknown) => String(a) === String(b);
const blank = (v: unknown) => v === undefined || v === null || v === '';
/** Running or stopped: a sub-chain with a ledger. */
const live = (c: Row) => c.status === CHAIN.running || c.status === CHAIN.stopped;
/** The caller's own sub-chains (the chain descriptor's owner rule, whatever the role). */
const own = (u: User) => chainOwner.rowsOf(u);
/** Chains the caller holds a joined member row on (childidentityapply/isJoin's rule), one each. */
function joinedRows(u: User): Row[] {
  const seen = new Set<string>();
  return childMembers.rows.filter((m) => memberOwner.mine(m, u) && m.status === MEMBER.joined && !seen.has(String(m.chainId)) && seen.add(String(m.chainId)));
}

// ---- a sub-chain's ledger ---------------------------------------------------------------------
const METHODS = ['存证上链', '数据共享', '积分转账', '合约调用'];

/** The transactions of a sub-chain, oldest first (empty until it runs). */
export function ledgerOf(chain: Row): ChainTx[] {
  const bidTime = (chain.history ?? []).find((h: any) => h.action === 'createBid')?.time as string | undefined;
  if (!live(chain) || !bidTime) return [];
  const h = hashOf(String(chain.id));
  const events: Omit<ChainTx, 'txHash' | 'blockHeight' | 'status'>[] = [];
  // The seeded history: after the BID, some transactions of the chain's business.
  const seeded = 12 + (parseInt(h.slice(0, 4), 16) % 40);
  const start = Date.parse(`${bidTime.replace(' ', 'T')}Z`);
  for (let i = 0; i < seeded; i += 1) {
    const t = new Date(start + (i + 1) * 1_800_000).toISOString().replace('T', ' ').slice(0, 19);
    events.push({
      method: METHODS[(parseInt(h.slice(4 + (i % 20), 6 + (i % 20)), 16) + i) % 4],
      from: String(chain.creator),
      subject: `${chain.childChainCode}#${i + 1}`,
      time: t,
    });
  }
  for (const e of chain.history ?? []) {
    if (['createBid', 'start', 'stop'].includes(e.action))
      events.push({
        method: { createBid: '生成BID', start: '启动子链', stop: '停止子链' }[e.action as 'start'],
        from: String(chain.creator),
        subject: String(chain.childChainName),
        time: e.time,
      });
  }
  const on = (r: Row) => same(r.chainId, chain.id);
  for (const n of childNodes.rows.filter(on)) events.push({ method: '添加节点', from: String(n.creator), subject: String(n.nodeName), time: n.createTime });
  for (const c of childContracts.rows.filter(on))
    events.push({ method: '部署合约', from: String(c.creator), subject: String(c.contractName), time: c.createTime });
  for (const m of childMembers.rows.filter((r) => on(r) && r.status === MEMBER.joined))
    events.push({
      method: '成员加入',
      from: String(m.creator),
      subject: String(m.memberName),
      time: (m.history ?? []).find((x: any) => x.action === 'pass')?.time ?? m.createTime,
    });
  for (const l of childLinks.rows.filter(on)) events.push({ method: '系统对接', from: String(l.creator), subject: String(l.linkName), time: l.createTime });
  // Stable order: by time, then as listed.
  const sorted = events.map((e, i) => ({ e, i })).sort((a, b) => String(a.e.time).localeCompare(String(b.e.time)) || a.i - b.i);
  const first = 100 + (parseInt(h.slice(8, 12), 16) % 900);
  return sorted.map(({ e }, i) => ({
    ...e,
    txHash: `0x${hashOf(`${chain.id}:${i}:${e.method}:${e.subject}`)}`,
    blockHeight: first + i * 2,
    status: 1 as const,
  }));
}

/** A sub-chain's run status: running or not, block height, transactions, nodes, members, contracts. */
export function runStatusOf(chain: Row) {
  const ledger = ledgerOf(chain);
  const nodes = childNodes.rows.filter((n) => same(n.chainId, chain.id));
  const last = ledger[ledger.length - 1];
  return {
    id: chain.id,
    childChainName: chain.childChainName,
    childChainCode: chain.childChainCode,
    type: chain.type,
    status: chain.status,
    bid: chain.bid,
    running: chain.status === CHAIN.running,
    // The next block after the last transaction's: the head of the chain.
    blockHeight: last ? last.blockHeight + 1 : 0,
    txTotal: ledger.length,
    lastBlockTime: last?.time ?? '',
    nodeTotal: nodes.length,
    nodeRunning: chain.status === CHAIN.running ? nodes.filter((n) => Number(n.nodeStatus) === 1).length : 0,
    memberTotal: childMembers.rows.filter((m) => same(m.chainId, chain.id) && m.status === MEMBER.joined).length,
    contractTotal: childContracts.rows.filter((c) => same(c.chainId, chain.id)).length,
  };
}

const brief = (c: Row) => ({
  id: c.id,
  childChainName: c.childChainName,
  childChainCode: c.childChainCode,
  type: c.type,
  childType: c.childType,
  status: c.status,
});
const byType = (type: unknown) => (c: Row) => blank(type) || same(c.type, type);
const count = (rows: Row[], key: string, values: number[]) => Object.fromEntries(values.map((v) => [v, rows.filter((r) => Number(r[key]) === v).length]));
/** The chain of ?id= (404 unknown). */
const chainOf = (res: any, id: unknown) => childChains.get(id) ?? void fail(res, '数据不存在', 404);

const routes: Routes = {
  /**
   * The caller's sub-chains in figures: his applications by status (0 refused ... 5 stopped), by
   * set (1 permissioned, 2 ott) and kind (childType), the nodes, joined members and contracts on
   * them, the chains he joined and his unfinished drafts.
   */
  // Hand-written: figures computed over the caller's chains, nodes, members and drafts.
  [`GET ${BASE}/homePage/sub/subStatistics`]: needs(
    (req, res) => {
      const u = userOf(req);
      const mine = own(u);
      const on = (r: Row) => mine.some((c) => same(c.id, r.chainId));
      ok(res, {
        total: mine.length,
        byStatus: count(mine, 'status', [1, 2, 3, 4, 5, 0]),
        byType: count(mine, 'type', [1, 2]),
        byChildType: count(mine, 'childType', [1, 2, 3, 4]),
        nodeTotal: childNodes.rows.filter(on).length,
        memberTotal: childMembers.rows.filter((m) => on(m) && m.status === MEMBER.joined).length,
        contractTotal: childContracts.rows.filter(on).length,
        joinedTotal: joinedRows(u).length,
        draftTotal: childChainDrafts.rows.filter((d) => isOwner(DRAFT_OWNER, d, u)).length,
      });
    },
    'user',
    { wire: { answer: 'SubStatistics' } },
  ),

  /**
   * The caller's sub-chain operations, newest first, paged (current / size in the query; the body
   * may narrow by `type`): each step of his applications' histories and of his identity
   * applications: {id, chainId, childChainName, type, kind (chain / identity), action, status, user, time, reason}.
   */
  // Hand-written: the histories of the caller's rows flattened into a page.
  [`POST ${BASE}/homePage/sub/subReceipts`]: needs(
    (req, res) => {
      const u = userOf(req);
      const p = params(req);
      const q = req.query as Record<string, any>;
      const steps = (row: Row, kind: 'chain' | 'identity', chainId: string) =>
        ((row.history ?? []) as Row[]).map((h, i) => ({
          id: `${row.id}-${i}`,
          chainId,
          childChainName: row.childChainName,
          type: row.type,
          kind,
          action: h.action,
          status: h.status,
          user: h.user,
          time: h.time,
          reason: h.reason ?? '',
        }));
      const records = [
        ...own(u)
          .filter(byType(p.type))
          .flatMap((c) => steps(c, 'chain', c.id)),
        ...childMembers.rows.filter((m) => m.source === 2 && memberOwner.mine(m, u) && byType(p.type)(m)).flatMap((m) => steps(m, 'identity', m.chainId)),
      ];
      // Newest first; steps of the same second in the order they were taken, the later first.
      const order = records.map((r, i) => ({ r, i })).sort((a, b) => String(b.r.time).localeCompare(String(a.r.time)) || b.i - a.i);
      ok(
        res,
        paginate(
          order.map((x) => x.r),
          q.current ?? p.current,
          q.size ?? p.size,
        ),
      );
    },
    'user',
    { wire: { query: 'PageQuery', body: 'ChainTypeQuery', answer: { page: 'SubReceipt' } } },
  ),

  /** The sub-chains the caller joined (isJoin's rule): {chainId, childChainName, type, chainRole, memberName, bid, joinTime}. */
  // Hand-written: computed from the caller's joined member rows.
  [`GET ${BASE}/homePage/sub/joinInfo`]: needs(
    (req, res) => {
      ok(
        res,
        joinedRows(userOf(req)).map((m) => ({
          chainId: m.chainId,
          childChainName: m.childChainName,
          type: m.type,
          chainRole: m.chainRole,
          memberName: m.memberName,
          bid: m.bid,
          joinTime: (m.history ?? []).find((h: any) => h.action === 'pass')?.time ?? m.createTime,
        })),
      );
    },
    'user',
    { wire: { answer: { list: 'JoinedChain' } } },
  ),

  /** The caller's own applications, newest first: {id, childChainName, childChainCode, type, buildType, childType, status, auditReason, createTime}. */
  // Hand-written: the caller's applications in brief (a list, not a page).
  [`GET ${BASE}/homePage/sub/selfInfo`]: needs(
    (req, res) => {
      ok(
        res,
        own(userOf(req))
          .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))
          .map((c) => ({ ...brief(c), buildType: c.buildType, auditReason: c.auditReason, createTime: c.createTime })),
      );
    },
    'user',
    { wire: { answer: { list: 'SelfApplication' } } },
  ),

  /** Running and stopped sub-chains (?type= narrows) ranked by their transactions, at most ?size= (default 10). */
  // Hand-written: chains ranked by their computed ledgers.
  [`GET ${BASE}/homePage/sub/activityRank`]: needs(
    (req, res) => {
      const p = params(req);
      const size = Math.min(Math.max(Number(p.size) || 10, 1), 50);
      ok(
        res,
        childChains.rows
          .filter((c) => live(c) && byType(p.type)(c))
          .map((c) => {
            const s = runStatusOf(c);
            return { ...brief(c), txTotal: s.txTotal, blockHeight: s.blockHeight, nodeTotal: s.nodeTotal };
          })
          .sort((a, b) => b.txTotal - a.txTotal || String(a.childChainName).localeCompare(String(b.childChainName)))
          .slice(0, size),
      );
    },
    'user',
    { wire: { query: 'RankQuery', answer: { list: 'ActiveChain' } } },
  ),

  /**
   * Sub-chains recommended to the caller (query: childType, type): running ones that are neither
   * his nor joined by him, the most active first, with what the chain offers.
   */
  // Hand-written: chains ranked by activity, excluding the caller's.
  [`POST ${BASE}/childChain/screen/recommendChildChain`]: needs(
    (req, res) => {
      const u = userOf(req);
      const q = { ...params(req), ...(req.query as Record<string, any>) };
      if (!blank(q.childType) && ![1, 2, 3, 4].includes(Number(q.childType))) return fail(res, '子链类型取值不正确');
      const joined = new Set(joinedRows(u).map((m) => String(m.chainId)));
      ok(
        res,
        childChains.rows
          .filter(
            (c) =>
              c.status === CHAIN.running &&
              !chainOwner.mine(c, u) &&
              !joined.has(String(c.id)) &&
              byType(q.type)(c) &&
              (blank(q.childType) || same(c.childType, q.childType)),
          )
          .map((c) => {
            const s = runStatusOf(c);
            return { ...brief(c), orgName: c.orgName, description: c.description, nodeTotal: s.nodeTotal, memberTotal: s.memberTotal, txTotal: s.txTotal };
          })
          .sort((a, b) => b.txTotal - a.txTotal),
      );
    },
    'user',
    { wire: { query: 'RecommendQuery', answer: { list: 'RecommendedChain' } } },
  ),

  /**
   * The chains the caller takes part in, for choosers: his running and stopped sub-chains and the
   * ones he joined (administrators: every running or stopped one); ?type= narrows.
   */
  // Hand-written: the caller's and joined chains for choosers.
  [`GET ${BASE}/childChain/getChainList`]: needs(
    (req, res) => {
      const u = userOf(req);
      const p = params(req);
      const joined = new Set(joinedRows(u).map((m) => String(m.chainId)));
      ok(
        res,
        childChains.rows
          .filter((c) => live(c) && byType(p.type)(c) && (chainOwner.owns(c, u) || joined.has(String(c.id))))
          .map((c) => ({ ...brief(c), bid: c.bid })),
      );
    },
    'user',
    { wire: { query: 'ChainTypeQuery', answer: { list: 'TakingPartChain' } } },
  ),

  /** A sub-chain's run status (?id=). */
  // Hand-written: a chain's run status computed from its ledger.
  [`GET ${BASE}/childChain/getChildChainRunStatus`]: needs(
    (req, res) => {
      const chain = chainOf(res, params(req).id);
      if (chain) ok(res, runStatusOf(chain));
    },
    'user',
    { wire: { query: 'IdQuery', answer: 'RunStatus' } },
  ),

  /** A sub-chain's transactions (?id=), newest first, paged: {txHash, blockHeight, method, from, subject, time, status}. */
  // Hand-written: a page over a chain's computed ledger.
  [`GET ${BASE}/childChain/getChildChainTransaction`]: needs(
    (req, res) => {
      const p = params(req);
      const chain = chainOf(res, p.id);
      if (chain) ok(res, paginate(ledgerOf(chain).reverse(), p.current, p.size));
    },
    'user',
    { wire: { query: 'ChainTxQuery', answer: { page: 'ChainTx' } } },
  ),

  /** The published apps that belong to a sub-chain (?id=): {id, appName, appType, developer, version, activity, publishTime}. */
  // Hand-written: another service's apps on the chain.
  [`GET ${BASE}/childChain/appInfo`]: needs(
    (req, res) => {
      const chain = chainOf(res, params(req).id);
      if (!chain) return;
      ok(
        res,
        apps.rows
          .filter((a) => same(a.chainId, chain.id) && a.status === APP_STATUS.published)
          .map((a) => ({
            id: a.id,
            appName: a.appName,
            appType: a.appType,
            developer: a.developer,
            version: a.version,
            activity: a.activity,
            publishTime: a.publishTime,
          })),
      );
    },
    'user',
    { wire: { query: 'IdQuery', answer: { list: 'ChainApp' } } },
  ),

  /**
   * Checks the SMS code of an application's legal-person step (query: phone, code): the code GET
   * /sfbn-resource/person/verify-code/subchain?phone= sent to that phone, spent when right
   * (验证码不正确, 验证码已过期，请重新获取, 请先获取验证码).
   */
  // Hand-written: spends an SMS code; stores nothing.
  [`GET ${BASE}/childChain/checkVerifyCode`]: needs(
    (req, res) => {
      const p = params(req);
      const phone = String(p.phone ?? '').trim();
      const code = String(p.code ?? '').trim();
      if (!code) return fail(res, '请输入验证码');
      const refused = takeCode(userOf(req).account, 'subchain', phone, code);
      if (refused) return fail(res, refused);
      ok(res, true, '验证通过');
    },
    'user',
    { wire: { query: 'VerifyCodeQuery', answer: 'Flag' } },
  ),
};

export default routes;
