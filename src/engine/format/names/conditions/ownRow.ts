import { defineCondition } from '../define';
import { ownRow } from './own';

export default defineCondition({
  name: 'ownRow',
  doc: "the row's creator is the signed-in user's BID",
  test: ownRow,
});
