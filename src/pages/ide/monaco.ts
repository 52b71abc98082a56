/**
 * Monaco for the IDE, from the local package only (never a CDN): the core editor API, the editor
 * features the IDE uses, the Solidity language, and the editor worker bundled by webpack. Only the
 * IDE route imports this file, so Monaco lands in that route's chunk.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/languages/definitions/solidity/register';

/** Monaco's id of the Solidity language (its register file names it "sol"). */
export const SOLIDITY = 'sol';

(self as any).MonacoEnvironment = {
  getWorker() {
    return new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url), { type: 'module' });
  },
};

loader.config({ monaco });

export { monaco };
