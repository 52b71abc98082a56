/** Upload rules of spec 5 as pure checks (unit-tested); the widgets show the message returned. */
import type { Text, UploadRule } from './types';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const AVATAR_MAX_BYTES = 500 * 1024;
const DEFAULT_FILE_COUNT = 4;
const FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt'];
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'];
const AVATAR_TYPES = ['jpg', 'png'];
/** Image fields limited to one picture (spec 5). */
const SINGLE_IMAGE_FIELDS = ['appLogo', 'qrCode'];
/** The one file field accepting any type (spec 5). */
const ANY_TYPE_FIELD = 'installationPackage';

export const UPLOAD_MESSAGES = {
  fileSize: { 'zh-CN': '上传文件大小不能超过 10MB!', 'en-US': 'A file may not exceed 10MB!' },
  fileType: { 'zh-CN': '文件只能是pdf、word、ppt、excel格式', 'en-US': 'Files must be PDF, Word, PowerPoint or Excel' },
  noExtension: { 'zh-CN': '文件不能没有后缀名', 'en-US': 'A file needs an extension' },
  fileCount: (n: number): Text => ({ 'zh-CN': `当前限制选只能上传${n} 个文件,请移除后再上传`, 'en-US': `At most ${n} files; remove one first` }),
  imageType: { 'zh-CN': '上传只能是图片格式!', 'en-US': 'Only images can be uploaded!' },
  imageSize: { 'zh-CN': '上传图片大小不能超过 10MB!', 'en-US': 'An image may not exceed 10MB!' },
  imageCount: (n: number): Text => ({
    'zh-CN': `当前限制选只能上传 ${n}张照片,请移除后再上传`,
    'en-US': `At most ${n} image${n === 1 ? '' : 's'}; remove one first`,
  }),
  avatarType: { 'zh-CN': '上传头像图片只能是 JPG/PNG 格式!', 'en-US': 'An avatar must be JPG or PNG!' },
  avatarSize: { 'zh-CN': '上传头像图片大小不能超过 500KB!', 'en-US': 'An avatar may not exceed 500KB!' },
  timeout: { 'zh-CN': '上传超时,需重新上传', 'en-US': 'Upload timed out, please upload again' },
  // Not in the spec: a save pressed while a file is still uploading waits for it instead of
  // saving the form without the file.
  uploading: { 'zh-CN': '文件上传中，请稍候', 'en-US': 'A file is still uploading, please wait' },
  success: { 'zh-CN': '上传成功', 'en-US': 'Uploaded' },
  removeAvatar: { 'zh-CN': '确定移除头像?', 'en-US': 'Remove the avatar?' },
} as const;

export type UploadKind = 'file' | 'image' | 'avatar';

/**
 * What a field keeps of an upload's answer: the file's link (shown), its id (sent instead when the
 * rule's value is "id": the gateway's file calls answer it as attachId, shared/wire UploadAnswer),
 * or undefined when the answer is a refusal. A parsing call (upload.fill) answers the file's name
 * under the field's own name instead of a link.
 */
export function uploadedFile(
  res: { code?: number; data?: Record<string, any> } | undefined,
  rule: UploadRule & { fieldName?: string } = {},
): { link: string; id?: string } | undefined {
  const data = res?.data;
  const link = data?.link ?? data?.url ?? (rule.fill && rule.fieldName ? data?.[rule.fieldName] : undefined);
  if (res?.code !== 200 || !link) return undefined;
  const id = data!.attachId ?? data!.id;
  return { link, id: id === undefined ? undefined : String(id) };
}

function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i > 0 && i < name.length - 1 ? name.slice(i + 1).toLowerCase() : '';
}

export function maxCountOf(kind: UploadKind, fieldName: string, rule: UploadRule = {}): number {
  if (kind === 'avatar') return 1;
  if (kind === 'image' && SINGLE_IMAGE_FIELDS.includes(fieldName)) return 1;
  return rule.maxCount ?? DEFAULT_FILE_COUNT;
}

/** undefined when the file may be uploaded, else the message (spec 5). `current` = files kept already. */
export function checkUpload(
  kind: UploadKind,
  file: { name: string; size: number; type?: string },
  fieldName: string,
  current: number,
  rule: UploadRule = {},
): Text | undefined {
  const ext = extensionOf(file.name);
  const max = maxCountOf(kind, fieldName, rule);
  if (kind === 'avatar') {
    if (!(rule.accept ?? AVATAR_TYPES).includes(ext)) return UPLOAD_MESSAGES.avatarType;
    if (file.size > AVATAR_MAX_BYTES) return UPLOAD_MESSAGES.avatarSize;
    return undefined;
  }
  if (kind === 'image') {
    if (current >= max) return UPLOAD_MESSAGES.imageCount(max);
    if (!(rule.accept ?? IMAGE_TYPES).includes(ext)) return UPLOAD_MESSAGES.imageType;
    if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.imageSize;
    return undefined;
  }
  if (current >= max) return UPLOAD_MESSAGES.fileCount(max);
  if (!ext) return UPLOAD_MESSAGES.noExtension;
  if (fieldName !== ANY_TYPE_FIELD && !(rule.accept ?? FILE_TYPES).includes(ext)) return UPLOAD_MESSAGES.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileSize;
  return undefined;
}

/** Values of upload fields are comma-joined links (spec 9: lists join with commas). */
export const splitLinks = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',').filter(Boolean) : []);

export const fileNameOf = (link: string) => decodeURIComponent(link.split('?')[0].split('/').pop() || link);

/**
 * A link a value may render as (an attachment, a file): http(s) addresses and this console's own
 * paths; null for anything else (javascript:, data:, vbscript:, blob:).
 */
export function safeHref(value: string, origin: string): string | null {
  const v = String(value ?? '').trim();
  if (!v) return null;
  let u: URL;
  try {
    u = new URL(v, origin);
  } catch {
    return null;
  }
  return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
}
