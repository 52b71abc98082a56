/**
 * What the hand-written handlers need (resource descriptors declare theirs with the resource, and
 * a handler may carry its own with needs()): 'METHOD /api/path' or a prefix ending in '*', first
 * match wins. A call matching nothing needs a session for reading and a verified identity
 * (real-name rule) for anything else.
 */
import type { Need } from './access';

const GRANTS: [string, Need][] = [
  // Everyone signed in: the shell, the personal center, the identity application, uploads.
  ['GET /api/sfbn-system/menu/top-menu', 'user'],
  ['GET /api/sfbn-system/menu/routes', 'user'],
  ['GET /api/sfbn-system/menu/buttons', 'user'],
  ['* /api/sfbn-system/account/*', 'user'],
  ['POST /api/sfbn-system/api/client/checkPassword', 'user'],
  ['* /api/sfbn-system/messagePending/*', 'user'],
  ['* /api/sfbn-system/messageAlarm/*', 'user'],
  ['* /api/sfbn-system/messageNotice/*', 'user'],
  ['GET /api/sfbn-system/dict/dictionary', 'user'],
  ['GET /api/sfbn-system/dict-biz/dictionary', 'user'],
  ['POST /api/sfbn-system/log/error/upload', 'user'],
  ['GET /api/sfbn-system/region/*', 'user'],
  ['GET /api/blade-user/info', 'user'],
  ['POST /api/blade-user/update-info', 'user'],
  ['* /api/sfbn-identity/*', 'user'],
  ['* /api/sfbn-resource/person/*', 'user'],
  ['POST /api/sfbn-resource/attach/upload', 'user'],
  // The handler serves a file to its uploader and administrators only (404 to anyone else).
  ['GET /api/sfbn-resource/attach/download', 'user'],
  ['POST /api/sfbn-resource/oss/endpoint/put-file', 'user'],
  ['POST /api/sfbn-resource/file/save', 'user'],
  ['* /api/sfbn-auth/*', 'user'],
  ['GET /api/sfbn-system/orgUserRelation/checkInvitationCode', 'user'],
  ['GET /api/sfbn-system/orgUserRelation/companyList', 'user'],
  ['GET /api/sfbn-system/orgUserRelation/companyDetail', 'user'],
  ['POST /api/sfbn-system/orgUserRelation/joinCompany', 'user'],

  // The contract IDE (spec 2.4 developer center): reading for everyone, changes need a verified
  // identity, audits the audit button.
  ['GET /api/sfbn-alliance/chainContractProject/audit', 'button:contract_project_audit'],
  ['GET /api/sfbn-alliance/chainContractProjectTemplate/changePublishStatus', 'admin'],
  ['POST /api/sfbn-alliance/chaincontracttool/publish', 'admin'],
  ['GET /api/sfbn-alliance/chainContractProject/page', 'user'],
  ['GET /api/sfbn-alliance/chainContractProject/detail', 'user'],
  ['GET /api/sfbn-alliance/chainContractProject/getMyContracts', 'user'],
  ['GET /api/sfbn-alliance/chainContractProjectTemplate/list', 'user'],
  ['GET /api/sfbn-alliance/chainContractProjectTemplate/detail', 'user'],
  ['GET /api/sfbn-alliance/chaincontracttool/*', 'user'],
  ['GET /api/sfbn-alliance/chainContract/list', 'user'],
  ['* /api/sfbn-alliance/chainContract*', 'real-name'],
  // The chain browser (issue 10): reading only, for everyone signed in; its list queries are POSTs.
  ['* /api/sfbn-alliance/browser/*', 'user'],
  ['GET /api/sfbn-alliance/home/*', 'user'],
  ['GET /api/sfbn-alliance/user/identity/info', 'user'],
  ['GET /api/sfbn-app-center/*', 'user'],
  ['GET /api/sfbn-id/*', 'user'],

  // Administration: users, roles, menus, security, logs, resources, flows, jobs, code tools.
  ['* /api/blade-user/*', 'admin'],
  ['* /api/sfbn-system/*', 'admin'],
  ['* /api/sfbn-log/*', 'admin'],
  ['* /api/sfbn-resource/*', 'admin'],
  ['* /api/blade-flow/*', 'admin'],
  ['* /api/blade-desk/*', 'admin'],
  ['* /api/sfbn-job-admin/*', 'admin'],
  ['* /api/sfbn-develop/*', 'admin'],
  ['* /api/blade-report/*', 'admin'],
];

/** Queries sent as POST (list calls of screens): reads, which product staff may make to preview. */
const READS_BY_POST = new Set([
  'POST /api/sfbn-system/pageList',
  'POST /api/sfbn-job-admin/jobinfo/pageList',
  'POST /api/sfbn-alliance/childChain/link/listByPage',
]);

export function isReadByPost(key: string): boolean {
  return READS_BY_POST.has(key);
}

function matches(pattern: string, key: string): boolean {
  const [pm, pp] = pattern.split(' ');
  const [km, kp] = key.split(' ');
  if (pm !== '*' && pm !== km) return false;
  return pp.endsWith('*') ? kp.startsWith(pp.slice(0, -1)) : pp === kp;
}

/** The need of a hand-written call 'METHOD /api/path' (its route key). */
export function grantFor(key: string): Need {
  const hit = GRANTS.find(([p]) => matches(p, key));
  if (hit) return hit[1];
  return key.startsWith('GET ') ? 'user' : 'real-name';
}
