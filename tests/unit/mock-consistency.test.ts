/**
 * The schemas and the mock gateway agree: every call a schema names has a mock handler, every
 * field a list shows exists in the rows the list call answers, and the mock's menu seed is what
 * the schemas say (the mock reads only its seed, never schemas/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../config/schemaFiles';
import { SEED_FILE, seedText } from '../../studio/menuSeed';
import { session, startMock, useChains } from './mockServer';

// Its calls read the backbone chain (monitor figures, heights): mined before the tests.
useChains();

// The gateway's calls; a development endpoint ("/__dev/...", the studio's change requests) is the dev
// server's, not the mock's: tests/unit/studio-dev.test.ts.
const CALL = /^(GET|POST|PUT|DELETE) (\/[A-Za-z0-9][A-Za-z0-9_\-./{}]*)$/;
const screens = readSchemaFiles();

/** Every "METHOD /path" string anywhere in a schema. */
function callsOf(json: unknown, out = new Set<string>()): Set<string> {
  if (typeof json === 'string' && CALL.test(json)) out.add(json);
  else if (Array.isArray(json)) json.forEach((v) => callsOf(v, out));
  else if (json && typeof json === 'object') Object.values(json).forEach((v) => callsOf(v, out));
  return out;
}

let base = '';
let close = () => {};
let admin: Awaited<ReturnType<typeof session>>;
beforeAll(async () => {
  ({ base, close } = await startMock());
  admin = await session(base);
}, 60_000);
afterAll(() => close());

describe('schemas and mock', () => {
  it('the mock reads its menu seed, never schemas/, and the seed is up to date', () => {
    const mockFiles = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? mockFiles(path.join(dir, e.name)) : /\.ts$/.test(e.name) ? [path.join(dir, e.name)] : []));
    for (const f of mockFiles(path.resolve(__dirname, '../../mock'))) {
      expect(fs.readFileSync(f, 'utf8'), f).not.toMatch(/schemaFiles|['"]\.\.\/\.\.\/schemas|\/src\//);
    }
    expect(fs.readFileSync(SEED_FILE, 'utf8'), 'mock/_seed/menus.json is stale: npm run mock:seed').toBe(seedText());
  });

  it('every call a schema names has a mock handler', async () => {
    const missing: string[] = [];
    for (const { screen, json } of screens) {
      for (const c of callsOf(json)) {
        const [, method, template] = CALL.exec(c)!;
        // A path variable naming a field with fixed options (the innovation resources' service) is
        // checked with each option; any other (an id) with 1.
        const options = (name: string): string[] => ((json as any).fields?.find((f: any) => f.name === name)?.options ?? []).map((o: any) => String(o.value));
        const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const paths = names.reduce((acc, n) => acc.flatMap((x) => (options(n).length ? options(n) : ['1']).map((v) => x.replace(`{${n}}`, v))), [template]);
        for (const p of paths) {
          const r = await fetch(`${base}/api${p}`, {
            method,
            headers: { Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0', Auth: `bearer ${admin.token.access_token}`, 'Content-Type': 'application/json' },
            body: method === 'GET' ? undefined : '{}',
          });
          const body = await r.json().catch(() => ({}));
          if (r.status === 404 && String(body.msg).startsWith('接口不存在')) missing.push(`${screen}: ${c.replace(template, p)}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('a role that sees a screen in its menus may read its list (menus and grants agree)', async () => {
    const zhang = await session(base, 'zhangsan', 'Zhang@123');
    const refused: string[] = [];
    let checked = 0;
    for (const { screen, json } of screens) {
      const list = json.api?.list;
      if (!(json.menu?.roles ?? []).includes('user') || typeof list !== 'string' || !CALL.test(list)) continue;
      const [, method, p] = CALL.exec(list)!;
      const r = method === 'GET' ? await zhang.get(p, { current: 1, size: 10 }) : await zhang.post(p, { current: 1, size: 10 });
      checked += 1;
      if (r.code === 403) refused.push(`${screen}: ${list}`);
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('every field a list shows exists in the rows its list call answers', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { screen, json } of screens) {
      const list = json.api?.list;
      if (typeof list !== 'string' || !CALL.test(list) || json.list?.tree) continue;
      const [, method, p] = CALL.exec(list)!;
      // Fixed list parameters; those taken from the page's query ("$query.x") are left out.
      const fixed = Object.fromEntries(Object.entries(json.list?.params ?? {}).filter(([, v]) => !String(v).startsWith('$')));
      const data = method === 'GET' ? await admin.get(p, { current: 1, size: 10, ...fixed }) : await admin.post(p, { current: 1, size: 10 });
      const rows: any[] = Array.isArray(data.data) ? data.data : (data.data?.records ?? []);
      if (data.code !== 200) problems.push(`${screen}: ${list} answers ${data.code} ${data.msg}`);
      if (!rows.length) continue;
      checked += 1;
      const keys = new Set(rows.flatMap((r) => Object.keys(r)));
      for (const f of json.fields ?? []) {
        if (f.inList === false || f.virtual || !f.name || f.name.includes('.')) continue;
        if (!keys.has(f.name)) problems.push(`${screen}: field "${f.name}" is not in the rows of ${list}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });
});
