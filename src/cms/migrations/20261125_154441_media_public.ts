import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Readers read only the photos published content shows (docs/decisions/0039-media-library-for-readers.md):
 * the column, and the photos already in the library that published content shows marked public (the
 * main photo of a published story, staff member, event, group or initiative, and the photos in a
 * published story's body). A main row holds the published version even when a newer draft exists. The
 * other photos (uploaded for stories not yet out, or not used) stay in the newsroom.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."media" ADD COLUMN "public" boolean DEFAULT false;
  CREATE INDEX "media_public_idx" ON "payload"."media" USING btree ("public");
  WITH "shown" AS (
    SELECT "hero_image_id" AS "id" FROM "payload"."stories" WHERE "_status" = 'published'
    UNION SELECT "image_id" FROM "payload"."staff" WHERE "_status" = 'published'
    UNION SELECT "image_id" FROM "payload"."events" WHERE "_status" = 'published'
    UNION SELECT "image_id" FROM "payload"."groups" WHERE "_status" = 'published'
    UNION SELECT "image_id" FROM "payload"."initiatives" WHERE "_status" = 'published'
  ), "in_bodies" AS (
    SELECT CASE jsonb_typeof("v") WHEN 'object' THEN "v" ->> 'id' ELSE "v" #>> '{}' END AS "id"
    FROM "payload"."stories",
      jsonb_path_query("body", 'lax $.** ? (@.type == "upload" && @.relationTo == "media").value') AS "v"
    WHERE "_status" = 'published' AND "body" IS NOT NULL
  )
  UPDATE "payload"."media" SET "public" = true
  WHERE "id" IN (SELECT "id" FROM "shown")
    OR "id"::text IN (SELECT "id" FROM "in_bodies" WHERE "id" ~ '^[0-9]{1,9}$');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload"."media_public_idx";
  ALTER TABLE "payload"."media" DROP COLUMN "public";`)
}
