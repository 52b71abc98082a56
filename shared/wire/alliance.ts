/**
 * The alliance service's wire types beyond the contract IDE and the chain browser (spec 7.4, 7.5;
 * docs/domain/alliance.md, chain.md, subchain.md): the backbone's nodes, identities and chain
 * settings, the alliance's members and vote weights, the sub-chains with their drafts, members,
 * overview and ledger, and the monitoring center's figures. What the mock's hand-written calls
 * answer (mock/sfbn-alliance/*); the calls a descriptor answers are described by the descriptor.
 */
import type { DayCount } from './browser';

/** One step of a row's audit history (every lifecycle call appends one). */
export interface HistoryEntry {
  action: string;
  user: string;
  time: string;
  status: number | null;
  reason: string;
}

/** The query of a call about one sub-chain by its id. */
export interface ChainIdQuery {
  chainId: string;
}

/** The query of a list narrowed to one set of sub-chains (1 permissioned, 2 ott; absent: both). */
export interface ChainTypeQuery {
  type?: number;
}

// ---- the backbone: nodes, identities, chain settings ----------------------------------------

/** A backbone node (chainNode/*): its owner, address, state (0 refused, 1 audit, 2 deploy, 3 verify, 4 running, 5 repealed, 6 cancelled) and the chain's height when running. */
export interface BackboneNode {
  id: string;
  userId: string;
  account: string;
  creator: string;
  orgName: string;
  nodeName: string;
  /** 1 consensus, 2 sync. */
  nodeType: number;
  ip: string;
  port: number;
  status: number;
  nodeAddress: string;
  blockHeight: number;
  remark: string;
  auditReason: string;
  repealReason: string;
  auditUser: string;
  auditTime: string;
  deployTime: string;
  verifyTime: string;
  createTime: string;
  history: HistoryEntry[];
  /** The node's open or decided candidacy (1 voting, 2 elected, 3 refused), else null. */
  candidateStatus?: number | null;
}

/** The query of chainNode/cancel: the applicant withdraws an open application, the administrator repeals a node in service (with a reason). */
export interface NodeCancelQuery {
  id: string;
  repealReason?: string;
}

/** The query (or body) of chainNode/applyCandidateNode: a running node of the caller's, and why. */
export interface CandidateApply {
  id: string;
  reason?: string;
}

/** The query (or body) of voteDetail/save: a member's vote on a candidacy, 1 agree, 2 against. */
export interface CandidateVoteRequest {
  id: string;
  vote: number;
}

/** One member's vote on a candidacy. */
export interface CandidateVote {
  orgName: string;
  vote: number;
  weight: number;
  time: string;
}

/** A node's candidacy for consensus (1 voting, 2 elected, 3 refused, 4 cancelled) with its weighted tally and the caller's vote. */
export interface Candidate {
  id: string;
  nodeId: string;
  nodeName: string;
  orgName: string;
  ip: string;
  userId: string;
  status: number;
  reason: string;
  createTime: string;
  history: HistoryEntry[];
  yesWeight: number;
  noWeight: number;
  totalWeight: number;
  /** "yes / total". */
  tally: string;
  myVote: number | null;
  votes: CandidateVote[];
}

/** A backbone identity (backboneidentity*): a user's role on the backbone chain (1 member, 2 operator, 3 administrator) and an upgrade under review. */
export interface BackboneIdentity {
  id: string;
  userId: string;
  account: string;
  creator: string;
  orgName: string;
  chainRole: number;
  /** The role an upgrade asks for, while it is reviewed. */
  applyRole: number | null;
  status: number;
  reason: string;
  auditReason: string;
  auditUser: string;
  auditTime: string;
  createTime: string;
  history: HistoryEntry[];
}

/** The query (or body) of backboneidentityapply/upgrade: a higher role and why. */
export interface IdentityUpgrade {
  applyRole: number;
  reason: string;
}

/** The body of backboneidentity/editChainRole: an identity's new role. */
export interface ChainRoleEdit {
  id: string;
  chainRole: number;
}

/** A chain-building application (chainSetting/*): 1 under review, 2 built, 0 refused. */
export interface ChainSetting {
  id: string;
  userId: string;
  account: string;
  creator: string;
  orgName: string;
  chainName: string;
  consensus: string;
  nodeCount: number;
  blockInterval: number;
  configFile: string;
  remark: string;
  status: number;
  auditReason: string;
  auditUser: string;
  auditTime: string;
  createTime: string;
  history: HistoryEntry[];
}

/** chainSetting/checkBuild: whether the caller's backbone chain is built. */
export interface BuildCheck {
  built: boolean;
  status: number | null;
}

/** The backbone chain as everyone sees it (chainSetting/simpleInfo): the figures come from the node and member tables and the chain's head. */
export interface BackboneSummary {
  chainName: string;
  consensus: string;
  blockInterval: number;
  nodeCount: number;
  consensusNodeCount: number;
  blockHeight: number;
  memberCount: number;
}

/** chainSetting/analysisConfigFile (multipart, one file): what a chain config file says. */
export interface ChainConfig {
  chainName: string;
  consensus: string;
  nodeCount: number;
  blockInterval: number;
  /** The uploaded file's name. */
  configFile: string;
}

// ---- the monitoring center ---------------------------------------------------------------------

/** The query of the monitoring center's figures over days (default: the last 7, at most 31). */
export interface DateRangeQuery {
  /** YYYY-MM-DD. */
  startDateStr?: string;
  endDateStr?: string;
}

/** One day of the backbone chain. */
export interface ChainDay {
  date: string;
  blockCount: number;
  txCount: number;
}

/** chainSetting/realTimeGeneralView: the backbone's blocks and transactions per day and its summary. */
export interface GeneralView extends BackboneSummary {
  startDateStr: string;
  endDateStr: string;
  days: ChainDay[];
  blockTotal: number;
  txTotal: number;
  contractCount: number;
}

/** chainSetting/realTimeNodeDynamic: a running or verifying node and its height. */
export interface NodeDynamic {
  id: string;
  nodeName: string;
  orgName: string;
  ip: string;
  nodeType: number;
  status: number;
  blockHeight: number;
  verifyTime: string;
  deployTime: string;
}

/** A number of rows in one state. */
export interface StatusCount {
  status: number;
  count: number;
}

/** chainNode/monitorBackboneNode: the nodes by state. */
export interface NodeMonitor {
  total: number;
  running: number;
  byStatus: StatusCount[];
}

/** chainContract/monitorBackboneContract: contracts deployed on the backbone, per day and in all. */
export interface ContractMonitor {
  total: number;
  added: number;
  days: DayCount[];
}

/** One day of the alliance's members: how many there were and how many joined that day. */
export interface MemberDay {
  date: string;
  total: number;
  added: number;
}

/** backboneidentity/monitorBackboneChainMember: active members per day. */
export interface MemberMonitor {
  total: number;
  days: MemberDay[];
}

// ---- the console home ------------------------------------------------------------------------

/** A contract of the console home's list. */
export interface HomeContract {
  id: string;
  userId: string;
  contractName: string;
  contractAddress: string;
  status: number;
  createTime: string;
}

/** home/alliance/myNodeAndContractList: the caller's backbone nodes and contracts. */
export interface MyNodesAndContracts {
  nodes: BackboneNode[];
  contracts: HomeContract[];
}

/** A receipt of the console home: a transaction of the caller's on the backbone (type 1 deployment, 2 call, 3 transfer, 4 identifier; status 1 success). */
export interface Receipt {
  id: string;
  userId: string;
  txHash: string;
  blockHeight: number;
  type: number;
  status: number;
  createTime: string;
}

/** user/identity/info: the caller's identity as the console home shows it. */
export interface HomeIdentity {
  userId: string;
  name: string;
  bid: string;
  /** 1 not verified, 2 verified, 3 under review. */
  status: number;
  userType: number;
  applyTime: string;
}

// ---- the alliance: members and vote weights ------------------------------------------------------

/** An alliance member (member/*): 2 active, 3 under review, 0 refused, 4 revoked; type 1 chairman, 2 vice-chairman, 3 ordinary; a vice-chairman application (viceStatus 3 pending, 2 granted, 0 refused). */
export interface AllianceMember {
  id: string;
  userId: string;
  account: string;
  creator: string;
  orgName: string;
  memberType: 1 | 2 | 3;
  status: 0 | 2 | 3 | 4;
  contactName: string;
  contactPhone: string;
  email: string;
  introduction: string;
  viceStatus: 0 | 2 | 3 | null;
  viceReason: string;
  auditReason: string;
  revokeReason: string;
  auditUser: string;
  auditTime: string;
  createTime: string;
  history: HistoryEntry[];
}

/** The body of member/audit: 1 pass, 2 refuse (with a reason) of the row's pending application (a join or a vice-chairman application). */
export interface MemberAudit {
  id: string;
  auditStatus: number;
  auditReason?: string;
}

/** The body of member/applayViceChairman. */
export interface ViceApply {
  /** At most 200 characters. */
  viceReason: string;
}

/** The query of member/getAllianceIdentity: a user (default the caller; another user's for administrators only). */
export interface AllianceIdentityQuery {
  userId?: string;
}

/** member/getAllianceIdentity: whether and how a user belongs to the alliance. */
export interface AllianceIdentity {
  userId: string;
  isMember: boolean;
  memberId: string;
  status: number | null;
  memberType: number | null;
  memberTypeName: string;
  orgName: string;
  viceStatus: number | null;
}

/** A vote weight: a member type's weight in one business (1 candidate node, 2 sub-chain creation, 3 other). */
export interface VoteWeight {
  id: string;
  businessType: number;
  memberType: number;
  weight: number;
}

/** The query of voteWeight/detail. */
export interface VoteWeightQuery {
  businessType?: number;
}

/** The body of voteWeight/weightConfig: one weight, or a business type's weights. */
export interface WeightConfig {
  businessType: number;
  memberType?: number;
  weight?: number;
  weights?: { memberType: number; weight: number }[];
}

// ---- sub-chains --------------------------------------------------------------------------------

/** A member's weighted vote on a sub-chain. */
export interface SubChainVote {
  userId: string;
  user: string;
  orgName: string;
  weight: number;
  /** 1 agree, 2 against. */
  result: number;
  time: string;
}

/** A sub-chain application and chain (childChain/*): 0 refused, 1 review, 2 voting, 3 approved, 4 running, 5 stopped. */
export interface SubChain {
  id: string;
  /** 1 permissioned, 2 ott. */
  type: number;
  buildType: number;
  childChainName: string;
  childChainCode: string;
  childType: number;
  orgName: string;
  description: string;
  consensus: string;
  nodeCount: number;
  planStart: string;
  planDesc: string;
  accessType: number;
  apiUrl: string;
  bandwidth: number;
  legalPerson: string;
  legalIdCard: string;
  contactPhone: string;
  attachments: string | string[];
  status: number;
  childChainStatus: number;
  bid: string;
  auditReason: string;
  auditUser: string;
  auditTime: string;
  votes: SubChainVote[];
  agreeWeight: number;
  againstWeight: number;
  totalWeight: number;
  voteCount: number;
  userId: string;
  creator: string;
  createTime: string;
  history: HistoryEntry[];
}

/** The body of childChain/reApply: a refused application's fields again. */
export interface SubChainApplication extends Partial<Omit<SubChain, 'status' | 'votes' | 'history'>> {
  id: string;
}

/** The body of childchainaudit/save: a member's vote on a sub-chain in voting. */
export interface SubChainVoteRequest {
  /** The sub-chain. */
  voteId: string;
  /** 1 agree, 2 against. */
  voteResult: number;
}

/** The body of childchainaudit/approve: after the vote, 1 approve (agreeing weight above the opposing), 2 refuse with a reason. */
export interface SubChainApprove {
  id: string;
  auditStatus: number;
  auditReason?: string;
}

/** A sub-chain application's unsaved draft (childChain/getChildChainCache, saveChildChainCache; the plan and access steps of a new application). */
export interface SubChainDraft extends Partial<Omit<SubChain, 'votes' | 'history' | 'status'>> {
  id: string;
  type: number;
  buildType: number;
  creator: string;
  userId: string;
  createTime: string;
  updateTime: string;
}

/** The body of a step of an application (childPlan/*, childChainAccess/*, saveChildChainCache): the draft's or application's id (childChainId) and the step's fields. */
export interface SubChainStep extends Partial<Omit<SubChain, 'votes' | 'history' | 'status' | 'id'>> {
  id?: string;
  childChainId?: string;
}

/** The query of childChain/getChildChainCache: the kind of application (default 1 and 1). */
export interface DraftQuery {
  type?: number;
  buildType?: number;
}

/** The query of a call about one application by its id (childChainId is the same). */
export interface SubChainIdQuery {
  id?: string;
  childChainId?: string;
}

/** childChainAccess/getBassAccessInfo: the access part of an application. */
export interface SubChainAccess {
  id: string;
  childChainName: string;
  type: number;
  status: number;
  accessType: number;
  apiUrl: string;
  bandwidth: number;
}

/** childChain/getLegalPersonInformation: an application's legal person, or the caller's identity's. */
export interface LegalPerson {
  legalPerson: string;
  legalIdCard: string;
  contactPhone: string;
  orgName: string;
}

/** The query of childChain/getChildChainList: a set and a state (4 running only). */
export interface ChainListQuery {
  type?: number;
  status?: number;
}

/** A sub-chain as a chooser lists it. */
export interface SubChainOption {
  id: string;
  childChainName: string;
  childChainCode: string;
  type: number;
  status: number;
  bid: string;
}

/** A sub-chain in brief (the overview's lists). */
export interface SubChainBrief {
  id: string;
  childChainName: string;
  childChainCode: string;
  type: number;
  childType: number;
  status: number;
}

/** homePage/sub/subStatistics: the caller's sub-chains in figures (counts keyed by status, set and kind). */
export interface SubStatistics {
  total: number;
  byStatus: Record<string, number>;
  byType: Record<string, number>;
  byChildType: Record<string, number>;
  nodeTotal: number;
  memberTotal: number;
  contractTotal: number;
  joinedTotal: number;
  draftTotal: number;
}

/** One step of the caller's sub-chain operations (homePage/sub/subReceipts). */
export interface SubReceipt {
  id: string;
  chainId: string;
  childChainName: string;
  type: number;
  kind: 'chain' | 'identity';
  action: string;
  status: number | null;
  user: string;
  time: string;
  reason: string;
}

/** A sub-chain the caller joined (homePage/sub/joinInfo). */
export interface JoinedChain {
  chainId: string;
  childChainName: string;
  type: number;
  chainRole: number;
  memberName: string;
  bid: string;
  joinTime: string;
}

/** One of the caller's applications (homePage/sub/selfInfo). */
export interface SelfApplication extends SubChainBrief {
  buildType: number;
  auditReason: string;
  createTime: string;
}

/** The query of homePage/sub/activityRank. */
export interface RankQuery {
  type?: number;
  /** At most 50 (default 10). */
  size?: number;
}

/** A sub-chain ranked by its transactions. */
export interface ActiveChain extends SubChainBrief {
  txTotal: number;
  blockHeight: number;
  nodeTotal: number;
}

/** The query of childChain/screen/recommendChildChain. */
export interface RecommendQuery {
  type?: number;
  /** 1 government, 2 finance, 3 supply chain, 4 other. */
  childType?: number;
}

/** A sub-chain recommended to the caller. */
export interface RecommendedChain extends SubChainBrief {
  orgName: string;
  description: string;
  nodeTotal: number;
  memberTotal: number;
  txTotal: number;
}

/** A sub-chain the caller takes part in (childChain/getChainList). */
export interface TakingPartChain extends SubChainBrief {
  bid: string;
}

/** childChain/getChildChainRunStatus: a sub-chain's run status. */
export interface RunStatus {
  id: string;
  childChainName: string;
  childChainCode: string;
  type: number;
  status: number;
  bid: string;
  running: boolean;
  blockHeight: number;
  txTotal: number;
  lastBlockTime: string;
  nodeTotal: number;
  nodeRunning: number;
  memberTotal: number;
  contractTotal: number;
}

/** A transaction of a sub-chain's ledger. */
export interface ChainTx {
  txHash: string;
  blockHeight: number;
  method: string;
  from: string;
  subject: string;
  time: string;
  status: number;
}

/** The query of childChain/getChildChainTransaction: a sub-chain and a page. */
export interface ChainTxQuery {
  id: string;
  current?: number;
  size?: number;
}

/** A published app on a sub-chain (childChain/appInfo). */
export interface ChainApp {
  id: string;
  appName: string;
  appType: number | string;
  developer: string;
  version: string;
  activity: number;
  publishTime: string;
}

/** The query of childChain/checkVerifyCode: the SMS code sent to the legal person's phone. */
export interface VerifyCodeQuery {
  phone: string;
  code: string;
}

/** A contract of a sub-chain as a chooser lists it (childcontractinfo/getChildContractList). */
export interface SubChainContractOption {
  id: string;
  contractName: string;
  contractVersion: string;
  contractAddress: string;
}

/** The query of childcontractinfo/getChildContractList. */
export interface ChainContractsQuery {
  chainId?: string;
}

/** childChain/link/apiInfo: everything an external system needs to dock onto a sub-chain. */
export interface LinkApiInfo {
  id: string;
  chainId: string;
  linkName: string;
  contractId: string;
  apiUrl: string;
  chainBid: string;
  childChainCode: string;
  signType: string;
  contractName: string;
  contractAddress: string;
  creator: string;
  createTime: string;
}

/** A sub-chain of the identifier hosting catalogue, with its identifier mode (0 none, 1 hosting pending, 2 hosted, 3 self-built). */
export interface HostingCatalogEntry {
  id: string;
  childChainName: string;
  childChainCode: string;
  type: number;
  label: string;
  hostingStatus: number;
  resolverUrl: string;
}

// ---- sub-chain identities ------------------------------------------------------------------------

/** A member (identity) of a sub-chain: 0 refused, 1 review, 2 joined, 3 exited, 4 revoked; source 1 reported by the chain's owner, 2 applied for by the user. */
export interface SubChainMember {
  id: string;
  chainId: string;
  childChainName: string;
  type: number;
  memberName: string;
  orgName: string;
  chainRole: number;
  status: number;
  creator: string;
  source: number;
  applicant: string;
  reason: string;
  bid: string;
  createTime: string;
  history: HistoryEntry[];
  /** With its chain (detaillAll, upgrade). */
  childChainCode?: string;
  chainBid?: string;
}

/** The body of childidentityapply/upgrade: an identity on a running sub-chain. */
export interface SubIdentityApply {
  chainId: string;
  chainRole: number;
  orgName: string;
  reason: string;
}

/** childidentityapply/getJoinDetail: the caller's identity on one sub-chain. */
export interface JoinDetail {
  chainId: string;
  childChainName: string;
  type: number;
  chainBid: string;
  joined: boolean;
  status: number | null;
  chainRole: number | null;
  bid: string;
  joinTime: string;
}

/** A sub-chain identity the caller holds. */
export interface HeldIdentity {
  chainId: string;
  childChainName: string;
  chainRole: number;
  bid: string;
}

/** userchildidentityrelation/getChainIdentity: the caller's identity as a sub-chain identity starts from it. */
export interface ChainIdentity {
  applicant: string;
  userBid: string;
  orgName: string;
  chains: HeldIdentity[];
}
