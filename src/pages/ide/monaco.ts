/**
 * Monaco for the IDE, from the local package only (never a CDN): the core editor API
 * (editor.api, not the full bundle with every language and the LSP client), the editor features
 * the IDE uses, the Solidity language with the project's completion and hover, and the editor
 * worker bundled by webpack. Loaded by loadMonaco() only (a chunk of its own, after Monaco's
 * Chinese texts when the console is Chinese).
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/wordHighlighter/register';
// The suggest widget itself (features/suggest/register only adds inline completions).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/readOnlyMessage/register';
import 'monaco-editor/languages/definitions/solidity/register';
import { registerSolidityIntel } from './solidityIntel';

(self as any).MonacoEnvironment = {
  // The editor worker (word-based suggestions, links, diffs) as a webpack worker chunk.
  getWorker() {
    return new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url), { type: 'module', name: 'editorWorker' });
  },
};

registerSolidityIntel(monaco);
loader.config({ monaco });

export { monaco };
