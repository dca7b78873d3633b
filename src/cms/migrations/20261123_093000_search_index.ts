import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { SEARCH_DOWN_SQL, SEARCH_UP_SQL } from '../../server/search/schemaSql';

/**
 * The site search's own index and vocabulary (src/server/search/schemaSql.ts), beside Payload's
 * tables but independent of them. Written by hand: it changes no collection, so it has no schema
 * snapshot. A database that had content before this migration is filled by `npm run newsroom -- reindex`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(SEARCH_UP_SQL));
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(SEARCH_DOWN_SQL));
}
