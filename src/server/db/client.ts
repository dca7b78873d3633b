import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as schema from './schema';
import { createStore, type Database, type Store } from './store';

/**
 * Opens the form database: PostgreSQL when DATABASE_URL is set, otherwise an embedded PostgreSQL
 * (PGlite) in DATA_DIR (default ./data). Migrations from ./drizzle are applied on open. Nothing here
 * runs at import time: `next build` imports server modules in workers that must not open the data.
 */
export type Connection = { store: Store; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export type ConnectionOptions = { databaseUrl?: string; dataDir?: string; migrationsDir?: string };

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || 'data');
}

const defaultMigrationsDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'drizzle');

export async function openConnection(options: ConnectionOptions = {}): Promise<Connection> {
  const migrationsFolder = options.migrationsDir ?? defaultMigrationsDir();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder);
  return openPglite(options.dataDir ?? defaultDataDir(), migrationsFolder);
}

async function openPostgres(url: string, migrationsFolder: string): Promise<Connection> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Many instances may start at once: one migrates at a time, under a session advisory lock.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock(726351)');
    await migrate(drizzle(migrator), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE) || 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { store: createStore(db), kind: 'postgres', close: () => pool.end() };
}

/** The PGlite folder's owner: one process at a time may open it (see scripts/newsroom.mjs). */
export type DataDirLock = { pid: number; port: string | null; token: string };

export function lockPath(dataDir: string): string {
  return path.join(/*turbopackIgnore: true*/ dataDir, 'server.lock');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(dataDir: string): DataDirLock | null {
  try {
    return JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as DataDirLock;
  } catch {
    return null;
  }
}

function takeLock(dataDir: string): void {
  const held = readLock(dataDir);
  if (held && held.pid !== process.pid && isAlive(held.pid)) {
    throw new Error(`The data folder ${dataDir} is in use by process ${held.pid}; PGlite allows one process at a time.`);
  }
  const lock: DataDirLock = { pid: process.pid, port: process.env.PORT ?? null, token: randomBytes(24).toString('hex') };
  writeFileSync(lockPath(dataDir), JSON.stringify(lock), { mode: 0o600 });
  process.once('exit', () => {
    if (readLock(dataDir)?.pid === process.pid) rmSync(lockPath(dataDir), { force: true });
  });
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Connection> {
  mkdirSync(dataDir, { recursive: true });
  takeLock(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // relaxedDurability stays off: a query resolves only once its writes are on the file system.
  const client = await PGlite.create(path.join(/*turbopackIgnore: true*/ dataDir, 'pglite'), { relaxedDurability: false });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    store: createStore(db as unknown as Database),
    kind: 'pglite',
    close: async () => {
      await client.close();
      if (readLock(dataDir)?.pid === process.pid) rmSync(lockPath(dataDir), { force: true });
    },
  };
}

// One connection per process, kept on globalThis: Next bundles route handlers and actions separately,
// and two PGlite instances on one folder would corrupt it.
const key = Symbol.for('dallas-local.forms.connection');
type Holder = { [key]?: Promise<Connection> };

/** The process's connection, opened (and migrated) on first use. */
export function getConnection(): Promise<Connection> {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    const opening = openConnection({ databaseUrl: process.env.DATABASE_URL || undefined });
    holder[key] = opening;
    opening.catch(() => {
      if (holder[key] === opening) delete holder[key];
    });
  }
  return holder[key];
}

export async function getStore(): Promise<Store> {
  return (await getConnection()).store;
}
