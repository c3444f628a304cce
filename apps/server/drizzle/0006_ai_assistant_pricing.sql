CREATE TABLE "listing_price_estimates" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"rating" text,
	"method" text NOT NULL,
	"comparable_count" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "revy_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "revy_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_price_estimates" ADD CONSTRAINT "listing_price_estimates_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_estimates_computed_idx" ON "listing_price_estimates" USING btree ("computed_at");