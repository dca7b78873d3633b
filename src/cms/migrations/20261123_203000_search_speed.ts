import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { SEARCH_SPEED_DOWN_SQL, SEARCH_SPEED_UP_SQL } from '../../server/search/schemaSql';

/**
 * The search index read quickly (src/server/search/schemaSql.ts, SEARCH_SPEED_UP_SQL): GIN indexes on
 * the title and title-with-summary vectors, no GIN pending lists, and the document vector kept in the
 * table's rows. Written by hand, like the index itself: no collection changes, so the schema snapshot
 * is the previous one, unchanged.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(SEARCH_SPEED_UP_SQL));
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(SEARCH_SPEED_DOWN_SQL));
}
