/**
 * umi plugin: names umi's granular shared chunks without collisions (issue 13).
 *
 * umi's granularChunks name a shared chunk after the names of the chunks that need its modules;
 * an unnamed lazy chunk (a React.lazy or import() without webpackChunkName) counts as
 * "undefined", so modules needed by different sets of chunks got one name and webpack merged
 * them: the console's first load carried the colour picker's presets, Collapse, Form's validator
 * and Skeleton beside antd's Button. Here unnamed chunks are told apart by where they are imported
 * from, so each shared chunk holds the modules of exactly one set of chunks, as umi meant.
 * Applied to the final webpack config (umi's own chainWebpack step sets the original name).
 */
import crypto from 'crypto';
import path from 'path';
import type { IApi } from 'umi';

const root = path.resolve(__dirname, '..');

/** A stable key of a chunk: its name, else the places that import it lazily. */
function chunkKey(chunk: any): string {
  if (chunk.name) return chunk.name;
  const origins: string[] = [];
  for (const group of chunk.groupsIterable) {
    for (const o of group.origins ?? []) {
      const from = o.module?.nameForCondition?.() ?? o.module?.identifier?.() ?? '';
      origins.push(`${path.relative(root, from)}>${o.request ?? ''}`);
    }
  }
  return origins.sort().join('|') || String(chunk.debugId);
}

/** A shared chunk's name: a hash of the set of chunks that need its modules. */
export function sharedChunkName(_module: unknown, chunks: any[]): string {
  const hash = crypto.createHash('sha1').update(chunks.map(chunkKey).join('\n')).digest('base64url');
  return `shared-${hash}`;
}

export default (api: IApi) => {
  api.modifyWebpackConfig((config) => {
    const shared = (config.optimization?.splitChunks as any)?.cacheGroups?.shared;
    if (shared) shared.name = sharedChunkName;
    return config;
  });
};
