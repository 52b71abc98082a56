/** The contract IDE's calls (spec 7.4), as the alliance service names them. */
import { changedBy, invalidate } from './query';
import { call, request, type ApiResult } from './request';

// The wire types are the gateway's contract, shared with the mock (shared/wire/contract.ts).
import type {
  CallRequest,
  CompileAnswer,
  ContractFile,
  ContractSave,
  DeployRequest,
  Diagnostic,
  ExportAnswer,
  ExportRequest,
  Param,
} from '../../shared/wire/contract';

export type { ContractFile, Diagnostic, Param };

/** UTF-8 text <-> Base64, as contractSource travels (spec 3). */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function fromBase64(b64: string): string {
  if (!b64) return '';
  try {
    const bin = atob(b64);
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

/**
 * The IDE's calls, written out whole (`npm run spec:coverage` traces the spec's calls to the code by
 * their literal paths; a path composed from a prefix would not be found).
 */
export const CONTRACT_CALLS = {
  chainContract_list: 'GET /sfbn-alliance/chainContract/list',
  chainContract_saveOrUpdate: 'POST /sfbn-alliance/chainContract/saveOrUpdate',
  chainContract_delete: 'GET /sfbn-alliance/chainContract/delete',
  chainContract_compile: 'POST /sfbn-alliance/chainContract/compile',
  chainContract_deploy: 'POST /sfbn-alliance/chainContract/deploy',
  chainContract_call: 'POST /sfbn-alliance/chainContract/call',
  chainContract_eventLook: 'POST /sfbn-alliance/chainContract/eventLook',
  chainContractProject_page: 'GET /sfbn-alliance/chainContractProject/page',
  chainContractProject_save: 'POST /sfbn-alliance/chainContractProject/save',
  chainContractProject_publish: 'GET /sfbn-alliance/chainContractProject/publish',
  chainContractProject_detail: 'GET /sfbn-alliance/chainContractProject/detail',
  chainContractProject_exportProject: 'POST /sfbn-alliance/chainContractProject/exportProject',
} as const;

/** A project as the picker lists it. */
export interface ProjectRow {
  id: string;
  contractProjectName: string;
  createTime: string;
  contractCount?: number;
}
/**
 * A write of the IDE: once the gateway accepted it, the reads of what it changes are asked again
 * (docs/queries.md), its own resource and what it declares. Two of them are GETs (delete, publish),
 * which a read never is, so the request layer's write rule (afterWrite) is not used here.
 */
function write<T = any>(spec: string, payload: Record<string, any>, declared: readonly string[] = []): Promise<ApiResult<T>> {
  return call<T>(spec, payload).then((answer) => {
    if (answer?.code === 200) void invalidate(changedBy(spec, declared));
    return answer;
  });
}

/** A deployment adds to the user's contracts and receipts on the console home. */
const DEPLOY_CHANGES = ['/sfbn-alliance/home/alliance'];

/** The page of projects the IDE opened without one offers (all of them for the administrator). */
export const PROJECTS_PAGE = { current: 1, size: 100 };

export const contractApi = {
  list: (relationId: string, relationType: number) => call<ContractFile[]>(CONTRACT_CALLS.chainContract_list, { relationId, relationType }),
  save: (payload: ContractSave) => write<ContractFile>(CONTRACT_CALLS.chainContract_saveOrUpdate, payload),
  remove: (id: string) => write(CONTRACT_CALLS.chainContract_delete, { id }),
  compile: (id: string, contractName: string) => write<CompileAnswer>(CONTRACT_CALLS.chainContract_compile, { id, contractName }),
  deploy: (payload: DeployRequest) => write(CONTRACT_CALLS.chainContract_deploy, payload, DEPLOY_CHANGES),
  call: (payload: CallRequest) => call(CONTRACT_CALLS.chainContract_call, payload),
  events: (contractId: string, transactionHash?: string) => call(CONTRACT_CALLS.chainContract_eventLook, { contractId, transactionHash }),
  publish: (id: string) => write(CONTRACT_CALLS.chainContractProject_publish, { id }),
  projectDetail: (id: string) => call(CONTRACT_CALLS.chainContractProject_detail, { id }),
  exportProject: (payload: ExportRequest) => call<ExportAnswer>(CONTRACT_CALLS.chainContractProject_exportProject, payload),
  /** The export's zip through the request layer (it needs the client and token headers). */
  download: (link: string) => request<Blob>(link, { method: 'GET', responseType: 'blob' }) as unknown as Promise<Blob>,
};

/** Parses a JSON text field of a contract file, with a fallback. */
export function parseJson<T>(text: string | undefined | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
