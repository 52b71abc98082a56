/**
 * Edits of a screen file's text at a JSON path that keep the rest of the file as it was written
 * (jsonc-parser's modify: only the changed value is rewritten), so a published change is, in git,
 * exactly that change.
 */
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/** Sets (value undefined: removes) the value at path. */
export function setIn(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, path, value, FORMAT));
}

/** Inserts value into the array at path, before index. */
export function insertIn(text: string, path: JSONPath, index: number, value: unknown): string {
  return applyEdits(text, modify(text, [...path, index], value, { ...FORMAT, isArrayInsertion: true }));
}

/** Removes the element index of the array at path. */
export function removeIn(text: string, path: JSONPath, index: number): string {
  return applyEdits(text, modify(text, [...path, index], undefined, FORMAT));
}

/** Moves an element of the array at path from one index to another. */
export function moveIn(text: string, path: JSONPath, from: number, to: number, list: unknown[]): string {
  if (from === to) return text;
  return insertIn(removeIn(text, path, from), path, to, list[from]);
}
