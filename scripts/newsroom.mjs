// Shared by `npm run inbox` and `npm run subscribers`: reads the form data wherever it lives.
// - DATABASE_URL set: straight from PostgreSQL.
// - Otherwise the PGlite folder (DATA_DIR, default ./data). PGlite allows one process at a time: when a
//   running server holds the folder (DATA_DIR/server.lock), the data comes from that server's loopback
//   endpoint, authenticated with the token it wrote there; otherwise the folder is opened directly.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const queries = {
  messages: `SELECT id, first_name AS "firstName", last_name AS "lastName", email, phone, subject, message,
      created_at AS "createdAt" FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT $1`,
  subscribers: `SELECT id, email, source, created_at AS "createdAt" FROM subscribers ORDER BY created_at, id`,
};

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function viaServer(lock, list, limit) {
  const port = lock.port ?? process.env.PORT ?? '3000';
  const url = `http://127.0.0.1:${port}/api/newsroom/${list}?limit=${limit}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${lock.token}` } });
  if (!response.ok) throw new Error(`The running server (pid ${lock.pid}) answered ${response.status} at ${url}`);
  return response.json();
}

async function viaPostgres(url, list, limit) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(queries[list], list === 'messages' ? [limit] : []);
    return result.rows;
  } finally {
    await client.end();
  }
}

async function viaPglite(dataDir, list, limit) {
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(folder)) return [];
  const lockFile = path.join(dataDir, 'server.lock');
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port: null, token: '' }), { mode: 0o600 });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(folder);
  try {
    const tables = await db.query(`SELECT to_regclass('public.subscribers') AS t`);
    if (!tables.rows[0]?.t) return [];
    const result = await db.query(queries[list], list === 'messages' ? [limit] : []);
    return result.rows;
  } finally {
    await db.close();
    rmSync(lockFile, { force: true });
  }
}

/** The rows of `list` ('messages', newest first, at most `limit`; or 'subscribers', oldest first). */
export async function readList(list, limit = 20) {
  if (process.env.DATABASE_URL) return viaPostgres(process.env.DATABASE_URL, list, limit);
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  let lock = null;
  try {
    lock = JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
  } catch {
    // no server holds the folder
  }
  if (lock && alive(lock.pid)) {
    if (!lock.token) throw new Error(`Another newsroom script (pid ${lock.pid}) is reading ${dataDir}; try again in a moment.`);
    return viaServer(lock, list, limit);
  }
  return viaPglite(dataDir, list, limit);
}

export { printable } from './lib/printable.mjs';

/** Reads `--name value` and `--flag` options. */
export function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const next = process.argv[index + 1];
  return next && !next.startsWith('--') ? next : true;
}

export function fail(error) {
  console.error(`Error: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
