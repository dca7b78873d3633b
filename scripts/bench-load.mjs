// `npm run bench:load`: autocannon against Home, News, Events and an article on the production server,
// then the same load against nginx serving the very same prerendered HTML files from the build (the
// limit of this machine); prints both and their ratio, and records the run in docs/performance.md.
//
// Options: --connections N (default 100), --duration S (default 20), --port N (default 3400).
// Run `npm run build` first. nginx comes from Debian (`apt-get install nginx`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startNextServer, waitFor } from './lib/server.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const connections = Number(opt('connections', 100));
const duration = Number(opt('duration', 20));
const port = Number(opt('port', 3400));
const nginxPort = port + 1;
const routes = ['/', '/news', '/events', '/news/1'];
const appDir = path.join(root, '.next', 'server', 'app');

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

async function startNginx() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
user root;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  gzip on;
  gzip_types text/html;
  types { text/html html; }
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${appDir};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html $uri =404; }
  }
}
`,
  );
  const child = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${nginxPort}/`);
  return { stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGQUIT'); }) };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip' } }, (err, result) => {
      if (err) reject(err);
      else resolve(result);
    });
  });
}

const results = [];
const next = await startNextServer(port);
const nginx = await startNginx();
try {
  for (const route of routes) {
    const ours = await load(`http://127.0.0.1:${port}${route}`);
    const limit = await load(`http://127.0.0.1:${nginxPort}${route}`);
    const row = {
      route,
      next: { rps: ours.requests.average, p50: ours.latency.p50, p99: ours.latency.p99, errors: ours.errors + ours.non2xx },
      nginx: { rps: limit.requests.average, p50: limit.latency.p50, p99: limit.latency.p99, errors: limit.errors + limit.non2xx },
    };
    results.push(row);
    console.log(
      `${route}: next ${row.next.rps.toFixed(0)} req/s (p50 ${row.next.p50} ms, p99 ${row.next.p99} ms) | nginx ${row.nginx.rps.toFixed(0)} req/s (p50 ${row.nginx.p50} ms, p99 ${row.nginx.p99} ms) | ratio ${(row.next.rps / row.nginx.rps).toFixed(2)}`,
    );
  }
} finally {
  await nginx.stop();
  await next.stop();
}

const table = [
  `autocannon, ${connections} connections for ${duration} s per row and server, gzip accepted, on this 2-core machine (load generator on the same machine) (${new Date().toISOString().slice(0, 10)}).`,
  '',
  '| route | Next req/s | Next p50 (ms) | Next p99 (ms) | nginx req/s | nginx p50 (ms) | nginx p99 (ms) | Next / nginx | errors (Next, nginx) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.route} | ${r.next.rps.toFixed(0)} | ${r.next.p50} | ${r.next.p99} | ${r.nginx.rps.toFixed(0)} | ${r.nginx.p50} | ${r.nginx.p99} | ${(r.next.rps / r.nginx.rps).toFixed(2)} | ${r.next.errors}, ${r.nginx.errors} |`,
  ),
].join('\n');
console.log(`\n${table}`);

const docPath = path.join(root, 'docs', 'performance.md');
const begin = '<!-- load:begin -->';
const end = '<!-- load:end -->';
let doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Performance\n';
if (!doc.includes(begin)) doc += `\n## Load\n\n${begin}\n${end}\n`;
writeFileSync(docPath, doc.replace(new RegExp(`${begin}[\\s\\S]*${end}`), `${begin}\n${table}\n${end}`));
console.log(`\nWritten to ${path.relative(root, docPath)}`);
