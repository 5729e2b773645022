DROP INDEX "notifications_telegram_pending_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "telegram_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_telegram_due_idx" ON "notifications" USING btree ("telegram_due_at") WHERE "notifications"."telegram_due_at" is not null;--> statement-breakpoint
-- Notifications still waiting for Telegram stay due.
UPDATE "notifications" SET "telegram_due_at" = "created_at" WHERE "telegram_pending";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "telegram_pending";