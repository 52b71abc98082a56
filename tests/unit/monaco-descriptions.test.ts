/**
 * config/monacoDescriptions.js, the build's loader that leaves Monaco's settings and theme
 * descriptions out (issue 12): what it removes, that every Monaco module it changes still parses,
 * and that the Chinese table keeps every text the editor shows.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
// CommonJS (webpack requires its loaders with Node).
const { stripDescriptions, blankMessages } = createRequire(import.meta.url)('../../config/monacoDescriptions.js');

const VS = path.resolve(__dirname, '../../node_modules/monaco-editor/esm/vs');
const read = (file: string) => fs.readFileSync(path.join(VS, file), 'utf8');

function monacoModules(dir = VS): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return file === path.join(VS, 'nls', 'lang') ? [] : monacoModules(file);
    return e.name.endsWith('.js') ? [file] : [];
  });
}

describe('Monaco description texts', () => {
  it('leaves out an option description, a colour and an icon description, and nothing else', () => {
    const source = [
      `const a = new EditorBooleanOption(1, 'x', true, { description: nls.localize(10, "Whether {0} is on.", 'x'), tags: ['y'] });`,
      `const b = registerColor('editor.background', { dark: '#1E1E1E', light: '#fff' /* it's white */ }, localize(11, "Editor background color."), true);`,
      `const c = registerIcon('find-collapsed', Codicon.chevronRight, localize(12, 'Icon (collapsed).'));`,
      `const d = localize(13, "Find");`,
      `const e = { label: localize(14, "Replace"), description: 'a plain string stays' };`,
    ].join('\n');
    const { code, indices } = stripDescriptions(source);
    expect(indices).toEqual([10, 11, 12]);
    expect(code).toBe(
      [
        `const a = new EditorBooleanOption(1, 'x', true, { description: undefined, tags: ['y'] });`,
        `const b = registerColor('editor.background', { dark: '#1E1E1E', light: '#fff' /* it's white */ }, undefined, true);`,
        `const c = registerIcon('find-collapsed', Codicon.chevronRight, undefined);`,
        `const d = localize(13, "Find");`,
        `const e = { label: localize(14, "Replace"), description: 'a plain string stays' };`,
      ].join('\n'),
    );
  });

  it('every Monaco module it changes still parses, with one localize call fewer per text left out', () => {
    let changed = 0;
    for (const file of monacoModules()) {
      const source = fs.readFileSync(file, 'utf8');
      const { code, indices } = stripDescriptions(source);
      if (!indices.length) continue;
      changed++;
      expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' }), file).not.toThrow();
      const calls = (s: string) => (s.match(/\blocalize2?\(\s*\d+/g) ?? []).length;
      expect(calls(source) - calls(code), file).toBe(indices.length);
    }
    // The option table, the colour registries and the contributions' icons at least.
    expect(changed).toBeGreaterThan(40);
  });

  it('the Chinese table keeps the texts the editor shows and blanks only descriptions', () => {
    const find = read('editor/contrib/find/browser/findWidget.js');
    // The find widget's visible label stays a localize call; its icons' descriptions do not.
    const label = Number(/NLS_FIND_INPUT_LABEL = localize\((\d+), "Find"\)/.exec(find)![1]);
    const { indices } = stripDescriptions(find);
    expect(indices.length).toBeGreaterThan(0);
    expect(indices).not.toContain(label);

    const table = blankMessages(read('nls/lang/zh-cn.js'), new Set(indices));
    const messages = JSON.parse(table.slice(table.indexOf('['), table.lastIndexOf(']') + 1));
    expect(messages[label]).toBe('查找');
    for (const i of indices) expect(messages[i]).toBe(0);
  });
});
