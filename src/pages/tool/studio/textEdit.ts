/**
 * Edits of a screen file's text at a JSON path that keep the rest of the file as it was written,
 * so a published change is, in git, exactly that change: a value is set with jsonc-parser's
 * modify (only the value is rewritten); an element is added, removed or moved in an array as
 * text, on its own line after the element before it, the others left as they are.
 */
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath, type Node } from 'jsonc-parser';

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/** Sets (value undefined: removes) the value at path. */
export function setIn(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, path, value, FORMAT));
}

/** A value on one line, as the screen files write their fields: `{ "name": "a", "label": { ... } }`. */
export function oneLine(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(oneLine).join(', ')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${oneLine(x)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(v);
}

function arrayAt(text: string, path: JSONPath): Node {
  const node = findNodeAtLocation(parseTree(text)!, path);
  if (!node || node.type !== 'array') throw new Error(`no array at /${path.join('/')}`);
  return node;
}

/** The indentation of the line holding offset. */
const indentAt = (text: string, offset: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', offset - 1) + 1))![0];

/** Inserts raw element text into the array at path, before index. */
function insertRaw(text: string, path: JSONPath, index: number, raw: string): string {
  const arr = arrayAt(text, path);
  const items = arr.children ?? [];
  if (!items.length) return setIn(text, path, [JSON.parse(raw)]);
  if (index >= items.length) {
    const last = items[items.length - 1];
    const end = last.offset + last.length;
    return `${text.slice(0, end)},\n${indentAt(text, last.offset)}${raw}${text.slice(end)}`;
  }
  const at = items[index];
  return `${text.slice(0, at.offset)}${raw},\n${indentAt(text, at.offset)}${text.slice(at.offset)}`;
}

/** Inserts value into the array at path, before index. */
export function insertIn(text: string, path: JSONPath, index: number, value: unknown): string {
  return insertRaw(text, path, index, oneLine(value));
}

/** Removes element index of the array at path, with its separator; returns the text and the element's own text. */
function removeRaw(text: string, path: JSONPath, index: number): { text: string; raw: string } {
  const items = arrayAt(text, path).children ?? [];
  const el = items[index];
  const raw = text.slice(el.offset, el.offset + el.length);
  if (items.length === 1) return { text: setIn(text, path, []), raw };
  // Up to the next element (its line's indentation kept), or for the last one from the end of the one before.
  const [from, to] =
    index < items.length - 1 ? [el.offset, items[index + 1].offset] : [items[index - 1].offset + items[index - 1].length, el.offset + el.length];
  return { text: text.slice(0, from) + text.slice(to), raw };
}

/** Removes the element index of the array at path. */
export function removeIn(text: string, path: JSONPath, index: number): string {
  return removeRaw(text, path, index).text;
}

/** Moves an element of the array at path from one index to another, its text as written. */
export function moveIn(text: string, path: JSONPath, from: number, to: number): string {
  if (from === to) return text;
  const r = removeRaw(text, path, from);
  return insertRaw(r.text, path, to, r.raw);
}
