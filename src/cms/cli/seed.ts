/**
 * `npm run newsroom -- seed`: puts the site's starting content into the database (src/cms/seed/), creating
 * only what is missing, so it never duplicates. With `--if-empty` (the build and `npm start`), it seeds
 * only a database without any content, or one whose seed was interrupted (its progress is kept in
 * Payload's key-value store): once editors work, their deletions stay deleted.
 * Applies the committed migrations first (the seed may come before the server's first start). Run through
 * `payload run` (scripts/lib/payloadScript.mjs).
 */
import config from '@payload-config';
import pg from 'pg';
import { getPayload } from 'payload';
import { migrations } from '../migrations';
import { seeders } from '../seed/registry';
import { SEED_STATE_KEY, isContentEmpty, runSeeders, seedDecision, type SeedState } from '../seed/run';
import { withMigrationLock } from '../start';

/** Two processes seeding one database at once (a build and a server) take turns. */
const SEED_LOCK_KEY = 16_2028;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Error: DATABASE_URL is not set.');
  process.exit(1);
}
const ifEmpty = process.argv.includes('--if-empty');

const payload = await getPayload({ config });
const lock = new pg.Client({ connectionString: databaseUrl });
let code = 0;
try {
  // Payload types a migration's argument as `unknown`; the generated ones declare theirs.
  const all = migrations as unknown as NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations'];
  await withMigrationLock(databaseUrl, () => payload.db.migrate({ migrations: all }));
  await lock.connect();
  await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
  const state = await payload.kv.get<SeedState>(SEED_STATE_KEY);
  const decision = ifEmpty ? seedDecision(await isContentEmpty(payload), state) : 'seed';
  if (decision === 'skip') {
    console.log('The database has content: nothing seeded.');
  } else {
    if (decision === 'resume') console.log('The last seed was interrupted: seeding what is missing.');
    await payload.kv.set(SEED_STATE_KEY, { finished: false, at: new Date().toISOString() } satisfies SeedState);
    await runSeeders(payload, seeders, (line) => console.log(`Seed: ${line}`));
    await payload.kv.set(SEED_STATE_KEY, { finished: true, at: new Date().toISOString() } satisfies SeedState);
  }
} catch (error) {
  console.error(`Error: the seed failed: ${error instanceof Error ? error.stack : String(error)}`);
  code = 1;
} finally {
  await lock.end().catch(() => undefined);
  await payload.destroy();
}
process.exit(code);
