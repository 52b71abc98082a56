/**
 * Turns the service files' route maps into one express router: body parsing (JSON, form,
 * multipart), the client credential check every call gets, and the session check every
 * non-public call gets. `npm start` (plugin.ts) and `npm run serve` (scripts/serve.ts) mount
 * the same router, so the two never disagree.
 *
 * Development endpoints (/api/__dev/*: captcha answers, verify codes, authorization codes) exist
 * only when MOCK_DEV_ENDPOINTS=1, which `npm start` and the test harnesses set; a plain
 * `npm run serve` answers them 404 (docs/security.md).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { CLIENT_ID, CLIENT_SECRET } from './keys';
import { fail, unauthorized, type Routes } from './http';
import { bearer, userForToken } from './users';
import { declarationOf, declarationProblem, refusal } from './access';
import { requestScope, type RequestScope } from './scope';
import { commit, commitSoon } from './state';
import { SANDBOX_HEADER, SANDBOX_ID, openSandbox, sandboxRoutes } from './sandbox';

const DEV_PREFIX = '/api/__dev/';
export const devEndpointsEnabled = () => process.env.MOCK_DEV_ENDPOINTS === '1';
/** Largest request body and upload (the attachment limit of spec 7.7): above it the answer is 413. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

// The declarations live in access.ts; re-exported for the service files that import them from here.
export { open, asset } from './access';

/** The console's access-token cookie (src/services/token.ts), the session of link requests. */
const ACCESS_COOKIE = 'bbn-access-token';
function cookieToken(req: Request): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${ACCESS_COOKIE}=([^;]+)`).exec(req.header('Cookie') || '');
  return m ? decodeURIComponent(m[1]) : undefined;
}

/** Body parser and upload failures as the gateway answers them: 413 too large, 400 unreadable. */
function bodyError(err: any): { status: number; msg: string } | null {
  if (err?.code === 'LIMIT_FILE_SIZE') return { status: 413, msg: '上传文件大小不能超过 10MB!' };
  if (err?.type === 'entity.too.large') return { status: 413, msg: '请求内容过大' };
  if (err?.code?.startsWith?.('LIMIT_')) return { status: 400, msg: '上传内容不正确' };
  const status = Number(err?.status ?? err?.statusCode);
  if (status >= 400 && status < 500)
    return { status, msg: err instanceof URIError || /URI/.test(String(err?.message)) ? '请求地址不正确' : '请求内容不是有效的 JSON 或表单' };
  if (err instanceof URIError) return { status: 400, msg: '请求地址不正确' };
  return null;
}

function clientOk(req: Request): boolean {
  const m = /^Basic\s+(.+)$/i.exec(req.header('Authorization') || '');
  if (!m) return false;
  return Buffer.from(m[1], 'base64').toString('utf8') === `${CLIENT_ID}:${CLIENT_SECRET}`;
}

export function createRouter(maps: Routes[]): express.Router {
  const router = express.Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_BODY_BYTES, files: 20 } });
  // API answers carry personal data and secrets: never kept by the browser or a proxy.
  router.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: MAX_BODY_BYTES }));
  router.use(express.urlencoded({ extended: true, limit: MAX_BODY_BYTES }));
  router.use(upload.any());
  // Unreadable or oversized bodies end here, before any token check, as 400 / 413.
  router.use((err: any, _req: Request, res: Response, next: NextFunction) => {
    const e = bodyError(err);
    if (!e) return next(err);
    fail(res, e.msg, e.status);
  });
  const dev = devEndpointsEnabled();
  mountRoutes(router, maps, dev);
  // A sandbox's own resources (a new screen's in the studio's preview, sandbox.ts): after every
  // route of the mock, so they answer only calls nothing else answers.
  const own = new WeakMap<Routes, express.Router>();
  router.use((req: Request, res: Response, next: NextFunction) => {
    const id = req.header(SANDBOX_HEADER);
    const routes = dev && id && SANDBOX_ID.test(id) ? sandboxRoutes(id) : undefined;
    if (!routes) return next();
    let r = own.get(routes);
    if (!r) own.set(routes, (r = mountRoutes(express.Router(), [routes], dev)));
    r(req, res, next);
  });
  // An /api call nobody answers: the gateway's 404 in its wrapper.
  router.use('/api', (req, res) => {
    res.status(404).json({ code: 404, success: false, data: null, msg: `接口不存在: ${req.method} ${req.path}` });
  });
  router.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
    const e = bodyError(err); // e.g. bad percent-encoding in a path parameter
    if (e) return res.headersSent ? undefined : fail(res, e.msg, e.status);
    console.error('[mock]', err);
    if (!res.headersSent) fail(res, '服务器内部错误', 500);
  });
  return router;
}

/** Each route of the maps on the router, with the checks every call gets (sandbox, client, session, the route's own declaration). */
function mountRoutes(router: express.Router, maps: Routes[], dev: boolean): express.Router {
  for (const map of maps) {
    for (const [key, handler] of Object.entries(map)) {
      const m = /^(GET|POST|PUT|DELETE|PATCH)\s+(\/\S+)$/.exec(key);
      if (!m) throw new Error(`mock route key "${key}" is not "METHOD /api/path"`);
      const [, method, path] = m;
      // Every route says who may call it, in its own declaration (access.ts): none is a start-up error.
      const problem = declarationProblem(key, handler);
      if (problem) throw new Error(problem);
      const decl = declarationOf(handler)!;
      const isDev = path.startsWith(DEV_PREFIX);
      if (isDev && !dev) continue;
      const isAsset = decl.access === 'asset';
      const isPublic = decl.access === 'public' || decl.access === 'asset' || decl.access === 'dev';
      (router as any)[method.toLowerCase()](path, async (req: Request, res: Response, next: NextFunction) => {
        // A preview's sandbox (sandbox.ts): development only; elsewhere refused rather than served live.
        const sandboxId = req.header(SANDBOX_HEADER);
        if (sandboxId !== undefined && !dev) return fail(res, '沙箱仅在开发环境可用', 403);
        if (sandboxId !== undefined && !SANDBOX_ID.test(sandboxId)) return fail(res, '沙箱标识不正确');
        const scope: RequestScope = { touched: new Set(), sandbox: sandboxId ? openSandbox(sandboxId) : undefined };
        // The rows a write reached are stored before its status line leaves (state.ts); a read's
        // tables are compared just after its answer (a GET that changed rows is stored then).
        const reads = req.method === 'GET' || req.method === 'HEAD';
        const writeHead = res.writeHead;
        if (!reads)
          res.writeHead = function (this: Response, ...args: any[]) {
            commit(scope.touched);
            return (writeHead as any).apply(this, args);
          } as any;
        await requestScope.run(scope, async () => {
          if (!isDev && !isAsset && !clientOk(req)) return unauthorized(res, '客户端认证失败');
          const user = userForToken(bearer(req) ?? (isAsset ? cookieToken(req) : undefined));
          if (!isPublic && !user) return unauthorized(res, '请求未授权');
          if (user) (req as any).user = user;
          if (!isPublic) {
            // Authorisation as data: the route's own declaration (product staff may also change a
            // preview's sandbox: its rows are thrown away).
            const denied = refusal(user!, decl, key, Boolean(scope.sandbox));
            if (denied) return fail(res, denied, 403);
          }
          try {
            await handler(req, res);
            if (!res.headersSent) res.end();
          } catch (e) {
            next(e);
          } finally {
            // What a handler changed after answering is stored too.
            if (reads) commitSoon(scope.touched);
            else commit(scope.touched);
          }
        });
      });
    }
  }
  return router;
}
