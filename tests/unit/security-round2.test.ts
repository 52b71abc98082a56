/**
 * Issue 24 ("Security, second round") against the mock gateway's router: one block per finding,
 * each asserting what another user or an attacker gets back (status and message) and that nothing
 * private leaked or changed.
 */
import { describe, expect, it } from 'vitest';
import { BASIC, encrypt, session, useMock } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const user01 = mock.as('user01');
const user02 = mock.as('user02');
const zhangsan = mock.as('zhangsan');

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe("finding 1: a project's files, compile results and exports are its owner's", () => {
  const SOURCE = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;\ncontract Secret { uint256 public x = 42; }\n';

  async function user01Project() {
    const project = await user01.call('POST', '/sfbn-alliance/chainContractProject/save', { contractProjectName: `私有项目${Date.now()}` });
    expect(project.status).toBe(200);
    const file = await user01.call('POST', '/sfbn-alliance/chainContract/saveOrUpdate', {
      contractName: 'Secret',
      contractSource: b64(SOURCE),
      relationId: project.body.data.id,
      relationType: 1,
    });
    expect(file.body.msg).toBe('保存成功');
    return { pid: project.body.data.id as string, fid: file.body.data.id as string };
  }

  it('answers user02 and zhangsan 400 项目不存在 for the file list, as the detail does; the owner and the administrator read it', async () => {
    const { pid } = await user01Project();
    for (const other of [user02, zhangsan]) {
      const detail = await other.call('GET', '/sfbn-alliance/chainContractProject/detail', { id: pid });
      expect([detail.status, detail.body.msg]).toEqual([400, '项目不存在']);
      const list = await other.call('GET', '/sfbn-alliance/chainContract/list', { relationId: pid, relationType: '1' });
      expect([list.status, list.body.msg]).toEqual([400, '项目不存在']);
      expect(list.text).not.toContain(b64(SOURCE));
    }
    // The status summary needs a verified identity (zhangsan is refused that way first).
    const scan = await user02.call('GET', '/sfbn-alliance/chainContractProject/scan', { id: pid });
    expect([scan.status, scan.body.msg]).toEqual([400, '项目不存在']);
    for (const reader of [user01, admin]) {
      const list = await reader.call('GET', '/sfbn-alliance/chainContract/list', { relationId: pid, relationType: '1' });
      expect(list.status).toBe(200);
      expect(list.body.data.map((f: any) => [f.contractName, f.contractSource])).toEqual([['Secret', b64(SOURCE)]]);
    }
  });

  it("refuses another user's compile, call, events, save, delete and export as if the file did not exist", async () => {
    const { pid, fid } = await user01Project();
    const refused = (r: { status: number; body: any }) => [r.status, r.body.msg];
    expect(refused(await user02.call('POST', '/sfbn-alliance/chainContract/compile', { id: fid }))).toEqual([400, '合约文件不存在']);
    expect(refused(await user02.call('POST', '/sfbn-alliance/chainContract/call', { contractId: fid, funcName: 'x' }))).toEqual([400, '合约文件不存在']);
    expect(refused(await user02.call('POST', '/sfbn-alliance/chainContract/eventLook', { contractId: fid }))).toEqual([400, '合约文件不存在']);
    expect(refused(await user02.call('POST', '/sfbn-alliance/chainContract/saveOrUpdate', { id: fid, contractSource: b64('contract X {}') }))).toEqual([
      400,
      '合约文件不存在',
    ]);
    expect(refused(await user02.call('GET', '/sfbn-alliance/chainContract/delete', { id: fid }))).toEqual([400, '合约文件不存在']);
    expect(
      refused(await user02.call('POST', '/sfbn-alliance/chainContractProject/exportProject', { contractProjectId: pid, artifactName: 'demo', group: 'org' })),
    ).toEqual([400, '项目不存在']);
    // Nothing changed: the owner still reads the file as it was, not compiled.
    const list = await user01.call('GET', '/sfbn-alliance/chainContract/list', { relationId: pid, relationType: '1' });
    expect(list.body.data.map((f: any) => [f.contractSource, f.contractStatus])).toEqual([[b64(SOURCE), 1]]);
  });

  it("shows another user's deployed contract in the chain browser without its source or project", async () => {
    const { pid, fid } = await user01Project();
    expect((await user01.call('POST', '/sfbn-alliance/chainContract/compile', { id: fid, contractName: 'Secret' })).body.msg).toBe('编译成功');
    expect((await user01.call('GET', '/sfbn-alliance/chainContractProject/publish', { id: pid })).body.msg).toBe('发布成功');
    expect((await admin.call('GET', '/sfbn-alliance/chainContractProject/audit', { id: pid, auditStatus: 2 })).status).toBe(200);
    const deployed = await user01.call('POST', '/sfbn-alliance/chainContract/deploy', { contractId: fid, networkType: 1 });
    expect(deployed.body.msg).toBe('部署成功');
    const address = deployed.body.data.contractAddress;
    const asOther = (await user02.get('/sfbn-alliance/browser/contractLatestInfo', { networkType: 1, address })).data;
    expect([asOther.contractName, asOther.source, asOther.projectId, asOther.projectName, asOther.fileId]).toEqual(['Secret', null, null, null, null]);
    const asOwner = (await user01.get('/sfbn-alliance/browser/contractLatestInfo', { networkType: 1, address })).data;
    expect([asOwner.source, asOwner.projectId]).toEqual([SOURCE, pid]);
  }, 120_000);

  it("answers templates and tools by their publication: an unpublished one's files are its owner's", async () => {
    const draft = await admin.call('POST', '/sfbn-alliance/chainContractProjectTemplate/save', { templateName: `草稿模板${Date.now()}` });
    await admin.call('POST', '/sfbn-alliance/chainContract/saveOrUpdate', {
      contractName: 'Draft',
      contractSource: b64('contract Draft {}'),
      relationId: draft.body.data.id,
      relationType: 2,
    });
    const hidden = await user02.call('GET', '/sfbn-alliance/chainContract/list', { relationId: draft.body.data.id, relationType: '2' });
    expect([hidden.status, hidden.body.msg]).toEqual([400, '模板不存在']);
    // The seeded 积分代币模板 is published: every user may read it and start a project from it.
    const published = await user02.call('GET', '/sfbn-alliance/chainContract/list', { relationId: '1500000000000000201', relationType: '2' });
    expect(published.body.data.map((f: any) => f.contractName)).toEqual(['Ownable', 'MathLib', 'Token']);
    const tool = await zhangsan.call('GET', '/sfbn-alliance/chainContract/list', { relationId: '1500000000000000301', relationType: '3' });
    expect(tool.body.data.map((f: any) => f.contractName)).toEqual(['Hello']);
  });
});

describe('finding 2: messages, read flags and removals are per user', () => {
  const KINDS = [
    {
      id: 'notice-1',
      list: '/sfbn-system/messageNotice/listByPage',
      remove: '/sfbn-system/messageNotice/remove',
      count: '/sfbn-system/messageNotice/notReadNum',
    },
    { id: 'pending-1', list: '/sfbn-system/messagePending/page', remove: '/sfbn-system/messagePending/remove', count: '/sfbn-system/messagePending/getCount' },
    {
      id: 'alarm-1',
      list: '/sfbn-system/messageAlarm/listByPage',
      remove: '/sfbn-system/messageAlarm/remove',
      count: '/sfbn-system/messageAlarm/notHandleCount',
    },
  ];
  const ids = async (s: typeof admin, path: string) => (await s.get(path, { current: 1, size: 200 })).data.records.map((r: any) => r.id);

  it.each(KINDS)("zhangsan's removal of $id takes it from his list and his unread count only", async (k) => {
    const adminCount = (await admin.get(k.count)).data;
    const hisCount = (await zhangsan.get(k.count)).data;
    expect(await ids(admin, k.list)).toContain(k.id);

    const removed = await zhangsan.call('POST', k.remove, { ids: k.id });
    expect([removed.status, removed.body.msg]).toEqual([200, '删除成功']);
    expect(await ids(zhangsan, k.list)).not.toContain(k.id);
    expect((await zhangsan.get(k.count)).data).toBe(hisCount - 1);

    expect(await ids(admin, k.list)).toContain(k.id);
    expect((await admin.get(k.count)).data).toBe(adminCount);
    expect(await ids(user01, k.list)).toContain(k.id);

    // Gone for him: removing it again is a removal of nothing, refused.
    const again = await zhangsan.call('POST', k.remove, { ids: k.id });
    expect([again.status, again.body.msg]).toEqual([400, '数据不存在']);
  });

  it('refuses a removal naming an id that is no message at all, and removes nothing', async () => {
    const r = await user02.call('POST', '/sfbn-system/messageNotice/remove', { ids: 'notice-2,notice-999' });
    expect([r.status, r.body.msg]).toEqual([400, '数据不存在']);
    expect(await ids(user02, '/sfbn-system/messageNotice/listByPage')).toContain('notice-2');
  });
});

describe("finding 3: the profile form changes neither the phone nor an e-mail that is someone else's", () => {
  it('refuses a new phone number without the binding flow and keeps the old one; the unchanged one saves', async () => {
    const before = (await user02.get('/blade-user/info')).data;
    const r = await user02.call('POST', '/blade-user/update-info', { name: before.name, phone: '13800000001' });
    expect([r.status, r.body.msg]).toEqual([400, '手机号码须通过绑定手机验证后更换']);
    expect((await user02.get('/blade-user/info')).data.phone).toBe(before.phone);
    const same = await user02.call('POST', '/blade-user/update-info', { name: before.name, phone: before.phone, email: before.email });
    expect([same.status, same.body.msg]).toEqual([200, '修改成功']);
  });

  it("refuses another account's e-mail address", async () => {
    const r = await user02.call('POST', '/blade-user/update-info', { email: 'ADMIN@bbn.example.cn' });
    expect([r.status, r.body.msg]).toEqual([400, '该邮箱已被其他账号使用']);
  });
});

describe("finding 7: experts' phones and e-mail addresses", () => {
  it('refuses the list to a status-1 user with the status gate message', async () => {
    const r = await zhangsan.call('GET', '/sfbn-alliance/expert/listByPage', { current: 1, size: 50 });
    expect([r.status, r.body.msg]).toEqual([403, '该账号暂未实名认证，请先实名认证']);
    expect(r.text).not.toMatch(/1371234\d{4}|@alliance\.example\.cn/);
  });

  it('shows a verified user masked contacts, the administrator whole ones', async () => {
    const mine = (await user02.get('/sfbn-alliance/expert/listByPage', { current: 1, size: 50, expertName: '刘振华' })).data.records[0];
    expect([mine.phone, mine.email]).toEqual(['137****1000', 'ex***@alliance.example.cn']);
    const detail = (await user02.get('/sfbn-alliance/expert/detail', { id: mine.id })).data;
    expect([detail.phone, detail.email]).toEqual(['137****1000', 'ex***@alliance.example.cn']);
    const whole = (await admin.get('/sfbn-alliance/expert/detail', { id: mine.id })).data;
    expect([whole.phone, whole.email]).toEqual(['13712341000', 'expert1@alliance.example.cn']);
  });
});

describe('finding 5: rich text is not capped at 500 characters of markup', () => {
  const html = `<p><strong>链网维护通知</strong></p>${'<p>本周六 <b>02:00</b> 至 <i>04:00</i> 维护。</p>'.repeat(14)}`;

  it.each([
    ['notice', '/sfbn-system/notice', { title: '富文本通知', category: 1 }],
    ['document', '/sfbn-system/document', { title: '富文本文档', category: '操作手册' }],
  ])('saves a %s of ordinary HTML longer than 500 characters as written', async (_kind, base, rest) => {
    expect(html.length).toBeGreaterThan(500);
    const r = await admin.call('POST', `${base}/submit`, { ...rest, content: html });
    expect([r.status, r.body.msg]).toEqual([200, '操作成功']);
    expect((await admin.get(`${base}/detail`, { id: r.body.data.id })).data.content).toBe(html);
  });

  it('still refuses a size no notice reaches', async () => {
    const r = await admin.call('POST', '/sfbn-system/notice/submit', { title: '超长', category: 1, content: `<p>${'x'.repeat(100_001)}</p>` });
    expect([r.status, r.body.msg]).toEqual([400, '通知内容长度不能超过100000个字符']);
  });
});

describe('finding 9: a document attachment is an http(s) or uploaded-file link', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '/api/sfbn-resource/attach/file/x/a.pdf,javascript:alert(1)'])(
    'refuses %s',
    async (attachment) => {
      const r = await admin.call('POST', '/sfbn-system/document/submit', { title: '附件', content: '<p>x</p>', attachment });
      expect([r.status, r.body.msg]).toEqual([400, '附件地址须为http(s)链接或上传的文件']);
    },
  );
  it('keeps uploaded files and http(s) links', async () => {
    const attachment = '/api/sfbn-resource/attach/file/0a1b/%E6%89%8B%E5%86%8C.pdf,https://docs.example.cn/guide.pdf';
    const r = await admin.call('POST', '/sfbn-system/document/submit', { title: '附件', content: '<p>x</p>', attachment });
    expect(r.body.data.attachment).toBe(attachment);
  });
});

describe('finding 10: the own password change', () => {
  const change = (s: typeof admin, oldPassword: string, newPassword: string) =>
    s.call('POST', '/sfbn-identity/identityAudit/updatePassword', {
      oldPassword: encrypt(oldPassword),
      newPassword: encrypt(newPassword),
      newPassword1: encrypt(newPassword),
    });

  it("ends the user's other sessions and refresh tokens, keeps this one", async () => {
    const here = await session(mock.base, 'user09', 'Init@123');
    const there = await session(mock.base, 'user09', 'Init@123');
    expect((await there.call('GET', '/blade-user/info')).status).toBe(200);
    const r = await change(here, 'Init@123', 'Changed123');
    expect([r.status, r.body.msg]).toEqual([200, '修改成功']);
    expect((await there.call('GET', '/blade-user/info')).status).toBe(401);
    const refreshed = await fetch(`${mock.base}/api/sfbn-auth/oauth/token`, {
      method: 'POST',
      headers: { Authorization: BASIC },
      body: new URLSearchParams({ grant_type: 'refresh_token', scope: 'all', refresh_token: there.token.refresh_token, tenantId: '000000' }),
    });
    expect(refreshed.status).toBe(401);
    expect((await here.call('GET', '/blade-user/info')).status).toBe(200);
  });

  it('counts wrong old passwords as at login: the fifth locks, and the right one is then refused', async () => {
    const me = await session(mock.base, 'user08', 'Init@123');
    for (let i = 0; i < 4; i += 1) expect((await change(me, `Wrong${i}9999`, 'Changed123')).body.msg).toBe('原密码不正确');
    const fifth = await change(me, 'Wrong59999', 'Changed123');
    expect([fifth.status, fifth.body.msg]).toEqual([400, '密码错误次数过多，账号已锁定，请 30 分钟后再试']);
    const right = await change(me, 'Init@123', 'Changed123');
    expect([right.status, right.body.msg]).toEqual([400, '密码错误次数过多，账号已锁定，请 30 分钟后再试']);
  });
});

describe('finding 11: every write validates types, lengths and real dates', () => {
  const leave = { leaveType: 1, startTime: '2026-03-02 09:00:00', endTime: '2026-03-03 18:00:00', reason: '回家探亲' };
  it.each([
    [{ reason: { $gt: '' } }, '请假理由格式不正确'],
    [{ reason: 'x'.repeat(200_000) }, '请假理由长度不能超过100个字符'],
    [{ startTime: { day: 1 } }, '开始时间须为 YYYY-MM-DD HH:mm:ss 格式的有效时间'],
    [{ startTime: '2026-02-30 09:00:00' }, '开始时间须为 YYYY-MM-DD HH:mm:ss 格式的有效时间'],
    [{ endTime: '2026-03-03 25:00:00' }, '结束时间须为 YYYY-MM-DD HH:mm:ss 格式的有效时间'],
    [{ leaveType: 9 }, '请假类型取值不正确'],
    [{ taskUser: ['1123598821738675201'] }, '审批人不存在'],
  ])('refuses a leave application: $1', async (change, msg) => {
    const before = (await admin.get('/blade-desk/process/leave/list', { current: 1, size: 1 })).data.total;
    const r = await admin.call('POST', '/blade-desk/process/leave/start-process', { ...leave, ...change });
    expect([r.status, r.body.msg]).toEqual([400, msg]);
    expect((await admin.get('/blade-desk/process/leave/list', { current: 1, size: 1 })).data.total).toBe(before);
  });

  it('still starts a well-formed leave application', async () => {
    const r = await admin.call('POST', '/blade-desk/process/leave/start-process', leave);
    expect([r.status, r.body.msg]).toEqual([200, '操作成功']);
  });

  it.each([
    ['/sfbn-alliance/chainContractProject/save', { contractProjectName: 'p'.repeat(200_000) }, '项目名称长度不能超过50个字符'],
    ['/sfbn-alliance/chainContractProject/save', { contractProjectName: '项目', contractProjectDesc: 'd'.repeat(101) }, '项目描述长度不能超过100个字符'],
    ['/sfbn-alliance/chainContractProject/save', { contractProjectName: { a: 1 } }, '项目名称格式不正确'],
    ['/sfbn-alliance/chainContractProjectTemplate/save', { templateName: 't'.repeat(51) }, '模板名称长度不能超过50个字符'],
    ['/sfbn-alliance/chainContractProjectTemplate/save', { templateName: '模板', templateDesc: 'd'.repeat(200_000) }, '模板描述长度不能超过100个字符'],
    ['/sfbn-alliance/chaincontracttool/save', { toolName: 'x'.repeat(200_000) }, '工具名称长度不能超过50个字符'],
    ['/sfbn-alliance/chaincontracttool/save', { toolName: '工具', toolDesc: ['a'] }, '工具描述格式不正确'],
  ])('refuses an IDE name or description out of bounds: %s -> $2', async (path, body, msg) => {
    const r = await admin.call('POST', path, body);
    expect([r.status, r.body.msg]).toEqual([400, msg]);
  });

  it('refuses a device identifier made on 2026-02-30, takes 2024-02-29', async () => {
    const device = '1800000000000000002';
    const bad = await admin.call('POST', '/sfbn-id/backBone/id/saveIdInfo', {
      idName: '二月三十日设备',
      templateId: device,
      attrValues: 'model=M1\nserialNo=S1\nmadeOn=2026-02-30',
    });
    expect([bad.status, bad.body.msg]).toEqual([400, '生产日期须为 YYYY-MM-DD 格式的日期']);
    const good = await admin.call('POST', '/sfbn-id/backBone/id/saveIdInfo', {
      idName: '闰日设备',
      templateId: device,
      attrValues: 'model=M1\nserialNo=S1\nmadeOn=2024-02-29',
    });
    expect(good.status).toBe(200);
  });
});

describe('finding 12: a captured encrypted login pair works once', () => {
  async function tokenWith(username: string, password: string) {
    const c = await (await fetch(`${mock.base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).json();
    const { code } = await (await fetch(`${mock.base}/api/__dev/captcha/${c.key}`)).json();
    const body = new URLSearchParams({ tenantId: '000000', username, password, grant_type: 'password', scope: 'all' });
    const r = await fetch(`${mock.base}/api/sfbn-auth/oauth/token`, {
      method: 'POST',
      body,
      headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Captcha-Key': c.key, 'Captcha-Code': code },
    });
    return { status: r.status, body: await r.json() };
  }

  it('refuses the same sm2 pair sent again with a fresh captcha; a fresh encryption logs in', async () => {
    const [u, p] = [encrypt('user10'), encrypt('Init@123')];
    const first = await tokenWith(u, p);
    expect(first.body.access_token).toMatch(/^at\./);
    const replay = await tokenWith(u, p);
    expect([replay.status, replay.body.error_description, replay.body.access_token]).toEqual([400, '登录信息已失效，请重新登录', undefined]);
    // Also a pair that failed (a wrong password) is spent.
    const wrong = [encrypt('user10'), encrypt('Wrong1234')] as const;
    expect((await tokenWith(...wrong)).body.error_description).toBe('用户名或密码不正确');
    expect((await tokenWith(...wrong)).body.error_description).toBe('登录信息已失效，请重新登录');
    expect((await tokenWith(encrypt('user10'), encrypt('Init@123'))).body.access_token).toMatch(/^at\./);
  });
});

describe('finding 4: the captcha and the lockout', () => {
  const PNG_MAGIC = '89504e470d0a1a0a';

  it('draws the captcha as a PNG of pixels, no SVG outline to match; the development endpoint still reads it', async () => {
    const c = await (await fetch(`${mock.base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).json();
    expect(c.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(c.image.split(',')[1], 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    // IHDR width, height: three times the 100 x 40 it is shown at, sharp on a dense screen.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([300, 120]);
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|<text/);
    const { code } = await (await fetch(`${mock.base}/api/__dev/captcha/${c.key}`)).json();
    expect(code).toMatch(/^[A-Za-z0-9]{4}$/);
    if (process.env.CAPTCHA_SAMPLE) (await import('node:fs')).writeFileSync(process.env.CAPTCHA_SAMPLE, png);
  });
});

describe('finding 4: failures counted per account and per address; a reset or an administrator unlocks', () => {
  const LOCKED = '密码错误次数过多，账号已锁定，请 30 分钟后再试';
  const ADDRESS_LOCKED = '登录失败次数过多，当前地址已被限制登录，请 30 分钟后再试';

  /** A password login as the console sends it, from `address` as a proxy on this machine reports it (X-Forwarded-For). */
  async function loginFrom(address: string, username: string, password: string) {
    const c = await (await fetch(`${mock.base}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).json();
    const { code } = await (await fetch(`${mock.base}/api/__dev/captcha/${c.key}`)).json();
    const body = new URLSearchParams({ tenantId: '000000', username: encrypt(username), password: encrypt(password), grant_type: 'password', scope: 'all' });
    const r = await fetch(`${mock.base}/api/sfbn-auth/oauth/token`, {
      method: 'POST',
      body,
      headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Captcha-Key': c.key, 'Captcha-Code': code, 'X-Forwarded-For': address },
    });
    const json = await r.json();
    return { status: r.status, token: json.access_token as string | undefined, msg: json.error_description as string | undefined };
  }

  it('locks an address after 5 wrong logins on any accounts, for every account; other addresses are not affected; an unlock lifts it', async () => {
    const before = process.env.MOCK_IP_FAILURES;
    process.env.MOCK_IP_FAILURES = '5';
    try {
      const answers = [];
      for (const account of ['user03', 'user04', 'user05', 'nobody', 'user07']) answers.push((await loginFrom('203.0.113.7', account, 'Guess1234')).msg);
      expect(answers).toEqual(['用户名或密码不正确', '用户名或密码不正确', '用户名或密码不正确', '用户名或密码不正确', ADDRESS_LOCKED]);
      expect(await loginFrom('203.0.113.7', 'user11', 'Init@123')).toMatchObject({ status: 400, msg: ADDRESS_LOCKED, token: undefined });
      expect((await loginFrom('198.51.100.20', 'user11', 'Init@123')).token).toMatch(/^at\./);
      // An administrator unlocking one of the accounts tried lifts that address's block too.
      const id = (await admin.get('/blade-user/page', { current: 1, size: 50, account: 'user05' })).data.records.find((r: any) => r.account === 'user05').id;
      expect((await admin.call('POST', '/blade-user/unlock', { userIds: id })).body.msg).toBe('解锁成功');
      expect((await loginFrom('203.0.113.7', 'user11', 'Init@123')).token).toMatch(/^at\./);
    } finally {
      process.env.MOCK_IP_FAILURES = before;
    }
  });

  it('locks an account after 5 wrong passwords from anywhere; the administrator sees it and unlocks it', async () => {
    for (let i = 1; i <= 4; i += 1) expect((await loginFrom(`192.0.2.${i}`, 'user13', 'Guess1234')).msg).toBe('用户名或密码不正确');
    expect((await loginFrom('192.0.2.5', 'user13', 'Guess1234')).msg).toBe(LOCKED);
    expect((await loginFrom('192.0.2.6', 'user13', 'Init@123')).msg).toBe(LOCKED);

    const row = (await admin.get('/blade-user/page', { current: 1, size: 50, account: 'user13' })).data.records.find((r: any) => r.account === 'user13');
    expect(row.locked).toBe(1);
    const refused = await user02.call('POST', '/blade-user/unlock', { userIds: row.id });
    expect([refused.status, refused.body.msg]).toEqual([403, '无权访问该接口']);
    const unlocked = await admin.call('POST', '/blade-user/unlock', { userIds: row.id });
    expect([unlocked.status, unlocked.body.msg]).toEqual([200, '解锁成功']);
    expect((await admin.get('/blade-user/detail', { id: row.id })).data.locked).toBe(0);
    expect((await loginFrom('192.0.2.7', 'user13', 'Init@123')).token).toMatch(/^at\./);
  });

  it("lifts the lock with an administrator's password reset", async () => {
    for (let i = 1; i <= 5; i += 1) await loginFrom(`192.0.2.${20 + i}`, 'user14', 'Guess1234');
    expect((await loginFrom('192.0.2.30', 'user14', 'Init@123')).msg).toBe(LOCKED);
    const id = (await admin.get('/blade-user/page', { current: 1, size: 50, account: 'user14' })).data.records.find((r: any) => r.account === 'user14').id;
    expect((await admin.call('POST', '/blade-user/reset-password', { userIds: id })).body.msg).toBe('操作成功');
    expect((await loginFrom('192.0.2.31', 'user14', 'Init@123')).token).toMatch(/^at\./);
  });
});
