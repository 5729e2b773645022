ALTER TABLE "form_submissions" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_request_key_idx" ON "form_submissions" USING btree ("type","request_key");