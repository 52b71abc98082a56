/**
 * The studio's undo history (pure functions): the draft is the file's text, and each edit is kept
 * as the one splice that turns the text before into the text after (what was removed and what was
 * inserted at an offset), so hundreds of edits of a screen fit in the browser's storage and
 * undo/redo restore the text to the character. Consecutive edits of the same property (typing a
 * label) merge into one step.
 */

export interface Step {
  /** Offset of the change. */
  at: number;
  /** Text removed there. */
  del: string;
  /** Text inserted there. */
  ins: string;
  /** Edits with the same group, one after another, are one step (e.g. the keystrokes of one label). */
  group?: string;
}

export interface History {
  text: string;
  past: Step[];
  future: Step[];
}

/** How many steps are kept (the oldest go first). */
export const HISTORY_LIMIT = 500;

/** The one splice from a to b: the common head and tail are kept. */
export function splice(a: string, b: string): Step {
  let start = 0;
  const max = Math.min(a.length, b.length);
  while (start < max && a[start] === b[start]) start++;
  let end = 0;
  while (end < max - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { at: start, del: a.slice(start, a.length - end), ins: b.slice(start, b.length - end) };
}

export const apply = (text: string, s: Step) => text.slice(0, s.at) + s.ins + text.slice(s.at + s.del.length);
export const revert = (text: string, s: Step) => text.slice(0, s.at) + s.del + text.slice(s.at + s.ins.length);

export const start = (text: string): History => ({ text, past: [], future: [] });

/** The history after an edit to `text` (no change: the same history). */
export function record(h: History, text: string, group?: string, limit = HISTORY_LIMIT): History {
  if (text === h.text) return h;
  const last = h.past[h.past.length - 1];
  if (group && last?.group === group && h.future.length === 0) {
    const before = revert(h.text, last);
    if (before !== text) return { text, past: [...h.past.slice(0, -1), { ...splice(before, text), group }], future: [] };
    return { text, past: h.past.slice(0, -1), future: [] };
  }
  const step: Step = { ...splice(h.text, text), ...(group ? { group } : {}) };
  return { text, past: [...h.past, step].slice(-limit), future: [] };
}

export function undo(h: History): History {
  const last = h.past[h.past.length - 1];
  if (!last) return h;
  return { text: revert(h.text, last), past: h.past.slice(0, -1), future: [{ ...last, group: undefined }, ...h.future] };
}

export function redo(h: History): History {
  const next = h.future[0];
  if (!next) return h;
  return { text: apply(h.text, next), past: [...h.past, next], future: h.future.slice(1) };
}
