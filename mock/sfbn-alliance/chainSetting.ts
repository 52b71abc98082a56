/**
 * Backbone chain settings (spec 7.4 "Chain settings", docs/domain/chain.md): a user applies to set
 * up their chain (submit, status 1), possibly from an uploaded config file (analysisConfigFile);
 * an administrator audits it (2 built / 0 refused). The console's overview shows
 * have-information or null-information from currentUserInfo / checkBuild.
 */
import type { Request } from 'express';
import { BACKBONE, chainFor, headOf } from '../_chain/chains';
import { needs } from '../_lib/access';
import { fail, ok, type Handler, type Routes } from '../_lib/http';
import { ownerOf, resource } from '../_lib/resource';
import { seedTime, Table, type Row } from '../_lib/store';
import { currentUser, users, type User } from '../_lib/users';
import { activeMemberOf, allianceMembers } from './_governance';
import { chainNodes, NODE } from './chainNode';

export const CHAIN = { refused: 0, audit: 1, built: 2 } as const;
const BASE = '/api/sfbn-alliance';
const CONSENSUS = ['PBFT', 'RAFT', 'HotStuff'];

function seed(): Row[] {
  const rows: Row[] = [];
  const add = (account: string, chainName: string, status: number, hours: number) => {
    const u = users.find((x) => x.account === account);
    if (!u) return;
    const history: Row['history'] = [{ action: 'apply', user: u.realName, time: seedTime(hours), status: 1, reason: '' }];
    if (status === CHAIN.built) history.push({ action: 'pass', user: '王建国', time: seedTime(hours + 2), status: 2, reason: '' });
    rows.push({
      id: `chain-${rows.length + 1}`,
      userId: u.id,
      account: u.account,
      creator: u.bid,
      orgName: u.deptName ?? '',
      chainName,
      consensus: 'PBFT',
      nodeCount: 4,
      blockInterval: 5,
      configFile: '',
      remark: '',
      status,
      auditReason: '',
      auditUser: status === CHAIN.built ? '王建国' : '',
      auditTime: status === CHAIN.built ? seedTime(hours + 2) : '',
      createTime: seedTime(hours),
      history,
    });
  };
  add('admin', '国家主干链', CHAIN.built, 100);
  add('lisi', '华南物流主干链', CHAIN.audit, 900);
  return rows;
}
export const chainSettings = new Table('chain-setting', seed());

/** The user's chain-building application (the descriptor's owner rule below), the newest first. */
const latestOf = (u: User): Row | undefined => ownerOf(settingResource).rowsOf(u)[0];

const settingResource = resource({
  table: chainSettings,
  base: BASE,
  calls: { list: false, page: 'chainSetting/apply', detail: 'chainSetting/info', submit: false, remove: false },
  owner: (row, u) => row.userId === u.id,
  access: { read: 'user', write: 'admin', 'chainSetting/submit': 'real-name' },
  fields: {
    chainName: { label: '链名称', type: 'text', max: 30, required: '请输入链名称' },
    consensus: { label: '共识算法', type: 'text', enum: CONSENSUS, required: '请选择共识算法' },
    nodeCount: { label: '初始节点数', type: 'int', required: '请输入初始节点数' },
    blockInterval: { label: '出块间隔', type: 'int', required: '请输入出块间隔' },
    configFile: { label: '配置文件', type: 'text', max: 200 },
    remark: { label: '备注', type: 'text', max: 100 },
  },
  defaults: (req) => {
    const u = currentUser(req);
    return {
      userId: u.id,
      account: u.account,
      orgName: activeMemberOf(u.id)?.orgName ?? u.deptName ?? '',
      auditReason: '',
      auditUser: '',
      auditTime: '',
      configFile: '',
      remark: '',
    } as unknown as Row;
  },
  apply: {
    path: 'chainSetting/submit',
    status: CHAIN.audit,
    check: (u, p) => {
      const last = latestOf(u);
      if (last && last.status !== CHAIN.refused) return last.status === CHAIN.built ? '您的主干链已建立' : '您的建链申请正在审核中';
      const n = Number(p.nodeCount);
      if (Number.isInteger(n) && (n < 4 || n > 100)) return '初始节点数为4到100';
      const b = Number(p.blockInterval);
      if (Number.isInteger(b) && (b < 1 || b > 60)) return '出块间隔为1到60秒';
    },
    msg: '申请已提交，请等待审核',
  },
  lifecycle: {
    field: 'status',
    transitions: {
      pass: { from: [CHAIN.audit], to: CHAIN.built, copy: ['auditReason'], msg: '审核通过' },
      refuse: { from: [CHAIN.audit], to: CHAIN.refused, require: { auditReason: '请输入驳回原因' }, copy: ['auditReason'], msg: '已驳回' },
    },
    calls: { 'chainSetting/audit': (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'] },
  },
});

/** Reads a chain config file: JSON ({chainName, consensus, nodeCount, blockInterval}) or key=value lines. */
export function parseConfig(text: string): Record<string, any> | string {
  let raw: Record<string, any> = {};
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      raw = JSON.parse(trimmed);
    } catch {
      return '配置文件格式不正确';
    }
  } else {
    for (const line of trimmed.split(/\r?\n/)) {
      const m = /^\s*([A-Za-z.]+)\s*[=:]\s*(.*?)\s*$/.exec(line);
      if (m && !line.trim().startsWith('#')) raw[m[1].split('.').pop()!] = m[2];
    }
  }
  const out = {
    chainName: String(raw.chainName ?? raw.name ?? '').trim(),
    consensus: String(raw.consensus ?? '').trim(),
    nodeCount: Number(raw.nodeCount ?? raw.nodes),
    blockInterval: Number(raw.blockInterval ?? raw.interval),
  };
  if (!out.chainName || !CONSENSUS.includes(out.consensus) || !Number.isInteger(out.nodeCount) || !Number.isInteger(out.blockInterval))
    return '配置文件缺少链名称、共识算法、节点数或出块间隔';
  return out;
}

const analyse: Handler = (req: Request, res) => {
  const f = (((req as any).files ?? []) as { originalname: string; buffer: Buffer; size: number }[])[0];
  if (!f) return fail(res, '请选择配置文件');
  if (f.size > 1024 * 1024) return fail(res, '配置文件不能超过 1MB');
  const parsed = parseConfig(f.buffer.toString('utf8'));
  if (typeof parsed === 'string') return fail(res, parsed);
  ok(res, { ...parsed, configFile: Buffer.from(f.originalname, 'latin1').toString('utf8') }, '解析成功');
};

/** The backbone chain as everyone sees it: the figures come from the node and member tables. */
export function backboneSummary() {
  const built = chainSettings.rows.find((r) => r.status === CHAIN.built);
  const running = chainNodes.rows.filter((n) => n.status === NODE.running);
  return {
    chainName: built?.chainName ?? '',
    consensus: built?.consensus ?? '',
    blockInterval: built?.blockInterval ?? 0,
    nodeCount: running.length,
    consensusNodeCount: running.filter((n) => n.nodeType === 1).length,
    // The backbone chain's head (the chain browser's bbn-backbone): one chain, one height.
    blockHeight: running.length ? headOf(BACKBONE) : 0,
    memberCount: allianceMembers.rows.filter((m) => m.status === 2).length,
  };
}

const routes: Routes = {
  ...settingResource,
  [`GET ${BASE}/chainSetting/audit`]: settingResource[`POST ${BASE}/chainSetting/audit`],
  // Hand-written: the caller's newest application (one row, not a list).
  [`GET ${BASE}/chainSetting/currentUserInfo`]: needs((req, res) => ok(res, latestOf(currentUser(req)) ?? null), 'user', {
    wire: { answer: 'ChainSetting' },
  }),
  // Hand-written: a yes / no computed from the caller's application.
  [`GET ${BASE}/chainSetting/checkBuild`]: needs(
    (req, res) => {
      const row = latestOf(currentUser(req));
      ok(res, { built: row?.status === CHAIN.built, status: row?.status ?? null });
    },
    'user',
    { wire: { answer: 'BuildCheck' } },
  ),
  // Hand-written: a summary computed from the node and member tables and the chain.
  [`GET ${BASE}/chainSetting/simpleInfo`]: needs(
    async (_req, res) => {
      await chainFor(BACKBONE);
      ok(res, backboneSummary());
    },
    'user',
    { wire: { answer: 'BackboneSummary' } },
  ),
  // Hand-written: parses an uploaded file; stores nothing.
  [`POST ${BASE}/chainSetting/analysisConfigFile`]: needs(analyse, 'real-name', { wire: { answer: 'ChainConfig' } }),
};

export default routes;
