/** Where a JSON pointer (/fields/3/widget) points in a file's text, for the editor's markers. */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';

export function pointerRange(text: string, pointer: string): { offset: number; length: number } {
  const tree = parseTree(text);
  if (!tree) return { offset: 0, length: 0 };
  const path = pointer
    ? pointer
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
    : [];
  // The deepest node that exists: a missing key is reported at its parent object.
  for (let n = path.length; n >= 0; n -= 1) {
    const node = findNodeAtLocation(tree, path.slice(0, n));
    if (node) {
      // A key's problem is shown on the "key": value pair, not the whole nested value.
      const target = node.parent?.type === 'property' && n === path.length ? node.parent : node;
      const len = target.type === 'object' || target.type === 'array' ? 1 : target.length;
      return { offset: target.offset, length: len };
    }
  }
  return { offset: 0, length: 1 };
}
