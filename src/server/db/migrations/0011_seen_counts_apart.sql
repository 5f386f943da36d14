-- Seen counts move to a narrow table of their own (DECISIONS 42): the batched increments then
-- rewrite small rows that stay in memory, and the compliments' pages stay clean and all-visible.
-- Room in every page keeps the increments heap-only (HOT), as it did on compliments.
CREATE TABLE "compliment_seen_counts" (
	"compliment_id" integer PRIMARY KEY NOT NULL,
	"seen_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "compliment_seen_counts_non_negative" CHECK ("compliment_seen_counts"."seen_count" >= 0)
) WITH (fillfactor = 70);
--> statement-breakpoint
INSERT INTO "compliment_seen_counts" ("compliment_id", "seen_count")
	SELECT "id", "seen_count" FROM "compliments" WHERE "seen_count" > 0;
--> statement-breakpoint
ALTER TABLE "compliments" DROP CONSTRAINT "compliments_seen_count_non_negative";--> statement-breakpoint
ALTER TABLE "compliments" DROP COLUMN "seen_count";--> statement-breakpoint
-- Nothing updates compliments in bulk any more: new pages are filled.
ALTER TABLE "compliments" RESET (fillfactor);
