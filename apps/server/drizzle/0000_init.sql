CREATE TABLE "grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"target_id" uuid,
	"permission" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"unverified_email" text,
	"phone" text,
	"first_name" text,
	"last_name" text,
	"password_hash" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"is_id_verified" boolean DEFAULT false NOT NULL,
	"signup_method" text DEFAULT 'anonymous' NOT NULL,
	"listing_count" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code_hash" text NOT NULL,
	"plain_code" text,
	"email" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"template" text,
	"user_id" uuid,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_visitors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"action" text DEFAULT 'VIEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text,
	"short_title" text,
	"description" text,
	"short_description" text,
	"price" integer,
	"price_explanation" text,
	"status" text DEFAULT 'unpublishedDraft' NOT NULL,
	"status_reason" text,
	"published_at" timestamp with time zone,
	"sale_status" text DEFAULT 'unsold' NOT NULL,
	"sale_price" integer,
	"sale_marketplace" text,
	"sold_to" text,
	"prefer_not_to_say" boolean DEFAULT false NOT NULL,
	"sold_at" timestamp with time zone,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"craigslist_url" text,
	"craigslist_updated_at" timestamp with time zone,
	"craigslist_posted_at" timestamp with time zone,
	"unique_visitor_count" integer DEFAULT 0 NOT NULL,
	"offer_lowest" integer,
	"offer_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offer_requirements" text,
	"vehicle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"make" text GENERATED ALWAYS AS (nullif(btrim(vehicle->>'make'), '')) STORED,
	"model" text GENERATED ALWAYS AS (nullif(btrim(vehicle->>'model'), '')) STORED,
	"year" integer GENERATED ALWAYS AS (case when (vehicle->>'year') ~ '^[0-9]{1,9}$' then (vehicle->>'year')::integer end) STORED,
	"mileage" integer GENERATED ALWAYS AS (case when (vehicle->>'mileage') ~ '^[0-9]{1,9}$' then (vehicle->>'mileage')::integer end) STORED,
	"body_type" text GENERATED ALWAYS AS (nullif(btrim(vehicle->>'bodyType'), '')) STORED,
	"fuel_type" text GENERATED ALWAYS AS (nullif(btrim(vehicle->>'fuelType'), '')) STORED,
	"transmission" text GENERATED ALWAYS AS (nullif(btrim(vehicle->>'transmission'), '')) STORED,
	"location" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"zip" text GENERATED ALWAYS AS (nullif(btrim(location->>'zip'), '')) STORED,
	"state" text GENERATED ALWAYS AS (nullif(btrim(location->>'state'), '')) STORED,
	"lat" double precision,
	"lng" double precision,
	"vin_value" text,
	"vin_info" jsonb,
	"is_escalated" boolean DEFAULT false NOT NULL,
	"seller_escalated" boolean DEFAULT false NOT NULL,
	"concierge_escalated" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"is_populated" boolean DEFAULT false NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"test_drive_request_count" integer DEFAULT 0 NOT NULL,
	"video_tour_request_count" integer DEFAULT 0 NOT NULL,
	"test_drive_and_video_tour_count" integer DEFAULT 0 NOT NULL,
	"buyer_count" integer DEFAULT 0 NOT NULL,
	"chats_to_answer_count" integer DEFAULT 0 NOT NULL,
	"chats_handled_by_revy_count" integer DEFAULT 0 NOT NULL,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"highest_offer_amount" integer,
	"max_sla_clock_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(vehicle->>'year', '') || ' ' || coalesce(vehicle->>'make', '') || ' ' || coalesce(vehicle->>'model', '') || ' ' || coalesce(vehicle->>'trim', '')), 'B') || setweight(to_tsvector('english', coalesce(short_title, '') || ' ' || coalesce(short_description, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('unpublishedDraft', 'unpublished', 'published')),
	CONSTRAINT "listings_sale_status_check" CHECK ("listings"."sale_status" in ('unsold', 'sold')),
	CONSTRAINT "listings_money_check" CHECK ("listings"."price" >= 0 and "listings"."sale_price" >= 0 and "listings"."offer_lowest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "asset_tags" (
	"asset_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"ordinal" integer DEFAULT 999999999 NOT NULL,
	CONSTRAINT "asset_tags_pk" PRIMARY KEY("asset_id","tag")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"file_url" text,
	"files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text,
	"type" text DEFAULT 'image' NOT NULL,
	"size" integer,
	"status" text DEFAULT 'processing' NOT NULL,
	"source" text,
	"storage_key" text,
	"content_type" text,
	"width" integer,
	"height" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender_id" uuid,
	"reply_to_id" uuid,
	"content" text NOT NULL,
	"content_text" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comet_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"last_read_chat_message_id" uuid,
	"last_read_at" timestamp with time zone,
	"last_typing_at" timestamp with time zone,
	"sla_clock_at" timestamp with time zone,
	"comet_added" boolean DEFAULT false NOT NULL,
	"comet_uid" text,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"title" text,
	"user_uid" text,
	"group_uid" text,
	"comet_added" boolean DEFAULT false NOT NULL,
	"is_test_drive_requested" boolean DEFAULT false NOT NULL,
	"is_video_tour_requested" boolean DEFAULT false NOT NULL,
	"is_test_drive_paid" boolean DEFAULT false NOT NULL,
	"is_escalated" boolean DEFAULT false NOT NULL,
	"is_concierge_escalated" boolean DEFAULT false NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"offer" integer,
	"offer_explanation" text,
	"offer_status" text,
	"offer_at" timestamp with time zone,
	"offer_status_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"slug" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"stripe_price_id" text,
	"name" text NOT NULL,
	"description" text,
	"duration" integer,
	"trial_duration" integer,
	"price" integer NOT NULL,
	"price_extra" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features_title" text,
	"marketing_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid,
	"user_id" uuid,
	"stripe_product_id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"start_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"stripe_discount" integer DEFAULT 0 NOT NULL,
	"stripe_promo_code" text,
	"plan_change_type" text,
	"trial_duration" integer,
	"payment_due" boolean DEFAULT false NOT NULL,
	"original_purchase_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_plan_change_type_check" CHECK ("purchases"."plan_change_type" in ('UPGRADE', 'DOWNGRADE')),
	CONSTRAINT "purchases_money_check" CHECK ("purchases"."price" >= 0 and "purchases"."discount_amount" >= 0 and "purchases"."stripe_discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"listing_id" uuid,
	"purchase_id" uuid,
	"product_id" text,
	"description" text,
	"payment_type" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method_id" text,
	"payment_intent_id" text,
	"client_secret" text,
	"checkout_session_id" text,
	"price_id" text,
	"coupon_id" text,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"key" text NOT NULL,
	"short_url" text,
	"target_id" uuid,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" uuid PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	CONSTRAINT "vehicle_models_unique" UNIQUE NULLS NOT DISTINCT("year","make","model","trim")
);
--> statement-breakpoint
CREATE TABLE "availabilities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_type_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"day_start_time" integer DEFAULT 32400000 NOT NULL,
	"day_end_time" integer DEFAULT 61200000 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	CONSTRAINT "availabilities_day_check" CHECK ("availabilities"."day_of_week" between 0 and 6),
	CONSTRAINT "availabilities_time_check" CHECK ("availabilities"."day_start_time" >= 0 and "availabilities"."day_end_time" <= 86400000 and "availabilities"."day_start_time" <= "availabilities"."day_end_time")
);
--> statement-breakpoint
CREATE TABLE "event_attendees" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text DEFAULT 'Test Drive' NOT NULL,
	"description" text,
	"duration" integer DEFAULT 2700000 NOT NULL,
	"slot_interval" integer DEFAULT 1800000 NOT NULL,
	"buffer_before" integer DEFAULT 1800000 NOT NULL,
	"buffer_after" integer DEFAULT 0 NOT NULL,
	"buffer_notice" integer DEFAULT 14400000 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"disable_guests" boolean DEFAULT false NOT NULL,
	"requires_confirmation" boolean DEFAULT true NOT NULL,
	"timezone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_types_durations_check" CHECK ("event_types"."duration" > 0 and "event_types"."slot_interval" > 0 and "event_types"."buffer_before" >= 0 and "event_types"."buffer_after" >= 0 and "event_types"."buffer_notice" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_type_id" uuid,
	"host_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"listing_id" uuid,
	"chat_id" uuid,
	"title" text,
	"description" text,
	"is_paid" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_time_check" CHECK ("events"."end_at" > "events"."start_at")
);
--> statement-breakpoint
CREATE TABLE "config" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text,
	"type" text DEFAULT 'string' NOT NULL,
	"description" text,
	"updated_by" uuid,
	"read_count" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"class_name" text NOT NULL,
	"target_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"question" text,
	"content" text,
	"content_source" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"distinct_id" text,
	"event" text NOT NULL,
	"page" text,
	"listing_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_id" text NOT NULL,
	"key" text NOT NULL,
	"run_key" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid,
	"buyer_id" uuid,
	"seller_id" uuid,
	"initiated_by" text NOT NULL,
	"provider_transaction_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_visitors" ADD CONSTRAINT "listing_visitors_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_tags" ADD CONSTRAINT "asset_tags_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_last_read_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("last_read_chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_stripe_product_id_products_id_fk" FOREIGN KEY ("stripe_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_original_purchase_id_purchases_id_fk" FOREIGN KEY ("original_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config" ADD CONSTRAINT "config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge" ADD CONSTRAINT "knowledge_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grants_user_idx" ON "grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "grants_target_idx" ON "grants" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grants_unique" ON "grants" USING btree ("user_id","permission",coalesce("target_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email") WHERE "users"."email" is not null;--> statement-breakpoint
CREATE INDEX "users_unverified_email_idx" ON "users" USING btree ("unverified_email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_user_kind_idx" ON "verification_codes" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "verification_codes_hash_idx" ON "verification_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_visitors_unique" ON "listing_visitors" USING btree ("listing_id","visitor_key","action");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_status_published_idx" ON "listings" USING btree ("status","published_at") WHERE "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at") WHERE "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price") WHERE "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_make_model_idx" ON "listings" USING btree ("make","model","year") WHERE "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_year_idx" ON "listings" USING btree ("year") WHERE "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_mileage_idx" ON "listings" USING btree ("mileage") WHERE "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_body_type_idx" ON "listings" USING btree ("body_type") WHERE "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_zip_idx" ON "listings" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "listings_lat_lng_idx" ON "listings" USING btree ("lat","lng") WHERE "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_vin_idx" ON "listings" USING btree ("vin_value");--> statement-breakpoint
CREATE INDEX "listings_sla_idx" ON "listings" USING btree ("max_sla_clock_at") WHERE "listings"."deleted_at" is null and "listings"."max_sla_clock_at" is not null;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "asset_tags_target_tag_idx" ON "asset_tags" USING btree ("target_id","tag","ordinal","asset_id");--> statement-breakpoint
CREATE INDEX "assets_target_idx" ON "assets" USING btree ("target_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_comet_unique" ON "chat_messages" USING btree ("comet_message_id") WHERE "chat_messages"."comet_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_users_chat_user_unique" ON "chat_users" USING btree ("chat_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_users_user_idx" ON "chat_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_users_sla_idx" ON "chat_users" USING btree ("sla_clock_at") WHERE "chat_users"."sla_clock_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_listing_buyer_unique" ON "chats" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "chats_buyer_idx" ON "chats" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chats_group_uid_idx" ON "chats" USING btree ("group_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "content_slug_unique" ON "content" USING btree ("slug") WHERE "content"."slug" is not null;--> statement-breakpoint
CREATE INDEX "content_type_status_idx" ON "content" USING btree ("type","status","id");--> statement-breakpoint
CREATE INDEX "forms_user_name_idx" ON "forms" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "purchases_listing_status_idx" ON "purchases" USING btree ("listing_id","status");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_unique" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_session_unique" ON "payments" USING btree ("checkout_session_id") WHERE "payments"."checkout_session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_unique" ON "payments" USING btree ("payment_intent_id") WHERE "payments"."payment_intent_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_listing_idx" ON "payments" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "payments_purchase_idx" ON "payments" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_key_unique" ON "redirects" USING btree ("key");--> statement-breakpoint
CREATE INDEX "redirects_target_idx" ON "redirects" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "vehicle_models_make_year_idx" ON "vehicle_models" USING btree ("make","year");--> statement-breakpoint
CREATE INDEX "availabilities_event_type_idx" ON "availabilities" USING btree ("event_type_id");--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_types_host_idx" ON "event_types" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "events_host_start_idx" ON "events" USING btree ("host_id","start_at");--> statement-breakpoint
CREATE INDEX "events_event_type_start_idx" ON "events" USING btree ("event_type_id","start_at");--> statement-breakpoint
CREATE INDEX "events_listing_idx" ON "events" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "events_chat_idx" ON "events" USING btree ("chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "config_name_unique" ON "config" USING btree ("name");--> statement-breakpoint
CREATE INDEX "history_target_saved_idx" ON "history" USING btree ("target_id","saved_at");--> statement-breakpoint
CREATE INDEX "knowledge_listing_type_idx" ON "knowledge" USING btree ("listing_id","type","ordinal");--> statement-breakpoint
CREATE INDEX "page_views_listing_idx" ON "page_views" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_target_key_idx" ON "tracking" USING btree ("target_id","key","run_key","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_read_idx" ON "notifications" USING btree ("user_id","read_at","created_at");--> statement-breakpoint
CREATE INDEX "id_verifications_user_idx" ON "id_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "id_verifications_provider_ref_idx" ON "id_verifications" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "title_transfers_provider_unique" ON "title_transfers" USING btree ("provider_transaction_id") WHERE "title_transfers"."provider_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "title_transfers_listing_idx" ON "title_transfers" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "title_transfers_buyer_idx" ON "title_transfers" USING btree ("buyer_id");