/** The chain browser's route titles: tabs and the document title name routes before the browser's own messages load. */
export default {
  'browser.route.block': '区块详情',
  'browser.route.trade': '交易详情',
  'browser.route.contract': '合约详情',
  'browser.route.address': '地址详情',
  'browser.route.search': '搜索结果',
  'browser.set.permissioned': '许可链浏览器',
  'browser.set.ottpermissioned': 'OTT 许可链浏览器',
};
