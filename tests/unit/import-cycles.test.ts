/**
 * No file of the product reaches itself through its imports (issue 37): a loop makes the order in
 * which modules load decide what a module sees at start (an import that is still undefined), and
 * ties files together that should be read and changed apart. Type-only imports count too: they
 * tie the files the same way. dpdm reads each file's imports with the TypeScript compiler and
 * resolves them with tsconfig.json (its `@/` paths), dynamic imports included. On a failure the
 * message lists each loop; break it by moving what both sides need into a module of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
/** The product's code: the console, the mock gateway, the studio's server side, the scripts, the shared types, the build's config. */
const PRODUCT = ['src/**/*.{ts,tsx}', 'mock/**/*.ts', 'studio/**/*.ts', 'scripts/**/*.ts', 'shared/**/*.ts', 'config/**/*.ts'];

async function loops(root: string, entries: string[]): Promise<string[]> {
  const tree = await parseDependencyTree(entries, {
    context: root,
    cwd: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
    onProgress: () => {},
  });
  return parseCircular(tree).map((loop) => loop.join(' -> '));
}

describe('import loops', () => {
  it('none in src/, mock/, studio/, scripts/, shared/ and config/', async () => {
    expect(await loops(ROOT, PRODUCT)).toEqual([]);
  });

  it('a loop through a type-only import is found (the check above can fail)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    try {
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), '{}');
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport type A = { n: number };\nexport const a = b + 1;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport const b: A['n'] = 1;\n");
      fs.writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a';\nexport const c = a;\n");
      expect(await loops(dir, ['*.ts'])).toEqual(['a.ts -> b.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
