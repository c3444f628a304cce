-- Issue 13 (decision 021): money moves once per purchase, a listing holds one plan per state
-- and one free trial ever. A database that ran the racy code may already break these rules,
-- so duplicates are resolved first, deterministically, before the unique indexes are built.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
-- Extra succeeded payments of one purchase (two checkout pages both paid): the earliest keeps
-- the purchase, the others were real charges that staff must refund.
UPDATE "payments" SET "status" = 'refund_due', "failure_message" = 'Charged again for a plan that was already paid: refund due'
WHERE "status" = 'succeeded' AND "purchase_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("purchase_id") "id" FROM "payments" WHERE "status" = 'succeeded' AND "purchase_id" IS NOT NULL
  ORDER BY "purchase_id", "completed_at" NULLS LAST, "created_at", "id"
);--> statement-breakpoint
-- More than one open checkout of one purchase: the newest stays open.
UPDATE "payments" SET "status" = 'cancelled', "failure_message" = 'Replaced by a newer checkout'
WHERE "status" IN ('pending', 'requires_action') AND "purchase_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("purchase_id") "id" FROM "payments" WHERE "status" IN ('pending', 'requires_action') AND "purchase_id" IS NOT NULL
  ORDER BY "purchase_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
-- More than one ACTIVE plan on a listing: the one started last stays, as an upgrade would have left it.
UPDATE "purchases" SET "status" = 'CANCELLED', "cancelled_at" = now(), "metadata" = "metadata" || '{"replacedBy":"migration 0008"}'::jsonb
WHERE "status" = 'ACTIVE' AND "listing_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("listing_id") "id" FROM "purchases" WHERE "status" = 'ACTIVE' AND "listing_id" IS NOT NULL
  ORDER BY "listing_id", "start_at" DESC NULLS LAST, "created_at" DESC, "id" DESC
);--> statement-breakpoint
-- More than one PENDING plan choice: the newest stays, as choosing again would have left it.
UPDATE "purchases" SET "status" = 'CANCELLED', "cancelled_at" = now(), "metadata" = "metadata" || '{"replacedBy":"migration 0008"}'::jsonb
WHERE "status" = 'PENDING' AND "listing_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("listing_id") "id" FROM "purchases" WHERE "status" = 'PENDING' AND "listing_id" IS NOT NULL
  ORDER BY "listing_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
-- More than one trial on a listing: the first keeps its marker (the others keep it under another key, for support).
UPDATE "purchases" SET "metadata" = ("metadata" - 'trialStartedAt') || jsonb_build_object('duplicateTrialStartedAt', "metadata"->'trialStartedAt')
WHERE "metadata" ? 'trialStartedAt' AND "listing_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("listing_id") "id" FROM "purchases" WHERE "metadata" ? 'trialStartedAt' AND "listing_id" IS NOT NULL
  ORDER BY "listing_id", "metadata"->>'trialStartedAt', "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_pending_per_listing" ON "purchases" USING btree ("listing_id") WHERE "purchases"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_active_per_listing" ON "purchases" USING btree ("listing_id") WHERE "purchases"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_trial_per_listing" ON "purchases" USING btree ("listing_id") WHERE "purchases"."metadata" ? 'trialStartedAt';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_purchase" ON "payments" USING btree ("purchase_id") WHERE "payments"."status" in ('pending', 'requires_action');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_purchase" ON "payments" USING btree ("purchase_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'requires_action', 'succeeded', 'failed', 'cancelled', 'refunded', 'refund_due'));