import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The seed copied each sample story's alt text into the story's own `heroImageAlt`, which overrides the
 * photo's: an editor correcting the alt text in the Media library then changed nothing on those
 * stories' pages. An override that says what the photo's own alt text says is dropped (main rows and
 * versions, so the next publish does not bring it back); one that says something else stays. What
 * readers get does not change today.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "payload"."stories" AS "s" SET "hero_image_alt" = NULL
  FROM "payload"."media" AS "m"
  WHERE "s"."hero_image_id" = "m"."id" AND btrim("s"."hero_image_alt") = btrim("m"."alt");
  UPDATE "payload"."_stories_v" AS "v" SET "version_hero_image_alt" = NULL
  FROM "payload"."media" AS "m"
  WHERE "v"."version_hero_image_id" = "m"."id" AND btrim("v"."version_hero_image_alt") = btrim("m"."alt");`)
}

/** Nothing to undo: an empty override shows the photo's own alt text, the same words. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
