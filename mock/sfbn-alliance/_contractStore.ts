/**
 * Tables and rules shared by the contract IDE's services: contract files, projects, templates and
 * tools, and the status model of spec 4:
 *   1 not compiled -> (compile) 2 compiled -> (publish) 3 compiled, publication requested (read-only)
 *   -> (administrator approves) 4 pending deployment -> (deploy) 5 deployed.
 * Editing a compiled file's source sends it back to 1; a refused publication sends 3 back to 2.
 */
import { MULTI_FILE_PROJECT, EVIDENCE, HELLO, TOKEN, OWNABLE, MATH_LIB, type ExampleFile } from '../_chain/examples';
import { Table, seedTime, type Row } from '../_lib/store';
import { users, type User } from '../_lib/users';
import type { ProjectGates, ProjectSummary, ContractFile as WireContractFile } from '../../shared/wire/contract';

/** relationType of a contract file = the IDE's `type` query parameter. */
export const RELATION = { project: 1, template: 2, tool: 3 } as const;

export const STATUS = { notCompiled: 1, compiled: 2, audited: 3, pendingDeploy: 4, deployed: 5 } as const;

/** Project publication (audit) states. */
export const AUDIT = { draft: 0, pending: 1, approved: 2, refused: 3 } as const;

/** A contract file as stored: the wire fields the console reads (shared/wire/contract.ts) and the gateway's own. */
export interface ContractFile extends Row, WireContractFile {
  /** Always set here: a compile decides it, an uncompiled file counts as deployable. */
  deployable: boolean;
  networkUrl: string;
  networkPort: number | null;
  transactionHash: string;
  userBid: string;
  orgName: string;
  createUser: string;
}

/**
 * A contract project as stored: what its calls answer (shared/wire/contract.ts ProjectSummary)
 * but what they compute from its files (the gates, the counts), with the owner's BID, which lists
 * compare with the viewer's for row selection (spec 3).
 */
export type ContractProject = Row & Omit<ProjectSummary, keyof ProjectGates | 'contractCount' | 'contractStatusList'> & { creator: string };

export interface ContractTemplate extends Row {
  templateName: string;
  templateDesc: string;
  /** 0 unpublished, 1 published. */
  publishStatus: number;
  createUser: string;
  createUserName: string;
  creator: string;
  createTime: string;
}

export interface ContractTool extends Row {
  toolName: string;
  toolDesc: string;
  publishStatus: number;
  createUser: string;
  createUserName: string;
  creator: string;
  createTime: string;
}

export const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
export const fromBase64 = (b64: string) => Buffer.from(String(b64 ?? ''), 'base64').toString('utf8');
export const rowCount = (text: string) => (text ? text.split('\n').length : 0);

const admin = users.get('1123598821738675201')!;

function owner(u: User) {
  return { createUser: u.id, createUserName: u.realName || u.name, creator: u.bid };
}

/** Build output cleared: what a file is before a compile, and again once its source changes. */
export const UNBUILT = {
  contractStatus: STATUS.notCompiled,
  contractAbi: '',
  byteCodeBin: '',
  contractFunctionParamList: '',
  contractConstructorParamList: '',
  deployable: false,
};

/** A new file of a project, template or tool: not compiled, not deployed, owned by `u`. */
export function freshFile(u: User, f: { contractName: string; contractSource: string; relationId: string; relationType: number }) {
  return {
    ...f,
    ...UNBUILT,
    contractRowNumber: rowCount(fromBase64(f.contractSource)),
    contractAddress: '',
    networkType: null,
    networkUrl: '',
    networkPort: null,
    transactionHash: '',
    userBid: u.bid,
    orgName: u.deptName,
    createUser: u.id,
  };
}

function fileRow(f: ExampleFile, relationType: number, relationId: string, n: number, u: User): ContractFile {
  return {
    id: `${relationType}${relationId.slice(-3)}${String(n).padStart(3, '0')}`,
    ...freshFile(u, { contractName: f.contractName, contractSource: toBase64(f.source), relationId, relationType }),
    createTime: seedTime(300 + n),
  };
}

const SEED_PROJECTS: { id: string; name: string; desc: string; files: ExampleFile[] }[] = [
  {
    id: '1500000000000000101',
    name: '链网积分与成员登记',
    desc: '多文件示例：所有权、数学库、积分代币与成员登记簿，文件之间相互导入',
    files: MULTI_FILE_PROJECT,
  },
  { id: '1500000000000000102', name: '存证示例', desc: '单文件示例：数据摘要上链存证与查询', files: [{ contractName: 'Evidence', source: EVIDENCE }] },
];

const SEED_TEMPLATES: { id: string; name: string; desc: string; files: ExampleFile[]; publishStatus: number }[] = [
  {
    id: '1500000000000000201',
    name: '积分代币模板',
    desc: '带所有权与增发上限的积分代币',
    files: [
      { contractName: 'Ownable', source: OWNABLE },
      { contractName: 'MathLib', source: MATH_LIB },
      { contractName: 'Token', source: TOKEN },
    ],
    publishStatus: 1,
  },
  { id: '1500000000000000202', name: '存证模板', desc: '数据摘要存证', files: [{ contractName: 'Evidence', source: EVIDENCE }], publishStatus: 0 },
];

const SEED_TOOLS: { id: string; name: string; desc: string; files: ExampleFile[]; publishStatus: number }[] = [
  { id: '1500000000000000301', name: '问候语工具', desc: '最小合约，演示部署参数与事件', files: [{ contractName: 'Hello', source: HELLO }], publishStatus: 1 },
];

export const projects = new Table<ContractProject>(
  'contract-project',
  SEED_PROJECTS.map((p, i) => ({
    id: p.id,
    contractProjectName: p.name,
    contractProjectDesc: p.desc,
    projectStatus: 1,
    auditStatus: AUDIT.draft,
    auditReason: '',
    templateId: '',
    ...owner(admin),
    orgName: admin.deptName,
    createTime: seedTime(300 + i),
  })),
);

export const templates = new Table<ContractTemplate>(
  'contract-template',
  SEED_TEMPLATES.map((t, i) => ({
    id: t.id,
    templateName: t.name,
    templateDesc: t.desc,
    publishStatus: t.publishStatus,
    ...owner(admin),
    createTime: seedTime(320 + i),
  })),
);

export const tools = new Table<ContractTool>(
  'contract-tool',
  SEED_TOOLS.map((t, i) => ({
    id: t.id,
    toolName: t.name,
    toolDesc: t.desc,
    publishStatus: t.publishStatus,
    ...owner(admin),
    createTime: seedTime(340 + i),
  })),
);

export const contracts = new Table<ContractFile>('chain-contract', [
  ...SEED_PROJECTS.flatMap((p) => p.files.map((f, n) => fileRow(f, RELATION.project, p.id, n + 1, admin))),
  ...SEED_TEMPLATES.flatMap((t) => t.files.map((f, n) => fileRow(f, RELATION.template, t.id, n + 1, admin))),
  ...SEED_TOOLS.flatMap((t) => t.files.map((f, n) => fileRow(f, RELATION.tool, t.id, n + 1, admin))),
]);

/** The files of a project, template or tool, in the order they were created (the tree's order). */
export function filesOf(relationId: unknown, relationType: unknown = RELATION.project): ContractFile[] {
  return contracts.rows
    .filter((r) => r.relationId === String(relationId) && String(r.relationType) === String(relationType ?? RELATION.project))
    .sort((a, b) => (a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : Number(a.id) - Number(b.id)));
}

/** Copies files into another container (a project made from a template or tool). */
export function copyFiles(from: ContractFile[], relationType: number, relationId: string, u: User) {
  for (const f of from) {
    contracts.insert(freshFile(u, { contractName: f.contractName, contractSource: f.contractSource, relationType, relationId }));
  }
}

type Container = { id: string; createUser: string; projectStatus?: number; publishStatus?: number } | undefined;

export function containerOf(relationId: unknown, relationType: unknown): Container {
  const t = Number(relationType ?? RELATION.project);
  if (t === RELATION.template) return templates.get(relationId);
  if (t === RELATION.tool) return tools.get(relationId);
  return projects.get(relationId);
}

/**
 * The owner rule of projects, templates and tools (their descriptors' `owner`, contractProject.ts
 * and contractTemplate.ts): the user who created them (createUser), or an administrator. A
 * container's files follow their container's rule (contract.ts asks it through ownerOf()).
 */
export const CONTAINER_OWNER = { owner: { field: 'createUser', user: 'id' } } as const;

/** The refusals of a change to another user's files (400, the IDE's own words): a file, and a new file in a container. */
export const NOT_FILE_OWNER = '无权操作该合约';
export const NOT_CONTAINER_OWNER = '无权操作该项目';

/** What a container is called in the refusal a user sees when it is not theirs (the same as a missing one). */
export const MISSING: Record<number, string> = { [RELATION.project]: '项目不存在', [RELATION.template]: '模板不存在', [RELATION.tool]: '工具不存在' };

/**
 * A project disabled with changeProjectStatus (projectStatus 0) keeps its files but takes no change
 * (no new file, save, delete, compile, deploy, publication) until it is enabled again. The spec
 * names the call only; this rule and its message are this mock's choice (docs/domain/contract.md).
 */
export const PROJECT_DISABLED = '项目已停用，启用后才能修改';
export const isDisabled = (container: Container) => container?.projectStatus === 0;

/** Longest name and description of a project, template or tool (the forms' 50 and the textarea's 100, spec 9). */
export const NAME_MAX = 50;
export const DESC_MAX = 100;

/**
 * The first problem of a name / description pair as sent (either may be absent on an update): text
 * only, within NAME_MAX and DESC_MAX after trimming. Answers the message or undefined.
 */
export function namingError(p: Record<string, any>, nameKey: string, nameLabel: string, descKey: string, descLabel: string): string | undefined {
  for (const [k, label, max] of [
    [nameKey, nameLabel, NAME_MAX],
    [descKey, descLabel, DESC_MAX],
  ] as const) {
    const v = p[k];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') return `${label}格式不正确`;
    if (v.trim().length > max) return `${label}长度不能超过${max}个字符`;
  }
}

export const FILE_NAME = /^[A-Za-z]+$/;
export const FILE_NAME_MAX = 20;

/** The spec's file-name rules (5), the same messages the IDE shows before it calls. */
export function fileNameError(name: unknown, siblings: ContractFile[], selfId?: string): string | null {
  const n = String(name ?? '').trim();
  if (!n) return '文件名不能为空';
  if (!FILE_NAME.test(n)) return '文件名必须英文';
  if (n.length > FILE_NAME_MAX) return `文件名不能超过${FILE_NAME_MAX}个字符`;
  if (siblings.some((f) => f.contractName === n && f.id !== selfId)) return '文件名字不能重复';
  return null;
}

/** A file's contract names, from its `import "./X.sol"` lines. */
function importsOf(f: ContractFile): string[] {
  return [...fromBase64(f.contractSource).matchAll(/\bimport\s+(?:[^"';]*\bfrom\s+)?["']\.?\/?([A-Za-z]+)\.sol["']/g)].map((m) => m[1]);
}

/** The files that import `name`, directly or through other files (a compile covers them too). */
export function importersOf(siblings: ContractFile[], name: string): ContractFile[] {
  const found = new Map<string, ContractFile>();
  const queue = [name];
  while (queue.length) {
    const n = queue.shift()!;
    for (const f of siblings) {
      if (!found.has(f.id) && f.contractName !== name && importsOf(f).includes(n)) {
        found.set(f.id, f);
        queue.push(f.contractName);
      }
    }
  }
  return [...found.values()];
}

/** Status a user reads, for lists and messages. */
export const STATUS_LABEL: Record<number, string> = { 1: '未编译', 2: '已编译', 3: '已编译（审核中）', 4: '待部署', 5: '已部署' };
