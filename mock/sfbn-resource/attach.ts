/**
 * Attachments (spec 7.2, 7.7): multipart upload (also behind every file and image widget and the
 * avatar upload), list, download, remove. Files are kept in the state store (mock/_lib/state.ts)
 * and served back by link.
 *
 * Files are never served as pages (issue 14, finding 4): ids are random; a link answers only its
 * uploader or an administrator (the session comes from the console's token cookie, see
 * asset() in _lib/app.ts); the answer is a download (Content-Disposition: attachment) typed by
 * what the bytes are, not by what the uploader claimed, with nosniff and a sandboxing CSP.
 */
import type { UploadAnswer } from '../../shared/wire/session';
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { fail, ok, params, unauthorized, type Routes } from '../_lib/http';
import { asset } from '../_lib/app';
import { ADMIN_BID, seed } from '../_lib/rows';
import { Table, seedTime } from '../_lib/store';
import { StoredMap } from '../_lib/state';
import { users, type User } from '../_lib/users';
import { needs } from '../_lib/access';
import { resource, mayChange } from '../_lib/resource';

/** Unguessable attachment id (hex, 32 characters). */
const newId = () => randomBytes(16).toString('hex');

/** ownerId: the uploader's user id; seeds belong to the administrator. */
const blobs = new StoredMap<{ buf: Buffer; name: string; ownerId: string }>('attachments');
const adminId = () => users.find((u) => u.account === 'admin')?.id ?? '';

/** Types served as what they are, recognised by their first bytes; anything else is a byte stream. */
const MAGIC: [string, (b: Buffer) => boolean][] = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1'))],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
  ['application/pdf', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
];
export function realType(buf: Buffer): string {
  return MAGIC.find(([, test]) => test(buf))?.[0] ?? 'application/octet-stream';
}

/** The uploads' owner rule: the uploader (ownerId), or an administrator. */
const UPLOAD_OWNER = { owner: { field: 'ownerId', user: 'id' } } as const;
function mayRead(user: User | undefined, id: string): boolean {
  const b = blobs.get(id);
  return Boolean(user && b && mayChange(UPLOAD_OWNER, b, user));
}

function sendFile(res: Response, id: string) {
  const b = blobs.get(id)!;
  res.setHeader('Content-Type', realType(b.buf));
  res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(b.name)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Even opened directly, a stored file runs no script and reaches nothing.
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  res.end(b.buf);
}
const files = [
  '骨干网接入协议.pdf',
  '节点部署手册.docx',
  '联盟成员名单.xlsx',
  '年度汇报.ppt',
  '子链治理办法.pdf',
  '标识注册表.xls',
  '数字身份白皮书.pdf',
  '合约审计报告.docx',
  '运维值班表.xlsx',
  '平台介绍.ppt',
  '安全规范.pdf',
  '接口说明.docx',
  '品牌标识.png',
];
export const attachTable = new Table(
  'attach',
  seed(files.length, (i) => {
    const id = newId();
    const name = files[i];
    // Stored files (blobs.restored) came with their stored rows: this seed row is not used then.
    if (!blobs.restored) blobs.set(id, { buf: Buffer.from(`示例附件：${name}\n`), name, ownerId: adminId() });
    const ext = name.split('.').pop()!;
    return {
      id,
      originalName: name,
      name: `upload/20260101/${id}.${ext}`,
      extension: ext,
      attachSize: 1024 * (i + 3) * 7,
      link: `/api/sfbn-resource/attach/file/${id}/${encodeURIComponent(name)}`,
      domain: '/api/sfbn-resource/attach/file',
      creator: ADMIN_BID(),
      createTime: seedTime(1200 + i),
    };
  }),
);

const MAX = 10 * 1024 * 1024;
function store(req: Request) {
  const list = ((req as any).files ?? []) as { fieldname: string; originalname: string; buffer: Buffer; mimetype: string; size: number }[];
  const f = list.find((x) => x.fieldname === 'file' || x.fieldname === 'files') ?? list[0];
  if (!f) return { error: '请选择文件' };
  if (f.size > MAX) return { error: '上传文件大小不能超过 10MB!' };
  const id = newId();
  // multer hands latin1 names; browsers send UTF-8.
  const name = Buffer.from(f.originalname, 'latin1').toString('utf8');
  blobs.set(id, { buf: f.buffer, name, ownerId: (req as any).user?.id ?? '' });
  const ext = name.includes('.') ? name.split('.').pop()! : '';
  const link = `/api/sfbn-resource/attach/file/${id}/${encodeURIComponent(name)}`;
  const row = attachTable.insert(
    { id, originalName: name, name: `upload/${id}.${ext}`, extension: ext, attachSize: f.size, link, domain: '/api/sfbn-resource/attach/file' },
    { creator: (req as any).user?.bid ?? '' } as any,
  );
  return { row };
}

const upload: Routes[string] = (req, res) => {
  const r = store(req);
  if (r.error) return fail(res, r.error);
  ok<UploadAnswer>(res, { attachId: r.row!.id, link: r.row!.link, name: r.row!.name, originalName: r.row!.originalName }, '上传成功');
};

const routes: Routes = {
  ...resource({ table: attachTable, base: '/api/sfbn-resource/attach', access: 'admin', calls: { submit: false } }),
  // Hand-written: uploads take multipart files and downloads answer their bytes, which no descriptor call does.
  'POST /api/sfbn-resource/attach/upload': needs(upload, 'user', { wire: { answer: 'UploadAnswer' } }),
  'POST /api/sfbn-resource/oss/endpoint/put-file': needs(upload, 'user', { wire: { answer: 'UploadAnswer' } }),
  'POST /api/sfbn-resource/file/save': needs(upload, 'user', { wire: { answer: 'UploadAnswer' } }),
  'GET /api/sfbn-resource/attach/download': needs(
    (req, res) => {
      const id = String(params(req).id);
      // Someone else's file answers as a missing one: ids are not confirmed to strangers.
      if (!mayRead((req as any).user, id)) return fail(res, '附件不存在', 404);
      sendFile(res, id);
    },
    'user',
    { wire: { query: 'IdQuery', answer: 'FileBytes', media: 'application/octet-stream' } },
  ),
  // Links are opened by <img> and <a> without headers: the session is the token cookie.
  'GET /api/sfbn-resource/attach/file/:id/:name': asset(
    (req, res) => {
      const id = String(req.params.id);
      if (!(req as any).user) return unauthorized(res, '请求未授权');
      if (!mayRead((req as any).user, id)) return fail(res, '附件不存在', 404);
      sendFile(res, id);
    },
    { wire: { answer: 'FileBytes', media: 'application/octet-stream' } },
  ),
};
export default routes;
