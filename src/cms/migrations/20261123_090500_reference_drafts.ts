import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__events_v_version_startsat_tz" AS ENUM('America/Chicago');
  CREATE TYPE "payload"."enum__events_v_version_endsat_tz" AS ENUM('America/Chicago');
  CREATE TYPE "payload"."enum__events_v_version_category" AS ENUM('Arts', 'Community', 'Business', 'Food', 'Technology', 'Sports', 'Government', 'Entertainment');
  CREATE TYPE "payload"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_books_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__books_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_groups_neighborhood" AS ENUM('Uptown', 'Downtown', 'Deep Ellum', 'Fair Park', 'West Dallas', 'Oak Cliff', 'Bishop Arts', 'Lake Highlands', 'Pleasant Grove', 'Love Field');
  CREATE TYPE "payload"."enum_groups_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__groups_v_version_neighborhood" AS ENUM('Uptown', 'Downtown', 'Deep Ellum', 'Fair Park', 'West Dallas', 'Oak Cliff', 'Bishop Arts', 'Lake Highlands', 'Pleasant Grove', 'Love Field');
  CREATE TYPE "payload"."enum__groups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_initiatives_neighborhood" AS ENUM('Uptown', 'Downtown', 'Deep Ellum', 'Fair Park', 'West Dallas', 'Oak Cliff', 'Bishop Arts', 'Lake Highlands', 'Pleasant Grove', 'Love Field');
  CREATE TYPE "payload"."enum_initiatives_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__initiatives_v_version_neighborhood" AS ENUM('Uptown', 'Downtown', 'Deep Ellum', 'Fair Park', 'West Dallas', 'Oak Cliff', 'Bishop Arts', 'Lake Highlands', 'Pleasant Grove', 'Love Field');
  CREATE TYPE "payload"."enum__initiatives_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_resources_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__resources_v_version_category" AS ENUM('Education', 'Housing', 'Business', 'Health', 'Recreation');
  CREATE TYPE "payload"."enum__resources_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "payload"."_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_startsat_tz" "payload"."enum__events_v_version_startsat_tz" DEFAULT 'America/Chicago',
  	"version_ends_at" timestamp(3) with time zone,
  	"version_endsat_tz" "payload"."enum__events_v_version_endsat_tz" DEFAULT 'America/Chicago',
  	"version_location" varchar,
  	"version_category" "payload"."enum__events_v_version_category",
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_books_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_author" varchar,
  	"version_cover" varchar,
  	"version_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__books_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_groups_v_version_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_groups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_members" numeric,
  	"version_neighborhood" "payload"."enum__groups_v_version_neighborhood",
  	"version_image_id" integer,
  	"version_website" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__groups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_groups_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."_initiatives_v_version_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_initiatives_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_location" varchar,
  	"version_date" varchar,
  	"version_start_date" varchar,
  	"version_end_date" varchar,
  	"version_neighborhood" "payload"."enum__initiatives_v_version_neighborhood",
  	"version_image_id" integer,
  	"version_website" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__initiatives_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_initiatives_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."_resources_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_website" varchar,
  	"version_category" "payload"."enum__resources_v_version_category",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__resources_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload"."events" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "starts_at" DROP NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "startsat_tz" DROP NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "ends_at" DROP NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "endsat_tz" DROP NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "location" DROP NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "payload"."books" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "payload"."books" ALTER COLUMN "author" DROP NOT NULL;
  ALTER TABLE "payload"."books" ALTER COLUMN "cover" DROP NOT NULL;
  ALTER TABLE "payload"."books" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "payload"."groups_details" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "payload"."groups" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "payload"."groups" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "payload"."groups" ALTER COLUMN "members" DROP NOT NULL;
  ALTER TABLE "payload"."groups" ALTER COLUMN "website" DROP NOT NULL;
  ALTER TABLE "payload"."initiatives_details" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "location" DROP NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "website" DROP NOT NULL;
  ALTER TABLE "payload"."resources" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "payload"."resources" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "payload"."resources" ALTER COLUMN "website" DROP NOT NULL;
  ALTER TABLE "payload"."resources" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "payload"."events" ADD COLUMN "slug" varchar;
  ALTER TABLE "payload"."events" ADD COLUMN "_status" "payload"."enum_events_status" DEFAULT 'draft';
  ALTER TABLE "payload"."books" ADD COLUMN "_status" "payload"."enum_books_status" DEFAULT 'draft';
  ALTER TABLE "payload"."groups" ADD COLUMN "slug" varchar;
  ALTER TABLE "payload"."groups" ADD COLUMN "neighborhood" "payload"."enum_groups_neighborhood";
  ALTER TABLE "payload"."groups" ADD COLUMN "_status" "payload"."enum_groups_status" DEFAULT 'draft';
  ALTER TABLE "payload"."initiatives" ADD COLUMN "slug" varchar;
  ALTER TABLE "payload"."initiatives" ADD COLUMN "start_date" varchar;
  ALTER TABLE "payload"."initiatives" ADD COLUMN "end_date" varchar;
  ALTER TABLE "payload"."initiatives" ADD COLUMN "neighborhood" "payload"."enum_initiatives_neighborhood";
  ALTER TABLE "payload"."initiatives" ADD COLUMN "_status" "payload"."enum_initiatives_status" DEFAULT 'draft';
  ALTER TABLE "payload"."resources" ADD COLUMN "_status" "payload"."enum_resources_status" DEFAULT 'draft';
  -- Documents from before drafts were readable by anyone: they stay published.
  UPDATE "payload"."events" SET "_status" = 'published';
  UPDATE "payload"."books" SET "_status" = 'published';
  UPDATE "payload"."groups" SET "_status" = 'published';
  UPDATE "payload"."initiatives" SET "_status" = 'published';
  UPDATE "payload"."resources" SET "_status" = 'published';
  ALTER TABLE "payload"."_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_books_v" ADD CONSTRAINT "_books_v_parent_id_books_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_groups_v_version_details" ADD CONSTRAINT "_groups_v_version_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_groups_v" ADD CONSTRAINT "_groups_v_parent_id_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_groups_v" ADD CONSTRAINT "_groups_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_groups_v_texts" ADD CONSTRAINT "_groups_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_initiatives_v_version_details" ADD CONSTRAINT "_initiatives_v_version_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_initiatives_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_initiatives_v" ADD CONSTRAINT "_initiatives_v_parent_id_initiatives_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."initiatives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_initiatives_v" ADD CONSTRAINT "_initiatives_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_initiatives_v_texts" ADD CONSTRAINT "_initiatives_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_initiatives_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_resources_v" ADD CONSTRAINT "_resources_v_parent_id_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."resources"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_events_v_parent_idx" ON "payload"."_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "payload"."_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_starts_at_idx" ON "payload"."_events_v" USING btree ("version_starts_at");
  CREATE INDEX "_events_v_version_version_image_idx" ON "payload"."_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "payload"."_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "payload"."_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "payload"."_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "payload"."_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "payload"."_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "payload"."_events_v" USING btree ("latest");
  CREATE INDEX "_books_v_parent_idx" ON "payload"."_books_v" USING btree ("parent_id");
  CREATE INDEX "_books_v_version_version_updated_at_idx" ON "payload"."_books_v" USING btree ("version_updated_at");
  CREATE INDEX "_books_v_version_version_created_at_idx" ON "payload"."_books_v" USING btree ("version_created_at");
  CREATE INDEX "_books_v_version_version__status_idx" ON "payload"."_books_v" USING btree ("version__status");
  CREATE INDEX "_books_v_created_at_idx" ON "payload"."_books_v" USING btree ("created_at");
  CREATE INDEX "_books_v_updated_at_idx" ON "payload"."_books_v" USING btree ("updated_at");
  CREATE INDEX "_books_v_latest_idx" ON "payload"."_books_v" USING btree ("latest");
  CREATE INDEX "_groups_v_version_details_order_idx" ON "payload"."_groups_v_version_details" USING btree ("_order");
  CREATE INDEX "_groups_v_version_details_parent_id_idx" ON "payload"."_groups_v_version_details" USING btree ("_parent_id");
  CREATE INDEX "_groups_v_parent_idx" ON "payload"."_groups_v" USING btree ("parent_id");
  CREATE INDEX "_groups_v_version_version_slug_idx" ON "payload"."_groups_v" USING btree ("version_slug");
  CREATE INDEX "_groups_v_version_version_image_idx" ON "payload"."_groups_v" USING btree ("version_image_id");
  CREATE INDEX "_groups_v_version_version_updated_at_idx" ON "payload"."_groups_v" USING btree ("version_updated_at");
  CREATE INDEX "_groups_v_version_version_created_at_idx" ON "payload"."_groups_v" USING btree ("version_created_at");
  CREATE INDEX "_groups_v_version_version__status_idx" ON "payload"."_groups_v" USING btree ("version__status");
  CREATE INDEX "_groups_v_created_at_idx" ON "payload"."_groups_v" USING btree ("created_at");
  CREATE INDEX "_groups_v_updated_at_idx" ON "payload"."_groups_v" USING btree ("updated_at");
  CREATE INDEX "_groups_v_latest_idx" ON "payload"."_groups_v" USING btree ("latest");
  CREATE INDEX "_groups_v_texts_order_parent" ON "payload"."_groups_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_initiatives_v_version_details_order_idx" ON "payload"."_initiatives_v_version_details" USING btree ("_order");
  CREATE INDEX "_initiatives_v_version_details_parent_id_idx" ON "payload"."_initiatives_v_version_details" USING btree ("_parent_id");
  CREATE INDEX "_initiatives_v_parent_idx" ON "payload"."_initiatives_v" USING btree ("parent_id");
  CREATE INDEX "_initiatives_v_version_version_slug_idx" ON "payload"."_initiatives_v" USING btree ("version_slug");
  CREATE INDEX "_initiatives_v_version_version_image_idx" ON "payload"."_initiatives_v" USING btree ("version_image_id");
  CREATE INDEX "_initiatives_v_version_version_updated_at_idx" ON "payload"."_initiatives_v" USING btree ("version_updated_at");
  CREATE INDEX "_initiatives_v_version_version_created_at_idx" ON "payload"."_initiatives_v" USING btree ("version_created_at");
  CREATE INDEX "_initiatives_v_version_version__status_idx" ON "payload"."_initiatives_v" USING btree ("version__status");
  CREATE INDEX "_initiatives_v_created_at_idx" ON "payload"."_initiatives_v" USING btree ("created_at");
  CREATE INDEX "_initiatives_v_updated_at_idx" ON "payload"."_initiatives_v" USING btree ("updated_at");
  CREATE INDEX "_initiatives_v_latest_idx" ON "payload"."_initiatives_v" USING btree ("latest");
  CREATE INDEX "_initiatives_v_texts_order_parent" ON "payload"."_initiatives_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_resources_v_parent_idx" ON "payload"."_resources_v" USING btree ("parent_id");
  CREATE INDEX "_resources_v_version_version_updated_at_idx" ON "payload"."_resources_v" USING btree ("version_updated_at");
  CREATE INDEX "_resources_v_version_version_created_at_idx" ON "payload"."_resources_v" USING btree ("version_created_at");
  CREATE INDEX "_resources_v_version_version__status_idx" ON "payload"."_resources_v" USING btree ("version__status");
  CREATE INDEX "_resources_v_created_at_idx" ON "payload"."_resources_v" USING btree ("created_at");
  CREATE INDEX "_resources_v_updated_at_idx" ON "payload"."_resources_v" USING btree ("updated_at");
  CREATE INDEX "_resources_v_latest_idx" ON "payload"."_resources_v" USING btree ("latest");
  CREATE UNIQUE INDEX "events_slug_idx" ON "payload"."events" USING btree ("slug");
  CREATE INDEX "events__status_idx" ON "payload"."events" USING btree ("_status");
  CREATE INDEX "books__status_idx" ON "payload"."books" USING btree ("_status");
  CREATE UNIQUE INDEX "groups_slug_idx" ON "payload"."groups" USING btree ("slug");
  CREATE INDEX "groups__status_idx" ON "payload"."groups" USING btree ("_status");
  CREATE UNIQUE INDEX "initiatives_slug_idx" ON "payload"."initiatives" USING btree ("slug");
  CREATE INDEX "initiatives__status_idx" ON "payload"."initiatives" USING btree ("_status");
  CREATE INDEX "resources__status_idx" ON "payload"."resources" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_books_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_groups_v_version_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_groups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_groups_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_initiatives_v_version_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_initiatives_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_initiatives_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_resources_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."_events_v" CASCADE;
  DROP TABLE "payload"."_books_v" CASCADE;
  DROP TABLE "payload"."_groups_v_version_details" CASCADE;
  DROP TABLE "payload"."_groups_v" CASCADE;
  DROP TABLE "payload"."_groups_v_texts" CASCADE;
  DROP TABLE "payload"."_initiatives_v_version_details" CASCADE;
  DROP TABLE "payload"."_initiatives_v" CASCADE;
  DROP TABLE "payload"."_initiatives_v_texts" CASCADE;
  DROP TABLE "payload"."_resources_v" CASCADE;
  DROP INDEX "payload"."events_slug_idx";
  DROP INDEX "payload"."events__status_idx";
  DROP INDEX "payload"."books__status_idx";
  DROP INDEX "payload"."groups_slug_idx";
  DROP INDEX "payload"."groups__status_idx";
  DROP INDEX "payload"."initiatives_slug_idx";
  DROP INDEX "payload"."initiatives__status_idx";
  DROP INDEX "payload"."resources__status_idx";
  ALTER TABLE "payload"."events" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "starts_at" SET NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "startsat_tz" SET NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "ends_at" SET NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "endsat_tz" SET NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "location" SET NOT NULL;
  ALTER TABLE "payload"."events" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "payload"."books" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "payload"."books" ALTER COLUMN "author" SET NOT NULL;
  ALTER TABLE "payload"."books" ALTER COLUMN "cover" SET NOT NULL;
  ALTER TABLE "payload"."books" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "payload"."groups_details" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "payload"."groups" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "payload"."groups" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "payload"."groups" ALTER COLUMN "members" SET NOT NULL;
  ALTER TABLE "payload"."groups" ALTER COLUMN "website" SET NOT NULL;
  ALTER TABLE "payload"."initiatives_details" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "location" SET NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "payload"."initiatives" ALTER COLUMN "website" SET NOT NULL;
  ALTER TABLE "payload"."resources" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "payload"."resources" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "payload"."resources" ALTER COLUMN "website" SET NOT NULL;
  ALTER TABLE "payload"."resources" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "payload"."events" DROP COLUMN "slug";
  ALTER TABLE "payload"."events" DROP COLUMN "_status";
  ALTER TABLE "payload"."books" DROP COLUMN "_status";
  ALTER TABLE "payload"."groups" DROP COLUMN "slug";
  ALTER TABLE "payload"."groups" DROP COLUMN "neighborhood";
  ALTER TABLE "payload"."groups" DROP COLUMN "_status";
  ALTER TABLE "payload"."initiatives" DROP COLUMN "slug";
  ALTER TABLE "payload"."initiatives" DROP COLUMN "start_date";
  ALTER TABLE "payload"."initiatives" DROP COLUMN "end_date";
  ALTER TABLE "payload"."initiatives" DROP COLUMN "neighborhood";
  ALTER TABLE "payload"."initiatives" DROP COLUMN "_status";
  ALTER TABLE "payload"."resources" DROP COLUMN "_status";
  DROP TYPE "payload"."enum_events_status";
  DROP TYPE "payload"."enum__events_v_version_startsat_tz";
  DROP TYPE "payload"."enum__events_v_version_endsat_tz";
  DROP TYPE "payload"."enum__events_v_version_category";
  DROP TYPE "payload"."enum__events_v_version_status";
  DROP TYPE "payload"."enum_books_status";
  DROP TYPE "payload"."enum__books_v_version_status";
  DROP TYPE "payload"."enum_groups_neighborhood";
  DROP TYPE "payload"."enum_groups_status";
  DROP TYPE "payload"."enum__groups_v_version_neighborhood";
  DROP TYPE "payload"."enum__groups_v_version_status";
  DROP TYPE "payload"."enum_initiatives_neighborhood";
  DROP TYPE "payload"."enum_initiatives_status";
  DROP TYPE "payload"."enum__initiatives_v_version_neighborhood";
  DROP TYPE "payload"."enum__initiatives_v_version_status";
  DROP TYPE "payload"."enum_resources_status";
  DROP TYPE "payload"."enum__resources_v_version_category";
  DROP TYPE "payload"."enum__resources_v_version_status";`)
}
