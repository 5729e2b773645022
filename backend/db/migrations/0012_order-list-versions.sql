CREATE TABLE "order_list_versions" (
	"scope" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id");