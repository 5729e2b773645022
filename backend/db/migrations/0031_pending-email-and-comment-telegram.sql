ALTER TABLE "user_codes" DROP CONSTRAINT "user_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "telegram_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE INDEX "comments_telegram_due_idx" ON "comments" USING btree ("telegram_due_at") WHERE "comments"."telegram_due_at" is not null;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_purpose_check" CHECK ("user_codes"."purpose" in ('password', 'confirm', 'email'));