import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_staff_kind" AS ENUM('staff', 'contributor');
  CREATE TYPE "payload"."enum_tips_status" AS ENUM('new', 'assigned', 'done');
  CREATE TABLE "payload"."tips" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"status" "payload"."enum_tips_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"note" varchar,
  	"from" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"message" varchar NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"contact_message" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload"."staff" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "payload"."staff" ADD COLUMN "slug" varchar;
  ALTER TABLE "payload"."staff" ADD COLUMN "kind" "payload"."enum_staff_kind" DEFAULT 'staff' NOT NULL;
  ALTER TABLE "payload"."staff" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "payload"."staff" ADD COLUMN "contact_website" varchar;
  ALTER TABLE "payload"."staff" ADD COLUMN "contact_x" varchar;
  ALTER TABLE "payload"."staff" ADD COLUMN "contact_instagram" varchar;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "tips_id" integer;
  ALTER TABLE "payload"."tips" ADD CONSTRAINT "tips_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "payload"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tips_status_idx" ON "payload"."tips" USING btree ("status");
  CREATE INDEX "tips_assignee_idx" ON "payload"."tips" USING btree ("assignee_id");
  CREATE INDEX "tips_received_at_idx" ON "payload"."tips" USING btree ("received_at");
  CREATE UNIQUE INDEX "tips_contact_message_idx" ON "payload"."tips" USING btree ("contact_message");
  CREATE INDEX "tips_updated_at_idx" ON "payload"."tips" USING btree ("updated_at");
  CREATE INDEX "tips_created_at_idx" ON "payload"."tips" USING btree ("created_at");
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tips_fk" FOREIGN KEY ("tips_id") REFERENCES "payload"."tips"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "staff_slug_idx" ON "payload"."staff" USING btree ("slug");
  CREATE INDEX "payload_locked_documents_rels_tips_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("tips_id");`)
  // Every existing staff member gets a slug from the name, as src/cms/slug.ts slugify makes it; names
  // that make the same slug, or none, get their id appended.
  await db.execute(sql`
  WITH base AS (
    SELECT id, trim(both '-' from left(trim(both '-' from regexp_replace(lower(replace(replace(regexp_replace(normalize(name, NFKD), '[\u0300-\u036f]', '', 'g'), '''', ''), '’', '')), '[^a-z0-9]+', '-', 'g')), 80)) AS slug
    FROM "payload"."staff" WHERE slug IS NULL
  ), ranked AS (
    SELECT id, slug, count(*) OVER (PARTITION BY slug) AS same FROM base
  )
  UPDATE "payload"."staff" s
  SET slug = CASE
    WHEN r.slug = '' THEN 'author-' || r.id
    WHEN r.same > 1 OR EXISTS (SELECT 1 FROM "payload"."staff" o WHERE o.slug = r.slug) THEN r.slug || '-' || r.id
    ELSE r.slug END
  FROM ranked r WHERE s.id = r.id;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."tips" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."tips" CASCADE;
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tips_fk";
  
  DROP INDEX "payload"."staff_slug_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_tips_id_idx";
  ALTER TABLE "payload"."staff" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "payload"."staff" DROP COLUMN "slug";
  ALTER TABLE "payload"."staff" DROP COLUMN "kind";
  ALTER TABLE "payload"."staff" DROP COLUMN "contact_email";
  ALTER TABLE "payload"."staff" DROP COLUMN "contact_website";
  ALTER TABLE "payload"."staff" DROP COLUMN "contact_x";
  ALTER TABLE "payload"."staff" DROP COLUMN "contact_instagram";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "tips_id";
  DROP TYPE "payload"."enum_staff_kind";
  DROP TYPE "payload"."enum_tips_status";`)
}
