/** Alliance area (/unions/*): the top menu's label. */
export default {
  'topmenu.alliance': '骨干联盟',
};
