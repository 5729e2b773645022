CREATE TABLE "consent_texts" (
	"version" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"first_given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_consent_version_consent_texts_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."consent_texts"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_consent_version_consent_texts_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."consent_texts"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consent_version_consent_texts_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."consent_texts"("version") ON DELETE no action ON UPDATE no action;