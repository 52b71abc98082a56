/** en-US messages, one file per area under ./en-US; every key of zh-CN exists here too. */
import shell from './en-US/shell';
import portal from './en-US/portal';

export default {
  ...shell,
  ...portal,
};
