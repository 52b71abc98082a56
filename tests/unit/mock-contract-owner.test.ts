/**
 * The contract IDE's projects, templates and tools answered by descriptors with one owner rule
 * (mock/sfbn-alliance/contractProject.ts, contractTemplate.ts, `missing` and `readable` of
 * mock/_lib/resource.ts): another user's row answers as a missing one (400, the resource's own
 * message), a published template or tool is every user's to read and its owner's to change, and
 * the hand-written calls beside them (publication, interface, files) refuse with the same rule.
 */
import { describe, expect, it } from 'vitest';
import { useMock } from './mockServer';

const mock = useMock();
const admin = mock.as('admin');
const user01 = mock.as('user01');
const user02 = mock.as('user02');

const answer = (r: { status: number; body: any }) => [r.status, r.body.msg];
const base = '/sfbn-alliance';

describe('contract projects: private to their owner and the administrators', () => {
  it("answers another user's project 400 项目不存在 on every call, as a missing one, and leaves it unchanged", async () => {
    const name = `归属项目${Date.now()}`;
    const saved = await user01.call('POST', `${base}/chainContractProject/save`, { contractProjectName: name, contractProjectDesc: '描述' });
    expect(answer(saved)).toEqual([200, '新增成功']);
    const id = saved.body.data.id;
    expect(saved.body.data).toMatchObject({ contractProjectName: name, projectStatus: 1, auditStatus: 0, contractCount: 0, canPublish: false });
    // A user cannot set the gateway's columns through a save.
    const sneaky = await user01.call('POST', `${base}/chainContractProject/update`, { id, contractProjectName: name, auditStatus: 2, projectStatus: 0 });
    expect(answer(sneaky)).toEqual([200, '更新成功']);
    expect(sneaky.body.data).toMatchObject({ auditStatus: 0, projectStatus: 1 });

    for (const [method, path, body] of [
      ['GET', 'detail', { id }],
      ['POST', 'update', { id, contractProjectName: '改名' }],
      ['GET', 'delete', { ids: id }],
      ['GET', 'changeProjectStatus', { id, projectStatus: 0 }],
      ['GET', 'publish', { id }],
      ['GET', 'scan', { id }],
    ] as const) {
      expect([path, ...answer(await user02.call(method, `${base}/chainContractProject/${path}`, body))]).toEqual([path, 400, '项目不存在']);
    }
    const page = await user02.call('GET', `${base}/chainContractProject/page`, { contractProjectName: name });
    expect(page.body.data.total).toBe(0);
    // The owner and an administrator see it.
    expect((await user01.get(`${base}/chainContractProject/detail`, { id })).data).toMatchObject({ contractProjectName: name, contractList: [] });
    expect((await admin.get(`${base}/chainContractProject/page`, { contractProjectName: name })).data.total).toBe(1);
    // A second project of the same name is the owner's clash only.
    expect(answer(await user01.call('POST', `${base}/chainContractProject/save`, { contractProjectName: name }))).toEqual([400, '项目名称已存在']);
    expect(answer(await user02.call('POST', `${base}/chainContractProject/save`, { contractProjectName: name }))).toEqual([200, '新增成功']);
    expect(answer(await user01.call('GET', `${base}/chainContractProject/delete`, { ids: id }))).toEqual([200, '删除成功']);
    expect(answer(await user01.call('GET', `${base}/chainContractProject/detail`, { id }))).toEqual([400, '项目不存在']);
  });

  it('starts a project from a template with its files copied in', async () => {
    const saved = await user01.call('POST', `${base}/chainContractProject/save`, {
      contractProjectName: `模板项目${Date.now()}`,
      templateId: '1500000000000000201',
    });
    const files = (await user01.get(`${base}/chainContract/list`, { relationId: saved.body.data.id, relationType: 1 })).data;
    expect(files.map((f: any) => f.contractName)).toEqual(['Ownable', 'MathLib', 'Token']);
    expect(saved.body.data.contractCount).toBe(3);
  });
});

describe('templates and tools: published ones are read by every user, changed by their owner', () => {
  it("answers another user's unpublished template 400 模板不存在 and a published one to read only", async () => {
    const saved = await user01.call('POST', `${base}/chainContractProjectTemplate/save`, { templateName: `归属模板${Date.now()}` });
    expect(answer(saved)).toEqual([200, '新增成功']);
    const id = saved.body.data.id;
    expect(saved.body.data).toMatchObject({ publishStatus: 0, contractCount: 0, createUser: expect.any(String) });
    for (const [method, path, body] of [
      ['GET', 'chainContractProjectTemplate/detail', { id }],
      ['POST', 'chainContractProjectTemplate/update', { id, templateName: '改名' }],
      ['GET', 'chainContractProjectTemplate/delete', { ids: id }],
      ['POST', 'chainContractProjectTemplateInterface/update', { id, interfaceDesc: '说明' }],
    ] as const) {
      expect([path, ...answer(await user02.call(method, `${base}/${path}`, body))]).toEqual([path, 400, '模板不存在']);
    }
    // Published (by an administrator), it is every user's to read, still its owner's to change.
    expect(answer(await admin.call('GET', `${base}/chainContractProjectTemplate/changePublishStatus`, { id, publishStatus: 1 }))).toEqual([200, '操作成功']);
    const read = await user02.call('GET', `${base}/chainContractProjectTemplate/detail`, { id });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, publishStatus: 1, contractList: [] });
    expect(answer(await user02.call('POST', `${base}/chainContractProjectTemplate/update`, { id, templateName: '改名' }))).toEqual([400, '模板不存在']);
    expect(answer(await user01.call('POST', `${base}/chainContractProjectTemplateInterface/update`, { id, interfaceDesc: '  说明  ' }))).toEqual([
      200,
      '更新成功',
    ]);
    // A user cannot publish their own template, nor write the interface through the template's save.
    expect((await user01.call('GET', `${base}/chainContractProjectTemplate/changePublishStatus`, { id, publishStatus: 0 })).status).toBe(403);
    await user01.call('POST', `${base}/chainContractProjectTemplate/update`, { id, templateName: '新名', interfaceDesc: '覆盖' });
    expect((await user01.get(`${base}/chainContractProjectTemplate/detail`, { id })).data).toMatchObject({ templateName: '新名', interfaceDesc: '说明' });
  });

  it('toggles a tool with publish and answers its own messages; removal is its owner', async () => {
    const saved = await user01.call('POST', `${base}/chaincontracttool/save`, { toolName: `归属工具${Date.now()}` });
    const id = saved.body.data.id;
    expect(answer(await admin.call('POST', `${base}/chaincontracttool/publish`, { id }))).toEqual([200, '发布成功']);
    expect((await user02.get(`${base}/chaincontracttool/list`)).data.some((t: any) => t.id === id)).toBe(true);
    expect(answer(await admin.call('POST', `${base}/chaincontracttool/publish`, { id }))).toEqual([200, '已取消']);
    expect((await user02.get(`${base}/chaincontracttool/list`)).data.some((t: any) => t.id === id)).toBe(false);
    expect(answer(await user02.call('POST', `${base}/chaincontracttool/remove`, { ids: id }))).toEqual([400, '工具不存在']);
    expect(answer(await user01.call('POST', `${base}/chaincontracttool/remove`, { ids: id }))).toEqual([200, '删除成功']);
  });
});
