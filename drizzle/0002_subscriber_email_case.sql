-- Addresses that differ only in capitals are one subscriber. Rows stored before this migration that
-- differ so are merged into one: the confirmed row if there is one (else pending, bouncing,
-- unsubscribed), the oldest among equals. Its mail history follows it; the others are deleted.
WITH "merges" AS (
	SELECT "id", "keeper" FROM (
		SELECT "id", first_value("id") OVER (
			PARTITION BY lower("email")
			ORDER BY CASE "status" WHEN 'confirmed' THEN 0 WHEN 'pending' THEN 1 WHEN 'bouncing' THEN 2 ELSE 3 END, "id"
		) AS "keeper"
		FROM "subscribers"
	) AS "ranked"
	WHERE "id" <> "keeper"
)
UPDATE "mail_queue" SET "subscriber_id" = m."keeper" FROM "merges" AS m WHERE "mail_queue"."subscriber_id" = m."id";--> statement-breakpoint
DELETE FROM "subscribers" AS s
WHERE EXISTS (
	SELECT 1 FROM "subscribers" AS k
	WHERE lower(k."email") = lower(s."email") AND k."id" <> s."id"
		AND (CASE k."status" WHEN 'confirmed' THEN 0 WHEN 'pending' THEN 1 WHEN 'bouncing' THEN 2 ELSE 3 END, k."id")
			< (CASE s."status" WHEN 'confirmed' THEN 0 WHEN 'pending' THEN 1 WHEN 'bouncing' THEN 2 ELSE 3 END, s."id")
);--> statement-breakpoint
ALTER TABLE "subscribers" DROP CONSTRAINT "subscribers_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_lower_idx" ON "subscribers" USING btree (lower("email"));
