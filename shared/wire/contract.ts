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
