/**
 * Digital identity (spec 7.3, docs/domain/identity.md): applications of persons and organisations,
 * audited by administrators. One resource declaration answers the four status lists, the details,
 * apply, pass / refuse (auditUser) and revoke; the hooks keep the applicant's user row in step
 * (status, BID) so getPerson / getUserStatus answer the new status without a new login.
 */
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { sm2, sm3 } from 'sm-crypto';
import { needs } from '../_lib/access';
import { asset } from '../_lib/app';
import { fail, ok, params, type Routes } from '../_lib/http';
import { decrypt } from '../_lib/keys';
import { isOwner, mayChange, ownerOf, WRONG_STATE, resource, type Field } from '../_lib/resource';
import { chineseNameError, creditCodeError, idCardError, idCheckChar, phoneError } from '../_lib/rules';
import { Table, seedTime, type Row } from '../_lib/store';
import { StoredMap } from '../_lib/state';
import { bearer, currentUser, revokeOtherSessionsOf, userForToken, users, type User } from '../_lib/users';
import { checkPassword } from '../sfbn-system/account';
import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../_lib/credentials';
import seedKeys from '../_seed/identity-keys.json';
import { base58 } from '../_lib/base58';

/** The card and licence images' owner rule: the applicant (userId), or an administrator. */
const CARD_IMAGE_OWNER = { owner: { field: 'userId', user: 'id' } } as const;

// ---- BIDs and keys -------------------------------------------------------------------------
/** The glossary's BID of an sm2 public key: did:bid:zf + base58 of the first 20 bytes of its sm3 hash. */
export const bidOfKey = (publicKey: string) => `did:bid:zf${base58(sm3(publicKey).slice(0, 40)).padStart(27, '1')}`;

function issueKeys(pair = sm2.generateKeyPairHex()): { bid: string; publicKey: string; privateKey: string } {
  return { bid: bidOfKey(pair.publicKey), publicKey: pair.publicKey, privateKey: pair.privateKey };
}
/** Seeded identities take pre-generated pairs: key generation costs ~50 ms each at start-up. */
const seedPair = (i: number) => {
  const [publicKey, privateKey] = seedKeys.pairs[i % seedKeys.pairs.length];
  return { publicKey, privateKey };
};

// ---- card images: private to their owner and administrators --------------------------------
interface Image {
  buf: Buffer;
  type: string;
  name: string;
  userId: string;
}
/** Uploaded card and licence images, kept in the state store (mock/_lib/state.ts). */
const images = new StoredMap<Image>('card-images');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const imageLink = (id: string) => `/api/sfbn-resource/file/get-card-image-resource/${id}`;
function keepImage(img: Image): string {
  const id = randomBytes(16).toString('hex');
  images.set(id, img);
  return id;
}

// ---- seed -----------------------------------------------------------------------------------
const SURNAMES = ['赵', '钱', '孙', '周', '吴', '郑', '冯', '陈', '褚', '卫', '蒋', '沈'];
const GIVEN = ['一鸣', '海燕', '志强', '秀英', '建华', '丽娟', '国庆', '雪梅', '振宇', '婷婷', '子涵', '浩然'];
const COMPANIES = ['链网数科有限公司', '星火数据服务有限公司', '长城可信计算有限公司', '东方标识科技有限公司', '蓝海供应链有限公司'];
const idCard = (i: number) => {
  const first = `11010519${String(80 + (i % 20)).padStart(2, '0')}0${(i % 9) + 1}1${String(i % 10)}${String(100 + i).slice(-3)}`.slice(0, 17);
  return first + idCheckChar(first);
};
const creditCode = (i: number) => `91110105MA0${String(1000000 + i * 7919).slice(-7)}`;

function seedRow(i: number, status: number, applyType: 1 | 2, who?: User): Row {
  const keys = status === 2 || status === 4 ? issueKeys(seedPair(i)) : undefined;
  const owner = who?.id ?? '';
  // Stored images (images.restored) came with their stored rows: this seed row is not used then.
  const img = () => (images.restored ? '' : keepImage({ buf: PNG, type: 'image/png', name: 'card.png', userId: owner }));
  const name = who?.realName || `${SURNAMES[i % 12]}${GIVEN[(i * 5) % 12]}`;
  const base: Row = {
    id: String(1700000000000000001n + BigInt(i)),
    userId: owner,
    account: who?.account ?? `applicant${String(i + 1).padStart(2, '0')}`,
    creator: who?.bid ?? '',
    applyType,
    status,
    bid: keys ? who?.bid || keys.bid : '',
    publicKey: keys?.publicKey ?? '',
    privateKey: keys?.privateKey ?? '',
    rejectType: status === 0 ? 1 : null,
    auditReason: status === 0 ? '证件信息与实名信息不符' : '',
    revokeType: status === 4 ? 3 : null,
    revokeReason: status === 4 ? '证件已过期' : '',
    auditTime: status === 3 ? '' : seedTime(600 + i),
    auditUser: status === 3 ? '' : '王建国',
    createTime: seedTime(500 + i),
    realName: '',
    idCard: '',
    phone: '',
    cardFront: '',
    cardBack: '',
    companyName: '',
    creditCode: '',
    legalPerson: '',
    legalIdCard: '',
    contactPhone: '',
    address: '',
    licence: '',
  };
  if (applyType === 1)
    Object.assign(base, { realName: name, idCard: idCard(i), phone: `1380013${String(1000 + i).slice(-4)}`, cardFront: img(), cardBack: img() });
  else
    Object.assign(base, {
      companyName: COMPANIES[i % COMPANIES.length].replace('有限', `${'一二三四五六七八九十'[i % 10]}号有限`),
      creditCode: creditCode(i),
      legalPerson: name,
      legalIdCard: idCard(i + 40),
      contactPhone: `1390013${String(1000 + i).slice(-4)}`,
      address: '北京市朝阳区建国路 88 号',
      licence: img(),
    });
  const history = [{ action: 'apply', user: base.realName || base.legalPerson, time: base.createTime, status: 3, reason: '' }];
  const last = { 2: 'pass', 0: 'refuse', 4: 'revoke' }[status as 2 | 0 | 4];
  if (status === 4) history.push({ action: 'pass', user: '王建国', time: seedTime(550 + i), status: 2, reason: '' });
  if (last) history.push({ action: last, user: '王建国', time: base.auditTime, status, reason: base.auditReason || base.revokeReason });
  return { ...base, history };
}

function seedRows(): Row[] {
  const rows: Row[] = [];
  let i = 0;
  const lisi = users.find((u) => u.account === 'lisi');
  if (lisi) rows.push(seedRow(i++, 3, 2, lisi));
  for (const u of users.rows.filter((x) => /^user\d+$/.test(x.account) && [0, 2, 3, 4].includes(x.status)))
    rows.push(seedRow(i++, u.status, u.userType === 2 ? 2 : 1, u));
  // Applicants without a console account (imported from the platform), so every list pages.
  for (let k = 0; k < 9; k += 1) rows.push(seedRow(i++, 2, 1));
  for (let k = 0; k < 4; k += 1) rows.push(seedRow(i++, 2, 2));
  for (const s of [3, 0, 4]) rows.push(seedRow(i++, s, 2));
  return rows.sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
}

export const identities = new Table('identity', seedRows());

// ---- the resource ---------------------------------------------------------------------------
const setUser = (row: Row, values: Partial<User>) => row.userId && users.update(row.userId, values);
/** The caller's identity applications (the descriptor's owner rule below). */
const mine = (u: User) => ownerOf(identityResource).rowsOf(u);
/** The row as the console sees it: the private key stays in the gateway; images as links. */
const view = ({ privateKey: _k, ...row }: Row) => ({
  ...row,
  cardFrontUrl: row.cardFront ? imageLink(row.cardFront) : '',
  cardBackUrl: row.cardBack ? imageLink(row.cardBack) : '',
  licenceUrl: row.licence ? imageLink(row.licence) : '',
});
const ownImage = (u: User, id: unknown) => {
  const img = typeof id === 'string' ? images.get(id) : undefined;
  return Boolean(img) && isOwner(CARD_IMAGE_OWNER, img!, u);
};

const text = (label: string, max = 50) => ({ label, type: 'text' as const, max });
const FIELDS = {
  applyType: { label: '申请类型', type: 'int', enum: [1, 2], required: '请选择申请类型' },
  realName: text('真实姓名', 8),
  idCard: text('证件号码', 18),
  phone: text('手机号码', 11),
  cardFront: text('身份证人像面', 64),
  cardBack: text('身份证国徽面', 64),
  licence: text('营业执照', 64),
  companyName: text('企业名称', 50),
  creditCode: text('统一社会信用代码', 18),
  legalPerson: text('法定代表人', 20),
  legalIdCard: text('法人证件号码', 18),
  contactPhone: text('联系电话', 11),
  address: text('企业地址', 100),
} satisfies Record<string, Field>;

/** Who may apply (no identity under review or active) and the spec 5 rules of each kind. */
function applicationError(u: User, p: Record<string, any>): string | undefined {
  if (![0, 1, 4].includes(u.status) || mine(u).some((r) => r.status === 3 || r.status === 2)) return WRONG_STATE;
  if (String(p.applyType) === '1') {
    return (
      chineseNameError(p.realName) ??
      idCardError(p.idCard) ??
      phoneError(p.phone) ??
      (ownImage(u, p.cardFront) && ownImage(u, p.cardBack) ? undefined : '请上传身份证正反面照片')
    );
  }
  if (String(p.applyType) === '2') {
    if (!String(p.companyName ?? '').trim()) return '请输入企业名称';
    return (
      creditCodeError(p.creditCode) ??
      chineseNameError(p.legalPerson) ??
      idCardError(p.legalIdCard) ??
      phoneError(p.contactPhone) ??
      (ownImage(u, p.licence) ? undefined : '请上传营业执照')
    );
  }
  return '请选择申请类型';
}

/** A pass issues the BID and the sm2 pair; the user becomes that identity at once. */
function issueIdentity(row: Row) {
  const keys = issueKeys();
  Object.assign(row, keys, { rejectType: null });
  setUser(row, { status: 2, bid: keys.bid, userType: Number(row.applyType), ...(row.realName ? { realName: row.realName } : {}) });
}

const identityResource = resource({
  table: identities,
  base: '/api/sfbn-identity',
  calls: { list: false, page: false, detail: 'identityKey/detail', submit: false, remove: false },
  owner: (row, u) => row.userId === u.id,
  access: { read: 'user', write: 'admin', 'identityAudit/apply': 'user' },
  fields: FIELDS,
  views: {
    'identityKey/listByPage': { status: 2 },
    'identityKey/auditListByPage': { status: 3 },
    'identityKey/refusedListByPage': { status: 0 },
    'identityKey/revokeListByPage': { status: 4 },
  },
  details: ['identityKey/auditDetail', 'identityKey/refusedDetail'],
  apply: {
    path: 'identityAudit/apply',
    status: 3,
    check: applicationError,
    msg: '申请已提交，请等待审核',
    after: (row, u) => (Object.assign(row, { userId: u.id, account: u.account }), users.update(u.id, { status: 3 })),
  },
  lifecycle: {
    field: 'status',
    transitions: {
      pass: { from: [3], to: 2, copy: ['auditReason'], msg: '审核通过', after: issueIdentity },
      refuse: {
        from: [3],
        to: 0,
        require: { auditReason: '请输入驳回原因', rejectType: '请选择驳回类型' },
        copy: ['rejectType', 'auditReason'],
        msg: '已驳回',
        after: (row) => setUser(row, { status: 0 }),
      },
      revoke: {
        from: [2],
        to: 4,
        require: { revokeType: '请选择注销类型', revokeReason: '请输入注销原因' },
        copy: ['revokeType', 'revokeReason'],
        msg: '已注销',
        after: (row) => setUser(row, { status: 4 }),
      },
    },
    calls: {
      'identityAudit/auditUser': (p) => ({ 1: 'pass', 2: 'refuse' })[String(p.auditStatus) as '1' | '2'],
      'identityAudit/revocationCertificate': 'revoke',
    },
  },
  view: (row) => view(row),
});

// ---- the applicant's own calls --------------------------------------------------------------
const IMAGE_TYPES = /^(image\/(png|jpe?g))$/;
function uploadImage(req: Request) {
  const f = (((req as any).files ?? []) as { fieldname: string; originalname: string; buffer: Buffer; mimetype: string; size: number }[])[0];
  if (!f) return { error: '请选择图片' };
  const name = Buffer.from(f.originalname, 'latin1').toString('utf8');
  if (!/\.(png|jpe?g)$/i.test(name) || !IMAGE_TYPES.test(f.mimetype)) return { error: '上传只能是图片格式!' };
  if (f.size > 10 * 1024 * 1024) return { error: '上传图片大小不能超过 10MB!' };
  const id = keepImage({ buf: f.buffer, type: f.mimetype, name, userId: currentUser(req).id });
  return { data: { id, name, link: imageLink(id) } };
}
const upload = (req: Request, res: any) => {
  const r = uploadImage(req);
  if (r.error) return fail(res, r.error);
  ok(res, r.data, '上传成功');
};

const latest = (u: User, applyType?: number) => mine(u).find((r) => applyType === undefined || Number(r.applyType) === applyType);
const PERSON = ['applyType', 'realName', 'idCard', 'phone', 'cardFront', 'cardBack'];
const COMPANY = ['applyType', 'companyName', 'creditCode', 'legalPerson', 'legalIdCard', 'contactPhone', 'address', 'licence'];
const pickFields = (row: Row | undefined, keys: string[]) => (row ? Object.fromEntries(keys.map((k) => [k, row[k]])) : {});

/** The session of an <img> request: the Auth header, else the console's token cookie (same site only). */
function imageViewer(req: Request): User | undefined {
  const cookie = /(?:^|;\s*)bbn-access-token=([^;]+)/.exec(req.header('Cookie') ?? '')?.[1];
  return userForToken(bearer(req) ?? (cookie ? decodeURIComponent(cookie) : undefined));
}

const routes: Routes = {
  ...identityResource,
  // Hand-written: an image upload (type and size checked, kept private to its owner).
  'POST /api/sfbn-identity/identityAudit/applyPersonCertificate': needs(upload, 'user', { wire: { answer: 'CardImage' } }),
  // Hand-written: an image upload, as above.
  'POST /api/sfbn-identity/identityAudit/applyCompanyCertificate': needs(upload, 'user', { wire: { answer: 'CardImage' } }),
  // Hand-written: serves the stored bytes to their owner and administrators, the session read from the cookie.
  'GET /api/sfbn-resource/file/get-card-image-resource/:id': asset(
    (req, res) => {
      const u = imageViewer(req);
      if (!u) return fail(res, '请求未授权', 401);
      const img = images.get(String(req.params.id));
      if (!img || !mayChange(CARD_IMAGE_OWNER, img, u)) return fail(res, '图片不存在', 404);
      res.setHeader('Content-Type', img.type);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(img.buf);
    },
    { wire: { media: 'image/*', answer: 'FileBytes' } },
  ),
  // Hand-written: the caller's latest application, or null.
  'GET /api/sfbn-identity/identityAudit/getPersonalDI': needs(
    (req, res) => {
      const row = latest(currentUser(req));
      ok(res, row ? view(row) : null);
    },
    'user',
    { wire: { answer: 'MyIdentity' } },
  ),
  // Hand-written: a projection of the caller's latest person application.
  'GET /api/sfbn-identity/identityAudit/getPersonInformation': needs((req, res) => ok(res, pickFields(latest(currentUser(req), 1), PERSON)), 'user', {
    wire: { answer: 'PersonInformation' },
  }),
  // Hand-written: a projection of the caller's latest organisation application.
  'GET /api/sfbn-identity/identityAudit/getCompanyInformation': needs((req, res) => ok(res, pickFields(latest(currentUser(req), 2), COMPANY)), 'user', {
    wire: { answer: 'CompanyInformation' },
  }),
  // Hand-written: decrypts and checks passwords, counts failures, signs other sessions out.
  'POST /api/sfbn-identity/identityAudit/updatePassword': needs(
    (req, res) => {
      const p = params(req);
      const u = currentUser(req);
      const [old, next, again] = [decrypt(p.oldPassword), decrypt(p.newPassword), decrypt(p.newPassword1)];
      if (old === null || next === null || again === null) return fail(res, '密码未加密，已拒绝');
      // The old password is checked as at login: wrong ones count towards the account's lockout,
      // and a locked account is refused even with the right one.
      const checked = checkPassword(u, p.oldPassword);
      if (checked.locked) return fail(res, checked.msg);
      if (!checked.ok) return fail(res, '原密码不正确');
      if (next !== again) return fail(res, '两次密码输入不一致');
      if (!PASSWORD_RULE.test(next)) return fail(res, PASSWORD_RULE_MESSAGE);
      users.update(u.id, { password: next });
      // Whoever else held a session (a stolen token, another browser) is signed out; this one stays.
      revokeOtherSessionsOf(u.id, bearer(req));
      ok(res, true, '修改成功');
    },
    'user',
    { wire: { body: 'PasswordChangeBody', answer: 'Done' } },
  ),
  // Hand-written: a file download of the caller's verified key pair.
  'GET /api/sfbn-identity/identityKey/downPublicAndPrivateKeys': needs(
    (req, res) => {
      const u = currentUser(req);
      const row = mine(u).find((r) => r.status === 2);
      if (!row) return fail(res, '当前状态不允许该操作');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${u.account}-keys.json"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify({ bid: row.bid, algorithm: 'sm2', publicKey: row.publicKey, privateKey: row.privateKey }, null, 2));
    },
    'real-name',
    { wire: { bare: true, answer: 'KeyFile' } },
  ),
};

export default routes;
