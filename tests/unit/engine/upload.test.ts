/** Upload rules of spec 5, exactly, and what an upload field keeps of the gateway's answer. */
import { describe, expect, it } from 'vitest';
import { checkUpload, maxCountOf, uploadedFile } from '@/engine/format/upload';
import { BASIC, useMock } from '../mockServer';

const zh = (t: any) => (t ? t['zh-CN'] : undefined);
const MB = 1024 * 1024;

describe('file uploads', () => {
  it('accepts pdf, word, excel and ppt under 10MB', () => {
    for (const ext of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'PDF'])
      expect(checkUpload('file', { name: `a.${ext}`, size: MB }, 'attachment', 0)).toBeUndefined();
  });
  it('rejects the rest with the exact messages', () => {
    expect(zh(checkUpload('file', { name: 'a.pdf', size: 10 * MB + 1 }, 'f', 0))).toBe('上传文件大小不能超过 10MB!');
    expect(zh(checkUpload('file', { name: 'a.exe', size: 1 }, 'f', 0))).toBe('文件只能是pdf、word、ppt、excel格式');
    expect(zh(checkUpload('file', { name: 'README', size: 1 }, 'f', 0))).toBe('文件不能没有后缀名');
    expect(zh(checkUpload('file', { name: 'a.pdf', size: 1 }, 'f', 4))).toBe('当前限制选只能上传4 个文件,请移除后再上传');
    expect(zh(checkUpload('file', { name: 'a.pdf', size: 1 }, 'f', 2, { maxCount: 2 }))).toBe('当前限制选只能上传2 个文件,请移除后再上传');
  });
  it('installationPackage takes any type', () => {
    expect(checkUpload('file', { name: 'app.apk', size: 1 }, 'installationPackage', 0)).toBeUndefined();
  });
});

describe('image uploads', () => {
  it('png / jpg / jpeg only, 10MB', () => {
    expect(checkUpload('image', { name: 'a.jpeg', size: 1 }, 'pics', 0)).toBeUndefined();
    expect(zh(checkUpload('image', { name: 'a.gif', size: 1 }, 'pics', 0))).toBe('上传只能是图片格式!');
    expect(zh(checkUpload('image', { name: 'a.png', size: 11 * MB }, 'pics', 0))).toBe('上传图片大小不能超过 10MB!');
  });
  it('appLogo and qrCode hold one image', () => {
    expect(maxCountOf('image', 'appLogo')).toBe(1);
    expect(zh(checkUpload('image', { name: 'a.png', size: 1 }, 'qrCode', 1))).toBe('当前限制选只能上传 1张照片,请移除后再上传');
    expect(maxCountOf('image', 'photos')).toBe(4);
  });
  it('avatar: jpg / png up to 500kb', () => {
    expect(checkUpload('avatar', { name: 'me.png', size: 500 * 1024 }, 'avatar', 0)).toBeUndefined();
    expect(checkUpload('avatar', { name: 'me.jpeg', size: 1 }, 'avatar', 0)).toBeDefined();
    expect(checkUpload('avatar', { name: 'me.jpg', size: 500 * 1024 + 1 }, 'avatar', 0)).toBeDefined();
  });
});

describe("what a field keeps of the gateway's answer", () => {
  const mock = useMock();
  const zhang = mock.as('zhangsan');
  const send = async (path: string, name?: string, type?: string) => {
    const form = new FormData();
    if (name) form.append('file', new Blob([new Uint8Array(64)], { type }), name);
    const headers = { Authorization: BASIC, Auth: `bearer ${zhang.token.access_token}` };
    return (await fetch(`${mock.base}/api${path}`, { method: 'POST', headers, body: form })).json();
  };

  it('the link by default, the stored file\'s id under value "id" (the calls answer it as attachId)', async () => {
    for (const path of ['/sfbn-resource/attach/upload', '/sfbn-resource/oss/endpoint/put-file', '/sfbn-resource/file/save']) {
      const res = await send(path, '合同.pdf', 'application/pdf');
      const kept = uploadedFile(res, { value: 'id' });
      expect(kept?.link, path).toMatch(/^\/api\/sfbn-resource\/attach\/file\/[^/]+\/%E5%90%88%E5%90%8C\.pdf$/);
      // The id kept names the file the gateway stored: its owner downloads it by that id.
      const file = await zhang.call('GET', '/sfbn-resource/attach/download', { id: kept!.id! });
      expect([file.status, file.headers.get('content-length')], path).toEqual([200, '64']);
    }
  });

  it('nothing from a refusal', async () => {
    const res = await send('/sfbn-resource/attach/upload');
    expect(res.msg).toBe('请选择文件');
    expect(uploadedFile(res)).toBeUndefined();
  });
});
