import { defineCondition } from '../define';
import { hasChildren } from './own';

export default defineCondition({
  name: 'leaf',
  doc: 'a tree row without children',
  test: (row) => !hasChildren(row),
});
