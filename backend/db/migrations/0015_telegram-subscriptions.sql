ALTER TABLE "notifications" ADD COLUMN "telegram_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tg_subscribe_code_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_telegram_pending_idx" ON "notifications" USING btree ("id") WHERE "notifications"."telegram_pending";