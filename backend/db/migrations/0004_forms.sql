CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"fields" jsonb NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_type_check" CHECK ("form_submissions"."type" in ('callback', 'feedback', 'order', 'resume', 'product_request', 'review'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "form_submissions_type_created_idx" ON "form_submissions" USING btree ("type","created_at");