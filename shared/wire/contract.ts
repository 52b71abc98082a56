/**
 * The contract IDE's wire types (spec 7.4, docs/ide.md): a contract file as the alliance service
 * answers it and a compiler diagnostic. One definition for the console (src/services/contract.ts)
 * and the mock gateway (mock/_chain/solidity.ts, mock/sfbn-alliance/_contractStore.ts).
 */

import type { ChainEvent, NamedValue } from './browser';

/** A contract file of a project or template (chainContract/list, saveOrUpdate, compile). */
export interface ContractFile {
  id: string;
  contractName: string;
  /** Base64 of the UTF-8 text (spec 3). */
  contractSource: string;
  contractRowNumber: number;
  contractStatus: number;
  relationId: string;
  relationType: number;
  /** JSON text of the ABI. */
  contractAbi: string;
  byteCodeBin: string;
  /** JSON text: method name (signature when overloaded) -> [{name, type}]. */
  contractFunctionParamList: string;
  /** JSON text: [{name, type}] of the constructor. */
  contractConstructorParamList: string;
  /** Set by a compile: false when the file holds only a library, abstract contract or interface. */
  deployable?: boolean;
  contractAddress: string;
  networkType: number | null;
  createTime: string;
}

export type Severity = 'error' | 'warning' | 'info';

/** A compiler finding (chainContract/compile), placed in the text as the editor holds it. */
export interface Diagnostic {
  file: string;
  /** 1-based. */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: Severity;
  /** solc's error type: ParserError, TypeError, DeclarationError, Warning... */
  type: string;
  message: string;
}

/** A function or constructor parameter of a compiled contract. */
export interface Param {
  name: string;
  type: string;
}

/** The query of chainContract/list: the files of a project (relationType 1) or of a template (2). */
export interface ContractListQuery {
  relationId: string;
  /** 1 a project (default), 2 a template. */
  relationType?: number;
}

/** The body of chainContract/saveOrUpdate: with `id` the file's new text, else a new file of the project or template. */
export interface ContractSave {
  id?: string;
  /** A new file's name. */
  contractName?: string;
  /** Base64 of the UTF-8 text (spec 3). */
  contractSource: string;
  contractRowNumber: number;
  relationType?: number;
  relationId?: string;
}

/** The query of a call about one row by its id. */
export interface IdQuery {
  id: string;
}

/** The body of chainContract/compile: a file of the project (every file is compiled together). */
export interface CompileRequest {
  id: string;
  /** The contract of the file to answer (default: the file's main contract). */
  contractName?: string;
}

/** What a compile answers: the chosen contract, its ABI and bytecode, the compiler's findings and its time (a failed compile answers 400 with the diagnostics). */
export interface CompileAnswer {
  contractName: string;
  /** JSON text of the ABI. */
  contractAbi: string;
  byteCodeBin: string;
  diagnostics: Diagnostic[];
  /** The compile's milliseconds. */
  ms: number;
}

/** The body of chainContract/deploy: a compiled file pending deployment, its constructor's arguments and the network. */
export interface DeployRequest {
  contractId: string;
  contractName: string;
  contractProjectId: string;
  contractSource: string;
  funcParam: string[];
  /** 1 the test net, 2 the backbone net. */
  networkType: number;
}

/** The body of chainContract/call: a function of a deployed file and its arguments. */
export interface CallRequest {
  contractId: string;
  contractAbi: string;
  bytecodeBin: string;
  funcName: string;
  funcParam: string[];
}

/** The body of chainContract/eventLook: the events of a deployed file, of one transaction when given. */
export interface EventLookRequest {
  contractId: string;
  transactionHash?: string;
}

/** The body of chainContractProject/exportProject: the files of a project as a Java artifact. */
export interface ExportRequest {
  artifactName: string;
  group: string;
  contractProjectId: string;
  contractIdList: string[];
}

/** What an export answers: the link of its zip (for its maker, for a while) and the file's name. */
export interface ExportAnswer {
  link: string;
  fileName: string;
}

/** A project template or contract tool (chainContractProjectTemplate/*, chaincontracttool/*): who made it, whether it is published, how many files it holds. */
export interface ContractContainer {
  id: string;
  /** A template's name and description. */
  templateName?: string;
  templateDesc?: string;
  /** A template's interface description (what its contracts offer a project started from it). */
  interfaceDesc?: string;
  /** A tool's name and description. */
  toolName?: string;
  toolDesc?: string;
  /** 0 unpublished, 1 published (every user may read it and start a project from it). */
  publishStatus: number;
  /** The creator's user id and name. */
  createUser: string;
  createUserName: string;
  createTime: string;
  contractCount: number;
}

/** The body (or, as GET updateById, the query) of chainContractProjectTemplateInterface/update. */
export interface TemplateInterface {
  id: string;
  /** At most 1000 characters (400 请输入接口说明 when blank). */
  interfaceDesc: string;
}

/** What the IDE may do with a project's files now (spec 4's gates). */
export interface ProjectGates {
  canCompile: boolean;
  canPublish: boolean;
  canDeploy: boolean;
  canCall: boolean;
  canExport: boolean;
}

/** A contract project as answered by its calls (changeProjectStatus, publish, audit), with its files' states and gates. */
export interface ProjectSummary extends ProjectGates {
  id: string;
  contractProjectName: string;
  contractProjectDesc: string;
  /** 1 enabled, 0 disabled. */
  projectStatus: number;
  /** 0 draft, 1 pending audit, 2 approved, 3 refused. */
  auditStatus: number;
  auditReason: string;
  templateId: string;
  createUser: string;
  createUserName: string;
  orgName: string;
  createTime: string;
  contractCount: number;
  /** Each file's contractStatus (1 not compiled ... 5 deployed). */
  contractStatusList: number[];
}

/** The query of chainContractProject/changeProjectStatus: 1 enable, 0 disable; absent, the status toggles. */
export interface ProjectStatusQuery {
  id: string;
  projectStatus?: number;
}

/** The query of chainContractProject/audit: 2 approve (default), 3 refuse with a reason. */
export interface ProjectAuditQuery {
  id: string;
  auditStatus?: number;
  /** Required when refusing (400 请输入驳回原因). */
  auditReason?: string;
}

/** One file in a project's scan. */
export interface ScannedFile {
  id: string;
  contractName: string;
  contractStatus: number;
  /** 未编译, 已编译, 已编译（审核中）, 待部署, 已部署. */
  statusName: string;
  contractAddress: string;
}

/** chainContractProject/scan: a project's files with their statuses and what may be done next. */
export interface ProjectScan extends ProjectGates {
  id: string;
  contractProjectName: string;
  auditStatus: number;
  files: ScannedFile[];
}

/** The query of chainContractProject/download: the key of an export's link. */
export interface ExportKey {
  key: string;
}

/**
 * The bytes of a file (application/octet-stream, application/zip), not JSON: a download's answer.
 * @format binary
 */
export type ZipFile = string;

/** A deployed contract of the signed-in user (chainContractProject/getMyContracts). */
export interface MyContract {
  id: string;
  contractName: string;
  contractAddress: string;
  networkType: number | null;
  /** The project. */
  relationId: string;
  contractProjectName: string;
  updateTime?: string;
}

/** What chainContract/deploy answers: where the contract is and the deployment's transaction. */
export interface DeployAnswer {
  contractAddress: string;
  transactionHash: string;
  blockNumber: number;
  gasUsed: string;
  contractId: string;
  contractName: string;
  /** 1 the test net, 2 the backbone net. */
  networkType: number;
}

/**
 * What chainContract/call answers: a view function's outputs (kind view), or a transaction's
 * receipt and decoded events (kind transaction).
 */
export interface CallAnswer {
  kind: 'view' | 'transaction';
  funcName: string;
  outputs?: NamedValue[];
  transactionHash?: string;
  blockNumber?: number;
  gasUsed?: string;
  events?: ChainEvent[];
  contractAddress: string;
  networkType: number | null;
}

/** An answer that only says the call was done (true). */
export type Done = boolean;
