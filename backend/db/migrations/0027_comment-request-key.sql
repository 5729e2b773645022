ALTER TABLE "comments" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_author_request_key_idx" ON "comments" USING btree ("author_id","request_key");