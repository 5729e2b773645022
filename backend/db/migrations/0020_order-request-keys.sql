ALTER TABLE "orders" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_dealer_request_key_idx" ON "orders" USING btree ("dealer_id","request_key");