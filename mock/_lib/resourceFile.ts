/**
 * The format of a JSON mock resource (mock/<service>/<name>.resource.json): an entity declared as
 * data, answered by the same generic code as a TypeScript descriptor (mock/_lib/resource.ts):
 * paged lists with every declared filter, detail, submit (add and edit), remove, the field rules
 * enforced with 400 and the form's message, and the role rules of mock/_lib/access.ts.
 * `npm run mock:meta` generates mock/resource.schema.json from these types (the editor's help);
 * docs/mock.md documents the format.
 */

/**
 * A call path relative to "base", e.g. "page" or "holiday/page".
 * @pattern ^[A-Za-z0-9][A-Za-z0-9_\-./]*$
 */
export type CallPath = string;

/**
 * What a call needs (mock/_lib/access.ts): user (any signed-in user), real-name (a verified identity), admin, or button:<code>.
 * @pattern ^(user|real-name|admin|button:[A-Za-z][A-Za-z0-9_:-]*)$
 */
export type ResourceNeed = string;

/** One field of the resource: its type and the rules a save must pass (400 with the message). */
export interface ResourceField {
  /** Label used in the generic messages ("<label>长度不能超过50个字符", "<label>取值不正确"). */
  label?: string;
  /** text (default), number, int, date (YYYY-MM-DD), datetime (YYYY-MM-DD HH:mm:ss), or any (stored as sent). */
  type?: 'text' | 'number' | 'int' | 'date' | 'datetime' | 'any';
  /** The message when the value is missing or blank (e.g. "请输入节日名称"), as the form shows it. */
  required?: string;
  /**
   * Longest text accepted (default 500).
   * @asType integer
   * @minimum 1
   */
  max?: number;
  /**
   * A regular expression the text must match, and the message when it does not.
   * @minItems 2
   * @maxItems 2
   */
  pattern?: [string, string];
  /**
   * The values accepted (a select's options); anything else answers "<label>取值不正确".
   * @minItems 1
   */
  enum?: (string | number)[];
  /** Dictionary code of the mock's dictionaries (GET /sfbn-system/dict/dictionary?code=): the value (or each comma-joined value) must be one of its keys, as they are when the save is made. */
  dict?: string;
  /** Named validators (shared/validators.ts: phone, idCard, email, url, chineseName, ip, bid): a value they refuse answers their message. */
  validator?: string | string[];
  /**
   * Smallest and largest number accepted ("<label>须在a到b之间").
   * @minItems 2
   * @maxItems 2
   */
  range?: [number, number];
}

/** A list filter beyond a column's own (columns filter by themselves: text by substring, others by equality). */
export interface ResourceFilter {
  /** The column compared. */
  field: string;
  /** eq (equal), contains (substring), gte / lte (from / to, e.g. a date range's ends), in (one of the comma-joined values). */
  op: 'eq' | 'contains' | 'gte' | 'lte' | 'in';
}

/** The paths of the standard calls, relative to "base"; false leaves a call out. */
export interface ResourceCalls {
  /** GET list (default "list"). */
  list?: CallPath | false;
  /** GET page (default "page"). */
  page?: CallPath | false;
  /** GET detail, ?id= (default "detail"). */
  detail?: CallPath | false;
  /** POST submit: add, or edit when the id exists (default "submit"). */
  submit?: CallPath | false;
  /** POST add only (default none). */
  add?: CallPath | false;
  /** POST update only (default none). */
  update?: CallPath | false;
  /** POST remove, ids comma-joined (default "remove"). */
  remove?: CallPath | false;
}

/** What each call needs: read and write, and any standard call name may have its own. Every call must be covered (there is no default). */
export interface ResourceAccess {
  /** Lists and details. */
  read?: ResourceNeed;
  /** Saves and removals. */
  write?: ResourceNeed;
  [call: string]: ResourceNeed | undefined;
}

/** A row of the seed: the values of a row as the list answers them. */
export type SeedRow = Record<string, string | number | boolean | null>;

/**
 * A mock resource declared as data: its calls under "base", its fields and their rules, its list
 * filters, its seed rows and who may call it. Served by mock/_lib/jsonResource.ts; docs/mock.md.
 * @title Mock resource of the backbone console
 */
export interface ResourceFile {
  /** Path to this format's JSON Schema, relative to the file (e.g. "../resource.schema.json"). */
  $schema?: string;
  /** The screen file this resource was derived from by the development save ("schemas/..."): the save derives it again when that screen changes. */
  derivedFrom?: string;
  /**
   * The gateway path the calls are under, e.g. "/api/sfbn-system/holiday".
   * @pattern ^/api(/[A-Za-z0-9_\-.]+)*$
   */
  base: string;
  /**
   * Name of the table (unique in the mock; default the file's name without .resource.json).
   * @pattern ^[A-Za-z0-9_.\-]+$
   */
  table?: string;
  /** The paths of the standard calls, relative to "base"; false leaves a call out. */
  calls?: ResourceCalls;
  /** Who may make each call (required: a call no rule covers stops the mock at start-up). */
  access: ResourceAccess;
  /** Field name -> its type and rules. Every field is a column of the rows (new rows start with '' or null). */
  fields: Record<string, ResourceField>;
  /** Query name -> the filter it applies (e.g. {"dateStart": {"field": "date", "op": "gte"}}). */
  filters?: Record<string, ResourceFilter>;
  /** true: a user sees and changes only the rows they created (administrators all). */
  ownRows?: boolean;
  /** Order of the lists: a column, ascending or descending (default newest first). */
  sort?: { field: string; order?: 'asc' | 'desc' };
  /** Fields whose value must be unique: field -> label ("<label>已存在"). */
  unique?: Record<string, string>;
  /** The rows the table starts with (ids are given when missing). */
  seed?: SeedRow[];
}
