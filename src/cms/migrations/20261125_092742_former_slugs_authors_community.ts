import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "payload"."staff_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."_staff_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload"."staff_texts" ADD CONSTRAINT "staff_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_staff_v_texts" ADD CONSTRAINT "_staff_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_staff_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "staff_texts_order_parent" ON "payload"."staff_texts" USING btree ("order","parent_id");
  CREATE INDEX "_staff_v_texts_order_parent" ON "payload"."_staff_v_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."staff_texts" CASCADE;
  DROP TABLE "payload"."_staff_v_texts" CASCADE;`)
}
