ALTER TABLE "listings" ADD COLUMN "offer_auto_decline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "scam_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "chats_scam_flagged_idx" ON "chats" USING btree ("scam_flagged_at");