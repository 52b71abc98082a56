/** A notice the administrator publishes reaches the message center (issue 13, spec 2.3, 7.2 Messages). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, startMock } from './mockServer';

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('notice -> message center', () => {
  it('a published notice is an unread message for every user, and an edit updates it', async () => {
    const admin = await session(mock.base);
    const user = await session(mock.base, 'lisi', 'Lisi@123');
    const unreadBefore = (await user.get('/sfbn-system/messageNotice/notReadNum')).data;

    const saved = await admin.post('/sfbn-system/notice/submit', { title: '链网维护窗口通知', category: 1, content: '<p>本周六 <b>02:00</b> 维护</p>' });
    expect(saved.code).toBe(200);

    const page = (await user.get('/sfbn-system/messageNotice/listByPage', { current: 1, size: 10 })).data;
    expect(page.records[0]).toMatchObject({ title: '链网维护窗口通知', content: '本周六 02:00 维护', isRead: 0 });
    expect((await user.get('/sfbn-system/messageNotice/notReadNum')).data).toBe(unreadBefore + 1);
    expect((await user.get('/sfbn-system/messagePending/getIsDisplay')).data).toBe(true);

    const notice = (await admin.get('/sfbn-system/notice/list', { title: '链网维护窗口通知' })).data.records[0];
    await admin.post('/sfbn-system/notice/submit', { ...notice, title: '链网维护窗口调整' });
    const after = (await user.get('/sfbn-system/messageNotice/listByPage', { current: 1, size: 10 })).data;
    expect(after.records.filter((r: any) => r.title.startsWith('链网维护窗口'))).toHaveLength(1);
    expect(after.records[0].title).toBe('链网维护窗口调整');
  });

  it('a refused notice (missing title) sends nothing', async () => {
    const admin = await session(mock.base);
    const before = (await admin.get('/sfbn-system/messageNotice/listByPage', { current: 1, size: 10 })).data.total;
    const r = await admin.post('/sfbn-system/notice/submit', { category: 1, content: 'x' });
    expect(r).toMatchObject({ code: 400, msg: '请输入通知标题' });
    expect((await admin.get('/sfbn-system/messageNotice/listByPage', { current: 1, size: 10 })).data.total).toBe(before);
  });
});
