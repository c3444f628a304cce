CREATE TABLE "listing_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text,
	"listing_id" uuid,
	"message" text,
	"photo_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "listing_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"uploaded_by" uuid,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"seller_id" uuid,
	"seller_email" text,
	"row_count" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"photos_fetched" integer DEFAULT 0 NOT NULL,
	"photos_failed" integer DEFAULT 0 NOT NULL,
	"photos_pending" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_import_rows" ADD CONSTRAINT "listing_import_rows_import_id_listing_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."listing_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_imports_created_idx" ON "listing_imports" USING btree ("created_at");