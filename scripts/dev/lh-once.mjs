// Development aid: one Lighthouse mobile run (benchmarkIndex, metrics, long tasks) of a served page, with where its main-thread time goes.
// node scripts/dev/lh-once.mjs http://127.0.0.1:8000/#/home
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import fs from 'fs';
import os from 'os';
import path from 'path';
const url = process.argv[2];
const port = 9300 + Math.floor(Math.random() * 500);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
const ctx = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
});
const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await ctx.close();
const a = lhr.audits;
console.log('benchmarkIndex', lhr.environment.benchmarkIndex, 'cpuSlowdown', lhr.configSettings.throttling.cpuSlowdownMultiplier);
console.log(
  'score',
  lhr.categories.performance.score,
  'TBT',
  a['total-blocking-time'].numericValue,
  'FCP',
  a['first-contentful-paint'].numericValue,
  'LCP',
  a['largest-contentful-paint'].numericValue,
  'SI',
  a['speed-index'].numericValue,
  'TTI',
  a.interactive?.numericValue,
);
for (const ref of lhr.categories.performance.auditRefs.filter((r) => r.weight > 0))
  console.log(' ', ref.id, ref.weight, a[ref.id].score, a[ref.id].displayValue);
console.log('bootup', JSON.stringify(a['bootup-time'].details.items.map((i) => [i.url.replace(/^.*\//, ''), Math.round(i.total), Math.round(i.scripting)])));
console.log(
  'long tasks',
  JSON.stringify((a['long-tasks']?.details?.items ?? []).map((i) => [i.url.replace(/^.*\//, ''), Math.round(i.startTime), Math.round(i.duration)])),
);
console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)])));
