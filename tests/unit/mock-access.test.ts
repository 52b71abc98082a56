/**
 * Every route of the mock says who may call it, once (mock/_lib/access.ts, docs/mock.md "Who may
 * call a route"): this walks the whole route table (TypeScript service files and resource files)
 * and asserts each route has exactly one declaration that fits its path, that the mock refuses to
 * start with an undeclared route, and that the refusals are what the declaration says: a status-1
 * user is refused every verified-only call, a verified user without the role or button every
 * administrator or button call, product staff every write, and a non-owner the rows of a resource
 * with an owner rule. The router refuses before the handler runs, so nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { useMock } from './mockServer';

const nodeRequire = createRequire(import.meta.url);
const { mockRoutes } = nodeRequire('../../mock/index.ts');
const access = nodeRequire('../../mock/_lib/access.ts');
const { createRouter } = nodeRequire('../../mock/_lib/app.ts');
const { describedBy, mayChange, mayRead, NOT_OWNER } = nodeRequire('../../mock/_lib/resource.ts');
const { buttonCodesFor } = nodeRequire('../../mock/_lib/menus.ts');
const { users } = nodeRequire('../../mock/_lib/users.ts');

const mock = useMock();
const zhangsan = mock.as('zhangsan'); // status 1, role user
const user01 = mock.as('user01'); // status 2, role user
const chanpin = mock.as('chanpin'); // status 2, role product

type Entry = { handler: (...a: any[]) => unknown; file: string };
const routes = (): [string, Entry][] => [...(mockRoutes() as Map<string, Entry>)];
/** A path with its parameters filled in (":id" -> "x"), without /api. */
const pathOf = (key: string) =>
  key
    .split(' ')[1]
    .replace(/^\/api/, '')
    .replace(/:(\w+)/g, 'x');
const methodOf = (key: string) => key.split(' ')[0] as 'GET' | 'POST';

describe('the declarations', () => {
  it('every route has exactly one, and it fits its path', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(500);
    const problems = all.map(([key, { handler, file }]) => [key, file, access.declarationProblem(key, handler)]).filter(([, , p]) => p);
    expect(problems).toEqual([]);
    const kinds = new Set(all.map(([, { handler }]) => access.declarationOf(handler).access.replace(/^button:.*/, 'button')));
    expect([...kinds].sort()).toEqual(['admin', 'asset', 'button', 'dev', 'public', 'real-name', 'user']);
  });

  it('a route without one, or a second different one, stops the mock', () => {
    expect(() => createRouter([{ 'GET /api/x/undeclared': (_req: any, res: any) => res.end() }])).toThrow(/declares no access/);
    expect(() => createRouter([{ 'GET /api/__dev/x': access.needs((_req: any, res: any) => res.end(), 'user') }])).toThrow(/devOnly/);
    expect(() => createRouter([{ 'GET /api/x/dev': access.devOnly((_req: any, res: any) => res.end()) }])).toThrow(/not under \/api\/__dev\//);
    const h = access.needs((_req: any, res: any) => res.end(), 'user');
    expect(() => access.needs(h, 'admin')).toThrow(/declared twice/);
    expect(() => access.needs(h, 'everyone' as any)).toThrow(/not an access declaration/);
  });
});

describe('the refusals', () => {
  const expectRefused = async (who: typeof zhangsan, key: string, msg: string) => {
    const r = await who.call(methodOf(key), pathOf(key), {});
    expect({ key, status: r.status, msg: r.body?.msg }).toEqual({ key, status: 403, msg });
  };

  it('a status-1 user is refused every call that needs a verified identity, an administrator or a button', async () => {
    const refused = routes().filter(([k, { handler }]) => /^(real-name|admin|button:)/.test(access.declarationOf(handler).access) && /^(GET|POST) /.test(k));
    expect(refused.length).toBeGreaterThan(300);
    for (const [key, { handler }] of refused) {
      const need = access.declarationOf(handler).access;
      await expectRefused(
        zhangsan,
        key,
        need === 'admin'
          ? access.NOT_ALLOWED
          : need.startsWith('button:') && !buttonCodesFor('user').includes(need.slice(7))
            ? access.NOT_ALLOWED
            : access.NOT_VERIFIED,
      );
    }
  });

  it('a verified user without the role or the button is refused every administrator and button call', async () => {
    const codes: string[] = buttonCodesFor('user');
    const refused = routes().filter(([k, { handler }]) => {
      const need = access.declarationOf(handler).access;
      return /^(GET|POST) /.test(k) && (need === 'admin' || (need.startsWith('button:') && !codes.includes(need.slice(7))));
    });
    expect(refused.length).toBeGreaterThan(250);
    for (const [key] of refused) await expectRefused(user01, key, access.NOT_ALLOWED);
  });

  it('product staff are refused every write that needs more than a session, and may make the reads', async () => {
    const writes = routes().filter(([k, { handler }]) => {
      const d = access.declarationOf(handler);
      return k.startsWith('POST ') && /^(real-name|admin|button:)/.test(d.access) && !d.query;
    });
    expect(writes.length).toBeGreaterThan(150);
    for (const [key] of writes) await expectRefused(chanpin, key, access.NOT_ALLOWED);
    const queries = routes().filter(([, { handler }]) => access.declarationOf(handler).query);
    expect(queries.map(([k]) => k).sort()).toEqual([
      'POST /api/sfbn-alliance/childChain/link/listByPage',
      'POST /api/sfbn-job-admin/jobinfo/pageList',
      'POST /api/sfbn-system/pageList',
    ]);
    for (const [key] of queries) expect((await chanpin.call('POST', pathOf(key), {})).status).toBe(200);
  });

  it("a verified user is refused another user's row where the resource has an owner rule (detail, remove), and the row stays", async () => {
    const me = users.find((u: any) => u.account === 'user01');
    let checked = 0;
    for (const [key, { handler }] of routes()) {
      const d = describedBy(handler);
      const need = access.declarationOf(handler).access;
      if (!d?.resource.owner || !['detail', 'remove'].includes(d.call) || !['user', 'real-name'].includes(need)) continue;
      // A row readable by all (a published template) is refused to a change only.
      const other = d.resource.table.rows.find((row: any) => !(d.call === 'detail' ? mayRead : mayChange)(d.resource, row, me));
      if (!other) continue;
      const r = await user01.call(methodOf(key), pathOf(key), d.call === 'detail' ? { id: other.id } : { ids: other.id });
      // A resource that answers another user's row as missing (`missing`) says so with 400, else 403 无权操作该数据.
      const refusal = d.resource.missing ? { status: 400, msg: d.resource.missing } : { status: 403, msg: NOT_OWNER };
      expect({ key, status: r.status, msg: r.body.msg }).toEqual({ key, ...refusal });
      expect(d.resource.table.get(other.id), key).toBeTruthy();
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
