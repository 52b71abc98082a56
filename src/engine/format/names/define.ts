/**
 * The shapes of the registry's modules: one module per name a schema may use (a widget, an action
 * kind, a built-in action, a condition, a display type), each under src/engine/format/names/<kind>/<name>.ts and listed once
 * in src/engine/format/registry.ts. A module is pure (no React): the checker in Node, the unit tests, the
 * browser tests and the console share it. What it draws is named by a key of the React side's
 * component maps (src/engine/react/widgets.tsx `formilyComponents`, src/engine/react/display.tsx `views`),
 * whose names src/engine/format/names/components.ts lists, so a module naming a component that does not
 * exist does not compile; the heavy components stay in the lazily loaded form chunk.
 */
import type { FormComponentName, ViewName } from './components';
import type { Context, Locale } from '../runtime';
import type { Action, Field, Payload, ScreenSchema, Text } from '../types';

/** Reports a problem at a JSON pointer relative to the field or action checked ("" is itself). */
type AddProblem = (pointer: string, message: string) => void;

/** How a browser test fills the widget with a valid value (tests/e2e/pages/FormDialog.ts). */
type SampleFill = 'type' | 'richText' | 'select' | 'treeSelect' | 'radio' | 'checkbox' | 'tree' | 'switch' | 'date' | 'datetime' | 'upload' | 'none';

export interface WidgetModule<N extends string = string> {
  name: N;
  /** Its name in the studio's palette and review (src/pages/tool/studio). */
  label: Text;
  /** false: not offered by the studio's palette of new fields. */
  palette?: false;
  /** The line of docs/schemas.md's widget table (generated: `npm run schemas:meta`). */
  doc: string;
  /** Edit rendering: the Formily component of src/engine/react/widgets.tsx (typed: it must exist). */
  edit: FormComponentName;
  /** Read rendering in lists and details: a view of src/engine/react/display.tsx, or 'none' (never shown). */
  view: ViewName | 'none';
  /** Type of the value in the form. */
  value: 'string' | 'number' | 'array';
  /** valueType of the search form item (src/pages/schema/SearchForm.tsx); absent: cannot be searched. */
  search?: string;
  /** How a searched value (the picker's date) is sent, a dayjs format (dates: YYYY-MM-DD). */
  searchFormat?: string;
  /** Searched as a range: sent as two query parameters (searchParams, default <name>Start / <name>End). */
  range?: boolean;
  /** The required message asks to choose (请选择 / Choose) rather than to enter (请输入 / Enter). */
  choose?: boolean;
  /** Takes a whole row in details and two-column forms. */
  wide?: boolean;
  /** Drawn without the form item (no label, no room): a value the form keeps (a wizard needs no step for it). */
  bare?: boolean;
  /** Its list cell is cut with an ellipsis. */
  ellipsis?: boolean;
  /**
   * Takes options: "any" (dict, options or optionsFrom), "endpoint" (optionsFrom), "form" (its
   * optionsFrom is read by the widget itself with the form's values, never to label a value).
   */
  options?: 'any' | 'endpoint' | 'form';
  /** Takes an "upload" rule. */
  upload?: boolean;
  /**
   * Options of its own, used when the field names none (a switch: 否 / 是 for 0 / 1): its value is
   * labelled by them in lists, details and exports, and its search chooses among them.
   */
  ownOptions?: { value: string | number; label: Text }[];
  /** Takes an "sms" rule: a code sent to the form's phone and checked by the rule's call before the form moves on. */
  sms?: boolean;
  /** false: its value is only checked, never saved (left out of what a form screen sends, of the screen's contract with the mock and of a derived mock resource). */
  saved?: false;
  /** Its value's text in a CSV export, from the text the list shows (rich text: without its markup). */
  plain?: (shown: string) => string;
  /**
   * One line of free text: it may name a row (a delete confirmation calls a row by its first
   * listed such field without dictionary, options or mask), and the studio's smoke test searches by it.
   */
  freeText?: boolean;
  /** Longest value whatever the field's maxLength says (a textarea: the gateway's column). */
  maxLength?: number;
  /** The type of its column in a mock resource derived from a screen (studio/resourceFromScreen.ts), when not text. */
  column?: 'number' | 'int' | 'date' | 'datetime';
  /** Props of its edit component beyond the common ones (aria-label, placeholder, options, upload). */
  props?: (f: Field) => Record<string, unknown>;
  /** Form rules beyond required and validators (a Formily validator returning the message, '' when valid). */
  rules?: (f: Field, locale: Locale) => ((value: unknown) => string)[];
  /** How a browser test fills it with a valid sample. */
  sample: SampleFill;
  /** A valid sample value of its own (texts: the test's marker; numbers: one in range); validators' samples win. */
  sampleValue?: (f: Field, mark: string, n: number) => string | number | undefined;
  /** The checker's rule for a field using it (npm run schemas:check, the studio's JSON view's markers). */
  check?: (f: Field, add: AddProblem) => void;
}

export const defineWidget = <N extends string>(m: WidgetModule<N>): WidgetModule<N> => m;

/** A sample text: the marker (numbered), within the field's maxLength. */
export const textSample = (f: Field, mark: string, n: number) => {
  const s = n ? `${mark}${n}` : mark;
  return f.maxLength ? s.slice(0, f.maxLength) : s;
};

type Row = Record<string, any>;

/** The dialogs an action opens (src/pages/schema/actions.tsx draws them). */
export type ActionDialog =
  | { kind: 'form'; name: string; action: Action; row?: Row; ids?: string }
  | { kind: 'audit'; name: string; action: Action; row: Row }
  | { kind: 'result'; title: string; data: unknown; show?: string[] };

/** What an action kind may do when it runs: the screen's page hands it over (src/pages/schema/actions.tsx). */
export interface ActionEnv {
  /** The action's name in the screen. */
  name: string;
  /** Asks the action's question about the row or the selection (OK / Cancel; cancelling says 已取消). */
  ask: (question: string) => Promise<boolean>;
  call: (api: string, payload: Row) => Promise<any>;
  /** The payload of a call: the action's params template, else {id} of the row or {ids} of the selection. */
  payload: (a: Action, row?: Row, ids?: string, form?: Row) => Row;
  /** Tells the outcome of a call (its message, or the fallback's; 404: gone) and reloads; true when it succeeded. */
  finish: (a: Action, r: any, fallback?: string) => boolean;
  /** A 404 answer: the row is gone (told, the list reloads); true when it was. */
  gone: (r: any) => boolean;
  open: (d: ActionDialog) => void;
  navigate: (to: string) => void;
  download: (a: Action, params: Row) => Promise<void>;
  copy: (text: string) => Promise<boolean>;
  success: (message: string) => void;
  reload: () => void;
  /** The engine's messages (src/locales: engine.*). */
  t: (key: string) => string;
  tx: (v: Text | undefined) => string;
  ctx: Context;
}

export interface ActionKindModule<N extends string = string> {
  name: N;
  /** The line of docs/schemas.md's action table (generated: `npm run schemas:meta`). */
  doc: string;
  /** The checker's rule for an action of this kind (the call patterns, conditions and fields are checked for every kind). */
  check?: (a: Action, add: AddProblem) => void;
  /** Its button's label on a row (default: the action's label). */
  label?: (a: Action, row: Row | undefined, tx: ActionEnv['tx']) => string;
  /** Takes "show" (the answer's keys shown, labelled as the screen's fields). */
  show?: boolean;
  /** What a press does, on a row or on the selected rows (toolbar: ids comma-joined). */
  run: (env: ActionEnv, a: Action, row?: Row, ids?: string) => Promise<void> | void;
  /**
   * Sends the values of the action's dialog (its `fields`; the body is the payload with the values,
   * secrets encrypted); true closes the dialog. Absent: as a form action does.
   */
  submit?: (env: ActionFormEnv, a: Action, body: Row) => Promise<boolean>;
}

/** What an action's dialog hands its kind's `submit` (src/pages/schema/actions.tsx, ActionForm). */
interface ActionFormEnv {
  call: (api: string, payload: Row) => Promise<any>;
  /** Sends the fields as multipart/form-data (files as they are). */
  postMultipart: (api: string, fields: Record<string, any>) => Promise<any>;
  finish: (a: Action, r: any, fallback?: string) => boolean;
  /** Shows an answer in the result dialog in place of the form. */
  show: (data: unknown) => void;
  /** Saves a file in the browser. */
  save: (blob: Blob, name: string) => void;
}

/** Lists become comma-joined strings, as the gateway takes them in JSON bodies. */
export const joinLists = (body: Row): Row => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));

export const defineAction = <N extends string>(m: ActionKindModule<N>): ActionKindModule<N> => m;

/** An action needs "api". */
export const needsApi = (a: Action, add: AddProblem) => {
  if (!a.api) add('', `a "${a.kind}" action needs "api"`);
};

/** The screen's own dialogs a built-in action opens (src/pages/schema/actions.tsx draws them). */
export type BuiltinDialog = { kind: 'add'; initial?: Row; child?: boolean } | { kind: 'view'; row: Row };

/** What a built-in action may do when pressed: the screen's page hands it over (src/pages/schema/actions.tsx). */
export interface BuiltinEnv {
  screen: ScreenSchema;
  /** The ids of the selected rows (the toolbar's). */
  selected: string[];
  open: (d: BuiltinDialog) => void;
  /** Opens a row's edit dialog, with the row's detail once loaded. */
  edit: (row: Row) => void;
  navigate: (to: string) => void;
  /** Asks (naming the rows), removes the rows of these ids (comma-joined) and tells 删除成功. */
  remove: (ids: string, rows?: Row[]) => void;
  /** Exports the list's current search. */
  exportList: () => void;
  /** Warns with an engine message (src/locales: engine.*, e.g. engine.selectOne: 请选择至少一条数据). */
  warn: (key: string) => void;
}

interface BuiltinCommon<N extends string> {
  name: N;
  /** The line of docs/schemas.md's built-in table and the meta-schema's help (generated: `npm run schemas:meta`). */
  doc: string;
  /** Its button's label (src/locales: engine.*). */
  label: string;
  /** Its name in the studio's button lists and change review (src/locales: studio.action.*). */
  studioLabel: string;
  /** The calls it needs, one of them (the checker asks for it). */
  needs?: (keyof ScreenSchema['api'])[];
  /** Its button's look: the toolbar's primary button, or a danger (a red link on a row). */
  tone?: 'primary' | 'danger';
  /** Acts on the selected rows: a list with it in its toolbar offers selection. */
  selection?: true;
  /** The checker's rule for a screen listing it (pointers relative to the list of buttons). */
  check?: (s: ScreenSchema, add: AddProblem) => void;
}

/** A built-in action (src/engine/format/names/builtins/<name>.ts): a row's button, or the toolbar's. */
export type BuiltinActionModule<N extends string = string> =
  (BuiltinCommon<N> & { at: 'row'; run: (env: BuiltinEnv, row: Row) => void }) | (BuiltinCommon<N> & { at: 'toolbar'; run: (env: BuiltinEnv) => void });

export const defineBuiltin = <N extends string>(m: BuiltinActionModule<N>): BuiltinActionModule<N> => m;

/** The id a row is opened by in a route (`?id=`, or the screen's detail.idParam). */
export const routeWithId = (route: string, s: ScreenSchema, row: Row) => {
  const idp = s.detail?.idParam ?? 'id';
  return `${route}?${idp}=${encodeURIComponent(row[idp] ?? row.id)}`;
};

export interface ConditionModule<N extends string = string> {
  name: N;
  /** The line of docs/schemas.md's condition list (generated). */
  doc: string;
  /** Holds for the row (the form's values where there is no row) in the context (the user). */
  test: (row: Row, ctx: Context) => boolean;
}

export const defineCondition = <N extends string>(m: ConditionModule<N>): ConditionModule<N> => m;

export interface DisplayModule<N extends string = string> {
  name: N;
  /** Its name in the studio (src/pages/tool/studio). */
  label: Text;
  /** The line of docs/schemas.md's display list (generated). */
  doc: string;
  /** The value's text (a plain value; options are labelled before). */
  format?: (value: unknown) => string | undefined;
  /** Its list cell is cut with an ellipsis. */
  ellipsis?: boolean;
  /** The value drawn as a tag in its option's colour (src/engine/react/display.tsx). */
  tag?: boolean;
  /** The value drawn with a copy button. */
  copyable?: boolean;
  /** The value is partly hidden: it does not name a row in a confirmation. */
  hides?: boolean;
}

export const defineDisplay = <N extends string>(m: DisplayModule<N>): DisplayModule<N> => m;

export type { Payload };
