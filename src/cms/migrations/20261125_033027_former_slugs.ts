import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "payload"."stories_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."_stories_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload"."stories_texts" ADD CONSTRAINT "stories_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stories_v_texts" ADD CONSTRAINT "_stories_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stories_texts_order_parent" ON "payload"."stories_texts" USING btree ("order","parent_id");
  CREATE INDEX "_stories_v_texts_order_parent" ON "payload"."_stories_v_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."stories_texts" CASCADE;
  DROP TABLE "payload"."_stories_v_texts" CASCADE;`)
}
