import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Payload's tables live in their own schema, which the generated statements expect to exist.
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "payload"`)
  await db.execute(sql`
   CREATE TYPE "payload"."enum_stories_category" AS ENUM('Politics', 'Business', 'Sports', 'Transportation', 'Food', 'Education', 'Culture', 'Health', 'Real Estate', 'Technology', 'Environment', 'Lifestyle');
  CREATE TYPE "payload"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__stories_v_version_category" AS ENUM('Politics', 'Business', 'Sports', 'Transportation', 'Food', 'Education', 'Culture', 'Health', 'Real Estate', 'Technology', 'Environment', 'Lifestyle');
  CREATE TYPE "payload"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_staff_title" AS ENUM('Editor in Chief', 'Senior Reporter', 'Business Editor', 'Community Outreach Director', 'Digital Media Producer', 'Sports Reporter');
  CREATE TYPE "payload"."enum_events_startsat_tz" AS ENUM('America/Chicago');
  CREATE TYPE "payload"."enum_events_endsat_tz" AS ENUM('America/Chicago');
  CREATE TYPE "payload"."enum_events_category" AS ENUM('Arts', 'Community', 'Business', 'Food', 'Technology', 'Sports', 'Government', 'Entertainment');
  CREATE TYPE "payload"."enum_resources_category" AS ENUM('Education', 'Housing', 'Business', 'Health', 'Recreation');
  CREATE TYPE "payload"."enum_users_role" AS ENUM('admin', 'editor', 'contributor');
  CREATE TABLE "payload"."stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"category" "payload"."enum_stories_category",
  	"hero_image_id" integer,
  	"hero_image_alt" varchar,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."stories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" integer
  );
  
  CREATE TABLE "payload"."_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_category" "payload"."enum__stories_v_version_category",
  	"version_hero_image_id" integer,
  	"version_hero_image_alt" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "payload"."_stories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" integer
  );
  
  CREATE TABLE "payload"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"credit" varchar,
  	"created_by_id" integer,
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
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "payload"."staff" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"title" "payload"."enum_staff_title" NOT NULL,
  	"bio" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"startsat_tz" "payload"."enum_events_startsat_tz" DEFAULT 'America/Chicago' NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"endsat_tz" "payload"."enum_events_endsat_tz" DEFAULT 'America/Chicago' NOT NULL,
  	"location" varchar NOT NULL,
  	"category" "payload"."enum_events_category" NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"cover" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."groups_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "payload"."groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"members" numeric NOT NULL,
  	"image_id" integer,
  	"website" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."groups_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."initiatives_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "payload"."initiatives" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"date" varchar NOT NULL,
  	"image_id" integer,
  	"website" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."initiatives_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."resources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"website" varchar NOT NULL,
  	"category" "payload"."enum_resources_category" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "payload"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "payload"."enum_users_role" DEFAULT 'contributor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"stories_id" integer,
  	"media_id" integer,
  	"staff_id" integer,
  	"events_id" integer,
  	"books_id" integer,
  	"groups_id" integer,
  	"initiatives_id" integer,
  	"resources_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload"."stories" ADD CONSTRAINT "stories_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."stories" ADD CONSTRAINT "stories_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "payload"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."stories_rels" ADD CONSTRAINT "stories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stories_rels" ADD CONSTRAINT "stories_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "payload"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_stories_v" ADD CONSTRAINT "_stories_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_stories_v" ADD CONSTRAINT "_stories_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "payload"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "payload"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."media" ADD CONSTRAINT "media_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "payload"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."staff" ADD CONSTRAINT "staff_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."groups_details" ADD CONSTRAINT "groups_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."groups" ADD CONSTRAINT "groups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."groups_texts" ADD CONSTRAINT "groups_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."initiatives_details" ADD CONSTRAINT "initiatives_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."initiatives" ADD CONSTRAINT "initiatives_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."initiatives_texts" ADD CONSTRAINT "initiatives_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "payload"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "payload"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "payload"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "payload"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "payload"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "payload"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_initiatives_fk" FOREIGN KEY ("initiatives_id") REFERENCES "payload"."initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "payload"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "payload"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "payload"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "stories_slug_idx" ON "payload"."stories" USING btree ("slug");
  CREATE INDEX "stories_hero_image_idx" ON "payload"."stories" USING btree ("hero_image_id");
  CREATE INDEX "stories_published_at_idx" ON "payload"."stories" USING btree ("published_at");
  CREATE INDEX "stories_created_by_idx" ON "payload"."stories" USING btree ("created_by_id");
  CREATE INDEX "stories_updated_at_idx" ON "payload"."stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "payload"."stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "payload"."stories" USING btree ("_status");
  CREATE INDEX "stories_rels_order_idx" ON "payload"."stories_rels" USING btree ("order");
  CREATE INDEX "stories_rels_parent_idx" ON "payload"."stories_rels" USING btree ("parent_id");
  CREATE INDEX "stories_rels_path_idx" ON "payload"."stories_rels" USING btree ("path");
  CREATE INDEX "stories_rels_staff_id_idx" ON "payload"."stories_rels" USING btree ("staff_id");
  CREATE INDEX "_stories_v_parent_idx" ON "payload"."_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_slug_idx" ON "payload"."_stories_v" USING btree ("version_slug");
  CREATE INDEX "_stories_v_version_version_hero_image_idx" ON "payload"."_stories_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_stories_v_version_version_published_at_idx" ON "payload"."_stories_v" USING btree ("version_published_at");
  CREATE INDEX "_stories_v_version_version_created_by_idx" ON "payload"."_stories_v" USING btree ("version_created_by_id");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "payload"."_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "payload"."_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "payload"."_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "payload"."_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "payload"."_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_latest_idx" ON "payload"."_stories_v" USING btree ("latest");
  CREATE INDEX "_stories_v_autosave_idx" ON "payload"."_stories_v" USING btree ("autosave");
  CREATE INDEX "_stories_v_rels_order_idx" ON "payload"."_stories_v_rels" USING btree ("order");
  CREATE INDEX "_stories_v_rels_parent_idx" ON "payload"."_stories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stories_v_rels_path_idx" ON "payload"."_stories_v_rels" USING btree ("path");
  CREATE INDEX "_stories_v_rels_staff_id_idx" ON "payload"."_stories_v_rels" USING btree ("staff_id");
  CREATE INDEX "media_created_by_idx" ON "payload"."media" USING btree ("created_by_id");
  CREATE INDEX "media_updated_at_idx" ON "payload"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "payload"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "payload"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "payload"."media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "payload"."media" USING btree ("sizes_hero_filename");
  CREATE INDEX "staff_image_idx" ON "payload"."staff" USING btree ("image_id");
  CREATE INDEX "staff_updated_at_idx" ON "payload"."staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "payload"."staff" USING btree ("created_at");
  CREATE INDEX "events_starts_at_idx" ON "payload"."events" USING btree ("starts_at");
  CREATE INDEX "events_image_idx" ON "payload"."events" USING btree ("image_id");
  CREATE INDEX "events_updated_at_idx" ON "payload"."events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "payload"."events" USING btree ("created_at");
  CREATE INDEX "books_updated_at_idx" ON "payload"."books" USING btree ("updated_at");
  CREATE INDEX "books_created_at_idx" ON "payload"."books" USING btree ("created_at");
  CREATE INDEX "groups_details_order_idx" ON "payload"."groups_details" USING btree ("_order");
  CREATE INDEX "groups_details_parent_id_idx" ON "payload"."groups_details" USING btree ("_parent_id");
  CREATE INDEX "groups_image_idx" ON "payload"."groups" USING btree ("image_id");
  CREATE INDEX "groups_updated_at_idx" ON "payload"."groups" USING btree ("updated_at");
  CREATE INDEX "groups_created_at_idx" ON "payload"."groups" USING btree ("created_at");
  CREATE INDEX "groups_texts_order_parent" ON "payload"."groups_texts" USING btree ("order","parent_id");
  CREATE INDEX "initiatives_details_order_idx" ON "payload"."initiatives_details" USING btree ("_order");
  CREATE INDEX "initiatives_details_parent_id_idx" ON "payload"."initiatives_details" USING btree ("_parent_id");
  CREATE INDEX "initiatives_image_idx" ON "payload"."initiatives" USING btree ("image_id");
  CREATE INDEX "initiatives_updated_at_idx" ON "payload"."initiatives" USING btree ("updated_at");
  CREATE INDEX "initiatives_created_at_idx" ON "payload"."initiatives" USING btree ("created_at");
  CREATE INDEX "initiatives_texts_order_parent" ON "payload"."initiatives_texts" USING btree ("order","parent_id");
  CREATE INDEX "resources_updated_at_idx" ON "payload"."resources" USING btree ("updated_at");
  CREATE INDEX "resources_created_at_idx" ON "payload"."resources" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "payload"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "payload"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "payload"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "payload"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "payload"."users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("staff_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_books_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("books_id");
  CREATE INDEX "payload_locked_documents_rels_groups_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("groups_id");
  CREATE INDEX "payload_locked_documents_rels_initiatives_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("initiatives_id");
  CREATE INDEX "payload_locked_documents_rels_resources_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("resources_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload"."payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."stories" CASCADE;
  DROP TABLE "payload"."stories_rels" CASCADE;
  DROP TABLE "payload"."_stories_v" CASCADE;
  DROP TABLE "payload"."_stories_v_rels" CASCADE;
  DROP TABLE "payload"."media" CASCADE;
  DROP TABLE "payload"."staff" CASCADE;
  DROP TABLE "payload"."events" CASCADE;
  DROP TABLE "payload"."books" CASCADE;
  DROP TABLE "payload"."groups_details" CASCADE;
  DROP TABLE "payload"."groups" CASCADE;
  DROP TABLE "payload"."groups_texts" CASCADE;
  DROP TABLE "payload"."initiatives_details" CASCADE;
  DROP TABLE "payload"."initiatives" CASCADE;
  DROP TABLE "payload"."initiatives_texts" CASCADE;
  DROP TABLE "payload"."resources" CASCADE;
  DROP TABLE "payload"."users_sessions" CASCADE;
  DROP TABLE "payload"."users" CASCADE;
  DROP TABLE "payload"."payload_kv" CASCADE;
  DROP TABLE "payload"."payload_locked_documents" CASCADE;
  DROP TABLE "payload"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload"."payload_preferences" CASCADE;
  DROP TABLE "payload"."payload_preferences_rels" CASCADE;
  DROP TABLE "payload"."payload_migrations" CASCADE;
  DROP TYPE "payload"."enum_stories_category";
  DROP TYPE "payload"."enum_stories_status";
  DROP TYPE "payload"."enum__stories_v_version_category";
  DROP TYPE "payload"."enum__stories_v_version_status";
  DROP TYPE "payload"."enum_staff_title";
  DROP TYPE "payload"."enum_events_startsat_tz";
  DROP TYPE "payload"."enum_events_endsat_tz";
  DROP TYPE "payload"."enum_events_category";
  DROP TYPE "payload"."enum_resources_category";
  DROP TYPE "payload"."enum_users_role";`)
}
