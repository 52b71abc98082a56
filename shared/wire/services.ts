/**
 * The wire types of the platform's services (spec 7.2 - 7.7): workflow (blade-flow, blade-desk),
 * node certificates (blade-certificate), the app center, digital identity and points, scheduled
 * jobs, identifiers (sfbn-id) and code generation (sfbn-develop). The mock's hand-written handlers
 * declare them (mock/_lib/access.ts `wire`); docs/gateway.openapi.json publishes them.
 */

/** A number of rows the call changed (removed, cleared). */
export type Changed = number;

/** One step of a row's audit history, appended by every transition. */
export interface AuditEntry {
  /** apply, pass, refuse, revoke, bind, ... */
  action: string;
  /** Who acted (their real name). */
  user: string;
  time: string;
  /** The row's status after the step. */
  status: number | null;
  reason: string;
}

// ---- workflow (blade-flow, blade-desk) ---------------------------------------------------------

/** model/deploy: deploys a model as a new version of its process definition. */
export interface FlowDeployBody {
  /** The model's id (id is taken too); an unknown one answers 400 模型不存在. */
  modelId?: string;
  id?: string;
  /** The process type (1, 2, 3); missing answers 400 请选择流程类型. */
  category: number | string;
  /** The tenants, comma-joined (default 000000). */
  tenantIds?: string;
}

/** manager/change-state: suspends or activates a process definition. */
export interface FlowStateBody {
  /** The definition's id (id is taken too); an unknown one answers 400 流程不存在. */
  processId?: string;
  id?: string;
  /** 'suspend' suspends, anything else activates (or suspensionState 2 / 1). */
  state?: string;
  suspensionState?: number | string;
}

/** manager/delete-deployment: removes deployments (and their definitions). */
export interface DeploymentIdsBody {
  /** Comma-joined deployment or definition ids (ids is taken too); none answers 400 请选择至少一条数据. */
  deploymentIds?: string;
  ids?: string;
}

/** follow/delete-process-instance: removes an instance and its open tasks. */
export interface InstanceDeleteBody {
  /** The instance (id is taken too); an unknown one answers 400 流程实例不存在. */
  processInstanceId?: string;
  id?: string;
  /** Missing answers 400 请输入删除理由. */
  deleteReason: string;
}

/** work/claim-task: the caller takes an unclaimed task (400 任务不存在或已被签收 otherwise). */
export interface TaskBody {
  taskId: string;
}

/**
 * work/complete-task: approves or refuses an open task. A pass is flag 'ok' (or auditStatus 1,
 * pass true); anything else refuses and needs a comment (400 请输入驳回原因).
 */
export interface TaskCompleteBody {
  /** The task (id is taken too); a finished or unknown one answers 400 任务不存在或已处理. */
  taskId?: string;
  id?: string;
  flag?: string | boolean;
  auditStatus?: number | string;
  pass?: boolean;
  comment?: string;
  auditReason?: string;
}

/** process/history-flow-list: the steps of one instance. */
export interface FlowHistoryQuery {
  processInstanceId: string;
}

/** A step of a process instance's history, newest first. */
export interface FlowHistory {
  id?: string;
  processInstanceId: string;
  historyActivityName: string;
  assigneeName: string;
  comment: string;
  createTime: string;
  endTime: string;
}

/** leave/start-process: a leave application, which starts the leave process with an approval task. */
export interface LeaveStartBody {
  /** yyyy-MM-dd HH:mm:ss; missing answers 400 请选择开始时间. */
  startTime: string;
  /** Not before startTime (400 结束时间不能早于开始时间); missing answers 400 请选择结束时间. */
  endTime: string;
  /** 1 - 4 (the leave_type dictionary). */
  leaveType?: number | string;
  /** At most 100 characters; missing answers 400 请输入请假理由. */
  reason: string;
  /** The approver's user id (400 审批人不存在 for an unknown one). */
  taskUser?: string;
}

/** leave/detail: one leave application by its business id (id is taken too). */
export interface LeaveQuery {
  businessId?: string;
  id?: string;
}

/** A leave application with its open task (leave/list, leave/detail). */
export interface LeaveRow {
  id: string;
  processInstanceId: string;
  processDefinitionId: string;
  startTime: string;
  endTime: string;
  leaveType: number;
  reason: string;
  taskUser: string;
  applyUser: string;
  /** 0 under approval, 1 approved, 2 refused. */
  approvalStatus: number;
  comment?: string;
  /** The open task ('' when none). */
  taskId: string;
  taskName: string;
  creator?: string;
  createTime: string;
}

// ---- node certificates (blade-certificate) -----------------------------------------------------

/** chain-node/page: the caller's certificates (an administrator's: all), each filter by substring or equality. */
export interface CertificateQuery {
  current?: number;
  size?: number;
  nodeName?: string;
  /** 1 consensus, 2 sync. */
  nodeType?: number;
  /** 1 a person, 2 an organisation. */
  trustType?: number;
  /** 1 待审核, 2 已签发, 0 已驳回, 5 已吊销, 6 已取消. */
  status?: number;
  trustName?: string;
  certNo?: string;
  account?: string;
}

/** The holder of a node: a person (name, ID card, phone) or an organisation (name, credit code, legal person). */
export interface TrustFields {
  /** 1 a person, 2 an organisation. */
  trustType: number;
  personName?: string;
  idCard?: string;
  phone?: string;
  entName?: string;
  creditCode?: string;
  legalPerson?: string;
}

/** submit-candidate-node / submit-sync-node: a node application with its holder's trust certificate. */
export interface CertificateApplyBody extends TrustFields {
  nodeName: string;
  ip: string;
  port: number;
  serverId?: string;
  remark?: string;
  /** A sync node's running consensus node (the caller's own). */
  consensusNodeId?: string;
}

/** update-node: the node of an open or refused application (which is submitted again). */
export interface CertificateNodeBody {
  id: string;
  nodeName?: string;
  ip?: string;
  port?: number;
  serverId?: string;
  remark?: string;
}

/** submit-trusts-node: the holder of an open or refused application (which is submitted again). */
export interface CertificateTrustBody extends TrustFields {
  id: string;
}

/** bind-sync-node: binds a sync node's certificate to a running consensus node of the caller. */
export interface CertificateBindBody {
  id: string;
  consensusNodeId: string;
}

/** A node certificate as the console sees it: the node's fields and history, the status derived from the node's. */
export interface Certificate extends TrustFields {
  id: string;
  nodeId: string;
  /** 1 consensus, 2 sync. */
  nodeType: number;
  consensusNodeId: string;
  userId: string;
  account: string;
  creator: string;
  /** 1 待审核, 2 已签发, 0 已驳回, 5 已吊销, 6 已取消. */
  status: number;
  /** BBN-NC-<date>-<number> once issued, else ''. */
  certNo: string;
  issueTime: string;
  nodeName: string;
  orgName: string;
  ip: string;
  port: number | null;
  serverId: string;
  remark: string;
  nodeStatus: number | null;
  nodeAddress: string;
  auditReason: string;
  consensusNodeName: string;
  consensusNodeIp: string;
  consensusNodeStatus: number | null;
  /** The person's or the organisation's name. */
  trustName: string;
  history: AuditEntry[];
  createTime: string;
}

// ---- app center (sfbn-app-center) ---------------------------------------------------------------

/** The store's lists (mall/page, star/page, getAppIdentityList, ...): the page and these filters only. */
export interface AppStoreQuery {
  current?: number;
  size?: number;
  appName?: string;
  /** 1, 2, 3. */
  appType?: number;
  developer?: string;
  /** The sub-chain the app belongs to. */
  chainId?: string;
}

/** A published app as every user sees it (no audit reasons, no history). */
export interface AppInfo {
  id: string;
  appName: string;
  appType: number;
  version: string;
  developer: string;
  appUrl: string;
  appDesc: string;
  appLogo: string;
  qrCode: string;
  installationPackage: string;
  /** 0 draft, 1 under review, 2 published, 3 refused, 4 withdrawn, 5 revoked. */
  status: number;
  /** 0 none, 1 applied, 2 starred, 3 refused. */
  starStatus: number;
  /** 0 closed, 1 applied, 2 opened, 3 refused. */
  identityStatus: number;
  creator: string;
  chainId: string;
  childChainName: string;
  childChainCode: string;
  /** 1: a required app (必备应用). */
  required: number;
  activity: number;
  calls: number;
  publishTime: string;
  createTime: string;
}

/** An app of the caller's own, as the app center's home lists it (with its audit reasons and history). */
export interface AppRow extends AppInfo {
  auditReason: string;
  starReason: string;
  identityReason: string;
  history: AuditEntry[];
}

/** audit: the publication (auditType 1, default) or the star (2) of an app, passed (auditStatus 1) or refused (2, with auditReason). */
export interface AppAuditBody {
  id: string;
  auditType?: number | string;
  auditStatus: number | string;
  auditReason?: string;
}

/** A live sub-chain an app may belong to, with its number of published apps (getSubList). */
export interface AppSubChain {
  id: string;
  childChainName: string;
  childChainCode: string;
  type: number;
  /** 名称（编码）, the form's choice. */
  label: string;
  appCount: number;
}

/** The identifier templates an app may use (getHostingTmpAuth): those of its sub-chain while the backbone hosts it. */
export interface AppHostingAuth {
  appName: string;
  childChainName: string;
  /** 未托管, 托管审核中, 已托管, 自建解析. */
  hostingStatus: string;
  /** The template names, joined with 、, or 无. */
  templates: string;
}

/** The app center's figures (getAppOverview). */
export interface AppOverview {
  total: number;
  published: number;
  star: number;
  callsToday: number;
}

/** An app of the activity ranking (getAppActivityRank, the five most active). */
export interface AppActivity {
  id: string;
  appName: string;
  activity: number;
}

/** The apps' monitoring figures (getAppMonitorOverview). */
export interface AppMonitorOverview {
  online: number;
  underReview: number;
  calls: number;
  identityOpened: number;
}

// ---- digital identity and points (sfbn-identity) ------------------------------------------------

/** An uploaded card or licence image (applyPersonCertificate, applyCompanyCertificate): its id goes into the application. */
export interface CardImage {
  id: string;
  name: string;
  /** Served to its owner and administrators only. */
  link: string;
}

/** An identity application as its applicant and administrators see it (no private key), with its images' links. */
export interface IdentityApplication {
  id: string;
  userId: string;
  account: string;
  creator: string;
  /** 1 a person, 2 an organisation. */
  applyType: number;
  /** 3 under review, 2 verified, 0 refused, 4 revoked. */
  status: number;
  bid: string;
  publicKey: string;
  rejectType: number | null;
  auditReason: string;
  revokeType: number | null;
  revokeReason: string;
  auditTime: string;
  auditUser: string;
  realName: string;
  idCard: string;
  phone: string;
  cardFront: string;
  cardBack: string;
  companyName: string;
  creditCode: string;
  legalPerson: string;
  legalIdCard: string;
  contactPhone: string;
  address: string;
  licence: string;
  cardFrontUrl: string;
  cardBackUrl: string;
  licenceUrl: string;
  history: AuditEntry[];
  createTime: string;
}

/** The caller's latest identity application (getPersonalDI), or null when there is none. */
export type MyIdentity = IdentityApplication | null;

/** The person's fields of the caller's latest person application (getPersonInformation); {} when none. */
export interface PersonInformation {
  applyType?: number;
  realName?: string;
  idCard?: string;
  phone?: string;
  cardFront?: string;
  cardBack?: string;
}

/** The organisation's fields of the caller's latest organisation application (getCompanyInformation); {} when none. */
export interface CompanyInformation {
  applyType?: number;
  companyName?: string;
  creditCode?: string;
  legalPerson?: string;
  legalIdCard?: string;
  contactPhone?: string;
  address?: string;
  licence?: string;
}

/** updatePassword: the three passwords, each sm2-encrypted as the login sends them (400 密码未加密，已拒绝 otherwise). */
export interface PasswordChangeBody {
  oldPassword: string;
  newPassword: string;
  /** The new password again (400 两次密码输入不一致). */
  newPassword1: string;
}

/** A key pair as a file to keep (identityKey/downPublicAndPrivateKeys; the identifiers' private key). */
export interface KeyFile {
  bid: string;
  /** sm2 */
  algorithm: string;
  publicKey: string;
  privateKey: string;
}

/** The caller's points (tradeRecord/getIntegral). */
export interface PointsBalance {
  bid: string;
  balance: number;
}

/** tradeRecord/list: the caller's records, newest first; another key answers 400 不支持的查询条件. */
export interface TradeRecordQuery {
  current?: number;
  size?: number;
  /** 1 income, 2 expense (400 交易类型不正确 otherwise). */
  type?: number;
  tradeNo?: string;
}

/** A trade record of the caller's (an income or an expense with its fee). */
export interface TradeRecord {
  id: string;
  userId: string;
  tradeNo: string;
  /** 1 income, 2 expense. */
  type: number;
  amount: number;
  fee: number;
  fromBid: string;
  toBid: string;
  /** The balance after the trade. */
  balance: number;
  remark: string;
  createTime: string;
}

/** tradeRecord/getHandingFee: the fee of a transfer of amount points (a positive integer). */
export interface FeeQuery {
  amount: number;
}

/** The fee of a transfer: 1 %, rounded up, at least 1. */
export interface TransferFee {
  amount: number;
  fee: number;
}

/** tradeRecord/transfer: points to another account's BID (the amount and the fee leave the caller's balance). */
export interface TransferBody {
  toBid: string;
  /** A positive integer. */
  amount: number;
  /** At most 100 characters (longer is cut). */
  remark?: string;
}

// ---- scheduled jobs (sfbn-job-admin) --------------------------------------------------------------

/** jobinfo/trigger: runs a job once now (a log row is written). */
export interface JobTriggerBody {
  id: string;
  executorParam?: string;
  addressList?: string;
}

/** jobinfo/nextTriggerTime: the next five times of a cron (given, or the job's). */
export interface CronQuery {
  scheduleConf?: string;
  id?: string;
}

/** A time, yyyy-MM-dd HH:mm:ss. */
export type DateTime = string;

/** A job's description (jobgroup/getJobsByGroup lists them). */
export type JobName = string;

/** jobgroup/getJobsByGroup: the jobs of an executor (id is taken too). */
export interface JobGroupQuery {
  jobGroup?: string;
  id?: string;
}

/** An executor (job group). */
export interface JobGroup {
  id: string;
  appname: string;
  title: string;
  /** 0 automatic, 1 by hand (addressList). */
  addressType: number;
  addressList: string;
  creator?: string;
  createTime: string;
}

/** joblog/clearLog: clears the logs of a job, or all of them without jobId. */
export interface ClearLogBody {
  jobId?: string;
}

// ---- identifiers (sfbn-id) ----------------------------------------------------------------------

/** showAttr: the attributes of a template (templateId is taken too). */
export interface TemplateQuery {
  id?: string;
  templateId?: string;
}

/** An attribute of an identifier template. */
export interface TemplateAttr {
  key: string;
  name: string;
  /** text, number or date. */
  type: string;
  required: boolean;
}

/** updateIsUse: puts an identifier in use (1) or out of use (0; it no longer resolves). */
export interface IsUseBody {
  id: string;
  /** 0 or 1 (400 是否启用取值不正确 otherwise). */
  isUse: number | string;
}

/** The key store of an identifier: its public key (never the private key). */
export interface KeyStore {
  id: string;
  bid: string;
  /** sm2 */
  algorithm: string;
  publicKey: string;
}

/** privateKey: the key store with its private key, after the caller's password (sm2-encrypted). */
export interface PrivateKeyBody {
  id: string;
  password: string;
}

/** The identifier figures (resolver/idInfoDataOver). */
export interface IdOverview {
  /** Every identifier: backbone and sub-chain ones. */
  idTotal: number;
  backboneTotal: number;
  subTotal: number;
  /** Sub-chain identifiers the backbone hosts. */
  hostedTotal: number;
  inUse: number;
  templateTotal: number;
  resolveTotal: number;
  failTotal: number;
  todayResolve: number;
}

/** resolver/bid: the BID to resolve (400 for a malformed one, 404 for an unknown one). */
export interface BidQuery {
  bid: string;
}

/** An identifier document (the glossary's format). */
export interface BidDocument {
  '@context': string[];
  version: string;
  id: string;
  publicKey: { id: string; type: string; controller: string; publicKeyHex: string }[];
  authentication: string[];
  extension: {
    recovery: string[];
    ttl: number;
    /** person, organization, device, data. */
    type: string;
    attributes: { key: string; desc: string; format: string; value: string }[];
    /** The sub-chain codes. */
    acsns: string[];
  };
  service: { id: string; type: string; serviceEndpoint: string }[];
  created: string;
  updated: string;
}

// ---- code generation (sfbn-develop) -------------------------------------------------------------

/** A data source as a choice (datasource/select). */
export interface DataSourceOption {
  id: string;
  name: string;
}

/** code/build: generates the code of the chosen modules (comma-joined ids; id is taken too). */
export interface CodeBuildBody {
  ids?: string;
  id?: string;
}

/** What code/build made. */
export interface CodeBuildAnswer {
  files: number;
}
