/**
 * npm run schemas:check — validates every screen schema under schemas/ and prints each problem
 * as `file: /json/pointer: sentence`. Exit 1 on any problem (it runs first in `npm test`).
 */
import { formatProblem } from '../src/engine/check';
import { checkDirectory } from './schemaChecker';

// Routes of the bespoke pages a schema may not take over.
const reserved = ['/home', '/login', '/lock', '/404', '/403', '/500', '/wel/index'];

const { files, problems } = checkDirectory(undefined, reserved);
for (const p of problems) console.log(formatProblem(p));
if (problems.length) {
  console.log(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} screen files.`);
  process.exit(1);
}
console.log(`${files} screen files checked, no problems.`);
