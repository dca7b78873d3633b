import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_stories_section" AS ENUM('News', 'Community');
  CREATE TYPE "payload"."enum__stories_v_version_section" AS ENUM('News', 'Community');
  ALTER TABLE "payload"."stories" ADD COLUMN "section" "payload"."enum_stories_section" DEFAULT 'News';
  ALTER TABLE "payload"."_stories_v" ADD COLUMN "version_section" "payload"."enum__stories_v_version_section" DEFAULT 'News';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."stories" DROP COLUMN "section";
  ALTER TABLE "payload"."_stories_v" DROP COLUMN "version_section";
  DROP TYPE "payload"."enum_stories_section";
  DROP TYPE "payload"."enum__stories_v_version_section";`)
}
