ALTER TABLE "users" ADD COLUMN "contact_email" text;--> statement-breakpoint
CREATE INDEX "users_contact_email_idx" ON "users" USING btree ("contact_email") WHERE "users"."contact_email" is not null;