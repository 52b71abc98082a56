/**
 * The development endpoints mounted beside the mock gateway by `npm start` (plugin.ts) and
 * `npm run serve` (scripts/serve.ts): the schema playground's (scripts/playgroundDev.ts) and the
 * studio's (scripts/studioDev.ts, issue 22), only with MOCK_DEV_ENDPOINTS=1. Apart from both, since
 * the studio uses the playground's checks and neither should import the other back.
 */
import type express from 'express';
import { playgroundRouter } from './playgroundDev';
import { studioRouter } from './studioDev';

export function devRouters(): express.Router[] {
  if (process.env.MOCK_DEV_ENDPOINTS !== '1') return [];
  const playground = playgroundRouter();
  return [playground, studioRouter()];
}
