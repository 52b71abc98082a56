/**
 * What the console reads about the signed-in user and for every form (spec 7.1, 7.2): the person,
 * the status, the menus and button codes, the message counters, dictionaries and regions. The
 * console (src/stores/session.ts, src/stores/liveStatus.ts) and the mock (mock/sfbn-system) use
 * these types; docs/gateway.openapi.json publishes them with the calls that declare them.
 */

/** The signed-in person (account/getPerson). */
export interface PersonInfo {
  userId: string;
  userName: string;
  name: string;
  bid: string;
  pic?: string;
  /** Authentication status, spec 4 (2: verified). */
  status: number | null;
  userType?: number;
  tenantId?: string;
}

/** The signed-in user's authentication status (account/getUserStatus), asked again on focus and navigation. */
export interface UserStatus {
  status: number | null;
}

/** A top menu (an area of the console) the user sees an entry of (menu/top-menu). */
export interface TopMenu {
  id: string;
  code: string;
  name: string;
  /** Its icon's name. */
  source?: string;
  path?: string;
  sort?: number;
}

/** The query of menu/routes: the side menu of one top menu. */
export interface MenuQuery {
  topMenuId: string;
}

/** An entry of a side menu (menu/routes), with its children. */
export interface MenuItem {
  id: string;
  parentId?: string;
  name: string;
  code?: string;
  path: string;
  /** Its icon's name. */
  source?: string;
  sort?: number;
  children?: MenuItem[];
  /** hidden: admitted by the route guard, not drawn in the side menu. */
  meta?: { i18n?: string; roles?: string[]; title?: Record<string, string>; hidden?: boolean };
}

/** The user's button codes as a tree (menu/buttons); the console flattens it to {code: true}. */
export interface ButtonNode {
  code: string;
  children: ButtonNode[];
}

/** A number of unread or unhandled messages (the header's counters). */
export type Count = number;

/** The query of dict/dictionary: a dictionary's code. */
export interface DictQuery {
  /** A missing code answers 400 缺少字典编号. */
  code: string;
}

/** An entry of a dictionary (dict/dictionary): its key, its label, and its English label when the server has one. */
export interface DictEntry {
  id?: string;
  code?: string;
  dictKey: string;
  dictValue: string;
  dictValueEn?: string;
  isSealed?: number;
  sort?: number;
}

/** The query of region/lazy-tree: the children of a region (root "00"). */
export interface RegionQuery {
  parentCode?: string;
}

/** The query of region/detail: one region by its code. */
export interface RegionCodeQuery {
  code?: string;
  id?: string;
}

/** A region (province, city, district, ...) with whether it has children. */
export interface Region {
  id: string;
  code: string;
  parentCode: string;
  name: string;
  regionLevel: number;
  sort?: number;
  hasChildren: boolean;
}

/** The query of a message list (messagePending/page, messageAlarm/listByPage, messageNotice/listByPage): the page and filters; another key answers 400 不支持的查询条件. */
export interface MessageQuery {
  current?: number;
  size?: number;
  /** 0 unread, 1 read. */
  isRead?: number;
  title?: string;
  content?: string;
  handled?: number;
  createTime?: string;
  noticeId?: string;
}

/** A message of the signed-in user's (a pending item, an alarm or a notice), with their own read flag. */
export interface Message {
  id: string;
  title: string;
  content: string;
  /** '*' sent to everyone, else the user's id. */
  userId: string;
  /** The reader's own flag: 0 unread, 1 read. */
  isRead: number;
  handled?: number;
  createTime: string;
  noticeId?: string;
  /** A console route the message leads to (a screen change to review or its decision: /tool/studio?change=<id>). */
  link?: string;
  /** The screen change request the message is about. */
  changeId?: string;
}

/** The body of a removal from the user's own list: comma-joined ids, every one theirs (else 400 数据不存在 and nothing removed). */
export interface IdsBody {
  ids: string;
}

/** What an upload answers (attach/upload, oss/endpoint/put-file, file/save; the multipart field "file"): the stored file's id, its link and names. */
export interface UploadAnswer {
  attachId: string;
  /** Where the file is served (GET attach/file/{id}/{name}, for its owner). */
  link: string;
  name: string;
  originalName: string;
}
