/**
 * The engine's registry: every name a schema may use. Adding a name is a reviewed code change;
 * using it is a schema change. A widget, an action kind, a built-in action, a condition and a
 * display type are each one module (src/engine/format/names/<kind>/<name>.ts, shapes in src/engine/format/names/define.ts); this file
 * lists them. Adding one is its file plus its line here, then `npm run schemas:meta` (the
 * meta-schema's enums and docs/schemas.md's tables). Pure (no React), so the checker in Node, the
 * unit tests and the browser share it; a module names its components in the React side's typed
 * maps (src/engine/react/widgets.tsx, src/engine/react/display.tsx), so a widget without a component does
 * not compile.
 */
import type { ActionKind, Condition, DisplayName, Text, WidgetName } from './types';
import {
  actionKindNames,
  builtinActionNames,
  displayNames,
  menuGroups,
  menuIcons,
  namedConditions,
  widgetNames,
  type BuiltinActionName,
  type RegisteredCondition,
} from './names/list';
import { validators } from './validators';
import type { ActionKindModule, BuiltinActionModule, ConditionModule, DisplayModule, WidgetModule } from './names/define';
import textWidget from './names/widgets/text';
import textareaWidget from './names/widgets/textarea';
import numberWidget from './names/widgets/number';
import passwordWidget from './names/widgets/password';
import switchWidget from './names/widgets/switch';
import selectWidget from './names/widgets/select';
import multiSelectWidget from './names/widgets/multiSelect';
import radioWidget from './names/widgets/radio';
import checkboxWidget from './names/widgets/checkbox';
import treeSelectWidget from './names/widgets/treeSelect';
import treeWidget from './names/widgets/tree';
import regionWidget from './names/widgets/region';
import dateWidget from './names/widgets/date';
import datetimeWidget from './names/widgets/datetime';
import dateRangeWidget from './names/widgets/dateRange';
import fileWidget from './names/widgets/file';
import imageWidget from './names/widgets/image';
import avatarWidget from './names/widgets/avatar';
import richTextWidget from './names/widgets/richText';
import codeWidget from './names/widgets/code';
import templateAttrsWidget from './names/widgets/templateAttrs';
import smsCodeWidget from './names/widgets/smsCode';
import hiddenWidget from './names/widgets/hidden';
import callAction from './names/actions/call';
import toggleAction from './names/actions/toggle';
import formAction from './names/actions/form';
import auditAction from './names/actions/audit';
import linkAction from './names/actions/link';
import downloadAction from './names/actions/download';
import copyAction from './names/actions/copy';
import resultAction from './names/actions/result';
import viewBuiltin from './names/builtins/view';
import editBuiltin from './names/builtins/edit';
import deleteBuiltin from './names/builtins/delete';
import addChildBuiltin from './names/builtins/addChild';
import addBuiltin from './names/builtins/add';
import bulkDeleteBuiltin from './names/builtins/bulkDelete';
import exportBuiltin from './names/builtins/export';
import ownRowCondition from './names/conditions/ownRow';
import notOwnRowCondition from './names/conditions/notOwnRow';
import hasChildrenCondition from './names/conditions/hasChildren';
import leafCondition from './names/conditions/leaf';
import maskDisplay from './names/displays/mask';
import bidDisplay from './names/displays/bid';
import copyDisplay from './names/displays/copy';
import tagDisplay from './names/displays/tag';
import ellipsisDisplay from './names/displays/ellipsis';

export { validators };
/** The menu's names a screen may use (src/engine/format/names/list.ts). */
export { menuGroups, menuIcons };
export type { MenuGroup, MenuIconName } from './names/list';

/**
 * The widgets: one module each (src/engine/format/names/widgets/<name>.ts) carrying its edit and read
 * rendering (components named in src/engine/format/names/components.ts), sample value, checker rule and
 * doc line, in the order of widgetNames (the meta-schema's enum, the docs' table, the studio's palette).
 */
const widgetModuleOf: { [N in WidgetName]: WidgetModule<N> } = {
  text: textWidget,
  textarea: textareaWidget,
  number: numberWidget,
  password: passwordWidget,
  switch: switchWidget,
  select: selectWidget,
  multiSelect: multiSelectWidget,
  radio: radioWidget,
  checkbox: checkboxWidget,
  treeSelect: treeSelectWidget,
  tree: treeWidget,
  region: regionWidget,
  date: dateWidget,
  datetime: datetimeWidget,
  dateRange: dateRangeWidget,
  file: fileWidget,
  image: imageWidget,
  avatar: avatarWidget,
  richText: richTextWidget,
  code: codeWidget,
  templateAttrs: templateAttrsWidget,
  smsCode: smsCodeWidget,
  hidden: hiddenWidget,
};
export const widgetModules = widgetNames.map((n) => widgetModuleOf[n]);

/** The action kinds: one module each (src/engine/format/names/actions/<kind>.ts): doc line, checker rule, label, what a press does. */
const actionKindModuleOf: { [N in ActionKind]: ActionKindModule<N> } = {
  call: callAction,
  toggle: toggleAction,
  form: formAction,
  audit: auditAction,
  link: linkAction,
  download: downloadAction,
  copy: copyAction,
  result: resultAction,
};
export const actionKindModules = actionKindNames.map((n) => actionKindModuleOf[n]);

/**
 * The built-in actions a list's row or toolbar names besides the screen's "actions": one module each
 * (src/engine/format/names/builtins/<name>.ts): where it may be listed, its label, the calls it
 * needs, what a press does through what the page hands it.
 */
const builtinActionModuleOf: { [N in BuiltinActionName]: BuiltinActionModule<N> } = {
  view: viewBuiltin,
  edit: editBuiltin,
  delete: deleteBuiltin,
  addChild: addChildBuiltin,
  add: addBuiltin,
  bulkDelete: bulkDeleteBuiltin,
  export: exportBuiltin,
};
export const builtinActionModules = builtinActionNames.map((n) => builtinActionModuleOf[n]);

/** The named conditions (the string form of a Condition): one module each (src/engine/format/names/conditions/<name>.ts). */
const conditionModuleOf: { [N in RegisteredCondition]: ConditionModule<N> } = {
  ownRow: ownRowCondition,
  notOwnRow: notOwnRowCondition,
  hasChildren: hasChildrenCondition,
  leaf: leafCondition,
};
export const conditionModules = namedConditions.map((n) => conditionModuleOf[n]);

/** The display types of a field (`display`): one module each (src/engine/format/names/displays/<name>.ts). */
const displayModuleOf: { [N in DisplayName]: DisplayModule<N> } = {
  mask: maskDisplay,
  bid: bidDisplay,
  tag: tagDisplay,
  copy: copyDisplay,
  ellipsis: ellipsisDisplay,
};
export const displayModules = displayNames.map((n) => displayModuleOf[n]);

/**
 * A table looked up by names a schema writes: without a prototype, so a name such as "constructor"
 * or "toString" is no entry (the checker refuses it; a plain object would answer Object's own).
 */
const nameTable = <T>(entries: Iterable<readonly [string, T]>): Record<string, T> => Object.assign(Object.create(null), Object.fromEntries(entries));
const byName = <M extends { name: string }>(list: readonly M[]): Record<string, M> => nameTable(list.map((m) => [m.name, m] as const));

/** A widget's module by name (the schema's widget name). */
export type WidgetEntry = WidgetModule;
export const widgetRegistry: Record<WidgetName, WidgetEntry> = byName<WidgetModule>(widgetModules);
export const widgets: readonly WidgetName[] = widgetNames;

/** Widgets that take options (a dictionary, fixed options or an endpoint). */
export const optionWidgets: readonly WidgetName[] = widgets.filter((w) => widgetRegistry[w].options);

export const actionKindRegistry: Record<ActionKind, ActionKindModule> = byName<ActionKindModule>(actionKindModules);
export const actionKinds: readonly ActionKind[] = actionKindNames;

/** Named conditions by name. */
export const conditions: Record<string, ConditionModule & { description: string }> = nameTable(
  conditionModules.map((m) => [m.name, { ...m, description: m.doc }] as const),
);

export const displayRegistry: Record<string, DisplayModule> = byName<DisplayModule>(displayModules);
export const displays: readonly string[] = displayNames;

export const builtinActionRegistry: Record<string, BuiltinActionModule> = byName<BuiltinActionModule>(builtinActionModules);
/** The built-in actions a row may list, and those the toolbar may. */
export const builtinRowActions: readonly string[] = builtinActionModules.filter((m) => m.at === 'row').map((m) => m.name);
export const builtinToolbarActions: readonly string[] = builtinActionModules.filter((m) => m.at === 'toolbar').map((m) => m.name);

/**
 * Dictionaries are the server's: GET /sfbn-system/dict/dictionary?code= ({dictKey, dictValue,
 * dictValueEn?}). Any code may be used by a schema (an administrator may create one at run
 * time). English labels: the entry's own `dictValueEn` when the server sends it; otherwise these
 * known labels of the built-in dictionaries; otherwise the Chinese dictValue.
 */
interface DictionaryEntry {
  description: string;
  en?: Record<string, string>;
}

export const dictionaries: Record<string, DictionaryEntry> = {
  yes_no: { description: '否 / 是 (0, 1): sealed, default flags', en: { 0: 'No', 1: 'Yes' } },
  enable_status: { description: '停用 / 启用 (0, 1)', en: { 0: 'Disabled', 1: 'Enabled' } },
  user_type: { description: 'account type: person / organisation', en: { 1: 'Person', 2: 'Organisation' } },
  auth_status: {
    description: 'real-name authentication status (spec 4)',
    en: { 0: 'Rejected', 1: 'Not authenticated', 2: 'Authenticated', 3: 'Under review', 4: 'Revoked', 5: 'Expired' },
  },
  blacklist: { description: 'normal / blacklisted', en: { 0: 'Normal', 1: 'Blacklisted' } },
  notice: { description: 'notice category', en: { 1: 'Announcement', 2: 'Approval', 3: 'Forward', 4: 'Instruction', 5: 'Other' } },
  menu_category: { description: 'menu / button', en: { 1: 'Menu', 2: 'Button' } },
  button_func: { description: 'where a button sits', en: { 1: 'Toolbar', 2: 'Row', 3: 'Toolbar and row' } },
  data_scope_type: {
    description: 'data scope rule',
    en: { 1: 'All', 2: 'Own', 3: 'Own department', 4: 'Department and children', 5: 'Custom' },
  },
  api_scope_type: { description: 'API scope rule', en: { 1: 'All', 2: 'Custom' } },
  post_category: { description: 'post level', en: { 1: 'Senior', 2: 'Middle', 3: 'Junior', 4: 'Other' } },
  org_category: { description: 'department kind', en: { 1: 'Company', 2: 'Department', 3: 'Team' } },
  region_level: { description: 'region level', en: { 1: 'Province', 2: 'City', 3: 'District', 4: 'Town', 5: 'Village' } },
  oss: { description: 'object storage vendor', en: { 1: 'MinIO', 2: 'Qiniu', 3: 'Aliyun', 4: 'Tencent' } },
  sms: { description: 'SMS vendor', en: { 1: 'Yunpian', 2: 'Qiniu', 3: 'Aliyun', 4: 'Tencent' } },
  sms_type: { description: 'SMS purpose', en: { 1: 'Verification', 2: 'Notification', 3: 'Marketing' } },
  send_status: { description: 'delivery result', en: { 0: 'Failed', 1: 'Sent' } },
  email_type: { description: 'e-mail template purpose', en: { 1: 'Verification', 2: 'Notification', 3: 'Audit result' } },
  publish_status: { description: 'draft / published', en: { 0: 'Draft', 1: 'Published' } },
  audit_status: { description: 'audit state', en: { 0: 'Pending', 1: 'Passed', 2: 'Refused' } },
  flow_category: { description: 'workflow category', en: { 1: 'Office', 2: 'Approval', 3: 'Finance' } },
  flow_status: { description: 'process definition state', en: { 1: 'Active', 2: 'Suspended' } },
  leave_type: { description: 'kind of leave', en: { 1: 'Annual', 2: 'Sick', 3: 'Personal', 4: 'Marriage' } },
  job_route: { description: 'job executor routing', en: { FIRST: 'First', LAST: 'Last', ROUND: 'Round robin', RANDOM: 'Random' } },
  job_status: { description: 'job run state', en: { 0: 'Stopped', 1: 'Running' } },
  job_result: { description: 'job log result', en: { 200: 'Success', 500: 'Failed', 0: 'Running' } },
  job_address_type: { description: 'executor registration', en: { 0: 'Automatic', 1: 'Manual' } },
  log_level: { description: 'log level', en: { INFO: 'Info', WARN: 'Warning', ERROR: 'Error' } },
  db_driver: { description: 'data source driver', en: {} },
  password_mode: { description: 'password encryption mode', en: { 1: 'SM3', 2: 'BCrypt', 3: 'MD5' } },
  member_status: { description: 'organisation member state', en: { 0: 'Invited', 1: 'Joined', 2: 'Blacklisted' } },
  report_type: { description: 'report kind', en: { 1: 'List', 2: 'Chart', 3: 'Dashboard' } },
  grant_type: { description: 'OAuth grant types of a client', en: {} },
};

/** Form of a dictionary code (the dictionaries themselves are the server's). */
export const DICT_CODE = /^[a-z][a-z0-9_]*$/;

/** A call as the schemas name it (types.ts `Call`): "/__dev/" names a development endpoint of `npm start`. */
export const CALL_PATTERN = /^(GET|POST|PUT|DELETE) \/(__dev\/)?[A-Za-z0-9][A-Za-z0-9_\-./{}]*$/;

export function isText(v: unknown): v is Text {
  return typeof v === 'string' || (Boolean(v) && typeof v === 'object' && typeof (v as any)['zh-CN'] === 'string' && typeof (v as any)['en-US'] === 'string');
}

export function conditionFields(c: Condition | undefined, out: string[] = []): string[] {
  if (!c || typeof c === 'string') return out;
  if ('all' in c) c.all.forEach((x) => conditionFields(x, out));
  else if ('any' in c) c.any.forEach((x) => conditionFields(x, out));
  else if ('not' in c) conditionFields(c.not, out);
  else out.push(c.field);
  return out;
}

export function conditionNames(c: Condition | undefined, out: string[] = []): string[] {
  if (!c) return out;
  if (typeof c === 'string') out.push(c);
  else if ('all' in c) c.all.forEach((x) => conditionNames(x, out));
  else if ('any' in c) c.any.forEach((x) => conditionNames(x, out));
  else if ('not' in c) conditionNames(c.not, out);
  return out;
}
