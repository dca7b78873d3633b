import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Stories' corrections and clarifications (src/cms/fields/corrections.ts): one row per correction, for
// the story and for each of its versions. Only these statements: the generated file also repeated the
// reference collections' drafts, which 20261123_090500_reference_drafts already made.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_stories_corrections_kind" AS ENUM('correction', 'clarification');
  CREATE TYPE "payload"."enum__stories_v_version_corrections_kind" AS ENUM('correction', 'clarification');
  CREATE TABLE "payload"."stories_corrections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "payload"."enum_stories_corrections_kind" DEFAULT 'correction',
  	"date" timestamp(3) with time zone,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."_stories_v_version_corrections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "payload"."enum__stories_v_version_corrections_kind" DEFAULT 'correction',
  	"date" timestamp(3) with time zone,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "payload"."stories_corrections" ADD CONSTRAINT "stories_corrections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stories_v_version_corrections" ADD CONSTRAINT "_stories_v_version_corrections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stories_corrections_order_idx" ON "payload"."stories_corrections" USING btree ("_order");
  CREATE INDEX "stories_corrections_parent_id_idx" ON "payload"."stories_corrections" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_version_corrections_order_idx" ON "payload"."_stories_v_version_corrections" USING btree ("_order");
  CREATE INDEX "_stories_v_version_corrections_parent_id_idx" ON "payload"."_stories_v_version_corrections" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."stories_corrections" CASCADE;
  DROP TABLE "payload"."_stories_v_version_corrections" CASCADE;
  DROP TYPE "payload"."enum_stories_corrections_kind";
  DROP TYPE "payload"."enum__stories_v_version_corrections_kind";`)
}
