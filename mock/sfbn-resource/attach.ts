/**
 * Attachments (spec 7.2, 7.7): multipart upload (also behind every file and image widget and the
 * avatar upload), list, download, remove. Files are kept in memory and served back by link.
 */
import type { Request } from 'express';
import { fail, ok, params, type Routes } from '../_lib/http';
import { asset } from '../_lib/app';
import { ADMIN_BID, crud, pick, seed } from '../_lib/crud';
import { Table, nextId, seedTime } from '../_lib/store';

const blobs = new Map<string, { buf: Buffer; type: string; name: string }>();
const files = ['骨干网接入协议.pdf', '节点部署手册.docx', '联盟成员名单.xlsx', '年度汇报.ppt', '子链治理办法.pdf', '标识注册表.xls', '数字身份白皮书.pdf', '合约审计报告.docx', '运维值班表.xlsx', '平台介绍.ppt', '安全规范.pdf', '接口说明.docx', '品牌标识.png'];
export const attachTable = new Table(
  'attach',
  seed(files.length, (i) => {
    const id = String(1400000000000006001n + BigInt(i));
    const name = files[i];
    blobs.set(id, { buf: Buffer.from(`示例附件：${name}\n`), type: 'application/octet-stream', name });
    const ext = name.split('.').pop()!;
    return {
      id, originalName: name, name: `upload/20260101/${id}.${ext}`, extension: ext, attachSize: 1024 * (i + 3) * 7,
      link: `/api/sfbn-resource/attach/file/${id}/${encodeURIComponent(name)}`, domain: '/api/sfbn-resource/attach/file',
      creator: ADMIN_BID(), createTime: seedTime(1200 + i),
    };
  }),
);

const MAX = 10 * 1024 * 1024;
function store(req: Request) {
  const list = ((req as any).files ?? []) as { fieldname: string; originalname: string; buffer: Buffer; mimetype: string; size: number }[];
  const f = list.find((x) => x.fieldname === 'file' || x.fieldname === 'files') ?? list[0];
  if (!f) return { error: '请选择文件' };
  if (f.size > MAX) return { error: '上传文件大小不能超过 10MB!' };
  const id = nextId();
  // multer hands latin1 names; browsers send UTF-8.
  const name = Buffer.from(f.originalname, 'latin1').toString('utf8');
  blobs.set(id, { buf: f.buffer, type: f.mimetype, name });
  const ext = name.includes('.') ? name.split('.').pop()! : '';
  const link = `/api/sfbn-resource/attach/file/${id}/${encodeURIComponent(name)}`;
  const row = attachTable.insert({ id, originalName: name, name: `upload/${id}.${ext}`, extension: ext, attachSize: f.size, link, domain: '/api/sfbn-resource/attach/file' }, { creator: (req as any).user?.bid ?? '' } as any);
  return { row };
}

const upload: Routes[string] = (req, res) => {
  const r = store(req);
  if (r.error) return fail(res, r.error);
  ok(res, { attachId: r.row!.id, link: r.row!.link, name: r.row!.name, originalName: r.row!.originalName }, '上传成功');
};

const routes: Routes = {
  ...crud(attachTable, '/api/sfbn-resource/attach', { names: { submit: false } }),
  'POST /api/sfbn-resource/attach/upload': upload,
  'POST /api/sfbn-resource/oss/endpoint/put-file': upload,
  'POST /api/sfbn-resource/file/save': upload,
  'GET /api/sfbn-resource/attach/download': (req, res) => {
    const b = blobs.get(String(params(req).id));
    if (!b) return fail(res, '附件不存在');
    res.setHeader('Content-Type', b.type || 'application/octet-stream');
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(b.name)}`);
    res.end(b.buf);
  },
  // Links are opened by <img> and <a> without headers: public, as an object store's URLs are.
  'GET /api/sfbn-resource/attach/file/:id/:name': asset((req, res) => {
    const b = blobs.get(String(req.params.id));
    if (!b) return fail(res, '附件不存在', 404);
    res.setHeader('Content-Type', b.type || 'application/octet-stream');
    res.end(b.buf);
  }),
};
export default routes;
