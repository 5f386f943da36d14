CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"karma_points" integer DEFAULT 0 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_length" CHECK (char_length("users"."username") between 3 and 254),
	CONSTRAINT "users_email_length" CHECK (char_length("users"."email") between 3 and 254),
	CONSTRAINT "users_karma_non_negative" CHECK ("users"."karma_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "compliments" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"receiver_id" integer,
	"thanker_id" integer,
	"thanked_at" timestamp with time zone,
	"seen_count" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"random_key" double precision DEFAULT random() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliments_text_length" CHECK (char_length("compliments"."text") between 10 and 200),
	CONSTRAINT "compliments_seen_count_non_negative" CHECK ("compliments"."seen_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receiver_id" integer NOT NULL,
	"compliment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"compliment_id" integer NOT NULL,
	"thanker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"level" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_level_positive" CHECK ("badges"."level" >= 1),
	CONSTRAINT "badges_shared_count_non_negative" CHECK ("badges"."shared_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_byte_size_positive" CHECK ("media"."byte_size" > 0),
	CONSTRAINT "media_content_type_image" CHECK ("media"."content_type" like 'image/%')
);
--> statement-breakpoint
CREATE TABLE "inspirational_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"media_id" uuid,
	"owner_name" text,
	"owner_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspirational_images_title_length" CHECK (char_length("inspirational_images"."title") >= 3),
	CONSTRAINT "inspirational_images_category_length" CHECK (char_length("inspirational_images"."category") >= 3),
	CONSTRAINT "inspirational_images_times_used_non_negative" CHECK ("inspirational_images"."times_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"redirect_url" text NOT NULL,
	"image_url_d" text NOT NULL,
	"image_url_m" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone,
	"view_limit" integer,
	"counties" text[] DEFAULT '{}'::text[] NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_category_known" CHECK ("ads"."category" in ('HomepageBanner', 'InFeed', 'StickyFooter')),
	CONSTRAINT "ads_name_length" CHECK (char_length("ads"."name") between 3 and 100),
	CONSTRAINT "ads_view_limit_positive" CHECK ("ads"."view_limit" is null or "ads"."view_limit" >= 1),
	CONSTRAINT "ads_views_non_negative" CHECK ("ads"."views" >= 0),
	CONSTRAINT "ads_clicks_non_negative" CHECK ("ads"."clicks" >= 0),
	CONSTRAINT "ads_redirect_url_http" CHECK ("ads"."redirect_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_provider_name" text NOT NULL,
	"discount_title" text NOT NULL,
	"discount_description" text NOT NULL,
	"discount_code" text NOT NULL,
	"website_url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"counties" text[] DEFAULT '{}'::text[] NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_provider_length" CHECK (char_length("promotions"."service_provider_name") between 2 and 100),
	CONSTRAINT "promotions_title_length" CHECK (char_length("promotions"."discount_title") between 5 and 150),
	CONSTRAINT "promotions_description_length" CHECK (char_length("promotions"."discount_description") between 10 and 500),
	CONSTRAINT "promotions_code_length" CHECK (char_length("promotions"."discount_code") between 3 and 50),
	CONSTRAINT "promotions_expiry_after_publication" CHECK ("promotions"."expire_at" > "promotions"."published_at"),
	CONSTRAINT "promotions_views_non_negative" CHECK ("promotions"."views" >= 0),
	CONSTRAINT "promotions_claims_non_negative" CHECK ("promotions"."claims" >= 0),
	CONSTRAINT "promotions_website_url_http" CHECK ("promotions"."website_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sender_id" integer,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliments" ADD CONSTRAINT "compliments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliments" ADD CONSTRAINT "compliments_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliments" ADD CONSTRAINT "compliments_thanker_id_users_id_fk" FOREIGN KEY ("thanker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanks" ADD CONSTRAINT "thanks_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanks" ADD CONSTRAINT "thanks_thanker_id_users_id_fk" FOREIGN KEY ("thanker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspirational_images" ADD CONSTRAINT "inspirational_images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspirational_images" ADD CONSTRAINT "inspirational_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "compliments_author_id_idx" ON "compliments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "compliments_receiver_id_idx" ON "compliments" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "compliments_thanker_id_idx" ON "compliments" USING btree ("thanker_id");--> statement-breakpoint
CREATE INDEX "compliments_random_key_idx" ON "compliments" USING btree ("random_key") WHERE "compliments"."is_visible";--> statement-breakpoint
CREATE UNIQUE INDEX "compliments_text_lower_key" ON "compliments" USING btree (lower("text")) WHERE "compliments"."is_visible";--> statement-breakpoint
CREATE INDEX "deliveries_receiver_id_idx" ON "deliveries" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_compliment_id_idx" ON "deliveries" USING btree ("compliment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thanks_compliment_thanker_key" ON "thanks" USING btree ("compliment_id","thanker_id");--> statement-breakpoint
CREATE INDEX "thanks_thanker_id_idx" ON "thanks" USING btree ("thanker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_user_type_level_key" ON "badges" USING btree ("user_id","type","level");--> statement-breakpoint
CREATE INDEX "badges_user_id_idx" ON "badges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "media_uploaded_by_id_idx" ON "media" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE INDEX "inspirational_images_uploaded_by_id_idx" ON "inspirational_images" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE INDEX "inspirational_images_media_id_idx" ON "inspirational_images" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_id_idx" ON "messages" USING btree ("sender_id");