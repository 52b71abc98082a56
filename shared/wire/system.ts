/**
 * The system, resource and account calls the console makes besides its session (spec 3, 7.2,
 * 7.7): the account's own settings, users, members, roles and grants, dictionaries, the security
 * settings, registration and the password reset, messages sent by SMS and e-mail, stored files.
 * The mock (mock/sfbn-system, mock/sfbn-resource, mock/sfbn-auth) declares them on its
 * hand-written routes; docs/gateway.openapi.json publishes them with the calls.
 */

/**
 * A yes / no answer. For an action (a grant, a blacklisting, a send), true when it was done, the
 * message saying what; for a question (checkInvitationCode, getIsDisplay, checkPassword), the answer.
 */
export type Flag = boolean;

/** No data: the message says what was done (a verify code sent: 发送成功!). */
export type Nothing = null;

/** The bytes of a stored file, sent as a download (Content-Disposition: attachment), typed by what the bytes are. */
export type FileBytes = string;

/** A link, '' when there is none (account/getImg: the signed-in user's avatar). */
export type Link = string;

/** A node of a tree select (role/getRoleTree, dept/lazy-tree), with its children or whether it has any. */
export interface TreeNode {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId?: string;
  children?: TreeNode[];
  /** The lazy trees: whether the node has children to load. */
  hasChildren?: boolean;
}

/** The query of a lazy tree: the children of one node (root "0"). */
export interface ParentQuery {
  parentId?: string;
}

// ---- the signed-in account ----------------------------------------------------------------

/** The body of account/submitAvatar: the new avatar's link (an upload's). */
export interface AvatarBody {
  avatar: string;
}

/** The body of account/bind and bindUpdate: the phone and the code person/verify-code/bind sent to it. */
export interface PhoneBinding {
  /** 11 digits from 13 to 19 (else 手机号码格式不正确). */
  phone: string;
  code: string;
}

/** The query of person/verify-code/bind and verify-code/subchain: the phone the code goes to. */
export interface PhoneQuery {
  phone: string;
}

/** The body of api/client/checkPassword: the signed-in user's password, sm2-encrypted (wrong ones count towards the lockout). */
export interface PasswordCheck {
  password: string;
}

/** The body of api/client/getApikeyResult: an active key of the caller's and their password, sm2-encrypted. */
export interface ApiKeySecretRequest {
  id: string;
  password: string;
}

/** An API key with its secret (getApikeyResult), for its owner or an administrator who confirmed their password. */
export interface ApiKeySecret {
  apiKey: string;
  apiSecret: string;
}

/** The query of oauth/authorize: where to send the user with the code, and the client's state. */
export interface AuthorizeQuery {
  redirect_uri?: string;
  state?: string;
}

/** An authorization code for the signed-in user (oauth/authorize, used once by the authorization_code grant) and where to go with it. */
export interface AuthorizeAnswer {
  code: string;
  /** redirect_uri with ?code= (and &state=), '' when none was given. */
  redirect: string;
}

// ---- users --------------------------------------------------------------------------------

/** An account as the console sees it (blade-user/info, update-info): never its password. */
export interface UserAccount {
  id: string;
  account: string;
  name: string;
  realName: string;
  bid: string;
  /** Authentication status (spec 4): 0 rejected, 1 not verified, 2 verified, 3 under review, 4 revoked, 5 expired. */
  status: number;
  tenantId: string;
  roleId: string;
  roleName: string;
  /** 1 person, 2 organisation. */
  userType: number;
  email: string;
  phone: string;
  deptId: string;
  deptName: string;
  postId: string;
  avatar: string;
  /** 0 active, 1 blacklisted. */
  isDeleted: number;
  /** Registration: 1 approved, 0 waiting, 2 refused. */
  approved: number;
  /** 1: locked by wrong passwords (an administrator's 解锁 lifts it). */
  locked: number;
  createTime: string;
}

/** The body of blade-user/update-info: the caller's own profile (any other key is dropped). */
export interface ProfileUpdate {
  /** Required, at most 20 characters. */
  name?: string;
  /** 2-8 Chinese characters. */
  realName?: string;
  /** The current number only: it changes through 绑定手机 (else 手机号码须通过绑定手机验证后更换). */
  phone?: string;
  email?: string;
  avatar?: string;
}

/** The body of the calls on several accounts (reset-password, init-password, unlock, addBlacklist, removeBlacklist, remove): comma-joined ids, every one known. */
export interface UserIdsBody {
  userIds: string;
}

/** The body of blade-user/grant (grantRole): the accounts and the roles they get, both comma-joined. */
export interface UserGrant {
  userIds: string;
  roleIds: string;
}

/** The query of blade-user/platform-detail: the account. */
export interface UserIdQuery {
  userId?: string;
  id?: string;
}

/** An account's platform settings (platform-detail; the body of update-platform). */
export interface UserPlatform {
  userId: string;
  /** 1 person, 2 organisation. */
  userType: number;
  userExt: string;
}

// ---- registration and the password reset ----------------------------------------------------

/**
 * The body of user/register, one of two forms with sm2-encrypted passwords: the portal's
 * {userName, password, confirmPassword, captcha, captchaKey} or a tenant's {tenantId, name,
 * account, password, password2}.
 */
export interface RegisterRequest {
  userName?: string;
  account?: string;
  tenantId?: string;
  name?: string;
  password: string;
  confirmPassword?: string;
  password2?: string;
  captcha?: string;
  captchaKey?: string;
}

/** A registration waiting for an administrator (user/register answers it; the password grant refuses it until approved). */
export interface Registration {
  id: string;
  account: string;
  tenantId: string;
  /** 0 waiting, 1 approved, 2 refused. */
  approved: number;
  name?: string;
  auditReason?: string;
  createTime?: string;
}

/** The query of user/register-list: the approval state (default 0, waiting) and an account's part. */
export interface RegistrationQuery {
  current?: number;
  size?: number;
  approved?: number;
  account?: string;
}

/** The body of user/audit-register: 1 approves, 2 refuses (with the reason, else 请输入驳回原因). */
export interface RegistrationAudit {
  id: string;
  auditStatus: 1 | 2;
  auditReason?: string;
}

/** The query of verify-account-exists and login/verify-code/send: the account (and the code's kind: login, register, authentication). */
export interface AccountQuery {
  userName: string;
  codeType?: 'login' | 'register' | 'authentication';
}

/** An account that exists (verify-account-exists), with its phone masked (138****0002). */
export interface AccountPhone {
  userName: string;
  phone: string;
  hasPhone: boolean;
}

/** The body of check/user/authentication-code: the account and the code sent to its phone. */
export interface CodeCheck {
  userName: string;
  captcha: string;
}

/** A checked code's one-use ticket (10 minutes) that user/reset-password requires. */
export interface ResetTicket {
  ticket: string;
}

/** The body of user/reset-password: the ticket and the new password twice, sm2-encrypted. */
export interface PasswordReset {
  userName: string;
  ticket: string;
  password: string;
  againPassword: string;
}

// ---- organisation members -------------------------------------------------------------------

/** The body of orgUserRelation/inviteMembers: the phone invited (11 digits) and the person's name. */
export interface MemberInvite {
  phone: string;
  realName?: string;
  userName?: string;
}

/** The organisation and its invitation code (orgUserRelation/companyDetail). */
export interface CompanyDetail {
  companyName: string;
  invitationCode: string;
  memberCount: number;
}

/** An organisation one may join (orgUserRelation/companyList). */
export interface Company {
  id: string;
  companyName: string;
}

/** The query of checkInvitationCode, and the body of joinCompany: the code (else 邀请码错误). */
export interface InvitationCode {
  invitationCode: string;
}

// ---- roles, menus, grants, security -----------------------------------------------------------

/** The query of role/tree-by-id and topmenu/grant-tree: the role or top menu. */
export interface GrantQuery {
  id?: string;
  roleId?: string;
}

/** What a role was granted (role/tree-by-id): ids of menus, data scopes, API scopes and top menus. */
export interface RoleGrants {
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
  topMenuIds: string[];
}

/** The body of role/grant: the roles (comma-joined) and what they get (comma-joined ids each). */
export interface RoleGrant {
  roleIds: string;
  menuIds?: string;
  dataScopeIds?: string;
  apiScopeIds?: string;
}

/** The menus a top menu shows (topmenu/grant-tree). */
export interface TopMenuGrants {
  menuIds: string[];
}

/** The body of topmenu/grant: the top menus (comma-joined) and their menus (comma-joined). */
export interface TopMenuGrant {
  topMenuIds: string;
  menuIds?: string;
}

/** A row of the menu table (menu/lazy-menu-list: the menus, not buttons, under one parent). */
export interface MenuRow {
  id: string;
  parentId: string;
  name: string;
  code: string;
  path: string;
  source: string;
  sort: number;
  /** 1 menu, 2 button. */
  category: number;
  action: number;
  isOpen: number;
  remark: string;
  topMenuId?: string;
}

/** A post (post/select: every post, unpaged). */
export interface Post {
  id: string;
  /** 1 senior management, 2 middle management, 3 staff, 4 other. */
  category: number;
  postCode: string;
  postName: string;
  sort: number;
  remark: string;
}

/** The security settings (system/security/detail; the body and answer of update, checked whole before anything is stored). */
export interface SecuritySettings {
  id?: string;
  /** 1, 2 or 3. */
  passwordEncryptionMode: number;
  /** 6 to 32. */
  passwordLength: number;
  /** 0 to 24. */
  passwordRepeats: number;
  /** Wrong passwords before the account is locked, 1 to 20. */
  passwordLockNum: number;
  /** 0 / 1. */
  dynamicVerificationCode: number;
  /** 0 / 1. */
  loginPassword: number;
  /** 0 / 1. */
  singleDeviceLogin: number;
  /** Days a password lives, 0 to 3650. */
  expirationTime: number;
}

// ---- dictionaries -----------------------------------------------------------------------------

/** A row of the dictionary table: a dictionary (parentId 0, naming its code) or one of its entries. */
export interface DictRow {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  /** 1 sealed. */
  isSealed: number;
  remark?: string;
  /** dict-biz/child-list: whether the entry has entries of its own. */
  hasChildren?: boolean;
}

// ---- logs ---------------------------------------------------------------------------------------

/** An error the console captured (spec 2.3 log dialog), as uploaded with the browser's details. */
export interface ErrorLogEntry {
  type: string;
  url: string;
  message: string;
  stack: string;
  time: string;
  /** The browser (its user agent). */
  info?: string;
}

/** The body of POST oauth/logout: the errors the console captured, handed over as the session ends. */
export interface LogoutBody {
  logs?: ErrorLogEntry[];
}

/** The body of log/error/upload: the captured errors. */
export type ErrorLogUpload = ErrorLogEntry[];

/** An uploaded error (log/error/uploaded), with who uploaded it. */
export interface UploadedError extends ErrorLogEntry {
  id: string;
  createBy: string;
  createTime: string;
}

/** The query of a plain page: paging only. */
export interface PageQuery {
  current?: number;
  size?: number;
}

/** The query of statistics/list: the page and a service's name (part of it). */
export interface StatisticsQuery {
  current?: number;
  size?: number;
  serviceId?: string;
}

/** A service's calls on a day (statistics/list). */
export interface ServiceStatistics {
  id: string;
  serviceId: string;
  /** YYYY-MM-DD. */
  statDate: string;
  apiCount: number;
  errorCount: number;
  loginCount: number;
  /** Milliseconds. */
  avgTime: number;
}

// ---- SMS, e-mail, storage -----------------------------------------------------------------------

/** The body of sms/sendSms: a test message through one SMS config to one mobile. */
export interface SmsTest {
  id: string;
  mobile?: string;
  phones?: string;
  params?: string;
}

/** The body of sms/endpoint/send-message: an enabled config's smsCode, up to 100 mobiles (comma-joined), the template's parameters. */
export interface SmsMessage {
  code: string;
  phones: string;
  params?: string;
}

/** The query of sms/getSendTypeList: one smsCode, or every enabled config. */
export interface SmsCodeQuery {
  code?: string;
}

/** A message one may send (sms/getSendTypeList: an enabled SMS config). */
export interface SmsSendType {
  smsCode: string;
  templateName: string;
  type: number;
  /** templateName（smsCode）. */
  label: string;
}

/** The body of emailSender/sendEmail: a test e-mail from a sender to an address. */
export interface EmailTest {
  id: string;
  receiveEmailAccount: string;
}

/** A contract of the resource service with its counts (contract/detail/{id}). */
export interface ResourceContractDetail {
  id: string;
  contractName: string;
  contractAddress: string;
  chainName: string;
  version: string;
  contractDesc: string;
  changeVersion: string;
  changeDesc: string;
  auditReason: string;
  /** 1 change under review, 2 in service, 3 change refused. */
  status: number;
  createTime: string;
  /** Apps and sub-chains using it. */
  relationCount: number;
  txCount: number;
}
