CREATE TABLE "custom_contents" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"search_name" text NOT NULL,
	CONSTRAINT "locations_type_check" CHECK ("locations"."type" in ('city', 'region'))
);
--> statement-breakpoint
CREATE TABLE "stock_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"section_slug" text DEFAULT '' NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"button_text" text DEFAULT '' NOT NULL,
	"button_link" text DEFAULT '' NOT NULL,
	"show_button" boolean DEFAULT true NOT NULL,
	"bg_image" text DEFAULT '' NOT NULL,
	"bg_color" text DEFAULT '' NOT NULL,
	"bg_opacity" double precision DEFAULT 1 NOT NULL,
	"bg_animation" text DEFAULT '' NOT NULL,
	"shine" boolean DEFAULT false NOT NULL,
	"banner_link" text DEFAULT '' NOT NULL,
	"no_hide" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_offers_bg_opacity_check" CHECK ("stock_offers"."bg_opacity" >= 0 and "stock_offers"."bg_opacity" <= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_type_idx" ON "locations" USING btree ("name","type");--> statement-breakpoint
CREATE INDEX "locations_search_name_idx" ON "locations" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "stock_offers_active_created_idx" ON "stock_offers" USING btree ("active","created_at","id");