CREATE TABLE "ad_daily_counts" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"placement" text NOT NULL,
	"country" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_counts_ad_id_day_placement_country_pk" PRIMARY KEY("ad_id","day","placement","country"),
	CONSTRAINT "ad_daily_counts_placement_known" CHECK ("ad_daily_counts"."placement" in ('HomepageBanner', 'InFeed', 'StickyFooter')),
	CONSTRAINT "ad_daily_counts_country_code" CHECK ("ad_daily_counts"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "ad_daily_counts_non_negative" CHECK ("ad_daily_counts"."views" >= 0 and "ad_daily_counts"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_visitor_days" (
	"ad_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "ad_visitor_days_ad_id_visitor_day_pk" PRIMARY KEY("ad_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "promotion_daily_counts" (
	"promotion_id" uuid NOT NULL,
	"day" date NOT NULL,
	"placement" text NOT NULL,
	"country" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_daily_counts_promotion_id_day_placement_country_pk" PRIMARY KEY("promotion_id","day","placement","country"),
	CONSTRAINT "promotion_daily_counts_placement_known" CHECK ("promotion_daily_counts"."placement" = 'gift'),
	CONSTRAINT "promotion_daily_counts_country_code" CHECK ("promotion_daily_counts"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "promotion_daily_counts_non_negative" CHECK ("promotion_daily_counts"."views" >= 0 and "promotion_daily_counts"."claims" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spent_view_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "frequency_cap" integer;--> statement-breakpoint
ALTER TABLE "ad_daily_counts" ADD CONSTRAINT "ad_daily_counts_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_visitor_days" ADD CONSTRAINT "ad_visitor_days_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_daily_counts" ADD CONSTRAINT "promotion_daily_counts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_visitor_days_day_idx" ON "ad_visitor_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "spent_view_tokens_expires_at_idx" ON "spent_view_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_frequency_cap_positive" CHECK ("ads"."frequency_cap" is null or "ads"."frequency_cap" >= 1);