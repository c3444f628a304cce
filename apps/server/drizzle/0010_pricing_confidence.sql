ALTER TABLE "offers" ADD COLUMN "auto_declined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_price_estimates" ADD COLUMN "confidence" text DEFAULT 'low' NOT NULL;--> statement-breakpoint
-- Estimates stored before confidence existed say low until recomputed: mark them stale so the
-- refresh job (every minute, oldest first) redoes them now rather than within a day.
UPDATE "listing_price_estimates" SET "computed_at" = '1970-01-01T00:00:00Z';
