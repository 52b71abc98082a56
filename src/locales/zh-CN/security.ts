/** Security and session messages (docs/security.md). */
export default {
  'request.network': '无法连接服务器，请检查网络后重试',
  'request.timeout': '请求超时，请稍后重试',
  'session.ended': '登录已过期，请重新登录',
  'table.loadFailed': '数据加载失败，请稍后重试',
  'iframe.refused': '该地址不允许在控制台中打开',
  'iframe.notAllowed': '该站点不在允许嵌入的站点列表中，不能在控制台中打开',
};
