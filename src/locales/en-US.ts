/** en-US messages, one file per area under ./en-US (add an import and a spread per area). */
import shell from './en-US/shell';
import engine from './en-US/engine';
import ide from './en-US/ide';
import portal from './en-US/portal';
import security from './en-US/security';
import personal from './en-US/personal';
import browser from './en-US/browser';
import alliance from './en-US/alliance';
import playground from './en-US/playground';

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
