ALTER TABLE "compliments" DROP COLUMN "random_key";--> statement-breakpoint
-- Room in every page for a new version of its rows, so the batched seen-count updates stay
-- heap-only (HOT): no index entry is written for them (DECISIONS 14).
ALTER TABLE "compliments" SET (fillfactor = 70);