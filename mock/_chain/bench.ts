/**
 * For `npm run bench`: how long a 4-file project (the seeded multi-file example: two files import
 * the other two) takes to compile once the compiler thread is warm. The budget is 300 ms.
 */
import { MULTI_FILE_PROJECT } from './examples';
import { compileSources, warmCompiler } from './solidity';

export const COMPILE_BUDGET_MS = 300;

export async function benchCompile(runs = 5): Promise<{ warmMs: number; coldMs: number; runs: number[]; budgetMs: number }> {
  const sources = MULTI_FILE_PROJECT.map((f) => ({ name: `${f.contractName}.sol`, content: f.source }));
  const t0 = performance.now();
  await warmCompiler();
  // The first real compile after warming still fills solc's caches for this input's shape.
  const first = await compileSources(sources);
  if (!first.ok) throw new Error(`bench project does not compile: ${first.diagnostics.map((d) => d.message).join('; ')}`);
  const coldMs = Math.round(performance.now() - t0);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push((await compileSources(sources)).ms);
  const sorted = [...times].sort((a, b) => a - b);
  return { warmMs: sorted[Math.floor(sorted.length / 2)], coldMs, runs: times, budgetMs: COMPILE_BUDGET_MS };
}
