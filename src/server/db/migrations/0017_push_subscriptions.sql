CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"time_zone" text NOT NULL,
	"daily" boolean DEFAULT false NOT NULL,
	"daily_hour" smallint DEFAULT 9 NOT NULL,
	"thanks" boolean DEFAULT true NOT NULL,
	"badges" boolean DEFAULT true NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"daily_sent_on" date,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_publicId_unique" UNIQUE("public_id"),
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_daily_hour_range" CHECK ("push_subscriptions"."daily_hour" between 0 and 23),
	CONSTRAINT "push_subscriptions_quiet_hours" CHECK (("push_subscriptions"."quiet_start" is null and "push_subscriptions"."quiet_end" is null) or ("push_subscriptions"."quiet_start" between 0 and 23 and "push_subscriptions"."quiet_end" between 0 and 23 and "push_subscriptions"."quiet_start" <> "push_subscriptions"."quiet_end"))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_daily_hour_idx" ON "push_subscriptions" USING btree ("daily_hour") WHERE "push_subscriptions"."daily";