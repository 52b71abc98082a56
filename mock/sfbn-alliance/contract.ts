/**
 * chainContract: the IDE's contract files and what is done with them (spec 7.4): list, save,
 * delete, compile (solc in a worker), deploy, call and eventLook (the in-process chain of the
 * chosen network type). The status gates of spec 4 are enforced here as well as in the IDE.
 */
import type { ChainEvent } from '../../shared/wire/browser';
import type { CallAnswer, CompileAnswer, ContractFile as WireContractFile, DeployAnswer } from '../../shared/wire/contract';
import type { Request, Response } from 'express';
import { ArgumentError } from '../_chain/abiArgs';
import { NETWORKS, networkTypeOf, RevertError } from '../_chain/chain';
import { chainFor } from '../_chain/chains';
import { compileSources, describeFailure, mainContractOf, type CompiledContract } from '../_chain/solidity';
import { fail, ok, params, type Routes } from '../_lib/http';
import { currentUser } from '../_lib/users';
import { Interface, type InterfaceAbi } from 'ethers';
import {
  containerOf,
  contracts,
  fileNameError,
  filesOf,
  freshFile,
  fromBase64,
  importersOf,
  isDisabled,
  MISSING,
  NOT_CONTAINER_OWNER,
  NOT_FILE_OWNER,
  PROJECT_DISABLED,
  RELATION,
  rowCount,
  STATUS,
  UNBUILT,
  type ContractFile,
} from './_contractStore';
import { needs } from '../_lib/access';
import { ownerOf } from '../_lib/resource';
import { projectRoutes } from './contractProject';
import { templateRoutes, toolRoutes } from './contractTemplate';

const sourceName = (f: ContractFile) => `${f.contractName}.sol`;

/** The owner rule of a file's container (a project, template or tool: their descriptors'), by relationType. */
const OWNERS: Record<number, ReturnType<typeof ownerOf>> = {
  [RELATION.project]: ownerOf(projectRoutes),
  [RELATION.template]: ownerOf(templateRoutes),
  [RELATION.tool]: ownerOf(toolRoutes),
};
const ownerFor = (relationType: unknown) => OWNERS[Number(relationType ?? RELATION.project)] ?? OWNERS[RELATION.project];
type Container = ReturnType<typeof containerOf>;
/** Whether the caller may change a container's files: its owner, or an administrator. */
const ownsContainer = (req: Request, relationType: unknown, c: Container) => Boolean(c && ownerFor(relationType).owns(c, currentUser(req)));
/** Whether the caller may read them: also every user for a published template or tool; a project is its owner's. */
export const readsContainer = (req: Request, relationType: unknown, c: Container) => Boolean(c && ownerFor(relationType).reads(c, currentUser(req)));

/** A contract with creation code that is not a library (libraries here are only linked in, never deployed alone). */
const isDeployable = (main: CompiledContract | undefined, source: string) =>
  Boolean(main?.bytecode) && !new RegExp(`\\blibrary\\s+${main!.contractName}\\b`).test(source);

/** Parameter lists the deploy and call forms are built from. */
function paramLists(abi: any[]) {
  const iface = new Interface(abi as InterfaceAbi);
  const fns = iface.fragments.filter((f) => f.type === 'function') as any[];
  const counts = new Map<string, number>();
  fns.forEach((f) => counts.set(f.name, (counts.get(f.name) ?? 0) + 1));
  const functions: Record<string, { name: string; type: string }[]> = {};
  for (const f of fns) {
    const key = counts.get(f.name)! > 1 ? f.format('sighash') : f.name;
    functions[key] = f.inputs.map((p: any) => ({ name: p.name, type: p.format('sighash') }));
  }
  const constructor = iface.deploy.inputs.map((p) => ({ name: p.name, type: p.format('sighash') }));
  return { functions, constructor };
}

/**
 * The file a call names, when the user may read it (its container's owner, an administrator, or a
 * published template's or tool's reader); a failed answer otherwise, the same as for no file.
 */
function fileFor(req: Request, res: Response, id: unknown): ContractFile | undefined {
  const f = contracts.get(id);
  if (!f || !readsContainer(req, f.relationType, containerOf(f.relationId, f.relationType))) {
    fail(res, '合约文件不存在');
    return undefined;
  }
  return f;
}

function editableFile(req: Request, res: Response, id: unknown): ContractFile | undefined {
  const f = fileFor(req, res, id);
  if (!f) return undefined;
  const container = containerOf(f.relationId, f.relationType);
  if (!ownsContainer(req, f.relationType, container)) {
    fail(res, NOT_FILE_OWNER);
    return undefined;
  }
  if (isDisabled(container)) {
    fail(res, PROJECT_DISABLED);
    return undefined;
  }
  return f;
}

const parseAbi = (f: ContractFile): any[] => {
  try {
    return JSON.parse(f.contractAbi || '[]');
  } catch {
    return [];
  }
};

/**
 * A contract row kept by the state store whose address the chain no longer knows: the in-process
 * chain starts from its seed at every start of the mock (docs/mock.md, "State").
 */
export const GONE = '合约不在当前链上：模拟链随服务重启已重置';

const routes: Routes = {
  // Hand-written: the files of one container, readable by its owner or when published.
  'GET /api/sfbn-alliance/chainContract/list': needs(
    (req, res) => {
      const p = params(req);
      const relationType = Number(p.relationType ?? RELATION.project);
      // Another user's project answers as a missing one (its detail says the same): sources are private.
      if (!readsContainer(req, relationType, containerOf(p.relationId, relationType))) return fail(res, MISSING[relationType] ?? MISSING[RELATION.project]);
      ok<WireContractFile[]>(res, filesOf(p.relationId, relationType));
    },
    'user',
    { wire: { query: 'ContractListQuery', answer: { list: 'ContractFile' } } },
  ),

  // Hand-written: file rules of spec 5 and status gates of spec 4; an edit resets compiled importers.
  'POST /api/sfbn-alliance/chainContract/saveOrUpdate': needs(
    (req, res) => {
      const p = params(req);
      const text = fromBase64(p.contractSource ?? '');
      if (p.id) {
        const f = editableFile(req, res, p.id);
        if (!f) return;
        if (f.contractStatus >= STATUS.audited) return fail(res, '合约已提交发布，不能修改');
        if (!text.trim()) return fail(res, '不能空保存');
        const changed = text !== fromBase64(f.contractSource);
        const back = changed && f.contractStatus === STATUS.compiled;
        const row = contracts.update(f.id, {
          contractSource: String(p.contractSource),
          contractRowNumber: rowCount(text),
          // A compiled file whose code changed must be compiled again.
          ...(back ? UNBUILT : {}),
        });
        // So must the files that import it: their bytecode was built from the old code.
        if (changed) {
          for (const x of importersOf(filesOf(f.relationId, f.relationType), f.contractName)) {
            if (x.contractStatus === STATUS.compiled) contracts.update(x.id, UNBUILT);
          }
        }
        return ok<WireContractFile>(res, row, '保存成功');
      }
      const relationType = Number(p.relationType ?? RELATION.project);
      const container = containerOf(p.relationId, relationType);
      if (!container) return fail(res, '项目不存在');
      if (!ownsContainer(req, relationType, container)) return fail(res, NOT_CONTAINER_OWNER);
      if (isDisabled(container)) return fail(res, PROJECT_DISABLED);
      const siblings = filesOf(p.relationId, relationType);
      if (siblings.some((s) => s.contractStatus >= STATUS.audited)) return fail(res, '项目已提交发布，不能新建文件');
      const bad = fileNameError(p.contractName, siblings);
      if (bad) return fail(res, bad);
      const row = contracts.insert(
        freshFile(currentUser(req), {
          contractName: String(p.contractName).trim(),
          contractSource: String(p.contractSource ?? ''),
          relationId: String(p.relationId),
          relationType,
        }),
      );
      ok<WireContractFile>(res, row, '保存成功');
    },
    'real-name',
    { wire: { body: 'ContractSave', answer: 'ContractFile' } },
  ),

  // Hand-written: gated by the file's status.
  'GET /api/sfbn-alliance/chainContract/delete': needs(
    (req, res) => {
      const f = editableFile(req, res, params(req).id);
      if (!f) return;
      if (f.contractStatus >= STATUS.audited) return fail(res, '合约已提交发布，不能删除');
      contracts.remove([f.id]);
      ok(res, true, '删除成功');
    },
    'real-name',
    { wire: { query: 'IdQuery', answer: 'Done' } },
  ),

  /** Compiles every file of the project together; on success all of them are compiled (2). */
  // Hand-written: runs solc over the project's files.
  'POST /api/sfbn-alliance/chainContract/compile': needs(
    async (req, res) => {
      const p = params(req);
      const f = editableFile(req, res, p.id);
      if (!f) return;
      const files = filesOf(f.relationId, f.relationType);
      if (!files.every((x) => x.contractStatus === STATUS.notCompiled || x.contractStatus === STATUS.compiled)) {
        return fail(res, '只有未编译或已编译的合约可以编译');
      }
      const sources = files.map((x) => ({ name: sourceName(x), content: fromBase64(x.contractSource) }));
      const result = await compileSources(sources);
      if (!result.ok) return fail(res, describeFailure(result.diagnostics), 400, { diagnostics: result.diagnostics, ms: result.ms });
      for (const x of files) {
        const main = mainContractOf(result.contracts, sourceName(x), x.contractName, fromBase64(x.contractSource));
        const lists = main ? paramLists(main.abi) : { functions: {}, constructor: [] };
        contracts.update(x.id, {
          contractStatus: STATUS.compiled,
          contractAbi: JSON.stringify(main?.abi ?? []),
          byteCodeBin: main?.bytecode ?? '',
          contractFunctionParamList: JSON.stringify(lists.functions),
          contractConstructorParamList: JSON.stringify(lists.constructor),
          deployable: isDeployable(main, fromBase64(x.contractSource)),
        });
      }
      const mine = contracts.get(f.id)!;
      const main = mainContractOf(result.contracts, sourceName(f), String(p.contractName || f.contractName), fromBase64(f.contractSource));
      ok<CompileAnswer>(
        res,
        {
          contractName: main?.contractName ?? f.contractName,
          contractAbi: mine.contractAbi,
          byteCodeBin: mine.byteCodeBin,
          diagnostics: result.diagnostics,
          ms: result.ms,
        },
        '编译成功',
      );
    },
    'real-name',
    { wire: { body: 'CompileRequest', answer: 'CompileAnswer' } },
  ),

  // Hand-written: deploys to the in-process chain.
  'POST /api/sfbn-alliance/chainContract/deploy': needs(
    async (req, res) => {
      const p = params(req);
      const f = editableFile(req, res, p.contractId ?? p.id);
      if (!f) return;
      if (f.contractStatus !== STATUS.pendingDeploy) return fail(res, '只有待部署的合约可以部署');
      if (!f.deployable) return fail(res, '该文件只有库、抽象合约或接口，不能单独部署');
      const networkType = networkTypeOf(p.networkType);
      try {
        const chain = await chainFor(networkType);
        const d = await chain.deploy(parseAbi(f), f.byteCodeBin, p.funcParam);
        contracts.update(f.id, {
          contractStatus: STATUS.deployed,
          contractAddress: d.contractAddress,
          transactionHash: d.transactionHash,
          networkType,
          networkUrl: NETWORKS[networkType].networkUrl,
          networkPort: NETWORKS[networkType].networkPort,
        });
        ok<DeployAnswer>(res, { ...d, contractId: f.id, contractName: f.contractName, networkType }, '部署成功');
      } catch (e) {
        if (e instanceof ArgumentError || e instanceof RevertError) return fail(res, e.message);
        throw e;
      }
    },
    'real-name',
    { wire: { body: 'DeployRequest', answer: 'DeployAnswer' } },
  ),

  // Hand-written: calls the in-process chain.
  'POST /api/sfbn-alliance/chainContract/call': needs(
    async (req, res) => {
      const p = params(req);
      const f = fileFor(req, res, p.contractId ?? p.id);
      if (!f) return;
      if (f.contractStatus !== STATUS.deployed || !f.contractAddress) return fail(res, '合约尚未部署');
      if (!p.funcName) return fail(res, '请选择函数');
      try {
        const chain = await chainFor(f.networkType);
        if (!(await chain.hasCode(f.contractAddress))) return fail(res, GONE);
        const r = await chain.call(parseAbi(f), f.contractAddress, String(p.funcName), p.funcParam);
        ok<CallAnswer>(res, { ...r, contractAddress: f.contractAddress, networkType: f.networkType }, '调用成功');
      } catch (e) {
        if (e instanceof RevertError) return fail(res, e.message, 400, { reason: e.reason, error: e.error ?? null });
        if (e instanceof ArgumentError) return fail(res, e.message);
        throw e;
      }
    },
    'real-name',
    { wire: { body: 'CallRequest', answer: 'CallAnswer' } },
  ),

  /** Decoded events of a deployed contract (of one transaction when transactionHash is given). */
  // Hand-written: decodes events from the in-process chain.
  'POST /api/sfbn-alliance/chainContract/eventLook': needs(
    async (req, res) => {
      const p = params(req);
      const f = fileFor(req, res, p.contractId ?? p.id);
      if (!f) return;
      if (!f.contractAddress) return fail(res, '合约尚未部署');
      const chain = await chainFor(f.networkType);
      if (!(await chain.hasCode(f.contractAddress))) return fail(res, GONE);
      ok<ChainEvent[]>(res, chain.events(f.contractAddress, p.transactionHash || undefined, parseAbi(f)));
    },
    'real-name',
    { wire: { body: 'EventLookRequest', answer: { list: 'ChainEvent' } } },
  ),
};

export default routes;
