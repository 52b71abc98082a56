/** zh-CN messages, one file per area under ./zh-CN (add an import and a spread per area). */
import shell from './zh-CN/shell';
import portal from './zh-CN/portal';

export default {
  ...shell,
  ...portal,
};
