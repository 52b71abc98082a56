import { defineCondition } from '../define';
import { hasChildren } from './own';

export default defineCondition({
  name: 'hasChildren',
  doc: 'a tree row that has children',
  test: hasChildren,
});
