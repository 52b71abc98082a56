/**
 * Turns the service files' route maps into one express router: body parsing (JSON, form,
 * multipart), the client credential check every call gets, and the session check every
 * non-public call gets. `npm start` (plugin.ts) and `npm run serve` (scripts/serve.ts) mount
 * the same router, so the two never disagree.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { CLIENT_ID, CLIENT_SECRET } from './keys';
import { fail, unauthorized, type Handler, type Routes } from './http';
import { bearer, userForToken } from './users';
import { needOf, refusal } from './access';
import { GRANTS } from './grants';

const PUBLIC = Symbol.for('bbn.mock.public');
const ASSET = Symbol.for('bbn.mock.asset');

/** Marks a handler callable without a token (login, captcha, registration, public resolver). */
export function open(h: Handler): Handler {
  (h as any)[PUBLIC] = true;
  return h;
}

/**
 * Marks a handler serving stored files by link (<img src>, <a href>): browsers send no headers
 * there, so neither the client credential nor a token is asked, as an object store's URLs work.
 */
export function asset(h: Handler): Handler {
  (h as any)[PUBLIC] = true;
  (h as any)[ASSET] = true;
  return h;
}

function clientOk(req: Request): boolean {
  const m = /^Basic\s+(.+)$/i.exec(req.header('Authorization') || '');
  if (!m) return false;
  return Buffer.from(m[1], 'base64').toString('utf8') === `${CLIENT_ID}:${CLIENT_SECRET}`;
}

export function createRouter(maps: Routes[]): express.Router {
  const router = express.Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 50 * 1024 * 1024 } });
  router.use(express.json({ limit: '20mb' }));
  router.use(express.urlencoded({ extended: true, limit: '20mb' }));
  router.use(upload.any());

  for (const map of maps) {
    for (const [key, handler] of Object.entries(map)) {
      const m = /^(GET|POST|PUT|DELETE|PATCH)\s+(\/\S+)$/.exec(key);
      if (!m) throw new Error(`mock route key "${key}" is not "METHOD /api/path"`);
      const [, method, path] = m;
      const isPublic = Boolean((handler as any)[PUBLIC]) || path.startsWith('/api/__dev/');
      (router as any)[method.toLowerCase()](path, async (req: Request, res: Response, next: NextFunction) => {
        if (!path.startsWith('/api/__dev/') && !(handler as any)[ASSET] && !clientOk(req)) return unauthorized(res, '客户端认证失败');
        if (!isPublic) {
          const user = userForToken(bearer(req));
          if (!user) return unauthorized(res, '请求未授权');
          (req as any).user = user;
          // Authorisation as data: the need declared with the resource, else in the grants table.
          const denied = refusal(user, needOf(handler) ?? GRANTS[key]);
          if (denied) return fail(res, denied, 403);
        } else {
          const user = userForToken(bearer(req));
          if (user) (req as any).user = user;
        }
        try {
          await handler(req, res);
          if (!res.headersSent) res.end();
        } catch (e) {
          next(e);
        }
      });
    }
  }
  // An /api call nobody answers: the gateway's 404 in its wrapper.
  router.use('/api', (req, res) => {
    res.status(404).json({ code: 404, success: false, data: null, msg: `接口不存在: ${req.method} ${req.path}` });
  });
  router.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
    // eslint-disable-next-line no-console
    console.error('[mock]', err);
    if (!res.headersSent) fail(res, err?.message || '服务器内部错误', 500);
  });
  return router;
}
