CREATE TABLE "reklamation_files" (
	"reklamation_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "reklamation_files_reklamation_id_file_id_pk" PRIMARY KEY("reklamation_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "reklamation_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"reklamation_id" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reklamations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"order_id" integer,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reklamations_status_check" CHECK ("reklamations"."status" in ('draft', 'sent', 'review', 'accepted', 'rejected', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "reklamation_files" ADD CONSTRAINT "reklamation_files_reklamation_id_reklamations_id_fk" FOREIGN KEY ("reklamation_id") REFERENCES "public"."reklamations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reklamation_files" ADD CONSTRAINT "reklamation_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reklamation_history" ADD CONSTRAINT "reklamation_history_reklamation_id_reklamations_id_fk" FOREIGN KEY ("reklamation_id") REFERENCES "public"."reklamations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reklamation_history" ADD CONSTRAINT "reklamation_history_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reklamations" ADD CONSTRAINT "reklamations_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reklamations" ADD CONSTRAINT "reklamations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reklamation_files_file_idx" ON "reklamation_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "reklamation_history_claim_idx" ON "reklamation_history" USING btree ("reklamation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reklamations_one_draft_idx" ON "reklamations" USING btree ("dealer_id") WHERE "reklamations"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "reklamations_dealer_sent_idx" ON "reklamations" USING btree ("dealer_id","sent_at" DESC NULLS LAST);