/**
 * Completion and hover for Solidity in Monaco: the language's keywords, types and globals (with
 * the members of msg, block, tx and abi), plus the project's own contracts, functions, events and
 * errors from the ABIs of its last compile. The page hands the ABIs over with setProjectAbis();
 * the providers read them on every request, so they follow each compile.
 */
import type * as MonacoApi from 'monaco-editor/editor/editor.api';

type Monaco = typeof MonacoApi;

export const KEYWORDS = [
  'pragma',
  'solidity',
  'import',
  'from',
  'as',
  'contract',
  'abstract',
  'interface',
  'library',
  'is',
  'using',
  'for',
  'function',
  'modifier',
  'constructor',
  'fallback',
  'receive',
  'event',
  'error',
  'struct',
  'enum',
  'mapping',
  'returns',
  'return',
  'if',
  'else',
  'while',
  'do',
  'break',
  'continue',
  'emit',
  'revert',
  'new',
  'delete',
  'try',
  'catch',
  'unchecked',
  'assembly',
  'public',
  'private',
  'internal',
  'external',
  'view',
  'pure',
  'payable',
  'virtual',
  'override',
  'memory',
  'storage',
  'calldata',
  'constant',
  'immutable',
  'indexed',
  'anonymous',
  'true',
  'false',
  'wei',
  'gwei',
  'ether',
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
];

export const TYPES = [
  'address',
  'address payable',
  'bool',
  'string',
  'bytes',
  'bytes1',
  'bytes4',
  'bytes8',
  'bytes16',
  'bytes20',
  'bytes32',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uint128',
  'uint256',
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'int128',
  'int256',
];

/** Global functions and values with their Solidity signatures (code only: the same in every language). */
export const GLOBALS: Record<string, string> = {
  require: 'require(bool condition, string memory message)',
  assert: 'assert(bool condition)',
  revert: 'revert(string memory reason)',
  keccak256: 'keccak256(bytes memory) returns (bytes32)',
  sha256: 'sha256(bytes memory) returns (bytes32)',
  ripemd160: 'ripemd160(bytes memory) returns (bytes20)',
  ecrecover: 'ecrecover(bytes32 hash, uint8 v, bytes32 r, bytes32 s) returns (address)',
  addmod: 'addmod(uint x, uint y, uint k) returns (uint)',
  mulmod: 'mulmod(uint x, uint y, uint k) returns (uint)',
  gasleft: 'gasleft() returns (uint256)',
  blockhash: 'blockhash(uint blockNumber) returns (bytes32)',
  blobhash: 'blobhash(uint index) returns (bytes32)',
  selfdestruct: 'selfdestruct(address payable recipient)',
  type: 'type(C).{name, creationCode, runtimeCode, interfaceId, min, max}',
  this: 'address(this)',
  super: 'super.f()',
  msg: 'msg.{sender, value, data, sig}',
  block: 'block.{timestamp, number, chainid, coinbase, gaslimit, basefee, prevrandao}',
  tx: 'tx.{origin, gasprice}',
  abi: 'abi.{encode, encodePacked, encodeWithSelector, encodeWithSignature, encodeCall, decode}',
};

/** Members of the global objects, with their types. */
export const MEMBERS: Record<string, Record<string, string>> = {
  msg: { sender: 'address', value: 'uint256', data: 'bytes calldata', sig: 'bytes4' },
  block: {
    timestamp: 'uint256',
    number: 'uint256',
    chainid: 'uint256',
    coinbase: 'address payable',
    gaslimit: 'uint256',
    basefee: 'uint256',
    blobbasefee: 'uint256',
    prevrandao: 'uint256',
  },
  tx: { origin: 'address', gasprice: 'uint256' },
  abi: {
    encode: 'abi.encode(...) returns (bytes memory)',
    encodePacked: 'abi.encodePacked(...) returns (bytes memory)',
    encodeWithSelector: 'abi.encodeWithSelector(bytes4 selector, ...) returns (bytes memory)',
    encodeWithSignature: 'abi.encodeWithSignature(string memory signature, ...) returns (bytes memory)',
    encodeCall: 'abi.encodeCall(function functionPointer, (...)) returns (bytes memory)',
    decode: 'abi.decode(bytes memory encodedData, (...)) returns (...)',
  },
};

export interface AbiSymbol {
  kind: 'contract' | 'function' | 'event' | 'error';
  name: string;
  /** The Solidity declaration, e.g. `function transfer(address to, uint256 amount) external returns (bool)`. */
  signature: string;
  contract: string;
}

const typeOf = (p: any): string => (String(p.type).startsWith('tuple') ? `(${(p.components ?? []).map(typeOf).join(', ')})${String(p.type).slice(5)}` : p.type);
const paramText = (p: any, indexed = false) => [typeOf(p), indexed && p.indexed ? 'indexed' : '', p.name].filter(Boolean).join(' ');

/** The symbols of one contract's ABI, with their declarations. */
export function symbolsOfAbi(contract: string, abi: any[]): AbiSymbol[] {
  const out: AbiSymbol[] = [{ kind: 'contract', name: contract, signature: `contract ${contract}`, contract }];
  for (const e of abi) {
    const params = (e.inputs ?? []).map((p: any) => paramText(p, e.type === 'event')).join(', ');
    if (e.type === 'function') {
      const mut = e.stateMutability && e.stateMutability !== 'nonpayable' ? ` ${e.stateMutability}` : '';
      const ret = e.outputs?.length ? ` returns (${e.outputs.map((p: any) => paramText(p)).join(', ')})` : '';
      out.push({ kind: 'function', name: e.name, signature: `function ${e.name}(${params}) external${mut}${ret}`, contract });
    } else if (e.type === 'event') out.push({ kind: 'event', name: e.name, signature: `event ${e.name}(${params})`, contract });
    else if (e.type === 'error') out.push({ kind: 'error', name: e.name, signature: `error ${e.name}(${params})`, contract });
  }
  return out;
}

let projectSymbols: AbiSymbol[] = [];

/** The project's contracts and their ABIs (JSON text) from its last compile. */
export function setProjectAbis(entries: { contractName: string; abi: string }[]) {
  const seen = new Set<string>();
  projectSymbols = entries
    .flatMap((e) => {
      try {
        return symbolsOfAbi(e.contractName, JSON.parse(e.abi || '[]'));
      } catch {
        return [];
      }
    })
    // A function inherited by several contracts is offered once per declaration.
    .filter((s) => (seen.has(s.signature) ? false : (seen.add(s.signature), true)));
}

let registered = false;

export function registerSolidityIntel(monaco: Monaco, language = 'sol') {
  if (registered) return;
  registered = true;
  const K = monaco.languages.CompletionItemKind;
  const kindOf: Record<AbiSymbol['kind'], MonacoApi.languages.CompletionItemKind> = {
    contract: K.Class,
    function: K.Function,
    event: K.Event,
    error: K.Struct,
  };

  // Registered for every language ('*', checked below) so that it ranks with Monaco's word-based
  // provider (the editor worker's words of the open files): Monaco asks the next rank only when a
  // rank offers nothing, and a 'sol' provider would always hide the words.
  monaco.languages.registerCompletionItemProvider('*', {
    triggerCharacters: ['.'],
    provideCompletionItems(model, position) {
      if (model.getLanguageId() !== language) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const before = model.getLineContent(position.lineNumber).slice(0, word.startColumn - 1);
      // After `msg.`, `block.`, `tx.` or `abi.`: only that object's members.
      const owner = /\b(msg|block|tx|abi)\.$/.exec(before)?.[1];
      if (owner) {
        return {
          suggestions: Object.entries(MEMBERS[owner]).map(([name, detail]) => ({
            label: name,
            kind: owner === 'abi' ? K.Method : K.Property,
            detail,
            insertText: name,
            range,
          })),
        };
      }
      if (/\.$/.test(before)) return { suggestions: [] };
      const suggestions: MonacoApi.languages.CompletionItem[] = [
        ...KEYWORDS.map((k) => ({ label: k, kind: K.Keyword, insertText: k, range })),
        ...TYPES.map((t) => ({ label: t, kind: K.TypeParameter, insertText: t, range })),
        ...Object.entries(GLOBALS).map(([name, detail]) => ({ label: name, kind: K.Variable, detail, insertText: name, range })),
        ...projectSymbols.map((s) => ({
          label: s.name,
          kind: kindOf[s.kind],
          detail: s.signature,
          documentation: s.contract,
          insertText: s.name,
          range,
          // The project's own names first.
          sortText: `0${s.name}`,
        })),
      ];
      return { suggestions };
    },
  });

  monaco.languages.registerHoverProvider(language, {
    provideHover(model, position) {
      const word = model.getWordAtPosition(position);
      if (!word) return null;
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const before = model.getLineContent(position.lineNumber).slice(0, word.startColumn - 1);
      const owner = /\b(msg|block|tx|abi)\.$/.exec(before)?.[1];
      const code = (lines: string[]) => ({ range, contents: [{ value: `\`\`\`solidity\n${lines.join('\n')}\n\`\`\`` }] });
      if (owner && MEMBERS[owner][word.word]) return code([`${owner}.${word.word}: ${MEMBERS[owner][word.word]}`]);
      const own = projectSymbols.filter((s) => s.name === word.word);
      if (own.length) return code(own.map((s) => (s.kind === 'contract' ? s.signature : `${s.signature} // ${s.contract}`)));
      if (GLOBALS[word.word]) return code([GLOBALS[word.word]]);
      return null;
    },
  });
}
