/**
 * The build's Monaco stand-ins (config/monacoBuild.ts MONACO_UNUSED, src/pages/ide/monacoUnused.js):
 * every name an importer takes from a replaced module is one the stand-ins export. webpack only
 * warns about a missing export and the page would get `undefined` where Monaco expects a class.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { MONACO_UNUSED } from '../../config/monacoBuild';

const VS = path.resolve(__dirname, '../../node_modules/monaco-editor/esm/vs');
const STAND_INS = path.resolve(__dirname, '../../src/pages/ide/monacoUnused.js');

const program = (file: string) => parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' }) as any;

/** The names a module exports (declarations and export lists). */
function exportsOf(file: string): Set<string> {
  const names = new Set<string>();
  for (const node of program(file).body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    if (node.declaration?.id) names.add(node.declaration.id.name);
    for (const d of node.declaration?.declarations ?? []) names.add(d.id.name);
    for (const s of node.specifiers ?? []) names.add(s.exported.name);
  }
  return names;
}

/** The names `importer` takes from `target` (both paths under monaco-editor/esm/vs, without .js). */
function importedNames(importer: string, target: string): string[] {
  const from = path.join(VS, `${importer}.js`);
  const names: string[] = [];
  for (const node of program(from).body) {
    if ((node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') || !node.source) continue;
    if (path.resolve(path.dirname(from), node.source.value) !== path.join(VS, `${target}.js`)) continue;
    for (const s of node.specifiers) names.push(s.type === 'ImportSpecifier' ? s.imported.name : s.type === 'ExportSpecifier' ? s.local.name : s.type);
  }
  return names;
}

describe('Monaco stand-ins', () => {
  const standIns = exportsOf(STAND_INS);
  for (const [target, importers] of Object.entries(MONACO_UNUSED)) {
    for (const importer of importers) {
      it(`${importer} finds what it imports from ${target}`, () => {
        const names = importedNames(importer, target);
        // Each importer named really imports the module (a Monaco update can move an import).
        expect(names.length).toBeGreaterThan(0);
        expect(names.filter((n) => !standIns.has(n))).toEqual([]);
      });
    }
  }
});
