-- The look-alike keys are worked out by the app (username-skeleton.ts): start-up fills in those
-- of names chosen before this migration.
ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_key" ON "users" USING btree ("username_skeleton");--> statement-breakpoint
CREATE INDEX "users_username_skeleton_missing_idx" ON "users" USING btree ("id") WHERE "users"."username_skeleton" is null and position('@' in "users"."username") = 0;
