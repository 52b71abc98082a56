/**
 * The screen format (schemas/**\/*.json), the one source of it. `npm run schemas:meta` generates
 * schemas/screen.schema.json from these types (scripts/schema-meta.ts, ts-json-schema-generator):
 * every JSDoc sentence here is the hover help product staff see in their editor and in the
 * studio's JSON view, and the tags (@pattern, @minItems, @minimum, @asType integer, ...) are the
 * meta-schema's rules. Keep each comment on its key; add a key here, then `npm run schemas:meta`
 * (a unit test fails when the committed file is stale). No behaviour is written in a schema: it
 * names things the registry defines (src/engine/format/registry.ts, whose names the script writes in).
 *
 * The registry's names (widgets, action kinds, conditions, display types) are typed by the
 * registry's modules themselves: a misspelt name in engine code does not compile. The generator
 * reads them as strings; the script writes the registry's lists in as their enums.
 */
import type { MenuGroup, MenuIconName, RegisteredActionKind, RegisteredCondition, RegisteredDisplay, RegisteredWidget } from './names/list';

/** A text: one string for every locale, or {"zh-CN": ..., "en-US": ...} (both required). */
export type Text = TextString | LocalisedText;

/** @minLength 1 */
type TextString = string;

/** One text per locale. */
export interface LocalisedText {
  /**
   * Chinese text (the default language).
   * @minLength 1
   */
  'zh-CN': string;
  /**
   * English text.
   * @minLength 1
   */
  'en-US': string;
}

/**
 * A call: "METHOD /service/path", e.g. "GET /sfbn-system/param/list". Methods GET, POST, PUT, DELETE. GET sends its payload as query, the others as JSON body. "/__dev/..." names a development endpoint of `npm start` (the studio's change requests), never answered by a deployed console.
 * @pattern ^(GET|POST|PUT|DELETE) /(__dev/)?[A-Za-z0-9][A-Za-z0-9_\-./{}]*$
 */
export type Call = string;

/**
 * An API path or path prefix without method, e.g. "/sfbn-system/messageNotice" (no /api prefix).
 * @pattern ^/[A-Za-z0-9][A-Za-z0-9_\-./]*$
 */
export type ApiPath = string;

/**
 * A console hash route, e.g. "/system/param".
 * @pattern ^/[A-Za-z0-9_\-/]*$
 */
export type RoutePath = string;

/**
 * A condition on row or form values: a registered name (ownRow, notOwnRow, hasChildren, leaf), a comparison {field, equals | notEquals | in | empty}, or {all: [...]}, {any: [...]}, {not: ...}.
 */
export type Condition = ConditionName | Comparison | AllConditions | AnyCondition | NotCondition;

/** A registered condition name (src/engine/format/registry.ts: one module each under src/engine/format/names/conditions). */
type ConditionName = RegisteredCondition;

/** A comparison of one field's value. */
interface Comparison {
  /** Name of the field compared. */
  field: string;
  /** Holds when the value equals this (1 and "1" are equal). */
  equals?: unknown;
  /** Holds when the value differs from this. */
  notEquals?: unknown;
  /** Holds when the value is one of these. */
  in?: unknown[];
  /** true: holds when the value is null, undefined or ""; false: when it is not. */
  empty?: boolean;
}

/** Every condition holds. */
interface AllConditions {
  /** Holds when every condition holds. */
  all: Condition[];
}

/** One condition holds. */
interface AnyCondition {
  /** Holds when one condition holds. */
  any: Condition[];
}

/** A condition does not hold. */
interface NotCondition {
  /** Holds when this does not. */
  not: Condition;
}

/**
 * A payload template: key -> literal, or a reference: "$row.<field>", "$ids" (selected ids, comma-joined), "$query.<key>" (page URL query), "$user.bid", "$user.userId", "$form" (all dialog values, merged).
 */
export type Payload = Record<string, string | number | boolean | null>;

/** Options from an endpoint (selects, treeSelect, tree). */
export interface OptionsSource {
  /** The call answering the options: an array, or a page {records}. */
  api: Call;
  /**
   * Query sent with the call. In a form, "$form.<field>" is another field's value: the options depend on it
   * (e.g. {"chainId": "$form.chainId"}: the contracts of the sub-chain chosen above). Until that field has a
   * value the input offers none and says which field to choose first; a choice the new options no longer hold
   * is cleared. Lists and search forms, which have no form values, ask without it.
   */
  params?: Payload;
  /** Item property shown (default "title", then "name"). */
  label?: string;
  /** Item property used as value (default "id"). */
  value?: string;
  /** Item property holding children (default "children"). */
  children?: string;
}

/** @pattern ^[a-z0-9]+$ */
type Extension = string;

/** Upload rules (file, image, avatar). Defaults follow spec 5. */
export interface UploadRule {
  /** Where files are posted (multipart "file"). Default "POST /sfbn-resource/attach/upload"; avatars "POST /sfbn-resource/oss/endpoint/put-file". */
  api?: Call;
  /**
   * Most files (default 4; fields named appLogo or qrCode: 1 image).
   * @asType integer
   * @minimum 1
   */
  maxCount?: number;
  /** Allowed extensions, lowercase without dot. Defaults: files pdf, doc, docx, xls, xlsx, ppt (any type for a field named installationPackage); images png, jpg, jpeg. */
  accept?: Extension[];
  /** true: files are kept and sent with the form as multipart (e.g. workflow deploy-upload) instead of uploaded on choice. */
  deferred?: boolean;
  /** What the field's value holds: the uploaded files' links (default) or their ids (the upload answer's attachId). */
  value?: 'link' | 'id';
  /** Form fields set from the upload's answer (a parsed file prefills the form); the field keeps the answer's link or its value under the field's name. */
  fill?: string[];
}

/** A widget name of the registry (src/engine/format/registry.ts: one module each under src/engine/format/names/widgets). */
export type WidgetName = RegisteredWidget;

/** One fixed option of a field. */
export interface FieldOption {
  /** Option label. */
  label: Text;
  /** Option value as sent. */
  value: string | number | boolean;
  /** Tag colour of this value where the field is shown with display "tag" (success, processing, error, warning, default or a colour name). */
  color?: string;
}

/** @minItems 1 */
type ValidatorNames = string[];

/**
 * An SMS code field (widget smsCode, e.g. the sub-chain application's legal-person step): its
 * 获取验证码 button sends a code to the phone typed in another field of the form; the code is
 * checked before the step is left or the form submitted, and a refusal shows its message under
 * the field. The code itself is not part of what the form saves.
 */
export interface SmsRule {
  /** The call that sends a code, sent {phone} (e.g. "GET /sfbn-resource/person/verify-code/subchain"). */
  send: Call;
  /** The call that checks it, sent {phone, code} (e.g. "GET /sfbn-alliance/childChain/checkVerifyCode"); any answer but 200 refuses. */
  check: Call;
  /** Name of the form field holding the phone number. */
  phone: string;
}

/**
 * An element of a list in a file that is complete once composed: replaced by the elements of the
 * fragment it names (docs/schemas.md, Composition). Only in the part meta-schema
 * (screen-part.schema.json).
 */
export interface Include {
  /**
   * Path of a fragment (a JSON list in a part, a file or folder starting with "_"), relative to this file: its elements take this element's place.
   * @pattern \.json$
   */
  $include: string;
}

/** One field of the screen. */
export interface Field {
  /**
   * Property name in the rows and the payloads (e.g. "paramKey"). Unique in the screen.
   * @pattern ^[A-Za-z_][A-Za-z0-9_]*$
   */
  name: string;
  /** Label of the column, the form item and the detail line. */
  label: Text;
  /** How the value is edited and shown (default "text"). text: trimmed input; textarea: capped at 100 characters; switch: 0/1; select, multiSelect, radio, checkbox: options; treeSelect, tree: options from an endpoint; region: province / city / district cascader from root "00"; date (YYYY-MM-DD), datetime (YYYY-MM-DD HH:mm:ss), dateRange (search); file, image, avatar: uploads with the rules of spec 5; richText: HTML, sanitised when shown; code: monospace text; hidden: sent, never shown. */
  widget?: WidgetName;
  /** true: a field of the search form above the list. */
  search?: boolean;
  /** true: the value leaves the browser sm2-encrypted with the gateway's key, as the login and the lock screen send passwords (a password field of an action's dialog: form, result or download). */
  encrypt?: boolean;
  /** false: not a column of the list (default true). */
  inList?: boolean;
  /** false: not in the add / edit form (default true). */
  inForm?: boolean;
  /** false: not in the detail view (default true). */
  inDetail?: boolean;
  /** false: shown read-only when editing an existing row (e.g. a tree dictionary's code and parentId). */
  editable?: boolean;
  /** true: never edited (server-computed); shown in list and detail only. */
  readOnly?: boolean;
  /** true, or the message to show when empty (spec 5 messages, e.g. "请输入参数名称"). With true, a validator's own empty message is used (e.g. 手机号码不能为空), else a generic one. */
  required?: boolean | Text;
  /** Required only while this condition on the form values holds. */
  requiredWhen?: Condition;
  /** When the rules run: "blur" (on leaving the field, as the parameter form does) or "change" (default). */
  trigger?: 'blur' | 'change';
  /** Name or names of registered validators (shared/validators.ts): phone, idCard, email, url, chineseName, ip, bid, subchainCode, contractVersion, contractAddress, ipList, attrLines. */
  validator?: string | ValidatorNames;
  /**
   * Most characters (inputs; textareas default to 100).
   * @asType integer
   * @minimum 1
   */
  maxLength?: number;
  /** Smallest number (number widget). */
  min?: number;
  /** Largest number (number widget). */
  max?: number;
  /**
   * Dictionary code (GET /sfbn-system/dict/dictionary?code=, cached per code). Any code the server knows, including ones an administrator creates at run time: lowercase letters, digits and _.
   * @pattern ^[a-z][a-z0-9_]*$
   */
  dict?: string;
  /**
   * Fixed options.
   * @minItems 1
   */
  options?: FieldOption[];
  /** Options from an endpoint (selects, treeSelect, tree). */
  optionsFrom?: OptionsSource;
  /** Value a new row starts with (e.g. 0 for isSealed). */
  default?: unknown;
  /** Hint inside the empty input. */
  placeholder?: Text;
  /** Help shown by the label. */
  tooltip?: Text;
  /**
   * Column width in px (e.g. 100 for a sort column).
   * @asType integer
   * @minimum 40
   */
  width?: number;
  /** In a two-column form: 2 takes the whole row (textareas and rich text do by default). */
  span?: 1 | 2;
  /** Shown (and submitted) only while this condition on the form values holds: field linkage. */
  visibleWhen?: Condition;
  /** Upload rules (file, image, avatar). Defaults follow spec 5. */
  upload?: UploadRule;
  /** An SMS code (widget smsCode): where it is sent and checked. The field is checked, never saved. */
  sms?: SmsRule;
  /** How list and detail show the value: a display type of the registry (src/engine/format/names/displays; the meta-schema lists each with its line). */
  display?: DisplayName;
  /** Widget of the search form when it differs (e.g. "dateRange" for a datetime field). */
  searchWidget?: WidgetName;
  /** For a dateRange search: the two query names sent (e.g. ["startTime", "endTime"]). */
  searchParams?: [string, string];
}

/** An action kind of the registry (src/engine/format/registry.ts: one module each under src/engine/format/names/actions). */
export type ActionKind = RegisteredActionKind;

/** A display type of the registry (src/engine/format/registry.ts: one module each under src/engine/format/names/displays). */
export type DisplayName = RegisteredDisplay;

/** One of the two states of a toggle. */
export interface ToggleState {
  /** Field value of the state. */
  value: string | number;
  /** Button label that moves a row into this state. */
  label: Text;
  /** Question asked before moving into this state. */
  confirm?: Text;
}

/** A named action. */
export interface Action {
  /** The action kind (the meta-schema lists each with its line, from its module under src/engine/format/names/actions). */
  kind: ActionKind;
  /** Button label (toggle: used when "states" give none). */
  label: Text;
  /** Button code; wins over permissions[<action name>]. */
  permission?: string;
  /** The call made. */
  api?: Call;
  /** Payload template. Default {"id": "$row.id"} for row actions, {"ids": "$ids"} for toolbar actions. */
  params?: Payload;
  /** Question asked before acting (OK / Cancel; cancelling shows 已取消). */
  confirm?: Text;
  /** Message on success (default 操作成功). */
  success?: Text;
  /** Row actions show only on rows where this holds (e.g. enable only when status is 0). */
  visibleWhen?: Condition;
  /** toggle: the field switched (its new value is sent under the same name). */
  field?: string;
  /**
   * toggle: the two states; the button shows the label of the state the row is NOT in and sets that value.
   * @minItems 2
   * @maxItems 2
   */
  states?: ToggleState[];
  /** form / audit: fields of the dialog (same keys as screen fields); result / download: fields asked first (e.g. the password before a secret), a field with "encrypt" is sent sm2-encrypted. */
  fields?: Field[];
  /** form: call loading the initial values of the dialog. */
  load?: Call;
  /** form: payload of the load call (default {"id": "$row.id"}). */
  loadParams?: Payload;
  /**
   * form / audit / result: dialog width (default 520).
   * @asType integer
   * @minimum 300
   */
  width?: number;
  /** form: send as multipart/form-data (deferred file fields become files). */
  multipart?: boolean;
  /** audit: auditStatus sent on pass (default 1). */
  pass?: string | number;
  /** audit: auditStatus sent on refuse (default 2); a reason is then required. */
  refuse?: string | number;
  /** link: route opened (e.g. "/system/job/log"). */
  to?: RoutePath;
  /** link: query of the route (templates allowed, e.g. {"jobId": "$row.id"}). */
  query?: Payload;
  /** copy: the row field copied (message 复制成功). */
  copyField?: string;
  /** result: the answer's keys shown, in order, labelled and displayed as the screen's fields of those names. */
  show?: string[];
  /** false: do not reload the list after success (default true). */
  reload?: boolean;
  /** download: name of the saved file. With "fields", a dialog asks for them first (e.g. the password) and the call's JSON answer is saved as this file. */
  fileName?: string;
}

/** How the list looks and what its buttons are. */
export interface ListConfig {
  /** "table" (default), "tree" (rows load their children on expand, api.children) or "none" (no list: the screen is one form loaded with api.detail and saved with api.submit, e.g. security settings). */
  kind?: 'table' | 'tree' | 'none';
  /** Which rows can be selected: "creator" (default: rows whose creator equals the current user's BID, spec 6), "all", or "none" (no checkboxes). */
  selection?: 'creator' | 'all' | 'none';
  /**
   * Buttons above the table, in order: built-in actions (the meta-schema lists them, from the registry) or names of "actions".
   * @uniqueItems true
   */
  toolbar?: string[];
  /**
   * Buttons of each row, in order: built-in actions (the meta-schema lists them, from the registry) or names of "actions".
   * @uniqueItems true
   */
  row?: string[];
  /**
   * Width in px of the operation column (spec: dictionaries 250 flat, 300 tree).
   * @asType integer
   * @minimum 60
   */
  actionWidth?: number;
  /** Default page size, one of 10, 30, 50, 100, 200 (default 10). */
  pageSize?: 10 | 30 | 50 | 100 | 200;
  /** Fixed query sent with every list call; values may be templates such as "$query.jobId" (from the page URL). */
  params?: Payload;
  /** Show the index column (default true). */
  index?: boolean;
  /**
   * Listed fields whose columns start hidden, to keep a wide list readable at 1280 px: the user
   * shows them with the table's column settings (列设置), which remember the choice.
   * @uniqueItems true
   */
  hiddenColumns?: string[];
  /** Tree lists: field holding the parent id (default "parentId"). */
  parentField?: string;
  /** Tree lists: fields the "addChild" form copies from the parent row, besides the parent id. */
  inherit?: string[];
  /** Field that identifies a row (default "id"). */
  rowKey?: string;
}

/** Form screens: a call that prefills the form when its condition holds. */
export interface FormLoad {
  /** Condition on the page's params (list.params), e.g. {"field": "applyType", "equals": 1}. */
  when: Condition;
  /** The call that loads the initial values. */
  api: Call;
}

/**
 * A new wizard's draft. When the wizard opens (not re-entering a saved row), "load" is sent the
 * page's params (list.params) and answers the user's draft or null; a draft is offered: 继续填写
 * fills the form with it and opens the first step with a required field still empty, 放弃草稿
 * sends {ids: the draft's id} to "remove". The steps' "draft" calls save it as the user moves on.
 */
export interface FormDraft {
  /** The call that answers the user's draft (an object with its "id") or null. */
  load: Call;
  /** The call that throws a draft away, sent {ids}. */
  remove?: Call;
}

/** The add / edit dialog. */
export interface FormConfig {
  /**
   * Dialog width in px (default 520; dictionaries 880).
   * @asType integer
   * @minimum 300
   */
  width?: number;
  /** Always false: dialogs never close by a click outside (spec 2.6). Allowed only to say so explicitly. */
  maskClosable?: false;
  /** 1 or 2 columns of fields (default 1; 2 when width is 880 or more). */
  columns?: 1 | 2;
  /**
   * Label width in px.
   * @asType integer
   * @minimum 40
   */
  labelWidth?: number;
  /**
   * A wizard (form screens): the form in steps, each validated before the next; back / next, submit on the last.
   * @minItems 2
   */
  steps?: FormStep[];
  /** Form screens: calls that prefill the form; the first whose condition holds on the page's params (list.params) is used, else api.detail. */
  loadWhen?: FormLoad[];
  /** A new wizard's unfinished draft (saved by the steps' "draft" calls): offered to continue or to throw away when the wizard opens. */
  draft?: FormDraft;
  /**
   * Form screens: the route opened after a successful submit; "$form.<field>" is replaced by that field's value (e.g. "/digital/applyBid?type=$form.applyType").
   * @pattern ^/
   */
  next?: string;
}

/** A titled part of a detail page (detail.sections). */
export interface DetailSection {
  /** Section title. */
  title: Text;
  /** Names of the fields shown in this section. */
  fields?: string[];
  /** Name of a row field holding the audit history [{action, user, time, status, reason}] (oldest first), shown as a timeline. */
  history?: string;
  /** Leave out the fields without a value (e.g. person fields on an organisation's row); with "table", the section when the call answers no rows. */
  hideEmpty?: boolean;
  /** Rows another call answers about the shown row, as a table (e.g. the apps on a sub-chain). */
  table?: DetailTable;
}

/** A detail section's table: rows of another call about the shown row. */
export interface DetailTable {
  /** The call, sent {id} of the shown row; it answers a list or a page ({records}). */
  api: Call;
  /**
   * The columns: a key of the answer's rows and its label.
   * @minItems 1
   */
  columns: DetailColumn[];
}

/** One column of a detail section's table. */
export interface DetailColumn {
  /** Key of the answer's rows. */
  name: string;
  /** Column title. */
  label: Text;
}

/** The read-only detail view. */
export interface DetailConfig {
  /** "dialog" (default) or "route": "view" opens routes.detail?id=<id> (spec 2.4 detail routes). */
  mode?: 'dialog' | 'route';
  /**
   * Dialog width in px (default: the form width).
   * @asType integer
   * @minimum 300
   */
  width?: number;
  /** Query name the detail call and route take (default "id"; e.g. "businessId"). */
  idParam?: string;
  /**
   * Columns of the description list (default 2).
   * @asType integer
   * @minimum 1
   * @maximum 4
   */
  columns?: number;
  /** Names of "actions" offered on the detail view (e.g. approve on a process detail). */
  actions?: string[];
  /**
   * The detail in titled sections: fields by name, images and files shown as thumbnails and links, and an audit history as a timeline.
   * @minItems 1
   */
  sections?: DetailSection[];
}

/**
 * One tab of a screen with several lists of the same entity (e.g. active / to be reviewed /
 * refused / revoked). The key of a view is also a key of `routes`: the tab has its own URL.
 */
export interface View {
  /** Tab label. */
  label: Text;
  /** The list call of this tab. */
  api: Call;
  /** Fixed filters of this tab. */
  params?: Payload;
  /**
   * Row buttons of this tab (default list.row).
   * @uniqueItems true
   */
  row?: string[];
  /**
   * Toolbar buttons of this tab (default list.toolbar).
   * @uniqueItems true
   */
  toolbar?: string[];
  /** Columns of this tab by field name (default every listed field). */
  columns?: string[];
  /** Key of "routes" (starting with "detail") that "view" opens from this tab; default "detail". */
  detailRoute?: string;
  /** The detail call of this tab's detail route (default api.detail). */
  detail?: Call;
}

/** One state of a lifecycle's status field. */
export interface LifecycleState {
  /** The value as the server sends it. */
  value: string | number;
  /** Label of the state (tag text). */
  label: Text;
  /** Tag colour. */
  color?: string;
}

/** @minItems 1 */
type StateValues = (string | number)[];

/** What an action may start from and leads to. */
export interface Transition {
  /**
   * States the action may start from; its buttons show only on such rows.
   * @minItems 1
   */
  from: (string | number)[];
  /** State (or states, e.g. pass / refuse) the action leads to. */
  to: string | number | StateValues;
}

/**
 * The status field's states and transitions, declared once: the field shows as a coloured tag; an action named in transitions shows only on rows in one of its from-states.
 */
export interface Lifecycle {
  /** Name of the status field. */
  field: string;
  /**
   * The states of the status field, in display order.
   * @minItems 2
   */
  states: LifecycleState[];
  /** Action name -> the states it may start from and the state(s) it leads to. */
  transitions: Record<string, Transition>;
}

/** One step of a form screen in several steps (form.steps). */
export interface FormStep {
  /** Step title. */
  title: Text;
  /**
   * Names of the fields of this step.
   * @minItems 1
   */
  fields: string[];
  /** The step is part of the wizard only while this holds on the form's values (e.g. the applyType chosen). */
  visibleWhen?: Condition;
  /**
   * A key of "routes" that opens the wizard at this step. With ?id= it re-enters a saved row:
   * only this step, prefilled by "load" ({id}), saved alone by "save" ({id} and the step's fields).
   */
  route?: string;
  /** The call that prefills the step when re-entering a saved row (default api.detail). */
  load?: Call;
  /** The call that saves the step alone when re-entering a saved row. */
  save?: Call;
  /**
   * A new wizard's call that saves the draft when 下一步 leaves this step: sent the page's params,
   * the draft's id once a call answered one ({id}) and this step's fields; the answer's id names
   * the draft. A refusal keeps the user on the step. Form-encoded with formEncoded "steps".
   */
  draft?: Call;
  /** A new wizard's call that fills this step's empty fields the first time it shows, sent the page's params (e.g. the legal person from the user's identity). */
  prefill?: Call;
}

/** Where the list route appears in the administrator's menu (mock/_lib/menus.ts reads it; a real gateway keeps menus in its database). Omit for screens reached only by link (e.g. the benchmark). */
export interface MenuConfig {
  /** Code of the menu group (registry menuGroups). */
  parent: MenuGroup;
  /**
   * Order inside the group, ascending. Default 100.
   * @asType integer
   */
  sort?: number;
  /**
   * Roles that see the entry (spec 6: meta roles). Default ["administrator"].
   * @minItems 1
   */
  roles?: string[];
  /** true: in the user's menus (the route guard admits the route) but not drawn in the side menu; for screens reached only by a link. */
  hidden?: boolean;
  /** Menu icon name (registry menuIcons; src/components/Icon.tsx). */
  icon?: MenuIconName;
}

/** Another path that shows this screen. */
type ExtraRoute = RoutePath;

/** The named routes of a screen (any other name is an extra route showing the list). */
interface NamedRoutes {
  /** Path of the list (or of the form, for list.kind "none"). The menu links here. */
  list?: RoutePath;
  /** Path of the read-only detail page; rows open it with ?id=<row id> when detail.mode is "route". */
  detail?: RoutePath;
  /** Path of the add form as a page: the toolbar's add button opens it instead of the dialog; it submits api.add (or submit) and returns to the list. */
  add?: RoutePath;
  /** Path of the edit form as a page, opened with ?id=: the row's edit button opens it instead of the dialog; it loads api.detail and submits api.update (or submit) with the id, then returns to the list. */
  edit?: RoutePath;
}

/** Console routes of the screen: view name -> hash path. "list" is the list (and the menu entry); "detail" a detail page opened with ?id= (spec 2.4 detail routes); "add" and "edit" the add and edit forms as pages instead of dialogs; any other name is an extra route showing the list. Each path must be unique across files. */
export type Routes = NamedRoutes & { [view: string]: ExtraRoute };

/** The calls of the screen, each "METHOD /service/path" as the spec writes them (no /api prefix). */
export interface ScreenApi {
  /** List call: receives current, size and the search values; answers a page {records, total} or an array (trees). */
  list?: Call;
  /** Detail call: receives the id (detail.idParam); answers the row. */
  detail?: Call;
  /** Save call for add and edit alike (BladeX submit: an id present means update). */
  submit?: Call;
  /** Save call for add only (when add and edit differ). Wins over submit. */
  add?: Call;
  /** Save call for edit only. Wins over submit. */
  update?: Call;
  /** Delete call: receives ids, comma-joined (spec 5). */
  remove?: Call;
  /** Tree lists: children of a row, called with parentId=<row id> when a row is expanded. */
  children?: Call;
  /** Export call used by the "export" toolbar button (receives the search values). */
  export?: Call;
}

/** @pattern ^[A-Za-z][A-Za-z0-9_:-]*$ */
type ButtonCode = string;

/** A screen as the engine uses it: a screen file composed (its `$extends` base merged in, `$include`s expanded). */
export interface ScreenSchema {
  /** Path to this meta-schema, relative to the file (e.g. "../screen.schema.json"), so editors show help on hover. */
  $schema?: string;
  /**
   * Unique key of the screen across all files, dotted lowercase (e.g. "system.param"). Also the menu code and the i18n key of its menu entry.
   * @pattern ^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9-]*)*$
   */
  key: string;
  /** Screen title: page heading, tab and menu label. */
  title: Text;
  /** Optional sentence under the title. */
  description?: Text;
  /** Console routes of the screen: view name -> hash path (the file's form: ScreenFile.routes). */
  routes: Record<string, RoutePath>;
  /** Where the list route appears in the administrator's menu (mock/_lib/menus.ts reads it; a real gateway keeps menus in its database). Omit for screens reached only by link (e.g. the benchmark). */
  menu?: MenuConfig;
  /** The calls of the screen, each "METHOD /service/path" as the spec writes them (no /api prefix). */
  api: ScreenApi;
  /** Button codes: action name -> code, the name a built-in action, "submit" (the save button of a form screen) or a name of "actions". A button with a code shows only if the signed-in user's permission map holds it (spec 6). The administrator of the mock holds every code listed here. */
  permissions?: Record<string, ButtonCode>;
  /**
   * Saves sent form-encoded (application/x-www-form-urlencoded) instead of JSON, as the gateway
   * takes them: "submit", "add", "update" (the api calls) and "steps" (the wizard steps' own saves).
   * @uniqueItems true
   */
  formEncoded?: ('submit' | 'add' | 'update' | 'steps')[];
  /**
   * What the screen's writes change beyond their own resource, so the console's reads of it are
   * asked again (src/services/query.ts): API paths ("/service/controller") whose reads a successful
   * save, removal or action of this screen makes stale. A write always refreshes its own resource
   * (its call's path without the last segment: "POST /sfbn-system/region/submit" refreshes the
   * region names); list here the others, e.g. the dictionary screens "/sfbn-system/dict" (the
   * options of every dictionary field), the notices screen "/sfbn-system/messageNotice" (the bell).
   * @uniqueItems true
   */
  changes?: ApiPath[];
  /**
   * The fields, in display order. One list drives search, columns, form and detail.
   * @minItems 1
   */
  fields: Field[];
  /** How the list looks and what its buttons are. */
  list?: ListConfig;
  /** The add / edit dialog. */
  form?: FormConfig;
  /** The read-only detail view. */
  detail?: DetailConfig;
  /**
   * Named actions used by list.row, list.toolbar and detail.actions. The name is the key (also the permissions key).
   * @propertyNames {"pattern": "^[a-z][A-Za-z0-9]*$"}
   */
  actions?: Record<string, Action>;
  /**
   * Several lists of the entity as tabs (e.g. active / to be reviewed / refused / revoked). Each key is also a key of "routes", so each tab has its own URL.
   * @minProperties 2
   */
  views?: Record<string, View>;
  /** The status field's states and transitions, declared once: the field shows as a coloured tag; an action named in transitions shows only on rows in one of its from-states. */
  lifecycle?: Lifecycle;
}

// ScreenFile: a screen file as a person writes it (`$extends` included), the root of the meta-schema.
/**
 * One file describes one administration screen: its fields drive the search form, the list columns, the add / edit form and the detail view. No code: behaviour is named from the engine registry (src/engine/format/registry.ts). Check a file with `npm run schemas:check`; see docs/schemas.md.
 * @title Screen schema of the backbone console
 */
export interface ScreenFile extends ScreenSchema {
  /**
   * Console routes of the screen: view name -> hash path. "list" is the list (and the menu entry); "detail" a detail page opened with ?id= (spec 2.4 detail routes); any other name is an extra route showing the list. Each path must be unique across files.
   * @minProperties 1
   */
  routes: Routes;
  /**
   * Path of a base screen file (a file or folder starting with "_"), relative to this file: this file's keys are merged over it; fields merge by name. Resolved at build time (docs/schemas.md, Composition).
   * @pattern \.json$
   */
  $extends?: string;
}
