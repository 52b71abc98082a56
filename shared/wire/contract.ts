/**
 * The contract IDE's wire types (spec 7.4, docs/ide.md): a contract file as the alliance service
 * answers it and a compiler diagnostic. One definition for the console (src/services/contract.ts)
 * and the mock gateway (mock/_chain/solidity.ts, mock/sfbn-alliance/_contractStore.ts).
 */

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
