/**
 * The shape of a screen schema (schemas/**\/*.json). schemas/screen.schema.json is the same
 * contract for editors and `npm run schemas:check`; keep the two in step (a unit test compares
 * the key lists). No behaviour is written in a schema: it names things the registry defines.
 */

/** A label or message: a plain string (shown in every locale) or one text per locale. */
export type Text = string | { 'zh-CN': string; 'en-US': string };

/** "GET /sfbn-system/param/list": the method and the path under /api, as the spec writes calls. */
export type Call = string;

/**
 * A condition on the values of a row (list actions) or of the form (field linkage).
 * A registered name ("ownRow"), a comparison, or a combination.
 */
export type Condition =
  | string
  | {
      field: string;
      equals?: unknown;
      notEquals?: unknown;
      in?: unknown[];
      empty?: boolean;
    }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/**
 * A payload template: values are literals, or references resolved when the call is made:
 * "$row.<field>" (the row acted on), "$ids" (selected ids, comma-joined), "$query.<key>"
 * (the page URL's query), "$user.bid" / "$user.userId" (the signed-in user), "$form" (the dialog's values).
 */
export type Payload = Record<string, unknown>;

export interface OptionsSource {
  /** Call that returns the options: an array, or a page ({records}). */
  api: Call;
  /** Static query sent with the call (templates allowed). */
  params?: Payload;
  /** Field of each item shown as the label. Default "title" then "name". */
  label?: string;
  /** Field of each item used as the value. Default "id". */
  value?: string;
  /** Field holding children for trees. Default "children". */
  children?: string;
}

export interface UploadRule {
  /** Where files go (multipart, field "file"). Default "POST /sfbn-resource/attach/upload". */
  api?: Call;
  /** Most files kept; default 4 for files, 1 for appLogo / qrCode images. */
  maxCount?: number;
  /** Accepted extensions, lowercase without dot. Default per widget (spec 5). */
  accept?: string[];
  /** Keep the chosen files and send them with the form (multipart) instead of uploading at once. */
  deferred?: boolean;
  /** What the field's value holds: the uploaded files' links (default) or their ids (e.g. identity card images). */
  value?: 'link' | 'id';
}

export type WidgetName =
  | 'text'
  | 'textarea'
  | 'number'
  | 'password'
  | 'switch'
  | 'select'
  | 'multiSelect'
  | 'radio'
  | 'checkbox'
  | 'treeSelect'
  | 'tree'
  | 'region'
  | 'date'
  | 'datetime'
  | 'dateRange'
  | 'file'
  | 'image'
  | 'avatar'
  | 'richText'
  | 'code'
  | 'templateAttrs'
  | 'hidden';

export interface Field {
  name: string;
  label: Text;
  widget?: WidgetName;
  /** Shown in the search form above the list. */
  search?: boolean;
  /** password widget of an action form: sent sm2-encrypted with the gateway's key (as the login and lock screen send it). */
  encrypt?: boolean;
  /** A column of the list (default true). */
  inList?: boolean;
  /** A field of the add / edit form (default true). */
  inForm?: boolean;
  /** Shown in the detail view (default true). */
  inDetail?: boolean;
  /** false: read-only when editing (spec: tree dictionary code and parentId). */
  editable?: boolean;
  /** true: the add / edit form must have a value; a text is the message shown. */
  required?: boolean | Text;
  /** When required and validators run: "blur" or "change" (default change). */
  trigger?: 'blur' | 'change';
  /** Named validators of the registry (phone, idCard, email, url, chineseName, bid). */
  validator?: string | string[];
  maxLength?: number;
  min?: number;
  max?: number;
  /** Dictionary code of the registry (GET /sfbn-system/dict/dictionary?code=, cached). */
  dict?: string;
  /** Fixed options; `color` colours the tag of a value shown with display "tag". */
  options?: { label: Text; value: string | number | boolean; color?: string }[];
  /** Options from an endpoint (selects, tree selects, trees). */
  optionsFrom?: OptionsSource;
  /** Initial value when adding. */
  default?: unknown;
  placeholder?: Text;
  tooltip?: Text;
  /** List column width in px. */
  width?: number;
  /** Form grid span: 1 (half a two-column form) or 2 (whole row). */
  span?: 1 | 2;
  /** Shown and submitted only while the condition holds (form linkage). */
  visibleWhen?: Condition;
  /** Required only while the condition holds (message: `required` or the default). */
  requiredWhen?: Condition;
  /** Read-only everywhere (computed by the server). */
  readOnly?: boolean;
  upload?: UploadRule;
  /** List and detail display: "mask" hides the middle, "bid" masks as the header does, "copy" adds copy. */
  display?: 'mask' | 'bid' | 'copy' | 'tag' | 'ellipsis';
  /** Search widget when it differs from the form widget (e.g. dateRange for a datetime). */
  searchWidget?: WidgetName;
  /** Name sent for the search value when it differs (e.g. a range split into two params). */
  searchParams?: [string, string];
}

export type ActionKind = 'call' | 'toggle' | 'form' | 'audit' | 'link' | 'download' | 'copy' | 'result';

export interface Action {
  kind: ActionKind;
  label: Text;
  /** Button code; the button shows only if the session's permission map holds it. */
  permission?: string;
  /** The call made (call, toggle, form, audit, download, result). */
  api?: Call;
  /** Payload template merged into the call. Default {id: "$row.id"} on rows, {ids: "$ids"} on the toolbar. */
  params?: Payload;
  /** Ask before acting. */
  confirm?: Text;
  /** Message shown on success (default 操作成功 / the spec's message of the kind). */
  success?: Text;
  /** Row actions only show on rows the condition holds for. */
  visibleWhen?: Condition;
  /** toggle: the field switched and the two states. */
  field?: string;
  states?: { value: string | number; label: Text; confirm?: Text }[];
  /** form / audit: the dialog's fields; result: fields asked first (e.g. the password before a secret). */
  fields?: Field[];
  /** form: call that loads the initial values (templates allowed in `loadParams`). */
  load?: Call;
  loadParams?: Payload;
  /** form: dialog width (default 520). */
  width?: number;
  /** form: send as multipart (deferred file fields become files). */
  multipart?: boolean;
  /** audit: the values sent as auditStatus for pass and refuse. */
  pass?: string | number;
  refuse?: string | number;
  /** link: the route opened; the query is a payload template. */
  to?: string;
  query?: Payload;
  /** copy: the row field copied. */
  copyField?: string;
  /** result: the answer's keys shown, in order, labelled and displayed as the screen's fields of those names. */
  show?: string[];
  /** form / download with fields: names of fields sent sm2-encrypted (passwords, as the lock screen sends them). */
  encrypt?: string[];
  /**
   * download: name of the saved file. With `fields`, a dialog asks for them first (e.g. the
   * password) and the call's JSON answer (`data`) is saved as this file.
   */
  fileName?: string;
  /** After success: reload the list (default true). */
  reload?: boolean;
}

export interface ListConfig {
  /** "table" (default), "tree" (rows with children loaded lazily by parentId) or "none" (a form screen). */
  kind?: 'table' | 'tree' | 'none';
  /** Who may be selected: rows whose creator is the current user's BID (default), every row, none. */
  selection?: 'creator' | 'all' | 'none';
  /** Buttons above the table: add, bulkDelete, export, or names of `actions`. */
  toolbar?: string[];
  /** Buttons of each row: view, edit, delete, addChild, or names of `actions`. */
  row?: string[];
  /** Operation column width (spec: dictionary 250 flat, 300 tree). */
  actionWidth?: number;
  /** Default page size (10; the benchmark uses 200). */
  pageSize?: number;
  /** Static query sent with every list call (templates allowed, e.g. "$query.jobId"). */
  params?: Payload;
  /** Show the index column (default true). */
  index?: boolean;
  /** Tree lists: field of the parent id (default parentId) and the flag telling a row has children (hasChildren). */
  parentField?: string;
  /** addChild copies these fields of the parent into the new row (besides parentId). */
  inherit?: string[];
  /** Row key (default id). */
  rowKey?: string;
}

export interface FormConfig {
  /** Dialog width in px (default 520; dictionaries 880). */
  width?: number;
  /** Close by clicking outside: always false in the console (spec 2.6); kept for documentation. */
  maskClosable?: false;
  /** One or two columns. */
  columns?: 1 | 2;
  /** Label column width in px. */
  labelWidth?: number;
  /** A wizard: the form in steps, each validated before the next (form screens, list.kind "none"). */
  steps?: FormStep[];
  /** Form screens: the call that prefills the form, the first whose condition holds on the page's params. */
  loadWhen?: { when: Condition; api: Call }[];
  /** Form screens: where to go after a successful submit (a route, query templates allowed). */
  next?: string;
}

/** A titled part of a detail page (detail.sections). */
export interface DetailSection {
  title: Text;
  /** Fields shown in this section, by name, in this order. */
  fields?: string[];
  /** A row field holding the audit history [{action, user, time, status, reason}], shown as a timeline. */
  history?: string;
  /** Leave out the fields without a value (e.g. a person's row in a section shared with organisations). */
  hideEmpty?: boolean;
}

export interface DetailConfig {
  /** "dialog" (default) or "route" (the screen's routes.detail, opened with ?id=). */
  mode?: 'dialog' | 'route';
  width?: number;
  /** Query key the detail call takes (default id). */
  idParam?: string;
  /** Columns of the description list (default 2). */
  columns?: number;
  /** Extra actions shown on the detail view (names of `actions`). */
  actions?: string[];
  /** The detail in titled sections (default: one list of every detail field). */
  sections?: DetailSection[];
}

/**
 * One tab of a screen with several lists of the same entity (e.g. active / to be reviewed /
 * refused / revoked). The key of a view is also a key of `routes`: the tab has its own URL.
 */
export interface View {
  label: Text;
  /** The list call of this tab. */
  api: Call;
  /** Fixed filters sent with every call of this tab (templates allowed). */
  params?: Payload;
  /** Row buttons of this tab (default list.row). */
  row?: string[];
  /** Toolbar buttons of this tab (default list.toolbar). */
  toolbar?: string[];
  /** Columns of this tab, by field name (default every listed field). */
  columns?: string[];
  /** The detail route (a key of `routes`) that "view" opens from this tab (default "detail"). */
  detailRoute?: string;
  /** The detail call of this tab's detail route (default api.detail). */
  detail?: Call;
}

/** One state of a lifecycle's status field. */
export interface LifecycleState {
  value: string | number;
  label: Text;
  /** antd tag colour: success, processing, error, warning, default or a colour name. */
  color?: string;
}

/**
 * A status field's states and transitions, declared once. A transition is named after the
 * action that performs it: its row and detail buttons show only on rows in a `from` state.
 */
export interface Lifecycle {
  field: string;
  states: LifecycleState[];
  transitions: Record<string, { from: (string | number)[]; to: string | number | (string | number)[] }>;
}

/** One step of a form screen in several steps (form.steps). */
export interface FormStep {
  title: Text;
  /** Fields of this step, by name. */
  fields: string[];
  /** The step is part of the wizard only while this holds on the form's values. */
  visibleWhen?: Condition;
  /**
   * A key of `routes` that opens the wizard at this step. With `?id=` it re-enters a saved row:
   * only this step, prefilled by `load` ({id}), saved alone by `save` ({id} and the step's fields).
   */
  route?: string;
  /** The call that prefills the step when re-entering a saved row (default api.detail). */
  load?: Call;
  /** The call that saves the step alone when re-entering a saved row. */
  save?: Call;
}

export interface MenuConfig {
  /** Group the list route hangs under (mock/_lib/menus.ts: system-base, system-permission, ...). */
  parent: string;
  sort?: number;
  roles?: string[];
  icon?: string;
  /**
   * true: the entry is in the user's menus (so the route guard admits the route) but not drawn in
   * the side menu, as BladeX keeps hidden menus for pages reached only by a link (e.g. a process
   * history opened from the to-do list).
   */
  hidden?: boolean;
}

export interface ScreenSchema {
  $schema?: string;
  key: string;
  title: Text;
  description?: Text;
  routes: Record<string, string>;
  menu?: MenuConfig;
  api: {
    list?: Call;
    detail?: Call;
    submit?: Call;
    add?: Call;
    update?: Call;
    remove?: Call;
    children?: Call;
    export?: Call;
  };
  permissions?: Record<string, string>;
  /**
   * Saves sent form-encoded (application/x-www-form-urlencoded) instead of JSON, as the gateway
   * takes them: "submit", "add", "update" (the api calls) and "steps" (the wizard steps' own saves).
   */
  formEncoded?: ('submit' | 'add' | 'update' | 'steps')[];
  fields: Field[];
  list?: ListConfig;
  form?: FormConfig;
  detail?: DetailConfig;
  actions?: Record<string, Action>;
  /** Several lists of the entity as tabs, each with its own route (keys of `routes`). */
  views?: Record<string, View>;
  /** The status field's states and transitions. */
  lifecycle?: Lifecycle;
}

export const BUILTIN_ROW = ['view', 'edit', 'delete', 'addChild'] as const;
export const BUILTIN_TOOLBAR = ['add', 'bulkDelete', 'export'] as const;
