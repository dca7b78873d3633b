// `npm run bench:stack`: the load of `bench:load` (autocannon on Home, News and Events) against
//   1. nginx serving the build's prerendered HTML as static copies (the limit of this machine),
//   2. one bare `next start` (no nginx, no Redis),
//   3. the stack of `npm run stack` (nginx with its micro-cache, Redis, PostgreSQL) with 1, 2 and 4 instances,
// then the pages no cache answers (the admin's login page and Payload's REST API) against the bare
// instance and each stack. Prints req/s, p50, p99 and failures side by side, with the ratio to nginx's
// static copies, and records the run in docs/performance.md.
//
// Options: --connections N (default 100), --duration S (default 10), --port N (default 3450; the
// stack's nginx, its instances on the next ports, nginx's static copies on port + 10, the bare
// instance on port + 11), --redis-port N (default 6381), --instances 1,2,4.
// The stack uses the database of $DATA_DIR (default ./data, the one `npm run build` read), so that
// the pages it renders are those of the static copies. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureDatabase, dataDirOf } from './lib/database.mjs';
import { steadyLoad } from './lib/load.mjs';
import { root, startNextServer } from './lib/server.mjs';
import { nginxMainConfig, startStack, waitForAnswer } from './lib/stack.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const connections = Number(opt('connections', 100));
const duration = Number(opt('duration', 10));
const port = Number(opt('port', 3450));
const redisPort = Number(opt('redis-port', 6381));
const instanceCounts = String(opt('instances', '1,2,4')).split(',').map(Number);
const cachedPaths = ['/', '/news', '/events'];
const uncachedPaths = ['/admin/login', '/api/stories?limit=10&depth=0'];

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/**
 * nginx serving the cached pages' prerendered HTML as files, each beside its gzip copy (`gzip_static`),
 * as the stack's micro-cache holds the app's gzip answer: neither compresses per request.
 */
async function startStaticNginx(listenPort) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  const appDir = path.join(root, '.next', 'server', 'app');
  const wwwDir = path.join(dir, 'www');
  mkdirSync(wwwDir);
  for (const page of cachedPaths) {
    const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
    const html = readFileSync(path.join(appDir, file));
    writeFileSync(path.join(wwwDir, file), html);
    writeFileSync(path.join(wwwDir, `${file}.gz`), gzipSync(html));
  }
  const site = `  gzip on;
  gzip_static on;
  server {
    listen 127.0.0.1:${listenPort};
    root ${wwwDir};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html $uri =404; }
  }`;
  writeFileSync(path.join(dir, 'nginx.conf'), nginxMainConfig(dir, site));
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForAnswer(`http://127.0.0.1:${listenPort}/`);
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve(rmSync(dir, { recursive: true, force: true })));
        child.kill('SIGQUIT');
      }),
  };
}

const rows = [];
async function measure(name, origin, paths) {
  const result = await steadyLoad(origin, { paths, connections, duration });
  const row = { name, ...result, failed: result.noAnswer + result['5xx'] };
  rows.push(row);
  console.log(`${name}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, failed ${row.failed}`);
  return row;
}

const dataDir = dataDirOf();
const database = await ensureDatabase({ env: { ...process.env, DATA_DIR: dataDir } });
try {
  const nginx = await startStaticNginx(port + 10);
  try {
    await measure('nginx, static copies', `http://127.0.0.1:${port + 10}`, cachedPaths);
  } finally {
    await nginx.stop();
  }
  const bare = await startNextServer(port + 11, { DATABASE_URL: database.url, DATA_DIR: dataDir });
  try {
    await measure('one bare instance', `http://127.0.0.1:${port + 11}`, cachedPaths);
    await measure('one bare instance, uncached pages', `http://127.0.0.1:${port + 11}`, uncachedPaths);
  } finally {
    await bare.stop();
  }
  for (const instances of instanceCounts) {
    const stack = await startStack({ instances, port, redisPort, dataDir, env: { DATABASE_URL: database.url } });
    try {
      // Warm the shared cache once, as a running site's is.
      for (const p of cachedPaths) await fetch(`${stack.url}${p}`);
      await measure(`stack, ${instances} instance${instances > 1 ? 's' : ''}`, stack.url, cachedPaths);
      await measure(`stack, ${instances} instance${instances > 1 ? 's' : ''}, uncached pages`, stack.url, uncachedPaths);
    } finally {
      await stack.stop();
    }
  }
} finally {
  await database.stop();
}

const reference = rows[0].requestsPerSecond;
const table = [
  `autocannon, ${connections} connections for ${duration} s per row, gzip accepted, on this machine (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB; the load generator shares it) (${new Date().toISOString().slice(0, 10)}). Cached rows: ${cachedPaths.join(', ')}; uncached rows: ${uncachedPaths.join(', ')}.`,
  '',
  '| setup | req/s | p50 (ms) | p99 (ms) | failed | ratio to nginx static |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.failed} | ${(r.requestsPerSecond / reference).toFixed(2)} |`),
].join('\n');
console.log(`\n${table}`);

const docPath = path.join(root, 'docs', 'performance.md');
const begin = '<!-- stack:begin -->';
const end = '<!-- stack:end -->';
let doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Performance\n';
if (!doc.includes(begin)) doc += `\n## Production topology (\`npm run bench:stack\`)\n\n${begin}\n${end}\n`;
writeFileSync(docPath, doc.replace(new RegExp(`${begin}[\\s\\S]*${end}`), `${begin}\n${table}\n${end}`));
console.log(`\nWritten to ${path.relative(root, docPath)}`);
