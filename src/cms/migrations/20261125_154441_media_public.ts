import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Readers read only the photos published content shows (docs/decisions/0039-media-library-for-readers.md).
 * The photos already in the library were readable by anyone until now: they stay so.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."media" ADD COLUMN "public" boolean DEFAULT false;
  CREATE INDEX "media_public_idx" ON "payload"."media" USING btree ("public");
  UPDATE "payload"."media" SET "public" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload"."media_public_idx";
  ALTER TABLE "payload"."media" DROP COLUMN "public";`)
}
