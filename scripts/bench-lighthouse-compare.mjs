// `npm run bench:lighthouse:compare -- --runs 5 --routes /,/news old=http://127.0.0.1:3321 new=http://127.0.0.1:3320`:
// mobile Lighthouse runs of the same routes on two (or more) servers that are already running,
// interleaved (one run on each server, then the next round), so that both builds meet the same moments
// of a shared machine; prints each run and the medians (Performance, LCP, FCP, TBT, Speed Index).
//
// On this machine a median of three moves by about four points from one hour to the next, so only
// figures taken side by side compare builds (docs/performance.md). With --save DIR each run's report is
// written there as JSON, for the LCP phases and the requests behind them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './lib/server.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(opt('runs', 5));
const routes = opt('routes', '/').split(',');
const saveDir = opt('save', '');
const targets = args.filter((a) => /^[\w-]+=https?:\/\//.test(a)).map((a) => {
  const [name, base] = a.split(/=(.*)/s);
  return { name, base: base.replace(/\/$/, '') };
});
if (targets.length < 2 || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: bench-lighthouse-compare.mjs [--runs N] [--routes /a,/b] [--save DIR] NAME=URL NAME=URL...');
  process.exit(2);
}
if (saveDir) mkdirSync(saveDir, { recursive: true });

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const metrics = { lcp: 'largest-contentful-paint', fcp: 'first-contentful-paint', tbt: 'total-blocking-time', si: 'speed-index' };

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) return { lhr, row: null };
    const row = { performance: Math.round((lhr.categories.performance.score ?? 0) * 100) };
    for (const [key, id] of Object.entries(metrics)) row[key] = Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return { lhr, row };
  } finally {
    await chrome.kill();
  }
}

const results = new Map();
for (const route of routes) {
  for (let i = 0; i < runs; i++) {
    for (const { name, base } of targets) {
      const { lhr, row } = await runOnce(base + route);
      if (saveDir) writeFileSync(path.join(saveDir, `${name}${route.replaceAll('/', '_')}-${i}.json`), JSON.stringify(lhr));
      // A run whose trace Chromium failed to record has no metrics: left out of the medians.
      console.log(`${route} ${name} run ${i + 1}: ${row ? JSON.stringify(row) : `no figures (${lhr.runtimeError.code})`}`);
      if (!row) continue;
      const key = `${route} ${name}`;
      results.set(key, [...(results.get(key) ?? []), row]);
    }
  }
}
console.log('\nMedians:');
for (const [key, rows] of results) {
  const m = (k) => median(rows.map((r) => r[k]));
  console.log(`${key} (${rows.length} runs): Performance ${m('performance')}, LCP ${m('lcp')} ms, FCP ${m('fcp')} ms, TBT ${m('tbt')} ms, SI ${m('si')} ms`);
}
