import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { SEARCH_TIERS_DOWN_SQL, SEARCH_TIERS_UP_SQL } from '../../server/search/schemaSql';

/**
 * The search index's title and title-with-summary vectors, which rank a match without reading its whole
 * document (src/server/search/schemaSql.ts). Written by hand, like the index itself: no collection
 * changes, so no schema snapshot. The columns are generated: existing rows get them at once.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(SEARCH_TIERS_UP_SQL));
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(SEARCH_TIERS_DOWN_SQL));
}
