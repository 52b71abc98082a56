/** zh-CN messages, one file per area under ./zh-CN (add an import and a spread per area). */
import shell from './zh-CN/shell';
import engine from './zh-CN/engine';
import ide from './zh-CN/ide';
import portal from './zh-CN/portal';
import security from './zh-CN/security';
import personal from './zh-CN/personal';
import browser from './zh-CN/browser';
import alliance from './zh-CN/alliance';
import playground from './zh-CN/playground';

export default {
  ...shell,
  ...engine,
  ...ide,
  ...portal,
  ...security,
  ...personal,
  ...browser,
  ...alliance,
  ...playground,
};
