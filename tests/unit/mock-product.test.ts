/**
 * The product staff demo role (issue 22, account chanpin / Chanpin@123): sees the studio and every
 * screen the administrator sees, reads what they show, and the gateway refuses their writes on the
 * administrator's data screens.
 */
import { describe, expect, it } from 'vitest';
import { BASIC, useMock } from './mockServer';

const mock = useMock();
const chanpin = mock.as('chanpin');
const admin = mock.as('admin');

async function paths(s: typeof chanpin) {
  const tops = (await s.get('/sfbn-system/menu/top-menu')).data as { id: string }[];
  const out: string[] = [];
  const walk = (list: any[]) => list.forEach((m) => (m.path && out.push(m.path), walk(m.children ?? [])));
  for (const t of tops) walk((await s.get('/sfbn-system/menu/routes', { topMenuId: t.id })).data);
  return out;
}

describe('product staff', () => {
  it('signs in as chanpin with the product role', () => {
    expect(chanpin.token.role_name).toBe('product');
    expect(chanpin.token.account).toBe('chanpin');
  });

  it('sees the studio and every screen of the administrator, but not the bench fixture', async () => {
    const mine = await paths(chanpin);
    const adminPaths = await paths(admin);
    expect(mine).toContain('/tool/studio');
    expect(adminPaths).toContain('/tool/studio');
    expect(mine).toEqual(expect.arrayContaining(['/system/param', '/system/user']));
    // The schema playground is the studio's JSON view (issue 34): no entry of its own.
    expect(adminPaths).not.toContain('/tool/playground');
    expect(adminPaths.filter((p) => !mine.includes(p)).sort()).toEqual(['/system/bench-rows']);
  });

  it('reads the data screens (lists and details, also a list sent as POST) to preview them', async () => {
    const list = await chanpin.call('GET', '/sfbn-system/param/list', { current: '1', size: '10' });
    expect(list.status).toBe(200);
    expect(list.body.data.records.length).toBeGreaterThan(0);
    expect((await chanpin.call('POST', '/sfbn-system/pageList', { current: 1, size: 10 })).status).toBe(200);
  });

  it('is refused every write on them by the gateway: 403 无权访问该接口, nothing changed', async () => {
    const before = (await admin.call('GET', '/sfbn-system/param/list', { paramName: '工作室' })).body.data.total;
    const add = await chanpin.call('POST', '/sfbn-system/param/submit', { paramName: '工作室', paramKey: 'studio.k', paramValue: '1' });
    expect(add).toMatchObject({ status: 403, body: { msg: '无权访问该接口' } });
    const first = (await chanpin.call('GET', '/sfbn-system/param/list', {})).body.data.records[0];
    expect((await chanpin.call('POST', '/sfbn-system/param/remove', { ids: first.id })).status).toBe(403);
    expect((await chanpin.call('POST', '/blade-user/grant', { userIds: first.id, roleIds: '1' })).status).toBe(403);
    expect((await admin.call('GET', '/sfbn-system/param/list', { paramName: '工作室' })).body.data.total).toBe(before);
    // The administrator still may.
    expect((await admin.call('POST', '/sfbn-system/param/submit', { paramName: '工作室', paramKey: 'studio.k', paramValue: '1' })).status).toBe(200);
  });

  it("may try a change in a preview's sandbox: it answers there, and the live rows never see it", async () => {
    const headers = { Authorization: BASIC, Auth: `bearer ${chanpin.token.access_token}`, 'Content-Type': 'application/json', 'X-Mock-Sandbox': 'studio-test' };
    const r = await fetch(`${mock.base}/api/sfbn-system/param/submit`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ paramName: '沙箱参数', paramKey: 'sandbox.k', paramValue: '1' }),
    });
    expect(r.status).toBe(200);
    const inSandbox = await (await fetch(`${mock.base}/api/sfbn-system/param/list?paramName=${encodeURIComponent('沙箱参数')}`, { headers })).json();
    expect(inSandbox.data.total).toBe(1);
    expect((await admin.call('GET', '/sfbn-system/param/list', { paramName: '沙箱参数' })).body.data.total).toBe(0);
  });

  it('holds the button codes the screens check, so a screen shows as designed', async () => {
    const codes = (await chanpin.get('/sfbn-system/menu/buttons')).data[0].children.map((c: any) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['param_add', 'param_edit']));
  });
});
