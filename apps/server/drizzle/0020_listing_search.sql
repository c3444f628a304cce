CREATE TABLE "listing_search" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"sale_status" text NOT NULL,
	"make" text,
	"model" text,
	"year" integer,
	"price" integer,
	"mileage" integer,
	"body_type" text,
	"fuel_type" text,
	"transmission" text,
	"lat" double precision,
	"lng" double precision,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_search_text_idx" ON "listing_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listing_search_make_model_idx" ON "listing_search" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "listing_search_seller_idx" ON "listing_search" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "listing_search_lat_lng_idx" ON "listing_search" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "listing_search_published_at_desc_idx" ON "listing_search" USING btree (coalesce("published_at", '-infinity'::timestamptz) desc,"listing_id" desc);--> statement-breakpoint
CREATE INDEX "listing_search_created_at_desc_idx" ON "listing_search" USING btree (coalesce("created_at", '-infinity'::timestamptz) desc,"listing_id" desc);--> statement-breakpoint
CREATE INDEX "listing_search_price_asc_idx" ON "listing_search" USING btree (coalesce("price", 2147483647),"listing_id");--> statement-breakpoint
CREATE INDEX "listing_search_price_desc_idx" ON "listing_search" USING btree (coalesce("price", -2147483648) desc,"listing_id" desc);--> statement-breakpoint
CREATE INDEX "listing_search_mileage_asc_idx" ON "listing_search" USING btree (coalesce("mileage", 2147483647),"listing_id");--> statement-breakpoint
CREATE INDEX "listing_search_year_desc_idx" ON "listing_search" USING btree (coalesce("year", -2147483648) desc,"listing_id" desc);
--> statement-breakpoint
-- Room on each page for a changed row's new version: an edited listing stays next to its make and model, which the
-- nightly reorder (listings.search-reorder, decision 047) put together.
ALTER TABLE "listing_search" SET (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE "listing_search" CLUSTER ON "listing_search_make_model_idx";
--> statement-breakpoint
-- Kept in step by the database itself (decision 047): every write to listings rewrites, adds or removes the
-- listing's projection row in the same statement, whatever code path made it. Only published, live listings
-- have a row. The update trigger fires only when a column the projection reads is in the SET list, so the
-- counters (views, chats, offers) never touch it; `is distinct from` skips rewrites that change nothing.
CREATE FUNCTION "listing_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "listing_search" WHERE "listing_id" = OLD."id";
    RETURN NULL;
  END IF;
  IF NEW."status" <> 'published' OR NEW."deleted_at" IS NOT NULL THEN
    DELETE FROM "listing_search" WHERE "listing_id" = NEW."id";
    RETURN NULL;
  END IF;
  INSERT INTO "listing_search" AS s ("listing_id", "seller_id", "sale_status", "make", "model", "year", "price",
    "mileage", "body_type", "fuel_type", "transmission", "lat", "lng", "published_at", "created_at", "updated_at",
    "search_vector")
  VALUES (NEW."id", NEW."seller_id", NEW."sale_status", lower(NEW."make"), lower(NEW."model"), NEW."year",
    NEW."price", NEW."mileage", NEW."body_type", NEW."fuel_type", NEW."transmission", NEW."lat", NEW."lng",
    NEW."published_at", NEW."created_at", NEW."updated_at", NEW."search_vector")
  ON CONFLICT ("listing_id") DO UPDATE SET "seller_id" = EXCLUDED."seller_id", "sale_status" = EXCLUDED."sale_status",
    "make" = EXCLUDED."make", "model" = EXCLUDED."model", "year" = EXCLUDED."year", "price" = EXCLUDED."price",
    "mileage" = EXCLUDED."mileage", "body_type" = EXCLUDED."body_type", "fuel_type" = EXCLUDED."fuel_type",
    "transmission" = EXCLUDED."transmission", "lat" = EXCLUDED."lat", "lng" = EXCLUDED."lng",
    "published_at" = EXCLUDED."published_at", "created_at" = EXCLUDED."created_at",
    "updated_at" = EXCLUDED."updated_at", "search_vector" = EXCLUDED."search_vector"
  WHERE (s.*) IS DISTINCT FROM (EXCLUDED.*);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_search_sync" AFTER INSERT OR DELETE OR UPDATE OF "id", "seller_id", "status", "deleted_at",
  "sale_status", "vehicle", "title", "short_title", "description", "short_description", "price", "lat", "lng",
  "published_at", "created_at", "updated_at" ON "listings" FOR EACH ROW EXECUTE FUNCTION "listing_search_sync"();
--> statement-breakpoint
INSERT INTO "listing_search" ("listing_id", "seller_id", "sale_status", "make", "model", "year", "price", "mileage",
  "body_type", "fuel_type", "transmission", "lat", "lng", "published_at", "created_at", "updated_at", "search_vector")
SELECT "id", "seller_id", "sale_status", lower("make"), lower("model"), "year", "price", "mileage", "body_type",
  "fuel_type", "transmission", "lat", "lng", "published_at", "created_at", "updated_at", "search_vector"
FROM "listings" WHERE "status" = 'published' AND "deleted_at" IS NULL;
