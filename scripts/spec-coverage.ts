/**
 * npm run spec:coverage — traces the spec to the code and writes docs/spec-coverage.md:
 * - every route of spec 2 (scripts/spec-data/routes.json) to the route table entry
 *   (config/routes.ts, and the screen manifest config/screenManifest.ts behind its catch-all route)
 *   and the page or schema that renders it;
 * - every call of spec 7 (calls.json) to the schema or src file that makes it and the mock route
 *   that answers it (mock/index.ts loadRouteMaps, keys "METHOD /api/path");
 * - every message of spec 5 and 8 (messages.json) to where it is shown (src/, schemas/) or sent (mock/).
 * Missing entries are what the report is for; it fails (exit 1) only when a route the route
 * table claims has no page: a component file or a schema file that does not exist.
 */
import './mockMemory';
import fs from 'node:fs';
import path from 'node:path';
import routeTable from '../config/routes';
import { screenManifest } from '../config/screenManifest';
import { loadRouteMaps } from '../mock';

const ROOT = path.resolve(__dirname, '..');
const DATA = path.join(__dirname, 'spec-data');
const OUT = path.join(ROOT, 'docs/spec-coverage.md');

const readJson = (f: string) => JSON.parse(fs.readFileSync(path.join(DATA, f), 'utf8')) as Record<string, string[] | string>;
const rel = (p: string) => path.relative(ROOT, p).replace(/\\/g, '/');

/** "/a/{b, c1-2}/d" -> ["/a/b/d", "/a/c1/d", "/a/c2/d"]: the spec's shorthand, expanded. */
export function expand(pattern: string): string[] {
  const m = /\{([^}]*)\}/.exec(pattern);
  if (!m) return [pattern];
  const options = m[1].split(',').flatMap((o) => {
    const r = /^(.*?)(\d+)-(\d+)$/.exec(o.trim());
    if (!r) return [o.trim()];
    const out: string[] = [];
    for (let i = Number(r[2]); i <= Number(r[3]); i++) out.push(`${r[1]}${i}`);
    return out;
  });
  return options.flatMap((o) => expand(pattern.slice(0, m.index) + o + pattern.slice(m.index + m[0].length)));
}

/** Ranges outside braces ("content4-6") expand too. */
function expandAll(pattern: string): string[] {
  return expand(pattern).flatMap((p) => {
    const r = /^(.*\/[A-Za-z]+)(\d+)-(\d+)$/.exec(p);
    if (!r) return [p];
    const out: string[] = [];
    for (let i = Number(r[2]); i <= Number(r[3]); i++) out.push(`${r[1]}${i}`);
    return out;
  });
}

/** A route or mock path as a regex: ":param" matches one segment, "*" the rest. */
const pathRegex = (p: string) =>
  new RegExp(
    `^${p
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:[^/]+/g, '/[^/]+')
      .replace(/\/\*$/, '/.+')}$`,
    'i',
  );
const sample = (p: string) => p.replace(/:[^/]+/g, 'x');

function walk(dir: string, exts: RegExp, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.umi') || e.name === 'node_modules') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, exts, out);
    else if (exts.test(e.name)) out.push(p);
  }
  return out;
}

export interface TableRoute {
  path: string;
  component?: string;
  redirect?: string;
  screen?: string;
}

export function flatten(list: any[], out: TableRoute[] = []): TableRoute[] {
  for (const r of list) {
    if (r.path && r.path !== '/' && r.path !== '*') out.push(r);
    if (r.routes) flatten(r.routes, out);
  }
  return out;
}

/** The file that renders a route, and whether it exists. */
export function pageOf(r: TableRoute): { page: string; exists: boolean } {
  if (r.redirect) return { page: `-> ${r.redirect}`, exists: true };
  if (r.screen) {
    const f = `schemas/${r.screen}.json`;
    return { page: f, exists: fs.existsSync(path.join(ROOT, f)) };
  }
  const base = String(r.component).replace(/^@\//, 'src/');
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((x) => base + x).find((f) => fs.existsSync(path.join(ROOT, f)));
  return { page: found ?? base, exists: Boolean(found) };
}

/** Route table entries that name a page which does not exist (the check fails on these). */
export function brokenRoutes(routes: any[]): TableRoute[] {
  return flatten(routes).filter((r) => !pageOf(r).exists);
}

function main() {
  // ---- source files, read once ----------------------------------------------------------------
  const load = (files: string[]) => files.map((f) => ({ file: rel(f), text: fs.readFileSync(f, 'utf8') }));
  // shared/ holds what both sides use (the validators' rule table): the forms show its messages and the mock sends them.
  const shared = walk(path.join(ROOT, 'shared'), /\.ts$/);
  const front = load([...walk(path.join(ROOT, 'src'), /\.(tsx?|json)$/), ...walk(path.join(ROOT, 'schemas'), /\.json$/), ...shared]).filter(
    // The meta-schema and its source (the format's types, whose JSDoc is its help) show nothing to a user.
    (f) => !f.file.endsWith('.schema.json') && f.file !== 'src/engine/format/types.ts',
  );
  const mockFiles = load([...walk(path.join(ROOT, 'mock'), /\.ts$|\.resource\.json$/), ...shared]);
  const where = (files: typeof front, re: RegExp) => files.filter((f) => re.test(f.text)).map((f) => f.file);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  // ---- routes ---------------------------------------------------------------------------------
  // The console's catch-all route serves every view of the screen manifest.
  const table = [...flatten(routeTable as any[]), ...screenManifest()];

  const broken = [...brokenRoutes(routeTable as any[]), ...screenManifest().filter((r) => !pageOf(r).exists)];
  const specRoutes = Object.entries(readJson('routes.json'))
    .filter(([k]) => !k.startsWith('$'))
    .map(([section, list]) => ({
      section,
      rows: (list as string[]).flatMap(expandAll).map((p) => {
        const hit = table.find((r) => r.path.toLowerCase() === p.toLowerCase()) ?? table.find((r) => pathRegex(r.path).test(sample(p)));
        return { spec: p, route: hit?.path, page: hit ? pageOf(hit).page : undefined };
      }),
    }));

  // ---- calls ----------------------------------------------------------------------------------
  const mockKeys = loadRouteMaps().flatMap((m) => Object.keys(m));
  const mockRoutes = mockKeys.map((k) => {
    const [method, p] = k.split(/\s+/);
    return { key: k, method, re: pathRegex(p.replace(/^\/api/, '')) };
  });
  const specCalls = Object.entries(readJson('calls.json'))
    .filter(([k]) => !k.startsWith('$'))
    .map(([section, list]) => ({
      section,
      rows: (list as string[]).flatMap((line) => {
        const m = /^(?:(GET|POST)\s+)?(\/\S.*)$/.exec(line.trim());
        if (!m) throw new Error(`calls.json: "${line}" is not "[METHOD] /path"`);
        return expand(m[2]).map((p) => {
          // A literal path in code; a path ending in a parameter is matched by its fixed prefix.
          const fixed = p.replace(/\/:[^/]+.*$/, '/');
          const inCode = where(front, new RegExp(`${escape(fixed)}${fixed.endsWith('/') ? '' : '(?![\\w-])'}`));
          const mock = mockRoutes.find((r) => (!m[1] || r.method === m[1]) && r.re.test(sample(p)));
          return { spec: `${m[1] ?? ''} ${p}`.trim(), code: inCode, mock: mock?.key };
        });
      }),
    }));

  // ---- messages -------------------------------------------------------------------------------
  const specMessages = Object.entries(readJson('messages.json'))
    .filter(([k]) => !k.startsWith('$'))
    .map(([section, list]) => ({
      section,
      rows: (list as string[]).map((msg) => {
        // A count ("N", or the spec's example number) may be filled in by the code: a template
        // literal or a message value.
        const re = new RegExp(escape(msg).replace(/N(?= )|(?<![\d.])\d(?=[张个])/g, '(?:\\$\\{[^}]+\\}|\\{\\w+\\}|\\d+)'));
        return { spec: msg, shown: where(front, re), sent: where(mockFiles, re) };
      }),
    }));

  // ---- report ---------------------------------------------------------------------------------
  const cell = (v: string | string[] | undefined) => {
    const list = Array.isArray(v) ? v : v ? [v] : [];
    if (!list.length) return '**missing**';
    const shown = list
      .slice(0, 3)
      .map((x) => `\`${x}\``)
      .join('<br>');
    return list.length > 3 ? `${shown}<br>+${list.length - 3} more` : shown;
  };
  const pct = (n: number, d: number) => (d ? `${Math.round((100 * n) / d)}%` : '-');

  const lines: string[] = [
    '# Spec coverage',
    '',
    'Generated by `npm run spec:coverage` (scripts/spec-coverage.ts) from the lists in `scripts/spec-data/`,',
    'copied from the product spec. Do not edit by hand. A route is covered when the route table has an',
    'entry with a page; a call when a schema or src file makes it and the mock answers it; a message when',
    'the front end shows it (src/, schemas/) or the mock sends it as `msg` (shown by the response toast).',
    '',
    '## Totals',
    '',
    '| section | entries | covered | in the code | in the mock | missing |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of specRoutes) {
    const ok = s.rows.filter((r) => r.route).length;
    lines.push(`| routes ${s.section} | ${s.rows.length} | ${ok} (${pct(ok, s.rows.length)}) | ${ok} | - | ${s.rows.length - ok} |`);
  }
  for (const s of specCalls) {
    const code = s.rows.filter((r) => r.code.length).length;
    const mock = s.rows.filter((r) => r.mock).length;
    const both = s.rows.filter((r) => r.code.length && r.mock).length;
    const none = s.rows.filter((r) => !r.code.length && !r.mock).length;
    lines.push(`| calls ${s.section} | ${s.rows.length} | ${both} (${pct(both, s.rows.length)}) | ${code} | ${mock} | ${none} |`);
  }
  for (const s of specMessages) {
    const shown = s.rows.filter((r) => r.shown.length).length;
    const sent = s.rows.filter((r) => r.sent.length).length;
    const any = s.rows.filter((r) => r.shown.length || r.sent.length).length;
    lines.push(`| messages ${s.section} | ${s.rows.length} | ${any} (${pct(any, s.rows.length)}) | ${shown} | ${sent} | ${s.rows.length - any} |`);
  }
  if (broken.length) {
    lines.push('', '## Routes without a page (the check fails)', '', '| route | page |', '| --- | --- |');
    for (const r of broken) lines.push(`| \`${r.path}\` | \`${pageOf(r).page}\` |`);
  }
  for (const s of specRoutes) {
    lines.push('', `## Routes of spec ${s.section}`, '', '| spec route | route table | page |', '| --- | --- | --- |');
    for (const r of s.rows) lines.push(`| \`${r.spec}\` | ${cell(r.route)} | ${cell(r.page)} |`);
  }
  for (const s of specCalls) {
    lines.push('', `## Calls of spec ${s.section}`, '', '| spec call | made by | answered by the mock |', '| --- | --- | --- |');
    for (const r of s.rows) lines.push(`| \`${r.spec}\` | ${cell(r.code)} | ${cell(r.mock)} |`);
  }
  for (const s of specMessages) {
    lines.push('', `## Messages of spec ${s.section}`, '', '| message | shown by | sent by the mock |', '| --- | --- | --- |');
    for (const r of s.rows) lines.push(`| ${r.spec} | ${cell(r.shown)} | ${cell(r.sent)} |`);
  }
  fs.writeFileSync(OUT, `${lines.join('\n')}\n`);

  const total = (xs: { rows: unknown[] }[]) => xs.reduce((n, s) => n + s.rows.length, 0);
  console.log(`spec coverage: ${total(specRoutes)} routes, ${total(specCalls)} calls, ${total(specMessages)} messages -> ${rel(OUT)}`);
  if (broken.length) {
    for (const r of broken) console.error(`route ${r.path}: no page (${pageOf(r).page})`);
    process.exit(1);
  }
}

// Run as a script (npm run spec:coverage); imported by unit tests for its helpers.
if (require.main === module) main();
