/**
 * At server start: connect Payload, which applies the committed migrations in production. Several
 * processes may start at once on one database (two servers, the newsroom command line): a PostgreSQL
 * advisory lock lets one migrate while the others wait, then find nothing left to do.
 */
import config from '@payload-config';
import pg from 'pg';
import { getPayload, type Payload } from 'payload';

/** Any fixed number shared by every process that migrates Payload's schema. */
export const MIGRATION_LOCK_KEY = 16_2026;

export async function withMigrationLock<T>(databaseUrl: string, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await run();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** The server's Payload, with its job runner (`cron`: scheduled publishing, src/cms/jobs.ts). */
export async function startPayload(databaseUrl: string): Promise<Payload> {
  return withMigrationLock(databaseUrl, () => getPayload({ config, cron: true }));
}

let sitePayloadPromise: Promise<Payload> | undefined;

/**
 * The site server's one Payload (on DATABASE_URL), started on first use; a failed start is tried again
 * on the next call. Shared by everything that reads the CMS in this process.
 */
export function sitePayload(): Promise<Payload> {
  const url = process.env.DATABASE_URL;
  if (!url) return Promise.reject(new Error('DATABASE_URL is not set: run through scripts/with-database.mjs'));
  sitePayloadPromise ??= startPayload(url).catch((error: unknown) => {
    sitePayloadPromise = undefined;
    throw error;
  });
  return sitePayloadPromise;
}
