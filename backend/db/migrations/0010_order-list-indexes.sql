DROP INDEX "orders_dealer_created_idx";--> statement-breakpoint
DROP INDEX "orders_dealer_status_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_dealer_created_idx" ON "orders" USING btree ("dealer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_dealer_status_created_idx" ON "orders" USING btree ("dealer_id","status","created_at","id");