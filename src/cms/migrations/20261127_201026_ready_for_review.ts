import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Stories' "Ready for an editor" box (src/cms/reviewRequests.ts), and the end of Payload's own login lock:
 * failed sign-ins are counted in front of Payload now (src/cms/signInLimit.ts, decision 0046), so the
 * accounts' `login_attempts` and `lock_until` columns go.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."stories" ADD COLUMN "ready_for_review" boolean DEFAULT false;
  ALTER TABLE "payload"."_stories_v" ADD COLUMN "version_ready_for_review" boolean DEFAULT false;
  CREATE INDEX "stories_ready_for_review_idx" ON "payload"."stories" USING btree ("ready_for_review");
  CREATE INDEX "_stories_v_version_version_ready_for_review_idx" ON "payload"."_stories_v" USING btree ("version_ready_for_review");
  ALTER TABLE "payload"."users" DROP COLUMN "login_attempts";
  ALTER TABLE "payload"."users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload"."stories_ready_for_review_idx";
  DROP INDEX "payload"."_stories_v_version_version_ready_for_review_idx";
  ALTER TABLE "payload"."users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "payload"."users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload"."stories" DROP COLUMN "ready_for_review";
  ALTER TABLE "payload"."_stories_v" DROP COLUMN "version_ready_for_review";`)
}
