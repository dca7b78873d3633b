import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A staff member's title becomes text: a new hire's title needs no code change (src/cms/collections/Staff.ts).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."staff" ALTER COLUMN "title" SET DATA TYPE varchar;
  ALTER TABLE "payload"."_staff_v" ALTER COLUMN "version_title" SET DATA TYPE varchar;
  DROP TYPE "payload"."enum_staff_title";
  DROP TYPE "payload"."enum__staff_v_version_title";`)
}

// Back to the list of six: fails, changing nothing, while a member has another title.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_staff_title" AS ENUM('Editor in Chief', 'Senior Reporter', 'Business Editor', 'Community Outreach Director', 'Digital Media Producer', 'Sports Reporter');
  CREATE TYPE "payload"."enum__staff_v_version_title" AS ENUM('Editor in Chief', 'Senior Reporter', 'Business Editor', 'Community Outreach Director', 'Digital Media Producer', 'Sports Reporter');
  ALTER TABLE "payload"."staff" ALTER COLUMN "title" SET DATA TYPE "payload"."enum_staff_title" USING "title"::"payload"."enum_staff_title";
  ALTER TABLE "payload"."_staff_v" ALTER COLUMN "version_title" SET DATA TYPE "payload"."enum__staff_v_version_title" USING "version_title"::"payload"."enum__staff_v_version_title";`)
}
