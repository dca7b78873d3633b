import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_staff_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__staff_v_version_kind" AS ENUM('staff', 'contributor');
  CREATE TYPE "payload"."enum__staff_v_version_title" AS ENUM('Editor in Chief', 'Senior Reporter', 'Business Editor', 'Community Outreach Director', 'Digital Media Producer', 'Sports Reporter');
  CREATE TYPE "payload"."enum__staff_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "payload"."_staff_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_kind" "payload"."enum__staff_v_version_kind" DEFAULT 'staff',
  	"version_title" "payload"."enum__staff_v_version_title",
  	"version_bio" varchar,
  	"version_image_id" integer,
  	"version_contact_email" varchar,
  	"version_contact_website" varchar,
  	"version_contact_x" varchar,
  	"version_contact_instagram" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__staff_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload"."staff" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "payload"."staff" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "payload"."staff" ALTER COLUMN "bio" DROP NOT NULL;
  ALTER TABLE "payload"."staff" ADD COLUMN "_status" "payload"."enum_staff_status" DEFAULT 'draft';
  -- Staff saved before revision history were public: they stay published.
  UPDATE "payload"."staff" SET "_status" = 'published';
  ALTER TABLE "payload"."_staff_v" ADD CONSTRAINT "_staff_v_parent_id_staff_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_staff_v" ADD CONSTRAINT "_staff_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_staff_v_parent_idx" ON "payload"."_staff_v" USING btree ("parent_id");
  CREATE INDEX "_staff_v_version_version_slug_idx" ON "payload"."_staff_v" USING btree ("version_slug");
  CREATE INDEX "_staff_v_version_version_image_idx" ON "payload"."_staff_v" USING btree ("version_image_id");
  CREATE INDEX "_staff_v_version_version_updated_at_idx" ON "payload"."_staff_v" USING btree ("version_updated_at");
  CREATE INDEX "_staff_v_version_version_created_at_idx" ON "payload"."_staff_v" USING btree ("version_created_at");
  CREATE INDEX "_staff_v_version_version__status_idx" ON "payload"."_staff_v" USING btree ("version__status");
  CREATE INDEX "_staff_v_created_at_idx" ON "payload"."_staff_v" USING btree ("created_at");
  CREATE INDEX "_staff_v_updated_at_idx" ON "payload"."_staff_v" USING btree ("updated_at");
  CREATE INDEX "_staff_v_latest_idx" ON "payload"."_staff_v" USING btree ("latest");
  CREATE INDEX "staff__status_idx" ON "payload"."staff" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."_staff_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."_staff_v" CASCADE;
  DROP INDEX "payload"."staff__status_idx";
  ALTER TABLE "payload"."staff" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "payload"."staff" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "payload"."staff" ALTER COLUMN "bio" SET NOT NULL;
  ALTER TABLE "payload"."staff" DROP COLUMN "_status";
  DROP TYPE "payload"."enum_staff_status";
  DROP TYPE "payload"."enum__staff_v_version_kind";
  DROP TYPE "payload"."enum__staff_v_version_title";
  DROP TYPE "payload"."enum__staff_v_version_status";`)
}
