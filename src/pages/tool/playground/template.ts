/** The template a new screen starts from: a list with search, the add/edit dialog and the detail, on a call the mock answers. */
export const TEMPLATE = `{
  "$schema": "../screen.schema.json",
  "key": "new.screen",
  "title": { "zh-CN": "新页面", "en-US": "New screen" },
  "routes": { "list": "/new/screen" },
  "api": {
    "list": "GET /sfbn-system/param/list",
    "detail": "GET /sfbn-system/param/detail",
    "submit": "POST /sfbn-system/param/submit",
    "remove": "POST /sfbn-system/param/remove"
  },
  "fields": [
    { "name": "paramName", "label": { "zh-CN": "参数名称", "en-US": "Name" }, "search": true, "maxLength": 50,
      "required": { "zh-CN": "请输入参数名称", "en-US": "Enter the name" } },
    { "name": "paramKey", "label": { "zh-CN": "参数键名", "en-US": "Key" }, "maxLength": 50,
      "required": { "zh-CN": "请输入参数键名", "en-US": "Enter the key" } },
    { "name": "paramValue", "label": { "zh-CN": "参数键值", "en-US": "Value" }, "maxLength": 200 }
  ],
  "list": { "toolbar": ["add"], "row": ["view", "edit", "delete"] },
  "form": { "width": 520 }
}
`;
