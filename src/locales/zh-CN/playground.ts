/** The schema playground (docs/playground.md): loaded with its page (src/pages/tool/playground/locale.ts). */
export default {
  'playground.title': '页面配置试验场',
  'playground.files': '页面文件',
  'playground.filter': '筛选文件',
  'playground.new': '从模板新建',
  'playground.newPath': '新文件路径（schemas/ 下）',
  'playground.editor': '页面文件编辑器',
  'playground.preview': '实时预览',
  'playground.problems': '{count} 个问题',
  'playground.noProblems': '没有问题',
  'playground.save': '保存',
  'playground.download': '下载',
  'playground.saved': '已保存到 {file}。页面已在开发服务器（npm start）上生效，新页面随即出现在菜单中，无需重启。',
  'playground.saveRefused': '文件有问题，未保存',
  'playground.devOff': '当前不是开发服务器：可以编辑并下载文件，不能保存到 schemas/；组合（$extends / $include）需要开发服务器才能预览。',
  'playground.pick': '请从左侧选择一个页面文件，或从模板新建。',
  'playground.checking': '检查中…',
};
