// `npm run bench:lighthouse`: Lighthouse 12 against the production server, mobile and desktop presets,
// every top-level route plus an article, a category and the 404; three runs each; medians written as
// a Markdown table to docs/performance.md (between markers) and printed.
//
// Options: --runs N (default 3), --routes /a,/b (default all below), --port N (default 3300).
// Third parties (the feed frames' host and the cover host) cannot be reached from this machine; so
// that the figures measure our site rather than the sandbox's network, they are answered by a local
// HTTPS stand-in (Chromium maps their host names to it). Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, root, startNextServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(opt('runs', 3));
const port = Number(opt('port', 3300));
const routes = opt(
  'routes',
  '/,/news,/community,/events,/contact,/about,/books,/radio,/privacy,/terms,/news/1,/news/category/politics,/no-such-page',
).split(',');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const thirdPartyHosts = ['rss.app', 'covers.openlibrary.org'];

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/** A local HTTPS server answering for the third parties: a tiny page for frames, an image for covers. */
function startStandIn() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-standin-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=stand-in',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const cover = readFileSync(path.join(root, 'public/images/book-placeholder.svg'));
  const server = https.createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    if (/\.(jpe?g|png|svg)$/.test(req.url ?? '')) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' });
      res.end(cover);
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'max-age=3600' });
      res.end('<!doctype html><html lang="en"><title>Feed</title><body style="font:16px system-ui;margin:16px">Local feed</body></html>');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function runOnce(url, preset, standInPort) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--host-resolver-rules=${thirdPartyHosts.map((h) => `MAP ${h} 127.0.0.1:${standInPort}`).join(',')}`,
      '--ignore-certificate-errors',
    ],
  });
  try {
    const flags = {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The 404 page is audited too: Lighthouse otherwise refuses a document answered with an error status.
      ignoreStatusCode: true,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result.lhr;
    if (lhr.runtimeError) console.error(`  ${preset} ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => {
      const audit = lhr.audits[id];
      if (audit?.numericValue === undefined) console.error(`  ${preset} ${url}: ${id} missing (${audit?.errorMessage ?? 'no value'})`);
      return audit?.numericValue ?? Number.NaN;
    };
    // A failed run has no scores (Lighthouse reports 0); NaN keeps it out of the median.
    const score = (c) => (lhr.runtimeError ? Number.NaN : Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const jsBytes = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((i) => i.resourceType === 'Script')
      .reduce((n, i) => n + (i.transferSize ?? 0), 0);
    return {
      runtimeError: lhr.runtimeError?.code,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      js: jsBytes,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * One run; a run whose trace Chromium failed to record (NO_NAVSTART and the like, which leaves no
 * metrics and a Performance score of 0) is repeated, at most twice, rather than counted.
 */
async function runWithRetry(url, preset, standInPort) {
  for (let attempt = 1; ; attempt++) {
    const result = await runOnce(url, preset, standInPort);
    if (!result.runtimeError || attempt === 3) return result;
    console.error(`  ${preset} ${url}: repeating the run (${result.runtimeError})`);
  }
}

const standIn = await startStandIn();
const server = await startNextServer(port);
// Each page's first request after a start renders it (the cache is renewed at start): measure cached pages, as readers get them.
for (const route of routes) await fetch(`http://127.0.0.1:${port}${route}`).then((r) => r.arrayBuffer());
const rows = [];
try {
  for (const preset of ['mobile', 'desktop']) {
    for (const route of routes) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await runWithRetry(`http://127.0.0.1:${port}${route}`, preset, standIn.address().port));
      const m = (k) => median(results.map((r) => r[k]));
      const row = {
        preset, route,
        performance: m('performance'), accessibility: m('accessibility'), bestPractices: m('bestPractices'), seo: m('seo'),
        lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), js: m('js'),
        failing: [...new Set(results.flatMap((r) => r.failing))],
      };
      rows.push(row);
      console.log(`${preset} ${route}: P ${row.performance} A ${row.accessibility} BP ${row.bestPractices} SEO ${row.seo} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms CLS ${row.cls.toFixed(3)}${row.failing.length ? ` (failing: ${row.failing.join(', ')})` : ''}`);
    }
  }
} finally {
  await server.stop();
  standIn.close();
}

const table = [
  `Lighthouse 12, median of ${runs} runs per row, production build on this 2-core machine (${new Date().toISOString().slice(0, 10)}).`,
  '',
  '| preset | route | Performance | Accessibility | Best Practices | SEO | LCP (ms) | TBT (ms) | CLS | JS transferred (kB) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.preset} | ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.js / 1024).toFixed(1)} |`),
].join('\n');
console.log(`\n${table}`);

const docPath = path.join(root, 'docs', 'performance.md');
const begin = '<!-- lighthouse:begin -->';
const end = '<!-- lighthouse:end -->';
const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : `# Performance\n\n## Lighthouse\n\n${begin}\n${end}\n`;
writeFileSync(docPath, doc.replace(new RegExp(`${begin}[\\s\\S]*${end}`), `${begin}\n${table}\n${end}`));
console.log(`\nWritten to ${path.relative(root, docPath)}`);
