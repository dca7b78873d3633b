import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_front_page_topics" AS ENUM('Politics', 'Business', 'Sports', 'Transportation', 'Food', 'Education', 'Culture', 'Health', 'Real Estate', 'Technology', 'Environment', 'Lifestyle');
  CREATE TABLE "payload"."front_page_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_front_page_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."front_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."front_page_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"stories_id" integer
  );
  
  ALTER TABLE "payload"."front_page_topics" ADD CONSTRAINT "front_page_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."front_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."front_page_rels" ADD CONSTRAINT "front_page_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."front_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."front_page_rels" ADD CONSTRAINT "front_page_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "payload"."stories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "front_page_topics_order_idx" ON "payload"."front_page_topics" USING btree ("order");
  CREATE INDEX "front_page_topics_parent_idx" ON "payload"."front_page_topics" USING btree ("parent_id");
  CREATE INDEX "front_page_rels_order_idx" ON "payload"."front_page_rels" USING btree ("order");
  CREATE INDEX "front_page_rels_parent_idx" ON "payload"."front_page_rels" USING btree ("parent_id");
  CREATE INDEX "front_page_rels_path_idx" ON "payload"."front_page_rels" USING btree ("path");
  CREATE INDEX "front_page_rels_stories_id_idx" ON "payload"."front_page_rels" USING btree ("stories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."front_page_topics" CASCADE;
  DROP TABLE "payload"."front_page" CASCADE;
  DROP TABLE "payload"."front_page_rels" CASCADE;
  DROP TYPE "payload"."enum_front_page_topics";`)
}
