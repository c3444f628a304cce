CREATE TABLE "classifieds_claims" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"claimed_by" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classifieds_claims" ADD CONSTRAINT "classifieds_claims_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds_claims" ADD CONSTRAINT "classifieds_claims_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classifieds_claims_expires_idx" ON "classifieds_claims" USING btree ("expires_at");