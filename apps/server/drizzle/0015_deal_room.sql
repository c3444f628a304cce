CREATE TABLE "deal_signatures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL,
	"typed_name" text NOT NULL,
	"document_hash" text NOT NULL,
	"ip" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_webhook_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"transaction_id" text,
	"processed_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "title_transfers" ALTER COLUMN "status" SET DEFAULT 'open';--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "chat_id" uuid;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "provider" text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "provider_url" text;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "bill_state" text;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "bill_generated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "bill_hash" text;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "bill_odometer" integer;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "bill_odometer_note" text;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "bill_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "payment_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "funds_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "seller_handover_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "buyer_handover_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "checklist" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "last_progress_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_deal_id_title_transfers_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."title_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_signatures_once" ON "deal_signatures" USING btree ("deal_id","role","document_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_webhook_events_unique" ON "deal_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "title_transfers_seller_idx" ON "title_transfers" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_open_per_listing" ON "title_transfers" USING btree ("listing_id") WHERE "title_transfers"."status" = 'open';