/**
 * How much of the mock gateway is declared (issue 37): of its routes (the development-only ones
 * aside), how many a descriptor answers (a resource's calls and lifecycle transitions, TypeScript or
 * *.resource.json) and how many are hand-written; and how many answers have no wire type, so the
 * OpenAPI contract leaves them undescribed. `npx tsx scripts/mock-census.ts` prints the figures and
 * the hand-written routes by file; tests/unit/mock-census.test.ts holds the floor.
 */
import './mockMemory';
import { mockRoutes } from '../mock/index';
import { declarationOf } from '../mock/_lib/access';
import { describedBy, lifecycleCallOf } from '../mock/_lib/resource';

export interface Census {
  routes: number;
  declared: number;
  untyped: string[];
  handWritten: Record<string, string[]>;
}

export function mockCensus(): Census {
  const c: Census = { routes: 0, declared: 0, untyped: [], handWritten: {} };
  for (const [key, { handler, file }] of mockRoutes()) {
    const d = declarationOf(handler);
    if (d?.access === 'dev') continue;
    c.routes++;
    const declared = Boolean(describedBy(handler) || lifecycleCallOf(handler));
    if (declared) c.declared++;
    else (c.handWritten[file] ??= []).push(key);
    if (!declared && !d?.wire?.answer) c.untyped.push(`${key} (${file})`);
  }
  return c;
}

if (require.main === module) {
  const c = mockCensus();
  const byFile = Object.entries(c.handWritten).sort((a, b) => b[1].length - a[1].length);
  for (const [file, keys] of byFile) console.log(`${String(keys.length).padStart(3)} ${file}`);
  console.log(
    `\n${c.declared} of ${c.routes} routes declared (${((100 * c.declared) / c.routes).toFixed(1)} %), ` +
      `${c.routes - c.declared} hand-written; ${c.untyped.length} answers without a wire type`,
  );
}
