/**
 * The engine's registry: every name a schema may use. Adding a name is a reviewed code change;
 * using it is a schema change. This file is pure data (no React), so the checker in Node, the
 * unit tests and the browser share it. The React side (src/engine/widgets.tsx) maps each widget
 * name to a component; a unit test makes sure none is missing.
 */
import type { ActionKind, Condition, Text, WidgetName } from './types';
import { validators } from './validators';

export { validators };

/**
 * One entry per widget: everything the engine and its tests need to know about it.
 * The React side keys on these names: `component` in src/engine/widgets.tsx (Formily form
 * component), `view` in src/engine/display.tsx (read-only rendering), `sample` in
 * tests/e2e/pages/FormDialog.ts (how a browser test fills it with a valid value).
 */
export interface WidgetEntry {
  /** Formily component registered in src/engine/widgets.tsx. */
  component: string;
  /** Type of the value in the form. */
  value: 'string' | 'number' | 'array';
  /** valueType of the search form item (src/pages/schema/SearchForm.tsx draws each); absent: the widget cannot be searched. */
  search?: string;
  /** Read-only rendering in lists and details (src/engine/display.tsx). */
  view: 'text' | 'image' | 'avatar' | 'file' | 'richText' | 'region' | 'code' | 'none';
  /** The required message asks to choose (请选择 / Choose) rather than to enter (请输入 / Enter). */
  choose?: boolean;
  /** Takes a whole row in details and two-column forms. */
  wide?: boolean;
  /**
   * Takes options: "dict", "options" or "optionsFrom" (tree widgets: "optionsFrom"). "form": its
   * optionsFrom is read by the widget itself with the form's values ($form.x), never to label a value.
   */
  options?: 'any' | 'endpoint' | 'form';
  /** Takes an "upload" rule. */
  upload?: boolean;
  /** How a browser test fills it with a valid sample. */
  sample: 'type' | 'richText' | 'select' | 'treeSelect' | 'radio' | 'checkbox' | 'tree' | 'switch' | 'date' | 'datetime' | 'upload' | 'none';
}

export const widgetRegistry: Record<WidgetName, WidgetEntry> = {
  text: { component: 'TrimInput', value: 'string', search: 'text', view: 'text', sample: 'type' },
  textarea: { component: 'TextArea', value: 'string', search: 'text', view: 'text', wide: true, sample: 'type' },
  number: { component: 'NumberPicker', value: 'number', search: 'digit', view: 'text', sample: 'type' },
  password: { component: 'Password', value: 'string', view: 'none', sample: 'type' },
  switch: { component: 'Switch01', value: 'string', search: 'select', view: 'text', choose: true, sample: 'switch' },
  select: { component: 'OptionSelect', value: 'string', search: 'select', view: 'text', choose: true, options: 'any', sample: 'select' },
  multiSelect: { component: 'OptionSelect', value: 'array', search: 'select', view: 'text', choose: true, options: 'any', sample: 'select' },
  radio: { component: 'OptionRadio', value: 'string', search: 'select', view: 'text', choose: true, options: 'any', sample: 'radio' },
  checkbox: { component: 'OptionCheckbox', value: 'array', search: 'select', view: 'text', choose: true, options: 'any', sample: 'checkbox' },
  treeSelect: { component: 'OptionTreeSelect', value: 'string', search: 'treeSelect', view: 'text', choose: true, options: 'endpoint', sample: 'treeSelect' },
  tree: { component: 'OptionTree', value: 'array', view: 'text', choose: true, wide: true, options: 'endpoint', sample: 'tree' },
  region: { component: 'RegionCascader', value: 'string', search: 'text', view: 'region', choose: true, sample: 'none' },
  date: { component: 'DatePicker', value: 'string', search: 'date', view: 'text', choose: true, sample: 'date' },
  datetime: { component: 'DatePicker', value: 'string', search: 'dateTime', view: 'text', choose: true, sample: 'datetime' },
  dateRange: { component: 'DateRangePicker', value: 'string', search: 'dateTimeRange', view: 'text', sample: 'none' },
  file: { component: 'FileUpload', value: 'string', view: 'file', choose: true, wide: true, upload: true, sample: 'upload' },
  image: { component: 'ImageUpload', value: 'string', view: 'image', choose: true, wide: true, upload: true, sample: 'upload' },
  avatar: { component: 'AvatarUpload', value: 'string', view: 'avatar', choose: true, upload: true, sample: 'upload' },
  richText: { component: 'RichText', value: 'string', view: 'richText', wide: true, sample: 'richText' },
  code: { component: 'CodeInput', value: 'string', search: 'text', view: 'code', wide: true, sample: 'type' },
  // Attribute inputs drawn from the form's chosen template (optionsFrom with "$form.<field>" params); value "key=value" lines.
  templateAttrs: { component: 'TemplateAttrs', value: 'string', view: 'code', wide: true, options: 'form', sample: 'none' },
  // An SMS code: input plus 获取验证码 (the field's "sms" rule); checked before the step is left, never saved.
  smsCode: { component: 'SmsCode', value: 'string', view: 'none', sample: 'none' },
  hidden: { component: 'Hidden', value: 'string', view: 'none', sample: 'none' },
};

export const widgets = Object.keys(widgetRegistry) as readonly WidgetName[];

/** Widgets that take options (a dictionary, fixed options or an endpoint). */
export const optionWidgets: readonly WidgetName[] = widgets.filter((w) => widgetRegistry[w].options);

export const actionKinds: readonly ActionKind[] = ['call', 'toggle', 'form', 'audit', 'link', 'download', 'copy', 'result'];
export const builtinRowActions = ['view', 'edit', 'delete', 'addChild'] as const;
export const builtinToolbarActions = ['add', 'bulkDelete', 'export'] as const;

/**
 * Dictionaries are the server's: GET /sfbn-system/dict/dictionary?code= ({dictKey, dictValue,
 * dictValueEn?}). Any code may be used by a schema (an administrator may create one at run
 * time). English labels: the entry's own `dictValueEn` when the server sends it; otherwise these
 * known labels of the built-in dictionaries; otherwise the Chinese dictValue.
 */
export interface DictionaryEntry {
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

/** Named conditions (the string form of a Condition). */
export const conditions: Record<string, { description: string }> = {
  ownRow: { description: "the row's creator is the signed-in user's BID" },
  notOwnRow: { description: "the row's creator is not the signed-in user's BID" },
  hasChildren: { description: 'a tree row that has children' },
  leaf: { description: 'a tree row without children' },
};

/** Menu groups a screen may hang under (must match the mock's menu seed and a real gateway's menu). */
export const menuGroups = [
  'system-base', 'system-permission', 'system-resource', 'system-message', 'system-tool',
  'system-flow', 'system-job', 'system-log', 'developer-contract',
  'identity-person', 'identity-org', 'identity-apply', 'personal-center',
  // Sub-chains (docs/domain/subchain.md): the permissioned and the ott set.
  'subchain-permissioned', 'subchain-ott', 'subchain-identity',
  // Alliance (/unions/*): members, experts, vote weights, innovation library.
  'alliance-member', 'alliance-expert', 'alliance-weight', 'alliance-innovation',
  // App center and developer API keys (apps helper, docs/domain/apps.md)
  'apps-mine', 'apps-market', 'apps-admin', 'developer-apikey',
  // backbone governance and monitoring (docs/domain/chain.md)
  'chain-survey', 'chain-node', 'monitor-backbone',
  // Identification center (ident helper).
  'identification-backbone', 'identification-resolution',
  // Sub-chain identifiers: managed, hosted, their templates and the hosting applications (ident3).
  'identification-subchain',
] as const;

/**
 * Menu icon names (the server's `source` of a menu). src/components/Icon.tsx maps each to its
 * component and is typed by this list, so a name here without a component does not compile.
 * The icons ship in the console's first load (the layout draws the menu): add few.
 */
export const menuIcons = [
  'ApartmentOutlined', 'AppstoreOutlined', 'BellOutlined', 'CloudOutlined', 'CodeOutlined',
  'DashboardOutlined', 'FileSearchOutlined', 'FileTextOutlined', 'HomeOutlined', 'MailOutlined',
  'SafetyOutlined', 'ScheduleOutlined', 'SettingOutlined', 'ToolOutlined', 'UserOutlined',
  'AlertOutlined', 'NotificationOutlined',
  // The blockchain console's areas (identity, alliance, chains, identifiers, apps, monitoring).
  'AuditOutlined', 'BankOutlined', 'FileDoneOutlined', 'IdcardOutlined', 'WalletOutlined', 'TeamOutlined', 'ClusterOutlined', 'DeploymentUnitOutlined', 'TagsOutlined', 'ShopOutlined', 'KeyOutlined', 'LineChartOutlined', 'BlockOutlined',
] as const;
export type MenuIconName = (typeof menuIcons)[number];

/** Form of a dictionary code (the dictionaries themselves are the server's). */
export const DICT_CODE = /^[a-z][a-z0-9_]*$/;

export const CALL_PATTERN = /^(GET|POST|PUT|DELETE) \/[A-Za-z0-9][A-Za-z0-9_\-./{}]*$/;

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
