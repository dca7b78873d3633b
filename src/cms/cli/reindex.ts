/**
 * `npm run newsroom -- reindex`: rebuilds the site search's index from the published content. Run
 * through `payload run` (scripts/newsroom-reindex.mjs), like the account command.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { migrations } from '../migrations';
import { reindexSearch } from '../searchReindex';
import { withMigrationLock } from '../start';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Error: DATABASE_URL is not set: the newsroom command line reaches the same PostgreSQL server as the site.');
  process.exit(1);
}

const payload = await getPayload({ config });
let code = 0;
try {
  // Payload types a migration's argument as `unknown`; the generated ones declare theirs.
  const all = migrations as unknown as NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations'];
  await withMigrationLock(databaseUrl, () => payload.db.migrate({ migrations: all }));
  const counts = await reindexSearch(payload);
  console.log(`Search index rebuilt: ${Object.entries(counts).map(([type, n]) => `${n} ${type}`).join(', ')}.`);
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await payload.destroy();
}
process.exit(code);
