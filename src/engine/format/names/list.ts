/**
 * Every name a schema may use, by kind, in the order of the meta-schema's enums, the docs' tables
 * and the studio's palette. A widget, an action kind, a built-in action, a condition and a display
 * type each have their module (src/engine/format/names/<kind>/<name>.ts), which src/engine/format/registry.ts lists by these
 * names: a name without its module, a module without its name, or a module under another's name
 * does not compile. Plain lists, apart from the modules, so that the screen's types
 * (src/engine/format/types.ts), which the modules use, do not import the modules.
 */
export const widgetNames = [
  'text',
  'textarea',
  'number',
  'password',
  'switch',
  'select',
  'multiSelect',
  'radio',
  'checkbox',
  'treeSelect',
  'tree',
  'region',
  'date',
  'datetime',
  'dateRange',
  'file',
  'image',
  'avatar',
  'richText',
  'code',
  'templateAttrs',
  'smsCode',
  'hidden',
] as const;
export type RegisteredWidget = (typeof widgetNames)[number];

export const actionKindNames = ['call', 'toggle', 'form', 'audit', 'link', 'download', 'copy', 'result'] as const;
export type RegisteredActionKind = (typeof actionKindNames)[number];

/** The built-in actions a list's row or toolbar may name besides the screen's own "actions" (rows first, then the toolbar). */
export const builtinActionNames = ['view', 'edit', 'delete', 'addChild', 'add', 'bulkDelete', 'export'] as const;
export type BuiltinActionName = (typeof builtinActionNames)[number];

export const namedConditions = ['ownRow', 'notOwnRow', 'hasChildren', 'leaf'] as const;
export type RegisteredCondition = (typeof namedConditions)[number];

export const displayNames = ['mask', 'bid', 'tag', 'copy', 'ellipsis'] as const;
export type RegisteredDisplay = (typeof displayNames)[number];

/** Menu groups a screen may hang under (must match the mock's menu seed and a real gateway's menu). */
export const menuGroups = [
  'system-base',
  'system-permission',
  'system-resource',
  'system-message',
  'system-tool',
  'system-flow',
  'system-job',
  'system-log',
  'developer-contract',
  'identity-person',
  'identity-org',
  'identity-apply',
  'personal-center',
  // Sub-chains (docs/domain/subchain.md): the permissioned and the ott set.
  'subchain-permissioned',
  'subchain-ott',
  'subchain-identity',
  // Alliance (/unions/*): members, experts, vote weights, innovation library.
  'alliance-member',
  'alliance-expert',
  'alliance-weight',
  'alliance-innovation',
  // App center and developer API keys (apps helper, docs/domain/apps.md)
  'apps-mine',
  'apps-market',
  'apps-admin',
  'developer-apikey',
  // backbone governance and monitoring (docs/domain/chain.md)
  'chain-survey',
  'chain-node',
  'monitor-backbone',
  // Identification center (ident helper).
  'identification-backbone',
  'identification-resolution',
  // Sub-chain identifiers: managed, hosted, their templates and the hosting applications (ident3).
  'identification-subchain',
] as const;
export type MenuGroup = (typeof menuGroups)[number];

/**
 * Menu icon names (the server's `source` of a menu). src/components/Icon.tsx maps each to its
 * component and is typed by this list, so a name here without a component does not compile.
 * The icons ship in the console's first load (the layout draws the menu): add few.
 */
export const menuIcons = [
  'ApartmentOutlined',
  'AppstoreOutlined',
  'BellOutlined',
  'CloudOutlined',
  'CodeOutlined',
  'DashboardOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'HomeOutlined',
  'MailOutlined',
  'SafetyOutlined',
  'ScheduleOutlined',
  'SettingOutlined',
  'ToolOutlined',
  'UserOutlined',
  'AlertOutlined',
  'NotificationOutlined',
  // The blockchain console's areas (identity, alliance, chains, identifiers, apps, monitoring).
  'AuditOutlined',
  'BankOutlined',
  'FileDoneOutlined',
  'IdcardOutlined',
  'WalletOutlined',
  'TeamOutlined',
  'ClusterOutlined',
  'DeploymentUnitOutlined',
  'TagsOutlined',
  'ShopOutlined',
  'KeyOutlined',
  'LineChartOutlined',
  'BlockOutlined',
] as const;
export type MenuIconName = (typeof menuIcons)[number];
