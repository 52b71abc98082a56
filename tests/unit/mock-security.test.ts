/**
 * API security spec of the mock gateway, findings 1, 2, 11 and 12 of the security issue: one case
 * per finding, each asserting the refusal and that nothing was stored. Runs against the same
 * router `npm start` and `npm run serve` mount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, startMock } from './mockServer';

let base = '';
let close = () => {};
type Session = Awaited<ReturnType<typeof session>>;
let admin: Session;
let zhang: Session;

beforeAll(async () => {
  ({ base, close } = await startMock());
  admin = await session(base);
  zhang = await session(base, 'zhangsan', 'Zhang@123');
}, 60_000);
afterAll(() => close());

const ADMIN_ID = '1123598821738675201';
const ZHANG_ID = '1123598821738675202';
const total = async (path: string, q: Record<string, any> = {}) => (await admin.call('GET', path, { size: 1, ...q })).body.data.total as number;

describe('finding 1: roles are enforced by the gateway', () => {
  const reads = [
    '/blade-user/page',
    '/sfbn-system/client/list',
    '/sfbn-resource/oss/list',
    '/sfbn-resource/sms/list',
    '/sfbn-log/api/list',
    '/sfbn-log/login/list',
    '/sfbn-system/system/security/detail',
    '/sfbn-system/role/list',
    '/sfbn-resource/attach/list',
    '/sfbn-system/param/list',
  ];
  for (const path of reads) {
    it(`refuses GET ${path} to an ordinary user and sends no data`, async () => {
      const r = await zhang.call('GET', path);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ success: false, data: null, msg: '无权访问该接口' });
    });
  }

  it('never sends client secrets or storage keys to an ordinary user', async () => {
    const secrets = (await admin.call('GET', '/sfbn-system/client/list', { size: 50 })).body.data.records.map((c: any) => c.clientSecret);
    expect(secrets.length).toBeGreaterThan(0);
    for (const path of ['/sfbn-system/client/list', '/sfbn-system/client/detail', '/sfbn-resource/oss/list', '/sfbn-resource/sms/list']) {
      const r = await zhang.call('GET', path, { id: '1' });
      for (const s of secrets) expect(r.text).not.toContain(s);
    }
  });

  it('refuses administration writes and stores nothing', async () => {
    const before = { params: await total('/sfbn-system/param/list'), dicts: await total('/sfbn-system/dict-biz/list'), users: await total('/blade-user/page') };
    const security = (await admin.call('GET', '/sfbn-system/system/security/detail')).body.data;
    const writes: [string, unknown][] = [
      ['/sfbn-system/role/grant', { roleIds: '1123598816738675202', menuIds: '1' }],
      ['/blade-user/grant', { userIds: ZHANG_ID, roleIds: '1123598816738675201' }],
      ['/sfbn-system/dict-biz/submit', { code: 'x', dictValue: 'x', sort: 1 }],
      ['/sfbn-system/param/submit', { paramName: 'x', paramKey: 'x.y', paramValue: '1' }],
      ['/sfbn-system/param/remove', { ids: '1500000000000000001' }],
      ['/sfbn-system/system/security/update', { passwordLockNum: 20 }],
      ['/sfbn-system/addBlacklist', { userIds: ADMIN_ID }],
      ['/sfbn-system/delUser', { ids: ADMIN_ID }],
      ['/sfbn-system/init-password', { userIds: ADMIN_ID }],
    ];
    for (const [path, body] of writes) {
      const r = await zhang.call('POST', path, body);
      expect(r.status, path).toBe(403);
    }
    expect({
      params: await total('/sfbn-system/param/list'),
      dicts: await total('/sfbn-system/dict-biz/list'),
      users: await total('/blade-user/page'),
    }).toEqual(before);
    expect((await admin.call('GET', '/sfbn-system/system/security/detail')).body.data).toEqual(security);
    const adminRow = (await admin.call('GET', '/blade-user/detail', { id: ADMIN_ID })).body.data;
    expect(adminRow.isDeleted).toBe(0);
    // The administrator's password was not reset: he still logs in with it.
    expect((await session(base)).token.access_token).toBeTruthy();
    expect((await admin.call('GET', '/blade-user/detail', { id: ZHANG_ID })).body.data.roleName).toBe('user');
  });
});

describe('finding 2: no self-escalation', () => {
  it('refuses zhangsan making himself administrator or authenticated', async () => {
    expect((await zhang.call('POST', '/blade-user/submit', { id: ZHANG_ID, roleName: 'administrator', roleId: '1123598816738675201' })).status).toBe(403);
    expect((await zhang.call('POST', '/blade-user/update', { id: ZHANG_ID, status: 2 })).status).toBe(403);
    const info = await zhang.call('POST', '/blade-user/update-info', {
      name: '张三丰',
      roleName: 'administrator',
      roleId: '1123598816738675201',
      status: 2,
      tenantId: '999999',
    });
    expect(info.body.data).toMatchObject({ name: '张三丰', roleName: 'user', status: 1, tenantId: '000000' });
    const again = await session(base, 'zhangsan', 'Zhang@123');
    expect(again.token.role_name).toBe('user');
    expect((await zhang.call('GET', '/sfbn-system/account/getUserStatus')).body.data.status).toBe(1);
  });

  it('refuses even an administrator changing his own role, status or blacklisting himself', async () => {
    const r = await admin.call('POST', '/blade-user/submit', { id: ADMIN_ID, roleId: '1123598816738675202' });
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('不能修改自己的角色、状态或租户');
    expect((await admin.call('POST', '/sfbn-system/addBlacklist', { userIds: ADMIN_ID })).status).toBe(403);
    expect((await admin.call('POST', '/blade-user/grant', { userIds: ADMIN_ID, roleIds: '1123598816738675202' })).status).toBe(403);
    expect((await admin.call('GET', '/blade-user/detail', { id: ADMIN_ID })).body.data).toMatchObject({ roleName: 'administrator', isDeleted: 0 });
    // Editing his own name is fine.
    expect((await admin.call('POST', '/blade-user/submit', { id: ADMIN_ID, name: '管理员' })).body.code).toBe(200);
  });
});

describe('finding 11: bad input does not reach the store', () => {
  it('refuses text in number columns, values outside enums and ranges; a refused setting is not stored', async () => {
    const dicts = await total('/sfbn-system/dict-biz/list');
    expect((await admin.call('POST', '/sfbn-system/dict-biz/submit', { code: 'c1', dictValue: 'v', sort: 'not-a-number' })).body.msg).toBe(
      '字典排序必须为数字',
    );
    expect((await admin.call('POST', '/sfbn-system/dict-biz/submit', { code: 'c1', dictValue: 'v', sort: 1, isSealed: 'maybe' })).body.msg).toBe(
      '封存必须为数字',
    );
    expect((await admin.call('POST', '/sfbn-system/dict-biz/submit', { code: 'c1', dictValue: 'v', sort: 1, isSealed: 2 })).body.msg).toBe('封存取值不正确');
    expect(await total('/sfbn-system/dict-biz/list')).toBe(dicts);
    const security = (await admin.call('GET', '/sfbn-system/system/security/detail')).body.data;
    expect((await admin.call('POST', '/sfbn-system/system/security/update', { passwordLockNum: 'abc' })).body.msg).toBe('登录失败锁定次数必须为数字');
    expect((await admin.call('POST', '/sfbn-system/system/security/update', { passwordLockNum: 3, passwordLength: 3 })).body.msg).toBe('密码长度须在6到32之间');
    expect((await admin.call('GET', '/sfbn-system/system/security/detail')).body.data).toEqual(security);
  });

  it('refuses objects in text fields, a 1 MB value and a whitespace-only name', async () => {
    const params = await total('/sfbn-system/param/list');
    const cases: [Record<string, any>, string][] = [
      [{ paramName: { a: 1 }, paramKey: 'k.obj', paramValue: '1' }, '参数名称格式不正确'],
      [{ paramName: [{ a: 1 }], paramKey: 'k.arr', paramValue: '1' }, '参数名称格式不正确'],
      [{ paramName: 'big', paramKey: 'k.big', paramValue: 'x'.repeat(1024 * 1024) }, '参数键值长度不能超过200个字符'],
      [{ paramName: '   ', paramKey: 'k.blank', paramValue: '1' }, '请输入参数名称'],
    ];
    for (const [body, msg] of cases) {
      const r = await admin.call('POST', '/sfbn-system/param/submit', body);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    expect(await total('/sfbn-system/param/list')).toBe(params);
  });

  it('refuses a user whose account or nickname is longer than the user form allows (32)', async () => {
    const users = { account: 'long1', name: '宽', realName: '宽名字', userType: 1, phone: '13900000097', email: 'long@bbn.example.cn' };
    for (const [body, msg] of [
      [{ ...users, name: 'N'.repeat(33) }, '用户昵称长度不能超过32个字符'],
      [{ ...users, account: 'a'.repeat(33) }, '登录账号长度不能超过32个字符'],
    ] as const) {
      const r = await admin.call('POST', '/blade-user/submit', body);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    expect((await admin.call('POST', '/blade-user/submit', { ...users, name: 'N'.repeat(32) })).body.code).toBe(200);
  });

  it('drops __proto__ and unknown keys', async () => {
    const r = await admin.call(
      'POST',
      '/sfbn-system/param/submit',
      '{"paramName":"proto","paramKey":"k.proto","paramValue":"1","__proto__":{"isAdmin":true},"injected":"x"}',
    );
    const row = (await admin.call('GET', '/sfbn-system/param/detail', { id: r.body.data.id })).body.data;
    expect(row.injected).toBeUndefined();
    expect(row.isAdmin).toBeUndefined();
    expect(({} as any).isAdmin).toBeUndefined();
  });

  it('caps the page size at 200', async () => {
    const r = await admin.call('GET', '/sfbn-log/api/list', { size: 100000 });
    expect(r.body.data.size).toBe(200);
    expect(r.body.data.records.length).toBeLessThanOrEqual(200);
  });

  it('answers 404 for an edit of a removed row (not brought back) and 400 for removing unknown ids', async () => {
    const made = (await admin.call('POST', '/sfbn-system/param/submit', { paramName: 'temp', paramKey: 'k.temp', paramValue: '1' })).body.data;
    expect((await admin.call('POST', '/sfbn-system/param/remove', { ids: made.id })).body.msg).toBe('删除成功');
    const count = await total('/sfbn-system/param/list');
    const edit = await admin.call('POST', '/sfbn-system/param/submit', { ...made, paramName: 'again' });
    expect(edit.status).toBe(404);
    expect(await total('/sfbn-system/param/list')).toBe(count);
    const unknown = await admin.call('POST', '/sfbn-system/param/remove', { ids: 'no-such-id' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('数据不存在');
    // Hand-written removals too: a notice that does not exist is not "删除成功".
    const notices = (await admin.call('GET', '/sfbn-system/messageNotice/listByPage', { size: 1 })).body.data.total;
    expect((await admin.call('POST', '/sfbn-system/messageNotice/remove', { ids: 'notice-1,notice-999' })).body.msg).toBe('数据不存在');
    expect((await admin.call('GET', '/sfbn-system/messageNotice/listByPage', { size: 1 })).body.data.total).toBe(notices);
  });

  it('refuses a misspelt filter instead of answering every row', async () => {
    const r = await admin.call('GET', '/sfbn-system/param/list', { paramname: '注册' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('不支持的查询条件: paramname');
    const messages = await zhang.call('GET', '/sfbn-system/messageNotice/listByPage', { titel: '升级' });
    expect(messages.status).toBe(400);
    expect(messages.body.msg).toBe('不支持的查询条件: titel');
    expect(
      (await zhang.call('GET', '/sfbn-system/messageNotice/listByPage', { title: '升级' })).body.data.records.every((m: any) => m.title.includes('升级')),
    ).toBe(true);
  });
});

describe("finding 12: the real-name rule is the gateway's too", () => {
  it("refuses console writes to an unverified user with the menu's message, and stores nothing", async () => {
    const projects = await total('/sfbn-alliance/chainContractProject/page');
    const r = await zhang.call('POST', '/sfbn-alliance/chainContractProject/save', { projectName: 'zsproject', contractType: 1 });
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('该账号暂未实名认证，请先实名认证');
    expect(await total('/sfbn-alliance/chainContractProject/page')).toBe(projects);
  });

  it('still lets him read, apply for an identity and use his personal center', async () => {
    expect((await zhang.call('GET', '/sfbn-alliance/chainContractProject/page')).status).toBe(200);
    expect((await zhang.call('GET', '/sfbn-system/account/getPerson')).status).toBe(200);
    expect((await zhang.call('POST', '/sfbn-system/account/submitAvatar', { avatar: '' })).status).toBe(200);
    const apply = await zhang.call('POST', '/sfbn-identity/identityAudit/apply', { applyType: 1 });
    expect(apply.status).toBe(400); // refused for its content (no name), not for his status
    expect(apply.body.msg).toBe('姓名不能为空');
  });

  it('keeps audits with the audit button and records who audited', async () => {
    const r = await zhang.call('GET', '/sfbn-alliance/chainContractProject/audit', { id: '1', auditStatus: 2 });
    expect(r.status).toBe(403);
    const pending = (await admin.call('GET', '/sfbn-identity/identityKey/auditListByPage', { account: 'lisi' })).body.data.records[0];
    const passed = await admin.call('POST', '/sfbn-identity/identityAudit/auditUser', { id: pending.id, auditStatus: 1, auditReason: '资料齐全' });
    expect(passed.body.data.history.at(-1)).toMatchObject({ action: 'pass', user: '王建国', reason: '资料齐全', status: 2 });
  });
});
