/** The mock's menus (seed data): every role's routes, the identity and personal-center entries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, startMock } from './mockServer';

let base = '';
let close = () => {};
beforeAll(async () => {
  ({ base, close } = await startMock());
}, 60_000);
afterAll(() => close());

async function routesOf(account: string, password: string) {
  const s = await session(base, account, password);
  const tops = (await s.get('/sfbn-system/menu/top-menu')).data as { id: string; code: string }[];
  const paths: string[] = [];
  const groups: string[] = [];
  const walk = (list: any[]) =>
    list.forEach((m) => {
      if (m.path) paths.push(m.path);
      else groups.push(m.code);
      walk(m.children ?? []);
    });
  for (const t of tops) walk((await s.get('/sfbn-system/menu/routes', { topMenuId: t.id })).data);
  return { tops: tops.map((t) => t.code), paths, groups };
}

const PERSONAL = [
  '/personal/account/index',
  '/personal/digital/index',
  '/personal/integral/index',
  '/personal/message/index',
  '/personal/mechanis',
  '/personal/resource/index',
  '/personal/resource/fileList/particulars',
  '/personal/resource/fileList/additive',
  '/integral/payDetail',
  '/info/index',
  '/account',
];
const APPLY = ['/digital/distinction', '/digital/applyBid', '/digital/reviewdetail', '/digital/dismissdetail'];

describe('menus as seed data', () => {
  it('keeps a link-only screen in the menus as a hidden entry: the route guard admits it, the side menu does not draw it', async () => {
    const admin = await session(base, 'admin', 'Admin@123');
    const tops = (await admin.get('/sfbn-system/menu/top-menu')).data as { id: string; code: string }[];
    const system = tops.find((t) => t.code === 'system')!;
    const flat: any[] = [];
    const walk = (list: any[]) => list.forEach((m) => (flat.push(m), walk(m.children ?? [])));
    walk((await admin.get('/sfbn-system/menu/routes', { topMenuId: system.id })).data);
    expect(flat.find((m) => m.path === '/flow/history')?.meta.hidden).toBe(true);
    expect(flat.find((m) => m.path === '/flow/todo')?.meta.hidden).toBeUndefined();
  });

  it('gives an ordinary user the identity application, the personal center and the home pages, no administration', async () => {
    const zs = await routesOf('zhangsan', 'Zhang@123');
    expect(zs.tops).toEqual(expect.arrayContaining(['home', 'identity', 'personal']));
    expect(zs.tops).not.toContain('system');
    expect(zs.paths).toEqual(expect.arrayContaining([...PERSONAL, ...APPLY, '/wel/index', '/wel/dashboard', '/wel/home']));
    expect(zs.groups).not.toContain('identity-person');
    expect(zs.paths.some((p) => p.startsWith('/system/'))).toBe(false);
  });

  it('gives the administrator everything the user has and the administration screens', async () => {
    const admin = await routesOf('admin', 'Admin@123');
    expect(admin.tops).toEqual(expect.arrayContaining(['home', 'identity', 'developer', 'system', 'personal']));
    expect(admin.paths).toEqual(expect.arrayContaining([...PERSONAL, ...APPLY, '/system/user', '/system/param']));
  });

  it('grants button codes per role: audits stay with administrators', async () => {
    const zs = await session(base, 'zhangsan', 'Zhang@123');
    const codes = (await zs.get('/sfbn-system/menu/buttons')).data[0].children.map((c: any) => c.code);
    expect(codes).not.toContain('param_add');
    expect(codes.some((c: string) => /_audit$/.test(c))).toBe(false);
    const admin = await session(base);
    expect((await admin.get('/sfbn-system/menu/buttons')).data[0].children.map((c: any) => c.code)).toEqual(
      expect.arrayContaining(['param_add', 'contract_project_audit']),
    );
  });
});
