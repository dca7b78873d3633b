// The production topology on loopback (`npm run stack`, the stack tests, `npm run bench:stack`):
// PostgreSQL (the embedded server of scripts/lib/database.mjs, in a data folder of the stack's own),
// Redis (Debian's redis-server, no persistence), N instances of `next start` on the existing build with
// the shared cache (REDIS_URL), and nginx in front with deploy/nginx/dallas-local.conf.template.
// Every piece can be stopped, killed and started again, so that the tests can take each one away.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDatabase, stopEmbedded } from './database.mjs';
import { root } from './buildFreshness.mjs';
import { nextStartArgs } from './nextStart.mjs';

const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const TEMPLATE = path.join(root, 'deploy', 'nginx', 'dallas-local.conf.template');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * deploy/nginx's template with its markers replaced.
 * @param {string} template
 * @param {{ upstreams: string[]; listen: string; cacheDir: string }} values
 */
export function renderNginxSite(template, { upstreams, listen, cacheDir }) {
  if (upstreams.length === 0) throw new Error('nginx needs at least one upstream');
  const servers = upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=2s;`).join('\n  ');
  const rendered = template.replaceAll('@@UPSTREAM_SERVERS@@', servers).replaceAll('@@LISTEN@@', listen).replaceAll('@@CACHE_DIR@@', cacheDir);
  const left = /@@[A-Z_]+@@/.exec(rendered);
  if (left) throw new Error(`nginx template: ${left[0]} was not replaced`);
  return rendered;
}

/** A whole nginx.conf for a private nginx (no daemon, everything in `dir`) around the site. */
export function nginxMainConfig(dir, site) {
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `daemon off;
${user}worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/** Resolves when `url` answers `ok(status)`, rejects after `timeoutMs`. */
export async function waitForAnswer(url, { timeoutMs = 120_000, ok = (status) => status < 500, exited = null } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited?.()) throw new Error(`${url}: the process exited`);
    const status = await fetch(url, { signal: AbortSignal.timeout(5000) }).then((r) => r.status, () => 0);
    if (status && ok(status)) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function childExit(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** A child process that can be stopped, killed and started again with the same command. */
function managed(name, command, args, options, log) {
  let child = null;
  const handle = {
    name,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    start() {
      child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
      const prefix = `[${name}] `;
      for (const stream of [child.stdout, child.stderr]) {
        stream.setEncoding('utf8');
        stream.on('data', (text) => log(text.replace(/\n(?=.)/g, `\n${prefix}`).replace(/^/, prefix).trimEnd()));
      }
      return child;
    },
    /** Sends `signal` and waits for the exit (SIGKILL after 15 s). */
    async stop(signal = 'SIGTERM') {
      if (!handle.running) return;
      const current = child;
      const done = childExit(current);
      current.kill(signal);
      const timer = setTimeout(() => current.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
  return handle;
}

/**
 * Starts the stack. Options: instances (2), port (nginx's, 8080), appPort (first instance's, port + 1),
 * redisPort (6380), dataDir (a new temporary folder, removed at stop), env (extra environment for the
 * instances), log (where the pieces' output goes; default: dropped).
 */
export async function startStack(options = {}) {
  const instances = options.instances ?? 2;
  const port = options.port ?? 8080;
  const appPort = options.appPort ?? port + 1;
  const redisPort = options.redisPort ?? 6380;
  const log = options.log ?? (() => {});
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'dallas-stack-'));
  const runDir = mkdtempSync(path.join(tmpdir(), 'dallas-stack-run-'));
  const origin = `http://127.0.0.1:${port}`;
  const pieces = [];
  let database = null;

  const stack = {
    url: origin,
    dataDir,
    instances: [],
    redis: null,
    nginx: null,
    /**
     * The database: `stop()` takes it away at once (a fast shutdown, whoever is connected), `start()`
     * brings it back on the same port and data.
     */
    database: {
      get url() {
        return database?.url;
      },
      async stop() {
        await stopEmbedded({ DATA_DIR: dataDir, DATABASE_URL: '' });
      },
      async start() {
        database = await ensureDatabase({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
      },
    },
    async stop() {
      for (const piece of [...pieces].reverse()) await piece.stop(piece.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
      await database?.stop();
      rmSync(runDir, { recursive: true, force: true });
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    log(`PostgreSQL: embedded, data in ${dataDir}`);
    await stack.database.start();

    const redis = managed('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', runDir], {}, log);
    stack.redis = Object.assign(redis, {
      url: `redis://127.0.0.1:${redisPort}`,
      async restart() {
        await redis.stop();
        redis.start();
        await waitForRedis(redisPort);
      },
    });
    pieces.push(redis);
    redis.start();
    await waitForRedis(redisPort);
    log(`Redis: ${stack.redis.url}`);

    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: stack.redis.url,
      // nginx, on loopback, is the proxy whose X-Forwarded-For the instances believe.
      TRUSTED_PROXIES: '127.0.0.1',
      SITE_ORIGIN: origin,
      PAYLOAD_CSRF_ORIGINS: origin,
      // One secret for every instance (a session made on one is valid on all): from the data folder.
      DATA_DIR: dataDir,
      ...options.env,
    };
    for (let i = 0; i < instances; i++) {
      const instancePort = appPort + i;
      const piece = managed(`app${i + 1}`, process.execPath, [NEXT_BIN, ...nextStartArgs(instancePort, '127.0.0.1')], { cwd: root, env: { ...env, PORT: String(instancePort) } }, log);
      const instance = Object.assign(piece, {
        port: instancePort,
        url: `http://127.0.0.1:${instancePort}`,
        async ready() {
          await waitForAnswer(`${instance.url}/api/health`, { ok: (s) => s === 200, exited: () => !piece.running });
        },
        async restart() {
          if (piece.running) await piece.stop();
          piece.start();
          await instance.ready();
        },
      });
      stack.instances.push(instance);
      pieces.push(piece);
    }
    // The first instance applies the migrations of a new database alone; then the others start together.
    stack.instances[0].start();
    await stack.instances[0].ready();
    for (const instance of stack.instances.slice(1)) instance.start();
    await Promise.all(stack.instances.slice(1).map((instance) => instance.ready()));
    log(`App instances: ${stack.instances.map((i) => i.url).join(', ')}`);

    const cacheDir = path.join(runDir, 'nginx-cache');
    mkdirSync(cacheDir);
    const site = renderNginxSite(readFileSync(TEMPLATE, 'utf8'), {
      upstreams: stack.instances.map((i) => `127.0.0.1:${i.port}`),
      listen: `127.0.0.1:${port}`,
      cacheDir,
    });
    const conf = path.join(runDir, 'nginx.conf');
    writeFileSync(conf, nginxMainConfig(runDir, site));
    const nginx = managed('nginx', 'nginx', ['-e', path.join(runDir, 'error.log'), '-c', conf, '-p', runDir], {}, log);
    stack.nginx = nginx;
    pieces.push(nginx);
    nginx.start();
    await waitForAnswer(`${origin}/api/health`, { ok: (s) => s === 200, exited: () => !nginx.running });
    log(`nginx: ${origin}`);
    return stack;
  } catch (error) {
    await stack.stop().catch(() => {});
    throw error;
  }
}

async function waitForRedis(port, timeoutMs = 10_000) {
  const { createClient } = await import('redis');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false, connectTimeout: 500 } });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      await client.close();
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`Redis on port ${port} did not answer within ${timeoutMs} ms`);
}
