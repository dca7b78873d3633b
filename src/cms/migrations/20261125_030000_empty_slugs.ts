import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Untitled drafts saved before slugs were stored as null (src/cms/fields/slug.ts: slugToStore) kept an
 * empty slug, and the unique index then refused every later untitled draft (the admin's "Create New"
 * showed a blank screen). Their slug becomes null; the schema does not change.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "payload"."stories" SET "slug" = NULL WHERE "slug" = '';
  UPDATE "payload"."staff" SET "slug" = NULL WHERE "slug" = '';
  UPDATE "payload"."events" SET "slug" = NULL WHERE "slug" = '';
  UPDATE "payload"."groups" SET "slug" = NULL WHERE "slug" = '';
  UPDATE "payload"."initiatives" SET "slug" = NULL WHERE "slug" = '';`)
}

/** Nothing to undo: a null slug is what an untitled draft has from now on. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
