/**
 * Where the bytes of a first load go (issue 13): the JS files a route loaded, attributed to npm
 * packages (or src/ folders) through their source maps. `npm run bench` builds with SOURCEMAP=1
 * when it builds; a dist/ without maps gets a note instead of the table.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Top contributors (gzip-proportional KiB) of the given chunks, largest first. */
export async function analyseChunks(
  dist: string,
  chunks: string[],
  gzipOf: (file: string) => number,
  top = 12,
): Promise<{ module: string; kib: number }[] | null> {
  // JSON screen chunks and the like have no map; they are small and left out.
  const mapped = chunks.filter((c) => fs.existsSync(path.join(dist, `${c}.map`)));
  if (!mapped.length) return null;
  const { SourceMapConsumer } = await import('source-map');
  const totals = new Map<string, number>();
  for (const chunk of mapped) {
    const code = fs.readFileSync(path.join(dist, chunk), 'utf8');
    const map = JSON.parse(fs.readFileSync(path.join(dist, `${chunk}.map`), 'utf8'));
    // Raw bytes per source in this chunk, then scaled to the chunk's gzip size.
    const raw = new Map<string, number>();
    await SourceMapConsumer.with(map, null, (c) => {
      let prev: { line: number; col: number; source: string } | null = null;
      c.eachMapping((m) => {
        if (prev && prev.line === m.generatedLine) raw.set(prev.source, (raw.get(prev.source) ?? 0) + m.generatedColumn - prev.col);
        prev = { line: m.generatedLine, col: m.generatedColumn, source: moduleOf(m.source ?? '?') };
      });
    });
    const sum = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
    const scale = gzipOf(chunk) / Math.max(sum, code.length);
    for (const [k, v] of raw) totals.set(k, (totals.get(k) ?? 0) + v * scale);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([module, bytes]) => ({ module, kib: +(bytes / 1024).toFixed(1) }));
}

/** A source path as the package it belongs to, or its first folders under src/. */
function moduleOf(source: string): string {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .split('/')
    .slice(0, 3)
    .join('/');
}
