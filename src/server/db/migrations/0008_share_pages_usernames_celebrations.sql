CREATE TABLE "compliment_cards" (
	"compliment_id" integer PRIMARY KEY NOT NULL,
	"image_id" integer,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_length";--> statement-breakpoint
DROP INDEX "compliments_random_key_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliments" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "celebrated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "compliment_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thanks_day" date;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thanks_count" integer;--> statement-breakpoint
ALTER TABLE "compliment_cards" ADD CONSTRAINT "compliment_cards_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliment_cards" ADD CONSTRAINT "compliment_cards_image_id_inspirational_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."inspirational_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliments_public_id_key" ON "compliments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_compliment_day_key" ON "messages" USING btree ("compliment_id","thanks_day");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_length" CHECK (char_length("users"."username") between 2 and 254);--> statement-breakpoint
-- Badges earned before celebrations existed are not celebrated again.
UPDATE "badges" SET "celebrated_at" = "earned_at";--> statement-breakpoint
-- A username without "@" was chosen, never copied from the email.
UPDATE "users" SET "username_chosen_at" = "created_at" WHERE position('@' in "username") = 0;