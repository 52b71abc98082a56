/**
 * Watches a folder and its subfolders (names starting with "." or "_" and node_modules are left
 * out, except the ones listed in `keep`) with one plain fs.watch per folder: Node 20's recursive
 * watch keeps a process alive even when unref'd, these do not, so `umi build`, the benchmark and
 * the tests exit. A folder created later is watched from the next event on. `onChange` gets the
 * changed file's absolute path.
 */
import fs from 'node:fs';
import path from 'node:path';

export function watchTree(root: string, onChange: (file: string) => void, keep: string[] = []): () => void {
  const watchers = new Map<string, fs.FSWatcher>();
  const skip = (name: string) => (name.startsWith('.') || name.startsWith('_') || name === 'node_modules') && !keep.includes(name);
  const scan = (dir: string) => {
    if (!watchers.has(dir)) {
      try {
        const w = fs.watch(dir, (_event, name) => {
          const file = path.join(dir, String(name ?? ''));
          scan(root); // a new folder is watched from now on
          onChange(file);
        });
        w.on('error', () => {
          w.close();
          watchers.delete(dir);
        });
        w.unref();
        watchers.set(dir, w);
      } catch {
        return; // removed meanwhile
      }
    }
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) if (e.isDirectory() && !skip(e.name)) scan(path.join(dir, e.name));
  };
  scan(root);
  return () => {
    watchers.forEach((w) => w.close());
    watchers.clear();
  };
}
