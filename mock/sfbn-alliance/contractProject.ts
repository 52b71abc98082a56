/**
 * chainContractProject: contract projects (spec 7.4): CRUD, request publication (publish), the
 * administrator's audit, a status summary (scan), export as a Maven-style zip, and the user's
 * deployed contracts.
 */
import { buildExport } from '../_chain/exporter';
import { fail, ok, params, type Routes } from '../_lib/http';
import { formatTime, nextId } from '../_lib/store';
import { currentUser, isAdmin } from '../_lib/users';
import {
  AUDIT,
  CONTAINER_OWNER,
  contracts,
  copyFiles,
  filesOf,
  fromBase64,
  isDisabled,
  DESC_MAX,
  NAME_MAX,
  namingError,
  PROJECT_DISABLED,
  projects,
  RELATION,
  STATUS,
  STATUS_LABEL,
  templates,
  tools,
  type ContractFile,
  type ContractProject,
} from './_contractStore';
import { needs } from '../_lib/access';
import type { ExportAnswer, MyContract, ProjectScan, ProjectSummary } from '../../shared/wire/contract';
import { isOwner, ownerOf, resource } from '../_lib/resource';

const LETTERS = /^[A-Za-z]+$/;
/** An administrator auditing a project of their own (the four-eyes rule; the spec has no message for it). */
export const OWN_PROJECT_AUDIT = '不能审核自己提交的项目';

/**
 * What the IDE may do with a project's files now (spec 4's gates). Call and export: every file
 * deployed, except a file that is only imported (a library, abstract contract or interface:
 * nothing of its own to deploy), which may stay pending deployment; at least one deployed.
 */
export function gates(files: ContractFile[]) {
  const statuses = files.map((f) => f.contractStatus);
  const all = (pred: (s: number) => boolean) => statuses.length > 0 && statuses.every(pred);
  const callable =
    statuses.includes(STATUS.deployed) &&
    files.every((f) => f.contractStatus === STATUS.deployed || (f.contractStatus === STATUS.pendingDeploy && !f.deployable));
  return {
    canCompile: all((s) => s === STATUS.notCompiled || s === STATUS.compiled),
    canPublish: all((s) => s === STATUS.compiled),
    canDeploy: files.some((f) => f.contractStatus === STATUS.pendingDeploy && f.deployable),
    canCall: callable,
    canExport: callable,
  };
}

function withSummary(p: ContractProject) {
  const files = filesOf(p.id, RELATION.project);
  return {
    ...p,
    contractCount: files.length,
    contractStatusList: files.map((f) => f.contractStatus),
    ...gates(files),
  };
}

/** Exports waiting to be downloaded: key -> zip. Kept a while, then dropped. */
const exports = new Map<string, { fileName: string; zip: Buffer; userId: string; at: number }>();
/** An export's owner rule, declared once: the user who made it, alone. */
const EXPORT_OWNER = { owner: { field: 'userId', user: 'id' } } as const;
const EXPORT_TTL_MS = 30 * 60_000;

/** A project's own columns no save takes: its states (other calls set them), names joined in, audit stamps. */
const READ_ONLY = ['projectStatus', 'auditStatus', 'auditReason', 'createUserName', 'orgName', 'publishTime', 'auditTime'];

/**
 * Projects as a descriptor with the containers' owner rule (CONTAINER_OWNER): a project is private
 * to its owner (and administrators); another user's answers 400 项目不存在, as a missing one. The
 * calls below that are not CRUD (enable / disable, publication, audit, scan, export) ask the same
 * rule through ownerOf(projectRoutes).
 */
export const projectRoutes = resource<ContractProject>({
  table: projects,
  base: '/api/sfbn-alliance/chainContractProject',
  calls: { list: false, page: 'page', detail: 'detail', submit: false, add: 'save', update: 'update', remove: 'GET delete' },
  owner: CONTAINER_OWNER.owner,
  missing: '项目不存在',
  access: { read: 'user', write: 'real-name' },
  fields: {
    contractProjectName: { label: '项目名称', max: NAME_MAX, required: '请输入项目名称' },
    contractProjectDesc: { label: '项目描述', max: DESC_MAX },
    templateId: { label: '模板' },
    toolId: { label: '工具' },
  },
  readOnly: READ_ONLY,
  beforeSave: (values, existing, req) => {
    const bad = namingError(params(req), 'contractProjectName', '项目名称', 'contractProjectDesc', '项目描述');
    if (bad) return bad;
    // A name is unique among its owner's projects; a project keeps its starting template or tool.
    if (existing) {
      delete values.templateId;
      delete values.toolId;
      return;
    }
    const u = currentUser(req);
    if (projectOwner.rowsOf(u).some((r) => r.contractProjectName === values.contractProjectName)) return '项目名称已存在';
  },
  defaults: (req) => {
    const u = currentUser(req);
    return { projectStatus: 1, auditStatus: AUDIT.draft, auditReason: '', createUser: u.id, createUserName: u.realName || u.name, orgName: u.deptName };
  },
  // A project can start from a template or tool: its files are copied in.
  afterSave: (row, p, req, existing) => {
    if (existing) return;
    const u = currentUser(req);
    if (p.templateId && templates.get(p.templateId)) copyFiles(filesOf(p.templateId, RELATION.template), RELATION.project, row.id, u);
    else if (p.toolId && tools.get(p.toolId)) copyFiles(filesOf(p.toolId, RELATION.tool), RELATION.project, row.id, u);
  },
  view: (row, _user, call) => (call === 'detail' ? { ...withSummary(row), contractList: filesOf(row.id, RELATION.project) } : withSummary(row)),
  messages: { add: '新增成功', update: '更新成功' },
  cascade: [{ table: contracts, field: 'relationId' }],
});
const projectOwner = ownerOf<ContractProject>(projectRoutes);

const routes: Routes = {
  ...projectRoutes,

  // Hand-written: a switch, not a lifecycle (a transition would stamp the audit's auditTime); without projectStatus it toggles.
  'GET /api/sfbn-alliance/chainContractProject/changeProjectStatus': needs(
    (req, res) => {
      const p = params(req);
      const row = projectOwner.row(req, res, p.id);
      if (!row) return;
      const projectStatus = p.projectStatus !== undefined ? (String(p.projectStatus) === '1' ? 1 : 0) : row.projectStatus ? 0 : 1;
      ok<ProjectSummary>(res, withSummary(projects.update(row.id, { projectStatus })!), '操作成功');
    },
    'real-name',
    { wire: { query: 'ProjectStatusQuery', answer: 'ProjectSummary' } },
  ),

  /**
   * Request publication: every file compiled (2) -> 3 (read-only), project waits for an audit.
   * Hand-written: gated on the files' states (spec 4), and it moves every file.
   */
  'GET /api/sfbn-alliance/chainContractProject/publish': needs(
    (req, res) => {
      const row = projectOwner.row(req, res, params(req).id);
      if (!row) return;
      if (isDisabled(row)) return fail(res, PROJECT_DISABLED);
      const files = filesOf(row.id, RELATION.project);
      if (!gates(files).canPublish) return fail(res, '所有合约编译后才能发布');
      for (const f of files) contracts.update(f.id, { contractStatus: STATUS.audited });
      projects.update(row.id, { auditStatus: AUDIT.pending, auditReason: '', publishTime: formatTime() });
      ok<ProjectSummary>(res, withSummary(projects.get(row.id)!), '发布成功');
    },
    'real-name',
    { wire: { query: 'IdQuery', answer: 'ProjectSummary' } },
  ),

  /**
   * The administrator's decision: approve (auditStatus 2) makes files 4; refuse (3) sends them back
   * to 2. Hand-written: it moves every file, and its refusals are its own (not 当前状态不允许该操作).
   */
  'GET /api/sfbn-alliance/chainContractProject/audit': needs(
    (req, res) => {
      const p = params(req);
      const user = currentUser(req);
      // Product staff pass a GET's need (a read); an audit is not one.
      if (!isAdmin(user)) return fail(res, '只有管理员可以审核');
      const row = projects.get(p.id);
      if (!row) return fail(res, '项目不存在');
      // Four eyes: nobody audits what they submitted (docs/mock.md, not from the spec).
      if (projectOwner.mine(row, user)) return fail(res, OWN_PROJECT_AUDIT, 403);
      if (row.auditStatus !== AUDIT.pending) return fail(res, '该项目不在待审核状态');
      const approve = String(p.auditStatus ?? AUDIT.approved) === String(AUDIT.approved);
      const reason = String(p.auditReason ?? '').trim();
      if (!approve && !reason) return fail(res, '请输入驳回原因');
      for (const f of filesOf(row.id, RELATION.project)) {
        if (f.contractStatus === STATUS.audited) contracts.update(f.id, { contractStatus: approve ? STATUS.pendingDeploy : STATUS.compiled });
      }
      projects.update(row.id, { auditStatus: approve ? AUDIT.approved : AUDIT.refused, auditReason: reason, auditTime: formatTime() });
      ok<ProjectSummary>(res, withSummary(projects.get(row.id)!), approve ? '审核通过' : '已驳回');
    },
    'button:contract_project_audit',
    { wire: { query: 'ProjectAuditQuery', answer: 'ProjectSummary' } },
  ),

  /** The project's files with their statuses and what may be done next (a computation over the files). */
  'GET /api/sfbn-alliance/chainContractProject/scan': needs(
    (req, res) => {
      const row = projectOwner.row(req, res, params(req).id);
      if (!row) return;
      const files = filesOf(row.id, RELATION.project);
      ok<ProjectScan>(res, {
        id: row.id,
        contractProjectName: row.contractProjectName,
        auditStatus: row.auditStatus,
        files: files.map((f) => ({
          id: f.id,
          contractName: f.contractName,
          contractStatus: f.contractStatus,
          statusName: STATUS_LABEL[f.contractStatus],
          contractAddress: f.contractAddress,
        })),
        ...gates(files),
      });
    },
    'real-name',
    { wire: { query: 'IdQuery', answer: 'ProjectScan' } },
  ),

  // Hand-written: builds a zip of the project's deployed files.
  'POST /api/sfbn-alliance/chainContractProject/exportProject': needs(
    async (req, res) => {
      const p = params(req);
      const artifactName = String(p.artifactName ?? '').trim();
      const group = String(p.group ?? '').trim();
      if (!artifactName) return fail(res, '请输入项目');
      if (!group) return fail(res, '请输入包名');
      if (!LETTERS.test(artifactName) || !LETTERS.test(group)) return fail(res, '只能输入英文');
      const row = projectOwner.row(req, res, p.contractProjectId);
      if (!row) return;
      const files = filesOf(row.id, RELATION.project);
      if (!gates(files).canExport) return fail(res, '所有合约部署后才能导出');
      const wanted = Array.isArray(p.contractIdList)
        ? p.contractIdList.map(String)
        : String(p.contractIdList ?? '')
            .split(',')
            .filter(Boolean);
      const chosen = wanted.length ? files.filter((f) => wanted.includes(f.id)) : files;
      if (!chosen.length) return fail(res, '请选择合约');
      const out = await buildExport({
        group,
        artifactName,
        projectName: row.contractProjectName,
        contracts: chosen.map((f) => ({
          contractName: f.contractName,
          source: fromBase64(f.contractSource),
          abi: f.contractAbi,
          bytecode: f.byteCodeBin,
          contractAddress: f.contractAddress,
          networkType: f.networkType ?? undefined,
        })),
      });
      const now = Date.now();
      for (const [k, v] of exports) if (now - v.at > EXPORT_TTL_MS) exports.delete(k);
      const key = `${nextId()}${Math.random().toString(36).slice(2, 10)}`;
      exports.set(key, { fileName: out.fileName, zip: out.zip, userId: currentUser(req).id, at: now });
      ok<ExportAnswer>(res, { link: `/api/sfbn-alliance/chainContractProject/download?key=${key}`, fileName: out.fileName }, '导出成功');
    },
    'real-name',
    { wire: { body: 'ExportRequest', answer: 'ExportAnswer' } },
  ),

  /** The zip of an export (link of exportProject), for the user who made it (a file, not a row). */
  'GET /api/sfbn-alliance/chainContractProject/download': needs(
    (req, res) => {
      const e = exports.get(String(params(req).key ?? ''));
      if (!e || !isOwner(EXPORT_OWNER, e, currentUser(req))) return fail(res, '导出文件不存在或已过期', 404);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="${e.fileName}"`);
      res.status(200).end(e.zip);
    },
    'real-name',
    { wire: { query: 'ExportKey', answer: 'ZipFile', bare: true } },
  ),

  /** The signed-in user's deployed contracts, newest first (a file is its creator's, by the containers' rule). */
  // Hand-written: the caller's deployed files across projects (a list, not a page).
  'GET /api/sfbn-alliance/chainContractProject/getMyContracts': needs(
    (req, res) => {
      const u = currentUser(req);
      const mine = contracts.rows
        .filter((f) => isOwner(CONTAINER_OWNER, f, u) && f.contractStatus === STATUS.deployed && f.relationType === RELATION.project)
        .map((f) => ({
          id: f.id,
          contractName: f.contractName,
          contractAddress: f.contractAddress,
          networkType: f.networkType,
          relationId: f.relationId,
          contractProjectName: projects.get(f.relationId)?.contractProjectName ?? '',
          updateTime: f.updateTime,
        }));
      ok<MyContract[]>(res, mine);
    },
    'user',
    { wire: { answer: { list: 'MyContract' } } },
  ),
};

export default routes;
