/**
 * en-US messages of the first load (the same areas as ../zh-CN.ts). Chinese is the default and
 * ships with the app; English is its own chunk, loaded before the first render when English is
 * chosen and before a switch to it (src/locales/area.ts).
 */
import shell from './shell';
import engine from './engine';
import portal from './portal';
import security from './security';
import personal from './personal';
import browserTitles from './browserTitles';
import alliance from './alliance';

export default {
  ...shell,
  ...engine,
  ...portal,
  ...security,
  ...personal,
  ...browserTitles,
  ...alliance,
};
