/** The studio's undo history (src/pages/tool/studio/history.ts): splices, 200+ steps, grouping, storage size. */
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, record, redo, splice, start, undo, apply, revert } from '../../src/pages/tool/studio/history';
import { insertIn, moveIn, removeIn, setIn } from '../../src/pages/tool/studio/textEdit';

const FILE = '{\n  "title": { "zh-CN": "参数管理", "en-US": "Parameters" },\n  "fields": [\n    { "name": "a", "width": 100 }\n  ]\n}\n';

describe('studio undo history', () => {
  it('keeps each edit as one splice that applies and reverts to the character', () => {
    const b = FILE.replace('参数管理', '系统参数');
    const s = splice(FILE, b);
    expect(s).toEqual({ at: FILE.indexOf('参数管理'), del: '参数管理', ins: '系统参数' });
    expect(apply(FILE, s)).toBe(b);
    expect(revert(b, s)).toBe(FILE);
  });

  it('undoes and redoes 250 edits back to the first text and forward to the last', () => {
    let h = start(FILE);
    const texts = [FILE];
    for (let i = 1; i <= 250; i++) {
      h = record(h, setIn(h.text, ['fields', 0, 'width'], 100 + i));
      texts.push(h.text);
    }
    expect(h.past).toHaveLength(250);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(200);
    for (let i = 249; i >= 0; i--) {
      h = undo(h);
      expect(h.text).toBe(texts[i]);
    }
    expect(undo(h)).toBe(h);
    for (let i = 1; i <= 250; i++) h = redo(h);
    expect(h.text).toBe(texts[250]);
    expect(JSON.parse(h.text).fields[0].width).toBe(350);
  });

  it('survives a round trip through JSON (the draft kept in the browser) and stays small', () => {
    let h = start(FILE);
    for (let i = 1; i <= 200; i++) h = record(h, setIn(h.text, ['fields', 0, 'width'], 100 + i));
    const stored = JSON.stringify(h);
    expect(stored.length).toBeLessThan(20_000);
    const back = JSON.parse(stored);
    expect(undo(undo(undo(back))).text).toContain('"width": 297');
  });

  it('merges the keystrokes of one property into one step, and a new edit drops the redo steps', () => {
    let h = start(FILE);
    for (const v of ['系', '系统', '系统参', '系统参数']) h = record(h, setIn(h.text, ['title', 'zh-CN'], v), 'title/zh');
    expect(h.past).toHaveLength(1);
    h = record(h, setIn(h.text, ['fields', 0, 'width'], 160), 'fields/a/width');
    expect(h.past).toHaveLength(2);
    h = undo(h);
    expect(h.text).toContain('"系统参数"');
    expect(h.future).toHaveLength(1);
    h = record(h, setIn(h.text, ['title', 'en-US'], 'System parameters'));
    expect(h.future).toHaveLength(0);
    h = undo(undo(h));
    expect(h.text).toBe(FILE);
  });

  it('writes only the value it changes: the rest of the file keeps its layout', () => {
    const out = setIn(FILE, ['title', 'en-US'], 'System parameters');
    expect(out).toBe(FILE.replace('"Parameters"', '"System parameters"'));
  });

  it('adds, removes and moves columns (fields) as array edits, each one undoable', () => {
    const two = insertIn(FILE, ['fields'], 1, { name: 'b', label: { 'zh-CN': '乙', 'en-US': 'B' } });
    expect(JSON.parse(two).fields.map((f: any) => f.name)).toEqual(['a', 'b']);
    // The other lines stay as written: the new field is one line after the last one.
    expect(two).toBe(
      FILE.replace('{ "name": "a", "width": 100 }', '{ "name": "a", "width": 100 },\n    { "name": "b", "label": { "zh-CN": "乙", "en-US": "B" } }'),
    );
    const moved = moveIn(two, ['fields'], 1, 0);
    expect(moved).toBe(
      FILE.replace('{ "name": "a", "width": 100 }', '{ "name": "b", "label": { "zh-CN": "乙", "en-US": "B" } },\n    { "name": "a", "width": 100 }'),
    );
    expect(JSON.parse(moved).fields.map((f: any) => f.name)).toEqual(['b', 'a']);
    const removed = removeIn(moved, ['fields'], 1);
    expect(removed).toBe(FILE.replace('{ "name": "a", "width": 100 }', '{ "name": "b", "label": { "zh-CN": "乙", "en-US": "B" } }'));
    expect(removeIn(moved, ['fields'], 0)).toBe(FILE);
    let h = start(FILE);
    for (const t of [two, moved, removed]) h = record(h, t);
    h = undo(h);
    expect(h.text).toBe(moved);
    h = undo(undo(h));
    expect(h.text).toBe(FILE);
  });
});
