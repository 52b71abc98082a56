/** The chain browser's route titles: tabs and the document title name routes before the browser's own messages load. */
export default {
  'browser.route.block': 'Block',
  'browser.route.trade': 'Transaction',
  'browser.route.contract': 'Contract',
  'browser.route.address': 'Address',
  'browser.route.search': 'Search',
  'browser.set.permissioned': 'Permissioned chain browser',
  'browser.set.ottpermissioned': 'OTT permissioned chain browser',
};
