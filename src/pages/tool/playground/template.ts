/**
 * The template a new screen starts from: a list with search, the add/edit dialog and the detail,
 * a text, a dictionary select and a date field, and a menu entry under 系统设置. Its calls are its
 * own (no mock answers them yet): saving it under `npm start` derives their mock resource from the
 * screen (docs/mock.md), so rename the key, the route and the calls' entity first.
 */
export const TEMPLATE = `{
  "$schema": "../screen.schema.json",
  "key": "new.screen",
  "title": { "zh-CN": "新页面", "en-US": "New screen" },
  "routes": { "list": "/new/screen" },
  "menu": { "parent": "system-base", "sort": 90 },
  "api": {
    "list": "GET /sfbn-system/newScreen/page",
    "detail": "GET /sfbn-system/newScreen/detail",
    "submit": "POST /sfbn-system/newScreen/submit",
    "remove": "POST /sfbn-system/newScreen/remove"
  },
  "fields": [
    { "name": "name", "label": { "zh-CN": "名称", "en-US": "Name" }, "search": true, "maxLength": 50, "required": true },
    { "name": "status", "label": { "zh-CN": "状态", "en-US": "Status" }, "widget": "select", "dict": "enable_status", "search": true, "required": true },
    { "name": "day", "label": { "zh-CN": "日期", "en-US": "Date" }, "widget": "date", "required": true }
  ],
  "list": { "toolbar": ["add"], "row": ["view", "edit", "delete"] },
  "form": { "width": 520 }
}
`;
