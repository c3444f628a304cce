CREATE TABLE "id_verification_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_verification_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"verification_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "id_verification_images_kind_check" CHECK ("id_verification_images"."kind" in ('document', 'selfie'))
);
--> statement-breakpoint
ALTER TABLE "id_verifications" ALTER COLUMN "status" SET DEFAULT 'requires_input';--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "require_verified_buyers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "images_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "id_verification_images" ADD CONSTRAINT "id_verification_images_verification_id_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."id_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "id_verification_events_event_idx" ON "id_verification_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "id_verification_images_kind_idx" ON "id_verification_images" USING btree ("verification_id","kind");--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "id_verifications_one_open_idx" ON "id_verifications" USING btree ("user_id") WHERE status in ('requires_input', 'processing');--> statement-breakpoint
CREATE INDEX "id_verifications_queue_idx" ON "id_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_status_check" CHECK ("id_verifications"."status" in ('requires_input', 'processing', 'verified', 'rejected', 'canceled'));