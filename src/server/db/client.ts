import path from 'node:path';
import * as schema from './schema';
import { createStore, type Database, type Store } from './store';

/**
 * Opens the form database: the PostgreSQL server at DATABASE_URL, which `npm start` (or
 * scripts/with-database.mjs) sets, starting an embedded server when none is configured (see
 * scripts/lib/database.mjs). Migrations from ./drizzle are applied on open. Nothing here runs at import
 * time: `next build` imports server modules in workers that must not open the data.
 */
export type Connection = { store: Store; db: Database; close: () => Promise<void> };

export type ConnectionOptions = { databaseUrl: string; migrationsDir?: string };

/** The error when the server was started without a database (e.g. a bare `next start`). */
export class DatabaseNotConfiguredError extends Error {
  constructor() {
    super('DATABASE_URL is not set: start the site with `npm start` (it starts the database), or set DATABASE_URL.');
    this.name = 'DatabaseNotConfiguredError';
  }
}

const defaultMigrationsDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'drizzle');

export async function openConnection({ databaseUrl, migrationsDir }: ConnectionOptions): Promise<Connection> {
  const migrationsFolder = migrationsDir ?? defaultMigrationsDir();
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Many instances may start at once: one migrates at a time, under a session advisory lock.
  const migrator = new pg.Client({ connectionString: databaseUrl });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock(726351)');
    await migrate(drizzle(migrator), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE) || 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { store: createStore(db), db, close: () => pool.end() };
}

// One pool per process, kept on globalThis: Next bundles route handlers and actions separately.
const key = Symbol.for('dallas-local.forms.connection');
type Holder = { [key]?: Promise<Connection> };

/**
 * The process's connection, opened (and migrated) on first use. Without DATABASE_URL it rejects with
 * DatabaseNotConfiguredError, so the forms answer 503 with a readable message rather than crash.
 */
export function getConnection(env: Record<string, string | undefined> = process.env): Promise<Connection> {
  if (!env.DATABASE_URL) return Promise.reject(new DatabaseNotConfiguredError());
  const holder = globalThis as Holder;
  if (!holder[key]) {
    const opening = openConnection({ databaseUrl: env.DATABASE_URL });
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

/** The process's Drizzle database (the mail queue and the newsletter run raw SQL on it). */
export async function getDatabase(): Promise<Database> {
  return (await getConnection()).db;
}
