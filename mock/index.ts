/**
 * The mock gateway: every service file under mock/ (folders per service, a file per topic;
 * names starting with "_" are helpers, not services) exports a route map as default.
 * Discovered at start-up, so adding a service file needs no list to edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRouter } from './_lib/app';
import type { Routes } from './_lib/http';

export { warmChains } from './_chain/chain';

function serviceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('_') && !e.name.startsWith('.'))
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return serviceFiles(p);
      return /\.ts$/.test(e.name) && !/\.d\.ts$|^index\.ts$|\.test\.ts$/.test(e.name) ? [p] : [];
    })
    .sort();
}

export function loadRouteMaps(): Routes[] {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  return serviceFiles(__dirname).map((f) => require(f).default as Routes).filter(Boolean);
}

export function createMockRouter() {
  return createRouter(loadRouteMaps());
}
