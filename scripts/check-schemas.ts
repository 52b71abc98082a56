/**
 * npm run schemas:check — validates every screen schema under schemas/ and prints each problem
 * as `file: /json/pointer: sentence`, then the screen <-> mock contract (studio/contractCheck.ts:
 * form fields the mock does not store, search filters it refuses, columns it never returns,
 * dictionaries it lacks). Exit 1 on any problem (it runs first in `npm test`).
 */
// The contract check loads the mock: on the seed in memory, never a developer's stored state.
import './mockMemory';
import { formatProblem } from '../src/engine/format/check';
import { checkContracts } from '../studio/contractCheck';
import { checkDirectory } from '../studio/schemaChecker';

// Routes of the bespoke pages a schema may not take over.
const reserved = ['/home', '/login', '/lock', '/404', '/403', '/500', '/wel/index'];

const checked = checkDirectory(undefined, reserved);
const files = checked.files;
// The contract is judged on screens that are well formed.
const problems = checked.problems.length ? checked.problems : checkContracts();
for (const p of problems) console.log(formatProblem(p));
if (problems.length) {
  console.log(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} screen files.`);
  process.exit(1);
}
console.log(`${files} screen files checked, no problems.`);
