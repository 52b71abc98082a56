// Development aid: a CPU profile of a page's load under 4x CPU throttling, self time per function.
// node scripts/dev/profile-load.mjs http://127.0.0.1:8000/#/home
import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const f = n.callFrame;
  const k = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
  self.set(k, (self.get(k) || 0) + (dt[i] || 0) / 1000);
});
const byUrl = new Map();
for (const [k, v] of self) {
  const u = k.split(' ')[1].split(':')[0];
  byUrl.set(u, (byUrl.get(u) || 0) + v);
}
console.log(
  'by file (ms, 4x):',
  [...byUrl]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([k, v]) => `${k || '(native)'} ${v.toFixed(0)}`)
    .join(' | '),
);
// STACK=<column>: the callers (5 frames) of the samples in the function at that column.
if (process.env.STACK) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const stacks = new Map();
  profile.samples.forEach((id, i) => {
    let n = byId.get(id);
    if (String(n.callFrame.columnNumber) !== process.env.STACK) return;
    const chain = [];
    for (let p = parent.get(n.id), d = 0; p && d < 6; p = parent.get(p.id), d++)
      chain.push(`${p.callFrame.functionName || '(anon)'}@${p.callFrame.url.replace(/^.*\//, '')}:${p.callFrame.columnNumber}`);
    const k = chain.join(' < ');
    stacks.set(k, (stacks.get(k) || 0) + (dt[i] || 0) / 1000);
  });
  for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(v.toFixed(1).padStart(7), k);
}
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 25))) console.log(v.toFixed(1).padStart(7), k);
