/**
 * The screen studio's development endpoints (docs/studio.md), the development server's one router
 * for screen files (studio/devRouters.ts), mounted only when MOCK_DEV_ENDPOINTS=1. A change
 * reaches the screens through the save of studio/screenSave.ts (path rules, the checker, and
 * whatever that save writes beside the file) and becomes one git commit (studio/git.ts),
 * after the checks the studio adds:
 *
 * - GET  /api/__dev/studio/file?path=a/b.json     { text, hash } (hash null, text null: no such file yet)
 * - PUT  /api/__dev/studio/file {path, text}      the tooling's save (scripts/liveScreen.ts: the
 *     development server's test and `npm run bench:start`): the save alone, no review, no commit,
 *     as an editor writing the file would; the studio's pages never call it
 * - POST /api/__dev/studio/publish {path, text, baseHash, words, wordsEn, restoreOf?}
 *     an administrator's own change, published directly (product staff submit it for review:
 *     studio/changes.ts); the commit says so (`Published-directly-by:`). See publishChange.
 * - POST /api/__dev/studio/smoke {path, text}       { smoke, derive } without publishing (the review shows it
 *     before 发布; a screen whose resource is derived at publish is tested on that resource in a sandbox)
 * - GET  /api/__dev/studio/history?path=          the git log of the screen file (last 50): { id, author, approver, at, summary, direct }
 * - GET  /api/__dev/studio/version?path=&id=      { text } of the file at one of those commits
 * - POST /api/__dev/studio/check {path, text, sandbox?}     { json, problems, contract }: the checker's problems (the
 *     preview shows the error panel for them) and, apart, the screen <-> mock contract's findings
 *     (studio/contractCheck.ts: a field the mock does not store, a refused search, a column never
 *     answered, a missing dictionary), which the studio shows on their fields while the preview runs;
 *     with `sandbox` (the preview's), a new screen's derived resource is served in that sandbox
 * - GET  /api/__dev/studio/parts                  the bases and fragments ("_" files), each with the screens using it;
 *     a part's check answers those screens composed before and after the edit (`users`) and the
 *     problems of each with the edit in place; a part is published without a smoke test
 * - GET  /api/__dev/studio/preview-error          500 with a message: the preview's "server error" state
 *     (src/services/sandbox.tsx sends a preview's list calls here)
 * - /api/__dev/studio/change/*                    change requests: submit, amend, withdraw, approve, refuse
 *
 * Nothing here runs code: files are JSON text only.
 */
import { createHash } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMAS_DIR } from '../config/schemaFiles';
import { MOCK_DIR, reloadMock } from '../mock';
import { SANDBOX_ID, serveInSandbox } from '../mock/_lib/sandbox';
import { isAdmin, type User } from '../mock/_lib/users';
import type { ScreenSchema, Text } from '../src/engine/format/types';
import zhStudio from '../src/locales/zh-CN/studio';
import { SEED_FILE } from './menuSeed';
import { isPart } from '../shared/screenPart';
import { checkAs, contractOf, partUsage, partUsers, saveScreen, schemaPath, type Answer, type PartUser } from './screenSave';
import { deriveResource } from './resourceFromScreen';
import { changeRouter, CONFLICT, logStep, NOT_SIGNED_IN, personOf, userOf } from './changes';
import type { ChangeRequest } from '../shared/wire/studio';
import { commitFiles, committedText, fileLog, gitConfigFromEnv, GitRefusal, gitTarget, relOf, textAt, uncommitted, type GitConfig, type Target } from './git';
import { smokeSandbox, smokeTest, type SmokeResult } from './smoke';

const PREFIX = '/api/__dev/studio';
const MAX_TEXT = 512 * 1024;
/** How many versions of a screen the history shows. */
export const HISTORY_SIZE = 50;

export { CONFLICT } from './changes';
export const SMOKE_FAILED = '冒烟测试未通过，未发布';
/** Git refused the commit (data.git says why: git.ts GitProblem); nothing was written. */
export const GIT_REFUSED = '无法提交到 git 仓库，未发布';
export const ONLY_ADMIN_PUBLISHES = '只有管理员可以直接发布，请提交审核';
/** The preview's server error (the mock's words, as a gateway's 500 would carry them). */
export const PREVIEW_ERROR = '服务器内部错误（预览模拟）';

/** The version of a file's text: the draft names it when it is published. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const answer = (msg: string, code = 400, data: any = null): Answer => ({ code, success: code === 200, data, msg });
const send = (res: Response, a: Answer) => res.status(a.code).json(a);
const bad = (res: Response, msg: string, status = 400, data: unknown = null) => send(res, answer(msg, status, data));
const ok = (res: Response, data: unknown, msg = '操作成功') => send(res, answer(msg, 200, data));

export interface StudioOptions {
  /** Where the save writes derived resources and the menu seed (default: the project's, for the project's schemas/ only). */
  mockDir?: string;
  seedFile?: string;
  /** The smoke test run before a publish (default smoke.ts smokeTest; the endpoints' unit tests give a quicker one). */
  smoke?: typeof smokeTest;
  /** The branch, remote and git directory (default: the environment, git.ts gitConfigFromEnv). */
  git?: GitConfig;
}

/** The user's credentials the studio page sends, passed on to the smoke test's calls. */
const credentials = (req: Request): Record<string, string> =>
  Object.fromEntries((['Auth', 'Authorization'] as const).map((h) => [h, req.header(h) ?? '']).filter(([, v]) => v));
const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;
const textOf = (v: Text | undefined, lang: 'zh-CN' | 'en-US') => (v === undefined ? '' : typeof v === 'string' ? v : (v[lang] ?? ''));
const gitAnswer = (e: GitRefusal) => answer(GIT_REFUSED, 400, { git: e.code, detail: e.detail });

/** The smoke test's result in words for the commit message (the studio's own Chinese words). */
function smokeWords(smoke: SmokeResult | null): string {
  if (!smoke) return '未运行';
  const w = zhStudio as Record<string, string>;
  const steps = smoke.steps.map((s) => `${w[`studio.smoke.step.${s.step}`]} ${w[`studio.smoke.result.${s.result}`]}`).join('，');
  return `${smoke.passed ? '通过' : '未通过'}（${steps}）`;
}

/** What publishing a text needs to know of it: who asks and approves, the words of the change, and which request it is. */
export interface Publication {
  path: string;
  text: string;
  baseHash: string | null;
  words: string[];
  author: User;
  approver: User;
  /** The change request approved; absent: an administrator's own change, published directly. */
  request?: ChangeRequest;
  restoreOf?: string;
}

export function studioRouter(root = SCHEMAS_DIR, opts: StudioOptions = {}): express.Router {
  const real = root === SCHEMAS_DIR;
  const mockDir = opts.mockDir ?? (real ? MOCK_DIR : undefined);
  const seedFile = opts.seedFile ?? (real ? SEED_FILE : undefined);
  const runSmoke = opts.smoke ?? smokeTest;
  const git = opts.git ?? gitConfigFromEnv();
  // The repository is the one the project (schemas/'s parent) is in.
  const target = (): Target => gitTarget(path.resolve(root, '..'), git);
  const rel = (abs: string) => path.relative(root, abs).replace(/\\/g, '/');
  const current = (abs: string) => (fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null);
  const read = (f: string | undefined) => (f && fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : null);
  const put = (f: string, text: string | null) => (text === null ? fs.rmSync(f, { force: true }) : fs.writeFileSync(f, text));
  /**
   * What the smoke test needs to know of a draft: its composed screen when it passes the checker,
   * and whether its mock resource is derived by the save (then the test runs after the save).
   */
  const planOf = (abs: string, text: string): { json?: ScreenSchema; derive: boolean; problems: unknown[] } => {
    // A base or fragment: judged through the screens that use it, with the new text in their place (no smoke test).
    if (isPart(rel(abs))) return { derive: false, problems: partCheck(abs, text).problems };
    const checked = checkAs(abs, text, root);
    if (checked.problems.length || !checked.json) return { derive: false, problems: checked.problems };
    const c = contractOf(abs, text, checked.json, root);
    return c.problems.length ? { derive: false, problems: c.problems } : { json: checked.json as ScreenSchema, derive: c.derive, problems: [] };
  };

  /**
   * A part's text judged through the screens that use it, with the text in their place: the problems
   * that keep it from being published (not JSON, or a screen that would no longer pass the checker)
   * and the screens as composed before and after (partUsers).
   */
  const partCheck = (abs: string, text: string): { problems: unknown[]; users: PartUser[] } => {
    try {
      JSON.parse(text);
    } catch (e: any) {
      return { problems: [{ file: `schemas/${rel(abs)}`, pointer: '', message: `not valid JSON: ${e.message}` }], users: [] };
    }
    const users = partUsers(abs, text, root);
    // A mistake in the part breaks every screen using it the same way: told once.
    const seen = new Set<string>();
    const problems = users.flatMap((u) => u.problems).filter((p) => !seen.has(JSON.stringify(p)) && Boolean(seen.add(JSON.stringify(p))));
    return { problems, users };
  };

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
  /**
   * The smoke test of a draft that passes the checker: on the live mock, or, for a screen whose
   * resource its publish will derive, in the test's own sandbox on that resource (null when it
   * cannot be derived: the publish says why).
   */
  const smokeOf = async (req: Request, abs: string, plan: { json: ScreenSchema; derive: boolean }): Promise<SmokeResult | null> => {
    if (!plan.derive) return runSmoke(plan.json, originOf(req), credentials(req));
    const sandbox = smokeSandbox();
    return serveDerived(sandbox, plan.json, abs) ? runSmoke(plan.json, originOf(req), credentials(req), sandbox) : null;
  };

  /**
   * Publishes a change as one commit, or refuses it having written nothing:
   *   409 CONFLICT with { text, hash } of the file on disk when it is no longer the version the change
   *     was made from (never overwritten);
   *   400 GIT_REFUSED with { git, detail } when the repository is missing, detached, the branch
   *     unknown, the screen file (or its derived resource) has uncommitted edits, or the commit or
   *     push fails (the files are put back as they were);
   *   400 SMOKE_FAILED with { smoke }, or the save's own refusal (the checker's problems);
   * else { path, hash, smoke, commit }. The commit holds the screen file, its derived resource and the
   * menu seed as the save wrote them; author = the requester, committer = the approver, message = the
   * change in business words, the smoke test's result and `Reviewed-by:` (or `Published-directly-by:`).
   */
  const publishChange = async (req: Request, pub: Publication): Promise<Answer> => {
    const p = schemaPath(pub.path, root);
    if ('error' in p) return answer(p.error);
    if (typeof pub.text !== 'string' || pub.text.length > MAX_TEXT) return answer('文件内容不正确');
    const now = current(p.abs);
    const nowHash = now === null ? null : textHash(now);
    if ((pub.baseHash ?? null) !== nowHash) return answer(CONFLICT, 409, { text: now, hash: nowHash });
    let t: Target;
    try {
      t = target();
    } catch (e) {
      if (e instanceof GitRefusal) return gitAnswer(e);
      throw e;
    }
    const plan = planOf(p.abs, pub.text);
    // A derived resource: what the save may overwrite, to put back if anything after it fails.
    const derived = plan.json && plan.derive && mockDir ? deriveResource(plan.json, `schemas/${rel(p.abs)}`) : undefined;
    const resourceAbs = derived && 'file' in derived ? path.join(mockDir!, derived.file) : undefined;
    const dirty = uncommitted(t, [p.abs, ...(resourceAbs ? [resourceAbs] : [])]);
    if (dirty.length) return gitAnswer(new GitRefusal('dirty', dirty.map((f) => relOf(t, f)).join(', ')));
    // The smoke test before anything is written (the mock answers the screen's calls already).
    let smoke: SmokeResult | null = null;
    if (plan.json && !plan.derive) {
      smoke = await runSmoke(plan.json, originOf(req), credentials(req));
      if (!smoke.passed) return answer(SMOKE_FAILED, 400, { smoke });
    }
    const before = new Map<string, string | null>([[p.abs, now]]);
    if (resourceAbs) before.set(resourceAbs, read(resourceAbs));
    if (seedFile) before.set(seedFile, read(seedFile));
    const putBack = () => {
      for (const [f, text] of before) put(f, text);
      reloadMock();
    };
    const saved = saveScreen(pub.path, pub.text, root, { mockDir, seedFile });
    if (!saved.success) return saved;
    if (resourceAbs && plan.json) {
      smoke = await runSmoke(plan.json, originOf(req), credentials(req));
      if (!smoke.passed) {
        putBack();
        return answer(SMOKE_FAILED, 400, { smoke });
      }
    }
    // The commit: the files the save changed, inside the work tree.
    const files = new Map<string, string | null>();
    for (const f of before.keys()) {
      if (relOf(t, f).startsWith('..')) continue;
      const text = read(f);
      if (text !== committedText(t, relOf(t, f))) files.set(f, text);
    }
    const json = plan.json ?? (JSON.parse(pub.text) as ScreenSchema);
    const part = isPart(rel(p.abs));
    const name = (!part && textOf(json.title, 'zh-CN')) || rel(p.abs);
    const words = pub.words.length ? pub.words : ['（没有可描述的修改）'];
    const trailer = pub.request
      ? `Change-request: ${pub.request.id}\nReviewed-by: ${personOf(pub.approver).name} <${personOf(pub.approver).email}>`
      : `Published-directly-by: ${personOf(pub.approver).name} <${personOf(pub.approver).email}>`;
    const message = [
      `${pub.restoreOf ? '恢复' : part ? '公共部分' : '页面'} ${name}：${words[0]}`,
      '',
      ...words.map((w) => `- ${w}`),
      ...(pub.restoreOf ? ['', `恢复到版本 ${pub.restoreOf}`] : []),
      '',
      `Smoke-test: ${smokeWords(smoke)}`,
      trailer,
      '',
    ].join('\n');
    let commit: string;
    try {
      commit = commitFiles(t, files, personOf(pub.author), personOf(pub.approver), message);
    } catch (e) {
      putBack();
      if (e instanceof GitRefusal) return gitAnswer(e);
      throw e;
    }
    const written = current(p.abs) ?? pub.text;
    return answer('已发布', 200, { ...saved.data, hash: textHash(written), smoke, commit, screenName: name });
  };

  const router = express.Router();
  router.use(PREFIX, express.json({ limit: MAX_TEXT * 2 }));
  const lines = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 200) : []);

  router.get(`${PREFIX}/file`, (req: Request, res: Response) => {
    const p = schemaPath(req.query.path, root);
    if ('error' in p) return bad(res, p.error);
    const text = current(p.abs);
    ok(res, { text, hash: text === null ? null : textHash(text) });
  });

  router.put(`${PREFIX}/file`, (req: Request, res: Response) => send(res, saveScreen(req.body?.path, req.body?.text, root, { mockDir, seedFile })));

  router.post(`${PREFIX}/publish`, (req: Request, res: Response) => {
    const u = userOf(req);
    if (!u) return bad(res, NOT_SIGNED_IN, 401);
    if (!isAdmin(u)) return bad(res, ONLY_ADMIN_PUBLISHES, 403);
    const b = req.body ?? {};
    const restoreOf = typeof b.restoreOf === 'string' ? b.restoreOf.slice(0, 40) : undefined;
    void publishChange(req, { path: b.path, text: b.text, baseHash: b.baseHash ?? null, words: lines(b.words), author: u, approver: u, restoreOf })
      .then((a) => {
        if (a.success) logStep(u, restoreOf ? '恢复版本（直接发布）' : '直接发布', a.data.screenName, `${PREFIX}/publish`);
        send(res, a);
      })
      .catch((e) => bad(res, String(e?.message ?? e), 500));
  });

  router.post(`${PREFIX}/smoke`, async (req: Request, res: Response) => {
    const p = schemaPath(req.body?.path, root);
    if ('error' in p) return bad(res, p.error);
    if (typeof req.body?.text !== 'string' || req.body.text.length > MAX_TEXT) return bad(res, '文件内容不正确');
    const plan = planOf(p.abs, req.body.text);
    if (!plan.json) return ok(res, { smoke: null, derive: false });
    ok(res, { smoke: await smokeOf(req, p.abs, { json: plan.json, derive: plan.derive }), derive: plan.derive });
  });

  // The bases and fragments (docs/studio.md, "Bases and fragments"): each with the screens that use it.
  router.get(`${PREFIX}/parts`, (_req: Request, res: Response) => {
    ok(
      res,
      [...partUsage(root)].map(([part, users]) => ({
        path: rel(part),
        usedBy: users.map((u) => ({ path: rel(u.screen), title: (u.composed.json?.title as Text | undefined) ?? null })),
      })),
    );
  });

  router.post(`${PREFIX}/check`, (req: Request, res: Response) => {
    const p = schemaPath(req.body?.path, root);
    if ('error' in p) return bad(res, p.error);
    if (typeof req.body?.text !== 'string' || req.body.text.length > MAX_TEXT) return bad(res, '文件内容不正确');
    if (isPart(rel(p.abs))) {
      // A part: the screens that use it, each composed with the part as on disk and as edited; the
      // preview shows one of them as edited (a list, where one uses it).
      const { problems, users } = partCheck(p.abs, req.body.text);
      const shown = users.find((u) => u.after?.api?.list) ?? users.find((u) => u.after);
      return ok(res, { json: shown?.after, problems, contract: [], users });
    }
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

  // The history is git's: the screen file's commits on the branch the studio commits to.
  router.get(`${PREFIX}/history`, (req: Request, res: Response) => {
    const p = schemaPath(req.query.path, root);
    if ('error' in p) return bad(res, p.error);
    try {
      ok(res, fileLog(target(), p.abs, HISTORY_SIZE));
    } catch (e) {
      if (e instanceof GitRefusal) return send(res, gitAnswer(e));
      throw e;
    }
  });

  router.get(`${PREFIX}/version`, (req: Request, res: Response) => {
    const p = schemaPath(req.query.path, root);
    if ('error' in p) return bad(res, p.error);
    let text: string | null | undefined;
    try {
      text = textAt(target(), String(req.query.id ?? ''), p.abs);
    } catch (e) {
      if (e instanceof GitRefusal) return send(res, gitAnswer(e));
      throw e;
    }
    if (typeof text !== 'string') return bad(res, '没有这个版本', 404);
    ok(res, { text, hash: textHash(text) });
  });

  router.use(
    changeRouter(PREFIX, {
      current: (name) => {
        const p = schemaPath(name, root);
        if ('error' in p) return p;
        const text = current(p.abs);
        return { text, hash: text === null ? null : textHash(text) };
      },
      verdict: async (req, name, text) => {
        const p = schemaPath(name, root);
        if ('error' in p) return { problems: [p.error], smoke: null, screenName: '', screenNameEn: '' };
        const plan = planOf(p.abs, text);
        if (plan.problems.length) return { problems: plan.problems, smoke: null, screenName: '', screenNameEn: '' };
        // A part is named by its file: its own title (if any) is a screen's, not its name.
        if (isPart(name)) return { problems: [], smoke: null, screenName: `公共部分 ${name}`, screenNameEn: `Shared part ${name}` };
        const json = plan.json ?? (JSON.parse(text) as ScreenSchema);
        const smoke = plan.json ? await smokeOf(req, p.abs, { json: plan.json, derive: plan.derive }) : null;
        return { problems: [], smoke, screenName: textOf(json.title, 'zh-CN') || name, screenNameEn: textOf(json.title, 'en-US') || name };
      },
      publish: (req, row, author, approver) =>
        publishChange(req, {
          path: row.path,
          text: row.text,
          baseHash: row.baseHash,
          words: row.words.split('\n').filter(Boolean),
          author,
          approver,
          request: row,
          restoreOf: row.restoreOf || undefined,
        }),
    }),
  );
  return router;
}
