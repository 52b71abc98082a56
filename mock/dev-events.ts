/**
 * The development event stream (answered only with MOCK_DEV_ENDPOINTS=1, like every /api/__dev/*
 * call): `menus` each time the menu seed the mock serves changed, e.g. a screen saved by the
 * playground or the studio. An open console (src/utils/screenRoutes.ts, `npm start` only) loads
 * its menus again at once, instead of after webpack has compiled the new screen.
 */
import type { Request, Response } from 'express';
import { devOnly } from './_lib/access';
import { mockEvents } from './_lib/events';
import type { Routes } from './_lib/http';

const routes: Routes = {
  'GET /api/__dev/events': devOnly((req: Request, res: Response) => {
    // no-transform: the development server's compression would otherwise hold the events back.
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
    res.write(': listening\n\n');
    const menus = () => res.write('event: menus\ndata: {}\n\n');
    mockEvents.on('menus', menus);
    req.on('close', () => mockEvents.off('menus', menus));
  }),
};

export default routes;
