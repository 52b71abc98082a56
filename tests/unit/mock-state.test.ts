/**
 * The mock keeps its state (issue 21, item 4; docs/mock.md "State"): rows, sessions and uploads
 * survive a restart, and a write answered before a SIGKILL is there after the restart. The mock
 * runs as a child process (tests/unit/mockProcess.ts) on a state folder of its own in the system
 * temporary directory, never the developer's .mock-state/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASIC, session, type Session } from './mockServer';

const root = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];

/** Starts the mock on `dir` and resolves with its address once it listens. */
function startChild(dir: string): Promise<{ base: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, MOCK_STATE_DIR: dir, MOCK_DEV_ENDPOINTS: '1', MOCK_CAPTCHAS_PER_MINUTE: '5000' };
  delete env.MOCK_STATE; // the unit tests' memory mode: this child keeps its state
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/mockProcess.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (b) => {
      out += String(b);
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, child });
    });
    child.on('exit', (code) => reject(new Error(`mock exited with ${code} before listening`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mock-state-'));

/** Every parameter row of the test (keys starting with `prefix`), by key: paged through the list. */
async function paramsByKey(s: Session, prefix: string): Promise<Map<string, any>> {
  const found = new Map<string, any>();
  for (let current = 1; ; current += 1) {
    const page = (await s.get('/sfbn-system/param/list', { paramKey: prefix, size: 200, current })).data;
    for (const r of page.records) found.set(r.paramKey, r);
    if (current >= page.pages) return found;
  }
}

async function uploadAs(base: string, token: string, name: string, content: string) {
  const fd = new FormData();
  fd.append('file', new Blob([content], { type: 'text/plain' }), name);
  const r = await fetch(`${base}/api/sfbn-resource/attach/upload`, { method: 'POST', body: fd, headers: { Authorization: BASIC, Auth: `bearer ${token}` } });
  const body = await r.json();
  if (!body.success) throw new Error(body.msg);
  return body.data as { attachId: string; link: string };
}

describe('state across restarts', () => {
  it('keeps every answered write of 1,000 mixed writes cut by SIGKILL, the session and the uploads', async () => {
    const dir = tmp();
    const first = await startChild(dir);
    const admin = await session(first.base);
    const token = admin.token.access_token as string;

    // The model: what each answered write left. A row whose write was in flight at the kill may be either way.
    type Expect = { id?: string; value?: string; gone?: boolean; busy: boolean };
    const rows = new Map<string, Expect>();
    const files = new Map<string, { link: string; content: string }>();
    let answered = 0;
    let issued = 0;
    let dead = false;
    const TOTAL = 1000;
    const KILL_AFTER = 500;
    let killing: Promise<void> | undefined;

    async function one(i: number) {
      // Mixed: inserts, edits and removals of answered rows, and uploads.
      const idle = [...rows.entries()].filter(([, e]) => !e.busy && !e.gone && e.id);
      const kind = i % 10 === 9 ? 'upload' : i % 5 === 3 && idle.length ? 'remove' : (i % 5 === 1 || i % 5 === 2) && idle.length ? 'edit' : 'insert';
      if (kind === 'upload') {
        const content = `file ${i}\n`;
        const a = await uploadAs(first.base, token, `f${i}.txt`, content);
        files.set(a.attachId, { link: a.link, content });
      } else if (kind === 'insert') {
        const key = `kill.k${i}`;
        rows.set(key, { busy: true });
        const r = await admin.post('/sfbn-system/param/submit', { paramName: `参数${i}`, paramKey: key, paramValue: `v${i}` });
        if (!r.success) throw new Error(r.msg);
        rows.set(key, { id: r.data.id, value: `v${i}`, busy: false });
      } else {
        const [key, e] = idle[(i * 7919) % idle.length];
        e.busy = true;
        if (kind === 'edit') {
          const r = await admin.post('/sfbn-system/param/submit', { id: e.id, paramName: `参数${i}`, paramKey: key, paramValue: `e${i}` });
          if (!r.success) throw new Error(r.msg);
          e.value = `e${i}`;
        } else {
          const r = await admin.post(`/sfbn-system/param/remove?ids=${e.id}`);
          if (!r.success) throw new Error(r.msg);
          e.gone = true;
        }
        e.busy = false;
      }
      answered += 1;
      if (answered === KILL_AFTER) {
        dead = true;
        killing = killed(first.child);
      }
    }

    // Eight writers at once; the kill lands while several writes are in flight.
    const worker = async () => {
      while (issued < TOTAL && !dead) {
        const i = issued++;
        try {
          await one(i);
        } catch (e) {
          if (!dead) throw e; // a failure before the kill is a bug; after it, an unanswered write
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await killing;
    expect(answered).toBeGreaterThanOrEqual(KILL_AFTER);
    const inFlight = [...rows.values()].filter((e) => e.busy).length;

    const second = await startChild(dir);
    // The session of before the kill still answers: the administrator is still signed in.
    const again = await fetch(`${second.base}/api/sfbn-auth/oauth/user-info`, { headers: { Authorization: BASIC, Auth: `bearer ${token}` } });
    expect(again.status).toBe(200);
    expect((await again.json()).data.account).toBe('admin');
    const relogged = await session(second.base);

    const stored = await paramsByKey(relogged, 'kill.k');
    let checked = 0;
    for (const [key, e] of rows) {
      if (e.busy) continue; // its write had no answer when the process died: either way is right
      checked += 1;
      if (e.gone) expect(stored.has(key), `${key} was removed`).toBe(false);
      else {
        expect(stored.get(key)?.id, `${key} was added`).toBe(e.id);
        expect(stored.get(key)?.paramValue, `${key}'s last answered edit`).toBe(e.value);
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(inFlight).toBeLessThanOrEqual(8);
    for (const [id, f] of files) {
      const r = await fetch(`${second.base}${f.link}`, { headers: { Cookie: `bbn-access-token=${encodeURIComponent(token)}` } });
      expect(r.status, `upload ${id}`).toBe(200);
      expect(await r.text()).toBe(f.content);
    }
    expect(files.size).toBeGreaterThan(30);
    await killed(second.child);
  }, 480_000);
});

describe('sandboxes (X-Mock-Sandbox)', () => {
  it('keeps a sandboxed write out of the live rows and a live write out of the sandbox; refused without MOCK_DEV_ENDPOINTS=1', async () => {
    const { startMock } = await import('./mockServer');
    const dev = await startMock();
    try {
      const admin = await session(dev.base);
      const headers = { Authorization: BASIC, Auth: `bearer ${admin.token.access_token}`, 'Content-Type': 'application/json' };
      const api = async (path: string, body?: unknown, sandbox?: string) => {
        const r = await fetch(`${dev.base}/api${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: sandbox ? { ...headers, 'X-Mock-Sandbox': sandbox } : headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: r.status, body: await r.json() };
      };
      const keys = async (sandbox?: string) =>
        ((await api('/sfbn-system/param/list?paramKey=sandbox.&size=200', undefined, sandbox)).body.data.records as any[])
          .map((r) => `${r.paramKey}=${r.paramValue}`)
          .sort();

      const boxed = await api('/sfbn-system/param/submit', { paramName: '沙箱参数', paramKey: 'sandbox.only', paramValue: 'box' }, 'preview-1');
      expect(boxed.body).toMatchObject({ success: true, msg: '操作成功' });
      const live = await api('/sfbn-system/param/submit', { paramName: '正式参数', paramKey: 'sandbox.live', paramValue: 'live' });
      expect(live.body.success).toBe(true);

      expect(await keys()).toEqual(['sandbox.live=live']);
      expect(await keys('preview-1')).toEqual(['sandbox.only=box']);
      // Another sandbox is its own copy of the live rows.
      expect(await keys('preview-2')).toEqual(['sandbox.live=live']);
      // An edit inside the sandbox of a row copied from live leaves the live row as it was.
      const edited = await api(
        '/sfbn-system/param/submit',
        { id: live.body.data.id, paramName: '正式参数', paramKey: 'sandbox.live', paramValue: 'boxed-edit' },
        'preview-2',
      );
      expect(edited.body.success).toBe(true);
      expect(await keys('preview-2')).toEqual(['sandbox.live=boxed-edit']);
      expect(await keys()).toEqual(['sandbox.live=live']);

      // Listed by the development endpoint, and thrown away by it: the next call starts from the live rows again.
      const list = await (await fetch(`${dev.base}/api/__dev/sandbox`)).json();
      expect(list.data.map((s: any) => s.id).sort()).toEqual(['preview-1', 'preview-2']);
      expect((await (await fetch(`${dev.base}/api/__dev/sandbox/preview-1`, { method: 'DELETE' })).json()).data).toBe(true);
      expect(await keys('preview-1')).toEqual(['sandbox.live=live']);
      expect((await api('/sfbn-system/param/list', undefined, 'bad id!')).body.msg).toBe('沙箱标识不正确');
    } finally {
      dev.close();
    }

    const plain = await startMock({ dev: false });
    try {
      // A plain `npm run serve`: the marker is refused (before the session check), never served from the live rows.
      const r = await fetch(`${plain.base}/api/sfbn-system/param/list`, { headers: { Authorization: BASIC, 'X-Mock-Sandbox': 'preview-1' } });
      expect(r.status).toBe(403);
      expect((await r.json()).msg).toBe('沙箱仅在开发环境可用');
    } finally {
      plain.close();
    }
  }, 120_000);
});
