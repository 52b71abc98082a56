/**
 * The development endpoints mounted beside the mock gateway by `npm start` (plugin.ts) and
 * `npm run serve` (scripts/serve.ts), only with MOCK_DEV_ENDPOINTS=1: the screen studio's
 * (studio/router.ts, issues 22 and 34; the schema playground of issue 13 is its JSON view).
 */
import type express from 'express';
import { studioRouter } from './router';

export function devRouters(): express.Router[] {
  if (process.env.MOCK_DEV_ENDPOINTS !== '1') return [];
  return [studioRouter()];
}
