/**
 * The screen studio's development endpoints (docs/studio.md), mounted with the playground's
 * (scripts/devRouters.ts) only when MOCK_DEV_ENDPOINTS=1. Publishing goes through
 * the playground's save (same path rules, the same checker, and whatever that save writes beside
 * the file), after two things the studio adds:
 *
 * - GET  /api/__dev/studio/file?path=a/b.json     { text, hash } (hash null, text null: no such file yet)
 * - POST /api/__dev/studio/publish {path, text, baseHash, who}
 *     409 `该页面已被他人修改` with { text, hash } of the file on disk when it is no longer the
 *     version the draft started from (baseHash; null for a new file); else the checker and the
 *     generated smoke test (scripts/studioSmoke.ts, over HTTP to this server's mock in a sandbox,
 *     as the user whose Auth the page sends): 400 `冒烟测试未通过，未发布` with { smoke } when a
 *     step fails; else the playground's save, and on success the published text joins the screen's
 *     history ({ path, hash, smoke }). A new screen whose calls nothing answers gets its mock
 *     resource from that save, so its smoke test runs right after it; when it fails, the screen file,
 *     the resource and the menu seed are put back as they were and the mock reloaded.
 * - POST /api/__dev/studio/smoke {path, text}       { smoke } without publishing (the review shows it
 *     before 发布; for a screen whose resource is derived at publish: { smoke: null, derive: true })
 * - GET  /api/__dev/studio/history?path=          the last 50 published versions, newest first: { id, who, at, hash }
 * - GET  /api/__dev/studio/version?path=&id=      { text, who, at, hash } of one of them
 * - POST /api/__dev/studio/check {path, text}     { json, problems, contract }: the checker's problems (the
 *     preview shows the error panel for them) and, apart, the screen <-> mock contract's findings
 *     (scripts/contractCheck.ts: a field the mock does not store, a refused search, a column never
 *     answered, a missing dictionary), which the studio shows on their fields while the preview runs
 * - GET  /api/__dev/studio/preview-error          500 with a message: the preview's "server error" state
 *     (src/services/sandbox.tsx sends a preview's list calls here)
 *
 * The history lives in a git-ignored folder beside schemas/ (.studio-history/<path>/<id>.json).
 * Nothing here runs code: files are JSON text only.
 */
import { createHash } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMAS_DIR } from '../config/schemaFiles';
import { MOCK_DIR, reloadMock } from '../mock';
import { SANDBOX_ID, serveInSandbox } from '../mock/_lib/sandbox';
import type { ScreenSchema } from '../src/engine/types';
import { SEED_FILE, writeSeed } from './menu-seed';
import { checkAs, contractOf, schemaPath } from './playgroundDev';
import { deriveResource } from './resourceFromScreen';
import { smokeSandbox, smokeTest, type SmokeResult } from './studioSmoke';

const PREFIX = '/api/__dev/studio';
const MAX_TEXT = 512 * 1024;
/** How many published versions of a screen the history keeps. */
export const HISTORY_SIZE = 50;

export const CONFLICT = '该页面已被他人修改';
export const SMOKE_FAILED = '冒烟测试未通过，未发布';
/** The preview's server error (the mock's words, as a gateway's 500 would carry them). */
export const PREVIEW_ERROR = '服务器内部错误（预览模拟）';

/** The version of a file's text: the draft names it when it is published. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const bad = (res: Response, msg: string, status = 400, data: unknown = null) => res.status(status).json({ code: status, success: false, data, msg });
const ok = (res: Response, data: unknown, msg = '操作成功') => res.json({ code: 200, success: true, data, msg });

interface Version {
  id: string;
  who: string;
  at: string;
  hash: string;
  text: string;
}

export interface StudioOptions {
  /** Where published versions are kept (default .studio-history beside schemas/). */
  historyDir?: string;
  /** Where the playground's save writes derived resources and the menu seed (default: the project's, for the project's schemas/ only). */
  mockDir?: string;
  seedFile?: string;
  /** The smoke test run before a publish (default scripts/studioSmoke.ts smokeTest; the history's unit tests give a quicker one). */
  smoke?: typeof smokeTest;
}

/** The user's credentials the studio page sends, passed on to the smoke test's calls. */
const credentials = (req: Request): Record<string, string> =>
  Object.fromEntries((['Auth', 'Authorization'] as const).map((h) => [h, req.header(h) ?? '']).filter(([, v]) => v));
const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;

/**
 * The studio's router. `save` is the playground's router: a publish that passes the version check
 * is handed to its PUT /api/__dev/playground/file, so the studio saves exactly as the playground does.
 */
export function studioRouter(save: express.Router, root = SCHEMAS_DIR, opts: StudioOptions = {}): express.Router {
  const historyDir = opts.historyDir ?? path.resolve(root, '..', '.studio-history');
  const real = root === SCHEMAS_DIR;
  const mockDir = opts.mockDir ?? (real ? MOCK_DIR : undefined);
  const seedFile = opts.seedFile ?? (real ? SEED_FILE : undefined);
  const runSmoke = opts.smoke ?? smokeTest;
  /**
   * What the smoke test needs to know of a draft: its composed screen when it passes the checker,
   * and whether its mock resource is derived by the save (then the test runs after the save).
   */
  const planOf = (abs: string, text: string): { json?: ScreenSchema; derive: boolean } => {
    if (
      rel(abs)
        .split('/')
        .some((x) => x.startsWith('_'))
    )
      return { derive: false };
    const checked = checkAs(abs, text, root);
    if (checked.problems.length || !checked.json) return { derive: false };
    const c = contractOf(abs, text, checked.json, root);
    return c.problems.length ? { derive: false } : { json: checked.json as ScreenSchema, derive: c.derive };
  };
  const router = express.Router();
  router.use(PREFIX, express.json({ limit: MAX_TEXT * 2 }));

  const rel = (abs: string) => path.relative(root, abs).replace(/\\/g, '/');
  const dirOf = (abs: string) => path.join(historyDir, rel(abs));
  const versions = (abs: string): Version[] => {
    const dir = dirOf(abs);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => /^\d+-\d+\.json$/.test(f))
      .sort()
      .reverse()
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Version);
  };
  let seq = 0;
  const record = (abs: string, text: string, who: string) => {
    const dir = dirOf(abs);
    fs.mkdirSync(dir, { recursive: true });
    const id = `${Date.now()}-${String(seq++ % 1000).padStart(3, '0')}`;
    const v: Version = { id, who, at: new Date().toISOString(), hash: textHash(text), text };
    fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(v));
    for (const old of versions(abs).slice(HISTORY_SIZE)) fs.rmSync(path.join(dir, `${old.id}.json`), { force: true });
  };
  const current = (abs: string) => (fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null);

  router.get(`${PREFIX}/file`, (req: Request, res: Response) => {
    const p = schemaPath(req.query.path, root);
    if ('error' in p) return bad(res, p.error);
    const text = current(p.abs);
    ok(res, { text, hash: text === null ? null : textHash(text) });
  });

  router.post(`${PREFIX}/publish`, (req: Request, res: Response, next: NextFunction) => {
    const p = schemaPath(req.body?.path, root);
    if ('error' in p) return bad(res, p.error);
    const { text, baseHash } = req.body ?? {};
    if (typeof text !== 'string' || text.length > MAX_TEXT) return bad(res, '文件内容不正确');
    const who = typeof req.body?.who === 'string' && req.body.who ? req.body.who.slice(0, 64) : '?';
    const now = current(p.abs);
    const nowHash = now === null ? null : textHash(now);
    if ((baseHash ?? null) !== nowHash) return bad(res, CONFLICT, 409, { text: now, hash: nowHash });
    void (async () => {
      // The smoke test before anything is written (the mock answers the screen's calls already).
      const plan = planOf(p.abs, text);
      let smoke: SmokeResult | null = null;
      if (plan.json && !plan.derive) {
        smoke = await runSmoke(plan.json, originOf(req), credentials(req));
        if (!smoke.passed) return bad(res, SMOKE_FAILED, 400, { smoke });
      }
      // A derived resource: what the save may overwrite, to put back if the test fails after it.
      const derived = plan.json && plan.derive && mockDir ? deriveResource(plan.json, `schemas/${rel(p.abs)}`) : undefined;
      const resourceAbs = derived && 'file' in derived ? path.join(mockDir!, derived.file) : undefined;
      const resourceBefore = resourceAbs && fs.existsSync(resourceAbs) ? fs.readFileSync(resourceAbs, 'utf8') : null;
      // The playground's save answers; the studio keeps the version when it succeeded.
      const json = res.json.bind(res);
      res.json = ((body: any) => {
        if (!body?.success) return json(body);
        void (async () => {
          if (resourceAbs) {
            smoke = await runSmoke(plan.json!, originOf(req), credentials(req));
            if (!smoke.passed) {
              if (now === null) fs.rmSync(p.abs, { force: true });
              else fs.writeFileSync(p.abs, now);
              if (resourceBefore === null) fs.rmSync(resourceAbs, { force: true });
              else fs.writeFileSync(resourceAbs, resourceBefore);
              if (seedFile) writeSeed(root, seedFile);
              reloadMock();
              res.status(400);
              return json({ code: 400, success: false, data: { smoke }, msg: SMOKE_FAILED });
            }
          }
          const written = current(p.abs) ?? text;
          record(p.abs, written, who);
          json({ ...body, data: { ...(body.data ?? {}), hash: textHash(written), smoke } });
        })().catch((e) => json({ code: 500, success: false, data: null, msg: String(e?.message ?? e) }));
        return res;
      }) as typeof res.json;
      req.url = '/api/__dev/playground/file';
      req.method = 'PUT';
      save(req, res, next);
    })().catch((e) => bad(res, String(e?.message ?? e), 500));
  });

  /**
   * A new screen's derived resource served in one sandbox only (issue 34): the preview saves and
   * lists rows, and the smoke test runs, before the first publish writes anything. False when it
   * cannot be derived (the publish says why).
   */
  const serveDerived = (sandbox: string, json: ScreenSchema, abs: string): boolean => {
    const derived = deriveResource(json, `schemas/${rel(abs)}`);
    if (!('file' in derived)) return false;
    try {
      serveInSandbox(sandbox, derived.file, derived.json);
      return true;
    } catch {
      return false;
    }
  };

  router.post(`${PREFIX}/smoke`, async (req: Request, res: Response) => {
    const p = schemaPath(req.body?.path, root);
    if ('error' in p) return bad(res, p.error);
    if (typeof req.body?.text !== 'string' || req.body.text.length > MAX_TEXT) return bad(res, '文件内容不正确');
    const plan = planOf(p.abs, req.body.text);
    if (!plan.json) return ok(res, { smoke: null, derive: false });
    if (plan.derive) {
      // Its calls answer in the test's own sandbox, on the resource the publish will derive.
      const sandbox = smokeSandbox();
      if (!serveDerived(sandbox, plan.json, p.abs)) return ok(res, { smoke: null, derive: true });
      return ok(res, { smoke: await runSmoke(plan.json, originOf(req), credentials(req), sandbox), derive: true });
    }
    ok(res, { smoke: await runSmoke(plan.json, originOf(req), credentials(req)), derive: false });
  });

  router.post(`${PREFIX}/check`, (req: Request, res: Response) => {
    const p = schemaPath(req.body?.path, root);
    if ('error' in p) return bad(res, p.error);
    if (typeof req.body?.text !== 'string' || req.body.text.length > MAX_TEXT) return bad(res, '文件内容不正确');
    const checked = checkAs(p.abs, req.body.text, root);
    const c = checked.problems.length ? undefined : contractOf(p.abs, req.body.text, checked.json, root);
    // The preview's sandbox answers a new screen's calls on the resource its publish will derive.
    const sandbox = req.body?.sandbox;
    if (c?.derive && !c.problems.length && checked.json && typeof sandbox === 'string' && SANDBOX_ID.test(sandbox))
      serveDerived(sandbox, checked.json as ScreenSchema, p.abs);
    ok(res, { ...checked, contract: c?.problems ?? [] });
  });

  router.get(`${PREFIX}/preview-error`, (_req: Request, res: Response) => {
    res.status(500).json({ code: 500, success: false, data: null, msg: PREVIEW_ERROR });
  });

  router.get(`${PREFIX}/history`, (req: Request, res: Response) => {
    const p = schemaPath(req.query.path, root);
    if ('error' in p) return bad(res, p.error);
    ok(
      res,
      versions(p.abs).map(({ text: _t, ...v }) => v),
    );
  });

  router.get(`${PREFIX}/version`, (req: Request, res: Response) => {
    const p = schemaPath(req.query.path, root);
    if ('error' in p) return bad(res, p.error);
    const v = versions(p.abs).find((x) => x.id === req.query.id);
    if (!v) return bad(res, '没有这个版本', 404);
    ok(res, v);
  });
  return router;
}
