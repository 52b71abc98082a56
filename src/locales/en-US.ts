/** en-US messages, one file per area under ./en-US; every key of zh-CN exists here too. */
import shell from './en-US/shell';
import engine from './en-US/engine';
import ide from './en-US/ide';

export default {
  ...shell,
  ...engine,
  ...ide,
};
