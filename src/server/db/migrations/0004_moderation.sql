CREATE TABLE "moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"action" text NOT NULL,
	"compliment_id" integer,
	"user_id" integer,
	"reason" text,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"compliment_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"weight" smallint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_note_length" CHECK (char_length("reports"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "watched_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL,
	"action" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_words_phrase_length" CHECK (char_length("watched_words"."phrase") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "compliments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "compliments" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "compliments" ADD COLUMN "held_detail" text;--> statement-breakpoint
ALTER TABLE "compliments" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "compliments" ADD COLUMN "submit_karma" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "compliments" ADD COLUMN "karma_reclaimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_words" ADD CONSTRAINT "watched_words_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_log_created_at_idx" ON "moderation_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_compliment_reporter_key" ON "reports" USING btree ("compliment_id","reporter_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_id_idx" ON "reports" USING btree ("reporter_id","compliment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watched_words_phrase_lower_key" ON "watched_words" USING btree (lower("phrase"));--> statement-breakpoint
CREATE INDEX "compliments_review_state_idx" ON "compliments" USING btree ("review_state","created_at") WHERE "compliments"."review_state" is not null;