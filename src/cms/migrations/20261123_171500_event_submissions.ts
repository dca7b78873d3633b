import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_event_submissions_status" AS ENUM('pending', 'approved', 'declined');
  CREATE TYPE "payload"."enum_event_submissions_startsat_tz" AS ENUM('America/Chicago');
  CREATE TYPE "payload"."enum_event_submissions_endsat_tz" AS ENUM('America/Chicago');
  CREATE TYPE "payload"."enum_event_submissions_category" AS ENUM('Arts', 'Community', 'Business', 'Food', 'Technology', 'Sports', 'Government', 'Entertainment');
  CREATE TABLE "payload"."event_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "payload"."enum_event_submissions_status" DEFAULT 'pending' NOT NULL,
  	"decline_reason" varchar,
  	"event_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"title" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"startsat_tz" "payload"."enum_event_submissions_startsat_tz" DEFAULT 'America/Chicago' NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"endsat_tz" "payload"."enum_event_submissions_endsat_tz" DEFAULT 'America/Chicago' NOT NULL,
  	"location" varchar NOT NULL,
  	"category" "payload"."enum_event_submissions_category" NOT NULL,
  	"description" varchar NOT NULL,
  	"link" varchar,
  	"photo_id" integer,
  	"organizer_name" varchar NOT NULL,
  	"organizer_email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."event_submission_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "event_submissions_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "event_submission_photos_id" integer;
  ALTER TABLE "payload"."event_submissions" ADD CONSTRAINT "event_submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "payload"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."event_submissions" ADD CONSTRAINT "event_submissions_photo_id_event_submission_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "payload"."event_submission_photos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "event_submissions_status_idx" ON "payload"."event_submissions" USING btree ("status");
  CREATE INDEX "event_submissions_event_idx" ON "payload"."event_submissions" USING btree ("event_id");
  CREATE INDEX "event_submissions_photo_idx" ON "payload"."event_submissions" USING btree ("photo_id");
  CREATE INDEX "event_submissions_updated_at_idx" ON "payload"."event_submissions" USING btree ("updated_at");
  CREATE INDEX "event_submissions_created_at_idx" ON "payload"."event_submissions" USING btree ("created_at");
  CREATE INDEX "event_submission_photos_updated_at_idx" ON "payload"."event_submission_photos" USING btree ("updated_at");
  CREATE INDEX "event_submission_photos_created_at_idx" ON "payload"."event_submission_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_submission_photos_filename_idx" ON "payload"."event_submission_photos" USING btree ("filename");
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_submissions_fk" FOREIGN KEY ("event_submissions_id") REFERENCES "payload"."event_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_submission_photos_fk" FOREIGN KEY ("event_submission_photos_id") REFERENCES "payload"."event_submission_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_submissions_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("event_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_event_submission_photos_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("event_submission_photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."event_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."event_submission_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."event_submissions" CASCADE;
  DROP TABLE "payload"."event_submission_photos" CASCADE;
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_submissions_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_submission_photos_fk";
  
  DROP INDEX "payload"."payload_locked_documents_rels_event_submissions_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_event_submission_photos_id_idx";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "event_submissions_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "event_submission_photos_id";
  DROP TYPE "payload"."enum_event_submissions_status";
  DROP TYPE "payload"."enum_event_submissions_startsat_tz";
  DROP TYPE "payload"."enum_event_submissions_endsat_tz";
  DROP TYPE "payload"."enum_event_submissions_category";`)
}
