/**
 * Personal center texts the console shell needs before a personal page loads (route and tab
 * titles). The pages' own texts are in personalPages.ts, added when the first page loads.
 */
export default {
  'personal.messages.title': '我的消息',
  'personal.files.add': '上传文件',
  'personal.org.title': '我的机构',
};
