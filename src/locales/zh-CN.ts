/**
 * zh-CN messages of the first load, one file per area under ./zh-CN (add an import and a spread per
 * area). An area whose texts only its own pages show (the IDE, the chain browser, the studio,
 * the personal pages) is not listed here: its pages add it (src/locales/area.ts).
 */
import shell from './zh-CN/shell';
import engine from './zh-CN/engine';
import portal from './zh-CN/portal';
import security from './zh-CN/security';
import personal from './zh-CN/personal';
import browserTitles from './zh-CN/browserTitles';
import alliance from './zh-CN/alliance';

export default {
  ...shell,
  ...engine,
  ...portal,
  ...security,
  ...personal,
  ...browserTitles,
  ...alliance,
};
