CREATE TABLE "chat_token_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"from_user_id" uuid,
	"from_role" text NOT NULL,
	"amount" integer NOT NULL,
	"explanation" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"counter_of_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_counter_of_id_offers_id_fk" FOREIGN KEY ("counter_of_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_chat_idx" ON "offers" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "offers_listing_idx" ON "offers" USING btree ("listing_id","from_role","status");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_pending_per_chat" ON "offers" USING btree ("chat_id") WHERE "offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "offers_pending_created_idx" ON "offers" USING btree ("created_at") WHERE "offers"."status" = 'pending';