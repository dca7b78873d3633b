// `npm run bench:search` (after `npm run build`): site search on 10,000 generated stories. It makes a
// scratch embedded PostgreSQL under the temp folder (BENCH_DATA_DIR, default /tmp/dallas-local-bench-search,
// emptied first), starts the built site on it (BENCH_PORT, default 3202; the server applies the
// migrations), loads the stories straight into the search index, then runs 200 mixed searches twice:
// through the search module's own SQL (database time) and as full `GET /search` requests (server
// response, body read). Prints p50 and p95 of both. Not part of `npm test`: timings are not tests.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { ensureDatabase } from './lib/database.mjs';
import { nextStartArgs } from './lib/nextStart.mjs';
import { generateStories, percentile, queryMix, searchPath } from './lib/searchBench.mjs';

const STORIES = Number(process.env.BENCH_STORIES ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3202);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '/tmp/dallas-local-bench-search');
const root = path.join(import.meta.dirname, '..');
const baseUrl = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('bench:search: no production build; run `npm run build` first.');
  process.exit(2);
}

const { searchPage, suggestQuery } = await tsImport('../src/server/search/query.ts', import.meta.url);
const { drizzle } = await import('drizzle-orm/node-postgres');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n) => `${n.toFixed(1)} ms`;

rmSync(dataDir, { recursive: true, force: true });
const database = await ensureDatabase({ env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, log: console.error });
let server;
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
try {
  server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), ...nextStartArgs(port, '127.0.0.1')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', RADIO_DEMO: 'off', SEARCH_RATE_LIMIT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up, and migrated: the first search answers once Payload has applied the migrations.
  for (let i = 0; ; i++) {
    const ok = await fetch(`${baseUrl}/search?q=warmup`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 600) throw new Error('the server did not answer /search within 5 minutes');
    await sleep(500);
  }

  console.log(`Loading ${STORIES} generated stories into the search index...`);
  const started = performance.now();
  const stories = generateStories(STORIES);
  for (let i = 0; i < stories.length; i += 500) {
    const batch = stories.slice(i, i + 500);
    const values = batch.map((_, j) => `('stories', $${j * 6 + 1}, $${j * 6 + 2}, $${j * 6 + 3}, $${j * 6 + 4}, $${j * 6 + 5}, $${j * 6 + 6})`).join(', ');
    await pool.query(
      `INSERT INTO payload.search_documents (type, doc_id, title, summary, body, url, date) VALUES ${values}`,
      batch.flatMap((s) => [s.docId, s.title, s.summary, s.body, s.url, s.date.toISOString()]),
    );
  }
  await pool.query('ANALYZE payload.search_documents; ANALYZE payload.search_words');
  const { rows } = await pool.query('SELECT (SELECT count(*) FROM payload.search_documents) AS docs, (SELECT count(*) FROM payload.search_words) AS words');
  console.log(`Loaded ${rows[0].docs} documents (${rows[0].words} words in the vocabulary) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  const mix = queryMix(QUERIES);
  const db = drizzle(pool);
  // What the page asks the database (src/server/search/searchSite.ts): a page of results, and a
  // suggestion when nothing was found.
  const dbTimes = [];
  let found = 0;
  for (const [i, query] of [...mix.slice(0, 10), ...mix].entries()) {
    const t0 = performance.now();
    const filters = { type: query.type, from: query.from, to: query.to };
    const page = await searchPage(db, { q: query.q, ...filters, limit: 10, offset: (query.page - 1) * 10, countCap: 1000 });
    if (page.total === 0) await suggestQuery(db, query.q, filters);
    if (i >= 10) {
      dbTimes.push(performance.now() - t0);
      if (page.total > 0) found += 1;
    }
  }
  const httpTimes = [];
  for (const [i, query] of [...mix.slice(0, 10), ...mix].entries()) {
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}${searchPath(query)}`);
    await response.text();
    if (!response.ok) throw new Error(`${searchPath(query)}: ${response.status}`);
    if (i >= 10) httpTimes.push(performance.now() - t0);
  }
  console.log(`${QUERIES} searches (${found} with results; 10 warm-up searches not counted), one at a time:`);
  console.log(`  database: p50 ${ms(percentile(dbTimes, 50))}, p95 ${ms(percentile(dbTimes, 95))}, max ${ms(Math.max(...dbTimes))}`);
  console.log(`  GET /search: p50 ${ms(percentile(httpTimes, 50))}, p95 ${ms(percentile(httpTimes, 95))}, max ${ms(Math.max(...httpTimes))}`);
} finally {
  await pool.end();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
