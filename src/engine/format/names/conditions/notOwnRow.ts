import { defineCondition } from '../define';
import { ownRow } from './own';

export default defineCondition({
  name: 'notOwnRow',
  doc: "the row's creator is not the signed-in user's BID",
  test: (row, ctx) => !ownRow(row, ctx),
});
